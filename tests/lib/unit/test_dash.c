/* test_dash.c — the Dash front-ends through the library: exact spans of
 * JSON values (which cJSON does not keep), SK001 positions, byte order of
 * the binary records, detection by content, and that no prefix or damaged
 * copy of a file makes them misbehave. The rules' messages are covered by
 * tests/cases/dashjson and tests/cases/dashbin. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

static SkDocument *check_json(const char *text) {
  SkSource *src = sk_source_new("t.json", text, strlen(text), false);
  return sk_document_check(src, SK_FORMAT_DASHJSON, NULL);
}

static SkDocument *check_bin(const unsigned char *bytes, size_t len) {
  SkSource *src = sk_source_new_binary("t.dmx", (const char *)bytes, len);
  return sk_document_check(src, SK_FORMAT_DASHBIN, NULL);
}

/* The text a span covers, for comparisons. */
static char *span_text(const SkDocument *doc, SkSpan s) {
  assert_true(sk_span_valid(s));
  assert_true(s.end <= doc->src->len);
  return sk_xstrndup(doc->src->text + s.start, s.end - s.start);
}

static const SkDiagnostic *find_diag(const SkDocument *doc, SkRuleId rule) {
  for (size_t i = 0; i < doc->diags.count; i++)
    if (doc->diags.items[i].rule == rule) return &doc->diags.items[i];
  return NULL;
}

/* The parent span is the `2` of "parentIndex": 2, the rotation span the
 * whole object, the name span the characters between the quotes. */
static void test_json_spans(void **state) {
  (void)state;
  const char *text =
      "[ {\"parentIndex\": null, \"name\": \"root\"},\n"
      "  {\"name\": \"a\\u00e9b\", \"parentIndex\":   0 ,\n"
      "   \"rotation\" : { \"x\": 0, \"y\": 0, \"z\": 0, \"w\": 1 } },\n"
      "  {\"parentIndex\": 2, \"name\": \"tip\"} ]";
  SkDocument *doc = check_json(text);
  assert_non_null(doc->model);
  assert_int_equal(doc->model->nbones, 3);
  const SkBone *b = doc->model->bones;
  char *s = span_text(doc, b[2].parent_span);
  assert_string_equal(s, "2");
  free(s);
  s = span_text(doc, b[1].parent_span);
  assert_string_equal(s, "0");
  free(s);
  s = span_text(doc, b[1].rotation_span);
  assert_string_equal(s, "{ \"x\": 0, \"y\": 0, \"z\": 0, \"w\": 1 }");
  free(s);
  s = span_text(doc, b[1].name_span);
  assert_string_equal(s, "a\\u00e9b");
  free(s);
  assert_string_equal(b[1].name, "a\xC3\xA9" "b");
  assert_int_equal(b[2].parent, 2); /* itself: SK103's business */
  assert_int_equal(b[1].parent, 0);
  assert_int_equal(b[0].parent, SK_NO_PARENT);
  sk_document_free(doc);
}

/* The first bone's "parentIndex": 0 (the format's own example) means no
 * parent, like null; on any other bone 0 is bone 0. */
static void test_json_root_parent_zero(void **state) {
  (void)state;
  SkDocument *doc = check_json("[{\"parentIndex\": 0, \"name\": \"r\"},"
                               " {\"parentIndex\": 0, \"name\": \"c\"}]");
  assert_false(doc->model->bones[0].has_parent_ref);
  assert_int_equal(doc->model->bones[0].parent, SK_NO_PARENT);
  assert_int_equal(doc->model->bones[1].parent, 0);
  assert_int_equal(doc->diags.count, 0);
  sk_document_free(doc);
}

/* SK001 sits where parsing failed: the unexpected token, or the end. */
static void test_json_syntax_positions(void **state) {
  (void)state;
  static const struct {
    const char *text;
    uint32_t at;
    const char *needle;
  } cases[] = {
      {"[{\"name\": \"a\" \"parentIndex\": 0}]", 14, "expected ',' or '}'"},
      {"[{\"name\": \"a\"", 13, "the end of the file"},
      {"[{\"name\": \"a\",}]", 14, "no trailing comma"},
      {"[{\"name\": tru}]", 10, "found 'tru'"},
      {"[1, 2] x", 7, "end of the file after"},
      {"", 0, "expected a value"},
      {"[{\"name\": \"a\\x\"}]", 12, "invalid escape"},
      {"[\"\\ud800\"]", 2, "invalid escape '\\ud800'"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    SkDocument *doc = check_json(cases[i].text);
    const SkDiagnostic *d = find_diag(doc, SK_RULE_SK001);
    assert_non_null(d);
    assert_int_equal(d->span.start, cases[i].at);
    assert_non_null(strstr(d->message, cases[i].needle));
    sk_document_free(doc);
  }
}

/* Nesting beyond cJSON's limit is one SK001, not a crash. */
static void test_json_deep_nesting(void **state) {
  (void)state;
  size_t n = 5000;
  char *text = sk_xmalloc(n + 1);
  memset(text, '[', n);
  text[n] = '\0';
  SkDocument *doc = check_json(text);
  const SkDiagnostic *d = find_diag(doc, SK_RULE_SK001);
  assert_non_null(d);
  assert_non_null(strstr(d->message, "nested deeper"));
  sk_document_free(doc);
  free(text);
}

/* Every prefix and every one-byte change of a valid file gives a result
 * whose spans lie inside the text. */
static void test_json_damaged_copies(void **state) {
  (void)state;
  const char *good =
      "[{\"parentIndex\": null, \"name\": \"root\", \"position\": {\"x\": 1e2, "
      "\"y\": -0.5, \"z\": 0}, \"rotation\": {\"x\": 0, \"y\": 0, \"z\": 0, \"w\": 1}},"
      " {\"parentIndex\": 0, \"name\": \"b\\\"c\", \"scale\": {\"x\": 1, \"y\": 1, \"z\": 1}}]";
  size_t len = strlen(good);
  const char subst[] = "\"{}[],:0-e.\\nN ";
  char *buf = sk_xmalloc(len + 1);
  for (size_t cut = 0; cut <= len; cut++) {
    for (size_t k = 0; k < sizeof subst; k++) {
      memcpy(buf, good, len + 1);
      size_t n = len;
      if (k == sizeof subst - 1) n = cut; /* the prefix */
      else if (cut < len) buf[cut] = subst[k];
      else continue;
      SkSource *src = sk_source_new("t.json", buf, n, false);
      SkDocument *doc = sk_document_check(src, SK_FORMAT_DASHJSON, NULL);
      for (size_t i = 0; i < doc->diags.count; i++) {
        SkSpan s = doc->diags.items[i].span;
        assert_true(s.start <= s.end && s.end <= n);
      }
      sk_document_free(doc);
    }
  }
  free(buf);
}

/* Records are little-endian whatever the host: build one byte by byte. */
static void put32(unsigned char *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i));
}

static void test_bin_little_endian(void **state) {
  (void)state;
  unsigned char rec[160] = {0};
  memcpy(rec, "root", 4);
  put32(rec + 0x34 + 12, 0x3F800000); /* rotation.w = 1 */
  for (int k = 0; k < 3; k++) put32(rec + 0x44 + 4 * k, 0x3F800000);
  unsigned char *r1 = rec + 80;
  memcpy(r1, "child", 5);
  put32(r1 + 0x20, 1);
  put32(r1 + 0x24, 0);
  put32(r1 + 0x28 + 4, 0x3FA00000);  /* position.y = 1.25 */
  put32(r1 + 0x28 + 8, 0xC0490FDB);  /* position.z = -pi */
  put32(r1 + 0x34 + 4, 0x3F3504F3);  /* rotation.y = 0.70710677 */
  put32(r1 + 0x34 + 12, 0x3F3504F3); /* rotation.w */
  for (int k = 0; k < 3; k++) put32(r1 + 0x44 + 4 * k, 0x40000000); /* 2 */
  SkDocument *doc = check_bin(rec, sizeof rec);
  assert_int_equal(doc->model->nbones, 2);
  const SkBone *b = &doc->model->bones[1];
  assert_string_equal(b->name, "child");
  assert_int_equal(b->declared_id, 1);
  assert_int_equal(b->parent, 0);
  assert_true(b->translation[1] == 1.25);
  assert_true(b->translation[2] < -3.1415 && b->translation[2] > -3.1417);
  assert_true(b->rotation[1] > 0.7071 && b->rotation[1] < 0.7072);
  assert_true(b->scale[0] == 2.0);
  assert_int_equal(b->parent_span.start, 80 + 0x24);
  assert_int_equal(b->id_span.start, 80 + 0x20);
  assert_int_equal(b->name_span.start, 80);
  assert_int_equal(b->name_span.end, 85);
  assert_int_equal(doc->diags.count, 0);
  sk_document_free(doc);
}

/* SK442 points at the trailing bytes; a prefix of any length is safe. */
static void test_bin_trailing_and_prefixes(void **state) {
  (void)state;
  unsigned char data[200];
  for (size_t i = 0; i < sizeof data; i++) data[i] = (unsigned char)(i * 37 + 11);
  for (size_t n = 0; n <= sizeof data; n++) {
    SkDocument *doc = check_bin(data, n);
    assert_non_null(doc->model);
    assert_int_equal(doc->model->nbones, n / 80);
    const SkDiagnostic *d = find_diag(doc, SK_RULE_SK442);
    if (n % 80) {
      assert_non_null(d);
      /* the trailing-bytes one is the last SK442 */
      const SkDiagnostic *last = NULL;
      for (size_t i = 0; i < doc->diags.count; i++)
        if (doc->diags.items[i].rule == SK_RULE_SK442 &&
            strstr(doc->diags.items[i].message, "multiple of 80"))
          last = &doc->diags.items[i];
      assert_non_null(last);
      assert_int_equal(last->span.start, n - n % 80);
      assert_int_equal(last->span.end, n);
    }
    for (size_t i = 0; i < doc->diags.count; i++)
      assert_true(doc->diags.items[i].span.end <= n);
    sk_document_free(doc);
  }
}

/* A .json file is Dash only by its content; .dmx by its extension, unless
 * it is Valve's DMX. */
static void test_detection(void **state) {
  (void)state;
  const char *dash = "[\n {\"name\": \"root\"},\n {\"name\": \"a\", \"parentIndex\": 0}]";
  assert_int_equal(sk_detect("x.json", dash, strlen(dash)), SK_FORMAT_DASHJSON);
  assert_int_equal(sk_detect(NULL, dash, strlen(dash)), SK_FORMAT_DASHJSON);
  const char *pkg = "[{\"name\": \"left-pad\", \"deps\": {\"parentIndex\": 1}}]";
  assert_int_equal(sk_detect("package.json", pkg, strlen(pkg)), SK_FORMAT_UNKNOWN);
  const char *obj = "{\"parentIndex\": 0}";
  assert_int_equal(sk_detect("x.json", obj, strlen(obj)), SK_FORMAT_UNKNOWN);
  const char *str = "[{\"note\": \"\\\"parentIndex\\\": 0\"}]";
  assert_int_equal(sk_detect("x.json", str, strlen(str)), SK_FORMAT_UNKNOWN);
  assert_int_equal(sk_detect("a.DMX", "\0\0\0", 3), SK_FORMAT_DASHBIN);
  const char *valve = "<!-- dmx encoding keyvalues2 1 format model 1 -->\n";
  assert_int_equal(sk_detect("a.dmx", valve, strlen(valve)), SK_FORMAT_UNKNOWN);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_json_spans),
      cmocka_unit_test(test_json_root_parent_zero),
      cmocka_unit_test(test_json_syntax_positions),
      cmocka_unit_test(test_json_deep_nesting),
      cmocka_unit_test(test_json_damaged_copies),
      cmocka_unit_test(test_bin_little_endian),
      cmocka_unit_test(test_bin_trailing_and_prefixes),
      cmocka_unit_test(test_detection),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
