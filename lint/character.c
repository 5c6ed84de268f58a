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
#include "internal.h"
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

struct SkCharacter {
  char *cfg;
  SkPart *parts;
  size_t nparts, cap;
  FileId *ids;
  const SkDocument **docs;
  int32_t skeleton;
};

static bool is_file(const char *path, FileId *id) {
  struct stat st;
  if (stat(path, &st) != 0) return false;
  if (id) id->known = true, id->dev = st.st_dev, id->ino = st.st_ino;
  return S_ISREG(st.st_mode);
}

static bool exists(const char *path) {
  struct stat st;
  return stat(path, &st) == 0;
}

/* The entry of directory `dir` whose name equals `name` but for letter
 * case, or NULL. Caller frees. */
static char *other_case(const char *dir, const char *name) {
  DIR *d = opendir(*dir ? dir : ".");
  if (!d) return NULL;
  char *hit = NULL;
  struct dirent *e;
  while (!hit && (e = readdir(d)) != NULL)
    if (strcasecmp(e->d_name, name) == 0) hit = sk_xstrdup(e->d_name);
  closedir(d);
  return hit;
}

/* Looks for `path` component by component, taking each missing one in
 * another letter case when the directory has it. Returns the path found
 * (caller frees) or NULL. */
static char *find_other_case(const char *path) {
  SkBuf out = {0};
  const char *p = path;
  if (*p == '/') sk_buf_putc(&out, '/'), p++;
  sk_buf_append(&out, "", 0);
  while (*p) {
    const char *slash = strchr(p, '/');
    size_t n = slash ? (size_t)(slash - p) : strlen(p);
    char *comp = sk_xstrndup(p, n);
    size_t at = out.len;
    sk_buf_puts(&out, comp);
    if (n && !exists(out.data)) {
      /* The folder holding it: the prefix without its last '/' ("/" stays). */
      char *dir = sk_xstrndup(out.data, at > 1 ? at - 1 : at);
      char *hit = other_case(dir, comp);
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
    if (*p == '/') sk_buf_putc(&out, '/'), p++;
  }
  return sk_buf_take(&out);
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

/* Looks the part's file up and fills status, found and the file's id. */
static void resolve(SkCharacter *c, size_t i) {
  SkPart *p = &c->parts[i];
  struct stat st;
  if (stat(p->path, &st) == 0) {
    p->status = S_ISREG(st.st_mode) ? SK_FILE_FOUND : SK_FILE_NOT_A_FILE;
    if (p->status == SK_FILE_FOUND) p->found = sk_xstrdup(p->path);
    c->ids[i].known = true, c->ids[i].dev = st.st_dev, c->ids[i].ino = st.st_ino;
    return;
  }
  char *hit = find_other_case(p->path);
  if (hit && is_file(hit, &c->ids[i])) {
    p->status = SK_FILE_OTHER_CASE;
    p->found = hit;
    return;
  }
  free(hit);
  p->status = SK_FILE_MISSING;
}

static char *dir_of(const char *path) {
  const char *slash = path ? strrchr(path, '/') : NULL;
  return slash ? sk_xstrndup(path, (size_t)(slash - path) + 1) : sk_xstrdup("");
}

static const SkPartKind kind_of_key[] = {
    [CFG_SKELETON] = SK_PART_SKELETON, [CFG_MESH] = SK_PART_MESH,
    [CFG_ANIMATION] = SK_PART_ANIMATION, [CFG_MATERIAL] = SK_PART_MATERIAL,
    [CFG_MORPHTARGET] = SK_PART_MORPHTARGET};

SkCharacter *sk_character_from_cfg(const SkSource *cfg) {
  SkCharacter *c = sk_xcalloc(1, sizeof *c);
  c->cfg = sk_xstrdup(cfg->path ? cfg->path : "");
  c->skeleton = -1;
  CfgExt x = {0};
  cfg_read(cfg->text, cfg->len, &x);
  char *dir = dir_of(cfg->path);
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
      p->path = p->name[0] == '/' ? sk_xstrdup(p->name) : sk_xasprintf("%s%s", dir, p->name);
      if (e->value.start == e->value.end) {
        p->status = SK_FILE_MISSING;
      } else {
        resolve(c, c->nparts - 1);
      }
    }
    if (p->kind == SK_PART_MESH) last_mesh = (int32_t)(c->nparts - 1);
    if (p->kind == SK_PART_MORPHTARGET) p->base = last_mesh;
    if (p->kind == SK_PART_SKELETON) c->skeleton = (int32_t)(c->nparts - 1);
  }
  free(dir);
  cfg_free(&x);
  return c;
}

SkCharacter *sk_character_new(const char *skeleton_path) {
  SkCharacter *c = sk_xcalloc(1, sizeof *c);
  c->skeleton = 0;
  SkPart *p = add_part(c, SK_PART_SKELETON);
  p->name = sk_xstrdup(skeleton_path);
  p->path = sk_xstrdup(skeleton_path);
  resolve(c, 0);
  return c;
}

void sk_character_free(SkCharacter *c) {
  if (!c) return;
  for (size_t i = 0; i < c->nparts; i++) {
    free(c->parts[i].name);
    free(c->parts[i].path);
    free(c->parts[i].found);
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
  const SkSource *src = doc->src;
  bool bin = doc->format == SK_FORMAT_CAL3D_BINARY;
  const char *magic = bin && src && src->raw_len >= 4 ? src->raw : "";
  switch (kind) {
  case SK_PART_SKELETON:
    if (bin) return memcmp(magic, "CSF", 4) == 0;
    return doc->format != SK_FORMAT_XMF && doc->format != SK_FORMAT_XAF &&
           doc->format != SK_FORMAT_XRF && doc->format != SK_FORMAT_XPF &&
           doc->format != SK_FORMAT_CAL3DCFG;
  case SK_PART_MESH:
  case SK_PART_MORPHTARGET:
    return doc->format == SK_FORMAT_XMF || (bin && memcmp(magic, "CMF", 4) == 0);
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
