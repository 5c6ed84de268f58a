/* SK412 bon-serial-format
 *
 * ## What it does
 * Checks each joint serial of a RokDeBone2 `.bon` file as the reader reads
 * it: exactly four digits (`0012` for 12), a `-` only in a file that
 * declares `RELATIVE_BONENO_MODE`, the `:` after the serial where the line
 * needs one (every element of a mixed-type line, every NAMEPART line), and
 * no `:` in TREEPART lines, which hold serials only.
 *
 * ## Why is this bad?
 * The reader takes four characters as the serial and expects the fifth to
 * be `:` (or `,` in TREEPART). `012:` or `00123:` shifts everything after
 * it: the serial is wrong and the colon is not where it looks, so the line
 * is rejected or names the wrong joint. A `-` is read only in relative
 * mode.
 *
 * ## Example
 * ```text
 * 0134:,140:左もも,0139左ひざ,
 * ```
 * Use instead: `0134:,0140:左もも,0139:左ひざ,`.
 *
 * ## Fix
 * Safe: pad a short serial with zeros (`140` → `0140`) or drop extra
 * leading zeros (`00140` → `0140`), writing full-width digits half-width
 * (`１４０` → `0140`); insert a missing `:` right after the
 * serial (unsafe when a space follows, which would become part of the
 * name); remove a `:` from a TREEPART element (unsafe when a name follows
 * it, which is removed too).
 */
#include "../formats/bon.h"

#include <stdio.h>
#include <stdlib.h>

/* Whether this element must have a ':' (1), must not (0), or either (-1). */
static int colon_rule(const BonExt *x, const BonSerial *s) {
  if (x->type == BON_TYPE_MIXED) return s->shape == BON_SHAPE_CHAIN ? 1 : -1;
  if (s->section == BON_SEC_NAME) return s->shape == BON_SHAPE_NAME_LINE ? 1 : -1;
  if (s->section == BON_SEC_TREE) return s->shape == BON_SHAPE_CHAIN ? 0 : -1;
  return -1;
}

static void check_digits(const SkContext *ctx, SkDiagSink *sink, const BonExt *x,
                         const BonSerial *s) {
  if (s->ndigits == 4) return;
  char *text = bon_dup(ctx->src, s->span);
  SkDiagnostic *d = sk_report(sink, SK_RULE_SK412, s->span,
                              "serial '%s' has %u digit%s; expected exactly 4 ('0012' for 12)",
                              text, s->ndigits, s->ndigits == 1 ? "" : "s");
  free(text);
  /* Full-width digits are written half-width by the same edit (SK414's
   * fix of the same characters only converts them; whichever is taken,
   * nothing is left for a later round to find). A value of 5 digits has
   * no 4-digit form. */
  int64_t v = s->value < 0 ? -s->value : s->value;
  if (s->overflow || v > 9999 || (s->negative && !x->relative)) return;
  char fixed[32];
  snprintf(fixed, sizeof fixed, "%s%04lld", s->negative ? "-" : "", (long long)v);
  sk_fix_edit(sk_diag_fix(d, true, "Write the serial as '%s'", fixed), s->span, fixed);
}

void sk_check_bon_serial_format(const SkContext *ctx, SkDiagSink *sink) {
  const BonExt *x = bon_ext(ctx);
  if (!x) return;
  const SkSource *src = ctx->src;
  for (uint32_t i = 0; i < x->nserials; i++) {
    const BonSerial *s = &x->serials[i];
    if (!bon_serial_read(x, s)) continue;
    check_digits(ctx, sink, x, s);
    if (s->negative && !x->relative) {
      char *text = bon_dup(src, s->span);
      sk_report(sink, SK_RULE_SK412, s->span,
                "negative serial '%s' in a file without RELATIVE_BONENO_MODE; expected "
                "a serial of 4 digits, or a 'RELATIVE_BONENO_MODE' line if the serials "
                "are relative",
                text);
      free(text);
    }
    int rule = colon_rule(x, s);
    bool has = sk_span_valid(s->colon);
    if (rule == 1 && !has) {
      char *text = bon_dup(src, s->span);
      const char *want = x->type == BON_TYPE_MIXED && s->role == BON_ROLE_PARENT
                             ? "the parent of a mixed-type line is written 'PPPP:,'"
                             : "expected 'serial:name'";
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK412, s->span,
                                  "serial '%s' is not followed by ':'; %s", text, want);
      free(text);
      char next = s->span.end < src->len ? src->text[s->span.end] : '\n';
      bool safe = next != ' ' && next != '\t';
      sk_fix_edit(sk_diag_fix(d, safe, "Insert ':' after the serial"),
                  sk_span(s->span.end, s->span.end), ":");
    } else if (rule == 0 && has) {
      char *text = bon_dup(src, s->span);
      bool named = sk_span_valid(s->name);
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK412, s->colon,
          "':' after serial '%s' in TREEPART; expected serials only, separated by ',' "
          "(names belong in NAMEPART)",
          text);
      free(text);
      uint32_t end = named ? s->name.end : s->colon.end;
      sk_fix_edit(sk_diag_fix(d, !named, named ? "Remove ':' and the name" : "Remove ':'"),
                  sk_span(s->colon.start, end), "");
    }
  }
}
