/* escape.c — the one escaping policy: how text from a file (a name, a
 * value, a line, a path) is written wherever it can reach a terminal or an
 * XML or JSON reader — messages (sk_message_tidy), every report format of
 * the command, `--diff`, `show`, `tree`, `render`'s SVG.
 *
 * Nothing a terminal could act on, and nothing XML 1.0 or UTF-8 cannot
 * hold, is written raw. Instead, visibly:
 *
 *   \n \r \t        line feed, carriage return, tab
 *   \xNN            any other C0 control or DEL (\x1B is ESC, \x07 BEL),
 *                   and each byte that is not part of well-formed UTF-8
 *                   (\xFF, a lone \xC3, the bytes of an encoded surrogate)
 *   \u{NNNN}        a C1 control (\u{009B}, the 8-bit CSI), a
 *                   noncharacter (\u{FFFE}, \u{FFFF}, U+FDD0…U+FDEF, the
 *                   last two of every plane: \u{1FFFE}), a bidirectional
 *                   control (U+202A…U+202E, U+2066…U+2069, U+200E, U+200F,
 *                   U+061C: invisible, they reorder what follows on the
 *                   line — "Trojan Source", CVE-2021-42574) and the line
 *                   and paragraph separators U+2028, U+2029 (a line break
 *                   to editors and JavaScript, not to a terminal)
 *
 * (hexadecimal in capitals, at least two digits after \x, four in \u{}).
 * Every other character, the backslash included, is written as it is:
 * the notation is for reading, not a reversible encoding. The text written
 * is valid UTF-8 with no control character but, when asked, tab.
 *
 * Each output then applies its own syntax on top: XML entities
 * (sk_buf_put_xml), JSON escapes (cJSON), GitHub's %XX. Applying the
 * policy twice changes nothing (its output holds nothing it escapes). */
#include "skellint/text.h"

#include <stdlib.h>

/* A noncharacter: U+FDD0…U+FDEF and U+xxFFFE, U+xxFFFF. */
static bool noncharacter(uint32_t cp) {
  return (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE;
}

/* A bidirectional control or a Unicode line/paragraph separator. */
static bool invisible_layout(uint32_t cp) {
  return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

/* The length of the well-formed character at s when it is written as it is,
 * or 0 when it must be escaped. */
static size_t plain_char(const char *s, size_t avail, unsigned flags) {
  unsigned char c = (unsigned char)s[0];
  if (c < 0x80) {
    if (c == '\t' && (flags & SK_SHOWN_TABS)) return 1;
    return c < 0x20 || c == 0x7F ? 0 : 1;
  }
  size_t n;
  uint32_t cp = sk_utf8_decode(s, avail, &n);
  if (n == 0 || (cp >= 0x80 && cp <= 0x9F) || noncharacter(cp) || invisible_layout(cp)) return 0;
  return n;
}

bool sk_shown_plain(const char *s, size_t n) {
  for (size_t i = 0; i < n;) {
    size_t k = plain_char(s + i, n - i, 0);
    if (!k) return false;
    i += k;
  }
  return true;
}

/* Appends the escape of the character or byte at s (which plain_char
 * refused); returns how many bytes it stands for. */
static size_t put_escape(SkBuf *b, const char *s, size_t avail) {
  unsigned char c = (unsigned char)s[0];
  size_t len;
  uint32_t cp = sk_utf8_decode(s, avail, &len);
  if (c == '\n') sk_buf_puts(b, "\\n");
  else if (c == '\r') sk_buf_puts(b, "\\r");
  else if (c == '\t') sk_buf_puts(b, "\\t");
  else if (len <= 1) sk_buf_printf(b, "\\x%02X", c), len = 1;
  else sk_buf_printf(b, "\\u{%04X}", (unsigned)cp);
  return len;
}

void sk_buf_put_shown(SkBuf *b, const char *s, size_t n, unsigned flags) {
  size_t done = 0; /* s[..done) is in b */
  for (size_t i = 0; i < n;) {
    size_t k = plain_char(s + i, n - i, flags);
    if (k) {
      i += k;
      continue;
    }
    sk_buf_append(b, s + done, i - done);
    i += put_escape(b, s + i, n - i);
    done = i;
  }
  sk_buf_append(b, s + done, n - done);
}

char *sk_display_text(const char *s, size_t len, size_t max) {
  SkBuf b = {0};
  sk_buf_append(&b, "", 0);
  sk_buf_put_shown(&b, s, len, 0);
  if (max && b.len > max) {
    /* The start and the end around an ellipsis, cut at characters. */
    size_t head = max * 2 / 3, tail = b.len - (max - head);
    while (head > 0 && ((unsigned char)b.data[head] & 0xC0) == 0x80) head--;
    while (tail < b.len && ((unsigned char)b.data[tail] & 0xC0) == 0x80) tail++;
    SkBuf c = {0};
    sk_buf_append(&c, b.data, head);
    sk_buf_puts(&c, "\xE2\x80\xA6");
    sk_buf_append(&c, b.data + tail, b.len - tail);
    sk_buf_free(&b);
    return sk_buf_take(&c);
  }
  return sk_buf_take(&b);
}

void sk_buf_put_xml(SkBuf *b, const char *s, size_t n) {
  size_t done = 0; /* s[..done) is in b */
  for (size_t i = 0; i < n;) {
    size_t k = plain_char(s + i, n - i, 0);
    const char *e = NULL;
    if (k == 1) {
      switch (s[i]) {
      case '&': e = "&amp;"; break;
      case '<': e = "&lt;"; break;
      case '>': e = "&gt;"; break;
      case '"': e = "&quot;"; break;
      case '\'': e = "&apos;"; break;
      default: break;
      }
    }
    if (k && !e) {
      i += k;
      continue;
    }
    sk_buf_append(b, s + done, i - done);
    if (e) sk_buf_puts(b, e), i++;
    else i += put_escape(b, s + i, n - i); /* no markup character in an escape */
    done = i;
  }
  sk_buf_append(b, s + done, n - done);
}
