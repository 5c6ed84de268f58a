/* SK435 export-version
 *
 * ## What it does
 * Flags an LGW model without `EXPORT_VERSION`, or whose EXPORT_VERSION is
 * not 4.
 *
 * ## Why is this bad?
 * EXPORT_VERSION 4 is the version this text format describes (the one
 * UFObintxt writes and reads back, with WVERTS and LINKINFO). The engine's
 * converter refuses a model without it, and a model of another version
 * has another layout: what skellint checks would not be what the reader
 * expects.
 *
 * ## Example
 * ```text
 * MODEL "noname"
 * EXPORT_VERSION 3
 * ```
 * Use instead: `EXPORT_VERSION 4` (re-export the model).
 *
 * ## Fix
 * None: changing the number does not change the layout.
 */
#include "../formats/lgw.h"
#include "rule_util.h"

void sk_check_export_version(const SkContext *ctx, SkDiagSink *sink) {
  const LgwExt *x = lgw_ext(ctx);
  if (!x) return;
  if (!x->has_version) {
    SkSpan at = sk_span_valid(x->first_line) ? x->first_line : sk_span(0, 0);
    sk_report(sink, SK_RULE_SK435, at,
              "the model has no EXPORT_VERSION; expected EXPORT_VERSION 4 after MODEL");
    return;
  }
  if (!x->version_valid || x->version == 4) return; /* SK001/SK002 said why */
  sk_report(sink, SK_RULE_SK435, x->version_span,
            "EXPORT_VERSION is %lld; expected 4 (the version of this format)",
            (long long)x->version);
}
