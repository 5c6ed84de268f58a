/* keywords.c — completion of keywords and fixed values: the choice of
 * format (the item each makes: keyword_item.c), and the line formats —
 * RokDeBone2 .bon (the header on line 0, section keywords at a line's
 * start), LGW (the keywords the enclosing block allows at a line's start,
 * the fixed words of LINK_TYPE, TYPE, GROUP and U_WRAP) and BonesPro
 * animation files (the header keys at a line's start, their documented
 * values after them; in a header of values alone, the values of the key
 * whose turn it is). The words come from the front-ends (bon.h, lgw.h,
 * bonespro.h); where the place is in the file (section, block, which
 * header lines exist) comes from what they recorded in the model. */
#include "features.h"

#include "../lint/formats/bon.h"
#include "../lint/formats/bonespro.h"
#include "../lint/formats/lgw.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_word(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

/* The cursor's line as the line formats see it. */
typedef struct {
  SkSpan line;     /* without its end */
  uint32_t first;  /* its first character that is not a blank */
  uint32_t word;   /* where the word the cursor ends starts */
  uint32_t word_end; /* and where it ends */
} Line;

/* Whether the word the cursor ends can be a keyword: data (serials,
 * numbers) starts with a digit. */
static bool keyword_like(const SkSource *src, const Line *l, uint32_t off) {
  char c = src->text[l->word];
  return l->word == off || !(c >= '0' && c <= '9');
}

/* Fills *l; false when `off` is not within its line's text (in a line
 * ending). */
static bool line_at(const SkSource *src, uint32_t off, Line *out) {
  const char *t = src->text;
  Line l;
  l.line = sk_source_line_span(src, sk_source_line_of(src, off));
  if (off < l.line.start || off > l.line.end) return false;
  l.first = l.line.start;
  while (l.first < off && is_blank(t[l.first])) l.first++;
  l.word = off;
  while (l.word > l.line.start && is_word(t[l.word - 1])) l.word--;
  l.word_end = off;
  while (l.word_end < l.line.end && is_word(t[l.word_end])) l.word_end++;
  *out = l;
  return true;
}

/* ---- RokDeBone2 .bon ---- */

static void bon_keyword(LspKeywords *k, BonKeywordKind kind, const char *detail) {
  lsp_keyword_item(k, bon_keyword_text(kind), LSP_KIND_KEYWORD, detail, NULL);
}

static bool bon_keywords(LspKeywords *k, const BonExt *x, uint32_t off) {
  const SkSource *src = k->src;
  Line l;
  if (!line_at(src, off, &l)) return false;
  if (l.line.start == 0) {
    /* The header: the whole first line (after a byte-order mark). */
    uint32_t start = src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    if (off < start) return false;
    k->replace = sk_span(start, l.line.end);
    lsp_keyword_item(k, bon_canonical_header(BON_TYPE_MIXED), LSP_KIND_KEYWORD,
                     "header: every line a chain of serial:name", NULL);
    lsp_keyword_item(k, bon_canonical_header(BON_TYPE_SEPARATED), LSP_KIND_KEYWORD,
                     "header: NAMEPART and TREEPART sections", NULL);
    return true;
  }
  /* Keywords stand alone at the start of their line. */
  if (l.word != l.line.start || !keyword_like(src, &l, off)) return false;
  k->replace = sk_span(l.word, l.word_end);
  if (!x || x->declared != BON_TYPE_MIXED) {
    BonSection sec = x ? bon_section_at(x, l.line.start) : BON_SEC_NONE;
    if (sec == BON_SEC_NAME) bon_keyword(k, BON_KW_NAMEPART_END, "ends the NAMEPART section");
    if (sec == BON_SEC_TREE) bon_keyword(k, BON_KW_TREEPART_END, "ends the TREEPART section");
    if (sec == BON_SEC_NONE && !(x && x->has_namepart))
      bon_keyword(k, BON_KW_NAMEPART_START, "section of serial:name lines");
    if (sec == BON_SEC_NONE && !(x && x->has_treepart))
      bon_keyword(k, BON_KW_TREEPART_START, "section of parent,child,… lines");
  }
  if (!(x && x->relative))
    bon_keyword(k, BON_KW_RELATIVE, "serials relative to the first joint's");
  return true;
}

/* ---- LGW ---- */

/* The number of arguments (quoted names count as one) in [from, to). */
static uint32_t count_args(const char *t, uint32_t from, uint32_t to) {
  uint32_t n = 0;
  for (uint32_t i = from; i < to;) {
    if (is_blank(t[i])) { i++; continue; }
    if (t[i] == '"') {
      i++;
      while (i < to && t[i] != '"') i++;
      i++;
    } else {
      while (i < to && !is_blank(t[i])) i++;
    }
    n++;
  }
  return n;
}

static bool lgw_keywords(LspKeywords *k, const LgwExt *x, uint32_t off) {
  const char *t = k->src->text;
  Line l;
  if (!line_at(k->src, off, &l)) return false;
  k->replace = sk_span(l.word, l.word_end);
  if (l.word == l.first) {
    if (!keyword_like(k->src, &l, off)) return false;
    int block = lgw_block_at(x, l.line.start);
    char *detail = sk_xasprintf("keyword in %s", lgw_block_name(block));
    const char *kw;
    for (size_t i = 0; (kw = lgw_block_keyword(block, i)); i++)
      lsp_keyword_item(k, kw, LSP_KIND_KEYWORD, detail, NULL);
    free(detail);
    return true;
  }
  /* A word argument from a fixed set: LINK_TYPE SKIN. */
  uint32_t kw_end = l.first;
  while (kw_end < l.line.end && is_word(t[kw_end])) kw_end++;
  if (!is_blank(t[l.word - 1]) || kw_end >= l.word) return false;
  uint32_t arg = count_args(t, kw_end, l.word), want = 0;
  const char *w = lgw_keyword_word(t + l.first, kw_end - l.first, 0, &want);
  if (!w || want != arg) return false;
  char *detail = sk_xasprintf("%.*s value", (int)(kw_end - l.first), t + l.first);
  for (size_t i = 0; (w = lgw_keyword_word(t + l.first, kw_end - l.first, i, &want)); i++)
    lsp_keyword_item(k, w, LSP_KIND_ENUM_MEMBER, detail, NULL);
  free(detail);
  return true;
}

/* ---- BonesPro animation ---- */

static bool bp_values(LspKeywords *k, const Line *l, uint32_t off) {
  const char *t = k->src->text;
  uint32_t kw_end = l->first;
  while (kw_end < l->line.end && is_word(t[kw_end])) kw_end++;
  int key = bp_key_of(t + l->first, kw_end - l->first);
  if (key < 0 || !bp_key_value((BpKey)key, 0)) return false;
  /* Key, blanks, an optional ':' or '=', blanks, the value (quoted or not). */
  uint32_t v = kw_end;
  while (v < off && is_blank(t[v])) v++;
  if (v < off && (t[v] == ':' || t[v] == '=')) v++;
  while (v < off && is_blank(t[v])) v++;
  if (v == kw_end) return false;
  bool quoted = v < off && t[v] == '"';
  if (memchr(t + v + quoted, '"', off - v - quoted)) return false; /* after the value */
  uint32_t end = off;
  if (quoted) { /* through the closing quote, when there is one */
    const char *q = memchr(t + off, '"', l->line.end - off);
    if (q) end = (uint32_t)(q - t) + 1;
  }
  k->replace = sk_span(v, end);
  const char *val;
  for (size_t i = 0; (val = bp_key_value((BpKey)key, i)); i++) {
    char *text = quoted || strchr(val, ' ') ? sk_xasprintf("\"%s\"", val) : sk_xstrdup(val);
    lsp_keyword_item(k, val, LSP_KIND_ENUM_MEMBER, bp_key_names[key], text);
    free(text);
  }
  return true;
}

/* The documented values of `key` alone on the line (the value-only
 * header), replacing what the line holds before a comment. */
static void bp_values_alone(LspKeywords *k, const Line *l, int key, const char *detail) {
  const char *t = k->src->text;
  uint32_t end = l->first;
  while (end < l->line.end && !(t[end] == '/' && end + 1 < l->line.end && t[end + 1] == '/')) end++;
  while (end > l->first && is_blank(t[end - 1])) end--;
  k->replace = sk_span(l->first, end);
  bool quoted = l->first < l->line.end && t[l->first] == '"';
  const char *val;
  for (size_t i = 0; (val = bp_key_value((BpKey)key, i)); i++) {
    char *text = quoted ? sk_xasprintf("\"%s\"", val) : sk_xstrdup(val);
    lsp_keyword_item(k, val, LSP_KIND_ENUM_MEMBER, detail, text);
    free(text);
  }
}

/* The header key a value alone on line l is for: the one read there, or
 * the one after the last read above it; -1 outside the header. */
static int bp_key_of_line(const BpExt *x, const Line *l) {
  int after = -1;
  for (int key = 0; key < BP_KEY_COUNT; key++) {
    const BpSetting *set = &x->settings[key];
    if (!set->present) continue;
    if (set->key.start >= l->line.start && set->key.start <= l->line.end) return key;
    if (set->key.start < l->line.start) after = key;
  }
  return after + 1 < BP_KEY_COUNT ? after + 1 : -1;
}

static bool bpanim_keywords(LspKeywords *k, const BpExt *x, uint32_t off) {
  Line l;
  if (!line_at(k->src, off, &l)) return false;
  bool after_counts = x && sk_span_valid(x->counts_span) && l.line.start > x->counts_span.end;
  if (x && x->form == BP_FORM_VALUES) {
    /* Values alone: the next one in the document's order. */
    int key = after_counts ? bp_key_of_line(x, &l) : -1;
    if (key < 0 || !bp_key_value((BpKey)key, 0) || off < l.first) return false;
    char *detail = sk_xasprintf("%s (header value %d of 8)", bp_key_names[key], key + 1);
    bp_values_alone(k, &l, key, detail);
    free(detail);
    return true;
  }
  if (l.word != l.first) return bp_values(k, &l, off);
  if (!keyword_like(k->src, &l, off)) return false;
  k->replace = sk_span(l.word, l.word_end);
  for (int key = 0; key < BP_KEY_COUNT; key++) {
    const BpSetting *set = x ? &x->settings[key] : NULL;
    /* A header line is written once: offer those not written elsewhere. */
    if (set && set->present && (set->key.start < l.line.start || set->key.start > l.line.end))
      continue;
    lsp_keyword_item(k, bp_key_names[key], LSP_KIND_KEYWORD, "header line", NULL);
  }
  /* No header line yet: the header may also be the values alone. */
  if (after_counts && x->form == BP_FORM_NONE) {
    char *detail = sk_xasprintf("%s (header value 1 of 8)", bp_key_names[BP_KEY_EXPORT_MODE]);
    const char *val;
    for (size_t i = 0; (val = bp_key_value(BP_KEY_EXPORT_MODE, i)); i++)
      lsp_keyword_item(k, val, LSP_KIND_ENUM_MEMBER, detail, NULL);
    free(detail);
  }
  return true;
}

/* ---- By format ---- */

bool lsp_keywords(LspKeywords *k, SkFormat f, const SkModel *m, uint32_t offset) {
  const void *ext = m && m->format == f ? m->ext : NULL;
  switch (f) {
  case SK_FORMAT_XSF:
  case SK_FORMAT_XMF:
  case SK_FORMAT_XAF: return lsp_keywords_xml(k, f, offset);
  case SK_FORMAT_DASHJSON: return lsp_keywords_json(k, offset);
  case SK_FORMAT_BON: return bon_keywords(k, ext, offset);
  case SK_FORMAT_LGW: return lgw_keywords(k, ext, offset);
  case SK_FORMAT_BPANIM: return bpanim_keywords(k, ext, offset);
  default: return false; /* BonesPro structure files and binary formats have none */
  }
}
