/* fuzz_fix.c — fix application as `--fix` must do it: check, apply one
 * round of fixes (sk_fixes_apply), write the text back in the file's own
 * encoding, check again, and repeat until a round applies nothing.
 *
 * What must hold, whatever the bytes:
 *  - every edit lies in the text (fuzz.h) and the text stays encodable;
 *  - on a file that parses (no SK001), after a round that took every
 *    offered fix, no rule whose fixes were taken offers a fix again (each
 *    fix is idempotent: applying, re-parsing and applying again changes
 *    nothing). Another rule may fire on the result (normalising ROTATION
 *    moves the bind pose that LOCALROTATION must match): that cascade is
 *    allowed if the loop ends. A file with syntax errors is re-read by
 *    error recovery after every edit, so there only the loop's end counts;
 *  - fixes never make a file fail to parse (SK001) when every problem it
 *    had was fixed: in a file with other problems, error recovery may
 *    count regions differently after any edit, and a fixed header can
 *    let a front-end read a body it skipped before (a BonesPro file with
 *    an unknown ExportMode), so only that case is checked;
 *  - the loop ends: no text comes back (a cycle) and it needs few rounds.
 *
 * The first byte picks the file name (fuzz.h) and, by bit 3, whether
 * unsafe fixes are applied too. */
#include "fuzz.h"

#include <string.h>

#define MAX_ROUNDS 16

static uint64_t hash(const char *s, size_t n) {
  uint64_t h = 1469598103934665603u; /* FNV-1a */
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211u;
  return h;
}

/* Diagnostics that offer a fix the round may take; by_rule[r] is set for
 * each rule that offers one. */
static size_t fixable(const SkDiagList *l, bool unsafe, bool by_rule[SK_RULE_COUNT]) {
  size_t n = 0;
  memset(by_rule, 0, SK_RULE_COUNT * sizeof *by_rule);
  for (size_t i = 0; i < l->count; i++)
    for (uint32_t k = 0; k < l->items[i].nfixes; k++) {
      const SkFix *f = &l->items[i].fixes[k];
      if ((f->safe || unsafe) && f->nedits > 0) {
        by_rule[l->items[i].rule] = true;
        n++;
        break;
      }
    }
  return n;
}

/* FUZZ_DEBUG=1 prints each round's fixes (for triage of a finding). */
static void debug_round(int round, const SkDocument *doc, bool unsafe) {
  static int on = -1;
  if (on < 0) on = getenv("FUZZ_DEBUG") != NULL;
  if (!on) return;
  fprintf(stderr, "-- round %d (%s, %zu bytes)\n", round, sk_format_name(doc->format),
          doc->src->len);
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    fprintf(stderr, "%s [%u,%u) %s\n", sk_rule_get(d->rule)->code, d->span.start,
            d->span.end, d->message);
    for (uint32_t k = 0; k < d->nfixes; k++) {
      const SkFix *f = &d->fixes[k];
      fprintf(stderr, "   fix%s: %s\n", f->safe ? "" : (unsafe ? " (unsafe)" : " (unsafe, skipped)"),
              f->title);
      for (uint32_t e = 0; e < f->nedits; e++)
        fprintf(stderr, "     [%u,%u) -> '%s'\n", f->edits[e].span.start,
                f->edits[e].span.end, f->edits[e].text);
    }
  }
}

static size_t count_rule(const SkDiagList *l, SkRuleId rule) {
  size_t n = 0;
  for (size_t i = 0; i < l->count; i++) n += l->items[i].rule == rule;
  return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > FUZZ_MAX_INPUT) return 0;
  const char *path = fuzz_names[data[0] % FUZZ_NNAMES];
  bool unsafe = (data[0] >> 3) & 1;
  data++, size--;
  SkFormat f = sk_detect(path, (const char *)data, size);
  if (f == SK_FORMAT_UNKNOWN) return 0;

  uint64_t seen[MAX_ROUNDS + 2];
  size_t nseen = 0;
  seen[nseen++] = hash((const char *)data, size);
  char *bytes = sk_xmalloc(size + 1);
  memcpy(bytes, data, size);
  size_t len = size;
  size_t prev_fixable = 0, prev_applied = 0, prev_syntax = 0, prev_unfixed = 0;
  bool prev_rules[SK_RULE_COUNT], rules[SK_RULE_COUNT];
  for (int round = 0;; round++) {
    SkSource *src = fuzz_source(path, f, (const uint8_t *)bytes, len);
    if (!src) break;
    SkDocument *doc = sk_document_check(src, f, NULL);
    fuzz_check_document(doc);
    debug_round(round, doc, unsafe);
    size_t syntax = count_rule(&doc->diags, SK_RULE_SK001);
    if (round > 0 && prev_syntax == 0 && prev_unfixed == 0 && prev_applied == prev_fixable &&
        syntax > 0)
      fuzz_fail("a fix broke the syntax of a clean file (SK001)", round, syntax);
    size_t offered = fixable(&doc->diags, unsafe, rules);
    size_t doc_count = doc->diags.count;
    size_t applied = 0, out_len = 0;
    char *text = sk_fixes_apply(doc->src, &doc->diags, unsafe, &out_len, &applied);
    if (round > 0 && prev_syntax == 0 && prev_applied == prev_fixable)
      for (int r = 0; r < SK_RULE_COUNT; r++)
        if (prev_rules[r] && rules[r])
          fuzz_fail("a fix is not idempotent: its rule offers a fix again after "
                    "every fix was taken (rule index, round)", (unsigned long)r, round);
    if (applied == 0) {
      if (out_len != doc->src->len || memcmp(text, doc->src->text, out_len) != 0)
        fuzz_fail("a round that applied nothing changed the text", out_len,
                  doc->src->len);
      free(text);
      sk_document_free(doc);
      break;
    }
    size_t enc_len = 0;
    char *enc = sk_source_encode(doc->src, text, out_len, &enc_len);
    if (!enc) fuzz_fail("a fix wrote what the file's encoding cannot hold", round, 0);
    free(text);
    sk_document_free(doc);
    uint64_t h = hash(enc, enc_len);
    for (size_t i = 0; i < nseen; i++)
      if (seen[i] == h) fuzz_fail("fixes cycle: a text came back", round, i);
    seen[nseen++] = h;
    if (round + 1 >= MAX_ROUNDS) fuzz_fail("fixes need too many rounds", round, applied);
    free(bytes);
    bytes = enc;
    len = enc_len;
    prev_fixable = offered;
    prev_applied = applied;
    prev_syntax = syntax;
    prev_unfixed = doc_count - offered;
    memcpy(prev_rules, rules, sizeof rules);
  }
  free(bytes);
  return 0;
}
