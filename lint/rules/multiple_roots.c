/* SK104 multiple-roots
 *
 * ## What it does
 * Flags every bone after the first that has no parent (XSF `PARENTID` -1,
 * Dash `parentIndex` null).
 *
 * ## Why is this bad?
 * A skeleton is normally one tree. Readers disagree on a forest: mainline
 * Cal3D keeps several roots, IMVU re-parents every extra root to bone 0,
 * and the Dash format puts the one root at index 0. The same file therefore
 * poses differently in different programs; usually a PARENTID was lost
 * while editing.
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
  bool xsf = xsf_ext(ctx) != NULL;
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
                    "(index %lld); expected one root: %s",
                    b->name, i, r->name, (long long)first,
                    ctx->opts->profile == SK_PROFILE_IMVU
                        ? "IMVU re-parents extra roots to bone 0"
                        : "Cal3D keeps several roots, IMVU re-parents them to bone 0");
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
