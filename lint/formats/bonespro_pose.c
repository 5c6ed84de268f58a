/* bonespro_pose.c — a BonesPro structure posed by one frame of its
 * animation file (ExportMode "Bones"; specs/bonespro-export.txt). The
 * front-end keeps each frame's bone transforms (BpExt.poses); here they
 * are put together, as 3ds max writes transforms: row vectors, a point p
 * of the bone going to p·R + T.
 *
 * - Bone b of a frame is bone b of the structure (both in file order).
 * - TransformSystem "Absolute": the frame's transform is the bone's world
 *   transform; "Relative to parent": it is in its parent's (the parent
 *   the structure names), so world = local · parent's world. Without the
 *   setting, Absolute (the document's first value).
 * - A rotation written as Euler angles (E0 E1 E2, AngleUnits "Degrees",
 *   the default, or "Radians") turns about the axes EulerOrder names
 *   (default XYZ), E0 about the first, applied first: R = R1(E0)·R2(E1)·
 *   R3(E2), each a right-handed turn about a fixed axis (XYZ: X first,
 *   then Y, then Z). A matrix is taken as written.
 * - A bone the frame does not hold (the animation has fewer bones, or a
 *   line of its transform was not three numbers) follows its parent
 *   rigidly, as it sits in the structure; a bone the structure reaches
 *   from no root (a loop of parents) keeps its place there.
 * - The joint is the world transform's translation; a joint that comes
 *   out non-finite is its parent's.
 *
 * Frames are counted as the header counts them: FirstFrame, then every
 * Step. Seconds are 3ds max's default 30 frames a second (the export does
 * not say its rate). */
#include "../front_end.h"
#include "skellint/project.h" /* SkFrameRange: sk_bonespro_pose and its kin, public functions defined here */
#include "bonespro.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* A transform on row vectors: p' = p·r + t. */
typedef struct {
  double r[9], t[3];
} Affine;

static const BpExt *anim_ext(const SkModel *anim) {
  if (!anim || anim->format != SK_FORMAT_BPANIM || !anim->ext) return NULL;
  const BpExt *x = anim->ext;
  return x->animation && x->nposes ? x : NULL;
}

/* The value of setting k as written (quotes removed), or NULL. */
static const char *setting(const SkSource *src, const BpExt *x, BpKey k, size_t *n) {
  const BpSetting *s = &x->settings[k];
  if (!s->present || s->value.end <= s->value.start || s->value.end > src->len) return NULL;
  *n = s->value.end - s->value.start;
  return src->text + s->value.start;
}

static bool setting_is(const SkSource *src, const BpExt *x, BpKey k, const char *want) {
  size_t n = 0;
  const char *v = setting(src, x, k, &n);
  return v && n == strlen(want) && strncasecmp(v, want, n) == 0;
}

static double setting_number(const SkSource *src, const BpExt *x, BpKey k, double dflt) {
  size_t n = 0;
  const char *v = setting(src, x, k, &n);
  double d;
  return v && sk_parse_double(v, n, &d) == SK_NUM_OK && isfinite(d) ? d : dflt;
}

bool sk_bonespro_frames(const SkSource *src, const SkModel *anim, SkFrameRange *r) {
  const BpExt *x = anim_ext(anim);
  if (!x) return false;
  r->count = x->poses[x->nposes - 1].frame + 1;
  r->first = setting_number(src, x, BP_KEY_FIRST_FRAME, 0);
  r->step = setting_number(src, x, BP_KEY_STEP, 1);
  if (!(r->step > 0)) r->step = 1;
  r->fps = 30;
  return true;
}

static Affine mul(const Affine *a, const Affine *b) {
  Affine o;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      o.r[i * 3 + j] = a->r[i * 3] * b->r[j] + a->r[i * 3 + 1] * b->r[3 + j] + a->r[i * 3 + 2] * b->r[6 + j];
  for (int j = 0; j < 3; j++)
    o.t[j] = a->t[0] * b->r[j] + a->t[1] * b->r[3 + j] + a->t[2] * b->r[6 + j] + b->t[j];
  return o;
}

static bool invert(const Affine *a, Affine *o) {
  const double *m = a->r;
  double c[9] = {m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                 m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                 m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]};
  double det = m[0] * c[0] + m[1] * c[3] + m[2] * c[6];
  if (!isfinite(det) || fabs(det) < 1e-12) return false;
  for (int i = 0; i < 9; i++) o->r[i] = c[i] / det;
  for (int j = 0; j < 3; j++)
    o->t[j] = -(a->t[0] * o->r[j] + a->t[1] * o->r[3 + j] + a->t[2] * o->r[6 + j]);
  return true;
}

static Affine identity(void) {
  return (Affine){{1, 0, 0, 0, 1, 0, 0, 0, 1}, {0, 0, 0}};
}

/* A right-handed turn by `a` radians about axis X, Y or Z, on row vectors. */
static Affine turn(char axis, double a) {
  Affine o = identity();
  double c = cos(a), s = sin(a);
  int i = axis == 'X' ? 1 : axis == 'Y' ? 2 : 0, j = axis == 'X' ? 2 : axis == 'Y' ? 0 : 1;
  o.r[i * 3 + i] = c, o.r[i * 3 + j] = s;
  o.r[j * 3 + i] = -s, o.r[j * 3 + j] = c;
  return o;
}

typedef struct {
  bool relative, euler, radians;
  char order[3];
} Reading;

static Reading reading(const SkSource *src, const BpExt *x) {
  Reading r = {setting_is(src, x, BP_KEY_TRANSFORM_SYSTEM, "Relative to parent"), x->euler,
               setting_is(src, x, BP_KEY_ANGLE_UNITS, "Radians"), {'X', 'Y', 'Z'}};
  size_t n = 0;
  const char *o = setting(src, x, BP_KEY_EULER_ORDER, &n);
  if (o && n == 3)
    for (int i = 0; i < 3; i++) {
      char c = o[i] >= 'a' && o[i] <= 'z' ? (char)(o[i] - 'a' + 'A') : o[i];
      if (c == 'X' || c == 'Y' || c == 'Z') r.order[i] = c;
    }
  return r;
}

/* A frame's transform of one bone, or false when a line of it is missing. */
static bool frame_transform(const BpFrameBone *p, const Reading *rd, Affine *out) {
  if (p->got != (rd->euler ? 0x3 : 0xF)) return false;
  if (rd->euler) {
    *out = identity();
    for (int i = 0; i < 3; i++) {
      double a = rd->radians ? p->rot[i] : p->rot[i] * (3.14159265358979323846 / 180.0);
      Affine t = turn(rd->order[i], a);
      *out = mul(out, &t);
    }
  } else {
    for (int i = 0; i < 9; i++) out->r[i] = p->rot[i];
  }
  for (int j = 0; j < 3; j++) out->t[j] = p->t[j];
  return true;
}

/* The structure's world transform of bone b: its bone matrix, or its
 * bind-pose joint without a rotation. */
static Affine bind_world(const SkModel *m, const SkSkeleton *s, uint32_t b) {
  Affine o = identity();
  const SkBone *bone = &m->bones[b];
  if (bone->has_matrix && bone->matrix)
    for (int i = 0; i < 9; i++) o.r[i] = bone->matrix[i];
  memcpy(o.t, s->pos[b], sizeof o.t);
  return o;
}

/* The bone's world transform in the frame: `p` its frame transform (NULL
 * when none), `parent` the parent's index or -1. */
static Affine pose_one(const SkModel *m, const SkSkeleton *s, const Reading *rd,
                       const BpFrameBone *p, uint32_t b, int32_t parent, const Affine *world) {
  Affine local, bind = bind_world(m, s, b);
  if (p && frame_transform(p, rd, &local))
    return rd->relative && parent >= 0 ? mul(&local, &world[parent]) : local;
  if (parent < 0) return bind;
  Affine pb = bind_world(m, s, (uint32_t)parent), inv;
  if (!invert(&pb, &inv)) { /* moved with the parent's joint, not turned */
    for (int j = 0; j < 3; j++) bind.t[j] += world[parent].t[j] - pb.t[j];
    return bind;
  }
  Affine rel = mul(&bind, &inv);
  return mul(&rel, &world[parent]);
}

bool sk_bonespro_pose(const SkSource *src, const SkModel *anim, const SkModel *structure,
                      uint32_t frame, double (*pos)[3]) {
  const BpExt *x = anim_ext(anim);
  if (!x) return false;
  const SkSkeleton *s = sk_model_skeleton(structure);
  uint32_t n = structure->nbones, n1 = n ? n : 1;
  /* The frame's bone groups: poses are in file order, frames rising. */
  uint32_t lo = 0, hi = x->nposes;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (x->poses[mid].frame < frame) lo = mid + 1;
    else hi = mid;
  }
  const BpFrameBone **of = sk_xcalloc(n1, sizeof *of);
  for (uint32_t k = lo; k < x->nposes && x->poses[k].frame == frame; k++)
    if (x->poses[k].bone < n) of[x->poses[k].bone] = &x->poses[k];
  Reading rd = reading(src, x);
  Affine *world = sk_xcalloc(n1, sizeof *world);
  for (uint32_t b = 0; b < n; b++) memcpy(pos[b], s->pos[b], sizeof pos[b]);
  for (uint32_t i = 0; i < s->npre; i++) {
    uint32_t b = s->pre[i];
    int32_t p = structure->bones[b].parent;
    if (p < 0 || (uint32_t)p >= n || (uint32_t)p == b) p = -1;
    world[b] = pose_one(structure, s, &rd, of[b], b, p, world);
    bool finite = isfinite(world[b].t[0]) && isfinite(world[b].t[1]) && isfinite(world[b].t[2]);
    if (finite) memcpy(pos[b], world[b].t, sizeof pos[b]);
    else if (p >= 0) memcpy(pos[b], pos[p], sizeof pos[b]);
  }
  free(of);
  free(world);
  return true;
}
