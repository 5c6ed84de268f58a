/* actions_suppress.c — the code actions that silence a finding where it
 * is: "Disable SKxxx for this line" writes `skellint-disable-next-line
 * SKxxx` in a comment on its own line above the finding's line (indented
 * like it), "Disable SKxxx for this file" writes `skellint-disable-file
 * SKxxx` at the top (after a byte-order mark or an XML declaration), in
 * the comment syntax the format has and lint/suppress.c reads: `<!-- -->`
 * in Cal3D XML, `//` in BonesPro and LGW files (the format's spec:
 * comment_open, comment_close). A suppression comment of
 * the same kind already there gets the code added instead of a second
 * comment. Formats without comments (RokDeBone2 .bon, Dash JSON, a .cfg,
 * binary files) get no action: `per-file-ignores` in .skellint.json is
 * their way (docs/configuration.md). A suppression that later suppresses
 * nothing is reported (SK009) with a fix that removes it. */
#include "features.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *open, *close;
} Syntax;

/* The comment syntax of d's format, or false when it has none. */
static bool syntax_of(const LspDoc *d, Syntax *out) {
  const SkSource *src = d->doc->src;
  const SkFormatSpec *spec = sk_format_spec(d->doc->format);
  if (!spec->comment_open) return false;
  if (spec->syntax == SK_SYNTAX_XML) {
    /* A binary Cal3D file under an XML extension has no comments. */
    size_t i = src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (i < src->len && strchr(" \t\r\n", src->text[i])) i++;
    if (i >= src->len || src->text[i] != '<') return false;
  }
  *out = (Syntax){spec->comment_open, spec->comment_close};
  return true;
}

/* Whether the start of a line is inside an XML tag (an attribute on a
 * continuation line): a comment cannot go there. */
static bool inside_tag(const SkSource *src, uint32_t at) {
  uint32_t lim = at > 65536 ? at - 65536 : 0;
  for (uint32_t i = at; i > lim; i--) {
    if (src->text[i - 1] == '>') return false;
    if (src->text[i - 1] == '<') return true;
  }
  return false;
}

static const char *eol_of(const SkSource *src, SkSpan line) {
  return line.end < src->len && src->text[line.end] == '\r' ? "\r\n" : "\n";
}

/* Where an existing suppression of `kind` takes one more code: right
 * after its directive word. */
static bool existing(const SkSource *src, const SkModel *m, SkSuppressKind kind, int64_t line,
                     uint32_t *at) {
  const char *word = kind == SK_SUPPRESS_FILE ? "skellint-disable-file" : "skellint-disable-next-line";
  for (uint32_t k = 0; m && k < m->nsuppressions; k++) {
    const SkSuppression *s = &m->suppressions[k];
    if (s->kind != kind || s->ncodes == 0) continue;
    if (line >= 0 && (int64_t)sk_source_line_of(src, s->span.end) != line) continue;
    const char *t = src->text + s->span.start;
    size_t n = s->span.end - s->span.start, wl = strlen(word);
    for (size_t i = 0; i + wl <= n; i++)
      if (memcmp(t + i, word, wl) == 0) {
        *at = s->span.start + (uint32_t)(i + wl);
        return true;
      }
  }
  return false;
}

static void action(Lsp *s, LspDoc *d, const SkDiagnostic *g, const char *title, uint32_t at,
                   const char *text, cJSON *out) {
  cJSON *a = cJSON_CreateObject();
  cJSON_AddStringToObject(a, "title", title);
  cJSON_AddStringToObject(a, "kind", "quickfix");
  cJSON *diags = cJSON_AddArrayToObject(a, "diagnostics");
  cJSON_AddItemToArray(diags, lsp_diagnostic_json(s, d, g));
  cJSON *changes = cJSON_AddObjectToObject(cJSON_AddObjectToObject(a, "edit"), "changes");
  cJSON *edits = cJSON_AddArrayToObject(changes, d->uri);
  cJSON *e = cJSON_CreateObject();
  cJSON_AddItemToObject(e, "range", lsp_range_json(s, d, sk_span(at, at)));
  cJSON_AddStringToObject(e, "newText", text);
  cJSON_AddItemToArray(edits, e);
  cJSON_AddItemToArray(out, a);
}

/* Where a file-level comment goes: the first line, after a byte-order
 * mark and an XML declaration. */
static uint32_t file_top(const SkSource *src, bool xml, bool *after_line) {
  uint32_t at = src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  *after_line = false;
  if (xml && src->len - at >= 5 && memcmp(src->text + at, "<?xml", 5) == 0) {
    const char *end = memchr(src->text + at, '>', src->len - at);
    if (end) {
      at = (uint32_t)(end - src->text) + 1;
      *after_line = true;
    }
  }
  return at;
}

void lsp_suppress_actions(Lsp *s, LspDoc *d, SkSpan range, cJSON *out) {
  Syntax syn;
  if (!d->doc || !syntax_of(d, &syn)) return;
  const SkSource *src = d->doc->src;
  const SkModel *m = d->doc->model;
  const SkDiagList *l = &d->doc->diags;
  bool xml = syn.close[0] != '\0';
  /* One action per code and line (and per code for the file). */
  const char **done_code = sk_xcalloc(l->count + 1, sizeof *done_code);
  uint32_t *done_line = sk_xcalloc(l->count + 1, sizeof *done_line);
  size_t ndone = 0;
  const char **file_codes = sk_xcalloc(l->count + 1, sizeof *file_codes);
  size_t nfile = 0;
  for (size_t i = 0; i < l->count; i++) {
    const SkDiagnostic *g = &l->items[i];
    if (g->severity == SK_SEVERITY_OFF || !sk_span_valid(g->span) || g->span.start > range.end ||
        g->span.end < range.start || g->rule == SK_RULE_SK009)
      continue;
    const char *code = sk_rule_get(g->rule)->code;
    uint32_t line = sk_source_line_of(src, g->span.start);
    bool dup = false;
    for (size_t k = 0; k < ndone; k++)
      if (done_line[k] == line && strcmp(done_code[k], code) == 0) dup = true;
    if (!dup) {
      done_code[ndone] = code, done_line[ndone++] = line;
      SkSpan ls = sk_source_line_span(src, line);
      char *title = sk_xasprintf("Disable %s for this line", code);
      uint32_t at;
      if (line > 0 && existing(src, m, SK_SUPPRESS_NEXT_LINE, (int64_t)line - 1, &at)) {
        char *text = sk_xasprintf(" %s", code);
        action(s, d, g, title, at, text, out);
        free(text);
      } else if (!(xml && inside_tag(src, ls.start))) {
        uint32_t ind = ls.start;
        while (ind < ls.end && (src->text[ind] == ' ' || src->text[ind] == '\t')) ind++;
        char *text = sk_xasprintf("%.*s%sskellint-disable-next-line %s%s%s", (int)(ind - ls.start),
                                  src->text + ls.start, syn.open, code, syn.close, eol_of(src, ls));
        action(s, d, g, title, ls.start, text, out);
        free(text);
      }
      free(title);
    }
    bool fdup = false;
    for (size_t k = 0; k < nfile; k++)
      if (strcmp(file_codes[k], code) == 0) fdup = true;
    if (fdup) continue;
    file_codes[nfile++] = code;
    char *title = sk_xasprintf("Disable %s for this file", code);
    uint32_t at;
    if (existing(src, m, SK_SUPPRESS_FILE, -1, &at)) {
      char *text = sk_xasprintf(" %s", code);
      action(s, d, g, title, at, text, out);
      free(text);
    } else {
      bool after_line;
      at = file_top(src, xml, &after_line);
      const char *eol = eol_of(src, sk_source_line_span(src, 0));
      char *text = sk_xasprintf("%s%sskellint-disable-file %s%s%s", after_line ? eol : "", syn.open,
                                code, syn.close, after_line ? "" : eol);
      action(s, d, g, title, at, text, out);
      free(text);
    }
    free(title);
  }
  free(done_code);
  free(done_line);
  free(file_codes);
}
