/* SK401 numchilds-mismatch
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_numchilds_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
