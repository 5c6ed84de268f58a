/* SK107 count-mismatch
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_count_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
