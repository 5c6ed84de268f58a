/* file_cache.c — files read from disk, and telling when one changed
 * (skellint.h, "Files on disk").
 *
 * A file is unchanged while stat(2) gives the same device, inode, size,
 * mtime and ctime (`cp -p` and `rsync -t` restore the mtime, never the
 * ctime, which every write moves): the CLI's --fix refuses to write over a
 * file whose stamp moved since it was read (cli/fix/fix_write.c), and the
 * cache below reads a file again when its stamp moved. A file changed
 * within a second of being read is read again on every look-up: a time
 * stamp's tick may hide a second write. The language server keeps the
 * files a check needs (skeletons, morph bases) here (lsp/session/character.c).
 * A file is judged as it is opened, not only by its name: the file opened
 * must be the one its resolved name inside the scope leads to
 * (sk_scope_judge_open), and its stamp is taken from the open file. */
#include "skellint/files.h"
#include "report.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void sk_file_stamp_from(const struct stat *st, SkFileStamp *out) {
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
  sk_file_stamp_from(&st, out);
  return true;
}

bool sk_file_stamp_same(const SkFileStamp *a, const SkFileStamp *b) {
  return a->dev == b->dev && a->ino == b->ino && a->size == b->size && a->mtime_s == b->mtime_s &&
         a->mtime_ns == b->mtime_ns && a->ctime_s == b->ctime_s && a->ctime_ns == b->ctime_ns;
}

bool sk_file_stamp_fd(int fd, SkFileStamp *out) {
  struct stat st;
  if (fstat(fd, &st) != 0) return false;
  sk_file_stamp_from(&st, out);
  return true;
}

/* Opens `path` and judges the file opened (sk_scope_judge_open): a regular
 * file on an ordinary file system inside `within` (NULL: anywhere). Its
 * stamp, from the open file, in *st. -1 when it is not to be read. */
static int open_judged(const SkScope *within, const char *path, SkFileStamp *st) {
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0) return -1;
  if (!sk_file_stamp_fd(fd, st) || !st->regular || sk_fd_on_pseudo_fs(fd) ||
      sk_scope_judge_open(within, path, fd) != SK_SCOPE_INSIDE) {
    close(fd);
    return -1;
  }
  return fd;
}

/* The open file (st: its stamp), at most `cap` bytes; closes fd. */
static SkSource *read_fd(int fd, const char *path, const SkFileStamp *st, size_t cap) {
  if (st->size > cap) {
    close(fd);
    return NULL;
  }
  size_t n = (size_t)st->size, got = 0;
  char *bytes = sk_xmalloc(n + 1);
  while (got < n) {
    ssize_t r = read(fd, bytes + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    got += (size_t)r;
  }
  close(fd);
  return sk_source_adopt(path, bytes, got, true);
}

SkSource *sk_file_read_in(const SkScope *within, const char *path, size_t cap) {
  SkFileStamp st;
  int fd = open_judged(within, path, &st);
  return fd < 0 ? NULL : read_fd(fd, path, &st, cap);
}

SkSource *sk_file_read(const char *path, size_t cap) { return sk_file_read_in(NULL, path, cap); }

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
  return sk_file_cache_get_in(c, NULL, path, cap, make, arg, too_big);
}

void *sk_file_cache_get_in(SkFileCache *c, const SkScope *within, const char *path, size_t cap,
                           SkFileMake make, void *arg, uint64_t *too_big) {
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
  /* What is read is judged as opened, and stamped from the open file. */
  int fd = open_judged(within, path, &st);
  SkSource *src = fd < 0 ? NULL : read_fd(fd, path, &st, cap);
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
