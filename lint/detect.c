/* detect.c — which format a file is, by content first and extension
 * second. Extensions lie (binary Cal3D under .xsf, XCrySDen crystals under
 * .xsf, unrelated .txt and .json files), so the first meaningful bytes
 * decide whenever they can. How a format's bytes look is its spec's
 * (SkFormatSpec.detect, in lint/formats/): this file asks the table's
 * hooks in their stages, reads UTF-16 as its ASCII, and falls back on the
 * extension. */
#include "check_layer.h"
#include "formats/sniff.h"

#include <strings.h>


static const char *ext_of(const char *path) {
  if (!path) return "";
  const char *dot = strrchr(sk_path_base(path), '.');
  return dot ? dot : "";
}

bool sk_path_is_cfg(const char *path) { return strcasecmp(ext_of(path), ".cfg") == 0; }

bool sk_detect_undecided(const char *path, const char *bytes, size_t len) {
  if (!sk_path_is_cfg(path)) return false;
  /* Only blank and comment lines so far (a byte-order mark first). */
  const char *p = bytes, *end = bytes + len;
  if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3;
  while (p < end) {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) p++;
    if (p == end) break;
    if (*p != '#') return false;
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl) return true; /* a comment cut off by the end of the prefix */
    p = nl + 1;
  }
  return len > 0;
}

/* Whether the space-separated list `exts` holds extension e (any case). */
static bool lists_ext(const char *exts, const char *e) {
  size_t n = strlen(e);
  for (const char *p = exts; n && *p;) {
    const char *sp = strchr(p, ' ');
    size_t k = sp ? (size_t)(sp - p) : strlen(p);
    if (k == n && strncasecmp(p, e, n) == 0) return true;
    p += k + (sp != NULL);
  }
  return false;
}

SkFormat sk_format_from_path(const char *path) {
  const char *e = ext_of(path);
  const SkFormatSpec *s;
  for (size_t i = 0; (s = sk_format_spec_at(i)); i++)
    if (s->extensions && lists_ext(s->extensions, e)) return s->format;
  return SK_FORMAT_UNKNOWN;
}


static bool text_byte(unsigned char c) {
  return (c >= 0x20 && c < 0x7F) || c == '\t' || c == '\r' || c == '\n';
}

int sk_utf16_kind(const char *bytes, size_t len) {
  const unsigned char *b = (const unsigned char *)bytes;
  if (len >= 2 && b[0] == 0xFF && b[1] == 0xFE) return 'L';
  if (len >= 2 && b[0] == 0xFE && b[1] == 0xFF) return 'B';
  /* No byte-order mark: two ASCII characters as UTF-16 units. */
  if (len >= 4 && text_byte(b[0]) && b[1] == 0 && text_byte(b[2]) && b[3] == 0) return 'L';
  if (len >= 4 && b[0] == 0 && text_byte(b[1]) && b[2] == 0 && text_byte(b[3])) return 'B';
  return 0;
}

/* A UTF-16 file is detected by its ASCII content (first 4 KiB), so that it
 * reaches its format's check and gets the encoding diagnostic there
 * (document.c) instead of being called unknown. */
static SkFormat detect_utf16(const char *path, const char *bytes, size_t len,
                             int kind) {
  const unsigned char *b = (const unsigned char *)bytes;
  char ascii[2048];
  size_t i = len >= 2 && (b[0] == 0xFF || b[0] == 0xFE) ? 2 : 0, n = 0;
  for (; i + 1 < len && n < sizeof ascii; i += 2) {
    unsigned u = kind == 'L' ? b[i] | b[i + 1] << 8 : b[i] << 8 | b[i + 1];
    ascii[n++] = u > 0 && u < 0x80 ? (char)u : '?';
  }
  return sk_detect(path, ascii, n);
}

/* The first hook of a stage whose bytes decide; false when none does. */
static bool ask_stage(SkDetectStage stage, SkSniff *in, SkFormat *out) {
  in->first = sk_sniff_skip_ws(in->bytes, in->end);
  const SkFormatSpec *s;
  for (size_t i = 0; (s = sk_format_spec_at(i)); i++)
    if (s->detect && s->detect_stage == stage && s->detect(in, out)) return true;
  return false;
}

SkFormat sk_detect(const char *path, const char *bytes, size_t len) {
  SkFormat by_ext = sk_format_from_path(path), f;
  SkSniff in = {.path = path, .ext = ext_of(path), .by_ext = by_ext,
                .named = sk_format_spec(by_ext), .bytes = bytes, .end = bytes + len};
  if (ask_stage(SK_DETECT_BYTES, &in, &f)) return f;
  int utf16 = sk_utf16_kind(bytes, len);
  if (utf16) return detect_utf16(path, bytes, len, utf16);
  if (len >= 3 && memcmp(bytes, "\xEF\xBB\xBF", 3) == 0) in.bytes += 3;
  if (ask_stage(SK_DETECT_TEXT, &in, &f) || ask_stage(SK_DETECT_TEXT_LATE, &in, &f)) return f;
  if (in.named->syntax == SK_SYNTAX_XML) {
    /* Text that is not XML under a Cal3D extension: XCrySDen's .xsf
     * (CRYSTAL, ATOMS, PRIMVEC …) or something else; an empty or
     * whitespace-only file is still checked as what its name says. */
    return in.first >= in.end ? by_ext : SK_FORMAT_UNKNOWN;
  }
  return by_ext;
}
