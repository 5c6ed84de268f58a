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
 * DURATION is never reached; one before 0 only shapes the start. Usually
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
      else if (early)
        sk_report(sink, SK_RULE_SK461, kf->time.value,
                  "keyframe %u of track %u has TIME %.*s, before the start; expected a time "
                  "from 0 to the DURATION",
                  i, t, CAL_NUM_TEXT(ctx, &kf->time, tb));
      else if (late)
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
