/* names.c — bone name → bone index tables (open addressing, linear
 * probing), for front-ends that resolve names while they read (LGW), the
 * duplicate-name rule, and sk_model_find_bone. A table stores bone
 * indices only; names are read from the model, so a bone is added after
 * its name is set. Each name is in a table once (the first bone added
 * with it). */
#include "internal.h"

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

int32_t sk_names_find(const SkNames *t, const SkModel *m, const char *s, size_t n) {
  if (!t->cap) return -1;
  for (uint32_t i = hash_bytes(s, n) & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
    uint32_t v = t->slots[i];
    if (!v) return -1;
    if (name_is(m, v - 1, s, n)) return (int32_t)(v - 1);
  }
}

static void add(SkNames *t, const SkModel *m, uint32_t bone) {
  if ((t->count + 1) * 2 > t->cap) {
    SkNames g = {0};
    g.cap = t->cap ? t->cap * 2 : 32;
    g.slots = sk_xcalloc(g.cap, sizeof *g.slots);
    for (uint32_t i = 0; i < t->cap; i++)
      if (t->slots[i]) add(&g, m, t->slots[i] - 1);
    free(t->slots);
    *t = g;
  }
  const char *name = m->bones[bone].name;
  uint32_t i = hash_bytes(name, strlen(name)) & (t->cap - 1);
  while (t->slots[i]) i = (i + 1) & (t->cap - 1);
  t->slots[i] = bone + 1;
  t->count++;
}

int32_t sk_names_put(SkNames *t, const SkModel *m, uint32_t bone) {
  const char *name = m->bones[bone].name;
  int32_t had = sk_names_find(t, m, name, strlen(name));
  if (had < 0) add(t, m, bone);
  return had;
}

void sk_names_clear(SkNames *t) {
  if (t->cap) memset(t->slots, 0, t->cap * sizeof *t->slots);
  t->count = 0;
}

void sk_names_free(SkNames *t) {
  free(t->slots);
  *t = (SkNames){0};
}
