/* output_junit.c — `--format junit`: a JUnit XML report, the test-report
 * format CI systems (GitLab `reports: junit`, Jenkins, Azure, GitHub test
 * reporters) display:
 *
 *   <testsuites name="skellint" tests="3" failures="1" errors="0">
 *     <testsuite name="a.xsf" tests="2" failures="1" errors="0" skipped="0">
 *       <testcase classname="a.xsf" name="SK401 numchilds-mismatch at 12:44" file="a.xsf" line="12">
 *         <failure type="warning" message="NUMCHILDS is 2 but…">a.xsf:12:44: warning: … [SK401 numchilds-mismatch]</failure>
 *       </testcase>
 *       …
 *     </testsuite>
 *   </testsuites>
 *
 * One testsuite per checked file, one testcase per diagnostic. Errors and
 * warnings are failures (they fail the run); an info is a passing testcase
 * with the message in <system-out>. A file without problems has one
 * passing testcase named "skellint", so it shows as checked. Text is valid
 * UTF-8 and valid XML 1.0: names and messages are written by the escaping
 * policy, then as XML (sk_buf_put_xml: ESC as \x1B, U+FFFE as \u{FFFE}).
 *
 * The header carries the run's totals, so the suites wait until the end —
 * in an unnamed temporary file (in $TMPDIR, else /tmp; removed as soon as
 * it is open), one file's suite at a time, not in memory; only when no temporary file can be made are they kept in
 * memory. */
#include "output_ci.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
  FILE *out;
  FILE *spool;           /* the <testsuite> elements, printed at the end */
  SkBuf suites;          /* … or here when there is no spool */
  size_t tests, failures;
} JUnit;

/* Appends s escaped for XML text and attribute values. */
static void put_xml(SkBuf *b, const char *s) { sk_buf_put_xml(b, s, strlen(s)); }

/* An unnamed temporary file where the user keeps them (tmpfile() always
 * uses /tmp, which may be small or read-only on a CI runner). */
static FILE *spool_file(void) {
  const char *dir = getenv("TMPDIR");
  if (!dir || !*dir) dir = "/tmp";
  char *name = sk_xasprintf("%s/skellint-junit-XXXXXX", dir);
  int fd = mkstemp(name);
  FILE *f = NULL;
  if (fd >= 0) {
    unlink(name);
    f = fdopen(fd, "w+");
    if (!f) close(fd);
  }
  free(name);
  return f;
}

static void *start(FILE *out) {
  JUnit *j = sk_xcalloc(1, sizeof *j);
  j->out = out;
  j->spool = spool_file();
  return j;
}

static void document(void *self, const SkDocument *doc) {
  JUnit *j = self;
  char *path = cli_ci_path(doc->src->path);
  SkPositions *pos = sk_positions_new(doc->src, SK_COLUMN_CHARS);
  size_t n = doc->diags.count, failures = 0;
  for (size_t i = 0; i < n; i++)
    if (doc->diags.items[i].severity >= SK_SEVERITY_WARNING) failures++;
  size_t tests = n ? n : 1;
  SkBuf *b = &j->suites;
  sk_buf_puts(b, "  <testsuite name=\"");
  put_xml(b, path);
  sk_buf_printf(b, "\" tests=\"%zu\" failures=\"%zu\" errors=\"0\" skipped=\"0\">\n",
                tests, failures);
  if (!n) {
    sk_buf_puts(b, "    <testcase classname=\"");
    put_xml(b, path);
    sk_buf_puts(b, "\" name=\"skellint\" file=\"");
    put_xml(b, path);
    sk_buf_puts(b, "\"/>\n");
  }
  for (size_t i = 0; i < n; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    const SkRule *r = sk_rule_get(d->rule);
    CliCiRange g = cli_ci_range(pos, d->span);
    const char *sev = sk_severity_name(d->severity);
    sk_buf_puts(b, "    <testcase classname=\"");
    put_xml(b, path);
    sk_buf_printf(b, "\" name=\"%s %s at %u:%u\" file=\"", r->code, r->name, g.line, g.column);
    put_xml(b, path);
    sk_buf_printf(b, "\" line=\"%u\">\n", g.line);
    char *detail = sk_xasprintf("%s:%u:%u: %s: %s [%s %s]", path, g.line, g.column, sev,
                                d->message, r->code, r->name);
    if (d->severity >= SK_SEVERITY_WARNING) {
      sk_buf_printf(b, "      <failure type=\"%s\" message=\"", sev);
      put_xml(b, d->message);
      sk_buf_puts(b, "\">");
      put_xml(b, detail);
      sk_buf_puts(b, "</failure>\n");
    } else {
      sk_buf_puts(b, "      <system-out>");
      put_xml(b, detail);
      sk_buf_puts(b, "</system-out>\n");
    }
    free(detail);
    sk_buf_puts(b, "    </testcase>\n");
  }
  sk_buf_puts(b, "  </testsuite>\n");
  if (j->spool) {
    fwrite(b->data, 1, b->len, j->spool);
    b->len = 0;
  }
  j->tests += tests;
  j->failures += failures;
  sk_positions_free(pos);
  free(path);
}

static void finish(void *self, size_t files) {
  (void)files;
  JUnit *j = self;
  fprintf(j->out,
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<testsuites name=\"skellint\" tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n",
          j->tests, j->failures);
  if (j->spool) {
    char chunk[1 << 16];
    size_t n;
    bool lost = fflush(j->spool) != 0 || ferror(j->spool); /* rewind clears the flag */
    rewind(j->spool);
    while ((n = fread(chunk, 1, sizeof chunk, j->spool)) > 0) fwrite(chunk, 1, n, j->out);
    if (lost || ferror(j->spool))
      fprintf(stderr, "skellint: --format junit: the temporary file of the report failed; "
                      "test suites are missing\n");
    fclose(j->spool);
  } else if (j->suites.data) {
    fputs(j->suites.data, j->out);
  }
  fputs("</testsuites>\n", j->out);
  sk_buf_free(&j->suites);
  free(j);
}

const CliCiFormat cli_ci_junit = {"junit", start, document, finish};
