/* model.c — the format-neutral model every front-end builds and every
 * rule reads: bones with their transforms and parents, vertices with their
 * influences, each value with its byte span. What only one format has hangs
 * off `ext` and is read only by that format's rules. */
#include "front_end.h"

#include <stdlib.h>

SkModel *sk_model_new(SkFormat format) {
  SkModel *m = sk_xcalloc(1, sizeof *m);
  m->arena = sk_arena_new();
  m->format = format;
  return m;
}

void sk_model_free(SkModel *m) {
  if (!m) return;
  if (m->ext && m->ext_free) m->ext_free(m->ext);
  sk_repair_free(m->repair);
  free(m->bones);
  free(m->vertices);
  free(m->influences);
  free(m->suppressions);
  free(m->refs);
  free(m->blocks);
  if (m->names) sk_names_free(m->names);
  free(m->names);
  sk_skeleton_free(m->skeleton);
  sk_arena_free(m->arena);
  free(m);
}

SkBone *sk_model_add_bone(SkModel *m) {
  SkBone *b = SK_ARRAY_PUSH(m->bones, m->nbones, m->bones_cap);
  b->name = "";
  b->parent = SK_NO_PARENT;
  b->span = b->name_span = b->parent_span = b->id_span = SK_NO_SPAN;
  b->translation_span = b->rotation_span = b->scale_span = SK_NO_SPAN;
  b->matrix_span = b->bind_translation_span = b->bind_rotation_span = SK_NO_SPAN;
  b->rotation[3] = b->bind_rotation[3] = 1;
  b->scale[0] = b->scale[1] = b->scale[2] = 1;
  return b;
}

SkVertex *sk_model_add_vertex(SkModel *m) {
  SkVertex *v = SK_ARRAY_PUSH(m->vertices, m->nvertices, m->vertices_cap);
  v->first = m->ninfluences;
  v->span = SK_NO_SPAN;
  return v;
}

SkInfluence *sk_model_add_influence(SkModel *m) {
  SkInfluence *in = SK_ARRAY_PUSH(m->influences, m->ninfluences, m->influences_cap);
  in->bone = -1;
  return in;
}

void sk_model_add_ref(SkModel *m, uint32_t bone, SkSpan span, bool by_name) {
  if (bone >= m->nbones || !sk_span_valid(span)) return;
  SkBoneRef *r = SK_ARRAY_PUSH(m->refs, m->nrefs, m->refs_cap);
  r->bone = bone;
  r->span = span;
  r->by_name = by_name;
}

void sk_model_add_skeleton_ref(SkModel *m, uint32_t id, SkSpan span) {
  if (m->nbones || !sk_span_valid(span)) return;
  SkBoneRef *r = SK_ARRAY_PUSH(m->refs, m->nrefs, m->refs_cap);
  r->bone = id;
  r->span = span;
  r->by_name = false;
}

void sk_model_add_block(SkModel *m, SkSpan span) {
  if (!sk_span_valid(span) || span.end <= span.start) return;
  *SK_ARRAY_PUSH(m->blocks, m->nblocks, m->blocks_cap) = span;
}

const char *sk_model_strdup(SkModel *m, const char *s, size_t len) {
  return sk_arena_strndup(m->arena, s, len);
}

void *sk_model_alloc(SkModel *m, size_t size) {
  return sk_arena_alloc(m->arena, size);
}

int32_t sk_model_find_bone(const SkModel *m, const char *name, size_t len) {
  /* The table is built on the first look-up, for the bones there are
   * then (a cache: the model is otherwise read-only here). */
  SkModel *w = (SkModel *)m;
  if (!w->names || w->names_for != m->nbones) {
    if (!w->names) w->names = sk_xcalloc(1, sizeof *w->names);
    sk_names_clear(w->names);
    sk_names_reserve(w->names, m, m->nbones);
    for (uint32_t i = 0; i < m->nbones; i++) sk_names_put(w->names, m, i);
    w->names_for = m->nbones;
  }
  return sk_names_find(m->names, m, name, len);
}

void sk_model_resolve_parent_indices(SkModel *m) {
  for (uint32_t i = 0; i < m->nbones; i++) {
    SkBone *b = &m->bones[i];
    b->parent = SK_NO_PARENT;
    b->parent_unresolved = false;
    if (!b->has_parent_ref || b->parent_ref == -1) continue;
    if (b->parent_ref >= 0 && b->parent_ref < (int64_t)m->nbones)
      b->parent = (int32_t)b->parent_ref;
    else
      b->parent_unresolved = true;
  }
}

SkSpan sk_bone_place(const SkBone *b) {
  return sk_span_valid(b->name_span) ? b->name_span : b->span;
}

SkSpan sk_bone_mark(const SkBone *b) {
  return sk_span_valid(b->name_span) ? b->name_span : sk_span_valid(b->id_span) ? b->id_span : b->span;
}
