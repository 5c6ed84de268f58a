/* test_fix_pick.c — the fixes "Fix all safe skellint problems" applies in
 * the language server (lsp/fix_pick.c): the same choice as comparing every
 * edit with every kept one (the code it replaced, kept here as the
 * reference), on hand-made cases and random ones dense in clashes, and in
 * O(n log n): 200,000 fixes well under the seconds the pairwise check
 * took. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"
#include "../../lsp/fix_pick.h"

static SkDiagnostic *diag(SkDiagList *l) {
  SkDiagnostic *d = SK_ARRAY_PUSH(l->items, l->count, l->cap);
  memset(d, 0, sizeof *d);
  d->message = sk_xstrdup("m");
  return d;
}

/* The pairwise choice of lsp/actions.c before issue 16. */
static bool overlaps(const SkFix *f, const SkSpan *taken, size_t n) {
  for (uint32_t i = 0; i < f->nedits; i++)
    for (size_t j = 0; j < n; j++) {
      SkSpan a = f->edits[i].span, b = taken[j];
      if (a.start < b.end && b.start < a.end) return true;
      if (a.start == a.end && a.start == b.start) return true;
    }
  return false;
}

static size_t reference(const SkDiagList *l, const SkFix **chosen) {
  SkSpan *taken = sk_xmalloc(64 * (l->count + 1) * sizeof *taken);
  size_t n = 0, ntaken = 0;
  for (size_t i = 0; i < l->count; i++) {
    const SkDiagnostic *g = &l->items[i];
    for (uint32_t f = 0; f < g->nfixes; f++) {
      if (!g->fixes[f].safe) continue;
      if (!overlaps(&g->fixes[f], taken, ntaken)) {
        chosen[n++] = &g->fixes[f];
        for (uint32_t e = 0; e < g->fixes[f].nedits; e++) taken[ntaken++] = g->fixes[f].edits[e].span;
      }
      break;
    }
  }
  free(taken);
  return n;
}

static void expect_same_as_reference(const SkDiagList *l) {
  const SkFix **a = sk_xmalloc((l->count + 1) * sizeof *a);
  const SkFix **b = sk_xmalloc((l->count + 1) * sizeof *b);
  size_t na = lsp_fix_all_pick(l, a), nb = reference(l, b);
  assert_int_equal(na, nb);
  for (size_t i = 0; i < na; i++) assert_ptr_equal(a[i], b[i]);
  free(a);
  free(b);
}

static void hand_made(void **state) {
  (void)state;
  SkDiagList l = {0};
  sk_fix_edit(sk_diag_fix(diag(&l), true, "a"), sk_span(1, 3), "x");      /* kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "b"), sk_span(2, 4), "x");      /* overlaps a */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "c"), sk_span(3, 5), "x");      /* touches a: kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "d"), sk_span(3, 3), "x");      /* inserts where c starts */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "e"), sk_span(7, 7), "x");      /* kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "f"), sk_span(7, 9), "x");      /* starts at an insert: kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "g"), sk_span(6, 8), "x");      /* covers e's point */
  SkDiagnostic *h = diag(&l);
  sk_fix_edit(sk_diag_fix(h, false, "unsafe"), sk_span(20, 21), "x");
  sk_fix_edit(sk_diag_fix(h, true, "h"), sk_span(4, 4), "x");             /* first safe: inside c */
  sk_fix_edit(sk_diag_fix(h, true, "h2"), sk_span(30, 31), "x");          /* never tried */
  SkFix *two = sk_diag_fix(diag(&l), true, "two");
  sk_fix_edit(two, sk_span(10, 12), "x");
  sk_fix_edit(two, sk_span(11, 13), "x");                                 /* own edits may overlap */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "i"), sk_span(12, 12), "x");    /* strictly inside two */
  const SkFix *got[16];
  size_t n = lsp_fix_all_pick(&l, got);
  const char *want[] = {"a", "c", "e", "f", "two"};
  assert_int_equal(n, 5);
  for (size_t i = 0; i < n; i++) assert_string_equal(got[i]->title, want[i]);
  expect_same_as_reference(&l);
  sk_diag_list_free(&l);
}

static void random_cases(void **state) {
  (void)state;
  srand(16);
  for (int round = 0; round < 3000; round++) {
    SkDiagList l = {0};
    int ndiags = rand() % 40, width = 1 + rand() % 60;
    for (int i = 0; i < ndiags; i++) {
      SkDiagnostic *d = diag(&l);
      int nfixes = rand() % 3;
      for (int f = 0; f < nfixes; f++) {
        SkFix *fix = sk_diag_fix(d, rand() % 4 != 0, "f");
        int nedits = rand() % 4;
        for (int e = 0; e < nedits; e++) {
          uint32_t s = (uint32_t)(rand() % width), len = rand() % 3 == 0 ? 0 : (uint32_t)(rand() % 6);
          sk_fix_edit(fix, sk_span(s, s + len), "x");
        }
      }
    }
    expect_same_as_reference(&l);
    sk_diag_list_free(&l);
  }
}

static void many_fixes_fast(void **state) {
  (void)state;
  enum { N = 200000 };
  SkDiagList l = {0};
  /* Every other fix overlaps the one before it: N / 2 are kept. */
  for (uint32_t i = 0; i < N; i++) {
    uint32_t at = (i / 2) * 10 + (i % 2);
    sk_fix_edit(sk_diag_fix(diag(&l), true, "f"), sk_span(at, at + 3), "x");
  }
  const SkFix **got = sk_xmalloc(N * sizeof *got);
  clock_t t0 = clock();
  size_t n = lsp_fix_all_pick(&l, got);
  double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  assert_int_equal(n, N / 2);
  assert_ptr_equal(got[1], &l.items[2].fixes[0]);
  assert_true(secs < 2.0); /* the pairwise check: 10^10 comparisons */
  free(got);
  sk_diag_list_free(&l);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(hand_made),
      cmocka_unit_test(random_cases),
      cmocka_unit_test(many_fixes_fast),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
