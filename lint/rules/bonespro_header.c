/* SK421 bonespro-header
 *
 * ## What it does
 * Flags a header line of a BonesPro animation file whose value is not one
 * the format documents, or a header line that is missing: ExportMode
 * (`Bones`, `Mesh (absolute)`, `Mesh (bones c.s)`), TransformSystem
 * (`Absolute`, `Relative to parent`), TransformRepesentation — BonesPro's
 * spelling; `TransformRepresentation` is accepted too — (`Matrix`,
 * `Euler Angles`), EulerOrder (`XYZ`, `XZY`, `YZX`, `YXZ`, `ZXY`, `ZYX`,
 * `XYX`, `YZY`, `ZXZ`), AngleUnits (`Degrees`, `Radians`), and FirstFrame,
 * LastFrame, Step (numbers).
 *
 * ## Why is this bad?
 * These values say how to read every frame: the export mode decides what
 * a frame holds, the representation whether a transform is nine numbers
 * or three angles, the order and units how to turn angles into a rotation.
 * A reader that does not recognise a value reads the frames wrongly or
 * not at all. Values quoted or not are both fine.
 *
 * ## Example
 * ```text
 * ExportMode "Mesh (bones cs)"
 * AngleUnits Deg
 * ```
 * Use instead: `ExportMode "Mesh (bones c.s)"`, `AngleUnits Degrees`.
 *
 * ## Fix
 * Safe when the value differs from a documented one only in letter case or
 * by a character or two: writes the documented value.
 */
#include "../formats/bonespro.h"
#include "rule_util.h"

#include <strings.h>

/* Edit distance, case-insensitive, of short strings (99 when long). */
static int distance(const char *a, size_t la, const char *b) {
  size_t lb = strlen(b);
  if (la > 30 || lb > 30) return 99;
  int row[32];
  for (size_t j = 0; j <= lb; j++) row[j] = (int)j;
  for (size_t i = 1; i <= la; i++) {
    int diag = row[0];
    row[0] = (int)i;
    for (size_t j = 1; j <= lb; j++) {
      int up = row[j];
      char x = a[i - 1], y = b[j - 1];
      if (x >= 'A' && x <= 'Z') x = (char)(x + 32);
      if (y >= 'A' && y <= 'Z') y = (char)(y + 32);
      int best = diag + (x != y);
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      if (up + 1 < best) best = up + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[lb];
}

void sk_check_bonespro_header(const SkContext *ctx, SkDiagSink *sink) {
  const BpExt *x = bp_ext(ctx);
  if (!x || !x->animation) return;
  SkSpan where = sk_span_valid(x->counts_span) ? x->counts_span : sk_span(0, 0);
  for (int k = 0; k < BP_KEY_COUNT; k++) {
    const BpSetting *s = &x->settings[k];
    if (!s->present) {
      sk_report(sink, SK_RULE_SK421, where,
                "the header has no %s line; expected one after Nb, Nv and Nf%s", bp_key_names[k],
                k == BP_KEY_EXPORT_MODE ? " (without it the frames cannot be read)" : "");
      continue;
    }
    const char *t = ctx->src->text + s->value.start;
    size_t n = s->value.end - s->value.start;
    if (k >= BP_KEY_FIRST_FRAME) {
      double v;
      if (sk_parse_double(t, n, &v) != SK_NUM_OK)
        sk_report(sink, SK_RULE_SK421, n ? s->value : s->key, "%s is '%.*s'; expected a frame number",
                  bp_key_names[k], (int)n, t);
      continue;
    }
    const char *best = NULL;
    int best_d = 99;
    bool exact = false;
    SkBuf list = {0};
    sk_buf_append(&list, "", 0);
    for (size_t i = 0; bp_key_value((BpKey)k, i); i++) {
      const char *v = bp_key_value((BpKey)k, i);
      if (strlen(v) == n && memcmp(v, t, n) == 0) exact = true;
      int d = distance(t, n, v);
      if (d < best_d) best_d = d, best = v;
      sk_buf_printf(&list, "%s'%s'", i ? ", " : "", v);
    }
    if (!exact) {
      SkSpan at = n ? s->value : s->key;
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK421, at, "%s is '%.*s'; expected one of %s",
                                  bp_key_names[k], (int)n, t, list.data);
      if (n && best && best_d <= 2)
        sk_fix_edit(sk_diag_fix(d, true, "Write '%s'", best), s->value, best);
    }
    sk_buf_free(&list);
  }
}
