/* SK433 index-count
 *
 * ## What it does
 * Flags an LGW `GROUP k TYPE_LIST` whose `COUNT` (the number of indices)
 * is not a multiple of 3.
 *
 * ## Why is this bad?
 * A TYPE_LIST is a list of triangles, three indices each. With 37 indices
 * the last triangle is incomplete: the engine either drops it or reads one
 * or two indices past the list.
 *
 * ## Example
 * ```text
 * GROUP 0 TYPE_LIST
 * COUNT 37
 * ```
 * Use instead: `COUNT 36` with 36 indices (or 39 with a whole triangle).
 *
 * ## Fix
 * None: which triangle is incomplete is not known.
 */
#include "../formats/lgw.h"
#include "rule_util.h"

void sk_check_index_count(const SkContext *ctx, SkDiagSink *sink) {
  const LgwExt *x = lgw_ext(ctx);
  if (!x) return;
  for (uint32_t i = 0; i < x->ngroups; i++) {
    const LgwGroup *g = &x->groups[i];
    bool declared = sk_span_valid(g->count_span);
    int64_t n = declared ? g->count : g->nindices;
    if (n % 3 == 0) continue;
    const LgwMesh *m = &x->meshes[g->mesh];
    sk_report(sink, SK_RULE_SK433, declared ? g->count_span : g->open_kw,
              "%s %lld of a TYPE_LIST group of mesh \"%s\" is not a multiple of 3; expected "
              "whole triangles (%lld or %lld)",
              declared ? "COUNT" : "the number of indices", (long long)n, m->name,
              (long long)(n / 3 * 3), (long long)(n / 3 * 3 + 3));
  }
}
