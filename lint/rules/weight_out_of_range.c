/* SK203 weight-out-of-range
 *
 * ## What it does
 * Flags a weight below 0 or above 1.
 *
 * ## Why is this bad?
 * A weight is a share of influence: the LGW document requires every weight
 * to lie in 0.0–1.0, and BonesPro writes shares. A negative weight moves
 * the vertex away from its bone; a weight above 1 overshoots it. Such
 * values come from hand edits or broken conversions.
 *
 * ## Example
 * ```text
 * ... 2 1.200000 "Larva-bone4" -0.200000 "Larva-bone5"
 * ```
 * Use instead: weights from 0 to 1 that add up to 1.
 *
 * ## Fix
 * None: the intended shares are not known.
 */
#include "weights_util.h"

void sk_check_weight_out_of_range(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      if (f->weight >= 0.0f && f->weight <= 1.0f) continue;
      if (f->weight != f->weight) continue; /* not a number: SK002 */
      char label[160];
      sk_vertex_label(ctx, vi, label, sizeof label);
      char *b = sk_inf_bone_label(ctx, f);
      char wb[32];
      const char *wt;
      int wl = sk_inf_weight_text(ctx, f, wb, &wt);
      sk_report(sink, SK_RULE_SK203, sk_inf_weight_span(f),
                "the weight of bone %s on %s is %.*s; expected a weight from 0 to 1", b, label,
                wl, wt);
      free(b);
    }
  }
}
