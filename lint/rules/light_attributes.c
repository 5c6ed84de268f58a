/* SK406 light-attributes
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_light_attributes(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
