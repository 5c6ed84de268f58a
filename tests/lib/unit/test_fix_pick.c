/* test_fix_pick.c — one fix policy (sk_fixes_pick, lint/fix.c) for the
 * CLI and the server: the same findings run through the CLI's path
 * (sk_fixes_apply, one --fix round) and the server's (fix-all in
 * lsp/features/actions.c: sk_fixes_pick on the document's findings, its edits
 * applied as an editor applies a WorkspaceEdit) give the same picks and
 * the same text — on hand-made cases that show the policy (a clash
 * defers a diagnostic, its later fixes are never fallbacks; an insertion
 * where a kept edit starts, or an edit starting at a kept insertion,
 * clashes; a fix whose own edits clash is never taken), on random ones
 * dense in clashes, on case files of three formats round after round,
 * and in O(n log n): 200,000 fixes well under the seconds a pairwise
 * check takes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

static SkDiagnostic *diag(SkDiagList *l) {
  SkDiagnostic *d = SK_ARRAY_PUSH(l->items, l->count, l->cap);
  memset(d, 0, sizeof *d);
  d->message = sk_xstrdup("m");
  return d;
}

/* The server's pick, as lsp/features/actions.c fix_all_edit makes it. */
static size_t server_pick(const SkDocument *doc, const SkFix **chosen) {
  return sk_fixes_pick(&doc->diags, false, doc->src->len, chosen);
}

static int cmp_edit(const void *a, const void *b) {
  const SkEdit *x = *(const SkEdit *const *)a, *y = *(const SkEdit *const *)b;
  if (x->span.start != y->span.start) return x->span.start < y->span.start ? -1 : 1;
  return x->span.end < y->span.end ? -1 : x->span.end > y->span.end;
}

/* The text an editor makes of the server's edits: sorted by range, each
 * range replaced by its new text. */
static char *apply_like_editor(const SkSource *src, const SkFix *const *fixes, size_t n) {
  size_t m = 0;
  for (size_t i = 0; i < n; i++) m += fixes[i]->nedits;
  const SkEdit **e = sk_xmalloc((m + 1) * sizeof *e);
  m = 0;
  for (size_t i = 0; i < n; i++)
    for (uint32_t k = 0; k < fixes[i]->nedits; k++) e[m++] = &fixes[i]->edits[k];
  qsort(e, m, sizeof *e, cmp_edit);
  SkBuf b = {0};
  uint32_t at = 0;
  for (size_t i = 0; i < m; i++) {
    assert_true(e[i]->span.start >= at); /* never overlapping */
    sk_buf_append(&b, src->text + at, e[i]->span.start - at);
    sk_buf_puts(&b, e[i]->text ? e[i]->text : "");
    at = e[i]->span.end;
  }
  sk_buf_append(&b, src->text + at, src->len - at);
  free(e);
  return sk_buf_take(&b);
}

/* Runs doc's findings through both paths: the same picks, the same text.
 * Returns the server's picks (caller frees) and their number in *n. */
static const SkFix **same_on_both_paths(const SkDocument *doc, size_t *n) {
  const SkFix **picks = sk_xmalloc((doc->diags.count + 1) * sizeof *picks);
  *n = server_pick(doc, picks);
  size_t len, applied;
  char *cli = sk_fixes_apply(doc->src, &doc->diags, false, &len, &applied);
  char *server = apply_like_editor(doc->src, picks, *n);
  assert_int_equal(applied, *n);
  assert_int_equal(len, strlen(server));
  assert_string_equal(cli, server);
  free(cli);
  free(server);
  /* No two kept edits clash: none shares a character with another or
   * starts where another starts. */
  for (size_t i = 0; i < *n; i++)
    for (size_t j = 0; j <= i; j++)
      for (uint32_t x = 0; x < picks[i]->nedits; x++)
        for (uint32_t y = 0; y < picks[j]->nedits; y++) {
          if (i == j && x == y) continue;
          SkSpan a = picks[i]->edits[x].span, b = picks[j]->edits[y].span;
          assert_false(a.start < b.end && b.start < a.end);
          assert_false(a.start == b.start);
        }
  return picks;
}

static SkDocument *doc_of(const char *text, size_t len, SkDiagList *l) {
  SkDocument *d = sk_xcalloc(1, sizeof *d);
  d->src = sk_source_new("t", text, len, false);
  d->diags = *l;
  return d;
}

static void doc_free(SkDocument *d) {
  sk_diag_list_free(&d->diags);
  sk_source_free(d->src);
  free(d);
}

static void hand_made(void **state) {
  (void)state;
  char text[61];
  memset(text, 'a', 60);
  text[60] = '\0';
  SkDiagList l = {0};
  sk_fix_edit(sk_diag_fix(diag(&l), true, "a"), sk_span(1, 3), "x");      /* kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "b"), sk_span(2, 4), "x");      /* overlaps a */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "c"), sk_span(3, 5), "x");      /* touches a: kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "d"), sk_span(3, 3), "x");      /* inserts where c starts */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "e"), sk_span(7, 7), "x");      /* kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "f"), sk_span(7, 9), "x");      /* starts at e's insert */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "g"), sk_span(6, 8), "x");      /* covers e's point */
  SkDiagnostic *h = diag(&l);
  sk_fix_edit(sk_diag_fix(h, false, "unsafe"), sk_span(20, 21), "x");     /* not eligible */
  sk_fix_edit(sk_diag_fix(h, true, "h"), sk_span(4, 4), "x");             /* inside c: waits */
  sk_fix_edit(sk_diag_fix(h, true, "h2"), sk_span(30, 31), "x");          /* never a fallback */
  SkFix *two = sk_diag_fix(diag(&l), true, "two");
  sk_fix_edit(two, sk_span(10, 12), "x");
  sk_fix_edit(two, sk_span(11, 13), "x");                                 /* own edits clash */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "i"), sk_span(12, 12), "x");    /* kept: two was not */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "j"), sk_span(40, 42), "x");    /* kept */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "k"), sk_span(40, 40), "x");    /* inserts where j starts */
  sk_fix_edit(sk_diag_fix(diag(&l), true, "l"), sk_span(42, 42), "x");    /* at j's end: kept */
  SkDiagnostic *m = diag(&l);
  sk_fix_edit(sk_diag_fix(m, true, "beyond"), sk_span(50, 70), "x");      /* past the text */
  sk_fix_edit(sk_diag_fix(m, true, "m"), sk_span(50, 51), "y");           /* the first well formed */
  SkDocument *doc = doc_of(text, 60, &l);
  size_t n;
  const SkFix **got = same_on_both_paths(doc, &n);
  const char *want[] = {"a", "c", "e", "i", "j", "l", "m"};
  assert_int_equal(n, sizeof want / sizeof *want);
  for (size_t i = 0; i < n; i++) assert_string_equal(got[i]->title, want[i]);
  free(got);
  doc_free(doc);
}

static void random_cases(void **state) {
  (void)state;
  srand(16);
  char text[80];
  memset(text, 'a', sizeof text);
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
    SkDocument *doc = doc_of(text, (size_t)width + 2, &l);
    size_t n;
    const SkFix **got = same_on_both_paths(doc, &n);
    /* At most one pick a diagnostic, in diagnostic order. */
    size_t at = 0;
    for (size_t i = 0; i < doc->diags.count && at < n; i++) {
      const SkDiagnostic *g = &doc->diags.items[i];
      if (got[at] >= g->fixes && got[at] < g->fixes + g->nfixes) at++;
    }
    assert_int_equal(at, n);
    free(got);
    doc_free(doc);
  }
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  assert_non_null(f);
  SkBuf b = {0};
  char chunk[4096];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) sk_buf_append(&b, chunk, n);
  fclose(f);
  *len = b.len;
  if (!b.data) sk_buf_putc(&b, 0), b.len = 0;
  return sk_buf_take(&b);
}

/* Real files' findings, round after round as --fix runs them, pick the
 * same on both paths. */
static void cases_same_on_both_paths(void **state) {
  (void)state;
  const char *files[] = {"xsf/SK407-lowercase-attribute.xsf", "bon/SK414-fullwidth.bon",
                         "bon/SK005-lf.bon", "bon/SK415-keyword-spelling.bon",
                         "lgw/SK431-names.txt"};
  SkOptions o;
  sk_options_init(&o);
  for (size_t k = 0; k < sizeof files / sizeof *files; k++) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", SK_CASES_DIR, files[k]);
    size_t len, n = 1, total = 0;
    char *text = slurp(path, &len);
    SkFormat format = sk_detect(path, text, len);
    for (int rounds = 0; n && rounds < 10; rounds++) {
      /* A .bon may be Shift_JIS, as the CLI reads it; the fixed text is UTF-8. */
      SkSource *src = sk_source_new(path, text, len, format == SK_FORMAT_BON && rounds == 0);
      SkDocument *d = sk_document_check(src, format, &o);
      const SkFix **got = same_on_both_paths(d, &n);
      total += n;
      char *next = sk_fixes_apply(d->src, &d->diags, false, &len, NULL);
      free(got);
      free(text);
      text = next;
      sk_document_free(d);
    }
    assert_true(total >= 1);
    free(text);
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
  size_t n = sk_fixes_pick(&l, false, (size_t)N * 5 + 10, got);
  double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  assert_int_equal(n, N / 2);
  assert_ptr_equal(got[1], &l.items[2].fixes[0]);
  assert_true(secs < 2.0); /* a pairwise check: 10^10 comparisons */
  free(got);
  sk_diag_list_free(&l);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(hand_made),
      cmocka_unit_test(random_cases),
      cmocka_unit_test(cases_same_on_both_paths),
      cmocka_unit_test(many_fixes_fast),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
