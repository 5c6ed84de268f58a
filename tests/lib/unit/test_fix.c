/* test_fix.c — applying fixes: whole fixes only, overlaps deferred to the
 * next round, safe/unsafe selection, and idempotence on a real XSF fix. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static SkDiagnostic *diag(SkDiagList *l) {
  SkDiagnostic *d = SK_ARRAY_PUSH(l->items, l->count, l->cap);
  d->message = sk_xstrdup("m");
  return d;
}

static void applies_non_overlapping_and_defers_overlaps(void **state) {
  (void)state;
  SkSource *s = sk_source_new("t", "abcdef", 6, false);
  SkDiagList l = {0};
  sk_fix_edit(sk_diag_fix(diag(&l), true, "b->B"), sk_span(1, 2), "B");
  sk_fix_edit(sk_diag_fix(diag(&l), true, "bc->X"), sk_span(1, 3), "X"); /* overlaps */
  SkFix *two = sk_diag_fix(diag(&l), true, "two edits");
  sk_fix_edit(two, sk_span(4, 5), "E");
  sk_fix_edit(two, sk_span(6, 6), "!");
  size_t n, applied;
  char *out = sk_fixes_apply(s, &l, false, &n, &applied);
  assert_string_equal(out, "aBcdEf!");
  assert_int_equal(applied, 2);
  free(out);
  sk_diag_list_free(&l);
  sk_source_free(s);
}

static void unsafe_fixes_need_consent(void **state) {
  (void)state;
  SkSource *s = sk_source_new("t", "abc", 3, false);
  SkDiagList l = {0};
  sk_fix_edit(sk_diag_fix(diag(&l), false, "unsafe"), sk_span(0, 1), "Z");
  size_t n, applied;
  char *out = sk_fixes_apply(s, &l, false, &n, &applied);
  assert_string_equal(out, "abc");
  assert_int_equal(applied, 0);
  free(out);
  out = sk_fixes_apply(s, &l, true, &n, &applied);
  assert_string_equal(out, "Zbc");
  free(out);
  sk_diag_list_free(&l);
  sk_source_free(s);
}

/* The fix a rule marks preferred is the one taken, before an earlier
 * safe one and, with --unsafe-fixes, before an earlier unsafe one; an
 * unsafe fix is never preferred; when the preferred fix does not fit this
 * round, none of its alternatives is taken in its place. */
static void preferred_fix_first_and_alone(void **state) {
  (void)state;
  SkSource *s = sk_source_new("t", "abcdef", 6, false);
  SkDiagList l = {0};
  SkDiagnostic *d = diag(&l);
  sk_fix_edit(sk_diag_fix(d, false, "unsafe a"), sk_span(0, 1), "U");
  sk_fix_edit(sk_diag_fix(d, true, "safe b"), sk_span(1, 2), "S");
  SkFix *p = sk_diag_fix(d, true, "preferred c");
  sk_fix_edit(p, sk_span(2, 3), "P");
  sk_fix_prefer(p);
  SkFix *u = sk_diag_fix(d, false, "unsafe, marked");
  sk_fix_edit(u, sk_span(3, 4), "X");
  sk_fix_prefer(u);
  assert_ptr_equal(sk_diag_preferred_fix(d), &d->fixes[2]);
  size_t n, applied;
  char *out = sk_fixes_apply(s, &l, true, &n, &applied);
  assert_string_equal(out, "abPdef");
  free(out);
  /* An earlier finding takes c's place: neither a nor b is taken instead. */
  SkDiagList l2 = {0};
  sk_fix_edit(sk_diag_fix(diag(&l2), true, "first"), sk_span(2, 3), "F");
  SkDiagnostic *d2 = diag(&l2);
  sk_fix_edit(sk_diag_fix(d2, true, "safe b"), sk_span(1, 2), "S");
  SkFix *p2 = sk_diag_fix(d2, true, "preferred c");
  sk_fix_edit(p2, sk_span(2, 3), "P");
  sk_fix_prefer(p2);
  out = sk_fixes_apply(s, &l2, true, &n, &applied);
  assert_string_equal(out, "abFdef");
  assert_int_equal(applied, 1);
  free(out);
  /* Without a marked fix, the first safe one is preferred. */
  SkDiagList l3 = {0};
  SkDiagnostic *d3 = diag(&l3);
  sk_fix_edit(sk_diag_fix(d3, false, "unsafe"), sk_span(0, 1), "U");
  sk_fix_edit(sk_diag_fix(d3, true, "safe"), sk_span(1, 2), "S");
  assert_ptr_equal(sk_diag_preferred_fix(d3), &d3->fixes[1]);
  sk_diag_list_free(&l);
  sk_diag_list_free(&l2);
  sk_diag_list_free(&l3);
  sk_source_free(s);
}

/* An edit beyond the text is refused, never applied in part. */
static void out_of_range_edit_is_refused(void **state) {
  (void)state;
  SkSource *s = sk_source_new("t", "abc", 3, false);
  SkDiagList l = {0};
  SkFix *f = sk_diag_fix(diag(&l), true, "bad");
  sk_fix_edit(f, sk_span(0, 1), "X");
  sk_fix_edit(f, sk_span(2, 9), "Y");
  size_t n, applied;
  char *out = sk_fixes_apply(s, &l, true, &n, &applied);
  assert_string_equal(out, "abc");
  assert_int_equal(applied, 0);
  free(out);
  sk_diag_list_free(&l);
  sk_source_free(s);
}

/* Fix rounds on a real file reach a fixed point: the second pass over the
 * fixed text changes nothing. */
static void xsf_fixes_reach_a_fixed_point(void **state) {
  (void)state;
  const char *xsf =
      "<SKELETON NUMBONES=\"2\">\n"
      " <BONE ID=\"0\" NAME=\"Root\" NUMCHILDS=\"3\">\n"
      "  <TRANSLATION>0 0 0</TRANSLATION>\n  <ROTATION>0 0 0 1.01</ROTATION>\n"
      "  <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>\n  <LOCALROTATION>0 0 0 1</LOCALROTATION>\n"
      "  <PARENTID>-1</PARENTID>\n  <CHILDID>1</CHILDID>\n </BONE>\n"
      " <BONE ID=\"1\" NAME=\"Hip\" NUMCHILDS=\"0\">\n"
      "  <TRANSLATION>0 0 1</TRANSLATION>\n  <ROTATION>0 0 0 1</ROTATION>\n"
      "  <LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION>\n  <LOCALROTATION>0 0 0 1</LOCALROTATION>\n"
      "  <PARENTID>0</PARENTID>\n </BONE>\n</SKELETON>\n";
  SkOptions o;
  sk_options_init(&o);
  char *text = sk_xstrdup(xsf);
  size_t len = strlen(text), applied = 1;
  int rounds = 0;
  for (; applied && rounds < 10; rounds++) {
    SkDocument *d = sk_document_check(sk_source_new("f.xsf", text, len, false), SK_FORMAT_XSF, &o);
    char *next = sk_fixes_apply(d->src, &d->diags, false, &len, &applied);
    free(text);
    text = next;
    sk_document_free(d);
  }
  assert_true(rounds >= 2 && rounds < 10);
  assert_non_null(strstr(text, "NUMCHILDS=\"1\""));
  assert_null(strstr(text, "1.01"));
  free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(applies_non_overlapping_and_defers_overlaps),
      cmocka_unit_test(unsafe_fixes_need_consent),
      cmocka_unit_test(preferred_fix_first_and_alone),
      cmocka_unit_test(out_of_range_edit_is_refused),
      cmocka_unit_test(xsf_fixes_reach_a_fixed_point),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
