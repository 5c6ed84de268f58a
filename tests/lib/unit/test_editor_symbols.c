/* test_editor_symbols.c — the editor layer's symbols, folds, bone search
 * and suppression edits (skellint/editor.h, lint/editor/symbols.c,
 * folding.c, bone_search.c, suppress_edit.c) called directly on documents
 * checked from text, as the language server and the web page call them:
 * the values, not their JSON. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skellint.h"

static SkDocument *check(const char *path, const char *text) {
  SkOptions o;
  sk_options_init(&o);
  return sk_document_check(sk_source_new(path, text, strlen(text), false), SK_FORMAT_UNKNOWN, &o);
}

/* An XSF bone on lines of its own: its opening line, its parent line and
 * its closing line. */
static void bone(SkBuf *b, int id, const char *name, int parent) {
  sk_buf_printf(b, "  <BONE ID=\"%d\" NAME=\"%s\" NUMCHILDS=\"0\">\n", id, name);
  sk_buf_printf(b, "    <PARENTID>%d</PARENTID>\n  </BONE>\n", parent);
}

static SkDocument *skeleton(const char *const *names, const int *parents, int n) {
  SkBuf b = {0};
  sk_buf_printf(&b, "<HEADER MAGIC=\"XSF\" VERSION=\"919\" />\n<SKELETON NUMBONES=\"%d\">\n", n);
  for (int i = 0; i < n; i++) bone(&b, i, names[i], parents[i]);
  sk_buf_printf(&b, "</SKELETON>\n");
  SkDocument *d = check("t.xsf", b.data);
  sk_buf_free(&b);
  return d;
}

static char *text_at(const SkDocument *d, SkSpan s) {
  return sk_xasprintf("%.*s", (int)(s.end - s.start), d->src->text + s.start);
}

static void assert_bone(const SkDocument *d, const SkSymbol *s, const char *name, int index,
                        uint32_t nchildren) {
  char detail[32];
  snprintf(detail, sizeof detail, "bone %d", index);
  assert_string_equal(s->name, name);
  assert_string_equal(s->detail, detail);
  assert_int_equal(s->kind, SK_SYMBOL_OBJECT);
  assert_int_equal(s->nchildren, nchildren);
  char *sel = text_at(d, s->selection);
  assert_non_null(strstr(sel, name));
  free(sel);
  char *range = text_at(d, s->range);
  assert_true(strncmp(range, "<BONE", 5) == 0);
  free(range);
  assert_true(s->range.start <= s->selection.start && s->selection.end <= s->range.end);
}

/* Children nest under their parents in order; a two-bone loop hangs off
 * nothing and is listed at the top after the tops. */
static void bones_nest(void **state) {
  (void)state;
  const char *names[] = {"Pelvis", "Spine", "Head", "Thigh", "LoopA", "LoopB"};
  const int parents[] = {-1, 0, 1, 0, 5, 4};
  SkDocument *d = skeleton(names, parents, 6);
  SkSymbol *s;
  size_t n;
  assert_true(sk_document_symbols(d, NULL, NULL, NULL, NULL, &s, &n));
  assert_int_equal(n, 2);
  assert_bone(d, &s[0], "Pelvis", 0, 2);
  assert_bone(d, &s[0].children[0], "Spine", 1, 1);
  assert_bone(d, &s[0].children[0].children[0], "Head", 2, 0);
  assert_bone(d, &s[0].children[1], "Thigh", 3, 0);
  assert_bone(d, &s[1], "LoopA", 4, 1);
  assert_bone(d, &s[1].children[0], "LoopB", 5, 0);
  sk_outline_free(s, n);
  sk_document_free(d);
}

static bool cancel_at_3(void *arg, uint32_t work) {
  ++*(int *)arg;
  return work == 3;
}

/* A chain deeper than 128 levels: the bone at depth 128 is listed beside
 * its siblings' place, after its whole subtree, flat. Cancelling stops
 * and gives nothing. */
static void deep_chain_flat(void **state) {
  (void)state;
  enum { N = 200 };
  const char *names[N];
  int parents[N];
  char buf[N][16];
  for (int i = 0; i < N; i++) {
    snprintf(buf[i], sizeof buf[i], "b%d", i);
    names[i] = buf[i];
    parents[i] = i - 1;
  }
  SkDocument *d = skeleton(names, parents, N);
  SkSymbol *s;
  size_t n;
  assert_true(sk_bone_symbols(d->model, NULL, NULL, &s, &n));
  assert_int_equal(n, 1);
  const SkSymbol *at = &s[0];
  for (int depth = 1; depth < 127; depth++) {
    assert_int_equal(at->nchildren, 1);
    at = &at->children[0];
  }
  assert_string_equal(at->name, "b126");
  assert_int_equal(at->nchildren, N - 127);
  for (int i = 0; i < N - 128; i++) assert_string_equal(at->children[i].name, buf[128 + i]);
  assert_string_equal(at->children[N - 128].name, "b127");
  sk_outline_free(s, n);

  int calls = 0;
  s = (SkSymbol *)1;
  assert_false(sk_bone_symbols(d->model, cancel_at_3, &calls, &s, &n));
  assert_null(s);
  assert_int_equal(n, 0);
  assert_int_equal(calls, 4);
  sk_document_free(d);
}

/* Each bone (three lines) and the skeleton fold, one range per start line. */
static void folds(void **state) {
  (void)state;
  const char *names[] = {"Pelvis", "Spine"};
  const int parents[] = {-1, 0};
  SkDocument *d = skeleton(names, parents, 2);
  SkFold *f;
  size_t n;
  assert_true(sk_folds(d->src, d->model, NULL, NULL, &f, &n));
  assert_int_equal(n, 3);
  assert_int_equal(f[0].start, 1);
  assert_int_equal(f[0].end, 8);
  assert_int_equal(f[1].start, 2);
  assert_int_equal(f[1].end, 4);
  assert_int_equal(f[2].start, 5);
  assert_int_equal(f[2].end, 7);
  free(f);
  int calls = 0;
  assert_true(sk_folds(d->src, NULL, cancel_at_3, &calls, &f, &n));
  assert_int_equal(n, 0);
  sk_document_free(d);
}

/* A query's characters in order, case and spaces aside; the first `max`. */
static void bone_search(void **state) {
  (void)state;
  assert_true(sk_name_matches("lthigh", "Bip01 L Thigh"));
  assert_true(sk_name_matches("L TH", "Bip01 L Thigh"));
  assert_true(sk_name_matches("", "Bip01"));
  assert_false(sk_name_matches("thighl", "Bip01 L Thigh"));
  const char *names[] = {"Bip01 L Thigh", "Bip01 Spine", "Bip01 R Thigh"};
  const int parents[] = {-1, 0, 0};
  SkDocument *d = skeleton(names, parents, 3);
  uint32_t *hits;
  assert_int_equal(sk_bones_matching(d->model, "thi", 10, &hits), 2);
  assert_int_equal(hits[0], 0);
  assert_int_equal(hits[1], 2);
  free(hits);
  assert_int_equal(sk_bones_matching(d->model, "thi", 1, &hits), 1);
  free(hits);
  sk_document_free(d);
}

static const char *code_of(const SkDiagnostic *g) { return sk_rule_get(g->rule)->code; }

/* A finding's line gets a comment above it, indented like it; the file a
 * comment at the top, after the XML declaration; a comment of the same
 * kind already there takes the code instead. */
static void suppress_xml(void **state) {
  (void)state;
  const char *text = "<?xml version=\"1.0\"?>\n"
                     "<HEADER MAGIC=\"XSF\" VERSION=\"919\" />\n"
                     "<SKELETON NUMBONES=\"1\">\n"
                     "  <BONE ID=\"0\" NAME=\"Root\" NUMCHILDS=\"0\">\n"
                     "    <PARENTID>0</PARENTID>\n"
                     "  </BONE>\n"
                     "</SKELETON>\n";
  SkDocument *d = check("t.xsf", text);
  assert_true(d->diags.count > 0);
  const SkDiagnostic *g = &d->diags.items[0];
  const char *code = code_of(g);
  uint32_t line = sk_source_line_of(d->src, g->span.start);
  SkSpan ls = sk_source_line_span(d->src, line);
  SkEdit e;
  assert_true(sk_suppress_edit(d, code, SK_SUPPRESS_NEXT_LINE, line, &e));
  assert_int_equal(e.span.start, ls.start);
  assert_int_equal(e.span.end, ls.start);
  uint32_t ind = 0;
  while (d->src->text[ls.start + ind] == ' ') ind++;
  char *want = sk_xasprintf("%*s<!-- skellint-disable-next-line %s -->\n", (int)ind, "", code);
  assert_string_equal(e.text, want);
  free(want);
  free(e.text);
  assert_true(sk_suppress_edit(d, code, SK_SUPPRESS_FILE, 0, &e));
  assert_int_equal(e.span.start, strlen("<?xml version=\"1.0\"?>"));
  want = sk_xasprintf("\n<!-- skellint-disable-file %s -->", code);
  assert_string_equal(e.text, want);
  free(want);
  free(e.text);

  /* The list: each code once per line, then once for the file. */
  SkSuppressEdits l;
  sk_suppress_edits(d, sk_span(0, (uint32_t)strlen(text)), &l);
  assert_true(l.count >= 2);
  assert_ptr_equal(l.items[0].diag, g);
  assert_int_equal(l.items[0].kind, SK_SUPPRESS_NEXT_LINE);
  assert_int_equal(l.items[1].kind, SK_SUPPRESS_FILE);
  assert_string_equal(l.items[1].code, code);
  for (size_t i = 0; i < l.count; i++)
    for (size_t k = 0; k < i; k++)
      assert_false(l.items[i].kind == l.items[k].kind && strcmp(l.items[i].code, l.items[k].code) == 0 &&
                   (l.items[i].kind == SK_SUPPRESS_FILE ||
                    l.items[i].edit.span.start == l.items[k].edit.span.start));
  sk_suppress_edits_free(&l);
  assert_null(l.items);
  sk_document_free(d);

  /* A suppression comment there already takes one more code. */
  const char *with = "<?xml version=\"1.0\"?>\n"
                     "<!-- skellint-disable-file SK999 -->\n"
                     "<SKELETON NUMBONES=\"1\">\n"
                     "  <!-- skellint-disable-next-line SK999 -->\n"
                     "  <BONE ID=\"0\" NAME=\"Root\" NUMCHILDS=\"0\">\n"
                     "    <PARENTID>0</PARENTID>\n"
                     "  </BONE>\n"
                     "</SKELETON>\n";
  d = check("t.xsf", with);
  assert_true(sk_suppress_edit(d, "SK103", SK_SUPPRESS_FILE, 0, &e));
  assert_int_equal(e.span.start, strstr(with, "-file") - with + 5);
  assert_string_equal(e.text, " SK103");
  free(e.text);
  assert_true(sk_suppress_edit(d, "SK103", SK_SUPPRESS_NEXT_LINE, 4, &e));
  assert_int_equal(e.span.start, strstr(with, "-next-line") - with + 10);
  assert_string_equal(e.text, " SK103");
  free(e.text);
  /* An attribute's continuation line is inside a tag: no comment there. */
  sk_document_free(d);
  d = check("t.xsf", "<SKELETON NUMBONES=\"1\">\n  <BONE ID=\"0\"\n    NAME=\"Root\" NUMCHILDS=\"0\">\n"
                     "  </BONE>\n</SKELETON>\n");
  assert_false(sk_suppress_edit(d, "SK103", SK_SUPPRESS_NEXT_LINE, 2, &e));
  assert_true(sk_suppress_edit(d, "SK103", SK_SUPPRESS_NEXT_LINE, 1, &e));
  free(e.text);
  sk_document_free(d);
}

/* `//` comments in LGW and BonesPro; none in a .bon (no comment syntax). */
static void suppress_other_syntaxes(void **state) {
  (void)state;
  SkDocument *d = check("t.bon", "RokDeBone2 ver1.0.0.0\r\n");
  SkEdit e;
  assert_false(sk_suppress_edit(d, "SK103", SK_SUPPRESS_FILE, 0, &e));
  SkSuppressEdits l;
  sk_suppress_edits(d, sk_span(0, 100), &l);
  assert_int_equal(l.count, 0);
  sk_suppress_edits_free(&l);
  sk_document_free(d);
  d = check("t.txt", "MODEL \"rig\"\r\nEXPORT_VERSION 4\r\n");
  assert_int_equal(d->format, SK_FORMAT_LGW);
  assert_true(sk_suppress_edit(d, "SK103", SK_SUPPRESS_FILE, 0, &e));
  assert_int_equal(e.span.start, 0);
  assert_string_equal(e.text, "// skellint-disable-file SK103\r\n");
  free(e.text);
  assert_true(sk_suppress_edit(d, "SK103", SK_SUPPRESS_NEXT_LINE, 1, &e));
  assert_int_equal(e.span.start, 13);
  assert_string_equal(e.text, "// skellint-disable-next-line SK103\r\n");
  free(e.text);
  sk_document_free(d);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(bones_nest),
      cmocka_unit_test(deep_chain_flat),
      cmocka_unit_test(folds),
      cmocka_unit_test(bone_search),
      cmocka_unit_test(suppress_xml),
      cmocka_unit_test(suppress_other_syntaxes),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
