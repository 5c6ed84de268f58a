/* rule_util.h — small helpers several rule files share: the text facts
 * a fix needs (the file's line ending, a line's indentation, the whole
 * line an element sits on); where a bone's parent chain leads is the
 * skeleton's (sk_model_skeleton, SkSkeleton.chain). Header-only so that every rule stays
 * one file; nothing here reports anything. */
#ifndef SK_RULE_UTIL_H
#define SK_RULE_UTIL_H

#include "rule.h"

#include <stdio.h>
#include <stdlib.h>

/* The white space that starts the line holding `offset`, as a span. */
static inline SkSpan sk_indent_of(const SkSource *src, uint32_t offset) {
  SkSpan line = sk_source_line_span(src, sk_source_line_of(src, offset));
  uint32_t e = line.start;
  while (e < line.end && (src->text[e] == ' ' || src->text[e] == '\t')) e++;
  return sk_span(line.start, e);
}

/* Parses an attribute value (or any arena string) as an integer. */
static inline bool sk_str_int(const char *s, int64_t *out) {
  if (!s) return false;
  size_t n = strlen(s);
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
  while (n && (*s == ' ' || *s == '\t')) s++, n--;
  return sk_parse_int(s, n, out) == SK_NUM_OK;
}

/* Whether numbers written like these keep trailing zeros ("51.782700"):
 * true when any of the tokens has a fraction ending in 0. */
static inline bool sk_fixed_style(const SkSource *src, const SkSpan *spans, int n) {
  for (int k = 0; k < n; k++) {
    const char *t = src->text + spans[k].start;
    size_t len = spans[k].end - spans[k].start;
    if (memchr(t, '.', len) && !memchr(t, 'e', len) && !memchr(t, 'E', len) &&
        len && t[len - 1] == '0')
      return true;
  }
  return false;
}

/* sk_format_double, then (unless `fixed`) without trailing zeros, so a
 * replacement looks like the numbers around it. Caller frees. */
static inline char *sk_format_like(double v, int decimals, bool fixed) {
  char *s = sk_format_double(v, decimals);
  if (fixed || decimals <= 0 || !strchr(s, '.')) return s;
  size_t n = strlen(s);
  while (n && s[n - 1] == '0') s[--n] = '\0';
  if (n && s[n - 1] == '.') s[--n] = '\0';
  if (strcmp(s, "-0") == 0) strcpy(s, "0");
  return s;
}

/* The numbers written in `span` of the text: up to `cap` values with their
 * spans; returns how many tokens there are (numbers or not: a caller that
 * needs exactly n numbers compares). */
typedef struct {
  double *v;
  SkSpan *spans;
  uint32_t cap, n, tokens;
  uint32_t base;
} SkSpanNumbers;

static inline void sk__span_number(void *ud, const char *t, size_t len, size_t off) {
  SkSpanNumbers *k = ud;
  k->tokens++;
  if (k->n < k->cap && sk_parse_double(t, len, &k->v[k->n]) == SK_NUM_OK) {
    k->spans[k->n] = sk_span_n(k->base + off, len);
    k->n++;
  }
}

static inline uint32_t sk_span_numbers(const SkSource *src, SkSpan span, double *v,
                                       SkSpan *spans, uint32_t cap, uint32_t *numbers) {
  SkSpanNumbers k = {v, spans, cap, 0, 0, span.start};
  if (sk_span_valid(span) && span.end <= src->len && span.start <= span.end)
    sk_tokens(src->text + span.start, span.end - span.start, sk__span_number, &k);
  if (numbers) *numbers = k.n;
  return k.tokens;
}

/* Adds a fix that divides the n numbers written at spans[i] (values v[i])
 * by `by`, each written with at least six decimals (more if the numbers
 * have more) in the style of the file; zeros stay as written. */
static inline void sk_fix_divide(const SkContext *ctx, SkDiagnostic *d, const char *title,
                                 const SkSpan *spans, const double *v, int n, double by) {
  int dec = 6;
  for (int k = 0; k < n; k++) {
    int dk = sk_decimals_of(ctx->src->text + spans[k].start, spans[k].end - spans[k].start);
    if (dk < 0) { dec = -1; break; }
    if (dk > dec) dec = dk;
  }
  bool fixed = sk_fixed_style(ctx->src, spans, n);
  SkFix *f = sk_diag_fix(d, true, "%s", title);
  for (int k = 0; k < n; k++) {
    if (v[k] == 0) continue;
    char *num = sk_format_like(v[k] / by, dec, fixed);
    sk_fix_edit(f, spans[k], num);
    free(num);
  }
}

/* printf arguments for "%.*s" showing a span's text (empty when invalid). */
#define SPAN_TEXT(ctx, s)                                                     \
  (sk_span_valid(s) ? (int)((s).end - (s).start) : 0),                        \
      (sk_span_valid(s) ? (ctx)->src->text + (s).start : "")

/* How "no parent" is written in a format, for messages. */
static inline const char *sk_no_parent_text(SkFormat f) {
  switch (f) {
  case SK_FORMAT_DASHJSON: return "null";
  case SK_FORMAT_BPSTRUCT: return "*";
  case SK_FORMAT_BON: return "a top-level serial";
  case SK_FORMAT_LGW: return "no PARENT";
  default: return "-1";
  }
}

/* The skeleton the document is checked against (its character's, when
 * that was checked and read to its end), or NULL; *name is how the user
 * named it (the .cfg's skeleton= value, or the --skeleton path). */
static inline const SkModel *sk_ctx_skeleton(const SkContext *ctx, const char **name) {
  int32_t k = sk_character_skeleton(ctx->character);
  const SkDocument *doc = sk_character_document(ctx->character, k);
  if (!doc || !doc->model) return NULL;
  const SkPart *parts;
  sk_character_parts(ctx->character, &parts);
  if (name) *name = parts[k].name;
  return doc->model;
}

/* "s" when n is not 1: "1 bone", "2 bones". */
static inline const char *sk_plural(int64_t n) { return n == 1 ? "" : "s"; }

#endif
