/* SK204 unknown-influence-bone
 *
 * ## What it does
 * Flags a weight given to a bone that is not declared: in LGW a bone name
 * that is not in the mesh's `LINKINFO` / `BONES` list, in a BonesPro
 * structure file a bone number that is not below Nb.
 *
 * ## Why is this bad?
 * The reader looks the bone up and finds nothing: the influence is lost
 * (the vertex follows the other bones only, or none) or, with an index out
 * of range, the reader reads past its bone array. A bone renamed in the
 * skeleton but not in the weights is the usual cause.
 *
 * ## Example
 * ```text
 * BONES 2
 * BONE "Larva-bone4" ... BONE "Larva-bone5" ...
 * ... 1 1.000000 "Larva-bone6"
 * ```
 * Use instead: a bone of the mesh's BONES list, or add the bone to it.
 *
 * ## Fix
 * None: only the author knows which bone was meant.
 */
#include "weights_util.h"

void sk_check_unknown_influence_bone(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      if (f->bone >= 0) continue;
      char label[160];
      sk_vertex_label(ctx, vi, label, sizeof label);
      SkSpan s = sk_inf_bone_span(ctx, f);
      if (ctx->format == SK_FORMAT_LGW) {
        uint32_t k;
        const char *mesh = lgw_vertex_mesh(ctx, vi, &k);
        sk_report(sink, SK_RULE_SK204, s,
                  "%s gives a weight to bone '%.*s', which is not in the BONES list of mesh "
                  "\"%s\"; expected a bone declared by a BONE line of its LINKINFO",
                  label, SPAN_TEXT(ctx, s), mesh ? mesh : "");
      } else {
        sk_report(sink, SK_RULE_SK204, s,
                  "%s gives a weight to bone %.*s, but the file has %u bone%s; expected a bone "
                  "number from 0 to %u",
                  label, SPAN_TEXT(ctx, s), m->nbones, sk_plural(m->nbones),
                  m->nbones ? m->nbones - 1 : 0);
      }
    }
  }
}
