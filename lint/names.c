/* names.c — bone name → bone index tables (open addressing, linear
 * probing), for front-ends that resolve names while they read (LGW), the
 * duplicate-name rule, and sk_model_find_bone. A table stores bone
 * indices only; names are read from the model, so a bone is added after
 * its name is set. Each name is in a table once (the first bone added
 * with it). */
#include "report.h"

#include <stdlib.h>

static uint32_t hash_bytes(const char *s, size_t n) {
  uint32_t h = 2166136261u; /* FNV-1a */
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static bool name_is(const SkModel *m, uint32_t bone, const char *s, size_t n) {
  const char *name = m->bones[bone].name;
  return strncmp(name, s, n) == 0 && name[n] == '\0';
}

/* The bone under [s, s+n) whose name hashes to h, or -1. */
static int32_t find_hashed(const SkNames *t, const SkModel *m, const char *s, size_t n, uint32_t h) {
  if (!t->cap) return -1;
  for (uint32_t i = h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
    uint32_t v = t->slots[i];
    if (!v) return -1;
    if (name_is(m, v - 1, s, n)) return (int32_t)(v - 1);
  }
}

int32_t sk_names_find(const SkNames *t, const SkModel *m, const char *s, size_t n) {
  return t->cap ? find_hashed(t, m, s, n, hash_bytes(s, n)) : -1;
}

/* Room for `more` names beyond those in t (the load stays at most 1/2). */
static void make_room(SkNames *t, const SkModel *m, uint32_t more) {
  if ((uint64_t)(t->count + more) * 2 <= t->cap) return;
  SkNames g = {0};
  g.cap = t->cap ? t->cap : 32;
  while ((uint64_t)(t->count + more) * 2 > g.cap) g.cap *= 2;
  g.slots = sk_xcalloc(g.cap, sizeof *g.slots);
  for (uint32_t i = 0; i < t->cap; i++) {
    if (!t->slots[i]) continue;
    const char *name = m->bones[t->slots[i] - 1].name;
    uint32_t k = hash_bytes(name, strlen(name)) & (g.cap - 1);
    while (g.slots[k]) k = (k + 1) & (g.cap - 1);
    g.slots[k] = t->slots[i];
  }
  g.count = t->count;
  free(t->slots);
  *t = g;
}

void sk_names_reserve(SkNames *t, const SkModel *m, uint32_t n) {
  if (n > t->count) make_room(t, m, n - t->count);
}

int32_t sk_names_put(SkNames *t, const SkModel *m, uint32_t bone) {
  const char *name = m->bones[bone].name;
  size_t n = strlen(name);
  uint32_t h = hash_bytes(name, n);
  int32_t had = find_hashed(t, m, name, n, h);
  if (had >= 0) return had;
  make_room(t, m, 1);
  uint32_t i = h & (t->cap - 1);
  while (t->slots[i]) i = (i + 1) & (t->cap - 1);
  t->slots[i] = bone + 1;
  t->count++;
  return -1;
}

void sk_names_clear(SkNames *t) {
  if (t->cap) memset(t->slots, 0, t->cap * sizeof *t->slots);
  t->count = 0;
}

void sk_names_free(SkNames *t) {
  free(t->slots);
  *t = (SkNames){0};
}
