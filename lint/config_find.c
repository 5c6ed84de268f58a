/* config_find.c — which `.skellint.json` governs a file (skellint.h,
 * "Configuration"): the nearest one in the file's folder or above it; the
 * nearest wins and configurations do not merge. The CLI and the language
 * server both ask here, so that they agree on every file.
 *
 * A finder remembers each folder's answer, so that a run over a tree of
 * thousands of files stats each folder once; without a finder every
 * look-up looks again (the language server, where files come and go).
 * Only stat(2) is used: reading and parsing the file is the caller's. A
 * configuration that is not trusted (trust.c) is passed over. */
#include "check_layer.h"
#include "skellint/project.h"

#include <stdlib.h>
#include <sys/stat.h>

typedef struct {
  char *dir;    /* absolute folder */
  char *found;  /* the configuration that governs it, or NULL */
} Answer;

struct SkConfigFinder {
  Answer *slots;  /* open addressing on the folder's hash */
  size_t n, cap;
};

SkConfigFinder *sk_config_finder_new(void) { return sk_xcalloc(1, sizeof(SkConfigFinder)); }

void sk_config_finder_free(SkConfigFinder *f) {
  if (!f) return;
  for (size_t i = 0; i < f->cap; i++) free(f->slots[i].dir), free(f->slots[i].found);
  free(f->slots);
  free(f);
}

static Answer *slot(const SkConfigFinder *f, const char *dir) {
  size_t i = (size_t)sk_hash64(dir, strlen(dir), SK_HASH_SEED) & (f->cap - 1);
  while (f->slots[i].dir && strcmp(f->slots[i].dir, dir) != 0) i = (i + 1) & (f->cap - 1);
  return &f->slots[i];
}

static const Answer *recalled(const SkConfigFinder *f, const char *dir) {
  if (!f || !f->cap) return NULL;
  const Answer *a = slot(f, dir);
  return a->dir ? a : NULL;
}

static void remember(SkConfigFinder *f, const char *dir, const char *found) {
  if (!f) return;
  if ((f->n + 1) * 2 > f->cap) {
    Answer *old = f->slots;
    size_t oldcap = f->cap;
    f->cap = f->cap ? f->cap * 2 : 64;
    f->slots = sk_xcalloc(f->cap, sizeof *f->slots);
    for (size_t i = 0; i < oldcap; i++)
      if (old[i].dir) *slot(f, old[i].dir) = old[i];
    free(old);
  }
  Answer *a = slot(f, dir);
  if (!a->dir) a->dir = sk_xstrdup(dir), f->n++;
  free(a->found);
  a->found = found ? sk_xstrdup(found) : NULL;
}

char *sk_config_find(SkConfigFinder *f, const char *path) {
  if (!path || !sk_path_is_absolute(path)) return NULL;
  /* The folders looked at, innermost first, until one answers. */
  char *dir = sk_xstrdup(path);
  char **asked = NULL;
  size_t nasked = 0;
  char *found = NULL;
  while (sk_path_up(dir)) {
    const Answer *a = recalled(f, dir);
    if (a) {
      found = a->found ? sk_xstrdup(a->found) : NULL;
      break;
    }
    asked = sk_xrealloc(asked, (nasked + 1) * sizeof *asked);
    asked[nasked++] = sk_xstrdup(dir);
    char *cand = sk_path_join(dir, SK_CONFIG_NAME);
    struct stat st;
    /* One planted by another user in a folder anyone may write is not
     * believed (trust.c): the look-up goes on above it. */
    if (stat(cand, &st) == 0 && S_ISREG(st.st_mode) && sk_marker_trusted(cand)) {
      found = cand;
      break;
    }
    free(cand);
  }
  for (size_t i = 0; i < nasked; i++) {
    remember(f, asked[i], found);
    free(asked[i]);
  }
  free(asked);
  free(dir);
  return found;
}
