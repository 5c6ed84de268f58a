/* SK402 childid-mismatch
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_childid_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
