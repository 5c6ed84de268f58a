/* test_publish.c — the publishDiagnostics text the server writes without
 * cJSON (lsp_publish_write, lsp/session/publish.c) is byte for byte what the
 * cJSON tree of the same notification prints — the shape the server sent
 * before: lsp_diagnostic_json per diagnostic, cJSON_PrintUnformatted of the
 * whole message. Covered: every string escape cJSON makes (quotes,
 * backslashes, the short control escapes, \u00xx, bytes ≥ 0x7F as they
 * are), messages NULL and empty, a diagnostic without a rule, rules turned
 * off (not published), related information, invalid and reversed spans,
 * negative and extreme versions, positions in UTF-16 and UTF-8 on a text
 * with CRLF and multi-byte characters; and 10,000 diagnostics, whose two
 * timings are printed. The same for the WorkspaceEdit of fixes that code
 * actions carry (lsp_put_fix_edit, lsp/proto/action_json.c), against the cJSON tree
 * the server built before; fix-all over 10,000 findings is timed too.
 * A string request id comes back (lsp_ids_exact, lsp/wire/ids.c) escaped by the
 * same writer, as cJSON escapes it (DEL as it is), NULs as \u0000. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "features/features.h"

/* The old way: the tree, printed. */
static char *with_cjson(const Lsp *s, LspDoc *d) {
  cJSON *p = cJSON_CreateObject();
  cJSON_AddStringToObject(p, "uri", d->uri);
  cJSON_AddNumberToObject(p, "version", (double)d->checked_version);
  cJSON *arr = cJSON_AddArrayToObject(p, "diagnostics");
  const SkDiagList *l = &d->doc->diags;
  for (size_t i = 0; i < l->count; i++)
    if (l->items[i].severity > SK_SEVERITY_OFF)
      cJSON_AddItemToArray(arr, lsp_diagnostic_json(s, d, &l->items[i]));
  cJSON *m = cJSON_CreateObject();
  cJSON_AddStringToObject(m, "jsonrpc", "2.0");
  cJSON_AddStringToObject(m, "method", "textDocument/publishDiagnostics");
  cJSON_AddItemToObject(m, "params", p);
  char *text = cJSON_PrintUnformatted(m);
  cJSON_Delete(m);
  return text;
}

static char *written(const Lsp *s, LspDoc *d) {
  SkBuf b = {0};
  lsp_publish_write(s, d, &b);
  return sk_buf_take(&b);
}

static void assert_same(const char *want, const char *got) {
  size_t i = 0;
  while (want[i] && want[i] == got[i]) i++;
  if (want[i] == got[i]) return;
  size_t from = i > 60 ? i - 60 : 0;
  print_error("differ at byte %zu:\n  cJSON:   %.120s\n  written: %.120s\n", i, want + from,
              got + from);
  fail();
}

static SkDiagnostic *add(SkDocument *doc, SkRuleId rule, SkSeverity sev, SkSpan span,
                         const char *msg) {
  SkDiagList *l = &doc->diags;
  if (l->count == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    l->items = sk_xrealloc(l->items, l->cap * sizeof *l->items);
  }
  SkDiagnostic *g = &l->items[l->count++];
  memset(g, 0, sizeof *g);
  g->rule = rule;
  g->severity = sev;
  g->span = span;
  g->message = msg ? sk_xstrdup(msg) : NULL;
  g->bone = UINT32_MAX;
  return g;
}

static void relate(SkDiagnostic *g, SkSpan span, const char *msg) {
  g->related = sk_xrealloc(g->related, (g->nrelated + 1) * sizeof *g->related);
  g->related[g->nrelated].span = span;
  g->related[g->nrelated].message = msg ? sk_xstrdup(msg) : NULL;
  g->nrelated++;
}

static const char text[] = "<SKELETON>\r\n  <BONE NAME=\"日本\xF0\x9F\x98\x80\">\r\n"
                           "\t<PARENTID>-1</PARENTID>\n</BONE>\n</SKELETON>\n";

static LspDoc *new_doc(const char *uri) {
  LspDoc *d = sk_xcalloc(1, sizeof *d);
  d->uri = sk_xstrdup(uri);
  d->path = sk_xstrdup("/t/a.xsf");
  d->doc = sk_xcalloc(1, sizeof *d->doc);
  d->doc->src = sk_source_new(d->path, text, sizeof text - 1, false);
  return d;
}

static void free_doc(LspDoc *d) {
  lsp_doc_text_changed(d);
  sk_document_free(d->doc);
  free(d->uri);
  free(d->path);
  free(d);
}

static void compare(LspDoc *d) {
  for (int unit = 0; unit < 2; unit++) {
    Lsp s;
    memset(&s, 0, sizeof s);
    s.unit = unit ? SK_COLUMN_UTF8 : SK_COLUMN_UTF16;
    lsp_doc_text_changed(d);
    char *want = with_cjson(&s, d), *got = written(&s, d);
    assert_same(want, got);
    free(want);
    free(got);
  }
}

static void test_every_shape(void **state) {
  (void)state;
  LspDoc *d = new_doc("file:///t/caf%C3%A9 \"q\"\\\t\x01/a.xsf");
  SkRuleId r1 = sk_rule_find("SK101")->id, r2 = sk_rule_find("SK401")->id;
  uint32_t n = sizeof text - 1;
  add(d->doc, r1, SK_SEVERITY_ERROR, sk_span(14, 30),
      "quote \" backslash \\ \b\f\n\r\t \x01\x1f\x7f é 日本 \xF0\x9F\x98\x80 /slash/");
  add(d->doc, r2, SK_SEVERITY_WARNING, sk_span(0, 0), "");
  add(d->doc, r2, SK_SEVERITY_INFO, sk_span(n, n), NULL);
  add(d->doc, r1, SK_SEVERITY_OFF, sk_span(1, 2), "off: not published");
  add(d->doc, SK_RULE_COUNT, SK_SEVERITY_ERROR, SK_NO_SPAN, "no rule, no span");
  add(d->doc, r1, SK_SEVERITY_INFO, sk_span(30, 20), "reversed span");
  SkDiagnostic *g = add(d->doc, r2, SK_SEVERITY_WARNING, sk_span(40, 52), "related");
  relate(g, sk_span(2, 10), "the other \"one\"");
  relate(g, SK_NO_SPAN, NULL);
  relate(g, sk_span(n - 3, n), "");
  int64_t versions[] = {0, 1, -1, 2147483647, -2147483647 - 1, 12345};
  for (size_t i = 0; i < sizeof versions / sizeof *versions; i++) {
    d->checked_version = versions[i];
    compare(d);
  }
  free_doc(d);
}

static void test_nothing(void **state) {
  (void)state;
  LspDoc *d = new_doc("file:///t/a.xsf");
  d->checked_version = 3;
  compare(d);
  free_doc(d);
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void test_ten_thousand(void **state) {
  (void)state;
  /* A 10,000-line text with one finding per line. */
  SkBuf t = {0};
  for (int i = 0; i < 10000; i++) sk_buf_printf(&t, "    <BONE ID=\"%d\" NAME=\"Bone%06d\"/>\n", i, i);
  LspDoc *d = sk_xcalloc(1, sizeof *d);
  d->uri = sk_xstrdup("file:///t/big.xsf");
  d->path = sk_xstrdup("/t/big.xsf");
  d->doc = sk_xcalloc(1, sizeof *d->doc);
  d->doc->src = sk_source_new(d->path, t.data, t.len, false);
  SkRuleId r = sk_rule_find("SK401")->id;
  uint32_t line = (uint32_t)(t.len / 10000);
  for (uint32_t i = 0; i < 10000; i++) {
    char msg[96];
    snprintf(msg, sizeof msg, "NUMCHILDS says %u but the bone has %u children", i % 7, i % 5);
    SkDiagnostic *g = add(d->doc, r, SK_SEVERITY_WARNING, sk_span(i * line + 4, i * line + 30), msg);
    if (i % 10 == 0) relate(g, sk_span(i * line + 15, i * line + 20), "the child");
  }
  d->checked_version = 42;
  Lsp s;
  memset(&s, 0, sizeof s);
  s.unit = SK_COLUMN_UTF16;
  lsp_doc_positions(&s, d); /* both timings without the index */
  double t0 = now_ms();
  char *want = with_cjson(&s, d);
  double t1 = now_ms();
  char *got = written(&s, d);
  double t2 = now_ms();
  printf("10,000 diagnostics (%zu bytes): cJSON tree %.1f ms, written %.1f ms\n", strlen(got),
         t1 - t0, t2 - t1);
  assert_same(want, got);
  free(want);
  free(got);
  sk_buf_free(&t);
  free_doc(d);
}

/* The old way of a fix's edit: the tree, printed. */
static char *edit_with_cjson(const Lsp *s, LspDoc *d, const SkFix *const *fixes, size_t n) {
  cJSON *we = cJSON_CreateObject();
  cJSON *changes = cJSON_AddObjectToObject(we, "changes");
  cJSON *edits = cJSON_AddArrayToObject(changes, d->uri);
  for (size_t f = 0; f < n; f++)
    for (uint32_t i = 0; i < fixes[f]->nedits; i++) {
      const SkEdit *e = &fixes[f]->edits[i];
      cJSON *te = cJSON_CreateObject();
      cJSON_AddItemToObject(te, "range", lsp_range_json(s, d, e->span));
      cJSON_AddStringToObject(te, "newText", e->text ? e->text : "");
      cJSON_AddItemToArray(edits, te);
    }
  char *text = cJSON_PrintUnformatted(we);
  cJSON_Delete(we);
  return text;
}

static char *edit_written(const Lsp *s, LspDoc *d, const SkFix *const *fixes, size_t n) {
  SkBuf b = {0};
  lsp_put_fix_edit(&b, d->uri, lsp_doc_positions(s, d), fixes, n);
  return sk_buf_take(&b);
}

static void fix_edit(SkFix *f, SkSpan span, const char *text) {
  f->edits = sk_xrealloc(f->edits, (f->nedits + 1) * sizeof *f->edits);
  f->edits[f->nedits].span = span;
  f->edits[f->nedits].text = text ? sk_xstrdup(text) : NULL;
  f->nedits++;
}

static void test_fix_edits(void **state) {
  (void)state;
  LspDoc *d = new_doc("file:///t/caf%C3%A9 \"q\"\\/a.xsf");
  uint32_t n = sizeof text - 1;
  SkFix fixes[3];
  memset(fixes, 0, sizeof fixes);
  fix_edit(&fixes[0], sk_span(14, 30), "ID=\"2\" \\ \b\f\n\r\t \x01 é 日本 \xF0\x9F\x98\x80");
  fix_edit(&fixes[1], sk_span(0, 0), "");
  fix_edit(&fixes[1], sk_span(n, n), NULL);
  fix_edit(&fixes[1], SK_NO_SPAN, "no span");
  fix_edit(&fixes[2], sk_span(30, 20), "reversed");
  const SkFix *all[3] = {&fixes[0], &fixes[1], &fixes[2]};
  for (int unit = 0; unit < 2; unit++) {
    Lsp s;
    memset(&s, 0, sizeof s);
    s.unit = unit ? SK_COLUMN_UTF8 : SK_COLUMN_UTF16;
    lsp_doc_text_changed(d);
    for (size_t k = 0; k <= 3; k++) { /* none, one, two, all three fixes */
      char *want = edit_with_cjson(&s, d, all, k), *got = edit_written(&s, d, all, k);
      assert_same(want, got);
      free(want);
      free(got);
    }
  }
  for (int f = 0; f < 3; f++) {
    for (uint32_t e = 0; e < fixes[f].nedits; e++) free(fixes[f].edits[e].text);
    free(fixes[f].edits);
  }
  free_doc(d);
}

static void test_fix_all_ten_thousand(void **state) {
  (void)state;
  SkBuf t = {0};
  for (int i = 0; i < 10000; i++) sk_buf_printf(&t, "    <BONE ID=\"%d\" NAME=\"Bone%06d\"/>\n", i + 1, i);
  LspDoc *d = sk_xcalloc(1, sizeof *d);
  d->uri = sk_xstrdup("file:///t/big.xsf");
  d->path = sk_xstrdup("/t/big.xsf");
  d->doc = sk_xcalloc(1, sizeof *d->doc);
  d->doc->src = sk_source_new(d->path, t.data, t.len, false);
  uint32_t line = (uint32_t)(t.len / 10000);
  const SkFix **all = sk_xmalloc(10000 * sizeof *all);
  SkRuleId r = sk_rule_find("SK106")->id;
  for (uint32_t i = 0; i < 10000; i++) {
    SkDiagnostic *g = add(d->doc, r, SK_SEVERITY_WARNING, sk_span(i * line + 15, i * line + 20), "id");
    g->fixes = sk_xcalloc(1, sizeof *g->fixes);
    g->nfixes = 1;
    g->fixes[0].safe = true;
    char num[16];
    snprintf(num, sizeof num, "%u", i);
    fix_edit(&g->fixes[0], sk_span(i * line + 15, i * line + 20), num);
  }
  for (uint32_t i = 0; i < 10000; i++) all[i] = &d->doc->diags.items[i].fixes[0];
  Lsp s;
  memset(&s, 0, sizeof s);
  s.unit = SK_COLUMN_UTF16;
  lsp_doc_positions(&s, d);
  double t0 = now_ms();
  char *want = edit_with_cjson(&s, d, all, 10000);
  double t1 = now_ms();
  char *got = edit_written(&s, d, all, 10000);
  double t2 = now_ms();
  printf("fix-all of 10,000 findings (%zu bytes): cJSON tree %.1f ms, written %.1f ms\n",
         strlen(got), t1 - t0, t2 - t1);
  assert_same(want, got);
  free(want);
  free(got);
  free(all);
  sk_buf_free(&t);
  free_doc(d);
}

/* The id the server answers with, as JSON text. */
static char *id_echoed(const char *body) {
  cJSON *m = cJSON_Parse(body);
  lsp_ids_exact(m, body, strlen(body));
  char *text = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(m, "id"));
  cJSON_Delete(m);
  return text;
}

static void test_ids_escaped_as_strings_are(void **state) {
  (void)state;
  cJSON *str = cJSON_CreateString("a\x7f\x01\x1f \"\\/\b\f\n\r\t \xc3\xa9 A");
  char *want = cJSON_PrintUnformatted(str), *got = id_echoed(
      "{\"jsonrpc\":\"2.0\",\"id\":\"a\\u007f\\u0001\\u001F \\\"\\\\\\/\\b\\f\\n\\r\\t "
      "\\u00e9 \\u0041\",\"method\":\"x\"}");
  assert_string_equal(got, want);
  free(want);
  free(got);
  cJSON_Delete(str);
  got = id_echoed("{\"id\":\"a\\u0000b\",\"method\":\"x\"}");
  assert_string_equal(got, "\"a\\u0000b\"");
  free(got);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_ids_escaped_as_strings_are),
      cmocka_unit_test(test_every_shape),
      cmocka_unit_test(test_nothing),
      cmocka_unit_test(test_ten_thousand),
      cmocka_unit_test(test_fix_edits),
      cmocka_unit_test(test_fix_all_ten_thousand),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
