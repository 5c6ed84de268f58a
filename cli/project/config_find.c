/* config_find.c — which `.skellint.json` governs a file: `--config FILE`
 * for every file, none with `--no-config`, otherwise the nearest one in the
 * file's directory or above it (the nearest wins; configurations do not
 * merge), as the library finds it (sk_config_find, which the language
 * server asks too), remembering each directory's answer so that a tree of
 * thousands of files stats each directory once. A configuration is parsed
 * and validated by the library (sk_config_parse) the first time it is
 * needed; an error there is the run's error (exit 2). */
#include "config_find.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct CliConfigs {
  bool disabled;
  CliConfig *forced;      /* --config */
  CliConfig **loaded;     /* every configuration read (owned) */
  size_t nloaded;
  SkConfigFinder *finder; /* which one governs each folder (the library's) */
  char *cwd;
  SkMap *reals;           /* folder → its realpath, or UNRESOLVED (real_dir) */
};

static char unresolved_mark;
#define UNRESOLVED (&unresolved_mark)

static void free_real(void *v) {
  if (v != UNRESOLVED) free(v);
}

/* The real path of folder `dir` (NULL: it does not resolve), each folder
 * resolved once. POSIX: a folder whose parent was resolved and which is
 * no symbolic link is its parent's real path and its name (one lstat);
 * realpath reads every component of the path, so a walk of a folder 600
 * deep took 184,833 readlinks (7 s) where this takes one lstat a folder.
 * Windows resolves through the handle (sk_realpath): no such cost. */
static const char *real_dir(CliConfigs *c, const char *dir) {
  size_t len = strlen(dir);
  const char *hit = sk_map_get(c->reals, dir, len);
  if (hit) return hit == UNRESOLVED ? NULL : hit;
  char *real = NULL;
#ifndef _WIN32
  const char *base = sk_path_base(dir);
  if (*base && strcmp(base, ".") != 0 && strcmp(base, "..") != 0) {
    char *parent = sk_path_folder(dir);
    const char *up = strcmp(parent, dir) != 0 ? sk_map_get(c->reals, parent, strlen(parent)) : NULL;
    struct stat st;
    if (up && up != UNRESOLVED && lstat(dir, &st) == 0 && S_ISDIR(st.st_mode)) real = sk_path_join(up, base);
    free(parent);
  }
#endif
  if (!real) real = realpath(dir, NULL);
  bool added;
  void **slot = sk_map_slot(c->reals, dir, len, &added);
  *slot = real ? real : UNRESOLVED;
  return real;
}

/* An absolute, normalised form of a path (without resolving the last
 * component, which may be a symlink or not exist). */
static char *absolute(CliConfigs *c, const char *path) {
  char *dir = sk_path_folder(path);
  const char *real = real_dir(c, dir);
  free(dir);
  if (!real) {
    if (sk_path_is_absolute(path)) return sk_xstrdup(path);
    return sk_path_join(c->cwd, path);
  }
  return sk_path_join(real, sk_path_base(path));
}

/* How a path is shown in messages: relative to the working directory when
 * it is inside it. */
static const char *shown(const CliConfigs *c, const char *abs) {
  const char *rel = sk_path_after(abs, c->cwd);
  return rel ? rel : abs;
}

static CliConfig *load(CliConfigs *c, const char *abs_path, char **err) {
  char *bytes = NULL;
  size_t len = 0;
  int e = 0;
  const char *name = shown(c, abs_path);
  if (!cli_read_file(abs_path, SK_CONFIG_MAX_BYTES + 1, &bytes, &len, &e)) {
    char *shown = sk_display_text(name, strlen(name), 0);
    *err = sk_xasprintf("%s: %s", shown, cli_strerror(e));
    free(shown);
    return NULL;
  }
  SkConfig *cfg = sk_config_parse(name, bytes, len, err);
  free(bytes);
  if (!cfg) return NULL;
  CliConfig *cc = sk_xcalloc(1, sizeof *cc);
  cc->cfg = cfg;
  cc->path = sk_xstrdup(abs_path);
  cc->dir = sk_path_folder(abs_path);
  c->loaded = sk_xrealloc(c->loaded, (c->nloaded + 1) * sizeof *c->loaded);
  c->loaded[c->nloaded++] = cc;
  return cc;
}

CliConfigs *cli_configs_new(const char *forced, bool disabled, char **err) {
  *err = NULL;
  CliConfigs *c = sk_xcalloc(1, sizeof *c);
  c->reals = sk_map_new();
  c->disabled = disabled;
  c->finder = sk_config_finder_new();
  c->cwd = getcwd(NULL, 0);
  if (!c->cwd) c->cwd = sk_xstrdup(".");
  if (forced) {
    char *abs = absolute(c, forced);
    c->forced = load(c, abs, err);
    free(abs);
    if (!c->forced) {
      cli_configs_free(c);
      return NULL;
    }
  }
  return c;
}

void cli_configs_free(CliConfigs *c) {
  if (!c) return;
  for (size_t i = 0; i < c->nloaded; i++) {
    sk_config_free(c->loaded[i]->cfg);
    free(c->loaded[i]->path);
    free(c->loaded[i]->dir);
    free(c->loaded[i]);
  }
  free(c->loaded);
  sk_config_finder_free(c->finder);
  free(c->cwd);
  sk_map_free(c->reals, free_real);
  free(c);
}

/* The configuration governing the file at `abs`, loaded once; NULL when
 * none does, or (with *err set) when it is invalid. */
static CliConfig *governing(CliConfigs *c, const char *abs, char **err) {
  char *found = sk_config_find(c->finder, abs);
  if (!found) return NULL;
  CliConfig *cfg = NULL;
  for (size_t i = 0; i < c->nloaded && !cfg; i++)
    if (strcmp(c->loaded[i]->path, found) == 0) cfg = c->loaded[i];
  if (!cfg) cfg = load(c, found, err);
  free(found);
  return cfg;
}

bool cli_configs_options(CliConfigs *c, const char *path, SkOptions *o,
                         SkFormat *format, char **err) {
  *err = NULL;
  sk_options_init(o);
  if (c->disabled) return true;
  char *abs = absolute(c, path);
  CliConfig *cfg = c->forced;
  if (!cfg) {
    cfg = governing(c, abs, err);
    if (*err) {
      free(abs);
      return false;
    }
  }
  if (cfg) {
    /* Globs are relative to the configuration's directory; a file outside
     * it (possible with --config) is matched by its absolute path. */
    const char *rel = sk_path_after(abs, cfg->dir);
    if (!rel) rel = abs;
    sk_config_apply(cfg->cfg, rel, o, format);
  }
  free(abs);
  return true;
}

char *cli_configs_excluded(CliConfigs *c, const char *path, bool dir) {
  if (c->disabled) return NULL;
  char *abs = absolute(c, path), *err = NULL;
  CliConfig *cfg = c->forced ? c->forced : governing(c, abs, &err);
  free(err); /* an invalid configuration is reported by the check of the files it governs */
  const char *glob = NULL;
  if (cfg) {
    const char *after = sk_path_after(abs, cfg->dir);
    char *rel = sk_path_slashed(after ? after : abs); /* globs are written with '/' */
    glob = sk_config_excludes(cfg->cfg, rel, dir);
    free(rel);
  }
  char *why = NULL;
  if (glob) {
    const char *name = shown(c, cfg->path);
    char *file = sk_display_text(name, strlen(name), 300), *g = sk_display_text(glob, strlen(glob), 300);
    why = sk_xasprintf("excluded by %s (\"exclude\": '%s')", file, g);
    free(file);
    free(g);
  }
  free(abs);
  return why;
}
