/* args.h — the command line (cli/args/): the arguments of `check`
 * (args.c, repo_args.c) and the text of `skellint --help` (usage.c). */
#ifndef SK_CLI_ARGS_H
#define SK_CLI_ARGS_H

#include "cli.h"
#include "output/output.h"

/* CLI_OUTPUT_CI: one of the CI report formats of output_ci.h. */
typedef enum { CLI_OUTPUT_TEXT, CLI_OUTPUT_JSON, CLI_OUTPUT_CI } CliOutput;
struct CliCiFormat;

/* `--format-of PATTERN=FORMAT`: files whose path matches are read as FORMAT. */
typedef struct {
  const char *pattern; /* owned copy */
  SkFormat format;
} CliFormatOf;

typedef struct {
  CliOutput output;
  const struct CliCiFormat *ci_format; /* when output is CLI_OUTPUT_CI */
  CliColorMode color_mode;
  int show_source;          /* -1: default (on when stdout is a tty) */
  bool fold;
  SkOptions opts;
  const char *stdin_filename; /* NULL: "<stdin>", detection by content */
  CliFormatOf *format_of;   /* owned (malloc'd array) */
  size_t nformat_of;
  const char **paths;       /* owned array of pointers into argv */
  size_t npaths;
  bool help, version;
  /* Repositories (issue 8): configuration, fixes, baseline, many files. */
  const char *config_path;  /* --config FILE: every file uses it */
  bool no_config;           /* --no-config */
  bool fix, unsafe_fixes, diff;
  const char *baseline, *write_baseline;
  int jobs;                 /* -j N; 0: the number of cores */
  const char *files_from;   /* --files-from FILE, "-" for stdin */
  long max_warnings;        /* -1: no limit */
  bool exit_zero, statistics, quiet;
  bool ignore_unknown; /* named files of no known format are skipped silently */
  unsigned shard_k, shard_n;/* --shard K/N (1-based K); n == 0: all */
  struct CliSelection *sel; /* --select/--ignore/--severity as given */
  unsigned explicit_opts;   /* CLI_SET_* bits: options given on the line */
  size_t max_file_size;     /* --max-file-size; 0: no limit (limits.c) */
  /* The project (docs/security.md): files a .cfg, a setting or a symlink
   * names are opened only inside it. */
  const char *root;         /* --root DIR: the project's folder, not discovered */
  const char **allow_roots; /* --allow-root DIR…: more folders (owned array) */
  size_t nallow_roots;
  bool only_given;          /* --only-given: no companions of a skeleton given */
  bool verbose;             /* --verbose: say what a walk skipped and why */
  const char **excludes;    /* --exclude GLOB…: walked paths skipped (owned array) */
  size_t nexcludes;
} CliCheckArgs;

enum {
  CLI_SET_PROFILE = 1, CLI_SET_WEIGHT_TOL = 2, CLI_SET_MAX_INFL = 4,
  CLI_SET_QUAT_TOL = 8, CLI_SET_BIND_TOL = 16, CLI_SET_SKELETON = 32,
  CLI_SET_WORKING_FOLDER = 64, CLI_SET_TIME_TOL = 128
};

/* Lays the command line's own settings over `o` (which holds defaults and
 * a configuration's): explicit options, then --select/--ignore/--severity.
 * Command-line flags win over the configuration. */
void cli_check_args_overlay(const CliCheckArgs *a, SkOptions *o);
/* repo_args.c: the options of issue 8 (--config, --fix, --baseline, -j,
 * --shard …), by option name; and the checks across them after parsing.
 * Both print the reason and return false on a bad value. */
bool cli_repo_option_apply(const char *opt, const char *v, CliCheckArgs *a);
bool cli_repo_args_check(const CliCheckArgs *a);

/* Parses the arguments after `check`. Returns true on success; on a bad
 * option or value prints the reason to stderr and returns false. Free the
 * result with cli_check_args_free. */
bool cli_check_args_parse(int argc, char **argv, CliCheckArgs *out);
void cli_check_args_free(CliCheckArgs *a);

/* Parses a comma list of rule codes, names, code prefixes ("SK4") or
 * "ALL" into `set` (indexed by SkRuleId). `what` names the option in the
 * error message. Returns false (after printing) on an unknown item. */
bool cli_rule_set_parse(const char *list, const char *what,
                        bool set[SK_MAX_RULES]);

/* ---- usage (usage.c) ---------------------------------------------- */

void cli_usage(FILE *out);

#endif
