/* test_source.c — byte offsets ↔ line/column in Unicode characters, UTF-16
 * code units and UTF-8 bytes; Shift_JIS decoding and re-encoding; edits. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "skellint.h"

static SkSource *text(const char *s) { return sk_source_new("t", s, strlen(s), true); }

/* "aé😀b" on line 1: é is 2 bytes / 1 UTF-16 unit, 😀 is 4 bytes / 2 units. */
static void columns_count_each_unit(void **state) {
  (void)state;
  SkSource *s = text("x\naé\xF0\x9F\x98\x80" "b\n");
  uint32_t b = 2 + 1 + 2 + 4; /* offset of 'b' */
  assert_int_equal(sk_source_position(s, b, SK_COLUMN_CHARS).column, 3);
  assert_int_equal(sk_source_position(s, b, SK_COLUMN_UTF16).column, 4);
  assert_int_equal(sk_source_position(s, b, SK_COLUMN_UTF8).column, 7);
  assert_int_equal(sk_source_position(s, b, SK_COLUMN_UTF8).line, 1);
  sk_source_free(s);
}

static void offsets_round_trip(void **state) {
  (void)state;
  SkSource *s = text("x\naé\xF0\x9F\x98\x80" "b\n");
  SkColumnUnit units[] = {SK_COLUMN_CHARS, SK_COLUMN_UTF16, SK_COLUMN_UTF8};
  uint32_t starts[] = {0, 1, 2, 3, 5, 9, 10};
  for (size_t u = 0; u < 3; u++)
    for (size_t i = 0; i < sizeof starts / sizeof *starts; i++) {
      SkPosition p = sk_source_position(s, starts[i], units[u]);
      assert_int_equal(sk_source_offset(s, p, units[u]), starts[i]);
    }
  sk_source_free(s);
}

/* A UTF-16 column in the middle of a surrogate pair snaps to the
 * character's start; columns past the line's end clamp to it. */
static void offsets_clamp_and_snap(void **state) {
  (void)state;
  SkSource *s = text("\xF0\x9F\x98\x80z\r\nnext");
  assert_int_equal(sk_source_offset(s, (SkPosition){0, 1}, SK_COLUMN_UTF16), 0);
  assert_int_equal(sk_source_offset(s, (SkPosition){0, 99}, SK_COLUMN_UTF16), 5);
  assert_int_equal(sk_source_offset(s, (SkPosition){9, 0}, SK_COLUMN_UTF16), s->len);
  SkSpan l0 = sk_source_line_span(s, 0);
  assert_int_equal(l0.end, 5); /* without the CR LF */
  assert_int_equal(sk_source_eol(s), SK_EOL_CRLF);
  sk_source_free(s);
}

static void shift_jis_is_decoded_and_reencoded(void **state) {
  (void)state;
  /* "0001:骨\r\n" in CP932: 骨 = 0x8D 0x9C */
  const char sjis[] = "0001:\x8D\x9C\r\n";
  SkSource *s = sk_source_new("b.bon", sjis, sizeof sjis - 1, true);
  assert_int_equal(s->encoding, SK_ENCODING_SHIFT_JIS);
  assert_string_equal(s->text, "0001:\xE9\xAA\xA8\r\n");
  assert_int_equal(sk_source_position(s, 8, SK_COLUMN_CHARS).column, 6);
  size_t n;
  char *back = sk_source_encode(s, s->text, s->len, &n);
  assert_int_equal(n, sizeof sjis - 1);
  assert_memory_equal(back, sjis, n);
  free(back);
  sk_source_free(s);
}

static void undecodable_bytes_are_flagged(void **state) {
  (void)state;
  const char bad[] = "ok \x80\xFF\xFF";
  SkSource *s = sk_source_new("x", bad, sizeof bad - 1, true);
  assert_true(s->invalid_bytes);
  /* Positions still work, one column per byte. */
  assert_int_equal(sk_source_position(s, 5, SK_COLUMN_CHARS).column, 5);
  sk_source_free(s);
}

static void replace_rebuilds_lines(void **state) {
  (void)state;
  SkSource *s = text("a\nb\nc");
  assert_int_equal(s->nlines, 3);
  assert_true(sk_source_replace(s, 1, 3, "", 0)); /* "a" "b" joined: "a\nc" */
  assert_string_equal(s->text, "a\nc");
  assert_int_equal(s->nlines, 2);
  assert_false(sk_source_replace(s, 2, 99, "x", 1));
  sk_source_free(s);
}

/* The line index kept up to date edit by edit equals the one built from
 * the text afresh, whatever the edits do to line ends. */
static void replace_keeps_the_line_index_exact(void **state) {
  (void)state;
  const char *pieces[] = {"", "\n", "a", "\r\n", "xy\nz", "\n\n\n", "日本\n"};
  const char *start = "one\ntwo\r\nthree\n\nfour";
  SkSource *s = sk_source_new("t", start, strlen(start), false);
  uint32_t seed = 99;
  for (int k = 0; k < 20000; k++) {
    seed = seed * 1103515245u + 12345u;
    uint32_t a = (seed >> 8) % (uint32_t)(s->len + 1);
    seed = seed * 1103515245u + 12345u;
    uint32_t b = a + (seed >> 8) % 4;
    if (b > s->len || s->len > 4000) b = (uint32_t)s->len;
    const char *w = pieces[(seed >> 20) % 7];
    assert_true(sk_source_replace(s, a, b, w, strlen(w)));
    SkSource *fresh = sk_source_new("t", s->text, s->len, false);
    assert_int_equal(s->nlines, fresh->nlines);
    assert_memory_equal(s->line_starts, fresh->line_starts, fresh->nlines * sizeof(uint32_t));
    sk_source_free(fresh);
  }
  SkSource *fresh = sk_source_new("t", s->text, s->len, false);
  sk_source_settle(s);
  assert_ptr_equal(s->raw, s->text);
  assert_int_equal(s->invalid_bytes, fresh->invalid_bytes);
  sk_source_free(fresh);
  sk_source_free(s);
}

/* A settled source judges the text it holds now. */
/* sk_utf8_decode: the code point and length of a well-formed sequence;
 * nothing for overlong, surrogate or truncated ones (sk_utf8_seq agrees). */
static void utf8_decode(void **state) {
  (void)state;
  size_t n;
  assert_int_equal(sk_utf8_decode("A", 1, &n), 'A');
  assert_int_equal(n, 1);
  assert_int_equal(sk_utf8_decode("\xc3\xa9", 2, &n), 0xE9);
  assert_int_equal(n, 2);
  assert_int_equal(sk_utf8_decode("\xe2\x82\xac", 3, &n), 0x20AC);
  assert_int_equal(n, 3);
  assert_int_equal(sk_utf8_decode("\xf0\x9f\x98\x80", 4, &n), 0x1F600);
  assert_int_equal(n, 4);
  sk_utf8_decode("\xc0\x80", 2, &n); /* overlong */
  assert_int_equal(n, 0);
  sk_utf8_decode("\xed\xa0\x80", 3, &n); /* a surrogate */
  assert_int_equal(n, 0);
  sk_utf8_decode("\xe2\x82", 2, &n); /* truncated */
  assert_int_equal(n, 0);
  assert_int_equal(sk_utf8_seq("\xe2\x82\xac", 3), 3);
}

static void settle_decides_the_encoding_of_the_text(void **state) {
  (void)state;
  SkSource *s = sk_source_new("t", "ab", 2, false);
  assert_true(sk_source_replace(s, 1, 1, "\xE9", 1));
  sk_source_settle(s);
  assert_true(s->invalid_bytes);
  assert_int_equal(s->raw_len, 3);
  assert_true(sk_source_replace(s, 1, 2, "\xC3\xA9", 2));
  sk_source_settle(s);
  assert_false(s->invalid_bytes);
  assert_memory_equal(s->raw, "a\xC3\xA9" "b", 4);
  sk_source_free(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(columns_count_each_unit),
      cmocka_unit_test(offsets_round_trip),
      cmocka_unit_test(offsets_clamp_and_snap),
      cmocka_unit_test(shift_jis_is_decoded_and_reencoded),
      cmocka_unit_test(undecodable_bytes_are_flagged),
      cmocka_unit_test(replace_rebuilds_lines),
      cmocka_unit_test(replace_keeps_the_line_index_exact),
      cmocka_unit_test(settle_decides_the_encoding_of_the_text),
      cmocka_unit_test(utf8_decode),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
