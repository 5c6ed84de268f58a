/* fix_pick.c — see fix_pick.h. An edit [s, e) overlaps a kept edit b when
 * b.start < e and b.end > s: the largest end among the kept edits that
 * start before e decides, a prefix maximum over the starts (all known
 * before the first pick, so they are sorted once). An insertion at p also
 * clashes with a kept edit starting at p: one flag per start. */
#include "fix_pick.h"

#include <stdlib.h>

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
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

/* The preferred fix of a diagnostic (never an unsafe one), or NULL. */
static const SkFix *candidate(const SkDiagnostic *g) { return sk_diag_preferred_fix(g); }

size_t lsp_fix_all_pick(const SkDiagList *l, const SkFix **chosen) {
  size_t nstarts = 0;
  for (size_t i = 0; i < l->count; i++) {
    const SkFix *f = candidate(&l->items[i]);
    if (f) nstarts += f->nedits;
  }
  uint32_t *starts = sk_xmalloc((nstarts ? nstarts : 1) * sizeof *starts);
  size_t m = 0;
  for (size_t i = 0; i < l->count; i++) {
    const SkFix *f = candidate(&l->items[i]);
    for (uint32_t e = 0; f && e < f->nedits; e++) starts[m++] = f->edits[e].span.start;
  }
  qsort(starts, m, sizeof *starts, cmp_u32);
  size_t u = 0;
  for (size_t i = 0; i < m; i++)
    if (u == 0 || starts[u - 1] != starts[i]) starts[u++] = starts[i];
  /* tree[k] (1-based): the largest end + 1 of the kept edits over its range
   * of starts, 0 for none; taken[k]: a kept edit starts at starts[k]. */
  uint64_t *tree = sk_xcalloc(u + 1, sizeof *tree);
  unsigned char *taken = sk_xcalloc(u ? u : 1, 1);
  size_t n = 0;
  for (size_t i = 0; i < l->count; i++) {
    const SkFix *f = candidate(&l->items[i]);
    if (!f) continue;
    bool clash = false;
    for (uint32_t e = 0; e < f->nedits && !clash; e++) {
      SkSpan a = f->edits[e].span;
      uint64_t most = 0; /* largest end + 1 of the kept edits starting before a.end */
      for (size_t k = below(starts, u, a.end); k > 0; k &= k - 1)
        if (tree[k] > most) most = tree[k];
      if (most > (uint64_t)a.start + 1) clash = true;
      else if (a.start == a.end && taken[below(starts, u, a.start)]) clash = true;
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
  free(starts);
  free(tree);
  free(taken);
  return n;
}
