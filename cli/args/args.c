/* args.c — the options of `skellint check`. Every option takes the forms
 * `--name value` and `--name=value` (a short one also `-j4`); options and
 * paths may be mixed; `--`
 * ends the options and `-` is standard input. A bad option or value is
 * reported with the valid choices and makes the run exit 2. */
#include "args.h"
#include "files/files.h"
#include "output/output_ci.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef enum {
  OPT_HELP, OPT_VERSION, OPT_FORMAT, OPT_PROFILE, OPT_SHOW_SOURCE,
  OPT_NO_SHOW_SOURCE, OPT_NO_FOLD, OPT_NO_COLOR, OPT_COLOR, OPT_SELECT,
  OPT_IGNORE, OPT_SEVERITY, OPT_WEIGHT_TOL, OPT_MAX_INFL, OPT_QUAT_TOL,
  OPT_BIND_TOL, OPT_TIME_TOL, OPT_FORMAT_OF, OPT_STDIN_FILENAME, OPT_SKELETON, OPT_IGNORE_UNKNOWN,
  /* repositories (issue 8) */
  OPT_CONFIG, OPT_NO_CONFIG, OPT_FIX, OPT_UNSAFE_FIXES, OPT_DIFF,
  OPT_BASELINE, OPT_WRITE_BASELINE, OPT_JOBS, OPT_FILES_FROM,
  OPT_MAX_WARNINGS, OPT_EXIT_ZERO, OPT_STATISTICS, OPT_QUIET, OPT_SHARD,
  OPT_MAX_FILE_SIZE, /* limits.c */
  OPT_ROOT, OPT_ALLOW_ROOT, /* the project (repo_args.c) */
  OPT_ONLY_GIVEN, OPT_WORKING_FOLDER,
  OPT_VERBOSE, OPT_EXCLUDE /* walks */
} OptId;

static const struct {
  const char *name;
  bool value;
  OptId id;
} options[] = {
    {"--help", false, OPT_HELP},
    {"-h", false, OPT_HELP},
    {"--version", false, OPT_VERSION},
    {"--format", true, OPT_FORMAT},
    {"--profile", true, OPT_PROFILE},
    {"--show-source", false, OPT_SHOW_SOURCE},
    {"--no-show-source", false, OPT_NO_SHOW_SOURCE},
    {"--no-fold", false, OPT_NO_FOLD},
    {"--no-color", false, OPT_NO_COLOR},
    {"--color", true, OPT_COLOR},
    {"--select", true, OPT_SELECT},
    {"--ignore", true, OPT_IGNORE},
    {"--severity", true, OPT_SEVERITY},
    {"--weight-tolerance", true, OPT_WEIGHT_TOL},
    {"--max-influences", true, OPT_MAX_INFL},
    {"--quaternion-tolerance", true, OPT_QUAT_TOL},
    {"--bind-pose-tolerance", true, OPT_BIND_TOL},
    {"--time-tolerance", true, OPT_TIME_TOL},
    {"--format-of", true, OPT_FORMAT_OF},
    {"--stdin-filename", true, OPT_STDIN_FILENAME},
    {"--ignore-unknown", false, OPT_IGNORE_UNKNOWN},
    {"--skeleton", true, OPT_SKELETON},
    {"--max-file-size", true, OPT_MAX_FILE_SIZE},
    {"--config", true, OPT_CONFIG},
    {"--no-config", false, OPT_NO_CONFIG},
    {"--fix", false, OPT_FIX},
    {"--unsafe-fixes", false, OPT_UNSAFE_FIXES},
    {"--diff", false, OPT_DIFF},
    {"--baseline", true, OPT_BASELINE},
    {"--write-baseline", true, OPT_WRITE_BASELINE},
    {"--jobs", true, OPT_JOBS},
    {"-j", true, OPT_JOBS},
    {"--files-from", true, OPT_FILES_FROM},
    {"--max-warnings", true, OPT_MAX_WARNINGS},
    {"--exit-zero", false, OPT_EXIT_ZERO},
    {"--statistics", false, OPT_STATISTICS},
    {"--quiet", false, OPT_QUIET},
    {"-q", false, OPT_QUIET},
    {"--shard", true, OPT_SHARD},
    {"--root", true, OPT_ROOT},
    {"--allow-root", true, OPT_ALLOW_ROOT},
    {"--only-given", false, OPT_ONLY_GIVEN},
    {"--working-folder", true, OPT_WORKING_FOLDER},
    {"--verbose", false, OPT_VERBOSE},
    {"--exclude", true, OPT_EXCLUDE},
};

/* One --severity: the rules it names and the level. */
typedef struct {
  bool rules[SK_MAX_RULES];
  SkSeverity level;
} SeverityOverride;

typedef struct CliSelection {
  bool any_select;
  bool select[SK_MAX_RULES];
  bool ignore[SK_MAX_RULES];
  SeverityOverride *sev;
  size_t nsev;
} Selection;

static bool bad_value(const char *opt, const char *value, const char *choices) {
  fprintf(stderr, "skellint: %s: invalid value '%s' (expected %s)\n", opt,
          value, choices);
  return false;
}

static bool parse_tolerance(const char *opt, const char *v, double *out) {
  char *end;
  errno = 0;
  double d = strtod(v, &end);
  if (!*v || *end || errno || !isfinite(d) || d < 0)
    return bad_value(opt, v, "a non-negative number such as 1e-4");
  *out = d;
  return true;
}

static bool parse_count(const char *opt, const char *v, int *out) {
  char *end;
  errno = 0;
  long n = strtol(v, &end, 10);
  if (!*v || *end || errno || n < 1 || n > 1000000)
    return bad_value(opt, v, "a whole number of at least 1");
  *out = (int)n;
  return true;
}

/* Marks the rules matching one item: a code, a name, a code prefix, ALL. */
static bool match_rule_item(const char *item, bool set[SK_MAX_RULES]) {
  const SkRule *r = sk_rule_find(item);
  if (r) return set[r->id] = true;
  bool all = strcasecmp(item, "ALL") == 0, any = false;
  size_t n = strlen(item);
  for (size_t i = 0; i < sk_rule_count(); i++) {
    const SkRule *ri = sk_rule_get((SkRuleId)i);
    if (all || (n >= 2 && strncasecmp(ri->code, item, n) == 0))
      set[i] = true, any = true;
  }
  return any;
}

bool cli_rule_set_parse(const char *list, const char *what,
                        bool set[SK_MAX_RULES]) {
  char *copy = sk_xstrdup(list), *save = NULL;
  bool ok = true, empty = true;
  for (char *item = strtok_r(copy, ",", &save); item; item = strtok_r(NULL, ",", &save)) {
    while (*item == ' ') item++;
    size_t n = strlen(item);
    while (n && item[n - 1] == ' ') item[--n] = '\0';
    if (!n) continue;
    empty = false;
    if (!match_rule_item(item, set)) {
      fprintf(stderr,
              "skellint: %s: unknown rule '%s' (expected a code such as SK401, "
              "a code prefix such as SK4, a name such as numchilds-mismatch, "
              "or ALL; `skellint rules` lists them)\n",
              what, item);
      ok = false;
    }
  }
  free(copy);
  if (ok && empty) {
    fprintf(stderr, "skellint: %s: empty list of rules\n", what);
    ok = false;
  }
  return ok;
}

static bool parse_severity_level(const char *v, SkSeverity *out) {
  static const struct { const char *name; SkSeverity s; } levels[] = {
      {"error", SK_SEVERITY_ERROR}, {"warning", SK_SEVERITY_WARNING},
      {"info", SK_SEVERITY_INFO}, {"off", SK_SEVERITY_OFF}};
  for (size_t i = 0; i < sizeof levels / sizeof *levels; i++)
    if (strcasecmp(v, levels[i].name) == 0) return *out = levels[i].s, true;
  return false;
}

static bool parse_severity(const char *v, Selection *sel) {
  const char *eq = strrchr(v, '=');
  if (!eq || eq == v)
    return bad_value("--severity", v, "CODE=error|warning|info|off");
  SeverityOverride o = {0};
  if (!parse_severity_level(eq + 1, &o.level))
    return bad_value("--severity", v, "CODE=error|warning|info|off");
  char *codes = sk_xstrndup(v, (size_t)(eq - v));
  bool ok = cli_rule_set_parse(codes, "--severity", o.rules);
  free(codes);
  if (!ok) return false;
  sel->sev = sk_xrealloc(sel->sev, (sel->nsev + 1) * sizeof *sel->sev);
  sel->sev[sel->nsev++] = o;
  return true;
}

static bool parse_format_of(const char *v, CliCheckArgs *a) {
  const char *eq = strrchr(v, '=');
  SkFormat f = eq ? sk_format_from_name(eq + 1) : SK_FORMAT_UNKNOWN;
  if (!eq || eq == v || f == SK_FORMAT_UNKNOWN || sk_format_spec(f)->detected_only) {
    char *formats = cli_format_list();
    char *choices = sk_xasprintf("PATTERN=FORMAT with FORMAT one of: %s", formats);
    bad_value("--format-of", v, choices);
    free(choices);
    free(formats);
    return false;
  }
  a->format_of = sk_xrealloc(a->format_of, (a->nformat_of + 1) * sizeof *a->format_of);
  /* The pattern is the text before the last '=', kept in a copy. */
  a->format_of[a->nformat_of].pattern = sk_xstrndup(v, (size_t)(eq - v));
  a->format_of[a->nformat_of].format = f;
  a->nformat_of++;
  return true;
}

static bool apply(OptId id, const char *opt, const char *v, CliCheckArgs *a,
                  Selection *sel) {
  SkOptions *o = &a->opts;
  switch (id) {
  case OPT_HELP: a->help = true; return true;
  case OPT_VERSION: a->version = true; return true;
  case OPT_SHOW_SOURCE: a->show_source = 1; return true;
  case OPT_NO_SHOW_SOURCE: a->show_source = 0; return true;
  case OPT_NO_FOLD: a->fold = false; return true;
  case OPT_IGNORE_UNKNOWN: a->ignore_unknown = true; return true;
  case OPT_NO_COLOR: a->color_mode = CLI_COLOR_NEVER; return true;
  case OPT_FORMAT:
    if (strcmp(v, "text") == 0) a->output = CLI_OUTPUT_TEXT;
    else if (strcmp(v, "json") == 0) a->output = CLI_OUTPUT_JSON;
    else if ((a->ci_format = cli_ci_format_find(v)) != NULL) a->output = CLI_OUTPUT_CI;
    else return bad_value(opt, v, "text, json, sarif, github, gitlab or junit");
    return true;
  case OPT_PROFILE:
    a->explicit_opts |= CLI_SET_PROFILE;
    return sk_profile_parse(v, &o->profile) || bad_value(opt, v, "cal3d or imvu");
  case OPT_COLOR:
    if (strcmp(v, "auto") == 0) a->color_mode = CLI_COLOR_AUTO;
    else if (strcmp(v, "always") == 0) a->color_mode = CLI_COLOR_ALWAYS;
    else if (strcmp(v, "never") == 0) a->color_mode = CLI_COLOR_NEVER;
    else return bad_value(opt, v, "auto, always or never");
    return true;
  case OPT_SELECT:
    sel->any_select = true;
    return cli_rule_set_parse(v, opt, sel->select);
  case OPT_IGNORE: return cli_rule_set_parse(v, opt, sel->ignore);
  case OPT_SEVERITY: return parse_severity(v, sel);
  case OPT_WEIGHT_TOL:
    a->explicit_opts |= CLI_SET_WEIGHT_TOL;
    return parse_tolerance(opt, v, &o->weight_tolerance);
  case OPT_QUAT_TOL:
    a->explicit_opts |= CLI_SET_QUAT_TOL;
    return parse_tolerance(opt, v, &o->quaternion_tolerance);
  case OPT_BIND_TOL:
    a->explicit_opts |= CLI_SET_BIND_TOL;
    return parse_tolerance(opt, v, &o->bind_pose_tolerance);
  case OPT_TIME_TOL:
    a->explicit_opts |= CLI_SET_TIME_TOL;
    return parse_tolerance(opt, v, &o->time_tolerance);
  case OPT_MAX_INFL:
    a->explicit_opts |= CLI_SET_MAX_INFL;
    return parse_count(opt, v, &o->max_influences);
  case OPT_FORMAT_OF: return parse_format_of(v, a);
  case OPT_STDIN_FILENAME:
    if (!*v) return bad_value(opt, v, "a file name");
    a->stdin_filename = v;
    return true;
  case OPT_MAX_FILE_SIZE: return cli_max_file_size_parse(opt, v, &a->max_file_size);
  case OPT_WORKING_FOLDER:
    if (!*v) return bad_value(opt, v, "the folder a .cfg's loader runs in");
    a->explicit_opts |= CLI_SET_WORKING_FOLDER;
    o->working_folder = v;
    return true;
  case OPT_VERBOSE: a->verbose = true; return true;
  case OPT_EXCLUDE:
    if (!*v) return bad_value(opt, v, "a glob of paths to skip in walks, such as 'renders/**'");
    a->excludes = sk_xrealloc(a->excludes, (a->nexcludes + 1) * sizeof *a->excludes);
    a->excludes[a->nexcludes++] = v;
    return true;
  case OPT_SKELETON:
    if (!*v) return bad_value(opt, v, "the path of a skeleton (.xsf)");
    a->explicit_opts |= CLI_SET_SKELETON;
    o->skeleton = v;
    return true;
  default: return cli_repo_option_apply(opt, v, a);
  }
  return false;
}

/* Turns the selection into per-rule severities: a rule is on when it is
 * selected (or nothing was) and not ignored; --severity then applies, in
 * the order given, to the rules that are on. */
static void resolve_selection(const Selection *sel, SkOptions *o) {
  for (size_t i = 0; i < sk_rule_count(); i++) {
    bool on = (!sel->any_select || sel->select[i]) && !sel->ignore[i];
    if (!on) {
      o->severity[i] = SK_SEVERITY_OFF;
      continue;
    }
    /* --select brings back a rule a configuration turned off. */
    if (sel->any_select && o->severity[i] == SK_SEVERITY_OFF)
      o->severity[i] = SK_SEVERITY_DEFAULT;
    for (size_t k = 0; k < sel->nsev; k++)
      if (sel->sev[k].rules[i]) o->severity[i] = sel->sev[k].level;
  }
}

static void unknown_option(const char *arg) {
  fprintf(stderr, "skellint: unknown option '%s'; valid options:", arg);
  for (size_t i = 0; i < sizeof options / sizeof *options; i++)
    fprintf(stderr, " %s", options[i].name);
  fprintf(stderr, "\n(see `skellint --help`)\n");
}

#ifdef _WIN32
/* cmd and PowerShell pass `*.xsf` and `models\*.cfg` on as written (a
 * Unix shell expands them): each such path becomes the files it matches
 * (lint/compat/win32.c, cmd's rules), and one matching nothing is an
 * error, as a file that is not there is. '*' and '?' cannot be in a
 * Windows file name, so a quoted pattern is expanded too. */
static bool expand_wildcards(CliCheckArgs *a) {
  const char **out = NULL;
  size_t n = 0;
  bool ok = true;
  for (size_t i = 0; i < a->npaths; i++) {
    char **hits = NULL;
    size_t nhits = 0;
    int r = sk_wildcard(a->paths[i], &hits, &nhits);
    if (r < 0) {
      fprintf(stderr, r == -2 ? "skellint: %s: a wildcard can only be in the last name\n"
                              : "skellint: %s: no file matches\n", a->paths[i]);
      ok = false;
    }
    size_t add = r > 0 ? nhits : 1;
    out = sk_xrealloc(out, (n + add + 1) * sizeof *out);
    for (size_t k = 0; k < add; k++) out[n++] = r > 0 ? hits[k] : a->paths[i]; /* kept for the run */
    free(hits);
  }
  out = sk_xrealloc(out, (n + 1) * sizeof *out);
  out[n] = NULL;
  free(a->paths);
  a->paths = out;
  a->npaths = n;
  return ok;
}
#endif

bool cli_check_args_parse(int argc, char **argv, CliCheckArgs *a) {
  memset(a, 0, sizeof *a);
  a->show_source = -1;
  a->fold = true;
  sk_options_init(&a->opts);
  a->paths = sk_xcalloc((size_t)argc + 1, sizeof *a->paths);
  a->max_warnings = -1;
  a->max_file_size = CLI_DEFAULT_MAX_FILE_SIZE;
  Selection *sel = a->sel = sk_xcalloc(1, sizeof *a->sel);
  bool ok = true, only_paths = false;

  for (int i = 0; i < argc && ok; i++) {
    const char *arg = argv[i];
    if (only_paths || arg[0] != '-' || strcmp(arg, "-") == 0) {
      a->paths[a->npaths++] = arg;
      continue;
    }
    if (strcmp(arg, "--") == 0) {
      only_paths = true;
      continue;
    }
    const char *eq = strchr(arg, '=');
    size_t name_len = eq ? (size_t)(eq - arg) : strlen(arg);
    size_t k = 0, n = sizeof options / sizeof *options;
    while (k < n && !(strlen(options[k].name) == name_len &&
                      strncmp(options[k].name, arg, name_len) == 0))
      k++;
    const char *attached = NULL;
    if (k == n && arg[1] != '-' && arg[2]) {
      /* A short option with its value attached: -j1 as -j 1. */
      for (k = 0; k < n && !(options[k].value && strlen(options[k].name) == 2 &&
                             strncmp(options[k].name, arg, 2) == 0);
           k++)
        ;
      if (k < n) attached = arg + 2;
    }
    if (k == n) {
      unknown_option(arg);
      ok = false;
      break;
    }
    const char *value = NULL;
    if (attached) {
      value = attached;
    } else if (options[k].value) {
      if (eq) value = eq + 1;
      else if (i + 1 < argc) value = argv[++i];
      else {
        fprintf(stderr, "skellint: %s needs a value (see `skellint --help`)\n",
                options[k].name);
        ok = false;
        break;
      }
    } else if (eq) {
      fprintf(stderr, "skellint: %s takes no value\n", options[k].name);
      ok = false;
      break;
    }
    ok = apply(options[k].id, options[k].name, value, a, sel);
  }
  if (ok) resolve_selection(sel, &a->opts);
  if (ok) ok = cli_repo_args_check(a);
#ifdef _WIN32
  if (ok) ok = expand_wildcards(a);
#endif
  return ok;
}

void cli_check_args_overlay(const CliCheckArgs *a, SkOptions *o) {
  unsigned m = a->explicit_opts;
  if (m & CLI_SET_PROFILE) o->profile = a->opts.profile;
  if (m & CLI_SET_WEIGHT_TOL) o->weight_tolerance = a->opts.weight_tolerance;
  if (m & CLI_SET_MAX_INFL) o->max_influences = a->opts.max_influences;
  if (m & CLI_SET_QUAT_TOL) o->quaternion_tolerance = a->opts.quaternion_tolerance;
  if (m & CLI_SET_BIND_TOL) o->bind_pose_tolerance = a->opts.bind_pose_tolerance;
  if (m & CLI_SET_TIME_TOL) o->time_tolerance = a->opts.time_tolerance;
  if (m & CLI_SET_SKELETON) o->skeleton = a->opts.skeleton;
  if (m & CLI_SET_WORKING_FOLDER) o->working_folder = a->opts.working_folder;
  if (a->sel) resolve_selection(a->sel, o);
}

void cli_check_args_free(CliCheckArgs *a) {
  for (size_t i = 0; i < a->nformat_of; i++) free((char *)a->format_of[i].pattern);
  free(a->format_of);
  free(a->paths);
  free(a->allow_roots);
  free(a->excludes);
  if (a->sel) free(a->sel->sev);
  free(a->sel);
  memset(a, 0, sizeof *a);
}
