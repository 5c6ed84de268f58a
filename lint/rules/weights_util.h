/* weights_util.h — what the skin-weight rules (SK201–SK207) share: how a
 * vertex and the bone of an influence are named in messages, whatever the
 * format (LGW names a vertex by its mesh, BonesPro by its number; LGW
 * names bones in quotes, BonesPro by index), and the span of a vertex's
 * influences. Header-only; nothing here reports anything. */
#ifndef SK_WEIGHTS_UTIL_H
#define SK_WEIGHTS_UTIL_H

#include "../formats/cal3d.h"
#include "../formats/lgw.h"
#include "rule_util.h"

/* "vertex 12 of mesh \"body\"" (LGW), "vertex 12 of submesh 0" (XMF,
 * counted as the reader counts: by position in the submesh) or "vertex 12". */
static inline void sk_vertex_label(const SkContext *ctx, uint32_t v, char *buf, size_t cap) {
  uint32_t k, s;
  const char *mesh = lgw_vertex_mesh(ctx, v, &k);
  if (mesh) snprintf(buf, cap, "vertex %u of mesh \"%s\"", k, mesh);
  else if (cal3d_vertex_submesh(ctx, v, &s, &k)) snprintf(buf, cap, "vertex %u of submesh %u", k, s);
  else snprintf(buf, cap, "vertex %u", v);
}

static inline SkSpan sk_inf_weight_span(const SkInfluence *f) {
  return sk_span_n(f->weight_start, f->weight_len);
}

/* A binary mesh (CMF): its spans hold the fields' bytes, not text. */
static inline bool sk_weights_binary(const SkContext *ctx) {
  return ctx->src->encoding == SK_ENCODING_BINARY;
}

/* The weight as written, for "%.*s" (returns the length, *text the
 * characters): its text, or in a binary mesh its value in the shortest
 * form that reads back the same (into buf, at least 32 chars). */
static inline int sk_inf_weight_text(const SkContext *ctx, const SkInfluence *f, char *buf,
                                     const char **text) {
  if (sk_weights_binary(ctx)) {
    *text = buf;
    return sk_format_float(f->weight, buf);
  }
  *text = ctx->src->text + f->weight_start;
  return (int)f->weight_len;
}

/* The bone reference as written, without quotes (a binary mesh: the
 * bytes of the bone ID). */
static inline SkSpan sk_inf_bone_span(const SkContext *ctx, const SkInfluence *f) {
  if (sk_weights_binary(ctx)) return sk_span_n(f->bone_start, f->bone_len);
  uint32_t a = f->bone_start, e = f->bone_start + f->bone_len;
  const char *t = ctx->src->text;
  if (a < e && t[a] == '"') a++;
  if (e > a && t[e - 1] == '"') e--;
  return sk_span(a, e);
}

/* "'Larva-bone4'" or "2 ('Bone02')": the bone of an influence for messages.
 * Caller frees. */
static inline char *sk_inf_bone_label(const SkContext *ctx, const SkInfluence *f) {
  if (sk_weights_binary(ctx)) {
    if (f->bone < 0 || (uint32_t)f->bone >= ctx->model->nbones) return sk_xasprintf("%d", f->bone);
    return sk_xasprintf("%d ('%s')", f->bone, ctx->model->bones[f->bone].name);
  }
  SkSpan s = sk_inf_bone_span(ctx, f);
  const char *t = ctx->src->text + s.start;
  int n = (int)(s.end - s.start);
  bool quoted = f->bone_len && ctx->src->text[f->bone_start] == '"';
  if (quoted || f->bone < 0 || (uint32_t)f->bone >= ctx->model->nbones)
    return sk_xasprintf(quoted ? "'%.*s'" : "%.*s", n, t);
  return sk_xasprintf("%.*s ('%s')", n, t, ctx->model->bones[f->bone].name);
}

/* From the first influence's start to the last one's end. */
static inline SkSpan sk_vertex_influences_span(const SkModel *m, const SkVertex *v) {
  if (!v->count) return v->span;
  uint32_t a = UINT32_MAX, e = 0;
  for (uint32_t i = v->first; i < v->first + v->count; i++) {
    const SkInfluence *f = &m->influences[i];
    uint32_t s1 = f->weight_start < f->bone_start ? f->weight_start : f->bone_start;
    uint32_t e1 = f->weight_start + f->weight_len;
    if (f->bone_start + f->bone_len > e1) e1 = f->bone_start + f->bone_len;
    if (s1 < a) a = s1;
    if (e1 > e) e = e1;
  }
  return sk_span(a, e);
}

#endif
