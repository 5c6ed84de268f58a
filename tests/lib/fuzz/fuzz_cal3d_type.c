/* fuzz_cal3d_type.c — one binary Cal3D type (FUZZ_MAGIC, e.g. "CMF") with
 * its magic fixed: the input is the rest of the file (version onwards), so
 * every mutation lands in that type's decoder (lint/formats/cal3d_bin_*.c)
 * instead of in the magic. Then the rules of cal3d-binary and the document
 * invariants of fuzz.h; then the equivalent XML its decoder writes (for
 * `skellint show`), checked as that XML format under the same invariants,
 * and, when the file decoded whole, with the same rules reported as the
 * binary (SK006 and SK455 aside, and SK409 for a track written without
 * keyframes) — the promise of docs/cal3d-binary.md.
 * Built once per type: fuzz_csf, fuzz_caf, fuzz_cmf, fuzz_crf, fuzz_cpf. */
#include "fuzz.h"
#include "internal.h"

#include <string.h>

#ifndef FUZZ_MAGIC
#error "build with -DFUZZ_MAGIC=\"CMF\" (or CSF, CAF, CRF, CPF)"
#endif

/* The XML sibling's file name: its extension picks the XML front-end. */
static const char *xml_name(void) {
  switch (FUZZ_MAGIC[1]) {
  case 'S': return "input.xsf";
  case 'A': return "input.xaf";
  case 'M': return "input.xmf";
  case 'R': return "input.xrf";
  default: return "input.xpf";
  }
}

/* The rule codes of a document, SK006 (the name) and SK455 (what only the
 * binary loader does) left out, as a bit set; SK409 too when `no_sk409`
 * (the one binary with no XML equivalent: an IMVU compressed track without
 * keyframes, which the binary loader takes and the XML one refuses, written
 * NUMKEYFRAMES="0" — docs/cal3d-binary.md). */
static void rules_of(const SkDocument *d, uint64_t bits[8], bool no_sk409) {
  memset(bits, 0, 8 * sizeof *bits);
  for (size_t i = 0; i < d->diags.count; i++) {
    const char *code = sk_rule_get(d->diags.items[i].rule)->code;
    if (strcmp(code, "SK006") == 0 || strcmp(code, "SK455") == 0 ||
        (no_sk409 && strcmp(code, "SK409") == 0))
      continue;
    unsigned n = (unsigned)atoi(code + 2);
    if (n < 512) bits[n / 64] |= (uint64_t)1 << (n % 64);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > FUZZ_MAX_INPUT) return 0;
  uint8_t *buf = malloc(size + 4);
  memcpy(buf, FUZZ_MAGIC "", 4); /* the three letters and their NUL */
  if (size) memcpy(buf + 4, data, size);
  SkSource *src = fuzz_source("input", SK_FORMAT_CAL3D_BINARY, buf, size + 4);
  free(buf);
  if (!src) return 0;
  SkOptions opts;
  sk_options_init(&opts);
  SkDocument *doc = sk_document_check(src, SK_FORMAT_CAL3D_BINARY, &opts);
  fuzz_check_document(doc);

  char *xml = NULL;
  size_t xlen = 0;
  FILE *mem = open_memstream(&xml, &xlen);
  if (!mem) fuzz_fail("open_memstream", 0, 0);
  SkDiagList scratch = {0};
  SkDiagSink sink;
  sk_sink_init(&sink, &scratch, &opts, SK_FORMAT_CAL3D_BINARY);
  bool whole = sk_cal3d_bin_write_xml(doc->src, mem, &sink);
  fclose(mem);
  sk_diag_list_free(&scratch);
  bool empty_track = xml && memmem(xml, xlen, "NUMKEYFRAMES=\"0\"", 16) != NULL;
  SkSource *xsrc = sk_source_new(xml_name(), xml, xlen, false);
  free(xml);
  if (xsrc) {
    SkDocument *x = sk_document_check(xsrc, SK_FORMAT_UNKNOWN, &opts);
    fuzz_check_document(x);
    uint64_t a[8], b[8];
    rules_of(doc, a, empty_track);
    rules_of(x, b, empty_track);
    for (int k = 0; whole && k < 8; k++)
      if (a[k] != b[k]) fuzz_fail("the equivalent XML checks with other rules", a[k], b[k]);
    sk_document_free(x);
  }
  sk_document_free(doc);
  return 0;
}
