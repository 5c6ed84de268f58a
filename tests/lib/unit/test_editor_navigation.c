/* test_editor_navigation.c — the editor layer's hover, highlights, inlay
 * hints, definition, references and rename (skellint/editor.h,
 * lint/editor/hover.c, highlight.c, inlay_hints.c, definition.c,
 * rename.c) called directly on a skeleton checked from text, as the
 * language server and the web page call them: the values, not their JSON. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skellint.h"

/* Two bones: "hip" (0), and "knee" (1) whose parent is hip. */
static const char XSF[] =
    "<HEADER MAGIC=\"XSF\" VERSION=\"919\" />\n<SKELETON NUMBONES=\"2\">\n"
    "  <BONE ID=\"0\" NAME=\"hip\" NUMCHILDS=\"1\">\n"
    "    <TRANSLATION>0 0 1</TRANSLATION><ROTATION>0 0 0 1</ROTATION>\n"
    "    <LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>\n"
    "    <PARENTID>-1</PARENTID>\n    <CHILDID>1</CHILDID>\n  </BONE>\n"
    "  <BONE ID=\"1\" NAME=\"knee\" NUMCHILDS=\"0\">\n"
    "    <TRANSLATION>0 0 -1</TRANSLATION><ROTATION>0 0 0 1</ROTATION>\n"
    "    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>\n"
    "    <PARENTID>0</PARENTID>\n  </BONE>\n</SKELETON>\n";

static SkDocument *check(void) {
  SkOptions o;
  sk_options_init(&o);
  return sk_document_check(sk_source_new("t.xsf", XSF, strlen(XSF), false), SK_FORMAT_UNKNOWN,
                           &o);
}

/* The offset of the n-th (0-based) occurrence of `what`, plus `plus`. */
static uint32_t at(const char *what, int n, uint32_t plus) {
  const char *p = XSF;
  for (int i = 0; i <= n; i++) {
    p = strstr(i ? p + 1 : p, what);
    assert_non_null(p);
  }
  return (uint32_t)(p - XSF) + plus;
}

static bool spells(SkSpan s, const char *text) {
  return s.end - s.start == strlen(text) && memcmp(XSF + s.start, text, strlen(text)) == 0;
}

static void hover_names_the_bone_and_its_parent(void **state) {
  (void)state;
  SkDocument *d = check();
  SkHover h;
  assert_true(sk_hover(d, at("\"knee\"", 0, 2), NULL, NULL, &h));
  assert_true(spells(h.span, "knee"));
  assert_non_null(strstr(h.markdown, "knee"));
  assert_non_null(strstr(h.markdown, "hip"));
  sk_hover_free(&h);
  /* Between the bones there is nothing to say. */
  assert_false(sk_hover(d, at("<SKELETON", 0, 2), NULL, NULL, &h));
  sk_document_free(d);
}

static void highlights_and_references_of_a_bone(void **state) {
  (void)state;
  SkDocument *d = check();
  SkHighlights hl = {0};
  sk_highlights(d, at("\"hip\"", 0, 1), &hl);
  /* The name, the knee's PARENTID 0 (a read); in file order. */
  assert_true(hl.count >= 2);
  assert_true(spells(hl.items[0].span, "hip"));
  assert_int_equal(hl.items[0].kind, SK_HIGHLIGHT_WRITE);
  bool parent_ref = false;
  for (size_t i = 1; i < hl.count; i++) {
    assert_true(hl.items[i - 1].span.start < hl.items[i].span.start);
    if (hl.items[i].span.start == at("<PARENTID>0", 0, 10)) parent_ref = true;
  }
  assert_true(parent_ref);
  size_t nhl = hl.count;
  sk_highlights_free(&hl);

  SkSpans refs = {0};
  assert_true(sk_references(d, at("<PARENTID>0", 0, 10), true, &refs));
  assert_int_equal(refs.count, nhl); /* the same places */
  sk_spans_free(&refs);
  SkDefinition def = sk_definition(d, at("<PARENTID>0", 0, 10));
  assert_int_equal(def.in, SK_DEFINED_HERE);
  assert_true(spells(def.span, "hip"));
  sk_document_free(d);
}

static void inlay_hints_name_the_numbers(void **state) {
  (void)state;
  SkDocument *d = check();
  SkInlayHints ih = {0};
  sk_inlay_hints(d, sk_span(0, (uint32_t)strlen(XSF)), NULL, NULL, &ih);
  bool knee_parent = false;
  for (size_t i = 0; i < ih.count; i++)
    if (ih.items[i].at == at("<PARENTID>0", 0, 11)) {
      assert_string_equal(ih.items[i].label, "hip");
      knee_parent = true;
    }
  assert_true(knee_parent);
  sk_inlay_hints_free(&ih);
  sk_document_free(d);
}

static void rename_writes_every_spelling_or_says_why_not(void **state) {
  (void)state;
  SkDocument *d = check();
  SkRenameTarget t = sk_rename_target(d, at("\"hip\"", 0, 1));
  assert_int_equal(t.bone, 0);
  assert_string_equal(t.name, "hip");
  assert_null(t.refusal);
  sk_rename_target_free(&t);

  SkEdits e = {0};
  char *why = sk_rename_bone(d, at("\"hip\"", 0, 1), "pelvis", &e);
  assert_null(why);
  assert_true(e.count >= 1);
  assert_string_equal(e.items[0].text, "pelvis");
  sk_edits_free(&e);
  /* A name taken by the other bone is refused, with nothing to apply. */
  why = sk_rename_bone(d, at("\"hip\"", 0, 1), "knee", &e);
  assert_non_null(why);
  assert_int_equal(e.count, 0);
  free(why);
  sk_edits_free(&e);
  sk_document_free(d);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(hover_names_the_bone_and_its_parent),
      cmocka_unit_test(highlights_and_references_of_a_bone),
      cmocka_unit_test(inlay_hints_name_the_numbers),
      cmocka_unit_test(rename_writes_every_spelling_or_says_why_not),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
