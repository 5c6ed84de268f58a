/* iconv_web.c — iconv for the WebAssembly build (make web) and the static
 * Linux build (make static, musl) — the same interface as
 * lint/compat/iconv.h — for skellint and the libxml2 it links:
 * tools/deps/build-deps.sh (web, musl) builds this file into the deps'
 * libiconv.a with SK_ICONV_TABLES defined.
 * Emscripten's libc and musl have no CP932, the encoding skellint reads and
 * writes .bon files in: CP932 <-> UTF-8 goes through the tables of
 * cp932_table.h, which tools/web/cp932_table.c writes from glibc's CP932,
 * so that a .bon file decodes (and its fixes encode) byte for byte as on
 * Linux. Every other conversion is musl's iconv. The stops are iconv's:
 * E2BIG (the output is full), EILSEQ (an invalid or unmappable character,
 * *in left on it), EINVAL (a character cut off at the end of the input). */
#if defined __EMSCRIPTEN__ || defined SK_ICONV_TABLES
#include <errno.h>
#include <iconv.h> /* musl's: built without lint/compat on the include path */
#include <stdint.h>
#include <stdlib.h>
#include <strings.h>

#include "cp932_table.h"

enum { LIBC, CP932_TO_UTF8, UTF8_TO_CP932 };
struct sk_iconv { int kind; iconv_t libc; };

struct sk_iconv *sk_iconv_open(const char *to, const char *from);
size_t sk_iconv(struct sk_iconv *cd, char **in, size_t *inleft, char **out, size_t *outleft);
int sk_iconv_close(struct sk_iconv *cd);

static int is_cp932(const char *n) {
  return !strcasecmp(n, "CP932") || !strcasecmp(n, "WINDOWS-31J") || !strcasecmp(n, "MS932");
}
static int is_utf8(const char *n) { return !strcasecmp(n, "UTF-8") || !strcasecmp(n, "UTF8"); }

struct sk_iconv *sk_iconv_open(const char *to, const char *from) {
  struct sk_iconv c = {LIBC, (iconv_t)-1};
  if (is_cp932(from) || is_cp932(to)) {
    if (is_cp932(from) && is_utf8(to)) c.kind = CP932_TO_UTF8;
    else if (is_utf8(from) && is_cp932(to)) c.kind = UTF8_TO_CP932;
    else { errno = EINVAL; return (struct sk_iconv *)-1; }
  } else if ((c.libc = iconv_open(to, from)) == (iconv_t)-1) {
    return (struct sk_iconv *)-1;
  }
  struct sk_iconv *p = malloc(sizeof *p);
  if (!p) {
    if (c.kind == LIBC) iconv_close(c.libc);
    errno = ENOMEM;
    return (struct sk_iconv *)-1;
  }
  *p = c;
  return p;
}

int sk_iconv_close(struct sk_iconv *cd) {
  int r = cd->kind == LIBC ? iconv_close(cd->libc) : 0;
  free(cd);
  return r;
}

/* One UTF-8 character of s[0..n): its length, 0 when invalid, -1 when cut off. */
static int utf8_char(const unsigned char *s, size_t n, uint32_t *cp) {
  unsigned char c = s[0];
  if (c < 0x80) { *cp = c; return 1; }
  int len;
  unsigned char lo = 0x80, hi = 0xBF;
  if (c >= 0xC2 && c <= 0xDF) len = 2;
  else if (c >= 0xE0 && c <= 0xEF) { len = 3; if (c == 0xE0) lo = 0xA0; if (c == 0xED) hi = 0x9F; }
  else if (c >= 0xF0 && c <= 0xF4) { len = 4; if (c == 0xF0) lo = 0x90; if (c == 0xF4) hi = 0x8F; }
  else return 0;
  uint32_t v = c & (0x7F >> len);
  for (int i = 1; i < len; i++) {
    if ((size_t)i >= n) return -1;
    unsigned char t = s[i];
    if (t < (i == 1 ? lo : 0x80) || t > (i == 1 ? hi : 0xBF)) return 0;
    v = v << 6 | (t & 0x3F);
  }
  *cp = v;
  return len;
}

static int put_utf8(uint32_t cp, unsigned char *o) {
  if (cp < 0x80) { o[0] = (unsigned char)cp; return 1; }
  if (cp < 0x800) { o[0] = (unsigned char)(0xC0 | cp >> 6); o[1] = (unsigned char)(0x80 | (cp & 0x3F)); return 2; }
  o[0] = (unsigned char)(0xE0 | cp >> 12);
  o[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3F));
  o[2] = (unsigned char)(0x80 | (cp & 0x3F));
  return 3;
}

static long encode(uint32_t cp) {
  size_t lo = 0, hi = sizeof cp932_encode / sizeof cp932_encode[0];
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (cp932_encode[mid][0] < cp) lo = mid + 1;
    else hi = mid;
  }
  return lo < sizeof cp932_encode / sizeof cp932_encode[0] && cp932_encode[lo][0] == cp ? cp932_encode[lo][1] : -1;
}

size_t sk_iconv(struct sk_iconv *cd, char **in, size_t *inleft, char **out, size_t *outleft) {
  if (cd->kind == LIBC) return iconv(cd->libc, in, inleft, out, outleft);
  if (!in || !*in) return 0; /* no shift state to reset or write */
  while (*inleft > 0) {
    const unsigned char *s = (const unsigned char *)*in;
    unsigned char buf[4];
    int used, made;
    if (cd->kind == CP932_TO_UTF8) {
      uint32_t cp = cp932_single[s[0]];
      used = 1;
      if (cp == 0xFFFE) {
        if (*inleft < 2) { errno = EINVAL; return (size_t)-1; }
        cp = cp932_double[cp932_lead_index[s[0]] - 1][s[1]];
        used = 2;
      }
      if (cp == 0xFFFF) { errno = EILSEQ; return (size_t)-1; }
      made = put_utf8(cp, buf);
    } else {
      uint32_t cp;
      used = utf8_char(s, *inleft, &cp);
      if (used < 0) { errno = EINVAL; return (size_t)-1; }
      long code = used ? encode(cp) : -1;
      if (code < 0) { errno = EILSEQ; return (size_t)-1; }
      made = code > 0xFF ? 2 : 1;
      buf[0] = (unsigned char)(made == 2 ? code >> 8 : code);
      buf[1] = (unsigned char)code;
    }
    if ((size_t)made > *outleft) { errno = E2BIG; return (size_t)-1; }
    for (int i = 0; i < made; i++) (*out)[i] = (char)buf[i];
    *out += made;
    *outleft -= (size_t)made;
    *in += used;
    *inleft -= (size_t)used;
  }
  return 0;
}
#endif
