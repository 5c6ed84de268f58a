/* cal3d_detect.c — how Cal3D's files are told by their bytes (the
 * detection hooks of the Cal3D specs, format_spec.h): binary files by their
 * magic, XML files by their root element (a HEADER's MAGIC only when no
 * root follows); what a binary file is (its magic); and SK006, a binary
 * file under an XML name. */
#include "cal3d.h"
#include "sniff.h"

#include <strings.h>

static bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.' || c == ':';
}

/* The value of attribute `attr` (case-insensitive) inside the tag at p. */
static bool tag_attr(const char *p, const char *end, const char *attr,
                     char *val, size_t cap) {
  const char *gt = memchr(p, '>', (size_t)(end - p));
  if (!gt) gt = end;
  size_t n = strlen(attr);
  for (const char *q = p; q + n < gt; q++) {
    if (strncasecmp(q, attr, n) != 0 || is_name_char(q[-1])) continue;
    const char *r = sk_sniff_skip_ws(q + n, gt);
    if (r >= gt || *r != '=') continue;
    r = sk_sniff_skip_ws(r + 1, gt);
    if (r >= gt || (*r != '"' && *r != '\'')) continue;
    char quote = *r++;
    size_t i = 0;
    while (r < gt && *r != quote && i + 1 < cap) val[i++] = *r++;
    val[i] = '\0';
    return true;
  }
  return false;
}

/* Whether `word` appears (any case) within the first 4 KiB from p. */
static bool mentions(const char *p, const char *end, const char *word) {
  size_t n = strlen(word);
  const char *stop = end - p > 4096 ? p + 4096 : end;
  for (const char *q = p; q + n <= stop; q++)
    if (strncasecmp(q, word, n) == 0) return true;
  return false;
}

/* The format a HEADER's MAGIC names, else by_ext. */
static SkFormat by_magic(const char *name, const char *end, SkFormat by_ext) {
  static const struct { const char *magic; SkFormat f; } magics[] = {
      {"XSF", SK_FORMAT_XSF}, {"XMF", SK_FORMAT_XMF}, {"XAF", SK_FORMAT_XAF},
      {"XRF", SK_FORMAT_XRF}, {"XPF", SK_FORMAT_XPF},
  };
  char magic[16];
  if (!tag_attr(name, end, "MAGIC", magic, sizeof magic)) return by_ext;
  for (size_t i = 0; i < sizeof magics / sizeof *magics; i++)
    if (strcasecmp(magic, magics[i].magic) == 0) return magics[i].f;
  return by_ext;
}

/* Past a declaration, processing instruction or comment at p; NULL when it
 * does not end. */
static const char *past_prolog_item(const char *p, const char *end) {
  if (sk_sniff_starts_ci(p, end, "<!DOCTYPE")) {
    /* Skip an internal subset [ … ] before the closing '>'. */
    const char *q = p;
    while (q < end && *q != '[' && *q != '>') q++;
    if (q < end && *q == '[') {
      while (q < end && *q != ']') q++;
    }
    const char *gt = q < end ? memchr(q, '>', (size_t)(end - q)) : NULL;
    return gt ? gt + 1 : NULL;
  }
  if (sk_sniff_starts_ci(p, end, "<?")) {
    const char *gt = memchr(p, '>', (size_t)(end - p));
    return gt ? gt + 1 : NULL;
  }
  for (const char *c = p + 4; c + 2 < end; c++)
    if (c[0] == '-' && c[1] == '-' && c[2] == '>') return c + 3;
  return NULL;
}

static SkFormat detect_xml(const char *p, const char *end, SkFormat by_ext) {
  for (int guard = 0; guard < 64 && p < end; guard++) {
    p = sk_sniff_skip_ws(p, end);
    if (p >= end || *p != '<') return by_ext;
    if (sk_sniff_starts_ci(p, end, "<!DOCTYPE") || sk_sniff_starts_ci(p, end, "<?") ||
        sk_sniff_starts_ci(p, end, "<!--")) {
      p = past_prolog_item(p, end);
      if (!p) return by_ext;
      continue;
    }
    const char *name = p + 1;
    if (sk_sniff_starts_ci(name, end, "HEADER")) {
      /* The element after the HEADER says what the file is; a MAGIC that
       * disagrees with it is the file's mistake (SK403, SK408). Only a
       * HEADER alone goes by its MAGIC. */
      SkFormat magic = by_magic(name, end, by_ext);
      const char *gt = memchr(name, '>', (size_t)(end - name));
      SkFormat root = gt ? detect_xml(gt + 1, end, SK_FORMAT_UNKNOWN) : SK_FORMAT_UNKNOWN;
      if (root == SK_FORMAT_XAF && (magic == SK_FORMAT_XPF || by_ext == SK_FORMAT_XPF))
        return SK_FORMAT_XPF; /* XAF and XPF share their root */
      if (root != SK_FORMAT_UNKNOWN) return root;
      return magic;
    }
    if (sk_sniff_starts_ci(name, end, "SKELETON") && !is_name_char(name[8]))
      return SK_FORMAT_XSF;
    if (sk_sniff_starts_ci(name, end, "MESH") && !is_name_char(name[4]))
      return SK_FORMAT_XMF;
    if (sk_sniff_starts_ci(name, end, "ANIMATION") && !is_name_char(name[9])) {
      /* XAF and XPF share the root: a morph track names its morph. */
      if (by_ext != SK_FORMAT_UNKNOWN) return by_ext;
      return mentions(name, end, "MORPHNAME") ? SK_FORMAT_XPF : SK_FORMAT_XAF;
    }
    if (sk_sniff_starts_ci(name, end, "MATERIAL") && !is_name_char(name[8]))
      return by_ext == SK_FORMAT_UNKNOWN || by_ext == SK_FORMAT_XRF ? SK_FORMAT_XRF : by_ext;
    return by_ext;
  }
  return by_ext;
}

/* Text opening with '<' is XML: Cal3D's by its root, else what its name
 * says (which then reports it), or nothing. */
bool sk_detect_cal3d_xml(const SkSniff *in, SkFormat *out) {
  if (in->first >= in->end || *in->first != '<') return false;
  *out = detect_xml(in->first, in->end, in->by_ext);
  return true;
}

static const char *const bin_magics[] = {"CSF", "CMF", "CAF", "CPF", "CRF"};

/* A binary magic, under a Cal3D name or none: binary Cal3D (under an XML
 * one, SK006 says Cal3D would read it as XML); under another format's name,
 * that format. A binary Cal3D name without the magic: Cal3D XML by its
 * content (checked as that, and SK474 says the loader would read it as
 * binary), else not Cal3D (Core Audio's .caf …). */
bool sk_detect_cal3d_bin(const SkSniff *in, SkFormat *out) {
  const char *p = in->bytes, *end = in->end;
  if (end - p >= 4 && p[3] == '\0')
    for (size_t i = 0; i < sizeof bin_magics / sizeof *bin_magics; i++)
      if (memcmp(p, bin_magics[i], 3) == 0) {
        *out = in->named->syntax == SK_SYNTAX_XML || in->by_ext == SK_FORMAT_UNKNOWN
                   ? SK_FORMAT_CAL3D_BINARY
                   : in->by_ext;
        return true;
      }
  if (in->by_ext != SK_FORMAT_CAL3D_BINARY) return false;
  const char *x = end - p >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0 ? p + 3 : p;
  x = sk_sniff_skip_ws(x, end);
  *out = x < end && *x == '<' ? detect_xml(x, end, SK_FORMAT_UNKNOWN) : SK_FORMAT_UNKNOWN;
  return true;
}

SkFormatKind sk_cal3d_bin_kind_of(const SkSource *src) {
  static const SkFormatKind kinds[] = {SK_KIND_SKELETON, SK_KIND_MESH, SK_KIND_ANIMATION,
                                       SK_KIND_MORPH_ANIMATION, SK_KIND_MATERIAL};
  if (!src || src->raw_len < 4) return SK_KIND_NONE;
  for (size_t i = 0; i < sizeof bin_magics / sizeof *bin_magics; i++)
    if (memcmp(src->raw, bin_magics[i], 4) == 0) return kinds[i];
  return SK_KIND_NONE;
}

/* Under an XML extension Cal3D's loader reads it as XML (it picks its
 * reader by the extension): say so, then check it as what it is. */
void sk_cal3d_bin_name_check(const SkSource *src, const SkFormatSpec *named, SkDiagSink *sink) {
  if (named->syntax != SK_SYNTAX_XML) return;
  char magic[4] = {src->raw[0], src->raw[1], src->raw[2], 0};
  sk_report(sink, SK_RULE_SK006, sk_span(0, src->raw_len < 4 ? (uint32_t)src->raw_len : 4),
            "this is a binary Cal3D file (magic '%s\\0') under an XML "
            "extension; checked as binary",
            magic);
}
