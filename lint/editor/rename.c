/* rename.c — renaming a bone (sk_rename_target, sk_rename_bone). The edits
 * change the bone's name and every reference that spells the name (a
 * parent or influence written by name, quoted or not); references by
 * index or serial stay as they are, since they still point at the same
 * bone. A name another bone already has is refused, as is one the format
 * cannot hold (sk_vocab_name_refused: a .bon name with ',', an XML one
 * with U+FFFE …) and one that would need escaping in any format (quotes,
 * <, >, &, \). A bone without a written name (a .bon joint known only by
 * its serial) cannot be renamed: its references are numbers. Each refusal
 * is one sentence for the user. */
#include "../report.h"
#include "skellint/editor.h"

#include <stdlib.h>
#include <string.h>

/* A bone without a written name cannot be renamed (its references are
 * serials or indices, which stay): why, malloc'd, or NULL. */
static char *unnamed(const SkModel *m, int32_t bone) {
  if (sk_span_valid(m->bones[bone].name_span)) return NULL;
  return sk_xasprintf("bone %d has no name written in this file (it is known by its %s); "
                      "write a name where it is declared first",
                      bone, m->bones[bone].has_declared_id ? "number" : "place");
}

/* Beyond what the format can hold: a name that would need escaping in
 * some format is refused everywhere, so that a rename reads the same in
 * every file that spells it. */
static const char *needs_escaping(const char *name) {
  for (const unsigned char *p = (const unsigned char *)name; *p; p++)
    if (strchr("\"'<>&\\", *p))
      return "the new name contains a character that would need escaping "
             "(quote, <, >, & or \\)";
  return NULL;
}

static SkBoneAt renamed_at(const SkDocument *doc, uint32_t offset) {
  SkBoneAt at = sk_bone_at(doc ? doc->model : NULL, offset);
  if (at.kind == SK_AT_NOTHING || at.kind == SK_AT_BONE || at.kind == SK_AT_EXTERNAL)
    at.bone = -1;
  return at;
}

SkRenameTarget sk_rename_target(const SkDocument *doc, uint32_t offset) {
  SkBoneAt at = renamed_at(doc, offset);
  SkRenameTarget t = {at.bone, at.span, NULL, NULL};
  if (at.bone < 0) return t;
  t.refusal = unnamed(doc->model, at.bone);
  if (!t.refusal) t.name = sk_xstrdup(doc->model->bones[at.bone].name);
  return t;
}

void sk_rename_target_free(SkRenameTarget *t) {
  free(t->name);
  free(t->refusal);
  t->name = t->refusal = NULL;
}

static void add(SkEdits *e, SkSpan span, const char *text) {
  if (e->count == e->cap) {
    e->cap = e->cap ? e->cap * 2 : 8;
    e->items = sk_xrealloc(e->items, e->cap * sizeof *e->items);
  }
  e->items[e->count++] = (SkEdit){span, sk_xstrdup(text)};
}

char *sk_rename_bone(const SkDocument *doc, uint32_t offset, const char *name, SkEdits *out) {
  SkBoneAt at = renamed_at(doc, offset);
  if (at.bone < 0) return sk_xstrdup("there is no bone name or bone reference here to rename");
  /* What the format can hold is the format's word (sk_vocab_name_refused). */
  const char *why = sk_vocab_name_refused(doc->format, name, strlen(name));
  if (why || (why = needs_escaping(name))) return sk_xstrdup(why);
  const SkModel *m = doc->model;
  char *no_name = unnamed(m, at.bone);
  if (no_name) return no_name;
  int32_t taken = sk_model_find_bone(m, name, strlen(name));
  if (taken >= 0 && taken != at.bone)
    return sk_xasprintf("a bone named '%.200s' already exists (bone %d)", name, taken);
  const SkBone *b = &m->bones[at.bone];
  add(out, b->name_span, name);
  SkSpans refs = {0};
  sk_bone_references(m, at.bone, false, &refs);
  uint32_t last_end = 0;
  for (size_t i = 0; i < refs.count; i++) {
    SkSpan sp = sk_name_in(doc->src, refs.items[i], b->name);
    /* Overlapping edits cannot be applied together: keep the first. */
    if (!sk_span_valid(sp) || (i && sp.start < last_end)) continue;
    add(out, sp, name);
    last_end = sp.end;
  }
  sk_spans_free(&refs);
  return NULL;
}

void sk_edits_free(SkEdits *e) {
  for (size_t i = 0; i < e->count; i++) free(e->items[i].text);
  free(e->items);
  *e = (SkEdits){0};
}
