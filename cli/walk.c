/* walk.c — the files under a directory, in a stable order (entries sorted
 * by name, byte-wise), skipping what is never a user's source: hidden
 * directories, .git, node_modules and build* trees, and the temporary
 * files of an interrupted --fix (cli_is_fix_temp). Symlinked directories
 * are followed, but no directory is entered twice, so a link loop ends. A
 * symlink that resolves outside the project is not followed (git does not
 * follow one out of the work tree either): `secret.bon -> /etc/shadow` in
 * a tree is neither read nor reported. */
#include "cli.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
  dev_t dev;
  ino_t ino;
} DirId;

typedef struct {
  DirId *seen;
  size_t nseen, cap;
  CliWalkFn fn;
  void *ud;
  const SkScope *scope;
  bool ok;
} Walk;

/* Whether the entry at `path` may be followed: not a symlink, or one that
 * resolves inside the project. */
static bool inside(const Walk *w, const char *path) {
  struct stat lst;
  if (!w->scope || lstat(path, &lst) != 0 || !S_ISLNK(lst.st_mode)) return true;
  return sk_scope_judge(w->scope, path) == SK_SCOPE_INSIDE;
}

static bool skipped_dir(const char *name) {
  return name[0] == '.' || strcmp(name, "node_modules") == 0 ||
         strncmp(name, "build", 5) == 0;
}

/* Records a directory; false if it was entered before. */
static bool first_visit(Walk *w, const struct stat *st) {
  for (size_t i = 0; i < w->nseen; i++)
    if (w->seen[i].dev == st->st_dev && w->seen[i].ino == st->st_ino) return false;
  if (w->nseen == w->cap) {
    w->cap = w->cap ? w->cap * 2 : 16;
    w->seen = sk_xrealloc(w->seen, w->cap * sizeof *w->seen);
  }
  w->seen[w->nseen++] = (DirId){st->st_dev, st->st_ino};
  return true;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *join(const char *dir, const char *name) {
  if (strcmp(dir, ".") == 0) return sk_xstrdup(name); /* "a.xsf", not "./a.xsf" */
  return sk_path_join(dir, name);
}

static void walk_dir(Walk *w, const char *dir) {
  DIR *d = opendir(dir);
  if (!d) {
    cli_file_error(NULL, dir, "%s", cli_strerror(errno));
    w->ok = false;
    return;
  }
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    if (n == cap) cap = cap ? cap * 2 : 32, names = sk_xrealloc(names, cap * sizeof *names);
    names[n++] = sk_xstrdup(e->d_name);
  }
  closedir(d);
  if (n > 1) qsort(names, n, sizeof *names, by_name);

  for (size_t i = 0; i < n; i++) {
    char *path = join(dir, names[i]);
    struct stat st;
    if (!inside(w, path)) {
      /* A symlink out of the project: not followed. */
    } else if (stat(path, &st) != 0) {
      int err = errno;
      struct stat lst;
      /* A dangling symlink is not a file: nothing to check. */
      if (!(lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))) {
        cli_file_error(NULL, path, "%s", cli_strerror(err));
        w->ok = false;
      }
    } else if (S_ISDIR(st.st_mode)) {
      if (!skipped_dir(names[i]) && first_visit(w, &st)) walk_dir(w, path);
    } else if (S_ISREG(st.st_mode) && !cli_is_fix_temp(names[i])) {
      w->fn(path, w->ud);
    }
    free(path);
    free(names[i]);
  }
  free(names);
}

bool cli_walk(const char *dir, const SkScope *scope, CliWalkFn fn, void *ud) {
  Walk w = {.fn = fn, .ud = ud, .scope = scope, .ok = true};
  struct stat st;
  if (stat(dir, &st) != 0) {
    cli_file_error(NULL, dir, "%s", cli_strerror(errno));
    return false;
  }
  first_visit(&w, &st);
  walk_dir(&w, dir);
  free(w.seen);
  return w.ok;
}
