/* detect.c — which format a file is, by content first and extension
 * second. Extensions lie (binary Cal3D under .xsf, XCrySDen crystals under
 * .xsf, unrelated .txt and .json files), so the first meaningful bytes
 * decide whenever they can. */
#include "internal.h"
#include "formats/bonespro.h"

#include <strings.h>

static const char *skip_ws(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) p++;
  return p;
}

static bool starts_with_ci(const char *p, const char *end, const char *word) {
  size_t n = strlen(word);
  return (size_t)(end - p) >= n && strncasecmp(p, word, n) == 0;
}

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
    const char *r = skip_ws(q + n, gt);
    if (r >= gt || *r != '=') continue;
    r = skip_ws(r + 1, gt);
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

static SkFormat detect_xml(const char *p, const char *end, SkFormat by_ext) {
  for (int guard = 0; guard < 64 && p < end; guard++) {
    p = skip_ws(p, end);
    if (p >= end || *p != '<') return by_ext;
    if (starts_with_ci(p, end, "<!DOCTYPE")) {
      /* Skip an internal subset [ … ] before the closing '>'. */
      const char *q = p;
      while (q < end && *q != '[' && *q != '>') q++;
      if (q < end && *q == '[') {
        while (q < end && *q != ']') q++;
      }
      const char *gt = q < end ? memchr(q, '>', (size_t)(end - q)) : NULL;
      if (!gt) return by_ext;
      p = gt + 1;
      continue;
    }
    if (starts_with_ci(p, end, "<?")) {
      const char *gt = memchr(p, '>', (size_t)(end - p));
      if (!gt) return by_ext;
      p = gt + 1;
      continue;
    }
    if (starts_with_ci(p, end, "<!--")) {
      const char *c = p + 4, *close = NULL;
      for (; c + 2 < end; c++)
        if (c[0] == '-' && c[1] == '-' && c[2] == '>') { close = c; break; }
      if (!close) return by_ext;
      p = close + 3;
      continue;
    }
    const char *name = p + 1;
    if (starts_with_ci(name, end, "HEADER")) {
      /* The element after the HEADER says what the file is; a MAGIC that
       * disagrees with it is the file's mistake (SK403, SK408). Only a
       * HEADER alone goes by its MAGIC. */
      char magic[16];
      SkFormat by_magic = by_ext;
      if (tag_attr(name, end, "MAGIC", magic, sizeof magic)) {
        if (strcasecmp(magic, "XSF") == 0) by_magic = SK_FORMAT_XSF;
        else if (strcasecmp(magic, "XMF") == 0) by_magic = SK_FORMAT_XMF;
        else if (strcasecmp(magic, "XAF") == 0) by_magic = SK_FORMAT_XAF;
        else if (strcasecmp(magic, "XRF") == 0) by_magic = SK_FORMAT_XRF;
        else if (strcasecmp(magic, "XPF") == 0) by_magic = SK_FORMAT_XPF;
      }
      const char *gt = memchr(name, '>', (size_t)(end - name));
      SkFormat root = gt ? detect_xml(gt + 1, end, SK_FORMAT_UNKNOWN) : SK_FORMAT_UNKNOWN;
      if (root == SK_FORMAT_XAF && (by_magic == SK_FORMAT_XPF || by_ext == SK_FORMAT_XPF))
        return SK_FORMAT_XPF; /* XAF and XPF share their root */
      if (root != SK_FORMAT_UNKNOWN) return root;
      return by_magic;
    }
    if (starts_with_ci(name, end, "SKELETON") && !is_name_char(name[8]))
      return SK_FORMAT_XSF;
    if (starts_with_ci(name, end, "MESH") && !is_name_char(name[4]))
      return SK_FORMAT_XMF;
    if (starts_with_ci(name, end, "ANIMATION") && !is_name_char(name[9])) {
      /* XAF and XPF share the root: a morph track names its morph. */
      if (by_ext == SK_FORMAT_XAF || by_ext == SK_FORMAT_XPF) return by_ext;
      if (by_ext != SK_FORMAT_UNKNOWN) return by_ext;
      return mentions(name, end, "MORPHNAME") ? SK_FORMAT_XPF : SK_FORMAT_XAF;
    }
    if (starts_with_ci(name, end, "MATERIAL") && !is_name_char(name[8]))
      return by_ext == SK_FORMAT_UNKNOWN || by_ext == SK_FORMAT_XRF ? SK_FORMAT_XRF : by_ext;
    return by_ext;
  }
  return by_ext;
}

/* A Dash skeleton in JSON: an array of objects, one of which has a
 * "parentIndex" key within the first 4 KiB (the root may omit it). Other
 * JSON (package lists, configs) is left alone: a .json file is Dash only
 * by its content. */
static bool looks_like_dash_json(const char *p, const char *end) {
  if (p >= end || *p != '[') return false;
  p = skip_ws(p + 1, end);
  if (p >= end || *p != '{') return false;
  const char *stop = end - p > 4096 ? p + 4096 : end;
  int depth = 1;
  for (const char *q = p; q < stop; q++) {
    if (*q == '{' || *q == '[') {
      depth++;
    } else if (*q == '}' || *q == ']') {
      if (--depth == 0) return false;
    } else if (*q == '"') {
      const char *k = q + 1;
      for (q++; q < stop && *q != '"'; q++)
        if (*q == '\\') q++;
      if (q >= stop) return false;
      const char *c = skip_ws(q + 1, stop);
      if (depth == 2 && c < stop && *c == ':' && q - k == 11 &&
          memcmp(k, "parentIndex", 11) == 0)
        return true;
    }
  }
  return false;
}

/* The next line that is not blank or a `//` comment: [*ls, *le) without
 * blanks at either end or a trailing comment; false at the end. */
static bool meaningful_line(const char **p, const char *end, const char **ls,
                            const char **le) {
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

static bool is_count_line(const char *s, const char *e) {
  if (s == e) return false;
  for (; s < e; s++)
    if (*s < '0' || *s > '9') return false;
  return true;
}

/* LGW models and BonesPro exports are .txt files among unrelated ones:
 * an LGW model opens with MODEL "name" or EXPORT_VERSION n; a BonesPro
 * file with the counts Nb and Nv alone on their lines, then a `<bone
 * name>` and its parent (structure) or Nf and a header line such as
 * ExportMode "Bones" or the value Bones alone (animation) — or, judged by
 * the header's shape, any word there when the next two lines are header
 * lines BonesPro writes (TransformSystem and TransformRepesentation, keyed
 * or as values), so that one misspelt ExportMode (`Bonez`) is still an
 * animation, whose SK421 names the value. */
static bool starts_word(const char *s, const char *e, const char *word) {
  size_t n = strlen(word);
  return (size_t)(e - s) >= n && memcmp(s, word, n) == 0;
}

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

static SkFormat detect_txt_model(const char *p, const char *end) {
  const char *s, *e;
  if (!meaningful_line(&p, end, &s, &e)) return SK_FORMAT_UNKNOWN;
  /* LGW: MODEL "name"; EXPORT_VERSION and its number; or MODEL and an
   * unquoted word when EXPORT_VERSION follows (a line of prose that starts
   * with MODEL is not a model). */
  if (starts_word(s, e, "MODEL") && s + 5 < e && (is_blank(s[5]) || s[5] == '"')) {
    const char *q = s + 5;
    while (q < e && is_blank(*q)) q++;
    if (*q == '"') return SK_FORMAT_LGW;
    const char *s2, *e2;
    const char *p2 = p;
    return meaningful_line(&p2, end, &s2, &e2) && starts_word(s2, e2, "EXPORT_VERSION")
               ? SK_FORMAT_LGW
               : SK_FORMAT_UNKNOWN;
  }
  if (starts_word(s, e, "EXPORT_VERSION")) {
    const char *q = s + 14;
    if (q >= e || !is_blank(*q)) return SK_FORMAT_UNKNOWN;
    while (q < e && is_blank(*q)) q++;
    return q < e && *q >= '0' && *q <= '9' ? SK_FORMAT_LGW : SK_FORMAT_UNKNOWN;
  }
  if (!is_count_line(s, e)) return SK_FORMAT_UNKNOWN;
  if (!meaningful_line(&p, end, &s, &e) || !is_count_line(s, e)) return SK_FORMAT_UNKNOWN;
  if (!meaningful_line(&p, end, &s, &e)) return SK_FORMAT_UNKNOWN;
  /* Structure: the first bone's <name>, then its parent: an index or '*'. */
  if (*s == '<') {
    if (e[-1] != '>' || !meaningful_line(&p, end, &s, &e)) return SK_FORMAT_UNKNOWN;
    if (*s == '-' && e - s > 1) s++;
    return (e - s == 1 && *s == '*') || is_count_line(s, e) ? SK_FORMAT_BPSTRUCT
                                                             : SK_FORMAT_UNKNOWN;
  }
  if (!is_count_line(s, e) || !meaningful_line(&p, end, &s, &e)) return SK_FORMAT_UNKNOWN;
  /* A header key the front-end knows, or an ExportMode value alone. */
  if (bp_header_opens(s, (size_t)(e - s))) return SK_FORMAT_BPANIM;
  /* Otherwise the header's shape: a line that is not a number (a
   * misspelt key or value), then two header lines BonesPro writes. */
  if (is_count_line(s, e) || (*s == '-' && is_count_line(s + 1, e))) return SK_FORMAT_UNKNOWN;
  for (int i = 0; i < 2; i++)
    if (!meaningful_line(&p, end, &s, &e) || !bp_header_line_known(s, (size_t)(e - s)))
      return SK_FORMAT_UNKNOWN;
  return SK_FORMAT_BPANIM;
}

/* A Cal3D model file: `key=value` lines and `#` comments only, at least
 * one of them naming a file of the character (skeleton=, mesh=, …).
 * Other .cfg files (INI sections, shell-like settings) are left alone.
 * Comment and blank lines are passed over however many there are (Cal3D
 * ignores them: 64 KiB of them before the first key is still a model
 * file); what is judged is at most 200 lines or 8 KiB from the first line
 * that is not one. */
static bool looks_like_cal3d_cfg(const char *p, const char *end) {
  static const char *const keys[] = {"skeleton", "mesh", "animation", "material", "morphtarget"};
  bool file_key = false;
  int lines = 0, broken = 0; /* lines that are not key=value: a few are typos (SK001) */
  while (p < end && lines < 200) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *e = nl ? nl : end;
    const char *s = p;
    p = nl ? nl + 1 : end;
    while (s < e && (*s == ' ' || *s == '\t')) s++;
    if (s == e || *s == '\r' || *s == '#') continue;
    if (lines++ == 0 && end - s > 8192) end = s + 8192;
    const char *k = s;
    while (s < e && ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_' ||
                     (*s >= '0' && *s <= '9')))
      s++;
    size_t klen = (size_t)(s - k);
    while (s < e && (*s == ' ' || *s == '\t')) s++;
    if (klen == 0 || s >= e || *s != '=') {
      broken++;
      continue;
    }
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
      if (strlen(keys[i]) == klen && memcmp(keys[i], k, klen) == 0) file_key = true;
  }
  return file_key && broken * 2 < lines;
}

static bool is_cal3d_ext(const char *path);

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

bool sk_format_is_cal3d_xml_path(const char *path) { return is_cal3d_ext(path); }

static bool is_cal3d_ext(const char *path) {
  return sk_format_spec(sk_format_from_path(path))->syntax == SK_SYNTAX_XML;
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

SkFormat sk_detect(const char *path, const char *bytes, size_t len) {
  SkFormat by_ext = sk_format_from_path(path);
  const char *p = bytes, *end = bytes + len;
  if (len >= 4 && bytes[3] == '\0' &&
      (memcmp(bytes, "CSF", 3) == 0 || memcmp(bytes, "CMF", 3) == 0 ||
       memcmp(bytes, "CAF", 3) == 0 || memcmp(bytes, "CPF", 3) == 0 ||
       memcmp(bytes, "CRF", 3) == 0))
    return is_cal3d_ext(path) || by_ext == SK_FORMAT_UNKNOWN ? SK_FORMAT_CAL3D_BINARY : by_ext;
  /* A binary Cal3D name without the magic: Cal3D XML by its content
   * (checked as that, and SK474 says the loader would read it as binary),
   * else not Cal3D (Core Audio's .caf …). */
  if (by_ext == SK_FORMAT_CAL3D_BINARY) {
    const char *x = len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0 ? p + 3 : p;
    x = skip_ws(x, end);
    return x < end && *x == '<' ? detect_xml(x, end, SK_FORMAT_UNKNOWN) : SK_FORMAT_UNKNOWN;
  }
  if (by_ext == SK_FORMAT_DASHBIN) /* Valve's text/binary DMX shares the extension */
    return starts_with_ci(p, end, "<!-- dmx") ? SK_FORMAT_UNKNOWN : by_ext;
  int utf16 = sk_utf16_kind(bytes, len);
  if (utf16) return detect_utf16(path, bytes, len, utf16);
  if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3;
  const char *q = skip_ws(p, end);
  if (q < end && *q == '<') {
    SkFormat f = detect_xml(q, end, by_ext);
    if (f != SK_FORMAT_UNKNOWN || !is_cal3d_ext(path)) return f;
    return is_cal3d_ext(path) ? SK_FORMAT_UNKNOWN : by_ext;
  }
  if (starts_with_ci(p, end, "BoneFile") ||
      starts_with_ci(p, end, "\xEF\xBC\xA2\xEF\xBD\x8F\xEF\xBD\x8E\xEF\xBD\x85")) /* ＢｏｎｅＦｉｌｅ */
    return SK_FORMAT_BON;
  if (by_ext == SK_FORMAT_UNKNOWN && looks_like_dash_json(q, end))
    return SK_FORMAT_DASHJSON;
  if (strcasecmp(ext_of(path), ".cfg") == 0)
    return looks_like_cal3d_cfg(p, end) ? SK_FORMAT_CAL3DCFG : SK_FORMAT_UNKNOWN;
  if (by_ext == SK_FORMAT_UNKNOWN) {
    SkFormat f = detect_txt_model(p, end);
    if (f != SK_FORMAT_UNKNOWN) return f;
  }
  if (sk_format_spec(by_ext)->syntax == SK_SYNTAX_XML) {
    /* Text that is not XML under a Cal3D extension: XCrySDen's .xsf
     * (CRYSTAL, ATOMS, PRIMVEC …) or something else; an empty or
     * whitespace-only file is still checked as what its name says. */
    return q >= end ? by_ext : SK_FORMAT_UNKNOWN;
  }
  return by_ext;
}
