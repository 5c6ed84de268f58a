/* scope.c — the project a file belongs to, and whether a path lies inside
 * it (skellint.h, "Scope").
 *
 * A file can make skellint open others: a .cfg names its parts, a setting
 * names a skeleton, a symlink points anywhere. skellint opens them only
 * inside the project — the folder of the nearest `.skellint.json` or `.git`
 * above the file, or a folder the user allows — judged on the resolved
 * path (symlinks and `..` followed), and never a file of the kernel's
 * pseudo file systems (/proc, /sys …) whatever its type says. A scope with
 * no folder holds nothing; no scope at all (NULL) is the user's own word
 * and holds everything. A file is judged again once it is open
 * (sk_scope_judge_open): the name judged is not always the file opened.
 * This file only looks (stat, readlink through realpath); it never reads a
 * file. */
#include "skellint/files.h"
#include "report.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#ifdef __linux__
#include <sys/vfs.h>
#endif

/* The roots are kept in an array (sk_scope_roots) and in a hash set of
 * their names (open addressing; a slot holds an index + 1, 0 is empty,
 * TOMB a removed root), so that whether a path lies inside is one look-up
 * per folder above it, whatever the number of roots (an editor with
 * thousands of workspace folders), and adding or removing one costs the
 * same. A scope can lie over another (sk_scope_new_over): it holds that
 * one's roots too without copying them. */
#define TOMB SIZE_MAX
struct SkScope {
  char **roots; /* resolved, without a trailing '/' ("/" stays) */
  size_t n, cap;
  size_t *slots;
  size_t nslots, used; /* used: slots not empty (roots and tombstones) */
  const SkScope *over; /* borrowed: must outlive this one */
};

SkScope *sk_scope_new(void) { return sk_xcalloc(1, sizeof(SkScope)); }

SkScope *sk_scope_new_over(const SkScope *base) {
  SkScope *s = sk_scope_new();
  s->over = base;
  return s;
}

void sk_scope_free(SkScope *s) {
  if (!s) return;
  for (size_t i = 0; i < s->n; i++) free(s->roots[i]);
  free(s->roots);
  free(s->slots);
  free(s);
}

/* The slot of `real` (its first `len` bytes), or of the empty slot where
 * it would go. */
static size_t *slot_of(const SkScope *s, const char *real, size_t len) {
  size_t mask = s->nslots - 1, i = (size_t)sk_hash64(real, len, SK_HASH_SEED) & mask;
  size_t *tomb = NULL;
  for (;; i = (i + 1) & mask) {
    size_t v = s->slots[i];
    if (v == 0) return tomb ? tomb : &s->slots[i];
    if (v == TOMB) {
      if (!tomb) tomb = &s->slots[i];
      continue;
    }
    const char *r = s->roots[v - 1];
    if (strncmp(r, real, len) == 0 && r[len] == '\0') return &s->slots[i];
  }
}

static void rehash(SkScope *s) {
  free(s->slots);
  s->nslots = 16;
  while (s->nslots < 4 * (s->n + 1)) s->nslots *= 2;
  s->slots = sk_xcalloc(s->nslots, sizeof *s->slots);
  for (size_t i = 0; i < s->n; i++) *slot_of(s, s->roots[i], strlen(s->roots[i])) = i + 1;
  s->used = s->n;
}

static bool has_root(const SkScope *s, const char *real, size_t len) {
  for (; s; s = s->over) {
    if (!s->nslots) continue;
    size_t v = *slot_of(s, real, len);
    if (v != 0 && v != TOMB) return true;
  }
  return false;
}

/* Adds the resolved folder `r` (taken). */
static void add_real(SkScope *s, char *r) {
  if (s->nslots && *slot_of(s, r, strlen(r)) != 0 && *slot_of(s, r, strlen(r)) != TOMB) {
    free(r);
    return;
  }
  *SK_ARRAY_PUSH(s->roots, s->n, s->cap) = r;
  if (2 * (s->used + 1) > s->nslots) {
    rehash(s);
    return;
  }
  size_t *slot = slot_of(s, r, strlen(r));
  if (*slot == 0) s->used++;
  *slot = s->n;
}

bool sk_scope_add(SkScope *s, const char *dir) {
  char *r = sk_real_path(dir);
  if (!r) return false;
  add_real(s, r);
  return true;
}

bool sk_scope_remove(SkScope *s, const char *dir) {
  char *r = sk_real_path(dir);
  const char *key = r ? r : dir; /* a folder deleted meanwhile: as it was named */
  size_t *slot = s->nslots && key ? slot_of(s, key, strlen(key)) : NULL;
  free(r);
  if (!slot || *slot == 0 || *slot == TOMB) return false;
  size_t i = *slot - 1;
  *slot = TOMB;
  free(s->roots[i]);
  if (i != s->n - 1) { /* the last root takes its place */
    s->roots[i] = s->roots[s->n - 1];
    *slot_of(s, s->roots[i], strlen(s->roots[i])) = i + 1;
  }
  s->n--;
  return true;
}

size_t sk_scope_roots(const SkScope *s, const char *const **roots) {
  if (roots) *roots = s ? (const char *const *)s->roots : NULL;
  return s ? s->n : 0;
}

bool sk_scope_is_empty(const SkScope *s) {
  for (; s; s = s->over)
    if (s->n) return false;
  return true;
}

bool sk_scope_holds_real(const SkScope *s, const char *real) {
  if (!s) return true; /* no scope: the caller judges nothing (the user's word) */
  /* Every folder above `real` ("/", "/a", … — a root kept with its '/',
   * "/" or "C:/", as well), then `real` itself. */
  for (size_t i = 0;; i++)
    if (sk_path_sep(real[i]) || real[i] == '\0') {
      if (i && has_root(s, real, i)) return true;
      if (real[i] == '\0') return false;
      if (has_root(s, real, i + 1)) return true;
    }
}

/* Where `path` would resolve if it existed: the resolved form of the
 * longest part of it that exists, and the rest taken as written (`.` and
 * `..` applied to the words, as the kernel would once they existed), so
 * that an outside name is told from an inside one before anything of it
 * need exist. NULL when not even the start resolves. Caller frees. */
static char *real_path_as_if(const char *path) {
  const char sep = SK_PATH_WIN ? '\\' : '/';
  size_t root = sk_path_root_len(path), cut = strlen(path);
  char *real = NULL;
  for (;;) {
    while (cut > 0 && !sk_path_sep(path[cut - 1])) cut--; /* the folders before the last name */
    if (cut == 0) break;
    char *prefix = sk_xstrndup(path, cut);
    real = sk_real_path(prefix);
    free(prefix);
    if (real) break;
    while (cut > 0 && sk_path_sep(path[cut - 1])) cut--;
  }
  if (!real) {
    char *start = root ? sk_xstrndup(path, root) : sk_xstrdup(".");
    real = sk_real_path(start);
    free(start);
    if (cut < root) cut = root;
  }
  if (!real) return NULL;
  SkBuf b = {0};
  size_t keep = sk_path_root_len(real); /* ".." never climbs above the root */
  sk_buf_puts(&b, real);
  free(real);
  while (b.len > keep && sk_path_sep(b.data[b.len - 1])) b.data[--b.len] = '\0';
  for (const char *p = path + cut; *p;) {
    size_t n = 0;
    while (p[n] && !sk_path_sep(p[n])) n++;
    if (n == 2 && p[0] == '.' && p[1] == '.') {
      while (b.len > keep && !sk_path_sep(b.data[b.len - 1])) b.len--;
      while (b.len > keep && sk_path_sep(b.data[b.len - 1])) b.len--;
      b.data[b.len] = '\0';
    } else if (n && !(n == 1 && p[0] == '.')) {
      if (b.len && !sk_path_sep(b.data[b.len - 1])) sk_buf_putc(&b, sep);
      sk_buf_append(&b, p, n);
    }
    p += n;
    while (sk_path_sep(*p)) p++;
  }
  if (!b.len) sk_buf_putc(&b, sep);
  return sk_buf_take(&b);
}

/* Whether `path`, a name on another machine (sk_path_is_unc), lies on the
 * share of one of the roots (the user checks files there), judged on the
 * text alone. */
static bool on_a_root_share(const SkScope *s, const char *path) {
  for (size_t i = 0; s && i < s->n; i++) {
    if (!sk_path_is_unc(s->roots[i])) continue;
    char *share = sk_xstrndup(s->roots[i], sk_path_root_len(s->roots[i]));
    bool on = sk_path_is_below(path, share);
    free(share);
    if (on) return true;
  }
  return false;
}

SkScopeVerdict sk_scope_judge(const SkScope *s, const char *path) {
  if (!path || !*path) return SK_SCOPE_MISSING;
  /* Looking up a name on another machine opens a connection to it (on
   * Windows an SMB one, which hands the host the user's NTLM hash): such a
   * name is outside unless the project itself is on that share, and is
   * judged before anything is looked up. */
  if (sk_path_is_unc(path) && !on_a_root_share(s, path)) return SK_SCOPE_OUTSIDE;
  char *real = sk_real_path(path);
  if (real) {
    SkScopeVerdict v = sk_scope_holds_real(s, real) ? SK_SCOPE_INSIDE : SK_SCOPE_OUTSIDE;
    free(real);
    return v;
  }
  /* Missing: outside when it would be outside if it existed, so that an
   * outside name gets the same answer whether or not it exists. */
  char *as_if = real_path_as_if(path);
  SkScopeVerdict v = as_if && !sk_scope_holds_real(s, as_if) ? SK_SCOPE_OUTSIDE : SK_SCOPE_MISSING;
  free(as_if);
  return v;
}

SkScopeVerdict sk_scope_judge_open(const SkScope *s, const char *path, int fd) {
  struct stat opened, named;
  if (fstat(fd, &opened) != 0) return SK_SCOPE_MISSING;
  if (!s) return SK_SCOPE_INSIDE;
  /* The file opened must be a file the scope holds by its resolved name:
   * a name swapped for a symlink out after it was judged resolves outside
   * now, or (swapped back) is another file than the one opened. */
#ifdef _WIN32
  /* Windows says where the open file itself is (GetFinalPathNameByHandleW,
   * links and junctions followed): that place is judged. */
  (void)path, (void)named;
  char *real = sk_fd_realpath(fd);
  /* Wine (and old Windows) give no final path past MAX_PATH: then the name,
   * resolved as far as Windows resolves it and the rest as written. */
  if (!real) real = real_path_as_if(path);
  SkScopeVerdict v = real && sk_scope_holds_real(s, real) ? SK_SCOPE_INSIDE : SK_SCOPE_OUTSIDE;
#else
  char *real = sk_real_path(path);
  SkScopeVerdict v = SK_SCOPE_OUTSIDE;
  if (real && sk_scope_holds_real(s, real) && stat(real, &named) == 0 &&
      named.st_dev == opened.st_dev && named.st_ino == opened.st_ino)
    v = SK_SCOPE_INSIDE;
#endif
  free(real);
  return v;
}

#ifdef __linux__
static bool pseudo(const struct statfs *fs) {
  switch ((unsigned long)fs->f_type) {
  case 0x9fa0UL:     /* proc */
  case 0x62656572UL: /* sysfs */
  case 0x64626720UL: /* debugfs */
  case 0x74726163UL: /* tracefs */
  case 0x73636673UL: /* securityfs */
  case 0x27e0ebUL:   /* cgroup */
  case 0x63677270UL: /* cgroup2 */
  case 0x1cd1UL:     /* devpts */
  case 0xcafe4a11UL: /* bpf */
  case 0x62656570UL: /* configfs */
  case 0xde5e81e4UL: /* efivarfs */
  case 0x6165676cUL: /* pstore */
    return true;
  default: return false;
  }
}
#endif

bool sk_path_on_pseudo_fs(const char *path) {
#ifdef __linux__
  struct statfs fs;
  return statfs(path, &fs) == 0 && pseudo(&fs);
#else
  (void)path;
  return false;
#endif
}

bool sk_fd_on_pseudo_fs(int fd) {
#ifdef __linux__
  struct statfs fs;
  return fstatfs(fd, &fs) == 0 && pseudo(&fs);
#else
  (void)fd;
  return false;
#endif
}

bool sk_path_is_plain_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode) && !sk_path_on_pseudo_fs(path);
}

/* Whether `dir/name` exists (a file or a folder: a worktree's .git is a
 * file). */
static bool has_entry(const char *dir, const char *name) {
  char *p = sk_path_join(dir, name);
  struct stat st;
  bool ok = lstat(p, &st) == 0 && sk_marker_trusted(p); /* trust.c */
  free(p);
  return ok;
}

char *sk_project_root(const char *path) {
  char *real = sk_real_path(path && *path ? path : ".");
  if (!real) return NULL;
  struct stat st;
  /* Start from the folder holding a file, or from the folder itself. */
  if (stat(real, &st) == 0 && !S_ISDIR(st.st_mode)) sk_path_up(real);
  for (;;) {
    if (has_entry(real, ".skellint.json") || has_entry(real, ".git")) return real;
    if (!sk_path_up(real)) break;
  }
  free(real);
  return NULL;
}
