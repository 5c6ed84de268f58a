/* fix.c — applying the fixes recorded in diagnostics to a document's text.
 *
 * One round takes the fixes in diagnostic order — each diagnostic's
 * preferred fix (sk_diag_preferred_fix) when it fits, else its first
 * eligible one — and applies each whole fix whose edits overlap nothing
 * already taken (a fix is never applied in part). Overlapping fixes wait for the next round, on the
 * re-linted text: callers loop until a round applies nothing (bounded).
 * Edits are on the UTF-8 text; writing back in the file's own encoding is
 * the caller's (sk_source_encode). */
#include "internal.h"

#include <stdlib.h>

typedef struct {
  SkSpan span;
  const char *text;
} Edit;

static int cmp_edit(const void *a, const void *b) {
  const Edit *x = a, *y = b;
  if (x->span.start != y->span.start) return x->span.start < y->span.start ? -1 : 1;
  return x->span.end < y->span.end ? -1 : x->span.end > y->span.end;
}

/* Two ranges conflict when they overlap, or when both insert at one point
 * (their order would be arbitrary). */
static bool conflicts(SkSpan a, SkSpan b) {
  if (a.start == a.end && b.start == b.end) return a.start == b.start;
  return a.start < b.end && b.start < a.end;
}

static bool fix_fits(const SkFix *f, const Edit *taken, size_t ntaken, size_t len) {
  for (uint32_t i = 0; i < f->nedits; i++) {
    SkSpan s = f->edits[i].span;
    if (s.start > s.end || s.end > len) return false;
    for (uint32_t j = 0; j < i; j++)
      if (conflicts(s, f->edits[j].span)) return false;
    for (size_t k = 0; k < ntaken; k++)
      if (conflicts(s, taken[k].span)) return false;
  }
  return f->nedits > 0;
}

char *sk_fixes_apply(const SkSource *src, const SkDiagList *diags, bool unsafe,
                     size_t *out_len, size_t *applied) {
  Edit *taken = NULL;
  size_t ntaken = 0, cap = 0, nfix = 0;
  for (size_t i = 0; i < diags->count; i++) {
    const SkDiagnostic *d = &diags->items[i];
    /* A diagnostic offers alternatives: take its preferred fix when it
     * fits, else its first eligible one — but the fix its rule marked
     * preferred or nothing: the alternatives repair something else than
     * the culprit (a later round sees whether the finding is still there). */
    const SkFix *pref = sk_diag_preferred_fix(d);
    for (int64_t k = pref ? -1 : 0; k < (int64_t)d->nfixes; k++) {
      const SkFix *f = k < 0 ? pref : &d->fixes[k];
      if (k >= 0 && (f == pref || (pref && pref->preferred))) continue;
      if (!f->safe && !unsafe) continue;
      if (!fix_fits(f, taken, ntaken, src->len)) continue;
      for (uint32_t e = 0; e < f->nedits; e++) {
        Edit *t = SK_ARRAY_PUSH(taken, ntaken, cap);
        t->span = f->edits[e].span;
        t->text = f->edits[e].text;
      }
      nfix++;
      break;
    }
  }
  if (applied) *applied = nfix;
  if (ntaken > 1) qsort(taken, ntaken, sizeof *taken, cmp_edit);
  SkBuf b = {0};
  uint32_t at = 0;
  for (size_t i = 0; i < ntaken; i++) {
    sk_buf_append(&b, src->text + at, taken[i].span.start - at);
    sk_buf_puts(&b, taken[i].text);
    at = taken[i].span.end;
  }
  sk_buf_append(&b, src->text + at, src->len - at);
  free(taken);
  *out_len = b.len;
  return sk_buf_take(&b);
}

const char *sk_source_eol_text(const SkSource *src) {
  return sk_source_eol(src) == SK_EOL_CRLF ? "\r\n" : "\n";
}
