/* test_xsf_frontend.c — the XML front-end against hostile and odd input,
 * through the library: exact spans, the header-before-skeleton form, and
 * the security promises (no entity expansion, no external entity read). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "skellint.h"

static SkDocument *check(const char *name, const char *s) {
  SkOptions o;
  sk_options_init(&o);
  return sk_document_check(sk_source_new(name, s, strlen(s), false), SK_FORMAT_UNKNOWN, &o);
}

static size_t count_code(const SkDocument *d, const char *code) {
  size_t n = 0;
  for (size_t i = 0; i < d->diags.count; i++)
    n += strcmp(sk_rule_get(d->diags.items[i].rule)->code, code) == 0;
  return n;
}

static char *span_text(const SkDocument *d, SkSpan s) {
  return strndup(d->src->text + s.start, s.end - s.start);
}

/* <HEADER/> then <SKELETON>: two top-level elements, accepted. */
static void header_then_skeleton_is_not_a_syntax_error(void **state) {
  (void)state;
  SkDocument *d = check("a.xsf", "<?xml version=\"1.0\"?>\r\n<HEADER MAGIC=\"XSF\" VERSION=\"919\"/>\r\n"
                                 "<SKELETON NUMBONES=\"1\">\r\n <BONE ID=\"0\" NAME=\"Root\" NUMCHILDS=\"0\">\r\n"
                                 "  <PARENTID>-1</PARENTID>\r\n </BONE>\r\n</SKELETON>\r\n");
  assert_int_equal(d->format, SK_FORMAT_XSF);
  assert_int_equal(count_code(d, "SK001"), 0);
  assert_int_equal(d->model->nbones, 1);
  sk_document_free(d);
}

/* Spans cover exactly the value: "Root" of NAME, "7" of PARENTID. */
static void spans_cover_values_exactly(void **state) {
  (void)state;
  SkDocument *d = check("a.xsf", "<SKELETON>\n<BONE NUMCHILDS='3' NAME=\"Root\" ID=\"0\">"
                                 "<PARENTID> 7 </PARENTID></BONE></SKELETON>");
  SkBone *b = &d->model->bones[0];
  char *s = span_text(d, b->name_span);
  assert_string_equal(s, "Root");
  free(s);
  s = span_text(d, b->parent_span);
  assert_string_equal(s, "7");
  free(s);
  s = span_text(d, b->id_span);
  assert_string_equal(s, "0");
  free(s);
  assert_true(b->parent_unresolved);
  sk_document_free(d);
}

/* A billion-laughs file is refused at the DOCTYPE, quickly. */
static void billion_laughs_is_refused_quickly(void **state) {
  (void)state;
  char doc[4096] = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol0 \"lol\">\n";
  for (int i = 1; i < 10; i++) {
    char line[256];
    snprintf(line, sizeof line, "<!ENTITY lol%d \"&lol%d;&lol%d;&lol%d;&lol%d;&lol%d;&lol%d;&lol%d;&lol%d;&lol%d;&lol%d;\">\n",
             i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
    strcat(doc, line);
  }
  strcat(doc, "]>\n<SKELETON><BONE NAME=\"&lol9;\"/></SKELETON>\n");
  clock_t t0 = clock();
  SkDocument *d = check("lol.xsf", doc);
  double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
  assert_int_equal(count_code(d, "SK001"), 1);
  assert_true(secs < 1.0); /* a guard against expansion, not a benchmark */
  for (uint32_t i = 0; i < d->model->nbones; i++) assert_true(strlen(d->model->bones[i].name) < 100);
  sk_document_free(d);
}

/* An external entity never reads the file it names. */
static void external_entity_is_never_read(void **state) {
  (void)state;
  char path[] = "/tmp/skellint-secret-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(write(fd, "TOPSECRET", 9), 9);
  close(fd);
  char doc[512];
  snprintf(doc, sizeof doc, "<?xml version=\"1.0\"?>\n<!DOCTYPE s [<!ENTITY x SYSTEM \"file://%s\">]>\n"
                            "<SKELETON><BONE NAME=\"&x;\"/></SKELETON>\n", path);
  SkDocument *d = check("xxe.xsf", doc);
  assert_int_equal(count_code(d, "SK001"), 1);
  for (size_t i = 0; i < d->diags.count; i++) assert_null(strstr(d->diags.items[i].message, "TOPSECRET"));
  for (uint32_t i = 0; i < d->model->nbones; i++) assert_null(strstr(d->model->bones[i].name, "TOPSECRET"));
  /* Without a DOCTYPE, an undeclared entity is an error too, not a lookup. */
  sk_document_free(d);
  d = check("u.xsf", "<SKELETON><BONE NAME=\"&x;\"/></SKELETON>");
  assert_int_equal(count_code(d, "SK001"), 1);
  sk_document_free(d);
  unlink(path);
}

/* A syntax error is reported at the damage, in the user's terms, with
 * libxml2's message as a note. */
static void syntax_error_position(void **state) {
  (void)state;
  SkDocument *d = check("s.xsf", "<SKELETON>\n  <BONE NAME=\"a\">\n  </BONX>\n</SKELETON>\n");
  assert_int_equal(count_code(d, "SK001"), 1);
  const SkDiagnostic *e = NULL;
  for (size_t i = 0; i < d->diags.count; i++)
    if (d->diags.items[i].rule == SK_RULE_SK001) e = &d->diags.items[i];
  SkPosition p = sk_source_position(d->src, e->span.start, SK_COLUMN_CHARS);
  assert_int_equal(p.line, 2);
  assert_string_equal(e->message, "</BONX> closes <BONE> opened at line 2; expected </BONE>");
  assert_non_null(strstr(e->related[e->nrelated - 1].message, "mismatch"));
  sk_document_free(d);
}

/* A binary skeleton under .xsf: SK006 says so, and it is decoded as a CSF
 * (this one declares a bone and ends there: SK001 names the field). */
static void binary_lookalike_gets_sk006_and_is_checked(void **state) {
  (void)state;
  const char bin[] = "CSF\0\x97\x03\0\0\x01\0\0\0";
  SkOptions o;
  sk_options_init(&o);
  SkDocument *d = sk_document_check(sk_source_new("s.xsf", bin, sizeof bin - 1, false), SK_FORMAT_UNKNOWN, &o);
  assert_int_equal(d->diags.count, 2);
  assert_int_equal(count_code(d, "SK006"), 1);
  assert_int_equal(count_code(d, "SK001"), 1);
  sk_document_free(d);
}

/* Deep nesting stops at libxml2's depth limit with SK001, not a crash. */
static void deep_nesting_is_bounded(void **state) {
  (void)state;
  size_t depth = 100000;
  char *doc = malloc(depth * 7 + 64);
  char *p = doc;
  p += sprintf(p, "<SKELETON>");
  for (size_t i = 0; i < depth; i++) p += sprintf(p, "<B>");
  *p = '\0';
  SkDocument *d = check("deep.xsf", doc);
  assert_int_equal(count_code(d, "SK001"), 1);
  sk_document_free(d);
  free(doc);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(header_then_skeleton_is_not_a_syntax_error),
      cmocka_unit_test(spans_cover_values_exactly),
      cmocka_unit_test(billion_laughs_is_refused_quickly),
      cmocka_unit_test(external_entity_is_never_read),
      cmocka_unit_test(syntax_error_position),
      cmocka_unit_test(binary_lookalike_gets_sk006_and_is_checked),
      cmocka_unit_test(deep_nesting_is_bounded),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
