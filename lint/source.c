/* source.c — a document's text: its bytes, encoding, line index, and the
 * conversion between byte offsets and line/column in Unicode characters,
 * UTF-16 code units or UTF-8 bytes.
 *
 * The text is always UTF-8: a file that is not valid UTF-8 is decoded as
 * Shift_JIS (CP932) when the caller asks, and re-encoded on the way out
 * (sk_source_encode), so fixes keep the file's own encoding. */
#include "report.h"

#include <errno.h>
#include <iconv.h>
#include <stdlib.h>

uint32_t sk_utf8_decode(const char *str, size_t avail, size_t *len) {
  const unsigned char *s = (const unsigned char *)str;
  *len = 0;
  if (avail == 0) return 0;
  unsigned c = s[0];
  if (c < 0x80) return *len = 1, c;
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
  *len = n;
  return cp;
}

size_t sk_utf8_seq(const char *s, size_t avail) {
  size_t n;
  sk_utf8_decode(s, avail, &n);
  return n;
}

bool sk_utf8_valid(const char *s, size_t len) {
  const unsigned char *p = (const unsigned char *)s;
  for (size_t i = 0; i < len;) {
    /* Runs of ASCII, eight bytes at a time. */
    uint64_t w;
    while (i + 8 <= len && (memcpy(&w, p + i, 8), (w & 0x8080808080808080u) == 0)) i += 8;
    if (i >= len) break;
    if (p[i] < 0x80) { i++; continue; }
    size_t n = sk_utf8_seq(s + i, len - i);
    if (!n) return false;
    i += n;
  }
  return true;
}

/* Converts with iconv; returns NULL if any byte cannot be converted. */
static char *convert(const char *to, const char *from, const char *in,
                     size_t len, size_t *out_len) {
  iconv_t cd = iconv_open(to, from);
  if (cd == (iconv_t)-1) return NULL;
  size_t cap = len * 2 + 16, used = 0;
  char *out = sk_xmalloc(cap);
  char *ip = (char *)in;
  size_t ileft = len;
  while (ileft > 0) {
    char *op = out + used;
    size_t oleft = cap - used - 1;
    size_t r = iconv(cd, &ip, &ileft, &op, &oleft);
    used = (size_t)(op - out);
    if (r == (size_t)-1) {
      if (errno == E2BIG) {
        cap *= 2;
        out = sk_xrealloc(out, cap);
        continue;
      }
      free(out);
      iconv_close(cd);
      return NULL;
    }
  }
  iconv_close(cd);
  out[used] = '\0';
  *out_len = used;
  return out;
}

char *sk_utf8_sanitize(const char *s, size_t len) {
  SkBuf b = {0};
  for (size_t i = 0; i < len;) {
    size_t n = sk_utf8_seq(s + i, len - i);
    if (n == 0 || (n == 1 && s[i] == 0)) {
      sk_buf_puts(&b, "\xEF\xBF\xBD"); /* U+FFFD */
      i++;
    } else {
      sk_buf_append(&b, s + i, n);
      i += n;
    }
  }
  return sk_buf_take(&b);
}

static void build_lines(SkSource *src) {
  free(src->line_starts);
  size_t cap = 64, n = 0;
  uint32_t *ls = sk_xmalloc(cap * sizeof *ls);
  ls[n++] = 0;
  const char *t = src->text;
  for (const char *p = t, *end = t + src->len;
       (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) {
    if (n == cap) cap *= 2, ls = sk_xrealloc(ls, cap * sizeof *ls);
    ls[n++] = (uint32_t)(p - t + 1);
  }
  src->line_starts = ls;
  src->nlines = (uint32_t)n;
}

/* The line index after [start, end) of the old text became `with`: line
 * starts up to the edit stay, those inside it go, the inserted text's are
 * added, and the rest move by the change in length. */
static void update_lines(SkSource *src, uint32_t start, uint32_t end, const char *with,
                         size_t with_len) {
  uint32_t *ls = src->line_starts;
  uint32_t n = src->nlines;
  /* first: the first line start after `start`; past: the first after `end`. */
  uint32_t first = sk_source_line_of(src, start) + 1, past = first;
  while (past < n && ls[past] <= end) past++;
  uint32_t added = 0;
  for (size_t i = 0; i < with_len; i++) added += with[i] == '\n';
  uint32_t nn = n - (past - first) + added;
  if (nn > n) ls = sk_xrealloc(ls, nn * sizeof *ls);
  memmove(ls + first + added, ls + past, (n - past) * sizeof *ls);
  int64_t delta = (int64_t)with_len - (int64_t)(end - start);
  for (uint32_t i = first + added; i < nn; i++) ls[i] = (uint32_t)((int64_t)ls[i] + delta);
  uint32_t k = first;
  for (size_t i = 0; i < with_len; i++)
    if (with[i] == '\n') ls[k++] = start + (uint32_t)i + 1;
  src->line_starts = ls;
  src->nlines = nn;
}

SkSource *sk_source_new(const char *path, const char *bytes, size_t len,
                        bool try_sjis) {
  if (len >= UINT32_MAX) return NULL;
  return sk_source_adopt(path, sk_xstrndup(bytes, len), len, try_sjis);
}

SkSource *sk_source_adopt(const char *path, char *bytes, size_t len,
                          bool try_sjis) {
  if (len >= UINT32_MAX) {
    free(bytes);
    return NULL;
  }
  bytes = sk_xrealloc(bytes, len + 1);
  bytes[len] = '\0';
  SkSource *src = sk_xcalloc(1, sizeof *src);
  src->path = sk_xstrdup(path ? path : "");
  src->raw = bytes;
  src->raw_len = len;
  src->encoding = SK_ENCODING_UTF8;
  src->had_bom = len >= 3 && memcmp(bytes, "\xEF\xBB\xBF", 3) == 0;
  if (sk_utf8_valid(bytes, len)) {
    src->text = src->raw;
    src->len = len;
  } else {
    size_t out_len = 0;
    char *dec = try_sjis ? convert("UTF-8", "CP932", bytes, len, &out_len) : NULL;
    if (dec && memchr(dec, '\0', out_len) == NULL) {
      src->text = dec;
      src->len = out_len;
      src->encoding = SK_ENCODING_SHIFT_JIS;
    } else {
      free(dec);
      src->text = src->raw;
      src->len = len;
      src->invalid_bytes = true;
    }
  }
  build_lines(src);
  return src;
}

SkSource *sk_source_new_binary(const char *path, const char *bytes, size_t len) {
  if (len >= UINT32_MAX) return NULL;
  return sk_source_adopt_binary(path, sk_xstrndup(bytes, len), len);
}

SkSource *sk_source_adopt_binary(const char *path, char *bytes, size_t len) {
  if (len >= UINT32_MAX) {
    free(bytes);
    return NULL;
  }
  SkSource *src = sk_xcalloc(1, sizeof *src);
  src->path = sk_xstrdup(path ? path : "");
  src->raw = bytes;
  src->raw_len = len;
  src->text = src->raw;
  src->len = len;
  src->encoding = SK_ENCODING_BINARY;
  src->line_starts = sk_xmalloc(sizeof(uint32_t));
  src->line_starts[0] = 0;
  src->nlines = 1;
  return src;
}

void sk_source_free(SkSource *src) {
  if (!src) return;
  if (src->text != src->raw) free(src->text);
  free(src->raw);
  free(src->path);
  free(src->line_starts);
  free(src);
}

bool sk_source_replace(SkSource *src, uint32_t start, uint32_t end,
                       const char *with, size_t with_len) {
  if (start > end || end > src->len) return false;
  size_t nlen = src->len - (end - start) + with_len;
  if (nlen >= UINT32_MAX) return false;
  char *t = sk_xmalloc(nlen + 1);
  memcpy(t, src->text, start);
  memcpy(t + start, with, with_len);
  memcpy(t + start + with_len, src->text + end, src->len - end);
  t[nlen] = '\0';
  if (src->text != src->raw) free(src->text);
  /* After an edit the text is the truth; raw keeps the original bytes
   * only for encoding decisions. */
  src->text = t;
  src->len = nlen;
  update_lines(src, start, end, with, with_len);
  return true;
}

void sk_source_settle(SkSource *src) {
  if (src->encoding == SK_ENCODING_BINARY) return;
  if (src->raw != src->text) free(src->raw);
  src->raw = src->text;
  src->raw_len = src->len;
  src->encoding = SK_ENCODING_UTF8;
  src->had_bom = src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0;
  src->invalid_bytes = !sk_utf8_valid(src->text, src->len);
}

uint32_t sk_source_line_of(const SkSource *src, uint32_t offset) {
  if (offset > src->len) offset = (uint32_t)src->len;
  uint32_t lo = 0, hi = src->nlines;
  while (hi - lo > 1) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (src->line_starts[mid] <= offset) lo = mid;
    else hi = mid;
  }
  return lo;
}

SkSpan sk_source_line_span(const SkSource *src, uint32_t line) {
  if (line >= src->nlines) return sk_span((uint32_t)src->len, (uint32_t)src->len);
  uint32_t start = src->line_starts[line];
  uint32_t end = line + 1 < src->nlines ? src->line_starts[line + 1] : (uint32_t)src->len;
  if (end > start && src->text[end - 1] == '\n') end--;
  if (end > start && src->text[end - 1] == '\r') end--;
  return sk_span(start, end);
}

size_t sk_source_char_at(const SkSource *src, size_t i, size_t *units,
                         SkColumnUnit unit) {
  const unsigned char *p = (const unsigned char *)src->text + i;
  size_t n = src->encoding == SK_ENCODING_BINARY ? 1 : sk_utf8_seq((const char *)p, src->len - i);
  if (n == 0) n = 1; /* an invalid byte counts as one character */
  switch (unit) {
  case SK_COLUMN_UTF8: *units = n; break;
  case SK_COLUMN_UTF16: *units = n == 4 ? 2 : 1; break;
  default: *units = 1; break;
  }
  return n;
}

SkPosition sk_source_position(const SkSource *src, uint32_t offset,
                              SkColumnUnit unit) {
  if (offset > src->len) offset = (uint32_t)src->len;
  SkPosition pos;
  pos.line = sk_source_line_of(src, offset);
  size_t i = src->line_starts[pos.line];
  uint32_t col = 0;
  if (unit == SK_COLUMN_UTF8 || src->encoding == SK_ENCODING_BINARY) {
    col = offset - (uint32_t)i;
  } else {
    while (i < offset) {
      size_t units;
      i += sk_source_char_at(src, i, &units, unit);
      col += (uint32_t)units;
    }
  }
  pos.column = col;
  return pos;
}

uint32_t sk_source_offset(const SkSource *src, SkPosition pos,
                          SkColumnUnit unit) {
  if (pos.line >= src->nlines) return (uint32_t)src->len;
  SkSpan line = sk_source_line_span(src, pos.line);
  size_t i = line.start;
  uint32_t col = 0;
  while (i < line.end && col < pos.column) {
    size_t units;
    size_t n = sk_source_char_at(src, i, &units, unit);
    if (col + units > pos.column) break; /* inside a character: snap back */
    i += n;
    col += (uint32_t)units;
  }
  return (uint32_t)i;
}

SkEol sk_source_eol(const SkSource *src) {
  bool lf = false, crlf = false;
  for (uint32_t l = 1; l < src->nlines; l++) {
    uint32_t nl = src->line_starts[l] - 1;
    if (nl > 0 && src->text[nl - 1] == '\r') crlf = true;
    else lf = true;
  }
  if (lf && crlf) return SK_EOL_MIXED;
  return crlf ? SK_EOL_CRLF : lf ? SK_EOL_LF : SK_EOL_NONE;
}

char *sk_source_encode(const SkSource *src, const char *utf8, size_t len,
                       size_t *out_len) {
  if (src->encoding == SK_ENCODING_SHIFT_JIS)
    return convert("CP932", "UTF-8", utf8, len, out_len);
  *out_len = len;
  return sk_xstrndup(utf8, len);
}

SkSpan sk_source_whole_lines(const SkSource *src, SkSpan s) {
  uint32_t a = s.start, b = s.end;
  while (a > 0 && (src->text[a - 1] == ' ' || src->text[a - 1] == '\t')) a--;
  uint32_t e = b;
  while (e < src->len && (src->text[e] == ' ' || src->text[e] == '\t')) e++;
  bool line_start = a == 0 || src->text[a - 1] == '\n';
  bool line_end = e >= src->len || src->text[e] == '\r' || src->text[e] == '\n';
  if (!line_start || !line_end) return s;
  if (e < src->len && src->text[e] == '\r') e++;
  if (e < src->len && src->text[e] == '\n') e++;
  return sk_span(a, e);
}
