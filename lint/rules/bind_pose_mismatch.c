/* SK305 bind-pose-mismatch
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_bind_pose_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
