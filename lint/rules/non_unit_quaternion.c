/* SK302 non-unit-quaternion
 *
 * ## What it does
 * Flags a rotation quaternion whose length |q| = sqrt(x² + y² + z² + w²)
 * differs from 1 by more than `quaternion-tolerance` (default 1e-3). In
 * XSF both ROTATION and LOCALROTATION are checked, in XAF the ROTATION of
 * every keyframe; the same in their binary forms, CSF (rotation and
 * bone-space rotation) and CAF.
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
 * Safe (XSF, XAF; none in a binary file): divides the four numbers by |q|, written with at least six
 * decimals (more if the file uses more). The direction of the rotation is
 * kept; only the unintended scale goes. No fix for a zero quaternion,
 * which has no direction: the intended rotation is unknown.
 */
#include "../formats/cal3d.h"
#include "../formats/xsf.h"
#include "rule_util.h"

#include <math.h>

/* The numbers of the element holding this rotation, when the fix can
 * rewrite them one by one. */
static const XsfChild *xsf_child(const SkContext *ctx, uint32_t bone, XsfElemKind k) {
  const XsfChild *c = xsf_bone_child(ctx, bone, k);
  return c && c->numbers_ok && c->nnums == 4 && c->ntokens == 4 ? c : NULL;
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
  char title[64];
  snprintf(title, sizeof title, "Normalise %s", what);
  sk_fix_divide(ctx, d, title, spans, nums, 4, len);
}

/* XAF: the ROTATION of every keyframe. */
static void check_keyframes(const SkContext *ctx, SkDiagSink *sink, const CalExt *x) {
  double tol = ctx->opts->quaternion_tolerance;
  for (uint32_t t = 0; t < x->ntracks; t++) {
    const CalTrack *tr = &x->tracks[t];
    float rots[CAL_KEY_BLOCK][4];
    bool oks[CAL_KEY_BLOCK];
    for (uint32_t k = tr->first_key; k < tr->first_key + tr->nkeys; k++) {
      uint32_t i = k - tr->first_key, b = i % CAL_KEY_BLOCK;
      if (b == 0) {
        uint32_t n = tr->nkeys - i < CAL_KEY_BLOCK ? tr->nkeys - i : CAL_KEY_BLOCK;
        cal3d_key_rotations(ctx->src, x, t, i, n, rots, oks);
      }
      if (!oks[b]) continue; /* SK409: missing or not four numbers */
      const float *r = rots[b];
      double len2 = (double)r[0] * r[0] + (double)r[1] * r[1] + (double)r[2] * r[2] +
                    (double)r[3] * r[3];
      /* Clearly within the tolerance without the square root (a million
       * keyframes in a large animation); at the edges, the exact test. */
      if (tol < 1 && len2 > (1 - tol) * (1 - tol) * (1 + 1e-9) &&
          len2 < (1 + tol) * (1 + tol) * (1 - 1e-9))
        continue;
      double len = sqrt(len2);
      if (!(fabs(len - 1) > tol)) continue;
      CalKeyframe key; /* the finding's span */
      cal3d_keyframe(ctx->src, x, t, i, &key);
      SkSpan rspan = key.rotation_span;
      char bone[32] = "";
      if (tr->boneid.ok) snprintf(bone, sizeof bone, " (bone %.0f)", tr->boneid.v);
      if (len == 0) {
        sk_report(sink, SK_RULE_SK302, rspan,
                  "ROTATION of keyframe %u of track %u%s is the zero quaternion; expected a "
                  "unit quaternion such as 0 0 0 1 (a zero quaternion collapses the bone)",
                  k - tr->first_key, t, bone);
        continue;
      }
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK302, rspan,
                                  "ROTATION of keyframe %u of track %u%s has length %.6g; "
                                  "expected 1 (within %g)",
                                  k - tr->first_key, t, bone, len, tol);
      if (ctx->src->encoding == SK_ENCODING_BINARY) continue;
      double v[4];
      SkSpan spans[4];
      uint32_t nums;
      if (sk_span_numbers(ctx->src, rspan, v, spans, 4, &nums) == 4 && nums == 4)
        sk_fix_divide(ctx, d, "Normalise ROTATION", spans, v, 4, len);
    }
  }
}

void sk_check_non_unit_quaternion(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  const CalExt *cal = cal3d_ext(ctx);
  if (cal) {
    if (cal->format == SK_FORMAT_XAF) check_keyframes(ctx, sink, cal);
    return;
  }
  bool xsf = xsf_or_csf(ctx);
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
