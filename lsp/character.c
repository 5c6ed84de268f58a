/* character.c — the Cal3D character an open document belongs to.
 *
 * A mesh, animation, material or morph file open in the editor is checked
 * as part of the model file (.cfg) in its folder that lists it — the .cfg
 * as the editor has it when it is open, else as it is on disk — or, when
 * none lists it, with the skeleton the settings name ("skeleton"); a .cfg
 * is checked as its own character. The files the check needs (the
 * skeleton, a morph target's base mesh) are taken from open documents
 * first, else read from disk and kept while their size, time and inode do
 * not change. Names are looked up inside the document's project only
 * (workspace.c), and only the files found there are read. Each document
 * remembers the files it was checked against,
 * so that when one of them changes — edited in another buffer, saved, or
 * reported changed by the client's file watcher — its dependents are
 * checked again. The library does every check (sk_document_check_in); this
 * file only finds the files. */
#include "server.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#define MAX_CFG_CANDIDATES 64
#define MAX_CFG_BYTES (1u << 20)

/* A file read from disk and checked, kept while it is unchanged. */
typedef struct LspFile {
  char *path;
  struct stat st;
  SkDocument *doc;
  struct LspFile *next;
} LspFile;

static bool same_stat(const struct stat *a, const struct stat *b) {
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino && a->st_size == b->st_size &&
         a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

static bool same_file(const char *a, const char *b) {
  if (strcmp(a, b) == 0) return true;
  struct stat x, y;
  return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

static void file_free(LspFile *f) {
  sk_document_free(f->doc);
  free(f->path);
  free(f);
}

void lsp_files_free(Lsp *s) {
  while (s->files) {
    LspFile *f = s->files;
    s->files = f->next;
    file_free(f);
  }
}

/* Forgets the disk copy of `path` (it changed). */
static void forget(Lsp *s, const char *path) {
  for (LspFile **p = &s->files; *p;) {
    if (same_file((*p)->path, path) || strcmp((*p)->path, path) == 0) {
      LspFile *f = *p;
      *p = f->next;
      file_free(f);
    } else {
      p = &(*p)->next;
    }
  }
}

/* The open document whose file is `path`, or NULL. */
static LspDoc *open_doc(Lsp *s, const char *path) {
  for (LspDoc *d = s->docs; d; d = d->next)
    if (strcmp(d->path, path) == 0) return d;
  for (LspDoc *d = s->docs; d; d = d->next)
    if (same_file(d->path, path)) return d;
  return NULL;
}

static SkSource *read_source(const char *path, const struct stat *st, size_t cap) {
  if (!S_ISREG(st->st_mode) || (uint64_t)st->st_size > cap) return NULL;
  FILE *fp = fopen(path, "rb");
  if (!fp) return NULL;
  size_t n = (size_t)st->st_size;
  char *bytes = sk_xmalloc(n + 1);
  n = fread(bytes, 1, n, fp);
  fclose(fp);
  return sk_source_adopt(path, bytes, n, true);
}

SkSource *lsp_read_source(const char *path, size_t cap) {
  struct stat st;
  return stat(path, &st) == 0 ? read_source(path, &st, cap) : NULL;
}

/* The checked document of the file at `path`: the open buffer's (checked
 * now if it changed), else the disk copy's. NULL when neither exists. */
static const SkDocument *file_document(Lsp *s, LspDoc *self, const char *path) {
  LspDoc *d = open_doc(s, path);
  if (d && d != self && !d->checking) {
    lsp_doc_fresh(s, d);
    return d->doc;
  }
  struct stat st;
  if (stat(path, &st) != 0) return NULL;
  for (LspFile *f = s->files; f; f = f->next)
    if (strcmp(f->path, path) == 0) {
      if (same_stat(&f->st, &st)) return f->doc;
      forget(s, path);
      break;
    }
  SkSource *src = read_source(path, &st, LSP_MAX_BODY);
  if (!src) return NULL;
  SkOptions o;
  lsp_options_for(s, path, &o, NULL);
  LspFile *f = sk_xcalloc(1, sizeof *f);
  f->path = sk_xstrdup(path);
  f->st = st;
  f->doc = sk_document_check(src, sk_detect(path, src->text, src->len), &o);
  f->next = s->files;
  s->files = f;
  return f->doc;
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
}

static char *folder_of(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? sk_xstrndup(path, (size_t)(slash - path + 1)) : sk_xstrdup("");
}

/* The character of the model file at `path` (its open buffer's text, else
 * the disk's), when it is one and lists the document `d`. */
static SkCharacter *cfg_listing(Lsp *s, const char *path, LspDoc *d, int32_t *part) {
  LspDoc *open = open_doc(s, path);
  SkSource *src = NULL;
  if (open && open->doc) {
    src = sk_source_new(path, open->doc->src->text, open->doc->src->len, false);
  } else {
    struct stat st;
    if (stat(path, &st) != 0) return NULL;
    src = read_source(path, &st, MAX_CFG_BYTES);
  }
  if (!src) return NULL;
  SkCharacter *c = NULL;
  if (sk_detect(path, src->text, src->len) == SK_FORMAT_CAL3DCFG) {
    SkScope *scope = lsp_scope_for(s, path);
    SkOptions co;
    lsp_options_for(s, path, &co, NULL);
    c = sk_character_from_cfg(src, scope, co.working_folder);
    sk_scope_free(scope);
    *part = sk_character_find(c, d->path);
    if (*part < 0) sk_character_free(c), c = NULL;
  }
  sk_source_free(src);
  return c;
}

/* The first model file in the document's folder (by name) that lists it. */
static SkCharacter *find_cfg(Lsp *s, LspDoc *d, int32_t *part, char **cfg_path) {
  char *dir = folder_of(d->path);
  DIR *dp = opendir(*dir ? dir : ".");
  char *names[MAX_CFG_CANDIDATES];
  size_t n = 0;
  if (dp) {
    struct dirent *e;
    while ((e = readdir(dp)) && n < MAX_CFG_CANDIDATES)
      if (sk_path_is_cfg(e->d_name)) names[n++] = sk_xasprintf("%s%s", dir, e->d_name);
    closedir(dp);
  }
  /* Open model files that are not saved yet count too. */
  for (LspDoc *o = s->docs; o && n < MAX_CFG_CANDIDATES; o = o->next) {
    char *odir = folder_of(o->path);
    bool here = sk_path_is_cfg(o->path) && strcmp(odir, dir) == 0;
    free(odir);
    for (size_t i = 0; here && i < n; i++) here = strcmp(names[i], o->path) != 0;
    if (here) names[n++] = sk_xstrdup(o->path);
  }
  free(dir);
  for (size_t i = 1; i < n; i++) /* by name, so the choice does not depend on readdir */
    for (size_t k = i; k > 0 && strcmp(names[k - 1], names[k]) > 0; k--) {
      char *t = names[k];
      names[k] = names[k - 1], names[k - 1] = t;
    }
  SkCharacter *c = NULL;
  for (size_t i = 0; i < n; i++) {
    if (!c && (c = cfg_listing(s, names[i], d, part))) {
      *cfg_path = names[i];
      continue;
    }
    free(names[i]);
  }
  return c;
}

/* Gives the character the documents its checks read: the skeleton, and
 * the base mesh of the part `part` when it is a morph target. */
static void attach(Lsp *s, LspDoc *d, SkCharacter *c, int32_t part) {
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
    const SkDocument *doc = file_document(s, d, path);
    if (doc) sk_character_set_document(c, k, doc);
  }
}

SkCharacter *lsp_character_for(Lsp *s, LspDoc *d, SkFormat f, const SkSource *src,
                               const SkOptions *o, int32_t *part) {
  lsp_doc_deps_clear(d);
  *part = -1;
  SkCharacter *c = NULL;
  SkScope *scope = lsp_scope_for(s, d->path);
  if (f == SK_FORMAT_CAL3DCFG) {
    c = sk_character_from_cfg(src, scope, o->working_folder);
  } else if (f == SK_FORMAT_XMF || f == SK_FORMAT_XAF || f == SK_FORMAT_XPF ||
             f == SK_FORMAT_XRF) {
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
    }
  }
  sk_scope_free(scope);
  if (c) attach(s, d, c, *part);
  return c;
}

bool lsp_doc_depends_on(const LspDoc *d, const char *path) {
  for (size_t i = 0; i < d->ndeps; i++)
    if (strcmp(d->deps[i], path) == 0 || same_file(d->deps[i], path)) return true;
  return false;
}

void lsp_file_changed(Lsp *s, const char *path, const LspDoc *except) {
  forget(s, path);
  for (LspDoc *d = s->docs; d; d = d->next) {
    if (d == except || d->checking || d->notifying) continue;
    /* A new or changed model file may now list a document of its folder. */
    bool cfg_here = false;
    if (sk_path_is_cfg(path)) {
      char *a = folder_of(path), *b = folder_of(d->path);
      cfg_here = strcmp(a, b) == 0;
      free(a), free(b);
    }
    if (cfg_here || lsp_doc_depends_on(d, path)) {
      d->dirty = true;
      lsp_lint_later(s, d);
    }
  }
}

const SkDocument *lsp_doc_skeleton(Lsp *s, LspDoc *d, char **path) {
  *path = NULL;
  SkFormat f = d->doc->format;
  if (f != SK_FORMAT_XMF && f != SK_FORMAT_XAF && f != SK_FORMAT_CAL3DCFG) return NULL;
  SkOptions o;
  lsp_options_for(s, d->path, &o, NULL);
  int32_t part;
  SkCharacter *c = lsp_character_for(s, d, f, d->doc->src, &o, &part);
  if (!c) return NULL;
  int32_t k = sk_character_skeleton(c);
  const SkDocument *doc = k >= 0 ? sk_character_document(c, k) : NULL;
  if (doc) {
    const SkPart *parts;
    sk_character_parts(c, &parts);
    *path = sk_xstrdup(parts[k].found ? parts[k].found : parts[k].path);
  }
  sk_character_free(c);
  return doc;
}

LspDoc *lsp_doc_open_at(Lsp *s, const char *path) { return open_doc(s, path); }
