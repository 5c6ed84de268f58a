/* fuzz_check.c — the whole check of a file as `skellint check FILE` does
 * it: detection by content and extension (the input's first byte picks the
 * file name, fuzz.h), the source as the CLI builds it, the front-end, the
 * rules, suppressions, then the document invariants of fuzz.h. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > FUZZ_MAX_INPUT) return 0;
  const char *path = fuzz_names[data[0] % FUZZ_NNAMES];
  data++, size--;
  SkFormat f = sk_detect(path, (const char *)data, size);
  if (f == SK_FORMAT_UNKNOWN) return 0; /* the CLI stops here too */
  SkSource *src = fuzz_source(path, f, data, size);
  if (!src) return 0;
  SkDocument *doc = sk_document_check(src, f, NULL);
  if (doc->format != f) fuzz_fail("the document changed format", f, doc->format);
  fuzz_check_document(doc);
  sk_document_free(doc);
  return 0;
}
