/* fuzz_reparse.c — the language server's incremental path against a fresh
 * check: a text is checked, edited a few times the way an editor reports
 * edits (sk_reparse_edit, then the kept model or trees handed over with
 * sk_reparse_keep), and after every edit the incremental check must give
 * exactly what a fresh check of the same text gives: the same rules,
 * severities, spans and messages, in the same order. The kept-model paths
 * (an XSF BONE or a Dash JSON element re-read alone) and the tree-sitter
 * re-parses are the targets.
 *
 * Input: byte 0 picks the format, byte 1 the number of edits (1–8), then
 * 4 bytes per edit — where (16 bits, scaled to the text), how many bytes
 * it removes, how many it inserts — and the rest is the text. Inserted
 * bytes are copied from the text itself (from a place derived from the
 * edit), so that edits paste real fragments: a bone, a number, a tag. */
#include "fuzz.h"

#include <string.h>

static const struct {
  SkFormat format;
  const char *name;
} formats[] = {
    {SK_FORMAT_XSF, "input.xsf"},       {SK_FORMAT_DASHJSON, "input.json"},
    {SK_FORMAT_BON, "input.bon"},       {SK_FORMAT_LGW, "input.txt"},
    {SK_FORMAT_BPSTRUCT, "input.txt"},  {SK_FORMAT_BPANIM, "input.txt"},
    {SK_FORMAT_XMF, "input.xmf"},       {SK_FORMAT_XAF, "input.xaf"},
};
#define NFORMATS (sizeof formats / sizeof *formats)

static void same(const SkDocument *inc, const SkDocument *fresh, int edit) {
  if (inc->diags.count != fresh->diags.count) {
    const SkDocument *both[2] = {inc, fresh};
    for (int k = 0; k < 2; k++) {
      fprintf(stderr, "after edit %d, %s:\n", edit, k ? "fresh" : "incremental");
      for (size_t i = 0; i < both[k]->diags.count; i++) {
        const SkDiagnostic *x = &both[k]->diags.items[i];
        fprintf(stderr, "  %s [%u %u-%u]\n", x->message, (unsigned)x->rule,
                (unsigned)x->span.start, (unsigned)x->span.end);
      }
    }
    fuzz_fail("incremental and fresh checks differ in count", inc->diags.count,
              fresh->diags.count);
  }
  for (size_t i = 0; i < inc->diags.count; i++) {
    const SkDiagnostic *x = &inc->diags.items[i], *y = &fresh->diags.items[i];
    if (x->rule != y->rule || x->severity != y->severity || x->span.start != y->span.start ||
        x->span.end != y->span.end || strcmp(x->message, y->message) != 0 ||
        x->nrelated != y->nrelated || x->nfixes != y->nfixes) {
      fprintf(stderr, "after edit %d, diagnostic %zu:\n  incremental: %s [%u %u-%u]\n"
                      "  fresh:       %s [%u %u-%u]\n",
              edit, i, x->message, (unsigned)x->rule, (unsigned)x->span.start,
              (unsigned)x->span.end, y->message, (unsigned)y->rule, (unsigned)y->span.start,
              (unsigned)y->span.end);
      fuzz_fail("incremental and fresh checks differ", i, (unsigned long)edit);
    }
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2 || size > FUZZ_MAX_INPUT) return 0;
  size_t f = data[0] % NFORMATS;
  int nedits = 1 + data[1] % 8;
  size_t head = 2 + 4 * (size_t)nedits;
  if (size < head) return 0;
  const uint8_t *ed = data + 2;
  const char *text = (const char *)data + head;
  size_t len = size - head;
  SkFormat format = formats[f].format;
  const char *name = formats[f].name;

  SkReparse *r = sk_reparse_new();
  SkDocument *doc =
      sk_document_check_reparse(sk_source_new(name, text, len, false), format, NULL, r);
  fuzz_check_document(doc);
  for (int e = 0; e < nedits; e++) {
    SkSource *s = doc->src;
    uint32_t n = (uint32_t)s->len;
    uint32_t at = n ? (uint32_t)(((uint64_t)(ed[4 * e] | ed[4 * e + 1] << 8) * (n + 1)) >> 16) : 0;
    uint32_t del = ed[4 * e + 2] % 16, ins = ed[4 * e + 3] % 64;
    uint32_t end = at + del <= n ? at + del : n;
    /* What is pasted: bytes of the text from a place the edit derives. */
    uint32_t from = n ? (at * 7u + ins * 13u) % n : 0;
    if (ins > n - from) ins = n - from;
    char paste[64];
    memcpy(paste, s->text + from, ins);
    sk_reparse_edit(r, s, at, end, paste, ins);
    if (!sk_source_replace(s, at, end, paste, ins)) break;
    sk_reparse_keep(r, doc);
    SkDocument *inc = sk_document_check_reparse(sk_source_new(name, s->text, s->len, false),
                                                format, NULL, r);
    SkDocument *fresh =
        sk_document_check(sk_source_new(name, s->text, s->len, false), format, NULL);
    fuzz_check_document(inc);
    same(inc, fresh, e);
    sk_document_free(fresh);
    sk_document_free(doc);
    doc = inc;
  }
  sk_document_free(doc);
  sk_reparse_free(r);
  return 0;
}
