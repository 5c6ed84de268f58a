/* repair.c — the findings of a document that does not parse.
 *
 * A front-end that stops at damaged text (the Cal3D XML reader: a missing
 * end tag, a quote, a truncated file) proposes edits that make it read on
 * (SkRepair, front_end.h). The repaired text is checked as any text is —
 * front-end, rules, suppressions — and its findings are reported at the
 * places they have in the damaged text: so the findings beside the damage
 * are exactly those of `skellint check` on the text with the damage
 * repaired, and the damage itself is the syntax error. When the repaired
 * text has another error, it is repaired in turn (a few rounds); when a
 * round proposes nothing, only the syntax errors found are reported, as
 * when nothing is repaired.
 *
 * The model of the document stays the damaged text's (what was read before
 * the damage): editors' features and the character's cross-file checks use
 * only models that describe their own text. The record of proposed edits
 * is the model's (repair_record.c): front-ends write it without reaching
 * the re-check here, which runs the front-ends (document.c). */
#include "check_layer.h"

#include <stdint.h>
#include <stdlib.h>

/* Rounds of repair before giving up: each fixes one error, and reads the
 * whole text again (a file with many errors is read at most 1 + 8 times). */
#define SK_REPAIR_ROUNDS 8

/* The text with r's edits applied (malloc'd), or NULL when they are not
 * sorted, disjoint and inside the text. */
static char *apply(const SkRepair *r, const SkSource *src, size_t *out_len) {
  SkBuf b = {0};
  uint32_t at = 0;
  for (uint32_t i = 0; i < r->nedits; i++) {
    SkSpan s = r->edits[i].span;
    if (s.start < at || s.end < s.start || s.end > src->len) {
      sk_buf_free(&b);
      return NULL;
    }
    sk_buf_append(&b, src->text + at, s.start - at);
    sk_buf_puts(&b, r->edits[i].text);
    at = s.end;
  }
  sk_buf_append(&b, src->text + at, src->len - at);
  *out_len = b.len;
  return sk_buf_take(&b);
}

/* ---- From the repaired text back to the damaged one ---- */

/* The repairs of each round: round k's edits are on the text of round k
 * (round 0: the document's own text). */
typedef struct {
  const SkRepair **rounds;
  uint32_t n;
} Chain;

/* An offset of the text after edits r back to the text before them: an
 * offset inside an edit goes to the same place in what it replaced (a
 * blank of the same length) or to its start (an insertion). */
static uint32_t map_back(const SkRepair *r, uint32_t p) {
  int64_t delta = 0; /* after - before, of the edits passed */
  for (uint32_t i = 0; i < r->nedits; i++) {
    SkSpan s = r->edits[i].span;
    uint32_t n = (uint32_t)strlen(r->edits[i].text);
    int64_t at = (int64_t)s.start + delta; /* where the edit's text starts after */
    if ((int64_t)p < at) break;
    if ((int64_t)p < at + n) {
      uint32_t in = (uint32_t)((int64_t)p - at);
      return s.start + (in < s.end - s.start ? in : s.end - s.start);
    }
    delta += (int64_t)n - (int64_t)(s.end - s.start);
  }
  return (uint32_t)((int64_t)p - delta);
}

/* Whether [a, b) of the text after edits r touches what an edit wrote. */
static bool touches_edit(const SkRepair *r, uint32_t a, uint32_t b) {
  int64_t delta = 0;
  for (uint32_t i = 0; i < r->nedits; i++) {
    SkSpan s = r->edits[i].span;
    int64_t n = (int64_t)strlen(r->edits[i].text);
    int64_t x = (int64_t)s.start + delta, y = x + n;
    if ((int64_t)a <= y && x <= (int64_t)b) return true;
    delta += n - (int64_t)(s.end - s.start);
  }
  return false;
}

static SkSpan map_span(const Chain *c, SkSpan s) {
  if (!sk_span_valid(s)) return s;
  for (uint32_t k = c->n; k-- > 0;) {
    s.start = map_back(c->rounds[k], s.start);
    s.end = map_back(c->rounds[k], s.end);
  }
  if (s.end < s.start) s.end = s.start;
  return s;
}

/* Moves d (found on the text of round c->n) to the document's text: its
 * spans mapped, its fixes kept only when no edit touches a repaired place
 * (they would not mean there what they mean in the repaired text). */
static void map_diag(const Chain *c, SkDiagnostic *d) {
  d->span = map_span(c, d->span);
  for (uint32_t i = 0; i < d->nrelated; i++) d->related[i].span = map_span(c, d->related[i].span);
  uint32_t keep = 0;
  for (uint32_t f = 0; f < d->nfixes; f++) {
    SkFix *fix = &d->fixes[f];
    bool ok = true;
    /* Each round's edits are on its own text: test, then map, round by round. */
    for (uint32_t k = c->n; ok && k-- > 0;)
      for (uint32_t e = 0; ok && e < fix->nedits; e++) {
        SkSpan *s = &fix->edits[e].span;
        ok = !touches_edit(c->rounds[k], s->start, s->end);
        if (ok) s->start = map_back(c->rounds[k], s->start), s->end = map_back(c->rounds[k], s->end);
      }
    if (!ok) {
      for (uint32_t e = 0; e < fix->nedits; e++) free(fix->edits[e].text);
      free(fix->edits);
      free(fix->title);
      continue;
    }
    d->fixes[keep++] = *fix;
  }
  d->nfixes = keep;
}

/* Moves item i of `from` to `to`, mapped; the item in `from` is left empty. */
static void take_mapped(const Chain *c, SkDiagList *from, size_t i, SkDiagList *to) {
  SkDiagnostic *d = SK_ARRAY_PUSH(to->items, to->count, to->cap);
  *d = from->items[i];
  memset(&from->items[i], 0, sizeof from->items[i]);
  map_diag(c, d);
}

void sk_repair_check(SkDocument *doc, const SkOptions *opts, const SkCharacter *character,
                     int32_t part,
                     void (*run_rules)(SkDocument *, const SkOptions *, SkDiagSink *,
                                       const SkCharacter *, int32_t)) {
  SkModel *m0 = doc->model;
  const SkFormatSpec *fe = sk_format_spec(doc->format);
  if (!m0 || !m0->incomplete || !m0->repair || !m0->repair->nedits || !fe->parse) return;
  SkDiagList errors = {0}; /* the syntax errors of rounds after the first, mapped */
  SkSource *srcs[SK_REPAIR_ROUNDS + 1] = {doc->src};
  SkModel *models[SK_REPAIR_ROUNDS + 1] = {m0};
  const SkRepair *rounds[SK_REPAIR_ROUNDS];
  Chain chain = {rounds, 0};
  SkDiagList found = {0};
  bool read_whole = false;
  uint32_t k = 0;
  while (k < SK_REPAIR_ROUNDS && models[k]->incomplete && models[k]->repair &&
         models[k]->repair->nedits) {
    size_t len;
    char *text = apply(models[k]->repair, srcs[k], &len);
    if (!text) break;
    SkSource *next = sk_source_adopt(srcs[k]->path, text, len, false);
    if (!next) break;
    rounds[k] = models[k]->repair;
    chain.n = ++k;
    srcs[k] = next;
    sk_diag_list_free(&found);
    SkDiagSink sink;
    sk_sink_init(&sink, &found, opts, doc->format);
    models[k] = fe->parse(next, opts, &sink);
    if (!models[k]) break;
    if (!models[k]->incomplete) {
      read_whole = true;
      SkDocument repaired = {next, doc->format, models[k], {0}};
      run_rules(&repaired, opts, &sink, character, part);
      sk_suppressions_apply(next, models[k], &found, &sink);
      break;
    }
    /* Another error: report it, and repair it in the next round. */
    size_t at = models[k]->repair ? models[k]->repair->diag : SIZE_MAX;
    for (size_t i = 0; i < found.count; i++)
      if (i == at || (at == SIZE_MAX && found.items[i].rule == SK_RULE_SK001 &&
                      found.items[i].severity == SK_SEVERITY_ERROR && i + 1 == found.count))
        take_mapped(&chain, &found, i, &errors);
  }
  SkDiagList *l = &doc->diags;
  if (read_whole) {
    /* The damaged text's own findings are the repaired text's too (read
     * before the damage), but for its syntax error. */
    size_t stop = m0->repair->diag, keep = 0;
    for (size_t i = 0; i < l->count; i++) {
      if (i == stop) l->items[keep++] = l->items[i];
      else sk_diag_free_contents(&l->items[i]);
    }
    l->count = keep;
    for (size_t i = 0; i < found.count; i++) take_mapped(&chain, &found, i, l);
  }
  for (size_t i = 0; i < errors.count; i++)
    *SK_ARRAY_PUSH(l->items, l->count, l->cap) = errors.items[i];
  free(errors.items);
  sk_diag_list_free(&found);
  for (uint32_t i = 1; i <= k; i++) {
    sk_model_free(models[i]);
    sk_source_free(srcs[i]);
  }
}
