/* complete_keywords_json.c — key completion in Dash skeleton JSON: where a key is
 * expected in a bone object (an object in the top-level array), the bone
 * keys not written before it; in a bone's position, rotation or scale
 * object, the components (x, y, z; w for rotation). The key names are the
 * library's vocabulary (sk_vocab_word: a bone's keys, then each vector's
 * components under its key).
 *
 * The place is found from the text up to the cursor — strings skipped with
 * their escapes, objects and arrays counted, the last key remembered — not
 * by parsing: a key being typed leaves the JSON invalid. */
#include "complete.h"

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

/* The format's keys, read from the vocabulary once per request: a bone's
 * keys, and the keys under each of them (a vector's components). */
enum { MAX_KEYS = 16 };
typedef struct {
  const char *bone[MAX_KEYS];
  int nbone;
  const char *sub[MAX_KEYS][MAX_KEYS];
  int nsub[MAX_KEYS];
} Keys;

typedef struct {
  Frame f[MAX_DEPTH];
  uint32_t depth;  /* may exceed MAX_DEPTH */
  Keys keys;
} Scan;

static Frame *top(Scan *s) {
  return s->depth && s->depth <= MAX_DEPTH ? &s->f[s->depth - 1] : NULL;
}

static void keys_load(Keys *k, SkFormat fmt) {
  SkWord w;
  memset(k, 0, sizeof *k);
  for (size_t n = 0; sk_vocab_word(fmt, n, &w); n++) {
    if (w.kind != SK_WORD_KEY) continue;
    if (!w.parent) {
      if (k->nbone < MAX_KEYS) k->bone[k->nbone++] = w.name;
      continue;
    }
    for (int i = 0; i < k->nbone; i++)
      if (strcmp(k->bone[i], w.parent) == 0 && k->nsub[i] < MAX_KEYS) k->sub[i][k->nsub[i]++] = w.name;
  }
}

/* Which keys an object takes: -1 a bone's, the index of a bone key for
 * the keys under it (a vector's components); -2 none the format knows. */
static int object_keys(const Scan *s) {
  if (s->depth == 2 && s->f[0].kind == '[' && s->f[1].kind == '{') return -1;
  if (s->depth == 3 && s->f[0].kind == '[' && s->f[1].kind == '{' && s->f[2].kind == '{' &&
      s->f[2].key >= 0 && s->f[2].key < s->keys.nbone && s->keys.nsub[s->f[2].key])
    return s->f[2].key;
  return -2;
}

/* The keys of an object of that kind, and how many. */
static const char *const *keys_of(const Scan *s, int keys, int *n) {
  *n = keys == -1 ? s->keys.nbone : keys >= 0 ? s->keys.nsub[keys] : 0;
  return keys == -1 ? s->keys.bone : keys >= 0 ? s->keys.sub[keys] : NULL;
}

/* The index of key [k, k+n) among the object's keys, or -1. */
static int key_index(const Scan *s, const char *k, size_t n) {
  int count;
  const char *const *names = keys_of(s, object_keys(s), &count);
  for (int i = 0; i < count; i++)
    if (strlen(names[i]) == n && memcmp(names[i], k, n) == 0) return i;
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

static void offer(SkKeywords *k, const Scan *s) {
  int keys = object_keys(s), count;
  if (keys == -2) return;
  const char *const *names = keys_of(s, keys, &count);
  const Frame *f = &s->f[s->depth - 1];
  char *detail = keys >= 0 ? sk_xasprintf("component of %s", s->keys.bone[keys])
                           : sk_xstrdup("bone key");
  for (int i = 0; i < count; i++) {
    if (f->seen & (1u << i)) continue;
    char *text = sk_xasprintf("\"%s\"", names[i]);
    sk_keyword_item(k, names[i], SK_COMPLETION_KEYWORD, detail, text);
    free(text);
  }
  free(detail);
}

bool sk_complete_keywords_json(SkKeywords *k, SkFormat fmt, uint32_t off) {
  const char *t = k->src->text;
  uint32_t len = (uint32_t)k->src->len;
  Scan s = {.depth = 0};
  keys_load(&s.keys, fmt);
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
