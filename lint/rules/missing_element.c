/* SK405 missing-element
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_missing_element(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
