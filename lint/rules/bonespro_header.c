/* SK421 bonespro-header
 *
 * ## What it does
 * Flags a header line of a BonesPro animation file whose value is not one
 * the format documents, a header line that is missing, and a header that
 * mixes its two forms. The values: ExportMode (`Bones`, `Mesh (absolute)`,
 * `Mesh (bones c.s)`), TransformSystem (`Absolute`, `Relative to parent`),
 * TransformRepesentation — BonesPro's spelling; `TransformRepresentation`
 * is accepted too — (`Matrix`, `Euler Angles`), EulerOrder (`XYZ`, `XZY`,
 * `YZX`, `YXZ`, `ZXY`, `ZYX`, `XYX`, `YZY`, `ZXZ`), AngleUnits (`Degrees`,
 * `Radians`), and FirstFrame, LastFrame, Step (numbers).
 *
 * Two forms of the header are accepted, with values quoted or not:
 *
 * - the values alone, one a line after Nb, Nv and Nf, in the order above
 *   (`Bones`, `Absolute`, `Matrix`, `XYZ`, `Degrees`, `0`, `100`, `1`).
 *   This is how the BonesPro document lists the header: its bold words are
 *   "values encountered in the file", as `Nb` stands for the number itself
 *   in the structure file;
 * - keyed, one `Key value` line each (`ExportMode "Bones"`, `Step 1`): the
 *   document never shows it, but it names each value, and files written by
 *   hand or by other tools may use it.
 *
 * No exported sample is public, so neither form can be ruled out. The
 * first header line that is a known key or a documented value sets the
 * form; a line in the other form is flagged, pointing at that first line.
 * In the value-only form a value for a later key (`Matrix` right after
 * `Bones`) says the keys between are missing; a misspelt value is taken
 * for the next key.
 *
 * ## Why is this bad?
 * These values say how to read every frame: the export mode decides what
 * a frame holds, the representation whether a transform is nine numbers
 * or three angles, the order and units how to turn angles into a rotation.
 * A reader that does not recognise a value reads the frames wrongly or
 * not at all, and a reader of one form does not read the other.
 *
 * ## Example
 * ```text
 * ExportMode "Mesh (bones cs)"
 * AngleUnits Deg
 * ```
 * Use instead: `ExportMode "Mesh (bones c.s)"`, `AngleUnits Degrees`
 * (or `Mesh (bones c.s)` … `Degrees` alone in the value-only form).
 *
 * ## Fix
 * Safe when the value differs from a documented one only in letter case or
 * by a character or two: writes the documented value. A value alone in a
 * keyed header gets its key written before it (safe); a keyed line in a
 * value-only header loses its key (unsafe: the line must also be in its
 * place in the order).
 */
#include "../formats/bonespro.h"
#include "rule_util.h"

#include <strings.h>

/* Header lines in the other form than the one the first lines set. */
static void mixed_forms(const SkContext *ctx, const BpExt *x, SkDiagSink *sink) {
  if (!sk_span_valid(x->form_span)) return;
  uint32_t first = sk_source_line_of(ctx->src, x->form_span.start) + 1;
  for (uint32_t i = 0; i < x->nmixed; i++) {
    const BpMixed *m = &x->mixed[i];
    const char *t = ctx->src->text + m->line.start;
    int n = (int)(m->line.end - m->line.start);
    SkDiagnostic *d;
    if (x->form == BP_FORM_VALUES) {
      d = sk_report(sink, SK_RULE_SK421, m->line,
                    "'%.*s' is a keyed header line, but the header is written as values alone "
                    "(line %u on); expected one form in a file: the value alone here",
                    n, t, first);
      if (sk_span_valid(m->key_part))
        sk_fix_edit(sk_diag_fix(d, false, "Remove the key '%s'", bp_key_names[m->key]),
                    m->key_part, "");
    } else if (m->key >= 0) {
      d = sk_report(sink, SK_RULE_SK421, m->line,
                    "'%.*s' is a header value alone, but the header is keyed (line %u on); "
                    "expected one form in a file: '%s %.*s' here",
                    n, t, first, bp_key_names[m->key], n, t);
      char *key = sk_xasprintf("%s ", bp_key_names[m->key]);
      sk_fix_edit(sk_diag_fix(d, true, "Write the key %s before it", bp_key_names[m->key]),
                  sk_span(m->line.start, m->line.start), key);
      free(key);
    } else {
      d = sk_report(sink, SK_RULE_SK421, m->line,
                    "'%.*s' is a header value alone, but the header is keyed (line %u on); "
                    "expected one form in a file: a key and its value here",
                    n, t, first);
    }
    sk_diag_related(d, x->form_span, "the first header line sets the form");
  }
}

void sk_check_bonespro_header(const SkContext *ctx, SkDiagSink *sink) {
  const BpExt *x = bp_ext(ctx);
  if (!x || !x->animation) return;
  SkSpan where = sk_span_valid(x->counts_span) ? x->counts_span : sk_span(0, 0);
  bool values = x->form == BP_FORM_VALUES;
  for (int k = 0; k < BP_KEY_COUNT; k++) {
    const BpSetting *s = &x->settings[k];
    if (!s->present) {
      const char *unread = k == BP_KEY_EXPORT_MODE ? " (without it the frames cannot be read)" : "";
      if (values)
        sk_report(sink, SK_RULE_SK421, where,
                  "the header has no %s value; expected the values alone in the document's "
                  "order after Nb, Nv and Nf, %s as value %d of 8%s",
                  bp_key_names[k], bp_key_names[k], k + 1, unread);
      else
        sk_report(sink, SK_RULE_SK421, where,
                  "the header has no %s line; expected one after Nb, Nv and Nf%s", bp_key_names[k],
                  unread);
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
      int d = sk_edit_distance(t, n, v, strlen(v));
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
  mixed_forms(ctx, x, sink);
}
