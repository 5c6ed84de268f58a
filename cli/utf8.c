/* utf8.c — the two UTF-8 facts the CLI needs: how long a character is
 * (counted exactly as the library counts columns, so carets line up with
 * the printed line:col) and a sanitised copy for JSON, which must be valid
 * UTF-8 even when a path or a message is not. */
#include "cli.h"

#include <string.h>

size_t cli_utf8_seq(const unsigned char *s, size_t avail) {
  unsigned c = s[0];
  if (c < 0x80) return 1;
  size_t n;
  unsigned min;
  if ((c & 0xE0) == 0xC0) n = 2, min = 0x80;
  else if ((c & 0xF0) == 0xE0) n = 3, min = 0x800;
  else if ((c & 0xF8) == 0xF0) n = 4, min = 0x10000;
  else return 0;
  if (avail < n) return 0;
  unsigned cp = c & (0x3F >> (n - 1));
  for (size_t i = 1; i < n; i++) {
    if ((s[i] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (s[i] & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

char *cli_utf8_sanitize(const char *s, size_t len) {
  SkBuf b = {0};
  const unsigned char *p = (const unsigned char *)s;
  for (size_t i = 0; i < len;) {
    size_t n = cli_utf8_seq(p + i, len - i);
    if (n == 0 || (n == 1 && p[i] == 0)) {
      sk_buf_puts(&b, "\xEF\xBF\xBD"); /* U+FFFD */
      i++;
    } else {
      sk_buf_append(&b, s + i, n);
      i += n;
    }
  }
  return sk_buf_take(&b);
}
