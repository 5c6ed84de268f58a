/* SK205 duplicate-influence
 *
 * ## What it does
 * Flags a vertex that lists the same bone twice.
 *
 * ## Why is this bad?
 * Readers either keep the last weight (the first is lost and the sum is
 * wrong) or add both into two bone slots, wasting one of the four a vertex
 * has. Exporters write each bone once; a duplicate comes from merging
 * weights by hand or from two bones that were renamed alike.
 *
 * ## Example
 * ```text
 * ... 2 0.500000 "Larva-bone4" 0.500000 "Larva-bone4"
 * ```
 * Use instead: `1 1.000000 "Larva-bone4"`.
 *
 * ## Fix
 * None: whether the weights should be added or one was meant for another
 * bone is for the author to say.
 */
#include "weights_util.h"

static bool same_bone(const SkContext *ctx, const SkInfluence *a, const SkInfluence *b) {
  if (a->bone >= 0 || b->bone >= 0 || sk_weights_binary(ctx)) return a->bone == b->bone;
  SkSpan x = sk_inf_bone_span(ctx, a), y = sk_inf_bone_span(ctx, b);
  return x.end - x.start == y.end - y.start &&
         memcmp(ctx->src->text + x.start, ctx->src->text + y.start, x.end - x.start) == 0;
}

void sk_check_duplicate_influence(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    for (uint32_t i = v->first + 1; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      for (uint32_t j = v->first; j < i; j++) {
        const SkInfluence *g = &m->influences[j];
        if (!same_bone(ctx, f, g)) continue;
        char label[160];
        sk_vertex_label(ctx, vi, label, sizeof label);
        char *b = sk_inf_bone_label(ctx, f);
        SkDiagnostic *d = sk_report(sink, SK_RULE_SK205, sk_inf_bone_span(ctx, f),
                                    "%s lists bone %s twice; expected each bone once (with the "
                                    "weights added)",
                                    label, b);
        sk_diag_related(d, sk_inf_bone_span(ctx, g), "first listed here");
        free(b);
        break;
      }
    }
  }
}
