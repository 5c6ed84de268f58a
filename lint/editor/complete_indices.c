/* complete_indices.c — completion in a field that takes a bone index:
 * Dash JSON's "parentIndex", the first line of a BonesPro structure bone
 * (after its <name> line) and the bone of a structure file's `bone weight`
 * line. Found from the text, so that an empty field counts (the front-end
 * records no reference there yet): the items are the top-level value
 * (null, '*') for a parent, and the indices of the bones (a parent: the
 * other bones), each with the bone's name as its label's detail — never a
 * name, which the field cannot hold. */
#include "complete.h"

#include <stdio.h>
#include <string.h>

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
static bool is_value_char(char c) {
  return c == '-' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z');
}

/* The value after "parentIndex": around `off`, or false. */
static bool dash_field(const SkSource *src, uint32_t off, SkSpan *value) {
  const char *t = src->text;
  uint32_t a = off, e = off;
  while (a > 0 && is_value_char(t[a - 1])) a--;
  while (e < src->len && is_value_char(t[e])) e++;
  uint32_t k = a;
  while (k > 0 && (is_blank(t[k - 1]) || t[k - 1] == '\n')) k--;
  if (k == 0 || t[k - 1] != ':') return false;
  k--;
  while (k > 0 && (is_blank(t[k - 1]) || t[k - 1] == '\n')) k--;
  static const char key[] = "\"parentIndex\"";
  size_t n = sizeof key - 1;
  if (k < n || memcmp(t + k - n, key, n) != 0) return false;
  *value = sk_span(a, e);
  return true;
}

/* The token of the line after a "<name>" line, around `off`, or false. */
static bool bonespro_field(const SkSource *src, uint32_t off, SkSpan *value) {
  uint32_t line = sk_source_line_of(src, off);
  if (line == 0) return false;
  SkSpan cur = sk_source_line_span(src, line), prev = sk_source_line_span(src, line - 1);
  const char *t = src->text;
  uint32_t p = prev.start;
  while (p < prev.end && is_blank(t[p])) p++;
  if (p == prev.end || t[p] != '<') return false;
  uint32_t a = cur.start, e = cur.end;
  while (a < e && is_blank(t[a])) a++;
  while (e > a && is_blank(t[e - 1])) e--;
  if (off < a) a = off;
  if (off > e) e = off;
  /* One token: a comment or a second word is not this field. */
  for (uint32_t i = a; i < e; i++)
    if (is_blank(t[i]) || t[i] == '/') return false;
  *value = sk_span(a, e);
  return true;
}

/* The blank-separated words of a line before a `//` comment; *first is
 * the first word (when there is one). */
static uint32_t words(const SkSource *src, SkSpan line, SkSpan *first) {
  const char *t = src->text;
  uint32_t n = 0;
  for (uint32_t i = line.start; i < line.end;) {
    if (is_blank(t[i])) { i++; continue; }
    if (t[i] == '/' && i + 1 < line.end && t[i + 1] == '/') break;
    uint32_t w = i;
    while (i < line.end && !is_blank(t[i])) i++;
    if (n++ == 0) *first = sk_span(w, i);
  }
  return n;
}

/* The first word of a structure file's `bone weight` line around `off`.
 * Read from the text, as a vertex is laid out (its position, Vx Vy Vz;
 * its number of bones, Nbv; then Nbv `bone weight` lines), so that a line
 * being written counts although the front-end dropped the vertex: above
 * the line, `bone weight` lines, then one number (Nbv, at least how many
 * weight lines are above, plus this one), then three. */
static bool bonespro_weight_field(const SkSource *src, uint32_t off, SkSpan *value) {
  uint32_t line = sk_source_line_of(src, off);
  SkSpan cur = sk_source_line_span(src, line), w = SK_NO_SPAN;
  const char *t = src->text;
  /* The cursor in the line's first word, or on a line of blanks. */
  uint32_t a = off, e = off;
  while (a > cur.start && !is_blank(t[a - 1])) a--;
  for (uint32_t k = cur.start; k < a; k++)
    if (!is_blank(t[k])) return false;
  while (e < cur.end && !is_blank(t[e])) e++;
  uint32_t above = 0, l = line;
  while (l > 0 && above < 100000) {
    uint32_t n = words(src, sk_source_line_span(src, --l), &w);
    if (n == 2) { above++; continue; }
    if (n != 1) return false;
    long nbv = 0;
    for (uint32_t i = w.start; i < w.end; i++) {
      if (t[i] < '0' || t[i] > '9' || nbv > 100000) return false;
      nbv = nbv * 10 + (t[i] - '0');
    }
    if (above + 1 > (uint32_t)nbv || l == 0) return false;
    if (words(src, sk_source_line_span(src, l - 1), &w) != 3) return false;
    *value = sk_span(a, e);
    return true;
  }
  return false;
}

bool sk_complete_parent_index(const SkDocument *doc, uint32_t off, SkCompletions *out) {
  const SkModel *m = doc->model;
  const SkSource *src = doc->src;
  const SkFormatSpec *spec = sk_format_spec(doc->format);
  SkSpan value;
  if (off > src->len) return false;
  bool weight = false;
  if (!(spec->parent_field == SK_PARENT_FIELD_JSON_KEY && dash_field(src, off, &value)) &&
      !(spec->parent_field == SK_PARENT_FIELD_AFTER_NAME && bonespro_field(src, off, &value))) {
    if (!(spec->weight_lines && bonespro_weight_field(src, off, &value))) return false;
    weight = true; /* a weight's bone: any bone, no top level */
  }
  /* The bone whose field this is: never its own parent. */
  int32_t self = m && !weight ? sk_bone_owning(m, off, true) : -1;
  uint32_t n = m ? m->nbones : 0;
  uint32_t order = 0;
  if (!weight)
    sk_ref_item(out, value, spec->top_parent, "(top level: no parent)", order++);
  for (uint32_t i = 0; i < n && order < SK_COMPLETION_MAX; i++) {
    if ((int32_t)i == self) continue;
    char num[16];
    snprintf(num, sizeof num, "%u", i);
    sk_ref_item(out, value, num, m->bones[i].name, order++);
  }
  out->incomplete = n >= SK_COMPLETION_MAX;
  return true;
}
