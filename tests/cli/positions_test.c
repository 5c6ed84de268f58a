/* positions_test.c — cli/positions.c must agree with the library's
 * sk_source_position / sk_source_offset on every offset of random texts
 * with long lines, multi-byte characters and invalid bytes (its checkpoints
 * only make it faster). Exits 1 on the first disagreement. */
#include "cli.h"

#include <stdlib.h>

static unsigned seed = 7;
static unsigned next(void) { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7FFF; }

int main(void) {
  static const char pieces[] = "\xC3\xA9\xE6\x97\xA5\xF0\x9F\x98\x80\xFF\xC3\t";
  for (int t = 0; t < 20; t++) {
    size_t len = 1 + next() % 12000;
    char *b = malloc(len);
    for (size_t i = 0; i < len; i++) {
      unsigned r = next() % 100;
      if (r < 2 && t % 3) b[i] = '\n'; /* a third of the texts: one long line */
      else if (r < 12) b[i] = pieces[next() % (sizeof pieces - 1)];
      else b[i] = (char)('a' + r % 26);
    }
    SkSource *src = sk_source_new("x", b, len, false);
    CliPositions *p = cli_positions_new(src);
    for (uint32_t off = 0; off <= src->len; off++) {
      SkPosition want = sk_source_position(src, off, SK_COLUMN_CHARS);
      SkPosition got = cli_position(p, off);
      if (want.line != got.line || want.column != got.column) {
        printf("FAIL: text %d offset %u: %u:%u, library %u:%u\n", t, off, got.line,
               got.column, want.line, want.column);
        return 1;
      }
      uint32_t o1 = sk_source_offset(src, want, SK_COLUMN_CHARS);
      uint32_t o2 = cli_offset_at(p, want.line, want.column);
      if (o1 != o2) {
        printf("FAIL: text %d %u:%u: offset %u, library %u\n", t, want.line,
               want.column, o2, o1);
        return 1;
      }
    }
    cli_positions_free(p);
    sk_source_free(src);
    free(b);
  }
  printf("ok\n");
  return 0;
}
