/* file_cache.c — files read from disk, and telling when one changed
 * (skellint.h, "Files on disk").
 *
 * A file is unchanged while stat(2) gives the same device, inode, size,
 * mtime and ctime (`cp -p` and `rsync -t` restore the mtime, never the
 * ctime, which every write moves): the CLI's --fix refuses to write over a
 * file whose stamp moved since it was read (cli/fix_write.c), and the
 * cache below reads a file again when its stamp moved. A file changed
 * within a second of being read is read again on every look-up: a time
 * stamp's tick may hide a second write. The language server keeps the
 * files a check needs (skeletons, morph bases) here (lsp/character.c). */
#include "internal.h"

#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>

static void stamp_of(const struct stat *st, SkFileStamp *out) {
  out->dev = (uint64_t)st->st_dev;
  out->ino = (uint64_t)st->st_ino;
  out->size = (uint64_t)st->st_size;
  out->mtime_s = (int64_t)st->st_mtim.tv_sec;
  out->mtime_ns = (long)st->st_mtim.tv_nsec;
  out->ctime_s = (int64_t)st->st_ctim.tv_sec;
  out->ctime_ns = (long)st->st_ctim.tv_nsec;
  out->regular = S_ISREG(st->st_mode);
}

bool sk_file_stamp(const char *path, SkFileStamp *out) {
  struct stat st;
  if (stat(path, &st) != 0) return false;
  stamp_of(&st, out);
  return true;
}

bool sk_file_stamp_same(const SkFileStamp *a, const SkFileStamp *b) {
  return a->dev == b->dev && a->ino == b->ino && a->size == b->size && a->mtime_s == b->mtime_s &&
         a->mtime_ns == b->mtime_ns && a->ctime_s == b->ctime_s && a->ctime_ns == b->ctime_ns;
}

/* The file as `st` describes it, at most `cap` bytes. */
static SkSource *read_stamped(const char *path, const SkFileStamp *st, size_t cap) {
  if (!st->regular || st->size > cap) return NULL;
  FILE *fp = fopen(path, "rb");
  if (!fp) return NULL;
  size_t n = (size_t)st->size;
  char *bytes = sk_xmalloc(n + 1);
  n = fread(bytes, 1, n, fp);
  fclose(fp);
  return sk_source_adopt(path, bytes, n, true);
}

SkSource *sk_file_read(const char *path, size_t cap) {
  SkFileStamp st;
  return sk_file_stamp(path, &st) ? read_stamped(path, &st, cap) : NULL;
}

/* ---- The cache ---- */

typedef struct Entry {
  char *path;
  SkFileStamp st;
  bool racy;  /* changed within a second of being read: read it again */
  void *value;
  struct Entry *next;
} Entry;

struct SkFileCache {
  Entry *first;  /* the newest first */
  void (*free_value)(void *);
};

SkFileCache *sk_file_cache_new(void (*free_value)(void *)) {
  SkFileCache *c = sk_xcalloc(1, sizeof *c);
  c->free_value = free_value;
  return c;
}

static void entry_free(const SkFileCache *c, Entry *e) {
  if (c->free_value) c->free_value(e->value);
  free(e->path);
  free(e);
}

void sk_file_cache_free(SkFileCache *c) {
  if (!c) return;
  while (c->first) {
    Entry *e = c->first;
    c->first = e->next;
    entry_free(c, e);
  }
  free(c);
}

void sk_file_cache_forget_if(SkFileCache *c, SkFileStale stale, void *arg) {
  for (Entry **p = c ? &c->first : NULL; p && *p;) {
    Entry *e = *p;
    if (stale(e->path, &e->st, arg)) {
      *p = e->next;
      entry_free(c, e);
    } else {
      p = &e->next;
    }
  }
}

bool sk_path_same_file(const char *a, const char *b) {
  if (strcmp(a, b) == 0) return true;
  SkFileStamp x, y;
  return sk_file_stamp(a, &x) && sk_file_stamp(b, &y) && x.dev == y.dev && x.ino == y.ino;
}

static bool same_file(const char *path, const SkFileStamp *st, void *arg) {
  (void)st;
  return sk_path_same_file(path, arg);
}

void sk_file_cache_forget(SkFileCache *c, const char *path) {
  sk_file_cache_forget_if(c, same_file, (void *)path);
}

void *sk_file_cache_get(SkFileCache *c, const char *path, size_t cap, SkFileMake make, void *arg,
                        uint64_t *too_big) {
  if (too_big) *too_big = 0;
  SkFileStamp st;
  if (!sk_file_stamp(path, &st)) return NULL;
  for (Entry *e = c->first; e; e = e->next)
    if (strcmp(e->path, path) == 0) {
      if (sk_file_stamp_same(&e->st, &st) && !e->racy) return e->value;
      sk_file_cache_forget(c, path);
      break;
    }
  if (st.regular && st.size > cap) {
    if (too_big) *too_big = st.size;
    return NULL;
  }
  SkSource *src = read_stamped(path, &st, cap);
  if (!src) return NULL;
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  Entry *e = sk_xcalloc(1, sizeof *e);
  e->path = sk_xstrdup(path);
  e->st = st;
  e->racy = (int64_t)now.tv_sec - st.ctime_s <= 1; /* every write moves ctime */
  e->value = make(src, arg);
  e->next = c->first;
  c->first = e;
  return e->value;
}
