/* SK306 zero-scale
 *
 * ## What it does
 * Flags a Dash bone whose scale has a component equal to 0.
 *
 * ## Why is this bad?
 * A zero scale flattens the bone and everything under it to a plane, a
 * line or a point: the skinned mesh collapses, and the bone's matrix
 * cannot be inverted, so anything that needs the inverse bind pose (skinning,
 * IK, exporters) gets infinities. A scale that was meant to mean "no
 * scaling" is 1, not 0 — a common slip when a writer fills a missing
 * scale with zeros.
 *
 * ## Example
 * ```json
 * { "name": "spine", "parentIndex": 0, "scale": { "x": 1, "y": 0, "z": 1 } }
 * ```
 * Use instead:
 * ```json
 * { "name": "spine", "parentIndex": 0, "scale": { "x": 1, "y": 1, "z": 1 } }
 * ```
 *
 * ## Fix
 * JSON: set the component to 1 (unsafe: a bone hidden on purpose by
 * scaling it to zero becomes visible). None for binary files.
 */
#include "../formats/dash.h"

void sk_check_zero_scale(const SkContext *ctx, SkDiagSink *sink) {
  const DashExt *x = dash_ext(ctx);
  const SkModel *m = ctx->model;
  if (!x || x->nbones != m->nbones) return;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->has_scale) continue;
    for (int k = 0; k < 3; k++) {
      if (b->scale[k] != 0) continue;
      const DashValue *c = &x->bones[i].comp[DASH_SCALE][k];
      SkSpan at = sk_span_valid(c->span) ? c->span : b->scale_span;
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK306, at,
          "scale.%c of bone '%s' is 0: the bone and its children collapse; "
          "expected a non-zero scale (1 for no scaling)",
          DASH_COMPONENTS[k], b->name);
      sk_diag_set_bone(d, i);
      if (ctx->format == SK_FORMAT_DASHJSON && c->type == DASH_NUMBER)
        sk_fix_edit(sk_diag_fix(d, false, "Set scale.%c to 1", DASH_COMPONENTS[k]), at, "1");
    }
  }
}
