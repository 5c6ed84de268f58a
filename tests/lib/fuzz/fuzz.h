/* fuzz.h — what the fuzz targets of tests/lib/fuzz/ share: building a source
 * the way the CLI does, the file name an input is checked under, and the
 * invariants every checked document must keep whatever the bytes were.
 *
 * A broken invariant calls fuzz_fail, which prints why and aborts: under
 * libFuzzer that is a finding (the input is saved as a crash artifact);
 * under the replay driver (replay.c) it fails the CTest test. */
#ifndef SK_FUZZ_H
#define SK_FUZZ_H

#include "skellint.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static inline void fuzz_fail(const char *what, unsigned long a, unsigned long b) {
  fprintf(stderr, "fuzz invariant broken: %s (%lu, %lu)\n", what, a, b);
  abort();
}

/* Inputs larger than this are skipped: libFuzzer's default max_len is far
 * below, but a corpus file or a replayed case may not be. */
#define FUZZ_MAX_INPUT (4u << 20)

/* The name a check/fix input is checked under, chosen by its first byte
 * (so the fuzzer explores detection by extension as well as by content).
 * tests/lib/fuzz/run.sh writes seeds with the byte that matches their own
 * extension. New formats with their own extension get a slot here. */
static const char *const fuzz_names[] = {
    "input",      /* 0: no extension: content decides */
    "input.xsf",  /* 1 */
    "input.xmf",  /* 2 */
    "input.xaf",  /* 3 */
    "input.bon",  /* 4 */
    "input.dmx",  /* 5 */
    "input.json", /* 6 */
    "input.txt",  /* 7: BonesPro and LGW exports are .txt */
};
#define FUZZ_NNAMES (sizeof fuzz_names / sizeof *fuzz_names)

/* A source for bytes of a known format, made as cli/check/check.c makes it:
 * binary formats keep raw bytes, .bon may be Shift_JIS. */
static inline SkSource *fuzz_source(const char *path, SkFormat f,
                                    const uint8_t *data, size_t len) {
  if (f == SK_FORMAT_DASHBIN || f == SK_FORMAT_CAL3D_BINARY)
    return sk_source_new_binary(path, (const char *)data, len);
  return sk_source_new(path, (const char *)data, len, f == SK_FORMAT_BON);
}

static inline void fuzz_check_span(const SkSource *src, SkSpan s,
                                   const char *what) {
  if (!sk_span_valid(s)) return;
  if (s.start > s.end || s.end > src->len) fuzz_fail(what, s.start, s.end);
}

/* Every span a document hands to a surface lies inside its text, every
 * message exists, and every position conversion a surface makes of it is
 * answered without reading outside the text (ASan watches that part). */
static inline void fuzz_check_document(const SkDocument *doc) {
  const SkSource *src = doc->src;
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    if (!d->message) fuzz_fail("diagnostic without a message", i, 0);
    if (!sk_rule_get(d->rule)) fuzz_fail("diagnostic of no rule", i, d->rule);
    fuzz_check_span(src, d->span, "diagnostic span outside the text");
    if (sk_span_valid(d->span)) {
      for (int u = SK_COLUMN_CHARS; u <= SK_COLUMN_UTF8; u++) {
        SkPosition a = sk_source_position(src, d->span.start, (SkColumnUnit)u);
        SkPosition b = sk_source_position(src, d->span.end, (SkColumnUnit)u);
        if (b.line < a.line) fuzz_fail("span ends on an earlier line", a.line, b.line);
        /* Back to an offset: never past the text. */
        if (sk_source_offset(src, a, (SkColumnUnit)u) > src->len)
          fuzz_fail("position maps outside the text", a.line, a.column);
      }
    }
    for (uint32_t r = 0; r < d->nrelated; r++)
      fuzz_check_span(src, d->related[r].span, "related span outside the text");
    for (uint32_t f = 0; f < d->nfixes; f++) {
      const SkFix *fix = &d->fixes[f];
      if (!fix->title) fuzz_fail("fix without a title", i, f);
      for (uint32_t e = 0; e < fix->nedits; e++) {
        if (!fix->edits[e].text) fuzz_fail("edit without text", i, e);
        if (!sk_span_valid(fix->edits[e].span))
          fuzz_fail("edit without a span", i, e);
        fuzz_check_span(src, fix->edits[e].span, "edit span outside the text");
      }
    }
  }
}

#endif
