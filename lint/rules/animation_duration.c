/* SK462 animation-duration
 *
 * ## What it does
 * Flags a Cal3D animation (XAF) or morph animation (XPF) whose ANIMATION
 * DURATION is 0 or negative.
 *
 * ## Why is this bad?
 * Cal3D's reader refuses such an animation ("invalid animation duration"):
 * the character loads without it. A one-frame pose still needs a positive
 * duration.
 *
 * ## Example
 * ```xml
 * <ANIMATION DURATION="0" NUMTRACKS="21">
 * ```
 * Use instead: the time of the last keyframe, e.g. `DURATION="2"` (or a
 * short positive time for a pose).
 *
 * ## Fix
 * None when there is no keyframe after time 0; otherwise unsafe: sets the
 * duration to the time of the last keyframe.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

void sk_check_animation_duration(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || (x->format != SK_FORMAT_XAF && x->format != SK_FORMAT_XPF)) return;
  if (!x->duration.present || !x->duration.ok || (float)x->duration.v > 0) return;
  char db[32];
  SkDiagnostic *d = sk_report(sink, SK_RULE_SK462, x->duration.value,
                              "DURATION is %.*s; expected a positive time (Cal3D refuses an "
                              "animation whose duration is not above 0)",
                              CAL_NUM_TEXT(ctx, &x->duration, db));
  if (x->binary) return; /* no text to edit in a binary file */
  double last = 0;
  for (uint32_t k = 0; k < x->nkeys; k++)
    if (x->keys[k].time.ok && x->keys[k].time.v > last) last = x->keys[k].time.v;
  if (last <= 0) return;
  char *num = sk_format_double(last, -1);
  sk_fix_edit(sk_diag_fix(d, false, "Set DURATION to %s, the last keyframe's time", num),
              x->duration.value, num);
  free(num);
}
