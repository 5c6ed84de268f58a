/* character.c — the Cal3D character an open document belongs to.
 *
 * A mesh, animation, material or morph file open in the editor is checked
 * as part of the model file (.cfg) in its folder that lists it — the .cfg
 * as the editor has it when it is open, else as it is on disk — or, when
 * none lists it, with the skeleton the settings name ("skeleton"); a .cfg
 * is checked as its own character. The files the check needs (the
 * skeleton, a morph target's base mesh) are taken from open documents
 * first, else read from disk and kept while their size, times (mtime and
 * ctime: `cp -p` and `rsync -t` keep the first, not the second) and inode
 * do not change; one changed within a second of being read is read again
 * (a time stamp's tick may hide a second write; the library's
 * SkFileCache keeps them). A file that is not read
 * (over the size limit) is named in a note with the diagnostics of the
 * document that needed it, which is checked without it. Names are looked
 * up inside the document's project only (workspace.c), and only the files
 * found there are read. Each document remembers the files it was checked against,
 * so that when one of them changes — edited in another buffer, saved, or
 * reported changed by the client's file watcher — its dependents are
 * checked again. The library does every check (sk_document_check_in); this
 * file only finds the files. */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void lsp_files_free(Lsp *s) {
  sk_file_cache_free(s->files);
  s->files = NULL;
}

/* The open document whose file is `path`, or NULL. */
static LspDoc *open_doc(Lsp *s, const char *path) {
  for (LspDoc *d = s->docs; d; d = d->next)
    if (strcmp(d->path, path) == 0) return d;
  for (LspDoc *d = s->docs; d; d = d->next)
    if (sk_path_same_file(d->path, path)) return d;
  return NULL;
}

SkSource *lsp_read_source(const char *path, size_t cap) { return sk_file_read(path, cap); }

/* A file's document as checked from disk (sk_file_cache_get's maker). */
static void *check_file(SkSource *src, void *arg) {
  SkOptions o;
  lsp_options_for(arg, src->path, &o, NULL);
  return sk_document_check(src, sk_detect(src->path, src->text, src->len), &o);
}

static void free_document(void *doc) { sk_document_free(doc); }

/* The checked document of the file at `path`: the open buffer's (brought
 * up to date by `fresh` if it changed), else the disk copy's. NULL when
 * neither exists, or when the file is not read: then *why says why
 * (caller frees). */
static const SkDocument *file_document(Lsp *s, LspDoc *self, const SkScope *scope,
                                       const char *path, char **why, LspFreshFn fresh) {
  *why = NULL;
  LspDoc *d = open_doc(s, path);
  if (d && d != self && !d->checking) {
    fresh(s, d);
    return d->doc;
  }
  if (!s->files) s->files = sk_file_cache_new(free_document);
  uint64_t size;
  /* Judged again as opened: the name was judged when the part was looked
   * up, and may lead elsewhere by now. */
  const SkDocument *doc =
      sk_file_cache_get_in(s->files, scope, path, LSP_MAX_BODY, check_file, s, &size);
  if (size)
    *why = sk_xasprintf("it is %.1f MiB, over the language server's limit of %u MiB",
                        (double)size / (1 << 20), (unsigned)(LSP_MAX_BODY >> 20));
  return doc;
}

static void add_dep(LspDoc *d, const char *path) {
  for (size_t i = 0; i < d->ndeps; i++)
    if (strcmp(d->deps[i], path) == 0) return;
  d->deps = sk_xrealloc(d->deps, (d->ndeps + 1) * sizeof *d->deps);
  d->deps[d->ndeps++] = sk_xstrdup(path);
}

void lsp_doc_deps_clear(LspDoc *d) {
  for (size_t i = 0; i < d->ndeps; i++) free(d->deps[i]);
  free(d->deps);
  d->deps = NULL;
  d->ndeps = 0;
  free(d->note);
  d->note = NULL;
}

static char *folder_of(const char *path) {
  return sk_xstrndup(path, sk_path_dir_len(path));
}

/* What the library's finder asks of the server (sk_character_discover):
 * the folder's names with the open model files of the folder that are
 * not saved yet, and an open model file's text as the editor has it. */
typedef struct {
  Lsp *s;
  SkScope **scopes; /* made for the finder, freed after it */
  size_t nscopes;
} Finder;

static char **list_folder(void *ud, const char *dir, size_t *n) {
  Finder *f = ud;
  char **names = sk_folder_list(dir, n);
  for (LspDoc *o = f->s->docs; o; o = o->next) {
    char *odir = folder_of(o->path);
    if (sk_path_is_cfg(o->path) && strcmp(odir, dir) == 0) {
      names = sk_xrealloc(names, (*n + 1) * sizeof *names);
      names[(*n)++] = sk_xstrdup(o->path + strlen(odir));
    }
    free(odir);
  }
  return names;
}

static SkSource *offer_open(void *ud, const char *path) {
  Finder *f = ud;
  LspDoc *open = open_doc(f->s, path);
  if (!open || !open->doc) return NULL;
  return sk_source_new(path, open->doc->src->text, open->doc->src->len, false);
}

static const SkScope *cfg_scope(void *ud, const char *cfg, const char **workdir) {
  Finder *f = ud;
  SkOptions co;
  lsp_options_for(f->s, cfg, &co, NULL);
  *workdir = co.working_folder;
  f->scopes = sk_xrealloc(f->scopes, (f->nscopes + 1) * sizeof *f->scopes);
  return f->scopes[f->nscopes++] = lsp_scope_for(f->s, cfg);
}

/* The first model file in the document's folder (by name) that lists it:
 * the library's rules (sk_character_discover), the editor's buffers first. */
static SkCharacter *find_cfg(Lsp *s, LspDoc *d, int32_t *part, char **cfg_path) {
  Finder f = {.s = s};
  SkDiscover *disc = sk_discover_new(&(SkDiscoverHooks){
      .ud = &f, .list = list_folder, .offer = offer_open, .scope = cfg_scope});
  const SkSource *cfg = NULL;
  SkCharacter *c = sk_character_discover(disc, d->path, part, &cfg);
  if (c) *cfg_path = sk_xstrdup(cfg->path);
  sk_discover_free(disc);
  for (size_t i = 0; i < f.nscopes; i++) sk_scope_free(f.scopes[i]);
  free(f.scopes);
  return c;
}

/* Gives the character the documents its checks read: the skeleton, and
 * the base mesh of the part `part` when it is a morph target. */
static void attach(Lsp *s, LspDoc *d, SkCharacter *c, const SkScope *scope, int32_t part,
                   LspFreshFn fresh) {
  const SkPart *parts;
  size_t n = sk_character_parts(c, &parts);
  int32_t want[2] = {sk_character_skeleton(c), -1};
  if (part >= 0 && (size_t)part < n && parts[part].kind == SK_PART_MORPHTARGET)
    want[1] = parts[part].base;
  for (int i = 0; i < 2; i++) {
    int32_t k = want[i];
    if (k < 0 || (size_t)k >= n || k == part) continue;
    if (!parts[k].found) { /* missing, or not to be read: still a dependency */
      if (parts[k].status == SK_FILE_MISSING) add_dep(d, parts[k].path);
      continue;
    }
    const char *path = parts[k].found;
    add_dep(d, path);
    char *why;
    const SkDocument *doc = file_document(s, d, scope, path, &why, fresh);
    if (doc) sk_character_set_document(c, k, doc);
    if (why && !d->note) {
      char *name = sk_display_text(path, strlen(path), 300);
      d->note = sk_xasprintf("%s '%s' was not read (%s): this file is checked without it",
                             parts[k].kind == SK_PART_SKELETON ? "the skeleton" : "the base mesh",
                             name, why);
      free(name);
    }
    free(why);
  }
}

SkCharacter *lsp_character_for(Lsp *s, LspDoc *d, SkFormat f, const SkSource *src,
                               const SkOptions *o, int32_t *part, LspFreshFn fresh) {
  lsp_doc_deps_clear(d);
  *part = -1;
  SkCharacter *c = NULL;
  SkScope *scope = lsp_scope_for(s, d->path);
  const SkScope *judge = scope; /* what the files read are judged by */
  const SkFormatSpec *spec = sk_format_spec(f);
  if (spec->kind == SK_KIND_CHARACTER) {
    c = sk_character_from_cfg(src, scope, o->working_folder);
  } else if (spec->cal3d_part && spec->kind != SK_KIND_SKELETON &&
             spec->syntax != SK_SYNTAX_BINARY) { /* a skeleton needs no other file */
    char *cfg = NULL;
    c = find_cfg(s, d, part, &cfg);
    if (c) {
      add_dep(d, cfg);
      free(cfg);
    } else if (o->skeleton) {
      /* The editor's own setting is the user's word, like --skeleton; a
       * project's .skellint.json is opened only inside the project. */
      bool client = s->opts.skeleton && o->skeleton == s->opts.skeleton;
      c = sk_character_new(o->skeleton, client ? NULL : scope);
      if (client) judge = NULL;
    }
  }
  if (c) attach(s, d, c, judge, *part, fresh);
  sk_scope_free(scope);
  return c;
}

/* Files changed at once, made for look-ups: their paths sorted without
 * repeats, the identities (device, inode) of those that exist sorted, and
 * the folders of the model files among them. A batch of 20,000 changes
 * against 100 documents is then one stat per change and per dependency,
 * not one per change and document (9 s). */
typedef struct {
  dev_t dev;
  ino_t ino;
} Ident;

typedef struct {
  char **paths; /* sorted, unique (the strings borrowed) */
  size_t n;
  Ident *ids;   /* sorted */
  size_t nids;
  char **cfgs;  /* the model files among paths, sorted by folder (borrowed) */
  size_t ncfgs;
} ChangeSet;

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_ident(const void *a, const void *b) {
  const Ident *x = a, *y = b;
  if (x->dev != y->dev) return x->dev < y->dev ? -1 : 1;
  return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/* Compares two paths by their folders (up to and with the last separator). */
static int cmp_folder(const void *a, const void *b) {
  const char *x = *(char *const *)a, *y = *(char *const *)b;
  size_t lx = sk_path_dir_len(x), ly = sk_path_dir_len(y);
  int c = memcmp(x, y, lx < ly ? lx : ly);
  return c ? c : lx < ly ? -1 : lx > ly;
}

/* The set of `paths` (which stay the caller's, in their order). */
static ChangeSet changes_make(char *const *paths, size_t n) {
  ChangeSet c = {.paths = sk_xmalloc((n ? n : 1) * sizeof *c.paths)};
  memcpy(c.paths, paths, n * sizeof *paths);
  if (n > 1) qsort(c.paths, n, sizeof *c.paths, cmp_str);
  for (size_t i = 0; i < n; i++)
    if (c.n == 0 || strcmp(c.paths[c.n - 1], c.paths[i]) != 0) c.paths[c.n++] = c.paths[i];
  c.ids = sk_xmalloc((c.n ? c.n : 1) * sizeof *c.ids);
  c.cfgs = sk_xmalloc((c.n ? c.n : 1) * sizeof *c.cfgs);
  for (size_t i = 0; i < c.n; i++) {
    struct stat st;
    if (stat(c.paths[i], &st) == 0) c.ids[c.nids++] = (Ident){st.st_dev, st.st_ino};
    if (sk_path_is_cfg(c.paths[i])) c.cfgs[c.ncfgs++] = c.paths[i];
  }
  if (c.nids > 1) qsort(c.ids, c.nids, sizeof *c.ids, cmp_ident);
  if (c.ncfgs > 1) qsort(c.cfgs, c.ncfgs, sizeof *c.cfgs, cmp_folder);
  return c;
}

static void changes_free(ChangeSet *c) {
  free(c->paths);
  free(c->ids);
  free(c->cfgs);
}

static bool has_ident(const ChangeSet *c, dev_t dev, ino_t ino) {
  Ident k = {dev, ino};
  return c->nids && bsearch(&k, c->ids, c->nids, sizeof k, cmp_ident);
}

/* Whether `path` is one of the changed files: by name, or by identity
 * (another name of the same file) when any changed file exists. */
static bool changed(const ChangeSet *c, const char *path) {
  if (bsearch(&path, c->paths, c->n, sizeof path, cmp_str)) return true;
  struct stat st;
  return c->nids && stat(path, &st) == 0 && has_ident(c, st.st_dev, st.st_ino);
}

/* Whether a changed model file other than `path` itself is in its folder:
 * it may now list the document at `path`. */
static bool cfg_beside(const ChangeSet *c, const char *path) {
  if (!c->ncfgs) return false;
  /* The first changed model file of path's folder, then its neighbours. */
  size_t lo = 0, hi = c->ncfgs;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (cmp_folder(&c->cfgs[mid], &path) < 0) lo = mid + 1;
    else hi = mid;
  }
  for (size_t i = lo; i < c->ncfgs && cmp_folder(&c->cfgs[i], &path) == 0; i++)
    if (strcmp(c->cfgs[i], path) != 0) return true;
  return false;
}

/* Forgets the disk copies of the changed files and marks the open
 * documents checked against one of them (or beside a changed model file)
 * for a re-check, but `except`. */
static bool stale(const char *path, const SkFileStamp *st, void *arg) {
  const ChangeSet *c = arg;
  return bsearch(&path, c->paths, c->n, sizeof path, cmp_str) ||
         has_ident(c, (dev_t)st->dev, (ino_t)st->ino) || changed(c, path);
}

static void apply_changes(Lsp *s, const ChangeSet *c, const LspDoc *except) {
  sk_file_cache_forget_if(s->files, stale, (void *)c);
  for (LspDoc *d = s->docs; d; d = d->next) {
    if (d == except || d->checking || d->notifying) continue;
    bool hit = cfg_beside(c, d->path);
    for (size_t i = 0; i < d->ndeps && !hit; i++) hit = changed(c, d->deps[i]);
    if (hit) {
      d->dirty = true;
      lsp_lint_later(s, d);
    }
  }
}

void lsp_file_changed(Lsp *s, const char *path, const LspDoc *except) {
  char *one = (char *)path;
  ChangeSet c = changes_make(&one, 1);
  apply_changes(s, &c, except);
  changes_free(&c);
}

void lsp_files_changed(Lsp *s, char *const *paths, size_t n) {
  ChangeSet c = changes_make(paths, n);
  apply_changes(s, &c, NULL);
  changes_free(&c);
}

LspDoc *lsp_doc_open_at(Lsp *s, const char *path) { return open_doc(s, path); }
