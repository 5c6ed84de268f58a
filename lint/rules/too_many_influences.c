/* SK202 too-many-influences
 *
 * ## What it does
 * Flags a vertex bound to more bones than `max-influences` (default 4).
 *
 * ## Why is this bad?
 * Engines skin on the GPU with a fixed number of bone slots per vertex
 * (four in the LGW engine, whose document says "one vertex must be bound
 * to at most four bones", and in most real-time engines). A fifth
 * influence is dropped at load time or rejected, and the remaining weights
 * no longer add up to 1.
 *
 * ## Example
 * ```text
 * ... 5 0.2 "a" 0.2 "b" 0.2 "c" 0.2 "d" 0.2 "e"
 * ```
 * Use instead: at most four bones, with their weights re-normalised.
 *
 * ## Fix
 * None: which influence to drop is a choice for the author (usually the
 * smallest, followed by re-normalising, which SK201 then offers).
 */
#include "weights_util.h"

void sk_check_too_many_influences(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  int max = ctx->opts->max_influences;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    if ((int64_t)v->count <= max) continue;
    char label[160];
    sk_vertex_label(ctx, vi, label, sizeof label);
    const SkInfluence *extra = &m->influences[v->first + (uint32_t)max];
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK202, sk_vertex_influences_span(m, v),
                                "%s is bound to %u bones; expected at most %d (max-influences)",
                                label, v->count, max);
    char *b = sk_inf_bone_label(ctx, extra);
    sk_diag_related(d, sk_span_n(extra->weight_start, extra->weight_len),
                    "influence %d (bone %s) is beyond the limit", max + 1, b);
    free(b);
  }
}
