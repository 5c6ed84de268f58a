/* rule_util.h — small helpers several rule files share: where a bone's
 * parent chain leads (root, loop, or a reference that names no bone), and
 * the text facts a fix needs (the file's line ending, a line's indentation,
 * the whole line an element sits on). Header-only so that every rule stays
 * one file; nothing here reports anything. */
#ifndef SK_RULE_UTIL_H
#define SK_RULE_UTIL_H

#include "../internal.h"

#include <stdio.h>
#include <stdlib.h>

/* Where following a bone's parents ends. */
typedef enum {
  SK_CHAIN_ROOT = 0,   /* reaches a bone without a parent */
  SK_CHAIN_ON_CYCLE,   /* the bone itself is part of a loop */
  SK_CHAIN_TO_CYCLE,   /* the chain runs into a loop of other bones */
  SK_CHAIN_UNRESOLVED  /* the chain meets a parent reference naming no bone */
} SkChainEnd;

/* Fills out[i] (nbones entries) with where bone i's parent chain ends.
 * Linear time: each bone is walked once. */
static inline void sk_chain_ends(const SkModel *m, uint8_t *out) {
  enum { UNSEEN = 255, ON_PATH = 254 };
  uint32_t n = m->nbones;
  for (uint32_t i = 0; i < n; i++) out[i] = UNSEEN;
  uint32_t *path = sk_xmalloc((n ? n : 1) * sizeof *path);
  for (uint32_t s = 0; s < n; s++) {
    if (out[s] != UNSEEN) continue;
    uint32_t len = 0, cur = s;
    uint8_t end;
    for (;;) {
      if (out[cur] == ON_PATH) { /* a loop closes at cur */
        uint32_t k = len;
        while (k > 0 && path[k - 1] != cur) k--;
        for (uint32_t j = k - 1; j < len; j++) out[path[j]] = SK_CHAIN_ON_CYCLE;
        len = k - 1;
        end = SK_CHAIN_TO_CYCLE;
        break;
      }
      if (out[cur] != UNSEEN) {
        end = out[cur] == SK_CHAIN_ON_CYCLE ? SK_CHAIN_TO_CYCLE : out[cur];
        break;
      }
      out[cur] = ON_PATH;
      path[len++] = cur;
      const SkBone *b = &m->bones[cur];
      if (b->parent_unresolved) { end = SK_CHAIN_UNRESOLVED; break; }
      if (b->parent < 0 || (uint32_t)b->parent >= n) { end = SK_CHAIN_ROOT; break; }
      cur = (uint32_t)b->parent;
    }
    for (uint32_t j = 0; j < len; j++) out[path[j]] = end;
  }
  free(path);
}

/* The white space that starts the line holding `offset`, as a span. */
static inline SkSpan sk_indent_of(const SkSource *src, uint32_t offset) {
  SkSpan line = sk_source_line_span(src, sk_source_line_of(src, offset));
  uint32_t e = line.start;
  while (e < line.end && (src->text[e] == ' ' || src->text[e] == '\t')) e++;
  return sk_span(line.start, e);
}

/* Parses an attribute value (or any arena string) as an integer. */
static inline bool sk_str_int(const char *s, int64_t *out) {
  if (!s) return false;
  size_t n = strlen(s);
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
  while (n && (*s == ' ' || *s == '\t')) s++, n--;
  return sk_parse_int(s, n, out) == SK_NUM_OK;
}

/* Whether numbers written like these keep trailing zeros ("51.782700"):
 * true when any of the tokens has a fraction ending in 0. */
static inline bool sk_fixed_style(const SkSource *src, const SkSpan *spans, int n) {
  for (int k = 0; k < n; k++) {
    const char *t = src->text + spans[k].start;
    size_t len = spans[k].end - spans[k].start;
    if (memchr(t, '.', len) && !memchr(t, 'e', len) && !memchr(t, 'E', len) &&
        len && t[len - 1] == '0')
      return true;
  }
  return false;
}

/* sk_format_double, then (unless `fixed`) without trailing zeros, so a
 * replacement looks like the numbers around it. Caller frees. */
static inline char *sk_format_like(double v, int decimals, bool fixed) {
  char *s = sk_format_double(v, decimals);
  if (fixed || decimals <= 0 || !strchr(s, '.')) return s;
  size_t n = strlen(s);
  while (n && s[n - 1] == '0') s[--n] = '\0';
  if (n && s[n - 1] == '.') s[--n] = '\0';
  if (strcmp(s, "-0") == 0) strcpy(s, "0");
  return s;
}

/* printf arguments for "%.*s" showing a span's text (empty when invalid). */
#define SPAN_TEXT(ctx, s)                                                     \
  (sk_span_valid(s) ? (int)((s).end - (s).start) : 0),                        \
      (sk_span_valid(s) ? (ctx)->src->text + (s).start : "")

/* How "no parent" is written in a format, for messages. */
static inline const char *sk_no_parent_text(SkFormat f) {
  switch (f) {
  case SK_FORMAT_DASHJSON: return "null";
  case SK_FORMAT_BPSTRUCT: return "*";
  case SK_FORMAT_BON: return "a top-level serial";
  case SK_FORMAT_LGW: return "no PARENT";
  default: return "-1";
  }
}

/* "s" when n is not 1: "1 bone", "2 bones". */
static inline const char *sk_plural(int64_t n) { return n == 1 ? "" : "s"; }

#endif
