/* scope.c — the project a file belongs to, and whether a path lies inside
 * it (skellint.h, "Scope").
 *
 * A file can make skellint open others: a .cfg names its parts, a setting
 * names a skeleton, a symlink points anywhere. skellint opens them only
 * inside the project — the folder of the nearest `.skellint.json` or `.git`
 * above the file, or a folder the user allows — judged on the resolved
 * path (symlinks and `..` followed), and never a file of the kernel's
 * pseudo file systems (/proc, /sys …) whatever its type says. This file
 * only looks (stat, readlink through realpath); it never reads a file. */
#include "internal.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#ifdef __linux__
#include <sys/vfs.h>
#endif

struct SkScope {
  char **roots; /* resolved, without a trailing '/' ("/" stays) */
  size_t n, cap;
};

SkScope *sk_scope_new(void) { return sk_xcalloc(1, sizeof(SkScope)); }

void sk_scope_free(SkScope *s) {
  if (!s) return;
  for (size_t i = 0; i < s->n; i++) free(s->roots[i]);
  free(s->roots);
  free(s);
}

char *sk_real_path(const char *path) {
  if (!path || !*path) return NULL;
  char *r = realpath(path, NULL);
  return r;
}

char *sk_real_folder(const char *path) {
  struct stat st;
  if (path && *path && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) return sk_real_path(path);
  size_t dir_len = path ? sk_path_dir_len(path) : 0;
  char *dir = dir_len ? sk_xstrndup(path, dir_len) : sk_xstrdup(".");
  char *real = sk_real_path(dir);
  free(dir);
  return real;
}

bool sk_scope_add(SkScope *s, const char *dir) {
  char *r = sk_real_path(dir);
  if (!r) return false;
  for (size_t i = 0; i < s->n; i++)
    if (strcmp(s->roots[i], r) == 0) {
      free(r);
      return true;
    }
  *SK_ARRAY_PUSH(s->roots, s->n, s->cap) = r;
  return true;
}

size_t sk_scope_roots(const SkScope *s, const char *const **roots) {
  if (roots) *roots = s ? (const char *const *)s->roots : NULL;
  return s ? s->n : 0;
}

bool sk_scope_holds_real(const SkScope *s, const char *real) {
  if (!s || s->n == 0) return true;
  for (size_t i = 0; i < s->n; i++)
    if (sk_path_is_below(real, s->roots[i])) return true;
  return false;
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
  /* Looking up a name on another machine opens a connection to it (on
   * Windows an SMB one, which hands the host the user's NTLM hash): such a
   * name is outside unless the project itself is on that share, and is
   * judged before anything is looked up. */
  if (sk_path_is_unc(path) && !on_a_root_share(s, path)) return SK_SCOPE_OUTSIDE;
  char *real = sk_real_path(path);
  if (!real) return SK_SCOPE_MISSING;
  SkScopeVerdict v = sk_scope_holds_real(s, real) ? SK_SCOPE_INSIDE : SK_SCOPE_OUTSIDE;
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
  bool ok = lstat(p, &st) == 0;
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
