/* fuzz_frontend.c — one front-end with the bytes forced to its format:
 * parse, then every rule of that format, then the document invariants of
 * fuzz.h. Built once per format name (FUZZ_FORMAT, e.g. "xsf"); the
 * front-end comes from the library's own table, so a format whose
 * front-end has not landed yet gives a target that says so and exits 0,
 * and starts fuzzing by itself the day the front-end is in the table. */
#include "fuzz.h"
#include "internal.h"

#ifndef FUZZ_FORMAT
#error "build with -DFUZZ_FORMAT=\"<format name>\""
#endif

static SkFormat format;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  format = sk_format_from_name(FUZZ_FORMAT);
  if (format == SK_FORMAT_UNKNOWN) {
    fprintf(stderr, "fuzz_" FUZZ_FORMAT ": the library knows no format '" FUZZ_FORMAT "'\n");
    exit(1);
  }
  if (!sk_format_spec(format)->parse) {
    fprintf(stderr, "fuzz_" FUZZ_FORMAT ": no " FUZZ_FORMAT
                    " front-end in the library yet: nothing to fuzz\n");
    exit(0);
  }
  return 0;
}

static void check_as(const uint8_t *data, size_t size, SkProfile profile) {
  SkSource *src = fuzz_source("input", format, data, size);
  if (!src) return;
  SkOptions opts;
  sk_options_init(&opts);
  opts.profile = profile;
  SkDocument *doc = sk_document_check(src, format, &opts);
  fuzz_check_document(doc);
  sk_document_free(doc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > FUZZ_MAX_INPUT) return 0;
  check_as(data, size, SK_PROFILE_CAL3D);
  /* The IMVU profile changes what XSF rules read (Root, HEADER, CHILDID). */
  if (format == SK_FORMAT_XSF) check_as(data, size, SK_PROFILE_IMVU);
  return 0;
}
