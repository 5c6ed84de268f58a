/* SK109 conflicting-parent
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_conflicting_parent(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
