/* test_message.c — how a message is bounded (lint/diag.c): quoted text
 * and runs without blanks over 100 bytes keep their start and end around
 * "…", the whole message at most 2,000 bytes, and sk_message_join gives
 * for pieces what the message would show of them joined. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static char *rep(char c, size_t n) {
  char *s = malloc(n + 1);
  memset(s, c, n);
  s[n] = 0;
  return s;
}

static char *tidy(const char *fmt, const char *arg) {
  return sk_message_tidy(sk_xasprintf(fmt, arg));
}

/* Short messages and short quotes are left alone. */
static void short_text_is_kept(void **state) {
  (void)state;
  char *m = tidy("bone '%s' is fine", "Bip01 Pelvis");
  assert_string_equal(m, "bone 'Bip01 Pelvis' is fine");
  free(m);
}

/* A long quoted path: 60 bytes, "…", 30 bytes, quotes kept. */
static void long_quote_is_shortened(void **state) {
  (void)state;
  char *p = rep('p', 5000);
  char *m = tidy("looked for '%s'; expected a file", p);
  char *want = sk_xasprintf("looked for '%.60s…%.30s'; expected a file", p, p);
  assert_string_equal(m, want);
  free(want), free(m), free(p);
}

/* An unquoted run without blanks (a number, a path) the same way; the
 * run ends at a blank ("7…7;" is one). */
static void long_word_is_shortened(void **state) {
  (void)state;
  char *n = rep('7', 100000);
  char *m = tidy("the weight is %s; expected 1", n);
  char *want = sk_xasprintf("the weight is %.60s…%.29s; expected 1", n, n);
  assert_string_equal(m, want);
  free(want), free(m), free(n);
}

/* Many short words, or a quote that never closes: at most 2,000 bytes,
 * the end kept. */
static void whole_message_is_bounded(void **state) {
  (void)state;
  SkBuf b = {0};
  for (int i = 0; i < 100000; i++) sk_buf_puts(&b, "a b ");
  char *m = tidy("'%s", b.data);
  assert_true(strlen(m) <= 2000);
  assert_non_null(strstr(m, "…"));
  assert_int_equal(m[strlen(m) - 1], ' ');
  free(m);
  sk_buf_free(&b);
}

/* Many stray quotes cost one scan each kind, and end bounded. */
static void stray_quotes_are_linear(void **state) {
  (void)state;
  char *q = rep('\'', 1 << 20);
  char *m = tidy("x %s", q);
  assert_true(strlen(m) <= 2000);
  free(m), free(q);
}

/* sk_message_join: the pieces as the message shows them joined, without
 * joining them; UTF-8 characters are not cut. */
static void join_matches_tidy(void **state) {
  (void)state;
  char *mid = rep('m', 1 << 20);
  const char *pieces[3] = {"dir/", mid, "é.xmf"};
  size_t lens[3] = {4, 1 << 20, strlen("é.xmf")};
  char *joined = sk_message_join(pieces, lens, 3);
  char *whole = sk_xasprintf("%s%s%s", pieces[0], mid, pieces[2]);
  char *m = tidy("'%s'", whole);
  char *quoted = sk_xasprintf("'%s'", joined);
  assert_string_equal(m, quoted);
  assert_true(strlen(joined) <= 100);
  free(quoted), free(m), free(whole), free(joined);
  char *e = rep('x', 200);
  memcpy(e + 59, "é", 2); /* a character across the cut at byte 60 */
  char *s = sk_message_text(e, 200);
  assert_memory_equal(s, e, 59);
  assert_memory_equal(s + 59, "…", 3);
  free(s), free(e), free(mid);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(short_text_is_kept),
      cmocka_unit_test(long_quote_is_shortened),
      cmocka_unit_test(long_word_is_shortened),
      cmocka_unit_test(whole_message_is_bounded),
      cmocka_unit_test(stray_quotes_are_linear),
      cmocka_unit_test(join_matches_tidy),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
