/* suppress.c — inline suppressions: `skellint-disable-next-line CODES`,
 * `skellint-disable CODES` … `skellint-enable CODES` and
 * `skellint-disable-file CODES` in a format's comments (XML `<!-- -->`,
 * BonesPro `//`). Front-ends only record comments; this file decides what
 * they suppress, once for every format, and reports a suppression that
 * suppressed nothing (SK009), so stale ones do not pile up. */
#include "front_end.h" /* its declarations: sk_model_note_comment, sk_suppressions_apply … */

#include <strings.h>

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

static bool word_is(const char *s, size_t n, const char *w) {
  return n == strlen(w) && strncmp(s, w, n) == 0;
}

static const char *const WORDS[] = {
    [SK_SUPPRESS_NEXT_LINE] = "skellint-disable-next-line",
    [SK_SUPPRESS_DISABLE] = "skellint-disable",
    [SK_SUPPRESS_ENABLE] = "skellint-enable",
    [SK_SUPPRESS_FILE] = "skellint-disable-file",
};

const char *sk_suppress_word(SkSuppressKind kind) { return WORDS[kind]; }

void sk_model_note_comment(SkModel *m, const char *text, size_t len, SkSpan span) {
  size_t i = 0;
  while (i < len && is_ws(text[i])) i++;
  size_t ws = i;
  while (i < len && !is_ws(text[i])) i++;
  size_t k = 0;
  while (k < sizeof WORDS / sizeof *WORDS && !word_is(text + ws, i - ws, WORDS[k])) k++;
  if (k == sizeof WORDS / sizeof *WORDS) return;
  SkSuppressKind kind = (SkSuppressKind)k;
  SkSuppression *s = SK_ARRAY_PUSH(m->suppressions, m->nsuppressions, m->suppressions_cap);
  s->kind = kind;
  s->span = span;
  /* Codes (SKnnn) or rule names, separated by blanks or commas; the first
   * other word starts a reason for humans ("-- " cannot be used: XML
   * forbids it inside comments). */
  const char *codes[64];
  uint32_t n = 0;
  while (i < len && n < 64) {
    while (i < len && (is_ws(text[i]) || text[i] == ',')) i++;
    size_t cs = i;
    while (i < len && !is_ws(text[i]) && text[i] != ',') i++;
    if (i == cs) break;
    char tok[64];
    size_t tl = i - cs < sizeof tok - 1 ? i - cs : sizeof tok - 1;
    memcpy(tok, text + cs, tl);
    tok[tl] = '\0';
    const SkRule *r = sk_rule_find(tok);
    bool code_like = tl == 5 && strncasecmp(tok, "SK", 2) == 0 && tok[2] >= '0' && tok[2] <= '9';
    if (!r && !code_like) break;
    codes[n++] = r ? r->code : sk_model_strdup(m, tok, tl);
  }
  if (n) {
    s->codes = sk_model_alloc(m, n * sizeof *s->codes);
    memcpy(s->codes, codes, n * sizeof *codes);
    s->ncodes = n;
  }
}

static bool names(const SkSuppression *s, const char *code) {
  if (s->ncodes == 0) return true;
  for (uint32_t i = 0; i < s->ncodes; i++)
    if (strcasecmp(s->codes[i], code) == 0) return true;
  return false;
}

/* Does suppression k cover a diagnostic of `code` starting at `off`? */
static bool covers(const SkSource *src, const SkModel *m, uint32_t k, const char *code,
                   uint32_t off) {
  const SkSuppression *s = &m->suppressions[k];
  if (!names(s, code)) return false;
  switch (s->kind) {
  case SK_SUPPRESS_FILE: return true;
  case SK_SUPPRESS_NEXT_LINE:
    return sk_source_line_of(src, off) == sk_source_line_of(src, s->span.end) + 1;
  case SK_SUPPRESS_DISABLE: {
    if (off < s->span.end) return false;
    /* Until the first later enable that names this code. */
    for (uint32_t j = 0; j < m->nsuppressions; j++) {
      const SkSuppression *e = &m->suppressions[j];
      if (e->kind == SK_SUPPRESS_ENABLE && e->span.start >= s->span.end && names(e, code) &&
          e->span.start <= off)
        return false;
    }
    return true;
  }
  default: return false;
  }
}

void sk_suppressions_apply(const SkSource *src, SkModel *m, SkDiagList *diags,
                           SkDiagSink *sink) {
  if (!m || m->nsuppressions == 0) return;
  size_t kept = 0;
  for (size_t i = 0; i < diags->count; i++) {
    SkDiagnostic *d = &diags->items[i];
    const char *code = sk_rule_get(d->rule)->code;
    bool hit = false;
    for (uint32_t k = 0; k < m->nsuppressions; k++)
      if (covers(src, m, k, code, d->span.start)) m->suppressions[k].used++, hit = true;
    if (hit) {
      sk_diag_free_contents(d);
      continue;
    }
    diags->items[kept++] = *d;
  }
  diags->count = kept;
  for (uint32_t k = 0; k < m->nsuppressions; k++) {
    const SkSuppression *s = &m->suppressions[k];
    if (s->used || s->kind == SK_SUPPRESS_ENABLE) continue;
    SkBuf b = {0};
    for (uint32_t c = 0; c < s->ncodes; c++) {
      if (c) sk_buf_puts(&b, " ");
      sk_buf_puts(&b, s->codes[c]);
    }
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK009, s->span,
                                "this suppression (%s) suppresses nothing; expected a "
                                "finding it covers, or remove it",
                                s->ncodes ? b.data : "every rule");
    /* Remove the comment; with its line when it stands alone on it. */
    SkSpan cut = sk_source_whole_lines(src, s->span);
    SkFix *f = sk_diag_fix(d, true, "Remove the suppression comment");
    sk_fix_edit(f, cut, "");
    sk_buf_free(&b);
  }
}
