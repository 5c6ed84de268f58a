/* SK105 duplicate-bone-name
 *
 * ## What it does
 * Flags a bone whose name an earlier bone already has (names compare
 * exactly, case included).
 *
 * ## Why is this bad?
 * Animations, attachments and IMVU's special bones (`Seat01.Standing`,
 * `Handle01`, …) find bones by name, and a look-up finds only one of them:
 * in Cal3D and IMVU the later bone wins, so the earlier one silently stops
 * receiving its animation track. The IMVU avatar skeleton once shipped with
 * `lfFingerRing01` twice.
 *
 * ## Example
 * ```xml
 * <BONE ID="20" NAME="lfFingerRing01" …> … </BONE>
 * <BONE ID="23" NAME="lfFingerRing01" …> … </BONE>
 * ```
 * Use instead: `NAME="lfFingerRing02"` for the second one.
 *
 * ## Fix
 * None: renaming a bone breaks whatever refers to the name.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

void sk_check_duplicate_bone_name(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || m->nbones < 2) return;
  SkNames seen = {0};
  sk_names_reserve(&seen, m, m->nbones);
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->name[0]) continue; /* a missing name is SK405 */
    int32_t first = sk_names_put(&seen, m, i);
    if (first < 0) continue;
    const SkBone *a = &m->bones[first];
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK105, sk_bone_place(b),
        "bone %u is named '%s' like bone %d; expected unique names (look-ups by "
        "name find only one of them%s)",
        i, b->name, first,
        xsf_or_csf(ctx) ? ": the later bone in Cal3D and IMVU" : "");
    sk_diag_related(d, sk_bone_place(a),
                    "first bone named '%s' here", a->name);
    sk_diag_set_bone(d, i);
  }
  sk_names_free(&seen);
}
