/* SK422 frame-range
 *
 * ## What it does
 * Flags a BonesPro animation header whose interval does not add up:
 * FirstFrame after LastFrame, a Step of 0 or less, or Nf (the number of
 * frames at the top of the file) different from
 * (LastFrame − FirstFrame) / Step + 1.
 *
 * ## Why is this bad?
 * The interval is what the frames were sampled at: a reader uses it to
 * time the Nf frames that follow. With a wrong Step or range the animation
 * plays at the wrong speed or its keys land on the wrong frames; a Step of
 * 0 is a division by zero.
 *
 * ## Example
 * ```text
 * 11
 * ...
 * FirstFrame 0
 * LastFrame 100
 * Step 5
 * ```
 * Use instead: `Nf` 21 (frames 0, 5, … 100), or `Step 10`.
 *
 * ## Fix
 * None: whether the count or the interval is wrong is not known.
 */
#include "../formats/bonespro.h"
#include "rule_util.h"

#include <math.h>

static bool value(const SkContext *ctx, const BpSetting *s, double *out) {
  return s->present && sk_parse_double(ctx->src->text + s->value.start,
                                       s->value.end - s->value.start, out) == SK_NUM_OK;
}

void sk_check_frame_range(const SkContext *ctx, SkDiagSink *sink) {
  const BpExt *x = bp_ext(ctx);
  if (!x || !x->animation) return;
  const BpSetting *fs = &x->settings[BP_KEY_FIRST_FRAME], *ls = &x->settings[BP_KEY_LAST_FRAME],
                  *ss = &x->settings[BP_KEY_STEP];
  double first, last, step;
  if (!value(ctx, fs, &first) || !value(ctx, ls, &last) || !value(ctx, ss, &step)) return; /* SK421 */
  char *f = sk_format_double(first, -1), *l = sk_format_double(last, -1), *s = sk_format_double(step, -1);
  if (first > last) {
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK422, fs->value,
                                "FirstFrame %s is after LastFrame %s; expected FirstFrame <= LastFrame",
                                f, l);
    sk_diag_related(d, ls->value, "LastFrame here");
  } else if (step <= 0) {
    sk_report(sink, SK_RULE_SK422, ss->value, "Step is %s; expected a step above 0", s);
  } else {
    double frames = floor((last - first) / step + 1e-9) + 1;
    if (sk_span_valid(x->nf_span) && (double)x->nf != frames) {
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK422, x->nf_span,
          "Nf is %lld, but FirstFrame %s to LastFrame %s by Step %s gives %.0f frame%s; "
          "expected Nf = (LastFrame - FirstFrame) / Step + 1 = %.0f",
          (long long)x->nf, f, l, s, frames, frames == 1 ? "" : "s", frames);
      sk_diag_related(d, ss->value, "Step here");
    }
  }
  free(f);
  free(l);
  free(s);
}
