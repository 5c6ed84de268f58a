/* SK464 material-color
 *
 * ## What it does
 * Flags a component of an XRF material colour (AMBIENT, DIFFUSE, SPECULAR)
 * that is not a whole number from 0 to 255.
 *
 * ## Why is this bad?
 * Cal3D reads the four components (red, green, blue, alpha) as integers
 * and stores each in a byte. A fraction such as `0.8` — a colour written
 * on a 0…1 scale — stops the reading at the decimal point: that component
 * becomes 0 and the ones after it are left undefined. A value above 255
 * wraps around (256 is 0, black), a negative one too (-1 is 255).
 *
 * ## Example
 * ```xml
 * <DIFFUSE>0.8 0.6 0.5 1</DIFFUSE>
 * ```
 * Use instead: `<DIFFUSE>204 153 128 255</DIFFUSE>`.
 *
 * ## Fix
 * None: whether a fraction meant 0…1 or a typo is not known.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

#include <math.h>

static void check(const SkContext *ctx, SkDiagSink *sink, const CalColor *c, const char *what) {
  if (!c->present) return;
  static const char *const part[] = {"red", "green", "blue", "alpha"};
  for (uint32_t i = 0; i < c->n && i < 4; i++) {
    double v = c->v[i];
    if (v == floor(v) && v >= 0 && v <= 255) continue;
    if (v != floor(v))
      sk_report(sink, SK_RULE_SK464, c->tok[i],
                "%s %s is %.*s; expected a whole number from 0 to 255 (Cal3D reads colour "
                "components as integers and stops at the decimal point)",
                what, part[i], SPAN_TEXT(ctx, c->tok[i]));
    else if (fabs(v) < 2147483648.0)
      sk_report(sink, SK_RULE_SK464, c->tok[i],
                "%s %s is %.*s; expected 0 to 255 (Cal3D keeps one byte: it becomes %d)", what,
                part[i], SPAN_TEXT(ctx, c->tok[i]), (int)(unsigned char)(long long)v);
    else /* not even an int: what the reader makes of it is undefined */
      sk_report(sink, SK_RULE_SK464, c->tok[i],
                "%s %s is %.*s; expected 0 to 255 (it does not fit the integer Cal3D reads it "
                "into)",
                what, part[i], SPAN_TEXT(ctx, c->tok[i]));
    return; /* the reader stops at the first bad one */
  }
}

void sk_check_material_color(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XRF) return;
  check(ctx, sink, &x->ambient, "AMBIENT");
  check(ctx, sink, &x->diffuse, "DIFFUSE");
  check(ctx, sink, &x->specular, "SPECULAR");
}
