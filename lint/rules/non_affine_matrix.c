/* SK304 non-affine-matrix
 *
 * ## What it does
 * Flags an LGW `PIVOT` that does not hold exactly sixteen numbers, or
 * whose last row (the 13th to 16th numbers) is not `0 0 0 1`.
 *
 * ## Why is this bad?
 * A PIVOT is a 4×4 bone or helper matrix written row by row, translation in
 * the fourth column, as in the document's example (`0.7300 0 0 0.7572 …
 * 0 0 0 1`). With another last row the matrix is projective, not a
 * position and orientation: the bone is placed wrongly or the engine
 * divides by a w that is not 1. A missing or extra number shifts every
 * value after it, which is usually what produced the wrong last row.
 *
 * ## Example
 * ```text
 * PIVOT
 * 0.7300 0 0 0.7572 0 0.7300 0 21.6918 0 0 0.7300 17.0244 0 0 0 0
 * ```
 * Use instead: `… 0 0 0 1` (or `1.0000`).
 *
 * ## Fix
 * None: the misplaced number is not known.
 */
#include "../formats/lgw.h"
#include "rule_util.h"

void sk_check_non_affine_matrix(const SkContext *ctx, SkDiagSink *sink) {
  const LgwExt *x = lgw_ext(ctx);
  if (!x) return;
  for (uint32_t i = 0; i < x->npivots; i++) {
    const LgwPivot *p = &x->pivots[i];
    if (p->n != 16) {
      SkSpan at = sk_span_valid(p->numbers) ? p->numbers : p->keyword;
      sk_report(sink, SK_RULE_SK304, at,
                "the PIVOT of %s has %u number%s; expected 16 (a 4x4 matrix, row by row)",
                p->owner, p->n, sk_plural(p->n));
      continue;
    }
    static const double want[4] = {0, 0, 0, 1};
    bool ok = true;
    for (int k = 0; k < 4; k++)
      if (p->v[12 + k] != want[k]) ok = false;
    if (ok) continue;
    SkSpan row = sk_span(p->tok[12].start, p->tok[15].end);
    sk_report(sink, SK_RULE_SK304, row,
              "the last row of the PIVOT of %s is %.*s; expected 0 0 0 1 (an affine matrix)",
              p->owner, SPAN_TEXT(ctx, row));
  }
}
