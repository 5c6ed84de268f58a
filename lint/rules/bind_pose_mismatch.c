/* SK305 bind-pose-mismatch
 *
 * ## What it does
 * Recomputes each bone's absolute bind pose from TRANSLATION and ROTATION
 * through its PARENTID chain, the way Cal3D does:
 *
 *     absRot = ROTATION * parent.absRot                (Hamilton product)
 *     absT   = TRANSLATION rotated by parent.absRot + parent.absT
 *
 * (a Cal3D quaternion rotates v as conj(q)·v·q), and compares it with the
 * declared inverse bind pose:
 *
 *     LOCALROTATION    = conj(absRot)                  (q and -q are equal)
 *     LOCALTRANSLATION = -(absT rotated by conj(absRot))
 *
 * A LOCALROTATION is flagged when a component differs by more than
 * `bind-pose-tolerance` (default 1e-3); a LOCALTRANSLATION when it is
 * farther from the computed one than `bind-pose-tolerance` times the
 * skeleton's extent (the largest distance of a bone from the origin, at
 * least 1). Exporters' float noise is about 1e-5 on both; every exported
 * skeleton we know of passes.
 *
 * Bones whose chain loops or meets a parent that does not exist, lacks a
 * TRANSLATION or ROTATION, has the wrong count of numbers, or carries a
 * non-unit ROTATION are skipped: SK103, SK101, SK405 and SK302 report
 * those, and no bind pose can be trusted through them.
 *
 * ## Why is this bad?
 * The mesh is skinned with LOCALTRANSLATION/LOCALROTATION: they move each
 * vertex from model space into the bone's space. If they do not undo the
 * bone's own bind pose the mesh is offset or twisted around that bone even
 * when nothing is animated. The classic cause is hand-editing: moving a
 * bone's TRANSLATION without updating LOCALTRANSLATION (and those of every
 * bone below it).
 *
 * ## Example
 * ```xml
 * <BONE ID="1" NAME="Spine" NUMCHILDS="0">
 *   <TRANSLATION>0 0 10</TRANSLATION>
 *   <ROTATION>0 0 0 1</ROTATION>
 *   <LOCALTRANSLATION>0 0 -8</LOCALTRANSLATION>   <!-- the bone was moved from 8 to 10 -->
 *   <LOCALROTATION>0 0 0 1</LOCALROTATION>
 *   <PARENTID>0</PARENTID>
 * </BONE>
 * ```
 * Use instead: `<LOCALTRANSLATION>0 0 -10</LOCALTRANSLATION>`.
 *
 * ## Fix
 * Unsafe: rewrites LOCALTRANSLATION / LOCALROTATION from the chain, with
 * as many decimals as the numbers already there. That is what a creator
 * who moved a bone by hand wants; but if the mesh was skinned to the old
 * bind pose on purpose, the new values move it.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

#include <math.h>

typedef struct {
  bool ok;          /* the chain is usable and the pose is computed */
  double rot[4];
  double t[3];
} Pose;

/* The element holding a bone's value, if it has exactly `arity` numbers;
 * NULL for formats without XSF extras (then the model is trusted). */
static const XsfChild *elem(const XsfExt *x, uint32_t bone, XsfElemKind k, bool *usable) {
  *usable = true;
  if (!x || !x->bones) return NULL;
  const XsfBone *xb = &x->bones[bone];
  if (xb->first[k] < 0) { *usable = false; return NULL; }
  const XsfChild *c = &xb->children[xb->first[k]];
  int arity = (k == XSF_EL_TRANSLATION || k == XSF_EL_LOCALTRANSLATION) ? 3 : 4;
  if (!c->numbers_ok || c->ntokens != (uint32_t)arity || c->nnums != (uint32_t)arity)
    *usable = false;
  return c;
}

/* Can this bone's own TRANSLATION/ROTATION take part in a chain? */
static bool own_ok(const SkContext *ctx, const XsfExt *x, uint32_t i) {
  const SkBone *b = &ctx->model->bones[i];
  if (!b->has_translation || !b->has_rotation) return false;
  bool u1, u2;
  elem(x, i, XSF_EL_TRANSLATION, &u1);
  elem(x, i, XSF_EL_ROTATION, &u2);
  if (!u1 || !u2) return false;
  const double *q = b->rotation;
  double len = sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
  return fabs(len - 1) <= ctx->opts->quaternion_tolerance;
}

/* Computes poses[i] (and its ancestors') once; `state` marks progress. */
static void compute(const SkContext *ctx, const XsfExt *x, const uint8_t *ends,
                    Pose *poses, uint8_t *state, uint32_t i) {
  const SkModel *m = ctx->model;
  if (ends[i] != SK_CHAIN_ROOT) { /* a loop or a dangling parent: no pose */
    state[i] = 1;
    poses[i].ok = false;
    return;
  }
  /* Walk up to a computed bone or a root (every bone on the way also ends
   * at a root), then come back down. */
  uint32_t *path = sk_xmalloc(m->nbones * sizeof *path);
  uint32_t len = 0, cur = i;
  while (!state[cur]) {
    path[len++] = cur;
    int32_t p = m->bones[cur].parent;
    if (p < 0) break;
    cur = (uint32_t)p;
  }
  while (len--) {
    uint32_t k = path[len];
    const SkBone *b = &m->bones[k];
    Pose *pz = &poses[k];
    state[k] = 1;
    pz->ok = ends[k] == SK_CHAIN_ROOT && own_ok(ctx, x, k);
    if (!pz->ok) continue;
    if (b->parent < 0) {
      memcpy(pz->rot, b->rotation, sizeof pz->rot);
      memcpy(pz->t, b->translation, sizeof pz->t);
      continue;
    }
    const Pose *pp = &poses[b->parent];
    if (!pp->ok) { pz->ok = false; continue; }
    double r[3];
    sk_quat_mul(b->rotation, pp->rot, pz->rot);
    sk_quat_rotate_cal3d(pp->rot, b->translation, r);
    for (int j = 0; j < 3; j++) pz->t[j] = r[j] + pp->t[j];
  }
  free(path);
}

/* Decimals to write a replacement with: the most any number of the element
 * has; exponent form or whole numbers only → shortest round-trip form. */
static int decimals_for(const SkContext *ctx, const SkSpan *spans, int n) {
  int dec = 0;
  for (int k = 0; k < n; k++) {
    SkSpan s = spans[k];
    int dk = sk_decimals_of(ctx->src->text + s.start, s.end - s.start);
    if (dk < 0) return -1;
    if (dk > dec) dec = dk;
  }
  return dec == 0 ? -1 : dec;
}

static char *format_list(const double *v, int n, int dec, bool fixed) {
  SkBuf b = {0};
  for (int k = 0; k < n; k++) {
    char *s = sk_format_like(v[k], dec, fixed);
    if (k) sk_buf_putc(&b, ' ');
    sk_buf_puts(&b, s);
    free(s);
  }
  return sk_buf_take(&b);
}

/* `precision`: how far a written number may be from the computed one (a
 * tenth of the check's tolerance, so the fixed file passes with margin). */
static void add_fix(const SkContext *ctx, SkDiagnostic *d, const XsfChild *c,
                    const double *v, int n, const char *what, double precision) {
  if (!c) return;
  double nums[4];
  SkSpan spans[4];
  if ((int)xsf_child_numbers(ctx->src, c, nums, spans) < n) return;
  int dec = decimals_for(ctx, spans, n);
  /* Short hand-written numbers ("0.5") would round the fix away: add
   * decimals until every value is written within `precision`. */
  while (dec >= 0 && dec < 9) {
    double scale = pow(10, dec);
    bool enough = true;
    for (int k = 0; k < n; k++)
      if (fabs(v[k] - round(v[k] * scale) / scale) > precision) enough = false;
    if (enough) break;
    dec++;
  }
  bool fixed = sk_fixed_style(ctx->src, spans, n);
  char *all = format_list(v, n, dec, fixed);
  SkFix *f = sk_diag_fix(d, false, "Recompute %s from the bind pose: %s", what, all);
  free(all);
  for (int k = 0; k < n; k++) {
    char *s = sk_format_like(v[k], dec, fixed);
    SkSpan o = spans[k];
    if (strlen(s) == o.end - o.start && memcmp(s, ctx->src->text + o.start, o.end - o.start) == 0) {
      free(s); /* this number is already right */
      continue;
    }
    sk_fix_edit(f, spans[k], s);
    free(s);
  }
}

void sk_check_bind_pose_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || m->nbones == 0) return;
  const XsfExt *x = xsf_ext(ctx);
  uint32_t n = m->nbones;
  uint8_t *ends = sk_xmalloc(n);
  uint8_t *state = sk_xcalloc(n, 1);
  Pose *poses = sk_xcalloc(n, sizeof *poses);
  sk_chain_ends(m, ends);
  for (uint32_t i = 0; i < n; i++)
    if (!state[i]) compute(ctx, x, ends, poses, state, i);

  double extent = 1;
  for (uint32_t i = 0; i < n; i++) {
    if (!poses[i].ok) continue;
    const double *t = poses[i].t;
    double r = sqrt(t[0] * t[0] + t[1] * t[1] + t[2] * t[2]);
    if (r > extent) extent = r;
  }
  double tol = ctx->opts->bind_pose_tolerance;

  for (uint32_t i = 0; i < n; i++) {
    const SkBone *b = &m->bones[i];
    const Pose *pz = &poses[i];
    if (!pz->ok) continue;
    double inv[4];
    sk_quat_conj(pz->rot, inv);

    bool usable;
    const XsfChild *c = elem(x, i, XSF_EL_LOCALROTATION, &usable);
    if (b->has_bind_rotation && usable) {
      const double *lr = b->bind_rotation;
      /* q and -q are the same rotation: compare with the closer one. */
      double dot = 0, dev = 0;
      for (int k = 0; k < 4; k++) dot += inv[k] * lr[k];
      double want[4];
      for (int k = 0; k < 4; k++) {
        want[k] = dot < 0 ? -inv[k] : inv[k];
        if (fabs(want[k] - lr[k]) > dev) dev = fabs(want[k] - lr[k]);
      }
      if (dev > tol) {
        SkDiagnostic *d = sk_report(
            sink, SK_RULE_SK305, b->bind_rotation_span,
            "LOCALROTATION of bone '%s' (index %u) is %.*s but the bind pose through "
            "its parents gives %.6g %.6g %.6g %.6g (a component is off by %.3g; "
            "tolerance %g)",
            b->name, i, SPAN_TEXT(ctx, b->bind_rotation_span), want[0] + 0.0,
            want[1] + 0.0, want[2] + 0.0, want[3] + 0.0, dev, tol);
        sk_diag_related(d, b->rotation_span, "computed from this ROTATION and its parents'");
        add_fix(ctx, d, c, want, 4, "LOCALROTATION", tol / 10);
        sk_diag_set_bone(d, i);
      }
    }

    c = elem(x, i, XSF_EL_LOCALTRANSLATION, &usable);
    if (b->has_bind_translation && usable) {
      double want[3], dist = 0;
      sk_quat_rotate_cal3d(inv, pz->t, want);
      for (int k = 0; k < 3; k++) {
        want[k] = -want[k];
        double dk = want[k] - b->bind_translation[k];
        dist += dk * dk;
      }
      dist = sqrt(dist);
      if (dist > tol * extent) {
        SkDiagnostic *d = sk_report(
            sink, SK_RULE_SK305, b->bind_translation_span,
            "LOCALTRANSLATION of bone '%s' (index %u) is %.*s but the bind pose "
            "through its parents gives %.6g %.6g %.6g (off by %.3g; tolerance %.3g, "
            "%g of the skeleton's extent %.4g)",
            b->name, i, SPAN_TEXT(ctx, b->bind_translation_span), want[0] + 0.0,
            want[1] + 0.0, want[2] + 0.0, dist, tol * extent, tol, extent);
        sk_diag_related(d, b->translation_span,
                        "computed from this TRANSLATION and its parents'");
        add_fix(ctx, d, c, want, 3, "LOCALTRANSLATION", tol * extent / 10);
        sk_diag_set_bone(d, i);
      }
    }
  }
  free(poses);
  free(state);
  free(ends);
}
