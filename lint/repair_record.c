/* repair_record.c — a model's record of the edits that would make its
 * damaged text read on (SkRepair, front_end.h): a front-end that stops at
 * damage adds them (sk_repair_add), the model owns and frees them. What is
 * done with them — the repaired text checked and its findings mapped back —
 * is repair.c's, a layer above: a front-end or the model never reaches the
 * re-check that runs the front-ends. */
#include "front_end.h"

#include <stdint.h>
#include <stdlib.h>

SkRepair *sk_repair_of(SkModel *m) {
  if (!m->repair) {
    m->repair = sk_xcalloc(1, sizeof *m->repair);
    m->repair->diag = SIZE_MAX;
  }
  return m->repair;
}

void sk_repair_add(SkRepair *r, uint32_t start, uint32_t end, const char *text) {
  SkEdit *e = SK_ARRAY_PUSH(r->edits, r->nedits, r->cap);
  e->span = sk_span(start, end);
  e->text = sk_xstrdup(text);
}

void sk_repair_free(SkRepair *r) {
  if (!r) return;
  for (uint32_t i = 0; i < r->nedits; i++) free(r->edits[i].text);
  free(r->edits);
  free(r);
}
