/* test_util.c — the library helpers shared instead of copied (issue 25):
 * the one edit distance (lint/util.c sk_edit_distance), used by the .bon
 * front-end's "seperated" and BonesPro's header values. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "internal.h"

static int dist(const char *a, const char *b) {
  return sk_edit_distance(a, strlen(a), b, strlen(b));
}

static void edit_distance(void **state) {
  (void)state;
  assert_int_equal(dist("", ""), 0);
  assert_int_equal(dist("", "mixed"), 5);
  assert_int_equal(dist("mixed", ""), 5);
  assert_int_equal(dist("seperated", "separated"), 1);
  assert_int_equal(dist("mixd", "mixed"), 1);
  assert_int_equal(dist("kitten", "sitting"), 3);
  assert_int_equal(dist("flaw", "lawn"), 2);
  assert_int_equal(dist("Separated", "sEPARATED"), 0); /* ASCII letters, any case */
  assert_int_equal(dist("\xc3\xa9", "\xc3\x89"), 1);    /* other bytes exactly */
  /* Only part of a buffer counts. */
  assert_int_equal(sk_edit_distance("mixedXYZ", 5, "mixed", 5), 0);
  /* Long words are not compared. */
  assert_int_equal(dist("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "a"), 99);
  assert_int_equal(dist("a", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"), 99);
  assert_int_equal(dist("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "a"), 29); /* 30 is still compared */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(edit_distance),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
