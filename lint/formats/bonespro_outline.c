/* bonespro_outline.c — the outline of a BonesPro animation (the bpanim
 * spec's outline hook, format_spec.h): its header, then its frames (the
 * blocks the front-end recorded for folding, in file order), named by
 * position: what FirstFrame and Step make of them is the rules' business
 * (a header and a frame count can disagree). */
#include "../front_end.h"
#include "bonespro.h"

#include <stdio.h>

void sk_bpanim_outline(SkOutliner *o) {
  const BpExt *x = o->model->ext;
  if (!x->animation) return;
  if (sk_span_valid(x->header_span))
    o->add(o, "header", "export settings", SK_SYMBOL_NAMESPACE, x->header_span, x->header_span);
  uint32_t n, frame = 0;
  const SkSpan *b = o->blocks(o, &n);
  for (uint32_t i = 0; i < n; i++) {
    if (b[i].start == x->header_span.start && b[i].end == x->header_span.end) continue;
    char name[32];
    snprintf(name, sizeof name, "frame %u", frame++);
    o->add(o, name, "frame block", SK_SYMBOL_EVENT, b[i], b[i]);
  }
}
