/* SK103 hierarchy-cycle
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_hierarchy_cycle(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
