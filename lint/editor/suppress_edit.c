/* suppress_edit.c — the edits that silence a finding where it is, as
 * plain values (the language server's "Disable SKxxx for this line / for
 * this file" code actions): for a line, `skellint-disable-next-line
 * SKxxx` in a comment on its own line above it (indented like it); for the
 * file, `skellint-disable-file SKxxx` at the top (after a byte-order mark
 * or an XML declaration); in the comment syntax of the format's spec
 * (comment_open, comment_close), which suppress.c reads back. A
 * suppression comment of the same kind already there gets the code added
 * instead of a second comment. Formats without comments (RokDeBone2 .bon,
 * Dash JSON, a .cfg, binary files) get no edit: `per-file-ignores` in
 * .skellint.json is their way (docs/configuration.md). */
#include "../report.h"
#include "skellint/format_spec.h" /* sk_format_spec: the format's syntax */
#include "skellint/editor.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *open, *close;
  bool xml;
} Syntax;

static bool has_bom(const SkSource *src) {
  return src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0;
}

/* The comment syntax of doc's format, or false when it has none. */
static bool syntax_of(const SkDocument *doc, Syntax *out) {
  const SkSource *src = doc->src;
  const SkFormatSpec *spec = sk_format_spec(doc->format);
  if (!spec->comment_open) return false;
  bool xml = spec->syntax == SK_SYNTAX_XML;
  if (xml) {
    /* A binary Cal3D file under an XML extension has no comments. */
    size_t i = has_bom(src) ? 3 : 0;
    while (i < src->len && strchr(" \t\r\n", src->text[i])) i++;
    if (i >= src->len || src->text[i] != '<') return false;
  }
  *out = (Syntax){spec->comment_open, spec->comment_close, xml};
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

/* Where an existing suppression of `kind` (ending on `line`, or anywhere
 * when line < 0) takes one more code: right after its directive word. */
static bool existing(const SkDocument *doc, SkSuppressKind kind, int64_t line, uint32_t *at) {
  const SkSource *src = doc->src;
  const SkModel *m = doc->model;
  const char *word = sk_suppress_word(kind);
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

/* Where a file-level comment goes: the first line, after a byte-order
 * mark and an XML declaration. */
static uint32_t file_top(const SkSource *src, bool xml, bool *after_line) {
  uint32_t at = has_bom(src) ? 3 : 0;
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

static bool insert(SkEdit *out, uint32_t at, char *text) {
  *out = (SkEdit){sk_span(at, at), text};
  return true;
}

static bool line_edit(const SkDocument *doc, const Syntax *syn, const char *code, uint32_t line,
                      SkEdit *out) {
  const SkSource *src = doc->src;
  uint32_t at;
  if (line > 0 && existing(doc, SK_SUPPRESS_NEXT_LINE, (int64_t)line - 1, &at))
    return insert(out, at, sk_xasprintf(" %s", code));
  SkSpan ls = sk_source_line_span(src, line);
  if (syn->xml && inside_tag(src, ls.start)) return false;
  uint32_t ind = ls.start;
  while (ind < ls.end && (src->text[ind] == ' ' || src->text[ind] == '\t')) ind++;
  return insert(out, ls.start,
                sk_xasprintf("%.*s%s%s %s%s%s", (int)(ind - ls.start), src->text + ls.start,
                             syn->open, sk_suppress_word(SK_SUPPRESS_NEXT_LINE), code, syn->close,
                             eol_of(src, ls)));
}

static bool file_edit(const SkDocument *doc, const Syntax *syn, const char *code, SkEdit *out) {
  const SkSource *src = doc->src;
  uint32_t at;
  if (existing(doc, SK_SUPPRESS_FILE, -1, &at)) return insert(out, at, sk_xasprintf(" %s", code));
  bool after_line;
  at = file_top(src, syn->xml, &after_line);
  const char *eol = eol_of(src, sk_source_line_span(src, 0));
  return insert(out, at,
                sk_xasprintf("%s%s%s %s%s%s", after_line ? eol : "", syn->open,
                             sk_suppress_word(SK_SUPPRESS_FILE), code, syn->close,
                             after_line ? "" : eol));
}

bool sk_suppress_edit(const SkDocument *doc, const char *code, SkSuppressKind kind, uint32_t line,
                      SkEdit *out) {
  Syntax syn;
  if (!doc || !syntax_of(doc, &syn)) return false;
  if (kind == SK_SUPPRESS_FILE) return file_edit(doc, &syn, code, out);
  if (kind == SK_SUPPRESS_NEXT_LINE) return line_edit(doc, &syn, code, line, out);
  return false;
}

static bool listed(const char **codes, const uint32_t *lines, size_t n, const char *code,
                   uint32_t line) {
  for (size_t k = 0; k < n; k++)
    if ((!lines || lines[k] == line) && strcmp(codes[k], code) == 0) return true;
  return false;
}

static void add(SkSuppressEdits *l, const SkDiagnostic *g, const char *code, SkSuppressKind kind,
                SkEdit e) {
  *SK_ARRAY_PUSH(l->items, l->count, l->cap) = (SkSuppressEdit){g, code, kind, e};
}

void sk_suppress_edits(const SkDocument *doc, SkSpan range, SkSuppressEdits *out) {
  *out = (SkSuppressEdits){0};
  Syntax syn;
  if (!doc || !syntax_of(doc, &syn)) return;
  const SkDiagList *l = &doc->diags;
  /* One edit per code and line (and per code for the file). */
  const char **line_codes = sk_xcalloc(l->count + 1, sizeof *line_codes);
  uint32_t *lines = sk_xcalloc(l->count + 1, sizeof *lines);
  const char **file_codes = sk_xcalloc(l->count + 1, sizeof *file_codes);
  size_t nline = 0, nfile = 0;
  for (size_t i = 0; i < l->count; i++) {
    const SkDiagnostic *g = &l->items[i];
    if (g->severity == SK_SEVERITY_OFF || !sk_span_valid(g->span) || g->span.start > range.end ||
        g->span.end < range.start || g->rule == SK_RULE_SK009)
      continue;
    const char *code = sk_rule_get(g->rule)->code;
    uint32_t line = sk_source_line_of(doc->src, g->span.start);
    SkEdit e;
    if (!listed(line_codes, lines, nline, code, line)) {
      line_codes[nline] = code, lines[nline++] = line;
      if (line_edit(doc, &syn, code, line, &e)) add(out, g, code, SK_SUPPRESS_NEXT_LINE, e);
    }
    if (listed(file_codes, NULL, nfile, code, 0)) continue;
    file_codes[nfile++] = code;
    if (file_edit(doc, &syn, code, &e)) add(out, g, code, SK_SUPPRESS_FILE, e);
  }
  free(line_codes);
  free(lines);
  free(file_codes);
}

void sk_suppress_edits_free(SkSuppressEdits *l) {
  for (size_t i = 0; i < l->count; i++) free(l->items[i].edit.text);
  free(l->items);
  *l = (SkSuppressEdits){0};
}
