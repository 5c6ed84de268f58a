/* SK454 blend-vertex-order
 *
 * ## What it does
 * Flags a BLENDVERTEX of an XMF MORPH that Cal3D's reader never reaches:
 * its VERTEXID is not greater than the one before it, is negative, or is
 * not below the submesh's number of vertices.
 *
 * ## Why is this bad?
 * The reader walks the submesh's vertices in order and takes the next
 * BLENDVERTEX only when its VERTEXID is the vertex it is at; otherwise it
 * keeps the vertex's own position. A blend vertex out of that order is
 * never taken, and neither is any blend vertex after it in the same morph:
 * that part of the morph target silently does nothing.
 *
 * In a binary mesh (CMF, IMVU's lineage) the loader walks the same way but
 * reads a blend vertex at every vertex from its ID on: one whose ID is not
 * above the one before it moves the next vertex instead of its own
 * (docs/cal3d-binary.md).
 *
 * ## Example
 * ```xml
 * <MORPH NAME="smile" NUMBLENDVERTS="2">
 *   <BLENDVERTEX VERTEXID="30">…</BLENDVERTEX>
 *   <BLENDVERTEX VERTEXID="26">…</BLENDVERTEX>
 * ```
 * Use instead: the blend vertices sorted by VERTEXID.
 *
 * ## Fix
 * None: moving elements is left to the author.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

void sk_check_blend_vertex_order(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XMF) return;
  for (uint32_t s = 0; s < x->nsubmeshes; s++) {
    const CalSubmesh *sm = &x->submeshes[s];
    for (uint32_t m = sm->first_morph; m < sm->first_morph + sm->nmorphs; m++) {
      const CalMorph *mo = &x->morphs[m];
      int64_t prev = -1;
      for (uint32_t b = 0; b < mo->nblendverts; b++) {
        const CalNum *id = &x->blends[mo->first_blend + b].id;
        if (!id->present || !id->ok) break; /* SK409, SK002 */
        int64_t v = (int64_t)id->v;
        if (v > prev && v < (int64_t)sm->nvertices) {
          prev = v;
          continue;
        }
        uint32_t rest = mo->nblendverts - b - 1;
        char after[64] = "";
        if (rest) snprintf(after, sizeof after, ", nor the %u after it", rest);
        if (x->binary) {
          /* Read anyway, for the vertex after the previous one's (an ID
           * past the vertices is the morph's end, never a blend vertex). */
          char before[48] = "is negative";
          if (prev >= 0) snprintf(before, sizeof before, "comes after %lld", (long long)prev);
          sk_report(sink, SK_RULE_SK454, id->value,
                    "blend vertex ID %lld of morph '%s' %s; Cal3D's loader reads blend "
                    "vertices in increasing vertex order and gives this one to vertex %lld "
                    "instead",
                    (long long)v, mo->name.text ? mo->name.text : "", before,
                    (long long)(prev + 1));
        } else if (v < 0 || v >= (int64_t)sm->nvertices)
          sk_report(sink, SK_RULE_SK454, id->value,
                    "BLENDVERTEX VERTEXID %lld of morph '%s' names no vertex of submesh %u (it "
                    "has %u); Cal3D's reader never takes this blend vertex%s",
                    (long long)v, mo->name.text ? mo->name.text : "", s, sm->nvertices, after);
        else
          sk_report(sink, SK_RULE_SK454, id->value,
                    "BLENDVERTEX VERTEXID %lld of morph '%s' comes after %lld; Cal3D's reader "
                    "takes blend vertices in increasing vertex order and never takes this one%s",
                    (long long)v, mo->name.text ? mo->name.text : "", (long long)prev, after);
        break;
      }
    }
  }
}
