/* SK104 multiple-roots
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_multiple_roots(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
