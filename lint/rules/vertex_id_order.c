/* SK452 vertex-id-order
 *
 * ## What it does
 * Flags an XMF VERTEX whose ID attribute differs from its position in its
 * submesh (0 for the first VERTEX, 1 for the next…).
 *
 * ## Why is this bad?
 * Cal3D's reader does not read the ID: it numbers vertices by their
 * position. FACE, SPRING and BLENDVERTEX indices refer to that position, so
 * when the IDs say otherwise — vertices reordered or deleted by hand,
 * submeshes merged — whoever edits the file by the IDs connects the wrong
 * vertices. Exporters always write IDs in order.
 *
 * ## Example
 * ```xml
 * <VERTEX ID="0" …>…</VERTEX>
 * <VERTEX ID="2" …>…</VERTEX>   <!-- the reader's vertex 1 -->
 * ```
 * Use instead: `ID="1"`, after checking that the faces mean the vertex at
 * that position.
 *
 * ## Fix
 * Unsafe: sets the ID to the position, which is what the reader uses; it
 * does not change which vertex a face refers to.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

void sk_check_vertex_id_order(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XMF) return;
  for (uint32_t s = 0; s < x->nsubmeshes; s++) {
    const CalSubmesh *sm = &x->submeshes[s];
    for (uint32_t i = 0; i < sm->nvertices; i++) {
      const CalVertex *v = &x->vertices[sm->first_vertex + i];
      if (!v->id.present || !v->id.ok || v->id.v == (double)i) continue;
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK452, v->id.value,
          "VERTEX ID is %.0f but it is vertex %u of submesh %u; expected ID=\"%u\" (Cal3D "
          "ignores ID and numbers vertices by position, which faces refer to)",
          v->id.v, i, s, i);
      char num[16];
      snprintf(num, sizeof num, "%u", i);
      sk_fix_edit(sk_diag_fix(d, false, "Set ID to %u", i), v->id.value, num);
    }
  }
}
