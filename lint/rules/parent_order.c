/* SK102 parent-order
 *
 * ## What it does
 * Flags a bone that comes before its parent in the file. An error for Dash
 * skeletons (JSON and binary), a warning for the other formats.
 *
 * ## Why is this bad?
 * Many readers build the skeleton in one pass and compute a bone's absolute
 * transform from its parent's, which must already be known: the Dash
 * format requires children after their parents, and tools that convert
 * Cal3D or BonesPro skeletons make the same assumption. Cal3D itself walks
 * the hierarchy from the roots, so the file still loads there, but any
 * one-pass consumer gets the child's pose wrong.
 *
 * ## Example
 * ```xml
 * <BONE ID="0" NAME="Root" …> … <PARENTID>-1</PARENTID> … </BONE>
 * <BONE ID="1" NAME="Hand" …> … <PARENTID>2</PARENTID> </BONE>
 * <BONE ID="2" NAME="Arm"  …> … <PARENTID>0</PARENTID> … </BONE>
 * ```
 * Use instead: put `Arm` before `Hand` (and renumber the references).
 *
 * ## Fix
 * None: reordering bones renumbers every PARENTID, CHILDID and every mesh
 * and animation that refers to a bone by index.
 *
 * Bones on a parent loop are left to SK103 (hierarchy-cycle).
 */
#include "../formats/xsf.h"
#include "rule_util.h"

void sk_check_parent_order(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || m->nbones == 0) return;
  SkSeverity sev = (ctx->format == SK_FORMAT_DASHJSON || ctx->format == SK_FORMAT_DASHBIN)
                       ? SK_SEVERITY_ERROR
                       : SK_SEVERITY_WARNING;
  const uint8_t *ends = sk_model_skeleton(m)->chain;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (b->parent < 0 || (uint32_t)b->parent <= i) continue;
    if (ends[i] == SK_CHAIN_ON_CYCLE) continue;
    const SkBone *p = &m->bones[b->parent];
    SkSpan at = sk_span_valid(b->parent_span) ? b->parent_span : b->span;
    SkDiagnostic *d = sk_report_sev(
        sink, SK_RULE_SK102, sev, at,
        "bone '%s' (index %u) comes before its parent '%s' (index %d); expected "
        "every parent before its children",
        b->name, i, p->name, b->parent);
    sk_diag_related(d, sk_bone_place(p),
                    "parent '%s' declared here", p->name);
    sk_diag_set_bone(d, i);
  }
}
