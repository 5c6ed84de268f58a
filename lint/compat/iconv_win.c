/* iconv_win.c — iconv over the Windows code pages (lint/compat/iconv.h),
 * for skellint.exe and for the libxml2 it links: tools/windows/build-deps.sh
 * builds this file into the deps' libiconv.a, so that an XML file declaring
 * windows-1252, Shift_JIS, GBK, Big5, KOI8-R … is decoded on Windows as
 * glibc's iconv decodes it on Linux. One character at a time through
 * MultiByteToWideChar / WideCharToMultiByte, with iconv's stops: E2BIG (the
 * output is full), EILSEQ (an invalid or unmappable character, *in left on
 * it), EINVAL (a character cut off at the end of the input). Single- and
 * double-byte code pages and UTF-8 only: a stateful encoding (ISO-2022-JP)
 * is refused at iconv_open. */
#ifdef _WIN32
#include "iconv.h"

#include <windows.h>
#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct sk_iconv { UINT from, to; };

static UINT codepage(const char *name) {
  char n[32];
  size_t i = 0;
  for (; name[i] && i < sizeof n - 1; i++) n[i] = (char)(name[i] >= 'a' && name[i] <= 'z' ? name[i] - 32 : name[i]);
  n[i] = '\0';
  static const struct { const char *name; UINT cp; } names[] = {
    {"UTF-8", CP_UTF8}, {"UTF8", CP_UTF8},
    {"SHIFT_JIS", 932}, {"SHIFT-JIS", 932}, {"SJIS", 932}, {"MS_KANJI", 932}, {"CSSHIFTJIS", 932},
    {"WINDOWS-31J", 932}, {"GBK", 936}, {"GB2312", 936}, {"BIG5", 950}, {"BIG-5", 950},
    {"KOI8-R", 20866}, {"KOI8-U", 21866}, {"US-ASCII", 20127}, {"ASCII", 20127},
    {"LATIN1", 28591}, {"MACINTOSH", 10000}, {"MAC", 10000},
  };
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
    if (!strcmp(n, names[k].name)) return names[k].cp;
  if (!strncmp(n, "ISO-8859-", 9) || !strncmp(n, "ISO8859-", 8)) {
    int part = atoi(n + (n[3] == '-' ? 9 : 8));
    return part >= 1 && part <= 16 ? (UINT)(28590 + part) : 0;
  }
  if (!strncmp(n, "CP", 2) && n[2] >= '0' && n[2] <= '9') return (UINT)atoi(n + 2);
  if (!strncmp(n, "WINDOWS-", 8)) return (UINT)atoi(n + 8);
  return 0;
}

/* UTF-8, or a code page of one or two bytes a character. */
static bool usable(UINT cp) {
  CPINFO info;
  return cp == CP_UTF8 || (IsValidCodePage(cp) && GetCPInfo(cp, &info) && info.MaxCharSize <= 2);
}

iconv_t sk_iconv_open(const char *to, const char *from) {
  UINT t = codepage(to), f = codepage(from);
  if (!t || !f || !usable(t) || !usable(f)) return errno = EINVAL, (iconv_t)-1;
  iconv_t cd = malloc(sizeof *cd);
  if (!cd) return errno = ENOMEM, (iconv_t)-1;
  cd->from = f, cd->to = t;
  return cd;
}

int sk_iconv_close(iconv_t cd) {
  free(cd);
  return 0;
}

/* The length of the character at p in code page cp, 0 when the bytes
 * cannot start one, or (size_t)-1 when it is cut off. */
static size_t char_len(UINT cp, const unsigned char *p, size_t left) {
  size_t n = 1;
  if (cp == CP_UTF8) {
    n = p[0] < 0x80 ? 1 : p[0] >= 0xC2 && p[0] <= 0xDF ? 2 : p[0] >= 0xE0 && p[0] <= 0xEF ? 3
      : p[0] >= 0xF0 && p[0] <= 0xF4 ? 4 : 0;
  } else if (IsDBCSLeadByteEx(cp, p[0])) {
    n = 2;
  }
  if (n > left) return (size_t)-1;
  return n;
}

size_t sk_iconv(iconv_t cd, char **in, size_t *inleft, char **out, size_t *outleft) {
  if (!in || !*in) return 0; /* no shift state */
  while (*inleft) {
    const unsigned char *p = (const unsigned char *)*in;
    size_t n = char_len(cd->from, p, *inleft);
    if (n == (size_t)-1) return errno = EINVAL, (size_t)-1;
    wchar_t w[4];
    int wn = n ? MultiByteToWideChar(cd->from, MB_ERR_INVALID_CHARS, (const char *)p, (int)n, w, 4) : 0;
    if (wn <= 0) return errno = EILSEQ, (size_t)-1;
    char buf[16];
    BOOL lossy = FALSE;
    int bn = cd->to == CP_UTF8
                 ? WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, w, wn, buf, sizeof buf, NULL, NULL)
                 : WideCharToMultiByte(cd->to, WC_NO_BEST_FIT_CHARS, w, wn, buf, sizeof buf, NULL, &lossy);
    if (bn <= 0 || lossy) return errno = EILSEQ, (size_t)-1;
    if ((size_t)bn > *outleft) return errno = E2BIG, (size_t)-1;
    memcpy(*out, buf, (size_t)bn);
    *out += bn, *outleft -= (size_t)bn;
    *in += n, *inleft -= n;
  }
  return 0;
}
#endif
