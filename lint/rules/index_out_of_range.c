/* SK432 index-out-of-range
 *
 * ## What it does
 * Flags an index of an LGW `GROUP` that is not below the number of its
 * mesh's vertices (indices count from 0).
 *
 * ## Why is this bad?
 * A triangle that names vertex 16 of a 16-vertex mesh reads past the
 * vertex buffer: garbage triangles, or a crash in the engine or in the
 * converter. It follows from deleting vertices without re-indexing, or
 * from a VERTS/WVERTS block cut short.
 *
 * ## Example
 * ```text
 * WVERTS 3
 * ... three vertex lines ...
 * COUNT 3
 * 0 1 3
 * ```
 * Use instead: indices from 0 to 2.
 *
 * ## Fix
 * None: the intended vertex is not known.
 */
#include "../formats/lgw.h"
#include "rule_util.h"

void sk_check_index_out_of_range(const SkContext *ctx, SkDiagSink *sink) {
  const LgwExt *x = lgw_ext(ctx);
  if (!x) return;
  for (uint32_t i = 0; i < x->nbad_indices; i++) {
    const LgwBadIndex *b = &x->bad_indices[i];
    const LgwGroup *g = &x->groups[b->group];
    const LgwMesh *m = &x->meshes[g->mesh];
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK432, b->span,
                                "index %lld in a GROUP of mesh \"%s\" names no vertex: the mesh "
                                "has %u; expected an index from 0 to %u",
                                (long long)b->value, m->name, m->nverts, m->nverts - 1);
    sk_diag_related(d, g->open_kw, "the GROUP starts here");
  }
}
