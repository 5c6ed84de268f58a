/* map.c — a hash map from byte strings to pointers (skellint.h, "Shared
 * helpers"): open addressing with linear probing over FNV-1a (sk_hash64),
 * grown at half full, so a look-up costs the same with ten entries or a
 * million. The walk's visited folders (device and inode) and the folders a
 * character finder has listed (their names) are kept in one. */
#include "report.h"

#include <stdlib.h>

typedef struct {
  void *key;     /* owned copy; NULL: an empty slot */
  size_t len;
  uint64_t hash;
  void *value;
} Slot;

struct SkMap {
  Slot *slots;
  size_t cap, n; /* cap: a power of two */
};

SkMap *sk_map_new(void) {
  SkMap *m = sk_xcalloc(1, sizeof *m);
  m->cap = 16;
  m->slots = sk_xcalloc(m->cap, sizeof *m->slots);
  return m;
}

void sk_map_free(SkMap *m, void (*free_value)(void *)) {
  if (!m) return;
  for (size_t i = 0; i < m->cap; i++) {
    free(m->slots[i].key);
    if (m->slots[i].key && free_value) free_value(m->slots[i].value);
  }
  free(m->slots);
  free(m);
}

/* The slot holding the key, or the empty slot where it would go. */
static Slot *find(const SkMap *m, const void *key, size_t len, uint64_t h) {
  size_t mask = m->cap - 1;
  for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
    Slot *s = &m->slots[i];
    if (!s->key || (s->hash == h && s->len == len && memcmp(s->key, key, len) == 0)) return s;
  }
}

static void grow(SkMap *m) {
  Slot *old = m->slots;
  size_t n = m->cap;
  m->cap *= 2;
  m->slots = sk_xcalloc(m->cap, sizeof *m->slots);
  for (size_t i = 0; i < n; i++)
    if (old[i].key) *find(m, old[i].key, old[i].len, old[i].hash) = old[i];
  free(old);
}

void **sk_map_slot(SkMap *m, const void *key, size_t len, bool *added) {
  uint64_t h = sk_hash64(key, len, SK_HASH_SEED);
  Slot *s = find(m, key, len, h);
  if (added) *added = !s->key;
  if (s->key) return &s->value;
  if (2 * (m->n + 1) > m->cap) {
    grow(m);
    s = find(m, key, len, h);
  }
  s->key = sk_xmalloc(len ? len : 1);
  memcpy(s->key, key, len);
  s->len = len;
  s->hash = h;
  s->value = NULL;
  m->n++;
  return &s->value;
}

void *sk_map_get(const SkMap *m, const void *key, size_t len) {
  Slot *s = find(m, key, len, sk_hash64(key, len, SK_HASH_SEED));
  return s->key ? s->value : NULL;
}

size_t sk_map_count(const SkMap *m) { return m->n; }
