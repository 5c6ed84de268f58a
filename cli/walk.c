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
  SkMap *seen; /* DirId → (void *)1: the folders entered */
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

/* Records a directory; false if it was entered before (a hash set: a
 * tree of 80,000 folders costs four times one of 20,000, not sixteen). */
static bool first_visit(Walk *w, const struct stat *st) {
  DirId id;
  memset(&id, 0, sizeof id); /* the padding is part of the key */
  id.dev = st->st_dev;
  id.ino = st->st_ino;
  bool added;
  *sk_map_slot(w->seen, &id, sizeof id, &added) = (void *)1;
  return added;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *join(const char *dir, const char *name) {
  if (strcmp(dir, ".") == 0) return sk_xstrdup(name); /* "a.xsf", not "./a.xsf" */
  size_t n = strlen(dir);
  bool slash = n > 0 && dir[n - 1] == '/';
  return sk_xasprintf("%s%s%s", dir, slash ? "" : "/", name);
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
  Walk w = {.seen = sk_map_new(), .fn = fn, .ud = ud, .scope = scope, .ok = true};
  struct stat st;
  if (stat(dir, &st) != 0) {
    cli_file_error(NULL, dir, "%s", cli_strerror(errno));
    sk_map_free(w.seen, NULL);
    return false;
  }
  first_visit(&w, &st);
  walk_dir(&w, dir);
  sk_map_free(w.seen, NULL);
  return w.ok;
}
