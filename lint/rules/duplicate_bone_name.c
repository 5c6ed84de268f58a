/* SK105 duplicate-bone-name
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_duplicate_bone_name(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
