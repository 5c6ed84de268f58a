/* walk.c — the files under a directory, in a stable order (entries sorted
 * by name, byte-wise), skipping what the repository does not hold as
 * source: what its .gitignore files ignore (lint/ignore.c, matched as git
 * does, with no git needed), what the `exclude` setting and --exclude name
 * (the caller's `skip`), the repository's own data (.git, never walked)
 * and the temporary files of an interrupted --fix (cli_is_fix_temp). A
 * folder is never skipped for its name alone (`build*` once was, and
 * `buildings/` went unchecked). With --verbose each skipped folder or file
 * is named on stderr with the reason, one line each.
 *
 * The .gitignore files that apply are those of the repository holding the
 * folder walked (the nearest folder above with a .git), from its top down
 * to each folder, and its .git/info/exclude; a folder holding a .git of
 * its own (a submodule, a nested clone) starts afresh. Without a
 * repository, the .gitignore files of the folder walked and below apply
 * (an archive of a repository keeps them). Only a .gitignore inside the
 * project is read.
 *
 * Symlinked directories are followed, but no directory is entered twice
 * (a hash set of device and inode), so a link loop ends. A symlink that
 * resolves outside the project is not followed (git does not follow one
 * out of the work tree either): `secret.bon -> /etc/shadow` in a tree is
 * neither read nor reported. */
#include "walk.h"
#include "files/files.h"
#include "fix/fix_write.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { MAX_IGNORE_BYTES = 1 << 20 };

typedef struct {
  dev_t dev;
  ino_t ino;
} DirId;

typedef struct {
  SkIgnore *ig;   /* NULL: a barrier (a repository of its own starts here) */
  char *source;   /* the .gitignore as the walk names it */
} Layer;

typedef struct {
  SkMap *seen; /* DirId → (void *)1: the folders entered */
  const CliWalkHow *how;
  CliWalkFn fn;
  void *ud;
  Layer *layers;
  size_t nlayers, cap;
  bool ok;
} Walk;

/* Whether the entry at `path` may be followed: not a symlink, or one that
 * resolves inside the project. */
static bool inside(const Walk *w, const char *path) {
  struct stat lst;
  if (!w->how->scope || lstat(path, &lst) != 0 || !S_ISLNK(lst.st_mode)) return true;
  return sk_scope_judge(w->how->scope, path) == SK_SCOPE_INSIDE;
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
  return sk_path_join(dir, name);
}

/* With --verbose: "skellint: PATH[/]: skipped: WHY". */
static void skipped(const Walk *w, const char *path, bool dir, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void skipped(const Walk *w, const char *path, bool dir, const char *fmt, ...) {
  if (!w->how->verbose) return;
  va_list ap;
  va_start(ap, fmt);
  char *why = sk_xvasprintf(fmt, ap);
  va_end(ap);
  char *shown = dir ? sk_xasprintf("%s/", path) : sk_xstrdup(path);
  cli_file_error(NULL, shown, "skipped: %s", why);
  free(shown);
  free(why);
}

/* Whether `dir/name` is there and may be believed: a .git another user
 * planted in a folder anyone may write (/tmp) marks no repository, so its
 * ignore rules hide nothing (sk_marker_trusted, as the project root). */
static bool has_entry(const char *dir, const char *name) {
  char *p = join(dir, name);
  struct stat st;
  bool ok = lstat(p, &st) == 0 && sk_marker_trusted(p);
  free(p);
  return ok;
}

/* Pushes the patterns of the file `dir/name` (when it is there, a regular
 * file inside the project) for paths below `base`. */
static void push_file(Walk *w, const char *dir, const char *name, const char *base) {
  char *path = join(dir, name);
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  if (sk_path_is_plain_file(path) && inside(w, path) &&
      cli_read_file(path, MAX_IGNORE_BYTES + 1, &bytes, &len, &err)) {
    if (len > MAX_IGNORE_BYTES) {
      skipped(w, path, false, "not read: larger than 1 MiB (its patterns do not apply)");
    } else {
      if (w->nlayers == w->cap)
        w->layers = sk_xrealloc(w->layers, (w->cap = w->cap ? 2 * w->cap : 16) * sizeof *w->layers);
      w->layers[w->nlayers++] = (Layer){sk_ignore_parse(bytes, len, base), path};
      path = NULL;
    }
  }
  free(bytes);
  free(path);
}

static void push_barrier(Walk *w) {
  if (w->nlayers == w->cap)
    w->layers = sk_xrealloc(w->layers, (w->cap = w->cap ? 2 * w->cap : 16) * sizeof *w->layers);
  w->layers[w->nlayers++] = (Layer){NULL, NULL};
}

static void pop_to(Walk *w, size_t n) {
  while (w->nlayers > n) {
    Layer *l = &w->layers[--w->nlayers];
    sk_ignore_free(l->ig);
    free(l->source);
  }
}

/* A repository's own patterns: .git/info/exclude, when .git is a folder. */
static void push_repository(Walk *w, const char *top) {
  push_barrier(w);
  char *info = join(top, ".git/info");
  push_file(w, info, "exclude", "");
  free(info);
}

/* Whether the .gitignore files say the entry at `rel` is ignored; *why
 * (caller frees) says by which line. The innermost file whose patterns
 * match decides (git: the last matching pattern, files read from the top
 * down). */
static bool ignored(const Walk *w, const char *rel, bool dir, char **why) {
  for (size_t i = w->nlayers; i-- > 0;) {
    const Layer *l = &w->layers[i];
    if (!l->ig) return false; /* a barrier: the outer repository's files stop here */
    const char *pat;
    uint32_t line;
    SkIgnoreVerdict v = sk_ignore_match(l->ig, rel, dir, &pat, &line);
    if (v == SK_IGNORE_NONE) continue;
    if (v == SK_IGNORE_KEPT) return false;
    char *src = sk_display_text(l->source, strlen(l->source), 300);
    char *p = sk_display_text(pat, strlen(pat), 300);
    *why = sk_xasprintf("ignored by %s line %u ('%s')", src, (unsigned)line, p);
    free(src);
    free(p);
    return true;
  }
  return false;
}

/* Whether the entry is skipped (and says why with --verbose). */
static bool skip_entry(Walk *w, const char *path, const char *name, const char *rel, bool dir) {
  if (dir && strcmp(name, ".git") == 0) {
    skipped(w, path, true, "the repository's own data (never walked)");
    return true;
  }
  if (!dir && cli_is_fix_temp(name)) {
    skipped(w, path, false, "a temporary file of an interrupted --fix");
    return true;
  }
  char *why = NULL;
  if (ignored(w, rel, dir, &why) || (w->how->skip && (why = w->how->skip(path, dir, w->how->ud)))) {
    skipped(w, path, dir, "%s", why);
    free(why);
    return true;
  }
  return false;
}

static void walk_dir(Walk *w, const char *dir, const char *rel);

/* Walks the folder `path` (named `name` in its parent) as `rel`. */
static void enter(Walk *w, const char *path, const char *rel) {
  size_t depth = w->nlayers;
  char *own = NULL;
  if (has_entry(path, ".git")) { /* a repository of its own: its rules only */
    push_repository(w, path);
    rel = own = sk_xstrdup("");
  }
  walk_dir(w, path, rel);
  pop_to(w, depth);
  free(own);
}

static void walk_dir(Walk *w, const char *dir, const char *rel) {
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
  size_t depth = w->nlayers;
  if (n && bsearch(&(const char *){".gitignore"}, names, n, sizeof *names, by_name)) /* no array: an empty folder */
    push_file(w, dir, ".gitignore", rel);

  for (size_t i = 0; i < n; i++) {
    char *path = join(dir, names[i]);
    char *sub = sk_xasprintf("%s%s", rel, names[i]);
    struct stat st;
    if (!inside(w, path)) {
      skipped(w, path, false, "not followed: a symlink that leads outside the project");
    } else if (stat(path, &st) != 0) {
      int err = errno;
      struct stat lst;
      /* A dangling symlink is not a file: nothing to check. */
      if (!(lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))) {
        cli_file_error(NULL, path, "%s", cli_strerror(err));
        w->ok = false;
      } else {
        skipped(w, path, false, "a symlink to nothing");
      }
    } else if (S_ISDIR(st.st_mode)) {
      if (skip_entry(w, path, names[i], sub, true)) {
        /* said */
      } else if (!first_visit(w, &st)) {
        skipped(w, path, true, "walked already (a symlink to a folder walked before)");
      } else {
        char *subdir = sk_xasprintf("%s/", sub);
        enter(w, path, subdir);
        free(subdir);
      }
    } else if (!S_ISREG(st.st_mode)) {
      skipped(w, path, false, "not a regular file");
    } else if (!skip_entry(w, path, names[i], sub, false)) {
      w->fn(path, w->ud);
    }
    free(sub);
    free(path);
    free(names[i]);
  }
  pop_to(w, depth);
  free(names);
}

/* The patterns that apply to the folder `dir` from above it: those of the
 * repository holding it (its top's .git/info/exclude, the .gitignore of
 * each folder from the top down to dir's parent); dir's path from the top
 * in *rel (caller frees; "" or ending in '/'). */
static void push_above(Walk *w, const char *dir, char **rel) {
  *rel = sk_xstrdup("");
  char *real = sk_real_path(dir);
  if (!real) return;
  size_t nreal = strlen(real), top = nreal;
  for (;;) { /* real[0, top) ("/" when top is 0): the nearest folder with a .git */
    char *folder = sk_xstrndup(real, top ? top : 1);
    bool repo = has_entry(folder, ".git");
    free(folder);
    if (repo) break;
    if (top == 0) { /* no repository: dir's own .gitignore files only */
      free(real);
      return;
    }
    size_t k = top;
    while (k > 0 && !sk_path_sep(real[k - 1])) k--;
    top = k ? k - 1 : 0;
  }
  char *root = sk_xstrndup(real, top ? top : 1);
  push_repository(w, root);
  free(root);
  for (size_t i = top; i <= nreal; i++) {
    if (i != top && i != nreal && !sk_path_sep(real[i])) continue;
    size_t n = i > top ? i - top - 1 : 0;
    char *base = n ? sk_xasprintf("%.*s/", (int)n, real + top + 1) : sk_xstrdup("");
    if (i == nreal) { /* dir itself: its own .gitignore is read as it is walked */
      free(*rel);
      *rel = base;
      break;
    }
    char *folder = sk_xstrndup(real, i ? i : 1);
    push_file(w, folder, ".gitignore", base);
    free(folder);
    free(base);
  }
  free(real);
}

bool cli_walk(const char *dir, const CliWalkHow *how, CliWalkFn fn, void *ud) {
  static const CliWalkHow none = {0};
  Walk w = {.seen = sk_map_new(), .how = how ? how : &none, .fn = fn, .ud = ud, .ok = true};
  struct stat st;
  if (stat(dir, &st) != 0) {
    cli_file_error(NULL, dir, "%s", cli_strerror(errno));
    sk_map_free(w.seen, NULL);
    return false;
  }
  first_visit(&w, &st);
  char *rel;
  push_above(&w, dir, &rel);
  walk_dir(&w, dir, rel);
  free(rel);
  pop_to(&w, 0);
  free(w.layers);
  sk_map_free(w.seen, NULL);
  return w.ok;
}
