/* SK303 non-orthonormal-rotation
 *
 * ## What it does
 * Flags a 3×3 rotation matrix of a BonesPro file (a bone or node transform
 * of the structure file, or of an animation exported as Matrix) whose rows
 * are not unit length and perpendicular: R·Rᵀ differs from the identity
 * by more than `quaternion-tolerance` (default 1e-3) in some entry.
 *
 * ## Why is this bad?
 * The R part is meant to be a rotation. A matrix that is not orthonormal
 * also scales or shears: the skinned mesh is stretched or skewed around
 * the bone, and a converter that turns R into a quaternion produces
 * garbage. Typical causes: a scaled bone in 3ds max at export time, a
 * row typed by hand, a row lost or duplicated.
 *
 * ## Example
 * ```text
 * 1.000000 0.000000 0.000000
 * 0.000000 1.000000 0.000000
 * 0.000000 0.500000 1.000000
 * ```
 * Use instead: three rows of a rotation (reset the bone's scale and
 * export again).
 *
 * ## Fix
 * None: the intended rotation is not known.
 */
#include "../formats/bonespro.h"
#include "rule_util.h"

#include <math.h>

/* The largest |(R·Rᵀ - I)ij|. */
static double deviation(const float r[9]) {
  double worst = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      double d = 0;
      for (int k = 0; k < 3; k++) d += (double)r[i * 3 + k] * r[j * 3 + k];
      d -= i == j ? 1.0 : 0.0;
      if (fabs(d) > worst) worst = fabs(d);
    }
  return worst;
}

void sk_check_non_orthonormal_rotation(const SkContext *ctx, SkDiagSink *sink) {
  const BpExt *x = bp_ext(ctx);
  if (!x) return;
  double tol = ctx->opts->quaternion_tolerance;
  for (uint32_t i = 0; i < x->nmatrices; i++) {
    const BpMatrix *m = &x->matrices[i];
    double dev = deviation(m->r);
    if (dev <= tol) continue;
    double len[3];
    for (int r = 0; r < 3; r++)
      len[r] = sqrt((double)m->r[r * 3] * m->r[r * 3] + (double)m->r[r * 3 + 1] * m->r[r * 3 + 1] +
                    (double)m->r[r * 3 + 2] * m->r[r * 3 + 2]);
    char where[96];
    if (m->frame == UINT32_MAX) {
      const char *name = m->bone < ctx->model->nbones ? ctx->model->bones[m->bone].name : "?";
      snprintf(where, sizeof where, "bone %u ('%s')", m->bone, name);
    } else {
      snprintf(where, sizeof where, "bone %u in frame %u", m->bone, m->frame);
    }
    sk_report(sink, SK_RULE_SK303, m->span,
              "the %s rotation of %s is not orthonormal: its rows have lengths %.4g, %.4g, %.4g "
              "and R*Rt differs from the identity by %.3g; expected a rotation (within %g)",
              m->node ? "node" : "bone", where, len[0], len[1], len[2], dev, tol);
  }
}
