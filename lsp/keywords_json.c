/* keywords_json.c — key completion in Dash skeleton JSON: where a key is
 * expected in a bone object (an object in the top-level array), the bone
 * keys not written before it; in a bone's position, rotation or scale
 * object, the components (x, y, z; w for rotation). The key names are the
 * library's vocabulary (sk_vocab_word: a bone's keys, then each vector's
 * components under its key).
 *
 * The place is found from the text up to the cursor — strings skipped with
 * their escapes, objects and arrays counted, the last key remembered — not
 * by parsing: a key being typed leaves the JSON invalid. */
#include "server.h"

#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 64

typedef struct {
  char kind;       /* '[' or '{' */
  int key;         /* the bone key whose value it is (its index), or -1 */
  int last;        /* an object: its last key read, or -1 */
  uint32_t seen;   /* an object: a bit per key (or component) read */
  bool want_key;   /* an object: after '{' or ',' */
} Frame;

typedef struct {
  Frame f[MAX_DEPTH];
  uint32_t depth;  /* may exceed MAX_DEPTH */
} Scan;

static Frame *top(Scan *s) {
  return s->depth && s->depth <= MAX_DEPTH ? &s->f[s->depth - 1] : NULL;
}

/* The i-th key of an object whose keys have parent `parent` (NULL: a
 * bone's), or false. */
static bool key_at(const char *parent, int i, SkWord *out) {
  SkWord w;
  for (size_t n = 0; sk_vocab_word(SK_FORMAT_DASHJSON, n, &w); n++)
    if (w.kind == SK_WORD_KEY && (parent && w.parent ? strcmp(parent, w.parent) == 0
                                                     : parent == w.parent) &&
        i-- == 0) {
      *out = w;
      return true;
    }
  return false;
}

/* Which keys an object takes: true with *parent NULL for a bone's, the
 * vector's key for its components; false for none the format knows. */
static bool object_keys(const Scan *s, const char **parent) {
  SkWord vec, first;
  *parent = NULL;
  if (s->depth == 2 && s->f[0].kind == '[' && s->f[1].kind == '{') return true;
  if (s->depth == 3 && s->f[0].kind == '[' && s->f[1].kind == '{' && s->f[2].kind == '{' &&
      s->f[2].key >= 0 && key_at(NULL, s->f[2].key, &vec) && key_at(vec.name, 0, &first)) {
    *parent = vec.name;
    return true;
  }
  return false;
}

/* The index of key [k, k+n) among the object's keys, or -1. */
static int key_index(const Scan *s, const char *k, size_t n) {
  const char *parent;
  SkWord w;
  if (!object_keys(s, &parent)) return -1;
  for (int i = 0; key_at(parent, i, &w); i++)
    if (strlen(w.name) == n && memcmp(w.name, k, n) == 0) return i;
  return -1;
}

static bool is_word(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

/* The end of the string opening at q: just past its closing quote, or
 * its line's end when it is not closed. *closed says which. */
static uint32_t string_end(const char *t, uint32_t len, uint32_t q, bool *closed) {
  uint32_t i = q + 1;
  while (i < len && t[i] != '"' && t[i] != '\n') i += t[i] == '\\' ? 2 : 1;
  if (i > len) i = len;
  *closed = i < len && t[i] == '"';
  return *closed ? i + 1 : i;
}

static void offer(LspKeywords *k, const Scan *s) {
  const char *parent;
  if (!object_keys(s, &parent)) return;
  const Frame *f = &s->f[s->depth - 1];
  char *detail = parent ? sk_xasprintf("component of %s", parent) : sk_xstrdup("bone key");
  SkWord w;
  for (int i = 0; key_at(parent, i, &w); i++) {
    if (f->seen & (1u << i)) continue;
    char *text = sk_xasprintf("\"%s\"", w.name);
    lsp_keyword_item(k, w.name, LSP_KIND_KEYWORD, detail, text);
    free(text);
  }
  free(detail);
}

bool lsp_keywords_json(LspKeywords *k, uint32_t off) {
  const char *t = k->src->text;
  uint32_t len = (uint32_t)k->src->len;
  Scan s = {.depth = 0};
  uint32_t i = len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  while (i < off) {
    char c = t[i];
    Frame *f = top(&s);
    if (c == '"') {
      bool closed, is_key = f && f->kind == '{' && f->want_key;
      uint32_t end = string_end(t, len, i, &closed);
      if (off < end || (!closed && off == end)) { /* the cursor is in this string */
        if (!is_key) return false;
        /* The key's word and its closing quote right after it; not the
         * whole string, which may run on past a missing quote. */
        uint32_t e = off;
        while (e < end && is_word(t[e])) e++;
        if (e < end && t[e] == '"') e++;
        k->replace = sk_span(i, e);
        offer(k, &s);
        return true;
      }
      if (is_key) {
        int idx = key_index(&s, t + i + 1, end - i - 1 - closed);
        f->last = idx;
        if (idx >= 0) f->seen |= 1u << idx;
        f->want_key = false;
      }
      i = end;
      continue;
    }
    if (c == '{' || c == '[') {
      Frame *parent = f;
      if (s.depth < MAX_DEPTH)
        s.f[s.depth] = (Frame){c, parent && parent->kind == '{' ? parent->last : -1, -1, 0, c == '{'};
      s.depth++;
    } else if ((c == '}' || c == ']') && s.depth) {
      s.depth--;
    } else if (c == ',' && f && f->kind == '{') {
      f->want_key = true;
      f->last = -1;
    }
    i++;
  }
  Frame *f = top(&s);
  if (!f || f->kind != '{' || !f->want_key) return false;
  /* A key begun without its quote. */
  uint32_t w = off;
  while (w > 0 && is_word(t[w - 1])) w--;
  k->replace = sk_span(w, off);
  offer(k, &s);
  return true;
}
