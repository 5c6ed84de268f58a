/* json.c — the one JSON text writer of the server: strings escaped
 * byte for byte as cJSON_PrintUnformatted escapes them, and integers in
 * plain decimal. The publishDiagnostics notification, the fix-all edit and
 * exact request ids are written with it straight into a buffer instead of
 * through a cJSON tree (tests/lsp/test_publish.c compares the two). */
#include "wire.h"

#include <string.h>

void lsp_put_uint(SkBuf *b, uint64_t v) {
  char tmp[24];
  int n = (int)sizeof tmp;
  do tmp[--n] = (char)('0' + v % 10);
  while ((v /= 10) != 0);
  sk_buf_append(b, tmp + n, sizeof tmp - (size_t)n);
}

void lsp_put_int(SkBuf *b, int64_t v) {
  if (v < 0) {
    sk_buf_putc(b, '-');
    lsp_put_uint(b, (uint64_t)0 - (uint64_t)v);
  } else {
    lsp_put_uint(b, (uint64_t)v);
  }
}

/* The body of a JSON string as cJSON escapes it: " \ and the control
 * characters with a short form as \" \\ \b \f \n \r \t, the other ones
 * below 0x20 (NUL too) as \u00xx; every other byte as it is. The one JSON
 * string escaper of the server (ids.c writes ids with it). */
void lsp_put_escaped(SkBuf *b, const char *s, size_t n) {
  const unsigned char *p = (const unsigned char *)(s ? s : ""), *run = p, *end = p + n;
  for (;; p++) {
    if (p < end && *p >= 0x20 && *p != '"' && *p != '\\') continue;
    sk_buf_append(b, (const char *)run, (size_t)(p - run));
    if (p >= end) return;
    unsigned char c = *p;
    run = p + 1;
    char esc[8] = {'\\', 0};
    switch (c) {
    case '"': esc[1] = '"'; break;
    case '\\': esc[1] = '\\'; break;
    case '\b': esc[1] = 'b'; break;
    case '\f': esc[1] = 'f'; break;
    case '\n': esc[1] = 'n'; break;
    case '\r': esc[1] = 'r'; break;
    case '\t': esc[1] = 't'; break;
    default: {
      static const char hex[] = "0123456789abcdef";
      memcpy(esc + 1, "u00", 3);
      esc[4] = hex[c >> 4], esc[5] = hex[c & 15];
      sk_buf_append(b, esc, 6);
      continue;
    }
    }
    sk_buf_append(b, esc, 2);
  }
}

void lsp_put_string_n(SkBuf *b, const char *s, size_t n) {
  sk_buf_putc(b, '"');
  lsp_put_escaped(b, s, n);
  sk_buf_putc(b, '"');
}

void lsp_put_string(SkBuf *b, const char *s) {
  lsp_put_string_n(b, s, s ? strlen(s) : 0);
}
