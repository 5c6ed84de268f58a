/* SK404 element-order
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_element_order(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
