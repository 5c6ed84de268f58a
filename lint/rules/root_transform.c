/* SK301 root-transform
 *
 * ## What it does
 * Flags a non-zero TRANSLATION or a non-identity ROTATION on the bone named
 * `Root` (any profile) and, in the `imvu` profile, on bone 0 whatever its
 * name, in an XSF or its binary form (CSF). Identity is `0 0 0 1` or
 * `0 0 0 -1`.
 *
 * A translation counts as zero when each component is within 1e-4 of 0
 * (exporters write float noise such as `2.8e-005`); a rotation counts as
 * identity when x, y and z are within `quaternion-tolerance` (default 1e-3)
 * of 0 and |w| is within it of 1.
 *
 * ## Why is this bad?
 * IMVU ignores the root's transform, but 3D editors and other Cal3D
 * readers apply it: the product looks right in IMVU and wrong (moved,
 * turned, or refused) everywhere else, and the next export bakes the error
 * in. A 3ds max Biped skeleton in the `cal3d` profile (bone 0 `Bip01`)
 * legitimately carries both and is not flagged.
 *
 * ## Example
 * ```xml
 * <BONE ID="0" NAME="Root" NUMCHILDS="1">
 *   <TRANSLATION>0 0 12.5</TRANSLATION>
 *   <ROTATION>0 0 0.7071 0.7071</ROTATION>
 * ```
 * Use instead: `<TRANSLATION>0 0 0</TRANSLATION>`, `<ROTATION>0 0 0 1</ROTATION>`,
 * with the offset moved into the root's children.
 *
 * ## Fix
 * None: zeroing the root moves every bone and the skinned mesh with it;
 * the offset has to be moved into the children by hand or in the editor.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

#include <math.h>

#define ROOT_TRANSLATION_EPS 1e-4

/* The value as the file has it: its text in an XSF; in a CSF, which has
 * none, the floats as `skellint show` writes them (so that the two forms
 * give the same message). */
static char *value_text(const SkContext *ctx, SkSpan span, const double *v, int n) {
  if (ctx->src->encoding != SK_ENCODING_BINARY)
    return sk_xasprintf("%.*s", SPAN_TEXT(ctx, span));
  char buf[4 * 33];
  sk_format_floats(v, n, buf);
  return sk_xstrdup(buf);
}

static void check_bone(const SkContext *ctx, SkDiagSink *sink, uint32_t i,
                       const char *why) {
  const SkBone *b = &ctx->model->bones[i];
  double tol = ctx->opts->quaternion_tolerance;
  /* A value with a token that is not a finite number is SK002/SK003's:
   * the zeros read for it would only repeat that here (a CSF's decoder
   * drops such a value the same way). */
  const XsfChild *ct = xsf_bone_child(ctx, i, XSF_EL_TRANSLATION);
  const XsfChild *cr = xsf_bone_child(ctx, i, XSF_EL_ROTATION);
  if (b->has_translation && (!ct || ct->numbers_ok)) {
    const double *t = b->translation;
    if (fabs(t[0]) > ROOT_TRANSLATION_EPS || fabs(t[1]) > ROOT_TRANSLATION_EPS ||
        fabs(t[2]) > ROOT_TRANSLATION_EPS) {
      char *text = value_text(ctx, b->translation_span, t, 3);
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK301, b->translation_span,
          "bone '%s' (index %u%s) has TRANSLATION %s; expected 0 0 0 "
          "(IMVU ignores the root's transform, 3D editors apply it)",
          b->name, i, why, text);
      free(text);
      sk_diag_set_bone(d, i);
    }
  }
  if (b->has_rotation && (!cr || cr->numbers_ok)) {
    const double *q = b->rotation;
    if (fabs(q[0]) > tol || fabs(q[1]) > tol || fabs(q[2]) > tol ||
        fabs(fabs(q[3]) - 1) > tol) {
      char *text = value_text(ctx, b->rotation_span, q, 4);
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK301, b->rotation_span,
          "bone '%s' (index %u%s) has ROTATION %s; expected 0 0 0 1 "
          "or 0 0 0 -1 (IMVU ignores the root's transform, 3D editors apply it)",
          b->name, i, why, text);
      free(text);
      sk_diag_set_bone(d, i);
    }
  }
}

void sk_check_root_transform(const SkContext *ctx, SkDiagSink *sink) {
  if (!xsf_or_csf(ctx)) return;
  const SkModel *m = ctx->model;
  bool imvu = ctx->opts->profile == SK_PROFILE_IMVU;
  for (uint32_t i = 0; i < m->nbones; i++) {
    if (i == 0 && imvu)
      check_bone(ctx, sink, i, strcmp(m->bones[i].name, "Root") == 0
                                   ? ""
                                   : ", the root in the imvu profile");
    else if (strcmp(m->bones[i].name, "Root") == 0)
      check_bone(ctx, sink, i, "");
  }
}
