/* SK004 encoding
 *
 * ## What it does
 * Flags bytes that are not valid UTF-8, at the first undecodable byte of
 * each run; in RokDeBone2 `.bon` files, bytes that are neither valid UTF-8
 * nor decodable as Shift_JIS (CP932). In XML files the parser stops at the
 * first such byte, so only that one is reported. For RokDeBone2 `.bon`
 * files it also flags a UTF-8 file whose names are not plain ASCII, once,
 * at the first such name.
 *
 * ## Why is this bad?
 * A byte that decodes as nothing turns into a replacement character or
 * stops the reader, so the name it belongs to is lost. RokDeBone2 reads
 * `.bon` files as Shift_JIS: a name saved as UTF-8 (`左もも` is the bytes
 * `E5 B7 A6 E3 82 82 E3 82 82`) reaches it as different, garbled
 * characters, and the joint gets that name.
 *
 * A UTF-16 file, in any format, is reported once at its start as an
 * unsupported encoding (an error) and not checked further: read as 8-bit
 * text it would only give nonsense syntax errors (lint/document.c).
 *
 * ## Example
 * A `.bon` saved as UTF-8 by a text editor:
 * ```text
 * 0134:,0140:左もも,0139:左ひざ,
 * ```
 * Use instead: the same text saved as Shift_JIS (CP932), the encoding
 * RokDeBone2 writes.
 *
 * ## Fix
 * None: re-encoding the file is not a text edit. Save it as Shift_JIS in
 * the editor (or `iconv -f UTF-8 -t CP932`).
 */
#include "../formats/bon.h"

#include <errno.h>
#include <iconv.h>
#include <stdlib.h>

typedef struct {
  uint32_t start, end;
} Run;

/* Runs of bytes that are not valid UTF-8. */
static uint32_t utf8_runs(const char *s, size_t len, Run **out) {
  uint32_t n = 0, cap = 0;
  *out = NULL;
  for (size_t i = 0; i < len;) {
    uint32_t cp;
    size_t k = bon_utf8(s + i, len - i, &cp);
    if (!(cp == 0xFFFD && k == 1)) { i += k; continue; }
    size_t j = i + 1;
    while (j < len && (bon_utf8(s + j, len - j, &cp), cp == 0xFFFD) &&
           ((unsigned char)s[j] >= 0x80))
      j++;
    Run *r = SK_ARRAY_PUSH(*out, n, cap);
    r->start = (uint32_t)i;
    r->end = (uint32_t)j;
    i = j;
  }
  return n;
}

/* Bytes that CP932 cannot decode (one run per failure, decoding resumes
 * after the bad byte). */
static uint32_t sjis_runs(const char *s, size_t len, Run **out) {
  uint32_t n = 0, cap = 0;
  *out = NULL;
  iconv_t cd = iconv_open("UTF-8", "CP932");
  if (cd == (iconv_t)-1) return 0;
  char buf[4096];
  char *ip = (char *)s;
  size_t left = len;
  while (left > 0) {
    char *op = buf;
    size_t oleft = sizeof buf;
    if (iconv(cd, &ip, &left, &op, &oleft) != (size_t)-1) break;
    if (errno == E2BIG) continue;
    uint32_t at = (uint32_t)(ip - s);
    Run *r = SK_ARRAY_PUSH(*out, n, cap);
    r->start = at;
    /* A lead byte takes its trail byte with it when that is a trail byte. */
    unsigned char t = left >= 2 ? (unsigned char)ip[1] : 0;
    unsigned char c = (unsigned char)ip[0];
    bool lead = (c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC);
    bool trail = (t >= 0x40 && t <= 0x7E) || (t >= 0x80 && t <= 0xFC);
    r->end = at + (lead && trail ? 2 : 1);
    if (r->end > len) r->end = (uint32_t)len;
    ip += r->end - at;
    left -= r->end - at;
    iconv(cd, NULL, NULL, NULL, NULL);
  }
  iconv_close(cd);
  return n;
}

static void report_bytes(const SkContext *ctx, SkDiagSink *sink) {
  const SkSource *src = ctx->src;
  bool bon = ctx->format == SK_FORMAT_BON;
  Run *u, *j = NULL;
  uint32_t nu = utf8_runs(src->text, src->len, &u);
  /* Only RokDeBone2 reads Shift_JIS; every other format is UTF-8. */
  uint32_t nj = bon ? sjis_runs(src->text, src->len, &j) : 0;
  /* The encoding with fewer failures is the one the file was meant in. */
  bool as_sjis = nj > 0 && nj <= nu;
  Run *runs = as_sjis ? j : u;
  uint32_t n = as_sjis ? nj : nu;
  for (uint32_t i = 0; i < n; i++) {
    SkBuf hex = {0};
    for (uint32_t k = runs[i].start; k < runs[i].end && k < runs[i].start + 4; k++)
      sk_buf_printf(&hex, "%s0x%02X", k > runs[i].start ? " " : "",
                    (unsigned char)src->text[k]);
    if (runs[i].end - runs[i].start > 4) sk_buf_puts(&hex, " …");
    if (bon)
      sk_report(sink, SK_RULE_SK004, sk_span(runs[i].start, runs[i].end),
                "byte%s %s cannot be decoded as %s (and the file is not %s either); "
                "expected text in Shift_JIS (CP932), the encoding RokDeBone2 reads",
                runs[i].end - runs[i].start > 1 ? "s" : "", hex.data,
                as_sjis ? "Shift_JIS (CP932)" : "UTF-8", as_sjis ? "UTF-8" : "Shift_JIS");
    else
      sk_report(sink, SK_RULE_SK004, sk_span(runs[i].start, runs[i].end),
                "byte%s %s %s not UTF-8; expected UTF-8 text (a name written in another "
                "encoding is read as different characters)",
                runs[i].end - runs[i].start > 1 ? "s" : "", hex.data,
                runs[i].end - runs[i].start > 1 ? "are" : "is");
    sk_buf_free(&hex);
  }
  free(u);
  free(j);
}

static bool non_ascii(const SkSource *src, SkSpan s) {
  for (uint32_t i = s.start; i < s.end; i++)
    if ((unsigned char)src->text[i] >= 0x80) return true;
  return false;
}

void sk_check_encoding(const SkContext *ctx, SkDiagSink *sink) {
  const SkSource *src = ctx->src;
  if (src->encoding == SK_ENCODING_BINARY) return;
  /* XML files may declare an encoding that libxml2 decodes; the XSF
   * front-end reports a byte libxml2 could not read. */
  bool xml = ctx->format == SK_FORMAT_XSF || ctx->format == SK_FORMAT_XMF ||
             ctx->format == SK_FORMAT_XAF;
  if (src->invalid_bytes && !xml) {
    report_bytes(ctx, sink);
    return;
  }
  const BonExt *x = bon_ext(ctx);
  if (!x || src->encoding != SK_ENCODING_UTF8) return;
  const BonSerial *first = NULL;
  uint32_t count = 0;
  for (uint32_t i = 0; i < x->nserials; i++) {
    const BonSerial *s = &x->serials[i];
    if (!sk_span_valid(s->name) || !non_ascii(src, s->name)) continue;
    if (!first) first = s;
    count++;
  }
  if (!first) return;
  char *name = bon_dup(src, first->name);
  char *more = count > 1 ? sk_xasprintf(" and %u more name%s", count - 1, count > 2 ? "s" : "")
                         : sk_xstrdup("");
  sk_report(sink, SK_RULE_SK004, first->name,
            "the file is UTF-8 and the name '%s'%s %s non-ASCII characters; expected "
            "Shift_JIS (CP932): RokDeBone2 reads .bon files as Shift_JIS, so these "
            "names would be garbled",
            name, more, count > 1 ? "have" : "has");
  free(more);
  free(name);
}
