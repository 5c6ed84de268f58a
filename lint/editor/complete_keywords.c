/* complete_keywords.c — completion of keywords and fixed values: the choice of
 * format (the item each makes: completion_items.c), and the line formats —
 * RokDeBone2 .bon (the header on line 0, section keywords at a line's
 * start), LGW (the keywords the enclosing block allows at a line's start,
 * the fixed words of LINK_TYPE, TYPE, GROUP and U_WRAP) and BonesPro
 * animation files (the header keys at a line's start, their documented
 * values after them; in a header of values alone, the values of the key
 * whose turn it is). The words, and which of them the place allows
 * (section, block, which header lines exist), come from the library's
 * vocabulary (sk_vocab_word, sk_vocab_allowed …), which reads what the
 * front-ends recorded in the model. */
#include "complete.h"

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

/* ---- Line formats ---- */

/* The keywords of format f that may open line l, with their descriptions
 * (or `detail`). */
static void line_keywords(SkKeywords *k, SkFormat f, const SkModel *m, const Line *l,
                          const char *detail) {
  SkWord w;
  for (size_t i = 0; sk_vocab_word(f, i, &w); i++)
    if (w.kind == SK_WORD_KEYWORD && sk_vocab_allowed(f, m, &w, l->line))
      sk_keyword_item(k, w.name, SK_COMPLETION_KEYWORD, detail ? detail : w.description, NULL);
}

/* ---- RokDeBone2 .bon ---- */

static bool bon_keywords(SkKeywords *k, SkFormat f, const SkModel *m, uint32_t off) {
  const SkSource *src = k->src;
  Line l;
  if (!line_at(src, off, &l)) return false;
  if (l.line.start == 0) {
    /* The header: the whole first line (after a byte-order mark). */
    uint32_t start = src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    if (off < start) return false;
    k->replace = sk_span(start, l.line.end);
    SkWord w;
    for (size_t i = 0; sk_vocab_word(f, i, &w); i++)
      if (w.kind == SK_WORD_HEADER)
        sk_keyword_item(k, w.name, SK_COMPLETION_KEYWORD, w.description, NULL);
    return true;
  }
  /* Keywords stand alone at the start of their line. */
  if (l.word != l.line.start || !keyword_like(src, &l, off)) return false;
  k->replace = sk_span(l.word, l.word_end);
  line_keywords(k, f, m, &l, NULL);
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

static bool lgw_keywords(SkKeywords *k, SkFormat f, const SkModel *m, uint32_t off) {
  const char *t = k->src->text;
  Line l;
  if (!line_at(k->src, off, &l)) return false;
  k->replace = sk_span(l.word, l.word_end);
  if (l.word == l.first) {
    if (!keyword_like(k->src, &l, off)) return false;
    const char *block = sk_vocab_section_at(f, m, l.line.start);
    char *detail = sk_xasprintf("keyword in %s", block ? block : "the model");
    line_keywords(k, f, m, &l, detail);
    free(detail);
    return true;
  }
  /* A word argument from a fixed set: LINK_TYPE SKIN. */
  uint32_t kw_end = l.first;
  while (kw_end < l.line.end && is_word(t[kw_end])) kw_end++;
  if (!is_blank(t[l.word - 1]) || kw_end >= l.word) return false;
  uint32_t arg = count_args(t, kw_end, l.word);
  SkWord w;
  if (!sk_vocab_find(f, SK_WORD_KEYWORD, NULL, t + l.first, kw_end - l.first, &w) ||
      !w.values || w.value_arg != arg)
    return false;
  char *detail = sk_xasprintf("%.*s value", (int)(kw_end - l.first), t + l.first);
  for (const SkWordValue *v = w.values; v->value; v++)
    sk_keyword_item(k, v->value, SK_COMPLETION_ENUM_MEMBER, detail, NULL);
  free(detail);
  return true;
}

/* ---- BonesPro animation ---- */

/* The header key of the document's vocabulary named [s, s+n), or false. */
static bool bp_key(SkFormat f, const char *s, size_t n, SkWord *out) {
  return sk_vocab_find(f, SK_WORD_KEYWORD, NULL, s, n, out);
}

static bool bp_values(SkKeywords *k, SkFormat f, const Line *l, uint32_t off) {
  const char *t = k->src->text;
  uint32_t kw_end = l->first;
  while (kw_end < l->line.end && is_word(t[kw_end])) kw_end++;
  SkWord key;
  if (!bp_key(f, t + l->first, kw_end - l->first, &key) || !key.values) return false;
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
  for (const SkWordValue *val = key.values; val->value; val++) {
    const char *s = val->value;
    char *text = quoted || strchr(s, ' ') ? sk_xasprintf("\"%s\"", s) : sk_xstrdup(s);
    sk_keyword_item(k, s, SK_COMPLETION_ENUM_MEMBER, key.name, text);
    free(text);
  }
  return true;
}

/* The documented values of `key` alone on the line (the value-only
 * header), replacing what the line holds before a comment. */
static void bp_values_alone(SkKeywords *k, const Line *l, const SkWord *key, const char *detail) {
  const char *t = k->src->text;
  uint32_t end = l->first;
  while (end < l->line.end && !(t[end] == '/' && end + 1 < l->line.end && t[end + 1] == '/')) end++;
  while (end > l->first && is_blank(t[end - 1])) end--;
  k->replace = sk_span(l->first, end);
  bool quoted = l->first < l->line.end && t[l->first] == '"';
  for (const SkWordValue *val = key->values; val->value; val++) {
    char *text = quoted ? sk_xasprintf("\"%s\"", val->value) : sk_xstrdup(val->value);
    sk_keyword_item(k, val->value, SK_COMPLETION_ENUM_MEMBER, detail, text);
    free(text);
  }
}

/* The header key a value alone on line l is for (its index in *index): the
 * one read there, or the one after the last read above it; false outside
 * the header. */
static bool bp_key_of_line(SkFormat f, const SkModel *m, const Line *l, SkWord *out,
                           int *index) {
  int after = -1, n = 0;
  SkWord w;
  SkWritten at;
  for (; sk_vocab_word(f, (size_t)n, &w); n++) {
    if (!sk_vocab_written(f, m, &w, &at)) continue;
    if (at.key.start >= l->line.start && at.key.start <= l->line.end) {
      *index = n;
      *out = w;
      return true;
    }
    if (at.key.start < l->line.start) after = n;
  }
  *index = after + 1;
  return after + 1 < n && sk_vocab_word(f, (size_t)(after + 1), out);
}

static bool bpanim_keywords(SkKeywords *k, SkFormat f, const SkModel *m, uint32_t off) {
  Line l;
  if (!line_at(k->src, off, &l)) return false;
  SkHeaderForm form;
  uint32_t counts_end;
  sk_vocab_header(f, m, &form, &counts_end);
  bool after_counts = counts_end != UINT32_MAX && l.line.start > counts_end;
  SkWord key;
  int index;
  if (form == SK_HEADER_VALUES) {
    /* Values alone: the next one in the document's order. */
    if (!after_counts || !bp_key_of_line(f, m, &l, &key, &index) || !key.values || off < l.first)
      return false;
    char *detail = sk_xasprintf("%s (header value %d of 8)", key.name, index + 1);
    bp_values_alone(k, &l, &key, detail);
    free(detail);
    return true;
  }
  if (l.word != l.first) return bp_values(k, f, &l, off);
  if (!keyword_like(k->src, &l, off)) return false;
  k->replace = sk_span(l.word, l.word_end);
  /* A header line is written once: offer those not written elsewhere. */
  line_keywords(k, f, m, &l, "header line");
  /* No header line yet: the header may also be the values alone. */
  if (after_counts && form == SK_HEADER_NONE && sk_vocab_word(f, 0, &key)) {
    char *detail = sk_xasprintf("%s (header value 1 of 8)", key.name);
    for (const SkWordValue *val = key.values; val && val->value; val++)
      sk_keyword_item(k, val->value, SK_COMPLETION_ENUM_MEMBER, detail, NULL);
    free(detail);
  }
  return true;
}

/* ---- By format ---- */

bool sk_complete_keywords(SkKeywords *k, SkFormat f, const SkModel *m, uint32_t offset) {
  switch (sk_format_spec(f)->keywords) {
  case SK_KEYWORDS_XML: return sk_complete_keywords_xml(k, f, offset);
  case SK_KEYWORDS_JSON: return sk_complete_keywords_json(k, f, offset);
  case SK_KEYWORDS_SECTIONS: return bon_keywords(k, f, m, offset);
  case SK_KEYWORDS_BLOCKS: return lgw_keywords(k, f, m, offset);
  case SK_KEYWORDS_HEADER: return bpanim_keywords(k, f, m, offset);
  default: return false; /* BonesPro structure files and binary formats have none */
  }
}
