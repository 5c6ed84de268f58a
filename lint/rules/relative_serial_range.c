/* SK413 relative-serial-range
 *
 * ## What it does
 * Checks the values of the joint serials of a RokDeBone2 `.bon` file. In
 * relative mode (`RELATIVE_BONENO_MODE`), serials count joints from 0 and
 * `-0001` means "no parent": a serial below -1, `-0001` anywhere but as a
 * line's parent (the first element), and a negative child are flagged. In
 * absolute mode `0000` is flagged.
 *
 * ## Why is this bad?
 * The reader adds the offset of the first joint and then rejects a serial
 * below 1. So in relative mode `-0002` and a negative child name no joint,
 * and in absolute mode `0000` is rejected although the format document
 * writes `0000:` for "no parent": RokDeBone2 itself writes `0001`, the
 * scene root, as the parent of a top-level joint.
 *
 * ## Example
 * ```text
 * BoneFile : type mixed : ver1001
 * 0000:,0002:腰,0003:胸,
 * ```
 * Use instead: `0001:,0002:腰,0003:胸,`.
 *
 * ## Fix
 * Safe, in absolute mode, for `0000` as a line's parent: write `0001`.
 * Otherwise none: which joint was meant is the author's knowledge.
 */
#include "../formats/bon.h"

#include <stdlib.h>

void sk_check_relative_serial_range(const SkContext *ctx, SkDiagSink *sink) {
  const BonExt *x = bon_ext(ctx);
  if (!x) return;
  const SkSource *src = ctx->src;
  for (uint32_t i = 0; i < x->nserials; i++) {
    const BonSerial *s = &x->serials[i];
    if (!bon_serial_read(x, s) || s->overflow) continue;
    bool parent = s->role == BON_ROLE_PARENT;
    char *text = bon_dup(src, s->span);
    if (x->relative) {
      if (s->value < -1)
        sk_report(sink, SK_RULE_SK413, s->span,
                  "serial '%s' is below -1; expected 0 or more in relative mode, or "
                  "'-0001' as the parent of a top-level joint",
                  text);
      else if (s->value == -1 && !parent)
        sk_report(sink, SK_RULE_SK413, s->span,
                  "'%s' as a %s; expected '-0001' only as a line's first element (the "
                  "parent of a top-level joint): a joint's own serial is 0 or more",
                  text, s->role == BON_ROLE_CHILD ? "child" : "named joint");
    } else if (s->value == 0 && !s->negative) {
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK413, s->span,
          "serial '%s' is rejected by RokDeBone2 (serials are 1 or more); expected %s", text,
          parent ? "'0001' (the scene root) as the parent of a top-level joint"
                 : "the serial of an existing joint");
      if (parent)
        sk_fix_edit(sk_diag_fix(d, true, "Write '0001' (the scene root)"), s->span, "0001");
    }
    free(text);
  }
}
