/* cal3dcfg.c — the Cal3D model file front-end: each line's key and value
 * with exact spans (cal3dcfg.h). Line by line, as the viewers read it:
 * leading blanks skipped; empty lines and lines starting with '#' ignored;
 * the key runs to the first blank, '=', tab or line end; then blanks, a
 * '=' (without one the reader reports "Invalid syntax" and stops), blanks,
 * and the value to the end of the line — a CR is cut, blanks at the end
 * are kept. Nothing here looks at the files named: that is character.c.
 * Its spec's outline hook lists the lines for editors. */
#include "../front_end.h"
#include "cal3dcfg.h"
#include "sniff.h"

#include <stdlib.h>
#include <strings.h>

static const char *const key_names[] = {
    [CFG_SCALE] = "scale",         [CFG_PATH] = "path",
    [CFG_SKELETON] = "skeleton",   [CFG_MESH] = "mesh",
    [CFG_ANIMATION] = "animation", [CFG_MATERIAL] = "material",
    [CFG_MORPHTARGET] = "morphtarget"};

const char *cfg_key_name(CfgKey k) {
  return k <= CFG_MORPHTARGET ? key_names[k] : "";
}

static CfgKey key_of(const char *s, size_t n) {
  for (int k = 0; k <= CFG_MORPHTARGET; k++)
    if (strlen(key_names[k]) == n && memcmp(key_names[k], s, n) == 0) return (CfgKey)k;
  return CFG_UNKNOWN;
}

static bool blank(char c) { return c == ' ' || c == '\t'; }

void cfg_read(const char *t, size_t len, CfgExt *x) {
  x->stop = -1;
  int32_t path = -1;
  size_t i = 0;
  if (len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0) i = 3;
  while (i < len) {
    size_t ls = i;
    while (i < len && t[i] != '\n') i++;
    size_t le = i;
    if (i < len) i++;
    if (le > ls && t[le - 1] == '\r') le--;
    /* The reader takes the line up to the first CR (or NUL). */
    const char *cr = memchr(t + ls, '\r', le - ls);
    if (cr) le = (size_t)(cr - t);
    const char *nul = memchr(t + ls, '\0', le - ls);
    if (nul) le = (size_t)(nul - t);
    size_t p = ls;
    while (p < le && blank(t[p])) p++;
    if (p == le || t[p] == '#') continue;
    CfgEntry *e = SK_ARRAY_PUSH(x->entries, x->n, x->cap);
    e->line = sk_span((uint32_t)ls, (uint32_t)le);
    size_t ks = p;
    while (p < le && !blank(t[p]) && t[p] != '=') p++;
    e->key_span = sk_span((uint32_t)ks, (uint32_t)p);
    while (p < le && blank(t[p])) p++;
    e->path = path;
    if (p >= le || t[p] != '=') {
      e->key = CFG_SYNTAX;
      e->value = sk_span((uint32_t)p, (uint32_t)p);
      if (x->stop < 0) x->stop = (int32_t)(x->n - 1);
      continue;
    }
    p++;
    while (p < le && blank(t[p])) p++;
    e->value = sk_span((uint32_t)p, (uint32_t)le);
    e->key = (uint8_t)key_of(t + ks, e->key_span.end - e->key_span.start);
    if (e->key == CFG_PATH && x->stop < 0) path = (int32_t)(x->n - 1);
  }
}

void cfg_free(CfgExt *x) {
  if (!x) return;
  free(x->entries);
  x->entries = NULL;
  x->n = x->cap = 0;
}

static void ext_free(void *p) {
  cfg_free(p);
  free(p);
}

SkModel *sk_parse_cal3dcfg(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  SkModel *m = sk_model_new(SK_FORMAT_CAL3DCFG);
  CfgExt *x = sk_xcalloc(1, sizeof *x);
  m->ext = x;
  m->ext_free = ext_free;
  cfg_read(src->text, src->len, x);
  for (uint32_t k = 0; k < x->n; k++) {
    const CfgEntry *e = &x->entries[k];
    if (e->key == CFG_SYNTAX) {
      SkSpan at = e->key_span.end > e->key_span.start ? e->key_span : e->line;
      sk_report(sink, SK_RULE_SK001, at,
                "'%.*s' is not followed by '='; expected key=value (the viewers stop reading "
                "the model file here: %s)",
                (int)(e->key_span.end - e->key_span.start), src->text + e->key_span.start,
                k + 1 < x->n ? "the lines after it are not loaded" : "nothing after it loads");
      break;
    }
    if (e->key == CFG_SCALE) {
      double v;
      SkSpan s = e->value;
      SkNumStatus st = sk_parse_double(src->text + s.start, s.end - s.start, &v);
      if (st != SK_NUM_OK)
        sk_report(sink, st == SK_NUM_NONFINITE ? SK_RULE_SK003 : SK_RULE_SK002, s,
                  "scale is '%.*s'; expected a number (the viewers read it with atof: the model "
                  "is scaled by 0)",
                  (int)(s.end - s.start), src->text + s.start);
    }
  }
  return m;
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

/* A .cfg file is a model file by its content, or none of the formats. */
static bool detect_cfg(const SkSniff *in, SkFormat *out) {
  if (strcasecmp(in->ext, ".cfg") != 0) return false;
  *out = looks_like_cal3d_cfg(in->bytes, in->end) ? SK_FORMAT_CAL3DCFG : SK_FORMAT_UNKNOWN;
  return true;
}

/* The outline (the spec's hook): each line named by its key as written
 * ("scale", "skeleton", a viewer's own key), its value the detail; the
 * lines naming files are files, the others settings. */
static void outline(SkOutliner *o) {
  const CfgExt *x = o->model->ext;
  const char *text = o->src->text;
  for (uint32_t i = 0; i < x->n; i++) {
    const CfgEntry *e = &x->entries[i];
    if (e->key == CFG_SYNTAX) continue;
    char *key = o->text(o, e->key_span);
    SkSpan v = e->value;
    while (sk_span_valid(v) && v.end > v.start && strchr(" \t\r", text[v.end - 1])) v.end--;
    char *value = o->text(o, v);
    SkSymbolKind kind = cfg_key_is_file((CfgKey)e->key) ? SK_SYMBOL_FILE : SK_SYMBOL_PROPERTY;
    o->add(o, key[0] ? key : cfg_key_name((CfgKey)e->key), value, kind, e->line, e->key_span);
    free(value);
    free(key);
  }
}

/* The format (format_spec.h): a Cal3D model file, a .cfg told by its
 * content, naming the files of one character. */
const SkFormatSpec sk_spec_cal3dcfg = {
    .format = SK_FORMAT_CAL3DCFG, .name = "cal3dcfg", .extensions = "",
    .kind = SK_KIND_CHARACTER, .syntax = SK_SYNTAX_LINES, .triggers = "",
    .detect = detect_cfg, .outline = outline, .parse = sk_parse_cal3dcfg,
};
