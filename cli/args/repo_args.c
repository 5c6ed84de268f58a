/* repo_args.c — the options of `skellint check` for real asset
 * repositories: configuration (--config, --no-config), fixes (--fix,
 * --unsafe-fixes, --diff), the baseline, and running over many files (-j,
 * --files-from, --shard, --max-warnings, --exit-zero, --statistics,
 * --quiet), and the project (--root, --allow-root). args.c hands every option it does not know itself to
 * cli_repo_option_apply, by name. */
#include "args.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool bad(const char *opt, const char *v, const char *expected) {
  fprintf(stderr, "skellint: %s: invalid value '%s' (expected %s)\n", opt, v, expected);
  return false;
}

static bool parse_long(const char *v, long min, long max, long *out) {
  char *end;
  errno = 0;
  long n = strtol(v, &end, 10);
  if (!*v || *end || errno || n < min || n > max) return false;
  *out = n;
  return true;
}

/* "K/N" with 1 <= K <= N. */
static bool parse_shard(const char *v, unsigned *k, unsigned *n) {
  const char *slash = strchr(v, '/');
  if (!slash) return false;
  char *kk = sk_xstrndup(v, (size_t)(slash - v));
  long lk, ln;
  bool ok = parse_long(kk, 1, 1000000, &lk) && parse_long(slash + 1, 1, 1000000, &ln) && lk <= ln;
  free(kk);
  if (ok) *k = (unsigned)lk, *n = (unsigned)ln;
  return ok;
}

static bool non_empty(const char *opt, const char *v) {
  return *v || bad(opt, v, "a file name");
}

bool cli_repo_option_apply(const char *opt, const char *v, CliCheckArgs *a) {
  long n;
  if (strcmp(opt, "--config") == 0) return non_empty(opt, v) && (a->config_path = v, true);
  if (strcmp(opt, "--no-config") == 0) return a->no_config = true;
  if (strcmp(opt, "--fix") == 0) return a->fix = true;
  if (strcmp(opt, "--unsafe-fixes") == 0) return a->unsafe_fixes = true;
  if (strcmp(opt, "--diff") == 0) return a->diff = true;
  if (strcmp(opt, "--baseline") == 0) return non_empty(opt, v) && (a->baseline = v, true);
  if (strcmp(opt, "--write-baseline") == 0)
    return non_empty(opt, v) && (a->write_baseline = v, true);
  if (strcmp(opt, "--jobs") == 0 || strcmp(opt, "-j") == 0) {
    if (!parse_long(v, 1, 1024, &n)) return bad(opt, v, "a number of threads from 1 to 1024");
    a->jobs = (int)n;
    return true;
  }
  if (strcmp(opt, "--files-from") == 0) return non_empty(opt, v) && (a->files_from = v, true);
  if (strcmp(opt, "--only-given") == 0) return a->only_given = true;
  if (strcmp(opt, "--root") == 0 || strcmp(opt, "--allow-root") == 0) {
    struct stat st;
    if (!*v || stat(v, &st) != 0 || !S_ISDIR(st.st_mode)) return bad(opt, v, "an existing folder");
    if (opt[2] == 'r') return a->root = v, true;
    a->allow_roots = sk_xrealloc(a->allow_roots, (a->nallow_roots + 1) * sizeof *a->allow_roots);
    a->allow_roots[a->nallow_roots++] = v;
    return true;
  }
  if (strcmp(opt, "--max-warnings") == 0) {
    if (!parse_long(v, 0, 1000000000L, &n)) return bad(opt, v, "a whole number of at least 0");
    a->max_warnings = n;
    return true;
  }
  if (strcmp(opt, "--exit-zero") == 0) return a->exit_zero = true;
  if (strcmp(opt, "--statistics") == 0) return a->statistics = true;
  if (strcmp(opt, "--quiet") == 0 || strcmp(opt, "-q") == 0) return a->quiet = true;
  if (strcmp(opt, "--shard") == 0)
    return parse_shard(v, &a->shard_k, &a->shard_n) ||
           bad(opt, v, "K/N with 1 <= K <= N, such as 2/4");
  fprintf(stderr, "skellint: %s: not handled\n", opt);
  return false;
}

bool cli_repo_args_check(const CliCheckArgs *a) {
  if (a->config_path && a->no_config) {
    fprintf(stderr, "skellint: --config and --no-config exclude each other\n");
    return false;
  }
  if (a->unsafe_fixes && !a->fix && !a->diff) {
    fprintf(stderr, "skellint: --unsafe-fixes goes with --fix or --diff\n");
    return false;
  }
  if (a->statistics && a->output != CLI_OUTPUT_TEXT) {
    fprintf(stderr, "skellint: --statistics is a text report; it cannot be combined with --format\n");
    return false;
  }
  if (a->diff && a->output != CLI_OUTPUT_TEXT) {
    fprintf(stderr, "skellint: --diff prints a unified diff; it cannot be combined with --format\n");
    return false;
  }
  if (a->baseline && a->write_baseline && strcmp(a->baseline, a->write_baseline) == 0) {
    fprintf(stderr, "skellint: --baseline and --write-baseline name the same file\n");
    return false;
  }
  return true;
}
