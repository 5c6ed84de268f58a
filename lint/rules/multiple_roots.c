/* SK104 multiple-roots
 *
 * ## What it does
 * Flags every bone after the first that has no parent: XSF `PARENTID` -1
 * (or the parent ID -1 of its binary form, a CSF) in the `imvu` profile,
 * Dash JSON `parentIndex` null in either (the binary
 * Dash record has no "no parent": SK101 reports it there). Several roots
 * are legal in mainline Cal3D, so the `cal3d` profile does not report them
 * in XSF or CSF.
 *
 * ## Why is this bad?
 * IMVU re-parents every extra root to bone 0, and the Dash format puts
 * its one root at index 0, so a forest poses differently from what the
 * author saw; usually a PARENTID was lost while editing. (Mainline Cal3D
 * keeps several roots, and exporters write them on purpose, e.g. a prop
 * beside the body.)
 *
 * ## Example
 * ```xml
 * <BONE ID="0" NAME="Root" …> … <PARENTID>-1</PARENTID> … </BONE>
 * <BONE ID="1" NAME="Prop" …> … <PARENTID>-1</PARENTID> </BONE>
 * ```
 * Use instead: `<PARENTID>0</PARENTID>` for `Prop` (and a CHILDID 1 on Root).
 *
 * ## Fix
 * None: which bone should carry the extra root is the author's choice.
 *
 * An XSF bone without any PARENTID element is reported by SK405
 * (missing-element), not here.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

void sk_check_multiple_roots(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  bool xsf = xsf_or_csf(ctx); /* an XSF or its binary form */
  if (xsf && ctx->opts->profile != SK_PROFILE_IMVU) return;
  int64_t first = -1;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (b->parent != SK_NO_PARENT || b->parent_unresolved) continue;
    if (xsf && !b->has_parent_ref) continue;
    if (first < 0) {
      first = i;
      continue;
    }
    const SkBone *r = &m->bones[first];
    SkSpan at = sk_span_valid(b->parent_span) ? b->parent_span : b->span;
    SkDiagnostic *d;
    if (xsf)
      d = sk_report(sink, SK_RULE_SK104, at,
                    "bone '%s' (index %u) is another root (PARENTID -1) besides '%s' "
                    "(index %lld); expected one root: IMVU re-parents extra roots to bone 0",
                    b->name, i, r->name, (long long)first);
    else
      d = sk_report(sink, SK_RULE_SK104, at,
                    "bone '%s' (index %u) is another root besides '%s' (index %lld); "
                    "expected one root",
                    b->name, i, r->name, (long long)first);
    sk_diag_related(d, sk_span_valid(r->parent_span) ? r->parent_span : r->span,
                    "first root '%s' here", r->name);
    sk_diag_set_bone(d, i);
  }
}
