/* test_positions.c — lint/positions.c (the index the CLI's outputs and the
 * language server use) gives the answers of sk_source_position and
 * sk_source_offset in every column unit, on random texts with multi-
 * megabyte-style long lines, multi-byte characters, 4-byte characters
 * (two UTF-16 units), invalid bytes and CRLF: its checkpoints only make it
 * faster. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "skellint.h"

static unsigned seed = 7;
static unsigned next(void) { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7FFF; }

/* A random text of up to 14,000 bytes; two texts of three are one line
 * (the index checkpoints lines over 4 KiB). */
static SkSource *random_source(int t) {
  /* Whole characters of 1 to 4 bytes, a lone invalid byte, a truncated
   * sequence, a tab and a CR. */
  static const char *const pieces[] = {"\xC3\xA9", "\xE6\x97\xA5", "\xF0\x9F\x98\x80",
                                       "\xFF", "\xC3", "\t", "\r"};
  size_t len = 1 + next() % 14000;
  char *b = malloc(len + 4);
  size_t n = 0;
  while (n < len) {
    unsigned r = next() % 1000;
    const char *piece = NULL;
    if (t % 3 == 0 && r < 30) b[n++] = '\n';
    else if (r < 150) piece = pieces[next() % (sizeof pieces / sizeof *pieces)];
    else b[n++] = (char)('a' + r % 26);
    for (; piece && *piece; piece++) b[n++] = *piece;
  }
  SkSource *src = sk_source_new("x", b, n, false);
  free(b);
  return src;
}

static void agrees_with_the_library(SkColumnUnit unit) {
  for (int t = 0; t < 15; t++) {
    SkSource *src = random_source(t);
    SkPositions *p = sk_positions_new(src, unit);
    assert_ptr_equal(sk_positions_source(p), src);
    /* The library walks each line from its start, so compare at 800
     * random offsets and at every offset near where checkpoints fall. */
    for (uint32_t k = 0; k < 800 + src->len / 64; k++) {
      uint32_t off = k < 800 ? next() * 7u % ((uint32_t)src->len + 2)
                             : (k - 800) / 16 * 1024 + (k - 800) % 16;
      SkPosition want = sk_source_position(src, off, unit);
      SkPosition got = sk_positions_at(p, off);
      if (want.line != got.line || want.column != got.column)
        fail_msg("text %d offset %u: %u:%u, library %u:%u", t, off, got.line, got.column,
                 want.line, want.column);
      /* Every column of the line and past its end, including ones inside
       * a two-unit character. */
      for (uint32_t c = want.column; c < want.column + 2; c++) {
        SkPosition at = {want.line, c};
        uint32_t o1 = sk_source_offset(src, at, unit), o2 = sk_positions_offset(p, at);
        if (o1 != o2) fail_msg("text %d %u:%u: offset %u, library %u", t, at.line, c, o2, o1);
      }
    }
    SkPosition beyond = {src->nlines + 2, 0};
    assert_int_equal(sk_positions_offset(p, beyond), sk_source_offset(src, beyond, unit));
    sk_positions_free(p);
    sk_source_free(src);
  }
}

static void characters(void **state) { (void)state, agrees_with_the_library(SK_COLUMN_CHARS); }
static void utf16_units(void **state) { (void)state, agrees_with_the_library(SK_COLUMN_UTF16); }
/* UTF-8 columns are byte differences: the index keeps no checkpoints for
 * them, so this only checks that it answers through the library's path. */
static void utf8_bytes(void **state) { (void)state, agrees_with_the_library(SK_COLUMN_UTF8); }

static void free_null_is_a_no_op(void **state) {
  (void)state;
  sk_positions_free(NULL);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(characters),
      cmocka_unit_test(utf16_units),
      cmocka_unit_test(utf8_bytes),
      cmocka_unit_test(free_null_is_a_no_op),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
