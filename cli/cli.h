/* cli.h — what the files of the `skellint` command share: the parsed
 * arguments of `check`, the output back-ends, file reading and walking, and
 * the subcommands. Everything here may print; the library never does. */
#ifndef SK_CLI_H
#define SK_CLI_H

#include "skellint.h"

#include <stdio.h>

/* Exit codes (ARCHITECTURE.md): 2 wins over 1. */
enum { CLI_EXIT_OK = 0, CLI_EXIT_FINDINGS = 1, CLI_EXIT_USAGE = 2 };

/* ---- arguments of `check` (args.c) -------------------------------- */

/* CLI_OUTPUT_CI: one of the CI report formats of output_ci.h. */
typedef enum { CLI_OUTPUT_TEXT, CLI_OUTPUT_JSON, CLI_OUTPUT_CI } CliOutput;
struct CliCiFormat;
typedef enum { CLI_COLOR_AUTO, CLI_COLOR_ALWAYS, CLI_COLOR_NEVER } CliColorMode;

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

/* ---- --max-file-size (limits.c) ----------------------------------- */

#define CLI_DEFAULT_MAX_FILE_SIZE ((size_t)256 << 20)
/* Parses "256M", "64K", "1G", "1000" (bytes) or "0" (no limit). Prints
 * the reason and returns false on a bad value. */
bool cli_max_file_size_parse(const char *opt, const char *v, size_t *out);
/* "256 MiB", "1 GiB", "1000 bytes" into buf. */
const char *cli_size_text(size_t n, char buf[32]);
/* The largest source the library takes (sk_source_new: 32-bit spans). */
#define CLI_MAX_SOURCE ((size_t)UINT32_MAX - 1)
/* Whether len exceeds the limit (0: the library's, CLI_MAX_SOURCE). */
bool cli_too_large(size_t len, size_t limit);
/* How many bytes to read at most to tell whether a stream is too large. */
size_t cli_read_cap(size_t limit);
/* The message for a file refused by cli_too_large: `size` is exact when
 * `exact`, else the file (a stream) was cut off after the cap. Caller
 * frees. */
char *cli_too_large_text(size_t size, bool exact, size_t limit);

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

/* ---- running a check (check.c) ------------------------------------ */

int cli_check_main(int argc, char **argv);

/* ---- output back-ends --------------------------------------------- */

/* Totals over every file of one run. */
typedef struct {
  size_t files;
  size_t errors, warnings, infos;
} CliTotals;

/* Text (output_text.c): prints one document's diagnostics. */
typedef struct {
  bool show_source;
  bool fold;
  bool color;
} CliTextStyle;
void cli_text_document(FILE *out, const SkDocument *doc,
                       const CliTextStyle *style);
/* Prints "Found N problems (…) in F files." when there is a problem. */
void cli_text_summary(FILE *out, const CliTotals *t, bool color);
/* "Checked N files: no problems." when there were none (else nothing). */
void cli_text_clean(FILE *out, const CliTotals *t);
/* Writes n with thousands separators ("4,312") into buf (>= 32 bytes). */
const char *cli_thousands(size_t n, char *buf);

/* The source line of `span` with a caret underline (snippet.c). */
void cli_snippet_print(FILE *out, const SkPositions *pos, SkSpan span,
                       bool color);

/* JSON (output_json.c), streamed to `out`: cli_json_new prints the
 * opening, cli_json_document each diagnostic of a document as it comes. */
typedef struct CliJson CliJson;
CliJson *cli_json_new(FILE *out);
void cli_json_document(CliJson *j, const SkDocument *doc);
/* Prints "files" and the closing, and frees j. */
void cli_json_finish(CliJson *j, size_t files);

/* ---- colours (color.c) -------------------------------------------- */

/* Whether to colour a stream: the mode, NO_COLOR and whether it is a tty. */
bool cli_color_wanted(CliColorMode mode, FILE *stream);
#define CLI_BOLD "\033[1m"
#define CLI_DIM "\033[2m"
#define CLI_RED "\033[1;31m"
#define CLI_YELLOW "\033[1;33m"
#define CLI_BLUE "\033[1;34m"
#define CLI_CYAN "\033[1;36m"
#define CLI_GREEN "\033[1;32m"
#define CLI_RESET "\033[0m"

/* UTF-8: sk_utf8_seq and sk_utf8_sanitize (skellint.h), shared with the
 * library and the language server. */

/* Positions: sk_positions_new(src, SK_COLUMN_CHARS) (skellint.h), fast
 * on very long lines, shared with the language server. */

/* ---- files (files.c, walk.c, unknown.c) --------------------------- */

/* The error of reading a file that is not a regular file or a pipe (a
 * device, a file of /proc or /sys): such files are never read. */
#define CLI_ENOTPLAIN (-1000)
/* The error of opening a file that, opened, is not inside the scope it
 * was listed in (sk_scope_judge_open): never read. */
#define CLI_EOUTSIDE (-1001)
/* strerror, and CLI_ENOTPLAIN's text. */
const char *cli_strerror(int err);

/* Reads at most `limit` bytes of a file (SIZE_MAX: all of it) into a
 * malloc'd buffer, NUL-terminated. Returns false and sets *err (errno) on
 * failure. */
bool cli_read_file(const char *path, size_t limit, char **bytes, size_t *len,
                   int *err);
/* The same, the file opened judged inside `within` (NULL: anywhere; else
 * *err CLI_EOUTSIDE), and its fstat in *opened (may be NULL). */
struct stat;
bool cli_read_file_in(const SkScope *within, const char *path, size_t limit, char **bytes,
                      size_t *len, struct stat *opened, int *err);
/* Opens a file once: reads its first `probe` bytes and asks `wanted`
 * whether to read on; if not, returns false with *skipped set; if so,
 * reads the rest (up to `limit` bytes in all) from the same descriptor.
 * A regular file larger than `limit` is not read on: false, *err EFBIG. */
bool cli_read_file_probed(const char *path, const SkScope *within, size_t probe, size_t limit,
                          bool (*wanted)(const char *path, const char *bytes, size_t len),
                          char **bytes, size_t *len, bool *skipped, int *err);
bool cli_read_stream(FILE *f, char **bytes, size_t *len, int *err);
/* Like cli_read_stream, reading at most `limit` bytes. */
bool cli_read_stream_max(FILE *f, size_t limit, char **bytes, size_t *len, int *err);

/* "skellint: PATH: MESSAGE\n", PATH and MESSAGE written safe for a
 * terminal (sk_display_text; the message at most CLI_MESSAGE_MAX bytes),
 * appended to b, or to stderr when b is NULL (file_error.c). */
#define CLI_MESSAGE_MAX 2000
void cli_file_error(SkBuf *b, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Whether a file name is a temporary file of `--fix` (fix_write.c), which
 * no walk visits. */
bool cli_is_fix_temp(const char *name);

/* Calls fn for every regular file under dir, sorted by name, skipping
 * what the repository's .gitignore files ignore, what `how->skip` says
 * (the `exclude` setting, --exclude), .git and the temporary files of
 * --fix — never a folder for its name alone; with how->verbose each skip
 * is named on stderr with its reason. Never enters a directory twice
 * (symlink loops). Reports unreadable directories on stderr. A symlink
 * that resolves outside how->scope (the project) is not followed (NULL:
 * every symlink is). Returns false if any error was reported. */
typedef void (*CliWalkFn)(const char *path, void *ud);
typedef struct {
  const SkScope *scope;
  bool verbose;
  /* Why the file or folder at `path` (as walked) is skipped (malloc'd),
   * or NULL to walk it. May be NULL. */
  char *(*skip)(const char *path, bool dir, void *ud);
  void *ud;
} CliWalkHow;
bool cli_walk(const char *dir, const CliWalkHow *how, CliWalkFn fn, void *ud);

/* A short description of what an unrecognised file looks like
 * ("an empty file", "XML with root element <CRYSTAL>" …), malloc'd. */
char *cli_describe_unknown(const char *path, const char *bytes, size_t len);
/* "xsf, xmf, xaf, bon, …": every format name, malloc'd. */
char *cli_format_list(void);

/* ---- other subcommands -------------------------------------------- */

int cli_rules_main(int argc, char **argv);
int cli_explain_main(int argc, char **argv);
int cli_docs_main(int argc, char **argv);
int cli_tree_main(int argc, char **argv);   /* tree_cmd.c */
int cli_render_main(int argc, char **argv); /* render_svg.c */
int cli_show_main(int argc, char **argv);   /* show_cmd.c */
/* "xsf, xmf" or "all": the formats of a rule (malloc'd). */
char *cli_rule_formats(const SkRule *r);

/* `skellint lsp` (lsp/lsp.h, defined in lsp/server.c): argv[0] is "lsp". */
int sk_lsp_main(int argc, char **argv);

/* ---- usage (usage.c) ---------------------------------------------- */

void cli_usage(FILE *out);

#endif
