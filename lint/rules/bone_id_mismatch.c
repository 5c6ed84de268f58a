/* SK106 bone-id-mismatch
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_bone_id_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
