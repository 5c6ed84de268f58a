/* SK455 first-face-without-area
 *
 * ## What it does
 * Flags a binary Cal3D mesh (CMF, mainline versions) whose submesh starts
 * with a face that has no area: its three corners are one point, or lie
 * on one line.
 *
 * ## Why is this bad?
 * Cal3D's binary mesh loader (not its XML one) takes the winding of each
 * submesh from its first face: it computes that face's normal and, when
 * the normal points the way the first corner's vertex normal does, turns
 * every face of the submesh round. A face without area has no normal. The
 * loader in Cal3D's source today refuses the whole mesh; Cal3D 0.11.0
 * (Debian's libcal3d) divides by zero and keeps the faces as they are. So
 * the mesh loads in one viewer and not in another, and the winding it
 * gets is a guess. A degenerate face anywhere else is not looked at.
 *
 * ## Example
 * A submesh whose first FACE is `0 1 1` (a corner named twice).
 * Use instead: move a face with an area to the front of the submesh (or
 * drop the degenerate one, which draws nothing).
 *
 * ## Fix
 * None: which face should lead is the author's choice.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

void sk_check_first_face_without_area(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XMF) return;
  for (uint32_t s = 0; s < x->nsubmeshes; s++) {
    const CalSubmesh *sm = &x->submeshes[s];
    if (sm->first_face_winding >= 0 || !sm->nfaces) continue;
    const CalFace *f = &x->faces[sm->first_face];
    sk_report(sink, SK_RULE_SK455, f->value,
              "face 0 of submesh %u has no area: its corners (vertices %lld, %lld and %lld) "
              "lie on one line or point; expected a first face with a normal (Cal3D's binary "
              "loader takes the winding of the submesh from it: the loader of Cal3D's source "
              "today refuses the mesh, 0.11.0 loads it unturned)",
              s, (long long)f->v[0], (long long)f->v[1], (long long)f->v[2]);
  }
}
