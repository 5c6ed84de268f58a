/* SK451 face-index-out-of-range
 *
 * ## What it does
 * Flags a FACE of an XMF submesh whose VERTEXID names a vertex the submesh
 * does not have: a negative index, or one not below the number of VERTEX
 * elements of the submesh. A FACE that does not hold three whole numbers is
 * flagged too.
 *
 * ## Why is this bad?
 * Cal3D's reader copies the three indices as they are (it checks only that
 * they fit 16 bits when built with 16-bit indices); the renderer then reads
 * the vertex buffer at that index: past its end, which crashes the viewer
 * or draws a triangle to a random point. A face index counts vertices by
 * their position in the submesh, from 0, not by their ID attribute.
 *
 * ## Example
 * ```xml
 * <SUBMESH NUMVERTICES="3" NUMFACES="1" …>
 *   …three VERTEX elements…
 *   <FACE VERTEXID="0 1 3"/>
 * ```
 * Use instead: indices from 0 to 2.
 *
 * ## Fix
 * None: the vertex that was meant is not known.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

void sk_check_face_index_out_of_range(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XMF) return;
  for (uint32_t s = 0; s < x->nsubmeshes; s++) {
    const CalSubmesh *sm = &x->submeshes[s];
    for (uint32_t f = sm->first_face; f < sm->first_face + sm->nfaces; f++) {
      const CalFace *face = &x->faces[f];
      if (!face->ok) continue; /* SK002 said why */
      if (face->n != 3) {
        if (face->n)
          sk_report(sink, SK_RULE_SK451, face->value,
                    "FACE %u of submesh %u has %u vertex index%s; expected 3 (the reader leaves "
                    "the missing ones undefined)",
                    f - sm->first_face, s, face->n, face->n == 1 ? "" : "es");
        continue;
      }
      for (int k = 0; k < 3; k++) {
        int64_t v = face->v[k];
        if (v >= 0 && v < (int64_t)sm->nvertices) continue;
        sk_report(sink, SK_RULE_SK451, face->value,
                  "FACE %u of submesh %u refers to vertex %lld, but the submesh has %u "
                  "vert%s; expected an index from 0 to %u (the renderer reads past the vertex "
                  "buffer)",
                  f - sm->first_face, s, (long long)v, sm->nvertices,
                  sm->nvertices == 1 ? "ex" : "ices", sm->nvertices ? sm->nvertices - 1 : 0);
        break;
      }
    }
  }
}
