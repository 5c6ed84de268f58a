/* SK101 unknown-parent
 *
 * ## What it does
 * Flags a parent reference that names no bone: in XSF a PARENTID that is
 * neither -1 nor the index of a bone of the file (bones are numbered by
 * document order, starting at 0); in other formats a parent index out of
 * range or a parent name that no bone has.
 *
 * ## Why is this bad?
 * The bone hangs from nothing. Mainline Cal3D (the `cal3d` profile) crashes
 * when it reaches such a bone while computing the skeleton's state; IMVU's
 * reader silently turns the reference into -1, so the bone becomes an extra
 * root and the limb it carries detaches from the body.
 *
 * ## Example
 * ```xml
 * <SKELETON NUMBONES="2">
 *   <BONE ID="0" NAME="Root" NUMCHILDS="1"> … <PARENTID>-1</PARENTID> … </BONE>
 *   <BONE ID="1" NAME="Hip" NUMCHILDS="0"> … <PARENTID>7</PARENTID> </BONE>
 * </SKELETON>
 * ```
 * Use instead: `<PARENTID>0</PARENTID>` (the index of the intended parent).
 *
 * ## Fix
 * In an XSF whose child lists agree on the bone's parent — exactly one
 * bone lists it in a CHILDID, and that bone's NUMCHILDS counts its
 * CHILDID elements — sets PARENTID to that bone (safe, preferred).
 * Otherwise none: only the author knows which bone was meant.
 */
#include "child_lists.h"

void sk_check_unknown_parent(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  bool xsf = xsf_or_csf(ctx);
  ChildLists cl;
  bool lists = xsf && child_lists_get(ctx, &cl);
  int64_t *target = lists ? child_lists_parent_targets(ctx, &cl) : NULL;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->parent_unresolved) continue;
    SkDiagnostic *d;
    if (xsf) {
      const char *effect = ctx->opts->profile == SK_PROFILE_IMVU
                               ? "IMVU turns it into -1 and the bone becomes a root"
                               : "Cal3D crashes when it reaches this bone";
      d = sk_report(sink, SK_RULE_SK101, b->parent_span,
                    "PARENTID of bone '%s' (index %u) is %lld, but there is no bone %lld: "
                    "expected -1 or a bone index from 0 to %u; %s",
                    b->name, i, (long long)b->parent_ref, (long long)b->parent_ref,
                    m->nbones - 1, effect);
      if (target) child_lists_parent_fix(ctx, d, target, i);
    } else if (ctx->src->encoding == SK_ENCODING_BINARY || !sk_span_valid(b->parent_span)) {
      /* Binary formats store the reference as a number, not text. */
      d = sk_report(sink, SK_RULE_SK101, sk_span_valid(b->parent_span) ? b->parent_span : b->span,
                    "parent %lld of bone '%s' (index %u) names no bone: expected a bone "
                    "index from 0 to %u",
                    (long long)b->parent_ref, b->name, i, m->nbones - 1);
    } else if (ctx->format == SK_FORMAT_LGW) {
      /* An attachment's PARENT is looked up among the skeleton's bones only. */
      SkSpan s = b->parent_span;
      d = sk_report(sink, SK_RULE_SK101, s,
                    "parent '%.*s' of '%s' (index %u) names no skeleton bone; expected the "
                    "name of a BONE in a mesh's LINKINFO (helpers and other attachments "
                    "cannot be parents)",
                    SPAN_TEXT(ctx, s), b->name, i);
    } else {
      SkSpan s = b->parent_span;
      d = sk_report(sink, SK_RULE_SK101, s,
                    "parent '%.*s' of bone '%s' (index %u) names no bone of this file "
                    "(it has %u bone%s)",
                    SPAN_TEXT(ctx, s), b->name, i, m->nbones, sk_plural(m->nbones));
    }
    sk_diag_set_bone(d, i);
  }
  free(target);
  if (lists) child_lists_free(&cl);
}
