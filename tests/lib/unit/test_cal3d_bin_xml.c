/* test_cal3d_bin_xml.c — a binary Cal3D mesh, material or morph animation
 * (CMF, CRF, CPF) and the equivalent XML its decoder writes (for `skellint
 * show`) check with the same findings: for every generated case in
 * tests/cases/cmf, crf and cpf that decodes whole, and for the corpus's
 * real binary files when present (../shared/corpus). Also: a real file
 * decodes to its last byte (one byte less and it is cut short). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "skellint.h"

#ifndef SK_CORPUS_DIR
#define SK_CORPUS_DIR SK_CASES_DIR "/../../../shared/corpus"
#endif

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc((size_t)n + 1);
  *len = fread(b, 1, (size_t)n, f);
  fclose(f);
  return b;
}

/* The rule codes of a document's findings, sorted, as one string; SK006
 * (the file's name) and SK455 (what only the binary loader does) left out. */
static void codes(const SkDocument *d, char *out, size_t cap) {
  const char *c[256];
  size_t n = 0;
  for (size_t i = 0; i < d->diags.count && n < 256; i++) {
    const char *code = sk_rule_get(d->diags.items[i].rule)->code;
    if (strcmp(code, "SK006") == 0 || strcmp(code, "SK455") == 0) continue;
    c[n++] = code;
  }
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && strcmp(c[j - 1], c[j]) > 0; j--) {
      const char *t = c[j];
      c[j] = c[j - 1];
      c[j - 1] = t;
    }
  out[0] = 0;
  for (size_t i = 0; i < n; i++) {
    strncat(out, c[i], cap - strlen(out) - 1);
    strncat(out, " ", cap - strlen(out) - 1);
  }
}

/* Checks `path` as binary and its XML as `xml_ext`; returns false when the
 * file does not decode whole (nothing to compare). */
static bool same_findings(const char *path, const char *xml_ext) {
  size_t len = 0;
  char *bytes = slurp(path, &len);
  assert_non_null(bytes);
  SkOptions o;
  sk_options_init(&o);
  SkDocument *bin =
      sk_document_check(sk_source_new_binary(path, bytes, len), SK_FORMAT_UNKNOWN, &o);
  assert_int_equal(bin->format, SK_FORMAT_CAL3D_BINARY);
  char *xml = NULL;
  size_t xlen = 0;
  FILE *mem = open_memstream(&xml, &xlen);
  SkDiagList scratch = {0};
  SkDiagSink sink;
  sk_sink_init(&sink, &scratch, &o, SK_FORMAT_CAL3D_BINARY);
  bool whole = sk_cal3d_bin_write_xml(bin->src, mem, &sink);
  fclose(mem);
  sk_diag_list_free(&scratch);
  if (whole) {
    char name[512];
    snprintf(name, sizeof name, "%s.%s", path, xml_ext);
    SkDocument *x = sk_document_check(sk_source_new(name, xml, xlen, false), SK_FORMAT_UNKNOWN, &o);
    char a[2048], b[2048];
    codes(bin, a, sizeof a);
    codes(x, b, sizeof b);
    if (strcmp(a, b) != 0) {
      fprintf(stderr, "%s: binary [%s] but its XML [%s]:\n%.*s\n", path, a, b,
              (int)(xlen < 3000 ? xlen : 3000), xml);
      for (size_t i = 0; i < x->diags.count; i++)
        fprintf(stderr, "  %s\n", x->diags.items[i].message);
    }
    assert_string_equal(a, b);
    sk_document_free(x);
  }
  free(xml);
  sk_document_free(bin);
  free(bytes);
  return whole;
}

static void cases_in(const char *folder, const char *ext, const char *xml_ext, size_t *whole) {
  char dir[512];
  snprintf(dir, sizeof dir, "%s/%s", SK_CASES_DIR, folder);
  DIR *d = opendir(dir);
  assert_non_null(d);
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t n = strlen(e->d_name);
    if (n < 4 || strcmp(e->d_name + n - 4, ext) != 0) continue;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    if (same_findings(path, xml_ext)) (*whole)++;
  }
  closedir(d);
}

static void generated_cases_and_their_xml_agree(void **state) {
  (void)state;
  size_t whole = 0;
  cases_in("cmf", ".cmf", "xmf", &whole);
  cases_in("crf", ".crf", "xrf", &whole);
  cases_in("cpf", ".cpf", "xpf", &whole);
  assert_true(whole >= 25); /* the ok- and rule cases, not only truncations */
}

/* The positive cases hold findings that the XML must hold too. */
static void a_rule_case_is_not_vacuous(void **state) {
  (void)state;
  size_t len = 0;
  char *bytes = slurp(SK_CASES_DIR "/cmf/SK201-weights-sum-to-1.3.cmf", &len);
  assert_non_null(bytes);
  SkOptions o;
  sk_options_init(&o);
  SkDocument *d =
      sk_document_check(sk_source_new_binary("a.cmf", bytes, len), SK_FORMAT_UNKNOWN, &o);
  char a[256];
  codes(d, a, sizeof a);
  assert_string_equal(a, "SK201 ");
  sk_document_free(d);
  free(bytes);
}

/* Whether the decoder reads `len` bytes as a whole file. */
static bool decodes_whole(const char *bytes, size_t len) {
  SkSource *src = sk_source_new_binary("cut", bytes, len);
  SkOptions o;
  sk_options_init(&o);
  SkDiagList scratch = {0};
  SkDiagSink sink;
  sk_sink_init(&sink, &scratch, &o, SK_FORMAT_CAL3D_BINARY);
  bool whole = sk_cal3d_bin_write_xml(src, NULL, &sink);
  sk_diag_list_free(&scratch);
  sk_source_free(src);
  return whole;
}

static void real_files_decode_whole_and_agree(void **state) {
  (void)state;
  static const char *const files[][2] = {
      {"models/cal3d_thug/thug_head.cmf", "xmf"},
      {"models/cal3d_thug/thug_body.cmf", "xmf"},
      {"misc/triggerless_rips_3204612_Smile.XPF", "xpf"},
  };
  size_t seen = 0;
  for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", SK_CORPUS_DIR, files[i][0]);
    FILE *f = fopen(path, "rb");
    if (!f) continue;
    fclose(f);
    seen++;
    assert_true(same_findings(path, files[i][1]));
    /* Its last byte is the last the decoder needs: one byte less is cut. */
    size_t len = 0;
    char *bytes = slurp(path, &len);
    assert_true(decodes_whole(bytes, len));
    assert_false(decodes_whole(bytes, len - 1));
    free(bytes);
  }
  if (!seen) print_message("no corpus at %s: real files not checked\n", SK_CORPUS_DIR);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(generated_cases_and_their_xml_agree),
      cmocka_unit_test(a_rule_case_is_not_vacuous),
      cmocka_unit_test(real_files_decode_whole_and_agree),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
