/* SK301 root-transform
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_root_transform(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
