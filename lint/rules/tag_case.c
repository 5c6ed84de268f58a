/* SK407 tag-case
 *
 * ## What it does
 * (being written)
 */
#include "../internal.h"

void sk_check_tag_case(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}
