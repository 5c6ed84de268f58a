/* json_arena.c — cJSON's allocations taken from a bump arena while a
 * front-end parses a large document (Dash JSON: hundreds of thousands of
 * small nodes). malloc and free of each node were a quarter of a check's
 * time; the arena hands memory out in a few growing blocks and drops it
 * all at once. cJSON's hooks are process-wide, so they are installed once
 * and serve everyone: while no arena is active on the calling thread they
 * are plain malloc and free (the language server's and the configuration's
 * JSON are untouched); an arena is per thread (-j checks files in
 * parallel). Memory from an arena must not outlive it: the front-end
 * deletes its tree before sk_json_arena_end. */
#include "front_end.h"

#include <cjson/cJSON.h>
#include <pthread.h>
#include <stdlib.h>

typedef struct Block {
  struct Block *next;
  size_t used, size;
  _Alignas(16) unsigned char data[];
} Block;

struct SkJsonArena {
  Block *head;
};

static _Thread_local SkJsonArena *active;

static bool owns(const SkJsonArena *a, const void *p) {
  for (const Block *b = a->head; b; b = b->next)
    if ((const unsigned char *)p >= b->data && (const unsigned char *)p < b->data + b->size)
      return true;
  return false;
}

static void *hook_malloc(size_t n) {
  SkJsonArena *a = active;
  if (!a) return malloc(n);
  n = (n + 15) & ~(size_t)15;
  Block *b = a->head;
  if (!b || b->size - b->used < n) {
    size_t size = b ? b->size * 2 : 64 * 1024;
    if (size > 8u << 20) size = 8u << 20;
    if (size < n) size = n;
    b = malloc(sizeof *b + size);
    if (!b) return NULL; /* cJSON reports the failure */
    b->used = 0;
    b->size = size;
    b->next = a->head;
    a->head = b;
  }
  void *p = b->data + b->used;
  b->used += n;
  return p;
}

static void hook_free(void *p) {
  if (!p) return;
  if (active && owns(active, p)) return; /* dropped with the arena */
  free(p);
}

static void install(void) {
  cJSON_Hooks h = {hook_malloc, hook_free};
  cJSON_InitHooks(&h);
}

SkJsonArena *sk_json_arena_begin(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, install);
  SkJsonArena *a = sk_xcalloc(1, sizeof *a);
  active = a;
  return a;
}

void sk_json_arena_end(SkJsonArena *a) {
  if (!a) return;
  if (active == a) active = NULL;
  while (a->head) {
    Block *b = a->head;
    a->head = b->next;
    free(b);
  }
  free(a);
}
