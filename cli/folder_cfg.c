/* folder_cfg.c — the model file (.cfg) of a Cal3D file checked on its own.
 *
 * A mesh, animation, material, morph animation or skeleton given by itself
 * (`skellint check body.xmf`, as pre-commit passes changed files) is
 * checked in the character of the first .cfg of its folder, by name, that
 * lists it — as the language server does for an open document — so that
 * a file reports on its own what it reports in a walk of its folder. Only
 * the folder's regular files named *.cfg are read (at most 64 of them, up
 * to 1 MiB each), and their names are looked up inside the project. */
#include "check.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { MAX_CANDIDATES = 64, MAX_CFG_BYTES = 1 << 20 };

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The .cfg files of the folder of `path`, sorted; *n of them. */
static char **candidates(const char *path, size_t *n) {
  char *dir = sk_xstrndup(path, sk_path_dir_len(path));
  char **names = sk_xmalloc(MAX_CANDIDATES * sizeof *names);
  *n = 0;
  DIR *d = opendir(*dir ? dir : ".");
  struct dirent *e;
  while (d && *n < MAX_CANDIDATES && (e = readdir(d)) != NULL) {
    if (!sk_path_is_cfg(e->d_name)) continue;
    char *p = sk_xasprintf("%s%s", dir, e->d_name);
    if (sk_path_is_plain_file(p)) names[(*n)++] = p;
    else free(p);
  }
  if (d) closedir(d);
  free(dir);
  if (*n > 1) qsort(names, *n, sizeof *names, by_name);
  return names;
}

SkCharacter *cli_folder_character(Run *run, const char *path, int32_t *part, char **cfg_path,
                                  char **bytes, size_t *len) {
  size_t n;
  char **names = candidates(path, &n);
  SkCharacter *found = NULL;
  for (size_t i = 0; i < n; i++) {
    if (found) {
      free(names[i]);
      continue;
    }
    const SkScope *scope = cli_project_scope(run->projects, names[i]);
    char *b = NULL;
    size_t l = 0;
    int err = 0;
    if (sk_scope_judge(scope, names[i]) != SK_SCOPE_INSIDE ||
        !cli_read_file(names[i], MAX_CFG_BYTES + 1, &b, &l, &err) || l > MAX_CFG_BYTES ||
        sk_detect(names[i], b, l) != SK_FORMAT_CAL3DCFG) {
      free(b);
      free(names[i]);
      continue;
    }
    SkSource *src = sk_source_new(names[i], b, l, false);
    SkOptions o;
    SkFormat f = SK_FORMAT_UNKNOWN;
    char *why = NULL;
    const char *workdir = NULL;
    if (run->configs && cli_configs_options(run->configs, names[i], &o, &f, &why)) {
      cli_check_args_overlay(run->args, &o);
      workdir = o.working_folder;
    }
    free(why);
    SkCharacter *c = src ? sk_character_from_cfg(src, scope, workdir) : NULL;
    sk_source_free(src);
    int32_t k = c ? sk_character_find(c, path) : -1;
    if (k < 0) {
      sk_character_free(c);
      free(b);
      free(names[i]);
      continue;
    }
    found = c;
    *part = k;
    *cfg_path = names[i];
    *bytes = b;
    *len = l;
  }
  free(names);
  return found;
}
