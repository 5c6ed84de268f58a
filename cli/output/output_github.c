/* output_github.c — `--format github`: one GitHub Actions workflow command
 * per diagnostic, which the runner turns into an annotation on the file:
 *
 *   ::error file=a.xsf,line=12,col=44,endLine=12,endColumn=45,title=SK401 numchilds-mismatch::NUMCHILDS is 2 but…
 *
 * error → error, warning → warning, info → notice. As GitHub's toolkit
 * escapes them: in the message % → %25, CR → %0D, LF → %0A; in property
 * values (file, title) also : → %3A and , → %2C — on top of the escaping
 * policy (sk_buf_put_shown: no control character reaches the log or a
 * terminal raw; a file name's ESC is written \x1B, its newline \n). Columns are only given
 * when the problem starts and ends on one line (annotations support
 * columns on a single line). Lines are printed as each file is checked. */
#include "output_ci.h"

#include <stdlib.h>
#include <string.h>

static void put_escaped(FILE *out, const char *text, bool property) {
  char *shown = sk_display_text(text, strlen(text), 0);
  for (const char *s = shown; *s; s++) {
    switch (*s) {
    case '%': fputs("%25", out); break;
    case '\r': fputs("%0D", out); break;
    case '\n': fputs("%0A", out); break;
    case ':': property ? fputs("%3A", out) : fputc(':', out); break;
    case ',': property ? fputs("%2C", out) : fputc(',', out); break;
    default: fputc(*s, out);
    }
  }
  free(shown);
}

static const char *command(SkSeverity s) {
  switch (s) {
  case SK_SEVERITY_ERROR: return "error";
  case SK_SEVERITY_WARNING: return "warning";
  default: return "notice";
  }
}

static void *start(FILE *out) { return out; }

static void document(void *self, const SkDocument *doc) {
  FILE *out = self;
  char *path = cli_ci_path(doc->src->path);
  SkPositions *pos = sk_positions_new(doc->src, SK_COLUMN_CHARS);
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    const SkRule *r = sk_rule_get(d->rule);
    CliCiRange g = cli_ci_range(pos, d->span);
    fprintf(out, "::%s file=", command(d->severity));
    put_escaped(out, path, true);
    fprintf(out, ",line=%u", g.line);
    if (g.line == g.end_line) fprintf(out, ",col=%u", g.column);
    fprintf(out, ",endLine=%u", g.end_line);
    if (g.line == g.end_line) fprintf(out, ",endColumn=%u", g.end_column);
    char *title = sk_xasprintf("%s %s", r->code, r->name);
    fputs(",title=", out);
    put_escaped(out, title, true);
    free(title);
    fputs("::", out);
    put_escaped(out, d->message, false);
    fputc('\n', out);
  }
  sk_positions_free(pos);
  free(path);
}

static void finish(void *self, size_t files) {
  (void)files;
  fflush(self);
}

const CliCiFormat cli_ci_github = {"github", start, document, finish};
