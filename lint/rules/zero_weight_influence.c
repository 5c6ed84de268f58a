/* SK206 zero-weight-influence
 *
 * ## What it does
 * Points at an influence whose weight is 0.
 *
 * ## Why is this bad?
 * It does nothing but take one of the vertex's (at most four) bone slots
 * and time in the skinning loop. Exporters that prune below a threshold
 * (BonesPro's default is 1%) never write one; it is left over from hand
 * editing or from a conversion that zeroed small weights.
 *
 * ## Example
 * ```text
 * ... 2 1.000000 "Larva-bone4" 0.000000 "Larva-bone5"
 * ```
 * Use instead: `1 1.000000 "Larva-bone4"`.
 *
 * ## Fix
 * None yet: removing the pair also means lowering the vertex's bone count.
 */
#include "weights_util.h"

void sk_check_zero_weight_influence(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      if (f->weight != 0.0f) continue;
      char label[160];
      sk_vertex_label(ctx, vi, label, sizeof label);
      char *b = sk_inf_bone_label(ctx, f);
      char wb[32];
      const char *wt;
      int wl = sk_inf_weight_text(ctx, f, wb, &wt);
      sk_report(sink, SK_RULE_SK206, sk_inf_weight_span(f),
                "bone %s has weight %.*s on %s; expected a weight above 0 (or no entry)", b,
                wl, wt, label);
      free(b);
    }
  }
}
