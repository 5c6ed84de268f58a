/* output_text.c — the text report (tests/cases/README.md is its contract;
 * editors' problem matchers read it too):
 *
 *   path:line:col: severity: message [SK401 numchilds-mismatch]
 *       path:line:col: note: related message
 *       fix (safe): title
 *
 * Binary sources print path:@0x50: instead of line:col. Runs of one code
 * beyond FOLD_AFTER in a file fold into one "… and N more" line. */
#include "output.h"

#include <stdlib.h>
#include <string.h>

enum { FOLD_AFTER = 20 };

const char *cli_thousands(size_t n, char *buf) {
  char digits[32];
  int len = snprintf(digits, sizeof digits, "%zu", n);
  int out = 0;
  for (int i = 0; i < len; i++) {
    if (i > 0 && (len - i) % 3 == 0) buf[out++] = ',';
    buf[out++] = digits[i];
  }
  buf[out] = '\0';
  return buf;
}

/* `path` is the source's path as shown (sk_display_text: a file name with
 * ESC or a newline in it must not reach the terminal raw). */
static void put_location(FILE *out, const SkSource *src, const char *path,
                         const SkPositions *pos, SkSpan span) {
  uint32_t off = sk_span_valid(span) ? span.start : 0;
  if (src->encoding == SK_ENCODING_BINARY) {
    fprintf(out, "%s:@0x%x:", path, (unsigned)off);
    return;
  }
  SkPosition p = sk_positions_at(pos, off);
  fprintf(out, "%s:%u:%u:", path, p.line + 1, p.column + 1);
}

static const char *severity_color(SkSeverity s) {
  switch (s) {
  case SK_SEVERITY_ERROR: return CLI_RED;
  case SK_SEVERITY_WARNING: return CLI_YELLOW;
  default: return CLI_BLUE;
  }
}

static void put_diagnostic(FILE *out, const SkSource *src, const char *path,
                           const SkPositions *pos, const SkDiagnostic *d,
                           const CliTextStyle *st) {
  const SkRule *r = sk_rule_get(d->rule);
  const char *bold = st->color ? CLI_BOLD : "", *reset = st->color ? CLI_RESET : "";
  fputs(bold, out);
  put_location(out, src, path, pos, d->span);
  fprintf(out, "%s %s%s:%s %s %s[%s %s]%s\n", reset,
          st->color ? severity_color(d->severity) : "", sk_severity_name(d->severity),
          reset, d->message, st->color ? CLI_DIM : "", r->code, r->name, reset);
  if (st->show_source && src->encoding != SK_ENCODING_BINARY && sk_span_valid(d->span))
    cli_snippet_print(out, pos, d->span, st->color);
  for (uint32_t i = 0; i < d->nrelated; i++) {
    fputs("    ", out);
    put_location(out, src, path, pos, d->related[i].span);
    fprintf(out, " %snote:%s %s\n", st->color ? CLI_CYAN : "", reset,
            d->related[i].message);
  }
  for (uint32_t i = 0; i < d->nfixes; i++)
    fprintf(out, "    %sfix (%s):%s %s\n", st->color ? CLI_GREEN : "",
            d->fixes[i].safe ? "safe" : "unsafe", reset, d->fixes[i].title);
}

void cli_text_document(FILE *out, const SkDocument *doc,
                       const CliTextStyle *style) {
  size_t total[SK_MAX_RULES] = {0}, shown[SK_MAX_RULES] = {0};
  const SkDiagList *l = &doc->diags;
  if (l->count == 0) return;
  SkPositions *pos = sk_positions_new(doc->src, SK_COLUMN_CHARS);
  char *path = sk_display_text(doc->src->path, strlen(doc->src->path), 0);
  for (size_t i = 0; i < l->count; i++) total[l->items[i].rule]++;
  for (size_t i = 0; i < l->count; i++) {
    const SkDiagnostic *d = &l->items[i];
    if (style->fold && shown[d->rule] >= FOLD_AFTER) continue;
    put_diagnostic(out, doc->src, path, pos, d, style);
    shown[d->rule]++;
    if (style->fold && shown[d->rule] == FOLD_AFTER && total[d->rule] > FOLD_AFTER) {
      char n[32];
      fprintf(out, "%s: \xE2\x80\xA6 and %s more %s in this file\n", path,
              cli_thousands(total[d->rule] - FOLD_AFTER, n), sk_rule_get(d->rule)->code);
    }
  }
  sk_positions_free(pos);
  free(path);
}

static const char *plural(size_t n, const char *one, const char *many) {
  return n == 1 ? one : many;
}

void cli_text_summary(FILE *out, const CliTotals *t, bool color) {
  size_t n = t->errors + t->warnings + t->infos;
  if (n == 0) return;
  char sn[32], se[32], sw[32], si[32], sf[32];
  fprintf(out, "%sFound %s %s (%s %s, %s %s, %s %s) in %s %s.%s\n",
          color ? CLI_BOLD : "", cli_thousands(n, sn), plural(n, "problem", "problems"),
          cli_thousands(t->errors, se), plural(t->errors, "error", "errors"),
          cli_thousands(t->warnings, sw), plural(t->warnings, "warning", "warnings"),
          cli_thousands(t->infos, si), plural(t->infos, "info", "infos"),
          cli_thousands(t->files, sf), plural(t->files, "file", "files"),
          color ? CLI_RESET : "");
}

void cli_text_clean(FILE *out, const CliTotals *t) {
  if (t->errors + t->warnings + t->infos) return;
  char sf[32];
  fprintf(out, "Checked %s %s: no problems.\n", cli_thousands(t->files, sf),
          plural(t->files, "file", "files"));
}
