/* SK106 bone-id-mismatch
 *
 * ## What it does
 * Flags a bone whose declared ID (XSF `ID` attribute, binary Dash `index`) differs
 * from its position in the file, counted from 0.
 *
 * ## Why is this bad?
 * Readers ignore the declared ID and number bones by position, so every
 * PARENTID, CHILDID, mesh INFLUENCE and animation BONEID means "the n-th
 * bone". Whoever trusts the ID instead (a person editing the file, a
 * converter) connects the wrong bones.
 *
 * ## Example
 * ```xml
 * <BONE ID="0" NAME="Root" …> … </BONE>
 * <BONE ID="5" NAME="Hip" …> … </BONE>   <!-- this is bone 1 -->
 * ```
 * Use instead: `<BONE ID="1" NAME="Hip" …>`.
 *
 * ## Fix
 * Safe: sets the ID to the position. Readers ignore the attribute, so
 * nothing changes for them; references in other files by index already
 * meant the position.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

void sk_check_bone_id_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  bool xsf = xsf_ext(ctx) != NULL;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->has_declared_id || b->declared_id == (int64_t)i) continue;
    SkSpan at = sk_span_valid(b->id_span) ? b->id_span : b->span;
    SkDiagnostic *d;
    if (xsf)
      d = sk_report(sink, SK_RULE_SK106, at,
                    "bone '%s' has ID %lld but is bone %u in file order; expected ID=\"%u\" "
                    "(readers number bones by position)",
                    b->name, (long long)b->declared_id, i, i);
    else
      d = sk_report(sink, SK_RULE_SK106, at,
                    "bone '%s' has index %lld but is bone %u in file order; expected %u "
                    "(readers number bones by position)",
                    b->name, (long long)b->declared_id, i, i);
    /* A text edit cannot rewrite a binary field. */
    if (sk_span_valid(b->id_span) && ctx->src->encoding != SK_ENCODING_BINARY) {
      char num[16];
      snprintf(num, sizeof num, "%u", i);
      sk_fix_edit(sk_diag_fix(d, true, "Set %s to %u", xsf ? "ID" : "the index", i),
                  b->id_span, num);
    }
    sk_diag_set_bone(d, i);
  }
}
