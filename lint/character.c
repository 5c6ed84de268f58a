/* character.c — the files of one Cal3D character (skellint.h,
 * "Characters"): read from a model file (.cfg) or made of one skeleton,
 * each file looked for on disk the way a viewer opens it — the .cfg's
 * folder, then `path=` written before the name (Cal3D's viewers add no
 * separator), then the name as written, trailing blanks included. When a
 * name is missing but exists with other letter case, the part says so: it
 * loads on Windows and fails elsewhere.
 *
 * Rules reach a character through SkContext; they read the parts and the
 * documents the surface gave it (sk_character_set_document), never the
 * disk. */
#include "check_layer.h"
#include "formats/cal3dcfg.h"

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <strings.h>
#include <sys/stat.h>

typedef struct {
  bool known;
  dev_t dev;
  ino_t ino;
} FileId;


/* One folder's entries by their names in lower case, listed once per
 * character (a .cfg naming 2,000 missing files beside 10,000 others lists
 * its folder once, not 2,000 times). */
typedef struct {
  char *lower, *name;
} Entry;

typedef struct {
  char *dir;
  Entry *entries;
  size_t n;
} Listing;

struct SkCharacter {
  char *cfg;
  SkPart *parts;
  size_t nparts, cap;
  FileId *ids;
  const SkDocument **docs;
  int32_t skeleton;
  const SkScope *scope; /* while the parts are looked up */
  Listing *listings;
  size_t nlistings, listings_cap;
};

static bool exists(const char *path) {
  struct stat st;
  return stat(path, &st) == 0;
}

static char *lower_dup(const char *s) {
  char *r = sk_xstrdup(s);
  for (char *p = r; *p; p++)
    if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
  return r;
}

static int by_lower(const void *a, const void *b) {
  const Entry *x = a, *y = b;
  int c = strcmp(x->lower, y->lower);
  return c ? c : strcmp(x->name, y->name);
}

/* The listing of folder `dir` (its name as looked up), made on first use;
 * an empty one for a folder outside the scope (never listed). */
static const Listing *listing(SkCharacter *c, const char *dir) {
  for (size_t i = 0; i < c->nlistings; i++)
    if (strcmp(c->listings[i].dir, dir) == 0) return &c->listings[i];
  Listing *l = SK_ARRAY_PUSH(c->listings, c->nlistings, c->listings_cap);
  l->dir = sk_xstrdup(dir);
  const char *open_as = *dir ? dir : ".";
  if (sk_scope_judge(c->scope, open_as) != SK_SCOPE_INSIDE) return l;
  DIR *d = opendir(open_as);
  if (!d) return l;
  size_t cap = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    Entry *x = SK_ARRAY_PUSH(l->entries, l->n, cap);
    x->name = sk_xstrdup(e->d_name);
    x->lower = lower_dup(e->d_name);
  }
  closedir(d);
  if (l->n > 1) qsort(l->entries, l->n, sizeof *l->entries, by_lower);
  return l;
}

/* The entry of directory `dir` whose name equals `name` but for letter
 * case (the first by byte order), or NULL. Caller frees. */
static char *other_case(SkCharacter *c, const char *dir, const char *name) {
  const Listing *l = listing(c, dir);
  char *key = lower_dup(name);
  size_t lo = 0, hi = l->n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (strcmp(l->entries[mid].lower, key) < 0) lo = mid + 1;
    else hi = mid;
  }
  char *hit = lo < l->n && strcmp(l->entries[lo].lower, key) == 0
                  ? sk_xstrdup(l->entries[lo].name)
                  : NULL;
  free(key);
  return hit;
}

/* Looks for `path` component by component, taking each missing one in
 * another letter case when the directory has it. Returns the path found
 * (caller frees) or NULL. */
static char *find_other_case(SkCharacter *c, const char *path) {
  SkBuf out = {0};
  const char *p = path;
  size_t root = sk_path_root_len(p);
  sk_buf_append(&out, p, root);
  p += root;
  sk_buf_append(&out, "", 0);
  while (*p) {
    size_t n = 0;
    while (p[n] && !sk_path_sep(p[n])) n++;
    char *comp = sk_xstrndup(p, n);
    size_t at = out.len;
    sk_buf_puts(&out, comp);
    if (n && !exists(out.data)) {
      /* The folder holding it: the prefix without its last separator (the
       * root stays). */
      char *dir = sk_xstrndup(out.data, at > root ? at - 1 : at);
      char *hit = other_case(c, dir, comp);
      free(dir);
      if (!hit) {
        free(comp);
        sk_buf_free(&out);
        return NULL;
      }
      out.len = at;
      out.data[at] = '\0';
      sk_buf_puts(&out, hit);
      free(hit);
    }
    free(comp);
    p += n;
    if (*p) sk_buf_putc(&out, *p), p++; /* the separator as written */
  }
  return sk_buf_take(&out);
}

static void listings_free(SkCharacter *c) {
  for (size_t i = 0; i < c->nlistings; i++) {
    for (size_t k = 0; k < c->listings[i].n; k++) {
      free(c->listings[i].entries[k].name);
      free(c->listings[i].entries[k].lower);
    }
    free(c->listings[i].entries);
    free(c->listings[i].dir);
  }
  free(c->listings);
  c->listings = NULL;
  c->nlistings = c->listings_cap = 0;
}

static SkPart *add_part(SkCharacter *c, SkPartKind kind) {
  if (c->nparts == c->cap) {
    c->cap = c->cap ? c->cap * 2 : 8;
    c->parts = sk_xrealloc(c->parts, c->cap * sizeof *c->parts);
    c->ids = sk_xrealloc(c->ids, c->cap * sizeof *c->ids);
    c->docs = sk_xrealloc(c->docs, c->cap * sizeof *c->docs);
  }
  size_t i = c->nparts++;
  memset(&c->parts[i], 0, sizeof c->parts[i]);
  memset(&c->ids[i], 0, sizeof c->ids[i]);
  c->docs[i] = NULL;
  SkPart *p = &c->parts[i];
  p->kind = kind;
  p->entry = -1;
  p->value = SK_NO_SPAN;
  p->base = -1;
  return p;
}

#ifdef _WIN32
/* Whether the names the .cfg wrote (the last components of `at`, as many
 * as `name` has) are spelt on disk (`disk`) in the same letter case: the
 * folders before them are the user's or the program's, not the model's
 * (REPO\rel.cfg naming own.xsf is no SK472 when the folder is repo). */
static bool same_case_named(const char *disk, const char *at, const char *name) {
  size_t k = 0;
  for (const char *q = name; *q;) {
    while (*q && sk_path_sep(*q)) q++;
    if (*q) k++;
    while (*q && !sk_path_sep(*q)) q++;
  }
  size_t i = strlen(disk), j = strlen(at);
  while (k--) {
    while (i && sk_path_sep(disk[i - 1])) i--;
    while (j && sk_path_sep(at[j - 1])) j--;
    size_t ei = i, ej = j;
    while (i && !sk_path_sep(disk[i - 1])) i--;
    while (j && !sk_path_sep(at[j - 1])) j--;
    if (ei - i != ej - j || memcmp(disk + i, at + j, ei - i) != 0) return false;
  }
  return true;
}
#endif

/* Looks the part's file up and fills status, found and the file's id: a
 * file that resolves outside the scope is OUTSIDE (not looked at further,
 * never read), another model file is NOT_A_PART, only a regular file on
 * an ordinary file system is FOUND. */
static void resolve(SkCharacter *c, size_t i) {
  SkPart *p = &c->parts[i];
  char *hit = NULL;
  const char *at = p->path;
  SkFileStatus found = SK_FILE_FOUND;
  SkScopeVerdict v = sk_scope_judge(c->scope, at);
  if (v == SK_SCOPE_MISSING) {
    hit = find_other_case(c, p->path);
    if (!hit) {
      p->status = SK_FILE_MISSING;
      return;
    }
    at = hit;
    found = SK_FILE_OTHER_CASE;
    v = sk_scope_judge(c->scope, at);
  }
  struct stat st;
  if (v == SK_SCOPE_OUTSIDE) {
    p->status = SK_FILE_OUTSIDE;
  } else if (v == SK_SCOPE_MISSING || stat(at, &st) != 0) {
    p->status = SK_FILE_MISSING;
  } else if (!S_ISREG(st.st_mode) || sk_path_on_pseudo_fs(at)) {
    p->status = SK_FILE_NOT_A_FILE;
  } else if (sk_path_is_cfg(at)) {
    p->status = SK_FILE_NOT_A_PART;
  } else {
#ifdef _WIN32 /* found in any letter case: tell the one on disk (lint/compat/) */
    char *disk = found == SK_FILE_FOUND ? sk_disk_case(at) : NULL;
    if (disk && !same_case_named(disk, at, p->name)) {
      found = SK_FILE_OTHER_CASE;
      free(hit);
      hit = disk;
    } else {
      free(disk);
    }
#endif
    p->status = found;
    p->found = hit ? hit : sk_xstrdup(at);
    hit = NULL;
    c->ids[i].known = true, c->ids[i].dev = st.st_dev, c->ids[i].ino = st.st_ino;
  }
  free(hit);
}

/* Looks part i up at `path` instead; keeps it when found there (exactly:
 * letter case is the name's own business), else leaves the part as it was. */
static bool try_at(SkCharacter *c, size_t i, char *path, SkPartWhere where, char *assumed) {
  SkPart *p = &c->parts[i];
  char *was = p->path;
  p->path = path;
  resolve(c, i);
  if (p->status == SK_FILE_FOUND) {
    free(was);
    p->where = where;
    p->assumed = assumed;
    return true;
  }
  free(p->found);
  p->found = NULL;
  free(path);
  free(assumed);
  p->path = was;
  p->status = SK_FILE_MISSING;
  return false;
}

/* A name that is not where the .cfg's folder says, looked for as the
 * programs that load such files do (issue 24): from the folders above the
 * .cfg's, inside the project (a viewer started there: `path=../../data/`),
 * and, when `path=` leads nowhere, the name alone under the .cfg's folder
 * and the folders in it (an application that sets its own model path).
 * Never outside the scope; nothing without one. */
static void look_further(SkCharacter *c, size_t i, const char *dir, const char *value,
                         size_t vlen, bool has_path, bool path_slash) {
  SkPart *p = &c->parts[i];
  if (!c->scope || sk_scope_is_empty(c->scope)) return;
  SkBuf up = {0};
  sk_buf_append(&up, "", 0);
  for (int level = 1; level <= 16 && !sk_path_root_len(p->name); level++) {
    sk_buf_puts(&up, "../");
    char *folder = sk_xasprintf("%s%s", dir, up.data);
    bool inside = sk_scope_judge(c->scope, *folder ? folder : ".") == SK_SCOPE_INSIDE;
    if (inside && try_at(c, i, sk_xasprintf("%s%s", folder, p->name), SK_WHERE_ANCESTOR, folder)) {
      sk_buf_free(&up);
      return;
    }
    if (!inside) free(folder);
    if (!inside) break;
  }
  sk_buf_free(&up);
  /* A path= without its trailing '/' is a typo every loader trips on, not
   * a stale folder: SK471 says so as an error. */
  if (!has_path || !path_slash || !vlen) return;
  char *name = sk_xstrndup(value, vlen);
  if (try_at(c, i, sk_xasprintf("%s%s", dir, name), SK_WHERE_BESIDE, sk_xstrdup(*dir ? dir : "./"))) {
    free(name);
    return;
  }
  /* The folders in the .cfg's folder (by name), one level down. */
  const Listing *l = listing(c, *dir ? dir : ".");
  for (size_t k = 0; k < l->n; k++) {
    const char *e = l->entries[k].name;
    if (e[0] == '.') continue;
    char *sub = sk_xasprintf("%s%s/", dir, e);
    struct stat st;
    bool folder = stat(sub, &st) == 0 && S_ISDIR(st.st_mode);
    if (folder && try_at(c, i, sk_xasprintf("%s%s", sub, name), SK_WHERE_BESIDE, sub)) break;
    if (!folder) free(sub);
  }
  free(name);
}

static char *dir_of(const char *path) {
  return path ? sk_xstrndup(path, sk_path_dir_len(path)) : sk_xstrdup("");
}

const char *sk_part_kind_name(SkPartKind k) {
  switch (k) {
  case SK_PART_SKELETON: return "skeleton";
  case SK_PART_MESH: return "mesh";
  case SK_PART_ANIMATION: return "animation";
  case SK_PART_MATERIAL: return "material";
  default: return "morph target";
  }
}

static const SkPartKind kind_of_key[] = {
    [CFG_SKELETON] = SK_PART_SKELETON, [CFG_MESH] = SK_PART_MESH,
    [CFG_ANIMATION] = SK_PART_ANIMATION, [CFG_MATERIAL] = SK_PART_MATERIAL,
    [CFG_MORPHTARGET] = SK_PART_MORPHTARGET};

static bool path_ends_in_slash(const SkSource *cfg, const CfgExt *x, const CfgEntry *e) {
  if (e->path < 0) return false;
  SkSpan pv = x->entries[e->path].value;
  return pv.end > pv.start && (cfg->text[pv.end - 1] == '/' || cfg->text[pv.end - 1] == '\\');
}

SkCharacter *sk_character_from_cfg(const SkSource *cfg, const SkScope *scope, const char *workdir) {
  SkCharacter *c = sk_xcalloc(1, sizeof *c);
  c->scope = scope;
  c->cfg = sk_xstrdup(cfg->path ? cfg->path : "");
  c->skeleton = -1;
  CfgExt x = {0};
  cfg_read(cfg->text, cfg->len, &x);
  char *dir = dir_of(cfg->path);
  /* Names are read from the working folder when the project names one. */
  char *base = workdir && *workdir ? sk_path_join(workdir, "") : sk_xstrdup(dir);
  int32_t last_mesh = -1;
  uint32_t end = x.stop >= 0 ? (uint32_t)x.stop : x.n;
  for (uint32_t k = 0; k < end; k++) {
    const CfgEntry *e = &x.entries[k];
    if (!cfg_key_is_file((CfgKey)e->key)) continue;
    SkPart *p = add_part(c, kind_of_key[e->key]);
    p->entry = (int32_t)k;
    p->value = e->value;
    SkSpan pv = e->path >= 0 ? x.entries[e->path].value : sk_span(0, 0);
    const char *piece[3] = {dir, cfg->text + pv.start, cfg->text + e->value.start};
    size_t len[3] = {strlen(dir), pv.end - pv.start, e->value.end - e->value.start};
    if (len[0] + len[1] + len[2] >= PATH_MAX) {
      /* No file has that name (the system refuses it): the part is
       * missing, and its name and path are kept as a message shows them,
       * not two copies of a 1 MiB path= per line. */
      int skip = (len[1] ? piece[1][0] : piece[2][0]) == '/' ? 1 : 0; /* absolute */
      p->name = sk_message_join(piece + 1, len + 1, 2);
      p->path = sk_message_join(piece + skip, len + skip, 3 - (size_t)skip);
      p->status = SK_FILE_MISSING;
    } else {
      SkBuf name = {0};
      sk_buf_append(&name, "", 0);
      sk_buf_append(&name, piece[1], len[1]);
      sk_buf_append(&name, piece[2], len[2]);
      p->name = sk_buf_take(&name);
      p->path = sk_path_root_len(p->name) ? sk_xstrdup(p->name) : sk_path_join(base, p->name);
      if (e->value.start == e->value.end) {
        p->status = SK_FILE_MISSING;
      } else {
        resolve(c, c->nparts - 1);
        if (p->status == SK_FILE_MISSING && strchr(p->name, '\\')) {
          /* Windows reads '\' between folders; the file is checked with
           * the character, and SK472 says it fails elsewhere. */
          char *slashed = sk_xstrdup(p->path);
          for (char *q = slashed; *q; q++)
            if (*q == '\\') *q = '/';
          try_at(c, c->nparts - 1, slashed, SK_WHERE_AS_NAMED, NULL);
        }
        if (p->status == SK_FILE_MISSING)
          look_further(c, c->nparts - 1, dir, cfg->text + e->value.start,
                       e->value.end - e->value.start, e->path >= 0, path_ends_in_slash(cfg, &x, e));
      }
    }
    if (p->kind == SK_PART_MESH) last_mesh = (int32_t)(c->nparts - 1);
    if (p->kind == SK_PART_MORPHTARGET) p->base = last_mesh;
    if (p->kind == SK_PART_SKELETON) c->skeleton = (int32_t)(c->nparts - 1);
  }
  free(dir);
  free(base);
  cfg_free(&x);
  listings_free(c);
  c->scope = NULL;
  return c;
}

SkCharacter *sk_character_new(const char *skeleton_path, const SkScope *scope) {
  SkCharacter *c = sk_xcalloc(1, sizeof *c);
  c->skeleton = 0;
  c->scope = scope;
  SkPart *p = add_part(c, SK_PART_SKELETON);
  p->name = sk_xstrdup(skeleton_path);
  p->path = sk_xstrdup(skeleton_path);
  resolve(c, 0);
  listings_free(c);
  c->scope = NULL;
  return c;
}

SkCharacter *sk_character_replan(const SkCharacter *old, const SkSource *cfg,
                                 const SkScope *scope, const char *workdir) {
  SkCharacter *c = sk_character_from_cfg(cfg, scope, workdir);
  for (size_t i = 0; i < c->nparts; i++) {
    if (!c->parts[i].found || !c->ids[i].known) continue;
    for (size_t k = 0; old && k < old->nparts; k++)
      if (old->docs[k] && old->ids[k].known && old->ids[k].dev == c->ids[i].dev &&
          old->ids[k].ino == c->ids[i].ino) {
        c->docs[i] = old->docs[k];
        break;
      }
  }
  return c;
}

void sk_character_free(SkCharacter *c) {
  if (!c) return;
  for (size_t i = 0; i < c->nparts; i++) {
    free(c->parts[i].name);
    free(c->parts[i].path);
    free(c->parts[i].found);
    free(c->parts[i].assumed);
  }
  free(c->parts);
  free(c->ids);
  free(c->docs);
  free(c->cfg);
  free(c);
}

const char *sk_character_cfg(const SkCharacter *c) { return c ? c->cfg : NULL; }

size_t sk_character_parts(const SkCharacter *c, const SkPart **parts) {
  if (parts) *parts = c ? c->parts : NULL;
  return c ? c->nparts : 0;
}

int32_t sk_character_find(const SkCharacter *c, const char *path) {
  if (!c || !path) return -1;
  FileId id = {0};
  struct stat st;
  if (stat(path, &st) == 0) id.known = true, id.dev = st.st_dev, id.ino = st.st_ino;
  for (size_t i = 0; i < c->nparts; i++) {
    if (id.known && c->ids[i].known && c->ids[i].dev == id.dev && c->ids[i].ino == id.ino)
      return (int32_t)i;
    if (!id.known && c->parts[i].path && strcmp(c->parts[i].path, path) == 0) return (int32_t)i;
  }
  return -1;
}

/* Whether a document holds what its part is loaded as: a file of another
 * kind (a material on the skeleton= line, SK474) gives the character no
 * skeleton or base mesh, rather than one with no bones or vertices. */
static bool fits(SkPartKind kind, const SkDocument *doc) {
  /* What the file is, by its spec (a binary Cal3D file: by its magic). A
   * Cal3D file is the skeleton only if it is one; any other format with
   * bones but a model file can stand for it. */
  bool cal3d = sk_format_spec(doc->format)->cal3d_part;
  SkFormatKind is = sk_format_kind_of(doc->format, doc->src);
  switch (kind) {
  case SK_PART_SKELETON: return cal3d ? is == SK_KIND_SKELETON : is != SK_KIND_CHARACTER;
  case SK_PART_MESH:
  case SK_PART_MORPHTARGET: return cal3d && is == SK_KIND_MESH;
  default: return true;
  }
}

void sk_character_set_document(SkCharacter *c, int32_t part, const SkDocument *doc) {
  if (!c || part < 0 || (size_t)part >= c->nparts) return;
  c->docs[part] = doc && doc->model && !doc->model->incomplete && fits(c->parts[part].kind, doc)
                      ? doc
                      : NULL;
}

const SkDocument *sk_character_document(const SkCharacter *c, int32_t part) {
  if (!c || part < 0 || (size_t)part >= c->nparts) return NULL;
  return c->docs[part];
}

int32_t sk_character_skeleton(const SkCharacter *c) { return c ? c->skeleton : -1; }
