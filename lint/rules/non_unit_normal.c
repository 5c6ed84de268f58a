/* SK453 non-unit-normal
 *
 * ## What it does
 * Flags an XMF vertex NORM whose length differs from 1 by more than 1%,
 * and a zero normal.
 *
 * ## Why is this bad?
 * Cal3D blends normals through the bones and hands them to the renderer
 * as they are; lighting assumes unit normals, so a short normal darkens
 * the vertex and a long one burns it out. Exporters write unit normals
 * (to about six digits); a visibly different length is a hand edit or a
 * bad conversion. Some renderers normalise anyway: this is information.
 *
 * ## Example
 * ```xml
 * <NORM>0 0 2</NORM>
 * ```
 * Use instead: `<NORM>0 0 1</NORM>`.
 *
 * ## Fix
 * Safe: divides the three numbers by the length (written with at least six
 * decimals). None for a zero normal, which has no direction, nor in a
 * binary mesh (CMF), which has no text to edit.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

#include <math.h>

void sk_check_non_unit_normal(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XMF) return;
  for (uint32_t s = 0; s < x->nsubmeshes; s++) {
    const CalSubmesh *sm = &x->submeshes[s];
    for (uint32_t i = 0; i < sm->nvertices; i++) {
      const CalVertex *v = &x->vertices[sm->first_vertex + i];
      if (v->nnorm != 3 || !sk_span_valid(v->norm_span)) continue; /* SK409 */
      double n[3] = {v->norm[0], v->norm[1], v->norm[2]};
      double len = sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
      if (fabs(len - 1) <= 0.01) continue;
      if (len == 0) {
        sk_report(sink, SK_RULE_SK453, v->norm_span,
                  "NORM of vertex %u of submesh %u is the zero vector; expected a unit normal "
                  "(the vertex is lit as if it faced nowhere)",
                  i, s);
        continue;
      }
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK453, v->norm_span,
                                  "NORM of vertex %u of submesh %u has length %.4g; expected 1 "
                                  "(lighting assumes unit normals)",
                                  i, s, len);
      double nv[3];
      SkSpan spans[3];
      uint32_t nums;
      if (ctx->src->encoding != SK_ENCODING_BINARY &&
          sk_span_numbers(ctx->src, v->norm_span, nv, spans, 3, &nums) == 3 && nums == 3)
        sk_fix_divide(ctx, d, "Normalise NORM", spans, nv, 3, len);
    }
  }
}
