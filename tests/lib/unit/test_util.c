/* test_util.c — the library helpers shared instead of copied (issue 25):
 * the one edit distance (lint/util.c sk_edit_distance), used by the .bon
 * front-end's "seperated" and BonesPro's header values; and dropping
 * diagnostics through sk_diag_list_keep (lint/diag.c), which the CLI's
 * baseline filter relies on to ask about each diagnostic once, in order,
 * and to free what it drops (run under the sanitizers, a leak fails). */
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

typedef struct {
  char seen[16];
  size_t n;
} Asked;

static bool keep_even(const SkDiagnostic *d, void *ud) {
  Asked *a = ud;
  a->seen[a->n++] = d->message[0];
  return (d->message[0] - 'a') % 2 == 0;
}

/* sk_hash64 is FNV-1a: baselines and shard assignments users keep depend
 * on its values (the published test vectors of FNV-1a 64). */
static void hash64_is_fnv1a(void **state) {
  (void)state;
  assert_true(sk_hash64("", 0, SK_HASH_SEED) == 0xcbf29ce484222325ULL);
  assert_true(sk_hash64("a", 1, SK_HASH_SEED) == 0xaf63dc4c8601ec8cULL);
  assert_true(sk_hash64("foobar", 6, SK_HASH_SEED) == 0x85944171f73967e8ULL);
  /* Continued: "foo" then "bar" is "foobar". */
  assert_true(sk_hash64("bar", 3, sk_hash64("foo", 3, SK_HASH_SEED)) == 0x85944171f73967e8ULL);
}

static void keep_asks_once_in_order(void **state) {
  (void)state;
  SkDiagList l = {0};
  for (char c = 'a'; c <= 'f'; c++) {
    SkDiagnostic *d = SK_ARRAY_PUSH(l.items, l.count, l.cap);
    memset(d, 0, sizeof *d);
    d->message = sk_xasprintf("%c", c);
    sk_diag_related(d, sk_span(1, 2), "related %c", c);
    sk_fix_edit(sk_diag_fix(d, true, "fix %c", c), sk_span(0, 1), "x");
  }
  Asked a = {{0}, 0};
  assert_int_equal(sk_diag_list_keep(&l, keep_even, &a), 3);
  assert_string_equal(a.seen, "abcdef");
  assert_int_equal(l.count, 3);
  assert_string_equal(l.items[0].message, "a");
  assert_string_equal(l.items[1].message, "c");
  assert_string_equal(l.items[2].message, "e");
  assert_string_equal(l.items[2].fixes[0].title, "fix e");
  sk_diag_list_free(&l);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(edit_distance),
      cmocka_unit_test(keep_asks_once_in_order),
      cmocka_unit_test(hash64_is_fnv1a),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
