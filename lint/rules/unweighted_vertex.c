/* SK207 unweighted-vertex
 *
 * ## What it does
 * Flags a vertex of a skinned mesh that is bound to no bone: an LGW
 * WVERTS line whose bone count is 0, a BonesPro vertex with Nbv 0.
 *
 * ## Why is this bad?
 * Skinning moves a vertex by its bones only: a vertex without any stays
 * where it was in the bind pose (or collapses to the origin, depending on
 * the engine) while the rest of the mesh moves, and the mesh tears.
 *
 * ## Example
 * ```text
 * WVERTS 2
 * ... 0.236082 0
 * ```
 * Use instead: `... 0.236082 1 1.000000 "Larva-bone4"`.
 *
 * ## Fix
 * None: the bone the vertex should follow is not known.
 */
#include "weights_util.h"

void sk_check_unweighted_vertex(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || !m->skinned) return;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    if (v->count) continue;
    /* A Cal3D submesh without any influence is rigid: its vertices keep
     * their bind position, which is what the author meant. */
    const CalSubmesh *sub = cal3d_vertex_submesh(ctx, vi, NULL, NULL);
    if (sub && sub->ninfluenced == 0) continue;
    char label[160];
    sk_vertex_label(ctx, vi, label, sizeof label);
    sk_report(sink, SK_RULE_SK207, v->span,
              "%s is bound to no bone; expected at least one weight and bone (the mesh is "
              "skinned)",
              label);
  }
}
