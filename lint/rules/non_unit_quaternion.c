/* SK302 non-unit-quaternion
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_non_unit_quaternion(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
