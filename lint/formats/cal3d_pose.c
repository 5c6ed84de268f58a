/* cal3d_pose.c — a skeleton posed by a Cal3D animation (XAF, or a
 * binary CAF) at a time, as Cal3D's reader computes it
 * (CalCoreTrack::getState in mainline Cal3D's coretrack.cpp):
 *
 * - a track's keyframes are sorted by time, equal times keeping file order
 *   (the loader's insertion sort);
 * - the keyframe "after" the time is found by getUpperBound's bisection:
 *   between the first and the last keyframe, the first keyframe later than
 *   the time; before the first, the second keyframe; after the last, the
 *   last. So with two or more keyframes a time outside them extrapolates
 *   the first (or last) two keyframes' motion; a track of one keyframe
 *   holds that keyframe's state at every time;
 * - between the keyframe before and after, with d = (time − before) /
 *   (after − before): translation before + d·(after − before), rotation
 *   CalQuaternion::blend — slerp along the shorter arc (q negated when
 *   the dot product is negative), linear weights when the two are within
 *   1e-6 of each other; the result is not normalised;
 * - a keyframe without a TRANSLATION (version 1300 on) takes the bone's
 *   own from the skeleton; a track naming no bone of the skeleton, or with
 *   no keyframes, moves nothing; of two tracks for one bone the later wins.
 *
 * Bones without a track keep their bind pose. sk_skeleton_compose then
 * composes the world pose as CalBone::calculateState does. */
#include "../front_end.h"
#include "skellint/project.h" /* sk_animation_pose, sk_animation_duration: public functions defined here */
#include "cal3d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const CalExt *animation_ext(const SkModel *anim) {
  if (!anim || !anim->ext) return NULL;
  if (anim->format != SK_FORMAT_XAF && anim->format != SK_FORMAT_CAL3D_BINARY) return NULL;
  const CalExt *x = anim->ext;
  return x->format == SK_FORMAT_XAF ? x : NULL;
}

bool sk_animation_duration(const SkModel *anim, double *seconds) {
  const CalExt *x = animation_ext(anim);
  if (!x) return false;
  *seconds = x->duration.ok ? x->duration.v : 0;
  return true;
}

typedef struct {
  float time;
  uint32_t k;
} KeyTime;

static int by_time(const void *a, const void *b) {
  const KeyTime *x = a, *y = b;
  if (x->time != y->time) return x->time < y->time ? -1 : 1;
  return (x->k > y->k) - (x->k < y->k); /* equal times: file order */
}

/* getUpperBound: the index of the keyframe "after" `time` (n ≥ 1). */
static uint32_t upper_bound(const KeyTime *keys, uint32_t n, double time) {
  int64_t lo = 0, hi = (int64_t)n - 1;
  while (lo < hi - 1) {
    int64_t mid = (lo + hi) / 2;
    if (time >= keys[mid].time) lo = mid;
    else hi = mid;
  }
  return (uint32_t)hi;
}

/* CalQuaternion::blend: q moved a fraction d of the way to r. */
static void quat_blend(double q[4], double d, const double r[4]) {
  double dot = q[0] * r[0] + q[1] * r[1] + q[2] * r[2] + q[3] * r[3];
  bool flip = dot < 0;
  if (flip) dot = -dot;
  double inv_d;
  if (1.0 - dot < 0.000001) {
    inv_d = 1.0 - d;
  } else {
    double theta = acos(dot), s = 1.0 / sin(theta);
    inv_d = sin((1.0 - d) * theta) * s;
    d = sin(d * theta) * s;
  }
  if (flip) d = -d;
  for (int j = 0; j < 4; j++) q[j] = inv_d * q[j] + d * r[j];
}

/* A keyframe's translation and rotation; the bone's own translation when
 * it has none. */
static void key_state(const SkSource *src, const CalExt *x, uint32_t t, uint32_t k,
                      const SkBone *bone, double tr[3], double q[4]) {
  CalKeyframe kf;
  cal3d_keyframe(src, x, t, k, &kf);
  for (int j = 0; j < 3; j++)
    tr[j] = kf.has_translation && kf.ntranslation >= 3 ? kf.translation[j]
            : bone->has_translation                     ? bone->translation[j]
                                                        : 0;
  q[0] = q[1] = q[2] = 0, q[3] = 1;
  if (kf.has_rotation && kf.nrotation >= 4)
    for (int j = 0; j < 4; j++) q[j] = kf.rotation[j];
}

/* Track t's state at `time` into *out (getState). */
static void track_state(const SkSource *src, const CalExt *x, uint32_t t, const SkBone *bone,
                        double time, SkLocalPose *out) {
  uint32_t n = x->tracks[t].nkeys;
  KeyTime *keys = sk_xmalloc(n * sizeof *keys);
  for (uint32_t k0 = 0; k0 < n; k0 += CAL_KEY_BLOCK) {
    float times[CAL_KEY_BLOCK];
    bool ok[CAL_KEY_BLOCK];
    uint32_t m = n - k0 < CAL_KEY_BLOCK ? n - k0 : CAL_KEY_BLOCK;
    cal3d_key_times(src, x, t, k0, m, times, ok);
    for (uint32_t i = 0; i < m; i++) keys[k0 + i] = (KeyTime){ok[i] ? times[i] : 0, k0 + i};
  }
  if (n > 1) qsort(keys, n, sizeof *keys, by_time);
  uint32_t after = upper_bound(keys, n, time);
  out->set = true;
  key_state(src, x, t, keys[after].k, bone, out->translation, out->rotation);
  if (after > 0) {
    double bt[3], bq[4];
    key_state(src, x, t, keys[after - 1].k, bone, bt, bq);
    double d = (time - keys[after - 1].time) / ((double)keys[after].time - keys[after - 1].time);
    for (int j = 0; j < 3; j++) bt[j] += d * (out->translation[j] - bt[j]);
    quat_blend(bq, d, out->rotation);
    memcpy(out->translation, bt, sizeof bt);
    memcpy(out->rotation, bq, sizeof bq);
  }
  free(keys);
}

bool sk_animation_pose(const SkSource *src, const SkModel *anim, const SkModel *skeleton,
                       double time, SkLocalPose *local) {
  const CalExt *x = animation_ext(anim);
  if (!x) return false;
  memset(local, 0, skeleton->nbones * sizeof *local);
  for (uint32_t t = 0; t < x->ntracks; t++) {
    const CalTrack *tr = &x->tracks[t];
    if (!tr->boneid.ok || tr->boneid.v < 0 || tr->boneid.v >= skeleton->nbones || !tr->nkeys)
      continue;
    uint32_t b = (uint32_t)tr->boneid.v;
    track_state(src, x, t, &skeleton->bones[b], time, &local[b]);
  }
  return true;
}
