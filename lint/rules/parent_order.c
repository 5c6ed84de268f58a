/* SK102 parent-order
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_parent_order(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
