/* SK107 count-mismatch
 *
 * ## What it does
 * Flags a declared count that differs from what follows it. For XSF:
 * `NUMBONES` on SKELETON against the number of BONE elements.
 *
 * ## Why is this bad?
 * Cal3D and IMVU ignore NUMBONES and count the BONE elements, so the file
 * loads; but tools and people that trust the count (to size an array, to
 * know the last valid bone index) are misled. Real exports get it wrong
 * when bones are added or removed by hand.
 *
 * ## Example
 * ```xml
 * <SKELETON VERSION="1000" NUMBONES="40">   <!-- 41 BONE elements follow -->
 * ```
 * Use instead: `NUMBONES="41"`.
 *
 * ## Fix
 * Safe: sets the count to what the file holds; readers ignore it.
 *
 * When the file could not be parsed to its end (a syntax error), the count
 * is not checked: the bones after the error are unknown.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

void sk_check_count_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x || x->truncated || !x->numbones.present) return;
  int64_t declared;
  if (!sk_str_int(x->numbones.value, &declared)) return; /* SK002 */
  uint32_t n = ctx->model->nbones;
  if (declared == (int64_t)n) return;
  SkDiagnostic *d = sk_report(
      sink, SK_RULE_SK107, x->numbones.value_span,
      "NUMBONES is %lld but the skeleton has %u BONE element%s; expected "
      "NUMBONES=\"%u\"",
      (long long)declared, n, sk_plural(n), n);
  char num[16];
  snprintf(num, sizeof num, "%u", n);
  sk_fix_edit(sk_diag_fix(d, true, "Set NUMBONES to %u", n), x->numbones.value_span, num);
}
