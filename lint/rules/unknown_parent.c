/* SK101 unknown-parent
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_unknown_parent(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
