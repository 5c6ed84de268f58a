/* check.c — `skellint check PATH…`: reads each file (or stdin for `-`),
 * decides its format, lints it with the library and hands the document to
 * the chosen output. Files named on the command line must be a known
 * format; in a directory walk unknown files are skipped silently. */
#include "cli.h"
#include "output_ci.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Bytes a walk reads to decide whether a file is worth reading whole. */
enum { PROBE_BYTES = 64 * 1024 };

typedef struct {
  const CliCheckArgs *args;
  CliTextStyle text;
  CliJson *json;
  CliCi *ci;
  CliTotals totals;
  bool findings;  /* an error or a warning was reported */
  bool failed;    /* a usage or I/O error: exit 2 */
} Run;

static const char *basename_of(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* The format forced by the last matching --format-of, or UNKNOWN. A
 * pattern without '/' also matches the file's base name. */
static SkFormat forced_format(const CliCheckArgs *a, const char *path) {
  SkFormat f = SK_FORMAT_UNKNOWN;
  for (size_t i = 0; i < a->nformat_of; i++) {
    const char *pat = a->format_of[i].pattern;
    if (fnmatch(pat, path, 0) == 0 ||
        (!strchr(pat, '/') && fnmatch(pat, basename_of(path), 0) == 0))
      f = a->format_of[i].format;
  }
  return f;
}

static void io_error(Run *run, const char *path, int err) {
  fprintf(stderr, "skellint: %s: %s\n", path, strerror(err));
  run->failed = true;
}

static void report_unknown(Run *run, const char *path, const char *bytes,
                           size_t len) {
  char *what = cli_describe_unknown(path, bytes, len);
  fprintf(stderr,
          "skellint: %s: unknown format (%s); force one with --format-of "
          "PATTERN=FORMAT\n",
          path, what);
  free(what);
  run->failed = true;
}

static void emit(Run *run, const SkDocument *doc) {
  run->totals.files++;
  const SkDiagList *l = &doc->diags;
  size_t e = sk_diag_list_count(l, SK_SEVERITY_ERROR);
  size_t w = sk_diag_list_count(l, SK_SEVERITY_WARNING);
  run->totals.errors += e;
  run->totals.warnings += w;
  run->totals.infos += sk_diag_list_count(l, SK_SEVERITY_INFO);
  if (e || w) run->findings = true;
  if (run->json) cli_json_document(run->json, doc);
  else if (run->ci) cli_ci_document(run->ci, doc);
  else cli_text_document(stdout, doc, &run->text);
}

/* Lints bytes already in memory; `format` may be UNKNOWN (detect). Takes
 * ownership of *bytes when it becomes the source (then sets it to NULL), so
 * a large file is held once. */
static void check_bytes(Run *run, const char *path, const char *detect_path,
                        char **bytesp, size_t len, SkFormat format,
                        bool named) {
  const char *bytes = *bytesp;
  if (format == SK_FORMAT_UNKNOWN) format = sk_detect(detect_path, bytes, len);
  if (format == SK_FORMAT_UNKNOWN) {
    if (named) report_unknown(run, path, bytes, len);
    return;
  }
  bool binary = format == SK_FORMAT_DASHBIN || format == SK_FORMAT_CAL3D_BINARY;
  SkSource *src = binary ? sk_source_new_binary(path, bytes, len)
                         : sk_source_adopt(path, *bytesp, len, format == SK_FORMAT_BON);
  if (!binary) *bytesp = NULL;
  if (!src) {
    fprintf(stderr, "skellint: %s: file too large (the limit is 4 GiB)\n", path);
    run->failed = true;
    return;
  }
  SkDocument *doc = sk_document_check(src, format, &run->args->opts);
  emit(run, doc);
  sk_document_free(doc);
}

static void check_file(Run *run, const char *path, bool named) {
  SkFormat forced = forced_format(run->args, path);
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  if (!named && forced == SK_FORMAT_UNKNOWN) {
    /* Read a prefix first: most files in a tree are not skeletons. */
    if (!cli_read_file(path, PROBE_BYTES, &bytes, &len, &err)) {
      io_error(run, path, err);
      return;
    }
    bool unknown = sk_detect(path, bytes, len) == SK_FORMAT_UNKNOWN;
    free(bytes);
    if (unknown) return;
  }
  if (!cli_read_file(path, SIZE_MAX, &bytes, &len, &err)) {
    io_error(run, path, err);
    return;
  }
  check_bytes(run, path, path, &bytes, len, forced, named);
  free(bytes);
}

static void walked_file(const char *path, void *ud) {
  check_file(ud, path, false);
}

static void check_stdin(Run *run) {
  const char *name = run->args->stdin_filename;
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  if (!cli_read_stream(stdin, &bytes, &len, &err)) {
    io_error(run, "<stdin>", err);
    return;
  }
  SkFormat forced = name ? forced_format(run->args, name) : SK_FORMAT_UNKNOWN;
  check_bytes(run, name ? name : "<stdin>", name, &bytes, len, forced, true);
  free(bytes);
}

static void check_path(Run *run, const char *path) {
  if (strcmp(path, "-") == 0) {
    check_stdin(run);
    return;
  }
  struct stat st;
  if (stat(path, &st) != 0) {
    io_error(run, path, errno);
    return;
  }
  if (S_ISDIR(st.st_mode)) {
    if (!cli_walk(path, walked_file, run)) run->failed = true;
  } else {
    check_file(run, path, true);
  }
}

int cli_check_main(int argc, char **argv) {
  CliCheckArgs args;
  if (!cli_check_args_parse(argc, argv, &args)) {
    cli_check_args_free(&args);
    return CLI_EXIT_USAGE;
  }
  if (args.help || args.version) {
    if (args.help) cli_usage(stdout);
    else printf("skellint %s\n", SK_VERSION);
    cli_check_args_free(&args);
    return CLI_EXIT_OK;
  }
  Run run = {.args = &args};
  run.text.fold = args.fold;
  run.text.color = cli_color_wanted(args.color_mode, stdout);
  run.text.show_source = args.show_source < 0 ? isatty(STDOUT_FILENO) : args.show_source;
  if (args.output == CLI_OUTPUT_JSON) run.json = cli_json_new();
  if (args.output == CLI_OUTPUT_CI) run.ci = cli_ci_new(args.ci_format, stdout);

  static const char *here[] = {"."};
  const char **paths = args.npaths ? args.paths : here;
  size_t npaths = args.npaths ? args.npaths : 1;
  for (size_t i = 0; i < npaths; i++) check_path(&run, paths[i]);

  if (run.json) cli_json_finish(run.json, stdout, run.totals.files);
  else if (run.ci) cli_ci_finish(run.ci, run.totals.files);
  else cli_text_summary(stdout, &run.totals, run.text.color);
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "skellint: writing the report failed: %s\n", strerror(errno));
    run.failed = true;
  }
  cli_check_args_free(&args);
  if (run.failed) return CLI_EXIT_USAGE;
  return run.findings ? CLI_EXIT_FINDINGS : CLI_EXIT_OK;
}
