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
 * Only root causes are reported. A bone whose declared bind pose follows
 * from its parent's declared one and its own TRANSLATION/ROTATION is off
 * only because an ancestor is (a moved bone takes everything below it
 * along): the nearest reported ancestor says how many such bones there
 * are, and its fix rewrites theirs too. A bone whose declaration does not
 * follow from its parent's is reported itself.
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
 * as many decimals as the numbers already there, in the bone and in every
 * bone below it that inherits the error. That is what a creator
 * who moved a bone by hand wants; but if the mesh was skinned to the old
 * bind pose on purpose, the new values move it.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

#include <math.h>
#include <stdio.h>

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

/* Each bone's absolute pose, from the skeleton's composition (parents
 * before children, in its preorder): usable when the chain reaches a root
 * through bones whose own TRANSLATION/ROTATION can take part. */
static void compute(const SkContext *ctx, const XsfExt *x, const SkSkeleton *sk, Pose *poses) {
  const SkModel *m = ctx->model;
  for (uint32_t k = 0; k < sk->npre; k++) {
    uint32_t i = sk->pre[k];
    int32_t p = m->bones[i].parent;
    Pose *pz = &poses[i];
    pz->ok = sk->chain[i] == SK_CHAIN_ROOT && sk->exact[i] && own_ok(ctx, x, i) &&
             (p < 0 || poses[p].ok);
    if (!pz->ok) continue;
    memcpy(pz->rot, sk->rot[i], sizeof pz->rot);
    memcpy(pz->t, sk->pos[i], sizeof pz->t);
  }
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

/* Decimals for a replacement of element c's numbers by v: the file's
 * precision, with more where it would round the value off by more than
 * `precision`. Returns false when the element's numbers cannot be read. */
static bool replacement(const SkContext *ctx, const XsfChild *c, const double *v, int n,
                        double precision, SkSpan spans[4], int *dec, bool *fixed) {
  double nums[4];
  if (!c || (int)xsf_child_numbers(ctx->src, c, nums, spans) < n) return false;
  *dec = decimals_for(ctx, spans, n);
  /* Short hand-written numbers ("0.5") would round the fix away: add
   * decimals until every value is written within `precision`. */
  while (*dec >= 0 && *dec < 9) {
    double scale = pow(10, *dec);
    bool enough = true;
    for (int k = 0; k < n; k++)
      if (fabs(v[k] - round(v[k] * scale) / scale) > precision) enough = false;
    if (enough) break;
    (*dec)++;
  }
  *fixed = sk_fixed_style(ctx->src, spans, n);
  return true;
}

/* Adds to f the edits that write v into element c (numbers already right
 * are left alone). */
static void fix_edits(const SkContext *ctx, SkFix *f, const XsfChild *c, const double *v, int n,
                      double precision) {
  SkSpan spans[4];
  int dec;
  bool fixed;
  if (!f || !replacement(ctx, c, v, n, precision, spans, &dec, &fixed)) return;
  for (int k = 0; k < n; k++) {
    char *s = sk_format_like(v[k], dec, fixed);
    SkSpan o = spans[k];
    if (strlen(s) != o.end - o.start || memcmp(s, ctx->src->text + o.start, o.end - o.start) != 0)
      sk_fix_edit(f, spans[k], s);
    free(s);
  }
}

static char *format_want(const SkContext *ctx, const XsfChild *c, const double *v, int n,
                         double precision) {
  SkSpan spans[4];
  int dec;
  bool fixed;
  if (!replacement(ctx, c, v, n, precision, spans, &dec, &fixed)) return NULL;
  return format_list(v, n, dec, fixed);
}

/* What is wrong with one bone's declared bind pose. */
typedef struct {
  bool rot_off, t_off;   /* LOCALROTATION / LOCALTRANSLATION differ from the chain's */
  double want_rot[4], want_t[3];
  double rot_dev, t_dist;
  /* Its declared pose follows from its parent's declared pose and its own
   * TRANSLATION/ROTATION: an error in it comes from an ancestor. */
  bool follows_parent;
  int32_t cause;         /* the reported bone whose error it inherits, or -1 */
} Verdict;

/* The inverse bind pose (LOCALROTATION, LOCALTRANSLATION) of an absolute
 * pose, the rotation's sign chosen closest to `near`. */
static void inverse_of(const double rot[4], const double t[3], const double near[4],
                       double want_rot[4], double want_t[3]) {
  double inv[4], dot = 0;
  sk_quat_conj(rot, inv);
  for (int k = 0; k < 4; k++) dot += inv[k] * near[k];
  for (int k = 0; k < 4; k++) want_rot[k] = dot < 0 ? -inv[k] : inv[k];
  sk_quat_rotate_cal3d(inv, t, want_t);
  for (int k = 0; k < 3; k++) want_t[k] = -want_t[k];
}

static double max_dev(const double *a, const double *b, int n) {
  double d = 0;
  for (int k = 0; k < n; k++)
    if (fabs(a[k] - b[k]) > d) d = fabs(a[k] - b[k]);
  return d;
}

static double distance3(const double *a, const double *b) {
  double d = 0;
  for (int k = 0; k < 3; k++) d += (a[k] - b[k]) * (a[k] - b[k]);
  return sqrt(d);
}

/* Whether bone i's declared pose is what its parent's declared pose and
 * its own transform give (within the tolerances). */
static bool declared_follows(const SkContext *ctx, uint32_t i, double tol, double ttol) {
  const SkModel *m = ctx->model;
  const SkBone *b = &m->bones[i];
  if (b->parent < 0) return false;
  const SkBone *p = &m->bones[b->parent];
  if (!p->has_bind_rotation || !p->has_bind_translation || !b->has_bind_rotation ||
      !b->has_bind_translation)
    return false;
  const double *lr = p->bind_rotation;
  double len = sqrt(lr[0] * lr[0] + lr[1] * lr[1] + lr[2] * lr[2] + lr[3] * lr[3]);
  if (fabs(len - 1) > ctx->opts->quaternion_tolerance) return false;
  /* The parent's absolute pose as its declaration states it. */
  double prot[4], pt[3], rot[4], t[3], r[3], want_rot[4], want_t[3];
  sk_quat_conj(lr, prot);
  sk_quat_rotate_cal3d(prot, p->bind_translation, pt);
  for (int k = 0; k < 3; k++) pt[k] = -pt[k];
  sk_quat_mul(b->rotation, prot, rot);
  sk_quat_rotate_cal3d(prot, b->translation, r);
  for (int k = 0; k < 3; k++) t[k] = r[k] + pt[k];
  inverse_of(rot, t, b->bind_rotation, want_rot, want_t);
  return max_dev(want_rot, b->bind_rotation, 4) <= tol &&
         distance3(want_t, b->bind_translation) <= ttol;
}

/* Assigns each off bone the reported ancestor it inherits from, parents
 * before children (up to a done bone, then back down; `path` is scratch). */
static void assign_causes(const SkModel *m, const Pose *poses, Verdict *v, uint8_t *done,
                          uint32_t *path, uint32_t i) {
  uint32_t len = 0, cur = i;
  while (!done[cur]) {
    path[len++] = cur;
    int32_t p = m->bones[cur].parent;
    if (p < 0 || !poses[p].ok) break;
    cur = (uint32_t)p;
  }
  while (len--) {
    uint32_t k = path[len];
    done[k] = 1;
    Verdict *vk = &v[k];
    vk->cause = -1;
    int32_t p = m->bones[k].parent;
    if (!(vk->rot_off || vk->t_off) || !vk->follows_parent || p < 0 || !poses[p].ok) continue;
    const Verdict *vp = &v[p];
    if (vp->cause >= 0) vk->cause = vp->cause;
    else if (vp->rot_off || vp->t_off) vk->cause = p;
  }
}

static void report(const SkContext *ctx, SkDiagSink *sink, const Verdict *v, uint32_t i,
                   bool rotation, uint32_t inheritors, double tol, double ttol, double extent) {
  const SkModel *m = ctx->model;
  const XsfExt *x = xsf_ext(ctx);
  const SkBone *b = &m->bones[i];
  const Verdict *vi = &v[i];
  bool usable;
  char below[160] = "";
  if (inheritors)
    snprintf(below, sizeof below,
             "; %u bone%s below it inherit%s the error and %s not reported separately",
             inheritors, inheritors > 1 ? "s" : "", inheritors > 1 ? "" : "s",
             inheritors > 1 ? "are" : "is");
  /* A binary skeleton (CSF) has no text: its values are shown (as
   * `skellint show` writes them), its fields named by XSF's elements, and
   * there is no fix. */
  bool binary = ctx->src->encoding == SK_ENCODING_BINARY;
  bool xsf_names = !binary || xsf_or_csf(ctx);
  char shown[160];
  SkSpan at = rotation ? b->bind_rotation_span : b->bind_translation_span;
  int len;
  const char *txt;
  if (binary) {
    const double *q = rotation ? b->bind_rotation : b->bind_translation;
    len = sk_format_floats(q, rotation ? 4 : 3, shown);
    txt = shown;
  } else {
    len = sk_span_valid(at) ? (int)(at.end - at.start) : 0;
    txt = len ? ctx->src->text + at.start : "";
  }
  SkDiagnostic *d;
  if (rotation) {
    d = sk_report(sink, SK_RULE_SK305, b->bind_rotation_span,
                  "%s of bone '%s' (index %u) is %.*s but the bind pose through "
                  "its parents gives %.6g %.6g %.6g %.6g (a component is off by %.3g; "
                  "tolerance %g%s)",
                  xsf_names ? "LOCALROTATION" : "the bone-space rotation", b->name, i, len, txt,
                  vi->want_rot[0] + 0.0, vi->want_rot[1] + 0.0, vi->want_rot[2] + 0.0,
                  vi->want_rot[3] + 0.0, vi->rot_dev, tol, below);
    sk_diag_related(d, b->rotation_span,
                    xsf_names ? "computed from this ROTATION and its parents'"
                              : "computed from this rotation and its parents'");
  } else {
    d = sk_report(sink, SK_RULE_SK305, b->bind_translation_span,
                  "%s of bone '%s' (index %u) is %.*s but the bind pose "
                  "through its parents gives %.6g %.6g %.6g (off by %.3g; tolerance %.3g, "
                  "%g of the skeleton's extent %.4g%s)",
                  xsf_names ? "LOCALTRANSLATION" : "the bone-space translation", b->name, i, len,
                  txt, vi->want_t[0] + 0.0, vi->want_t[1] + 0.0, vi->want_t[2] + 0.0,
                  vi->t_dist, ttol, tol, extent, below);
    sk_diag_related(d, b->translation_span,
                    xsf_names ? "computed from this TRANSLATION and its parents'"
                              : "computed from this translation and its parents'");
  }
  sk_diag_set_bone(d, i);
  if (!d || binary) return;
  XsfElemKind kind = rotation ? XSF_EL_LOCALROTATION : XSF_EL_LOCALTRANSLATION;
  int n = rotation ? 4 : 3;
  double precision = (rotation ? tol : ttol) / 10;
  const XsfChild *c = elem(x, i, kind, &usable);
  char *all = format_want(ctx, c, rotation ? vi->want_rot : vi->want_t, n, precision);
  if (!all) return;
  SkFix *f = inheritors
                 ? sk_diag_fix(d, false, "Recompute %s from the bind pose, here and in %u bone%s below: %s",
                               rotation ? "LOCALROTATION" : "LOCALTRANSLATION", inheritors,
                               inheritors > 1 ? "s" : "", all)
                 : sk_diag_fix(d, false, "Recompute %s from the bind pose: %s",
                               rotation ? "LOCALROTATION" : "LOCALTRANSLATION", all);
  free(all);
  fix_edits(ctx, f, c, rotation ? vi->want_rot : vi->want_t, n, precision);
  /* The bones that inherit the error get theirs in the same fix. */
  for (uint32_t k = 0; inheritors && k < m->nbones; k++) {
    if (v[k].cause != (int32_t)i || !(rotation ? v[k].rot_off : v[k].t_off)) continue;
    const XsfChild *ck = elem(x, k, kind, &usable);
    if (usable) fix_edits(ctx, f, ck, rotation ? v[k].want_rot : v[k].want_t, n, precision);
  }
}

void sk_check_bind_pose_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || m->nbones == 0) return;
  const XsfExt *x = xsf_ext(ctx);
  uint32_t n = m->nbones;
  uint8_t *state = sk_xcalloc(n, 1);
  Pose *poses = sk_xcalloc(n, sizeof *poses);
  uint32_t *path = sk_xmalloc(n * sizeof *path);
  compute(ctx, x, sk_model_skeleton(m), poses);

  double extent = 1;
  for (uint32_t i = 0; i < n; i++) {
    if (!poses[i].ok) continue;
    const double *t = poses[i].t;
    double r = sqrt(t[0] * t[0] + t[1] * t[1] + t[2] * t[2]);
    if (r > extent) extent = r;
  }
  double tol = ctx->opts->bind_pose_tolerance, ttol = tol * extent;

  /* What is off in each bone, judged through the whole chain. */
  Verdict *v = sk_xcalloc(n, sizeof *v);
  bool any = false;
  for (uint32_t i = 0; i < n; i++) {
    const SkBone *b = &m->bones[i];
    Verdict *vi = &v[i];
    vi->cause = -1;
    if (!poses[i].ok) continue;
    bool rot_usable, t_usable;
    elem(x, i, XSF_EL_LOCALROTATION, &rot_usable);
    elem(x, i, XSF_EL_LOCALTRANSLATION, &t_usable);
    const double identity[4] = {0, 0, 0, 1};
    inverse_of(poses[i].rot, poses[i].t, b->has_bind_rotation ? b->bind_rotation : identity,
               vi->want_rot, vi->want_t);
    if (b->has_bind_rotation && rot_usable) {
      vi->rot_dev = max_dev(vi->want_rot, b->bind_rotation, 4);
      vi->rot_off = vi->rot_dev > tol;
    }
    if (b->has_bind_translation && t_usable) {
      vi->t_dist = distance3(vi->want_t, b->bind_translation);
      vi->t_off = vi->t_dist > ttol;
    }
    if (vi->rot_off || vi->t_off) {
      vi->follows_parent = declared_follows(ctx, i, tol, ttol);
      any = true;
    }
  }
  if (any) {
    /* Root causes: a bone whose declared pose follows from its parent's is
     * off only because an ancestor is; the nearest reported ancestor
     * speaks for it (and its fix repairs it too). */
    memset(state, 0, n);
    for (uint32_t i = 0; i < n; i++)
      if (!state[i] && poses[i].ok) assign_causes(m, poses, v, state, path, i);
    uint32_t *inherit_rot = sk_xcalloc(n, sizeof *inherit_rot);
    uint32_t *inherit_t = sk_xcalloc(n, sizeof *inherit_t);
    /* An inherited error is reported by its cause when the cause reports
     * the same element, else on its own. */
    for (uint32_t i = 0; i < n; i++) {
      int32_t c = v[i].cause;
      if (c < 0) continue;
      if (v[i].rot_off && v[c].rot_off) inherit_rot[c]++;
      if (v[i].t_off && v[c].t_off) inherit_t[c]++;
    }
    for (uint32_t i = 0; i < n; i++) {
      int32_t c = v[i].cause;
      if (v[i].rot_off && (c < 0 || !v[c].rot_off))
        report(ctx, sink, v, i, true, inherit_rot[i], tol, ttol, extent);
      if (v[i].t_off && (c < 0 || !v[c].t_off))
        report(ctx, sink, v, i, false, inherit_t[i], tol, ttol, extent);
    }
    free(inherit_rot);
    free(inherit_t);
  }
  free(v);
  free(path);
  free(poses);
  free(state);
}
