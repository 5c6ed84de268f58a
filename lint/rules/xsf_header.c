/* SK403 xsf-header
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_xsf_header(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
