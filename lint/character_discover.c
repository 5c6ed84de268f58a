/* character_discover.c — the Cal3D character a file belongs to, found in
 * its folder (skellint.h, "Characters"): the first model file (.cfg) of the
 * file's folder, by name, that lists it. The CLI asks for a file checked on
 * its own (`skellint check body.xmf`), the language server for a document
 * open in the editor; both ask here, so they agree on the character.
 *
 * The rules, the same for both: the folder's names ending in .cfg (any
 * case) and those the caller adds (an editor's unsaved buffers) are taken
 * in byte order; a candidate is the caller's own text when it offers one,
 * else a regular file on an ordinary file system (never /proc) inside the
 * scope of its names, read only when it holds at most
 * SK_DISCOVER_MAX_CFG_BYTES; at most SK_DISCOVER_MAX_CFGS candidates are
 * read; one whose content is a model file (sk_detect) is planned
 * (sk_character_from_cfg) and asked whether it lists the file.
 *
 * A finder remembers each folder's candidates and each model file's text
 * and character, so that the files of one folder cost one listing and one
 * plan of each .cfg, however many there are (issue 32: 3,200 files in one
 * folder listed it 3,200 times). A character handed out is the caller's;
 * should another file of the folder need it, it is planned again from the
 * text kept. */
#include "check_layer.h"
#include "skellint/project.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *path;
  bool tried;        /* offered or read (or refused): decided */
  SkSource *src;     /* its text when it is a model file, else NULL */
  SkCharacter *c;    /* its plan, NULL until made or once handed out */
} Cand;

typedef struct {
  Cand *cands;       /* sorted by path, unique */
  size_t n;
  size_t nread;      /* candidates offered or read so far (≤ SK_DISCOVER_MAX_CFGS) */
} Folder;

struct SkDiscover {
  SkDiscoverHooks h;
  SkMap *folders;    /* folder as written ("" or ending in a separator) → Folder */
};

SkDiscover *sk_discover_new(const SkDiscoverHooks *hooks) {
  SkDiscover *d = sk_xcalloc(1, sizeof *d);
  if (hooks) d->h = *hooks;
  d->folders = sk_map_new();
  return d;
}

static void folder_free(void *p) {
  Folder *f = p;
  for (size_t i = 0; i < f->n; i++) {
    free(f->cands[i].path);
    sk_source_free(f->cands[i].src);
    sk_character_free(f->cands[i].c);
  }
  free(f->cands);
  free(f);
}

void sk_discover_free(SkDiscover *d) {
  if (!d) return;
  sk_map_free(d->folders, folder_free);
  free(d);
}

char **sk_folder_list(const char *dir, size_t *n) {
  *n = 0;
  DIR *dp = opendir(*dir ? dir : ".");
  if (!dp) return NULL;
  char **names = NULL;
  size_t cap = 0;
  struct dirent *e;
  while ((e = readdir(dp)) != NULL) {
    if (*n == cap) names = sk_xrealloc(names, (cap = cap ? 2 * cap : 16) * sizeof *names);
    names[(*n)++] = sk_xstrdup(e->d_name);
  }
  closedir(dp);
  return names;
}

static int by_path(const void *a, const void *b) {
  return strcmp(((const Cand *)a)->path, ((const Cand *)b)->path);
}

/* The folder `dir`'s candidates, listed the first time it is asked for. */
static Folder *folder(SkDiscover *d, const char *dir) {
  bool added;
  void **slot = sk_map_slot(d->folders, dir, strlen(dir), &added);
  if (!added) return *slot;
  Folder *f = sk_xcalloc(1, sizeof *f);
  *slot = f;
  size_t n = 0;
  char **names = d->h.list ? d->h.list(d->h.ud, dir, &n) : sk_folder_list(dir, &n);
  f->cands = sk_xmalloc((n ? n : 1) * sizeof *f->cands);
  for (size_t i = 0; i < n; i++) {
    if (sk_path_is_cfg(names[i]) && !sk_path_dir_len(names[i]))
      f->cands[f->n++] = (Cand){.path = sk_xasprintf("%s%s", dir, names[i])};
    free(names[i]);
  }
  free(names);
  if (f->n > 1) qsort(f->cands, f->n, sizeof *f->cands, by_path);
  size_t k = 0; /* a name listed twice (a buffer that is also on disk) once */
  for (size_t i = 0; i < f->n; i++) {
    if (k && strcmp(f->cands[k - 1].path, f->cands[i].path) == 0) free(f->cands[i].path);
    else f->cands[k++] = f->cands[i];
  }
  f->n = k;
  return f;
}

/* The scope and working folder of the model file at `path`. */
static const SkScope *scope_of(const SkDiscover *d, const char *path, const char **workdir) {
  *workdir = NULL;
  return d->h.scope ? d->h.scope(d->h.ud, path, workdir) : NULL;
}

/* Offers or reads candidate c once, keeping its text when it is a model
 * file. False when the folder's allowance of reads is spent. */
static bool try_cand(const SkDiscover *d, Folder *f, Cand *c) {
  if (c->tried) return true;
  if (f->nread >= SK_DISCOVER_MAX_CFGS) return false;
  c->tried = true;
  SkSource *src = d->h.offer ? d->h.offer(d->h.ud, c->path) : NULL;
  if (!src) {
    const char *workdir;
    const SkScope *scope = scope_of(d, c->path, &workdir);
    /* A *.cfg that is a symlink out of the project, a folder, a FIFO or a
     * /proc file is not read, nor counted. */
    if (sk_scope_judge(scope, c->path) != SK_SCOPE_INSIDE || !sk_path_is_plain_file(c->path))
      return true;
    src = d->h.read ? d->h.read(d->h.ud, c->path, SK_DISCOVER_MAX_CFG_BYTES)
                    : sk_file_read_in(scope, c->path, SK_DISCOVER_MAX_CFG_BYTES);
  }
  f->nread++;
  if (src && sk_format_kind_of(sk_detect(c->path, src->text, src->len), src) == SK_KIND_CHARACTER)
    c->src = src;
  else sk_source_free(src);
  return true;
}

static char *folder_of(const char *path) { return sk_xstrndup(path, sk_path_dir_len(path)); }

/* The first candidate of the folder of `path`, from index `from` on, that
 * lists the file. */
static SkCharacter *discover_from(SkDiscover *d, Folder *f, size_t from, const char *path,
                                  int32_t *part, const SkSource **cfg) {
  for (size_t i = from; i < f->n; i++) {
    Cand *c = &f->cands[i];
    if (!try_cand(d, f, c)) break;
    if (!c->src) continue;
    if (!c->c) {
      const char *workdir;
      const SkScope *scope = scope_of(d, c->path, &workdir);
      c->c = sk_character_from_cfg(c->src, scope, workdir);
    }
    int32_t k = sk_character_find(c->c, path);
    if (k < 0) continue;
    SkCharacter *found = c->c;
    c->c = NULL; /* the caller's now */
    *part = k;
    if (cfg) *cfg = c->src;
    return found;
  }
  return NULL;
}

static Folder *folder_of_file(SkDiscover *d, const char *path) {
  char *dir = folder_of(path);
  Folder *f = folder(d, dir);
  free(dir);
  return f;
}

SkCharacter *sk_character_discover(SkDiscover *d, const char *path, int32_t *part,
                                   const SkSource **cfg) {
  *part = -1;
  if (cfg) *cfg = NULL;
  return discover_from(d, folder_of_file(d, path), 0, path, part, cfg);
}

SkCharacter *sk_character_discover_next(SkDiscover *d, const char *path, const char *after,
                                        int32_t *part, const SkSource **cfg) {
  *part = -1;
  if (cfg) *cfg = NULL;
  Folder *f = folder_of_file(d, path);
  size_t from = 0;
  while (from < f->n && strcmp(f->cands[from].path, after) <= 0) from++;
  return discover_from(d, f, from, path, part, cfg);
}
