/* sniff.c — reading the first bytes of a file to tell its format (sniff.h),
 * shared by the formats' detection hooks. */
#include "sniff.h"

#include <strings.h>

const char *sk_sniff_skip_ws(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) p++;
  return p;
}

bool sk_sniff_starts_ci(const char *p, const char *end, const char *word) {
  size_t n = strlen(word);
  return (size_t)(end - p) >= n && strncasecmp(p, word, n) == 0;
}

bool sk_sniff_starts_word(const char *s, const char *e, const char *word) {
  size_t n = strlen(word);
  return (size_t)(e - s) >= n && memcmp(s, word, n) == 0;
}

bool sk_sniff_blank(char c) { return c == ' ' || c == '\t'; }

bool sk_sniff_line(const char **p, const char *end, const char **ls, const char **le) {
  while (*p < end) {
    const char *s = *p;
    const char *nl = memchr(s, '\n', (size_t)(end - s));
    const char *e = nl ? nl : end;
    *p = nl ? nl + 1 : end;
    while (s < e && (*s == ' ' || *s == '\t' || *s == '\r')) s++;
    for (const char *c = s; c + 1 < e; c++)
      if (c[0] == '/' && c[1] == '/') { e = c; break; }
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) e--;
    if (e > s) { *ls = s, *le = e; return true; }
  }
  return false;
}

bool sk_sniff_digits(const char *s, const char *e) {
  if (s == e) return false;
  for (; s < e; s++)
    if (*s < '0' || *s > '9') return false;
  return true;
}
