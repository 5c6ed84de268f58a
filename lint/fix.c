/* fix.c — which fixes one round applies (sk_fixes_pick: the one policy of
 * the CLI's --fix and the language server's fix-all) and applying them to
 * a document's text (sk_fixes_apply).
 *
 * A round takes, in diagnostic order, each diagnostic's candidate — its
 * preferred fix (sk_diag_preferred_fix, never an unsafe one), else its
 * first eligible fix (safe; unsafe too when asked) that is well formed:
 * at least one edit, every edit inside the text, no two of its own edits
 * clashing — and keeps it whole when none of its edits clashes with an
 * edit kept before it. Two edits clash when they share a character or
 * start at the same point (an insertion there would go before or after
 * the other edit's text: the order would be arbitrary). A candidate that
 * clashes waits for the next round, on the re-linted text: the
 * diagnostic's later fixes are alternatives, not fallbacks. Callers loop
 * until a round applies nothing (bounded).
 *
 * The pick is O(n log n) in the number of edits: the largest end among the
 * kept edits that start before an edit's end decides an overlap, a prefix
 * maximum over the starts (all known before the first pick, so they are
 * sorted once, a max-Fenwick tree over them), and one flag per start says
 * a kept edit starts there. Edits are on the UTF-8 text; writing back in
 * the file's own encoding is the caller's (sk_source_encode). */
#include "report.h"

#include <stdlib.h>

static int cmp_span(const void *a, const void *b) {
  const SkSpan *x = a, *y = b;
  if (x->start != y->start) return x->start < y->start ? -1 : 1;
  return x->end < y->end ? -1 : x->end > y->end;
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* Whether a fix can be applied by itself: edits inside the text, none of
 * them clashing with another. */
static bool well_formed(const SkFix *f, size_t len) {
  if (f->nedits == 0) return false;
  for (uint32_t i = 0; i < f->nedits; i++)
    if (f->edits[i].span.start > f->edits[i].span.end || f->edits[i].span.end > len) return false;
  if (f->nedits == 1) return true;
  SkSpan *s = sk_xmalloc(f->nedits * sizeof *s);
  for (uint32_t i = 0; i < f->nedits; i++) s[i] = f->edits[i].span;
  if (f->nedits > 1) qsort(s, f->nedits, sizeof *s, cmp_span);
  bool ok = true;
  uint32_t most = s[0].end; /* the largest end so far */
  for (uint32_t i = 1; i < f->nedits && ok; i++) {
    if (s[i].start == s[i - 1].start || s[i].start < most) ok = false;
    if (s[i].end > most) most = s[i].end;
  }
  free(s);
  return ok;
}

/* A diagnostic's candidate for this round, or NULL: its preferred fix
 * (sk_diag_preferred_fix: the safe fix its rule marked as repairing the
 * culprit, else its first safe one), and only when the rule marked none
 * and that one is not well formed, its first eligible fix. */
static const SkFix *candidate(const SkDiagnostic *d, bool unsafe, size_t len) {
  const SkFix *pref = sk_diag_preferred_fix(d);
  if (pref && well_formed(pref, len)) return pref;
  if (pref && pref->preferred) return NULL; /* the culprit's fix, or nothing */
  for (uint32_t k = 0; k < d->nfixes; k++) {
    const SkFix *f = &d->fixes[k];
    if ((f->safe || unsafe) && well_formed(f, len)) return f;
  }
  return NULL;
}

/* The number of starts below v. */
static size_t below(const uint32_t *starts, size_t n, uint32_t v) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (starts[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

size_t sk_fixes_pick(const SkDiagList *diags, bool unsafe, size_t text_len,
                     const SkFix **chosen) {
  const SkFix **cand = sk_xmalloc((diags->count ? diags->count : 1) * sizeof *cand);
  size_t nstarts = 0;
  for (size_t i = 0; i < diags->count; i++) {
    cand[i] = candidate(&diags->items[i], unsafe, text_len);
    if (cand[i]) nstarts += cand[i]->nedits;
  }
  uint32_t *starts = sk_xmalloc((nstarts ? nstarts : 1) * sizeof *starts);
  size_t m = 0;
  for (size_t i = 0; i < diags->count; i++)
    for (uint32_t e = 0; cand[i] && e < cand[i]->nedits; e++)
      starts[m++] = cand[i]->edits[e].span.start;
  if (m > 1) qsort(starts, m, sizeof *starts, cmp_u32);
  size_t u = 0;
  for (size_t i = 0; i < m; i++)
    if (u == 0 || starts[u - 1] != starts[i]) starts[u++] = starts[i];
  /* tree[k] (1-based): the largest end + 1 of the kept edits over its range
   * of starts, 0 for none; taken[k]: a kept edit starts at starts[k]. */
  uint64_t *tree = sk_xcalloc(u + 1, sizeof *tree);
  unsigned char *taken = sk_xcalloc(u ? u : 1, 1);
  size_t n = 0;
  for (size_t i = 0; i < diags->count; i++) {
    const SkFix *f = cand[i];
    if (!f) continue;
    bool clash = false;
    for (uint32_t e = 0; e < f->nedits && !clash; e++) {
      SkSpan a = f->edits[e].span;
      uint64_t most = 0; /* largest end + 1 of the kept edits starting before a.end */
      for (size_t k = below(starts, u, a.end); k > 0; k &= k - 1)
        if (tree[k] > most) most = tree[k];
      /* A kept edit [s, t) with s < a.end and t > a.start shares a
       * character with a (or holds a's insertion point, or a holds its). */
      if (most > (uint64_t)a.start + 1 || taken[below(starts, u, a.start)]) clash = true;
    }
    if (clash) continue;
    chosen[n++] = f;
    for (uint32_t e = 0; e < f->nedits; e++) {
      SkSpan a = f->edits[e].span;
      size_t k = below(starts, u, a.start);
      taken[k] = 1;
      for (k++; k <= u; k += k & (~k + 1))
        if (tree[k] < (uint64_t)a.end + 1) tree[k] = (uint64_t)a.end + 1;
    }
  }
  free(cand);
  free(starts);
  free(tree);
  free(taken);
  return n;
}

typedef struct {
  SkSpan span;
  const char *text;
} Edit;

static int cmp_edit(const void *a, const void *b) {
  return cmp_span(&((const Edit *)a)->span, &((const Edit *)b)->span);
}

char *sk_fixes_apply(const SkSource *src, const SkDiagList *diags, bool unsafe,
                     size_t *out_len, size_t *applied) {
  const SkFix **chosen = sk_xmalloc((diags->count ? diags->count : 1) * sizeof *chosen);
  size_t nfix = sk_fixes_pick(diags, unsafe, src->len, chosen);
  Edit *taken = NULL;
  size_t ntaken = 0, cap = 0;
  for (size_t i = 0; i < nfix; i++)
    for (uint32_t e = 0; e < chosen[i]->nedits; e++) {
      Edit *t = SK_ARRAY_PUSH(taken, ntaken, cap);
      t->span = chosen[i]->edits[e].span;
      t->text = chosen[i]->edits[e].text;
    }
  free(chosen);
  if (applied) *applied = nfix;
  if (ntaken > 1) qsort(taken, ntaken, sizeof *taken, cmp_edit);
  SkBuf b = {0};
  uint32_t at = 0;
  for (size_t i = 0; i < ntaken; i++) {
    sk_buf_append(&b, src->text + at, taken[i].span.start - at);
    if (taken[i].text) sk_buf_puts(&b, taken[i].text);
    at = taken[i].span.end;
  }
  sk_buf_append(&b, src->text + at, src->len - at);
  free(taken);
  *out_len = b.len;
  return sk_buf_take(&b);
}

const char *sk_source_eol_text(const SkSource *src) {
  return sk_source_eol(src) == SK_EOL_CRLF ? "\r\n" : "\n";
}
