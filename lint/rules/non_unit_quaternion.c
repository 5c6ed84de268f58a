/* SK302 non-unit-quaternion
 *
 * ## What it does
 * Flags a rotation quaternion whose length |q| = sqrt(x² + y² + z² + w²)
 * differs from 1 by more than `quaternion-tolerance` (default 1e-3). In
 * XSF both ROTATION and LOCALROTATION are checked.
 *
 * ## Why is this bad?
 * Only a unit quaternion is a pure rotation. Neither Cal3D nor IMVU
 * normalises what it reads, so a longer or shorter quaternion also scales
 * (or collapses, for `0 0 0 0`) everything that hangs from the bone, and
 * interpolation between keyframes wobbles. Hand-edited values rounded to
 * two digits are the usual cause.
 *
 * ## Example
 * ```xml
 * <ROTATION>0 0 0.7 0.8</ROTATION>   <!-- |q| = 1.063 -->
 * ```
 * Use instead: `<ROTATION>0 0 0.658505 0.752577</ROTATION>`.
 *
 * ## Fix
 * Safe (XSF): divides the four numbers by |q|, written with at least six
 * decimals (more if the file uses more). The direction of the rotation is
 * kept; only the unintended scale goes. No fix for a zero quaternion,
 * which has no direction: the intended rotation is unknown.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

#include <math.h>

/* The numbers of the element holding this rotation, when the fix can
 * rewrite them one by one. */
static const XsfChild *xsf_child(const SkContext *ctx, uint32_t bone, XsfElemKind k) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x || !x->bones) return NULL;
  const XsfBone *xb = &x->bones[bone];
  if (xb->first[k] < 0) return NULL;
  const XsfChild *c = &xb->children[xb->first[k]];
  return c->numbers_ok && c->nnums == 4 && c->ntokens == 4 ? c : NULL;
}

static void check(const SkContext *ctx, SkDiagSink *sink, uint32_t i,
                  const double q[4], SkSpan span, XsfElemKind kind, const char *what) {
  double len = sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
  double tol = ctx->opts->quaternion_tolerance;
  if (!(fabs(len - 1) > tol)) return;
  const SkBone *b = &ctx->model->bones[i];
  const XsfChild *c = xsf_child(ctx, i, kind);
  /* A missing number or a token that is not one is SK405/SK002's finding;
   * the zeros the reader substitutes would only repeat it here. */
  if (xsf_ext(ctx) && !c) return;
  SkDiagnostic *d;
  if (len == 0) {
    d = sk_report(sink, SK_RULE_SK302, span,
                  "%s of bone '%s' (index %u) is the zero quaternion; expected a unit "
                  "quaternion such as 0 0 0 1 (a zero quaternion collapses the bone)",
                  what, b->name, i);
    sk_diag_set_bone(d, i);
    return;
  }
  d = sk_report(sink, SK_RULE_SK302, span,
                "%s of bone '%s' (index %u) has length %.6g; expected 1 (within %g)",
                what, b->name, i, len, tol);
  sk_diag_set_bone(d, i);
  double nums[4];
  SkSpan spans[4];
  if (!c || xsf_child_numbers(ctx->src, c, nums, spans) < 4) return;
  int dec = 6;
  for (int k = 0; k < 4; k++) {
    SkSpan s = spans[k];
    int dk = sk_decimals_of(ctx->src->text + s.start, s.end - s.start);
    if (dk < 0) { dec = -1; break; }
    if (dk > dec) dec = dk;
  }
  bool fixed = sk_fixed_style(ctx->src, spans, 4);
  SkFix *f = sk_diag_fix(d, true, "Normalise %s", what);
  for (int k = 0; k < 4; k++) {
    if (nums[k] == 0) continue; /* stays 0 */
    char *num = sk_format_like(nums[k] / len, dec, fixed);
    sk_fix_edit(f, spans[k], num);
    free(num);
  }
}

void sk_check_non_unit_quaternion(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  bool xsf = xsf_ext(ctx) != NULL;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (b->has_rotation)
      check(ctx, sink, i, b->rotation, b->rotation_span, XSF_EL_ROTATION,
            xsf ? "ROTATION" : "rotation");
    if (b->has_bind_rotation)
      check(ctx, sink, i, b->bind_rotation, b->bind_rotation_span, XSF_EL_LOCALROTATION,
            xsf ? "LOCALROTATION" : "bind rotation");
  }
}
