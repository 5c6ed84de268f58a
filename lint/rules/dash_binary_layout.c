/* SK442 dash-binary-layout
 *
 * ## What it does
 * Checks the record layout of a binary Dash skeleton (`.dmx`): the file
 * must be a whole number of 80-byte bone records (at least one), and each
 * record's 32-byte name must end with a NUL byte.
 *
 * ## Why is this bad?
 * Readers take the bone count as the file size divided by 80: trailing
 * bytes are a record cut short by a failed or concurrent write (or a
 * header the format does not have), and are silently dropped. A name that
 * fills all 32 bytes has no terminator, so a C reader runs on into the
 * index and parentIndex fields and reads garbage as part of the name.
 *
 * ## Example
 * A 170-byte file: two records and 10 stray bytes. A record whose name is
 * `LeftForeArmTwistHelperBoneNumber1` (33 characters).
 *
 * Use instead: rewrite the file with the exporter; keep names to 31 bytes.
 *
 * ## Fix
 * None: which bytes are missing cannot be known.
 */
#include "../formats/dash.h"

void sk_check_dash_binary_layout(const SkContext *ctx, SkDiagSink *sink) {
  const DashExt *x = dash_ext(ctx);
  if (!x || ctx->format != SK_FORMAT_DASHBIN) return;
  uint32_t whole = x->size / 80, rest = x->size % 80;
  if (x->size == 0)
    sk_report(sink, SK_RULE_SK442, sk_span(0, 0),
              "the file is empty: expected one 80-byte record per bone");
  if (rest)
    sk_report(sink, SK_RULE_SK442, sk_span(whole * 80, x->size),
              "the file is %u bytes, not a multiple of 80: the last %u byte%s after "
              "%u whole record%s are not a bone; expected 80 bytes per bone",
              (unsigned)x->size, (unsigned)rest, rest == 1 ? "" : "s", (unsigned)whole,
              whole == 1 ? "" : "s");
  for (uint32_t i = 0; i < x->nbones; i++) {
    if (x->bones[i].name_terminated) continue;
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK442, x->bones[i].name_field,
        "the name of bone %u fills all 32 bytes with no NUL terminator: expected "
        "at most 31 bytes and a NUL",
        (unsigned)i);
    sk_diag_set_bone(d, i);
  }
}
