/* SK461 keyframe-time
 *
 * ## What it does
 * Flags a KEYFRAME of a Cal3D animation (XAF) or morph animation (XPF)
 * whose TIME is before the previous keyframe's in its track, or the same
 * with another value, or lies outside the animation, below 0 or after its
 * DURATION. Two keyframes at one time with the same value are harmless and
 * not flagged. A time off by no more than `time-tolerance` (default 1e-6
 * s: an exporter's rounding, such as -2e-7 for 0) is not flagged either.
 *
 * ## Why is this bad?
 * Cal3D sorts a track's keyframes by time when it loads them, so a
 * keyframe out of order silently moves to another place in the motion;
 * of two keyframes at one time with different values older versions keep
 * the first, newer ones interpolate towards the first and away from the
 * second: the motion jumps there either way. A keyframe after the
 * DURATION is never reached. One before 0 shapes the start (from 0 to the
 * track's first keyframe after 0, Cal3D blends from it), unless the track
 * also has a keyframe at 0: then it is never used, and the finding is only
 * information. Usually
 * a typo in a hand-edited time, or a duration not updated after the
 * animation was cut.
 *
 * ## Example
 * ```xml
 * <ANIMATION DURATION="1" NUMTRACKS="1">
 *   <TRACK BONEID="0" NUMKEYFRAMES="2">
 *     <KEYFRAME TIME="0.5">…</KEYFRAME>
 *     <KEYFRAME TIME="0.25">…</KEYFRAME>
 * ```
 * Use instead: keyframes in increasing time, within 0…DURATION.
 *
 * ## Fix
 * None: whether the time or the order is wrong is not known.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

#include <math.h>

/* Two keyframes at one time that say the same thing are harmless (an
 * exporter writing a track twice): only different values are ambiguous. */
static bool same_values(const CalKeyframe *a, const CalKeyframe *b) {
  /* A value not wholly read (a number that is not one: SK002, SK003; too
   * few: SK409) cannot be told apart from the other: no finding on it, in
   * an XML file or a binary one alike. */
  for (const CalKeyframe *k = a; k; k = k == a ? b : NULL)
    if ((k->has_translation && k->ntranslation != 3) || (k->has_rotation && k->nrotation != 4))
      return true;
  if (a->has_weight != b->has_weight || (a->has_weight && a->weight != b->weight)) return false;
  if (a->has_translation != b->has_translation) return false;
  if (a->has_translation && memcmp(a->translation, b->translation, sizeof a->translation) != 0)
    return false;
  return a->has_rotation == b->has_rotation &&
         (!a->has_rotation || memcmp(a->rotation, b->rotation, sizeof a->rotation) == 0);
}

/* The one time before 0 of track t that Cal3D uses: the latest, when the
 * track has no keyframe at 0 (within tol). It interpolates between the
 * keyframes around the time played, and no time played is before 0: an
 * earlier keyframe, or any when there is one at 0, is never used. NAN when
 * none is used. */
static float used_before_zero(const SkContext *ctx, const CalExt *x, uint32_t t, double tol) {
  const CalTrack *tr = &x->tracks[t];
  float times[CAL_KEY_BLOCK], latest = NAN;
  bool oks[CAL_KEY_BLOCK];
  for (uint32_t i = 0; i < tr->nkeys; i += CAL_KEY_BLOCK) {
    uint32_t n = tr->nkeys - i < CAL_KEY_BLOCK ? tr->nkeys - i : CAL_KEY_BLOCK;
    cal3d_key_times(ctx->src, x, t, i, n, times, oks);
    for (uint32_t b = 0; b < n; b++) {
      if (!oks[b]) continue;
      if (fabs((double)times[b]) <= tol) return NAN;
      if ((double)times[b] < -tol && !(times[b] <= latest)) latest = times[b];
    }
  }
  return latest;
}

void sk_check_keyframe_time(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || (x->format != SK_FORMAT_XAF && x->format != SK_FORMAT_XPF)) return;
  bool dur = x->duration.present && x->duration.ok && x->duration.v > 0;
  /* Times are floats in the reader: compare what it compares. */
  float duration = (float)x->duration.v;
  /* Rounding noise (a start written -2e-7) is not a defect. */
  double tol = ctx->opts->time_tolerance;
  for (uint32_t t = 0; t < x->ntracks; t++) {
    const CalTrack *tr = &x->tracks[t];
    bool have_prev = false;
    float prev = 0;
    bool looked = false;
    float used = NAN; /* used_before_zero, once looked */
    /* The times alone, a block at a time (a binary file's are decoded on
     * demand); the whole keyframes only where there is something to say. */
    float times[CAL_KEY_BLOCK];
    bool oks[CAL_KEY_BLOCK];
    for (uint32_t i = 0; i < tr->nkeys; i++) {
      uint32_t b = i % CAL_KEY_BLOCK;
      if (b == 0) {
        uint32_t n = tr->nkeys - i < CAL_KEY_BLOCK ? tr->nkeys - i : CAL_KEY_BLOCK;
        cal3d_key_times(ctx->src, x, t, i, n, times, oks);
      }
      if (!oks[b]) continue; /* SK409, SK002 */
      float time = times[b];
      bool back = have_prev && (double)time < (double)prev - tol,
           same = have_prev && time == prev;
      bool early = (double)time < -tol, late = dur && (double)time > (double)duration + tol;
      if (!back && !same && !early && !late) {
        have_prev = true;
        prev = time;
        continue;
      }
      /* Something to say: the whole keyframe (and the one before). */
      CalKeyframe key, before;
      const CalKeyframe *kf = &key;
      cal3d_keyframe(ctx->src, x, t, i, &key);
      if (same) cal3d_keyframe(ctx->src, x, t, i - 1, &before);
      char tb[32], db[32];
      if (back)
        sk_report(sink, SK_RULE_SK461, kf->time.value,
                  "keyframe %u of track %u has TIME %.*s, before the keyframe before it (%g); "
                  "expected times that increase (Cal3D sorts keyframes by time, so this one "
                  "moves to another place in the motion)",
                  i, t, CAL_NUM_TEXT(ctx, &kf->time, tb), (double)prev);
      else if (same && !same_values(&before, kf))
        sk_report(sink, SK_RULE_SK461, kf->time.value,
                  "keyframe %u of track %u has TIME %.*s, the same as the keyframe before it, "
                  "with another value; expected one value per time (the motion jumps there, and "
                  "which of the two Cal3D takes depends on its version)",
                  i, t, CAL_NUM_TEXT(ctx, &kf->time, tb));
      else if (early) {
        if (!looked) used = used_before_zero(ctx, x, t, tol), looked = true;
        if (time != used) /* NAN: none is used */
          sk_report_sev(sink, SK_RULE_SK461, SK_SEVERITY_INFO, kf->time.value,
                        "keyframe %u of track %u has TIME %.*s, before the start, and is never "
                        "used (the track has %s); expected a time from 0 to the DURATION",
                        i, t, CAL_NUM_TEXT(ctx, &kf->time, tb),
                        isnan(used) ? "a keyframe at 0" : "a later one before 0");
        else
          sk_report(sink, SK_RULE_SK461, kf->time.value,
                    "keyframe %u of track %u has TIME %.*s, before the start; expected a time "
                    "from 0 to the DURATION (at the start, Cal3D blends from it towards the track's "
                    "first keyframe after 0)",
                    i, t, CAL_NUM_TEXT(ctx, &kf->time, tb));
      } else if (late)
        sk_report(sink, SK_RULE_SK461, kf->time.value,
                  "keyframe %u of track %u has TIME %.*s, after the DURATION %.*s; expected a "
                  "time from 0 to %.*s (this keyframe is never reached)",
                  i, t, CAL_NUM_TEXT(ctx, &kf->time, tb), CAL_NUM_TEXT(ctx, &x->duration, db),
                  CAL_NUM_TEXT(ctx, &x->duration, db));
      have_prev = true;
      prev = time;
    }
  }
}
