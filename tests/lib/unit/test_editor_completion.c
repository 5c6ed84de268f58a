/* test_editor_completion.c — the editor layer's completion (sk_complete,
 * lint/editor/completion.c and complete_*.c) called directly on documents
 * checked from text, as the language server and the web page call it: the
 * items as values (label, kind, detail, order, filter and edit), not
 * their JSON. */
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
    "    <PARENTID></PARENTID>\n  </BONE>\n</SKELETON>\n";

static SkDocument *check(const char *path, const char *text) {
  SkOptions o;
  sk_options_init(&o);
  return sk_document_check(sk_source_new(path, text, strlen(text), false), SK_FORMAT_UNKNOWN, &o);
}

/* Just after the n-th (0-based) occurrence of `what` in `text`. */
static uint32_t after(const char *text, const char *what, int n) {
  const char *p = text;
  for (int i = 0; i <= n; i++) {
    p = strstr(i ? p + 1 : p, what);
    assert_non_null(p);
  }
  return (uint32_t)(p - text + strlen(what));
}

static const SkCompletion *labelled(const SkCompletions *l, const char *label) {
  for (size_t i = 0; i < l->count; i++)
    if (strcmp(l->items[i].label, label) == 0) return &l->items[i];
  return NULL;
}

static void xml_tags_in_their_order(void **state) {
  (void)state;
  /* A tag being opened in knee's BONE. */
  char *text = sk_xasprintf("%.*s  <\n%s", (int)after(XSF, "</PARENTID>\n", 1), XSF,
                            XSF + after(XSF, "</PARENTID>\n", 1));
  SkDocument *d = check("t.xsf", text);
  SkCompletions l = {0};
  uint32_t off = after(text, "\n  <", 3);
  sk_complete(d, off, '<', NULL, NULL, &l);
  const SkCompletion *t = labelled(&l, "TRANSLATION");
  assert_non_null(t);
  assert_int_equal(t->kind, SK_COMPLETION_KEYWORD);
  assert_string_equal(t->detail, "element in BONE");
  assert_true(t->edits);
  assert_int_equal(t->replace.start, off); /* the name being typed: none yet */
  assert_int_equal(t->replace.end, off);
  assert_string_equal(t->text, "TRANSLATION");
  assert_null(labelled(&l, "BONE")); /* not inside a BONE */
  for (size_t i = 1; i < l.count; i++) assert_true(strcmp(l.items[i - 1].sort, l.items[i].sort) < 0);
  sk_completions_free(&l);
  sk_document_free(d);
  free(text);
}

static void parent_field_takes_other_bones_by_index(void **state) {
  (void)state;
  SkDocument *d = check("t.xsf", XSF);
  SkCompletions l = {0};
  sk_complete(d, after(XSF, "<PARENTID>", 1), 0, NULL, NULL, &l);
  assert_int_equal(l.count, 1); /* knee is not its own parent */
  assert_string_equal(l.items[0].label, "0");
  assert_int_equal(l.items[0].kind, SK_COMPLETION_VALUE);
  assert_string_equal(l.items[0].detail, "bone 0: hip");
  assert_false(l.items[0].edits);
  assert_false(l.incomplete);
  sk_completions_free(&l);
  /* A ',' typed where it opens nothing: no list. */
  sk_complete(d, after(XSF, "<PARENTID>", 1), ',', NULL, NULL, &l);
  assert_int_equal(l.count, 0);
  assert_false(sk_completion_trigger_fits(d->src, d->format, after(XSF, "<PARENTID>", 1), ','));
  assert_true(sk_completion_trigger_fits(d->src, d->format, after(XSF, "<PARENTID>", 1), '>'));
  sk_completions_free(&l);
  sk_document_free(d);
}

typedef struct {
  SkDocument *skeleton;
  int asked;
} Hook;

static SkBoundSkeleton bound(void *arg) {
  Hook *h = arg;
  h->asked++;
  return (SkBoundSkeleton){h->skeleton->model, "rig/t.xsf"};
}

static void influence_ids_come_from_the_bound_skeleton(void **state) {
  (void)state;
  static const char XMF[] =
      "<HEADER MAGIC=\"XMF\" VERSION=\"919\" />\n<MESH NUMSUBMESH=\"1\">\n"
      "  <SUBMESH NUMVERTICES=\"1\" NUMFACES=\"0\" MATERIAL=\"0\" NUMLODSTEPS=\"0\" "
      "NUMSPRINGS=\"0\" NUMTEXCOORDS=\"0\">\n"
      "    <VERTEX ID=\"0\" NUMINFLUENCES=\"1\">\n      <POS>0 0 0</POS>\n"
      "      <NORM>0 0 1</NORM>\n      <INFLUENCE ID=>1</INFLUENCE>\n    </VERTEX>\n"
      "  </SUBMESH>\n</MESH>\n";
  Hook h = {check("t.xsf", XSF), 0};
  SkDocument *d = check("t.xmf", XMF);
  SkCompletions l = {0};
  uint32_t off = after(XMF, "INFLUENCE ID=", 0);
  sk_complete(d, off, '=', bound, &h, &l);
  assert_int_equal(h.asked, 1);
  assert_int_equal(l.count, 2);
  const SkCompletion *knee = &l.items[1];
  assert_string_equal(knee->label, "1");
  assert_int_equal(knee->kind, SK_COMPLETION_REFERENCE);
  assert_string_equal(knee->detail, "knee (bone 1 of rig/t.xsf)");
  assert_string_equal(knee->filter, "1 knee");
  assert_string_equal(knee->text, "\"1\""); /* after '=': with its quotes */
  assert_int_equal(knee->replace.start, off);
  sk_completions_free(&l);
  /* Elsewhere the skeleton is not asked for. */
  sk_complete(d, after(XMF, "<POS>", 0), 0, bound, &h, &l);
  assert_int_equal(h.asked, 1);
  sk_completions_free(&l);
  sk_document_free(d);
  sk_document_free(h.skeleton);
}

static void bon_serials_with_names_beside(void **state) {
  (void)state;
  static const char BON[] = "BoneFile : type separated : ver1001\r\nNAMEPART_START\r\n"
                            "0001:root\r\n0002:arm\r\nNAMEPART_END\r\nTREEPART_START\r\n"
                            "0001,\r\nTREEPART_END\r\n";
  SkDocument *d = check("t.bon", BON);
  SkCompletions l = {0};
  uint32_t off = after(BON, "\r\n0001,", 0);
  sk_complete(d, off, ',', NULL, NULL, &l);
  const SkCompletion *arm = labelled(&l, "0002");
  assert_non_null(arm);
  assert_int_equal(arm->kind, SK_COMPLETION_VALUE);
  assert_string_equal(arm->label_detail, " arm");
  assert_string_equal(arm->filter, "0002 arm");
  assert_string_equal(arm->text, "0002");
  assert_int_equal(arm->sort[0], '1');
  /* Every joint, by its serial alone: 0001 (root) and 0002 (arm). */
  assert_int_equal(l.count, 2);
  assert_string_equal(labelled(&l, "0001")->label_detail, " root");
  sk_completions_free(&l);
  sk_document_free(d);
}

static void lgw_names_go_in_quotes(void **state) {
  (void)state;
#define PIVOT "PIVOT\n1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1\n"
  static const char LGW[] = "EXPORT_VERSION 4\nMESH \"body\"\nLINKINFO\nLINK_TYPE SKIN\nBONES 2\n"
                            "BONE \"hip\"\n" PIVOT "END_OF_BONE\nBONE \"knee\"\n" PIVOT
                            "END_OF_BONE\nEND_OF_BONES\nEND_OF_LINKINFO\nWVERTS 1\n"
                            "0 0 0 0 0 1 0 0 1 1.0 h\nEND_OF_MESH \"body\"\n";
  SkDocument *d = check("model.txt", LGW);
  SkCompletions l = {0};
  sk_complete(d, after(LGW, " 1.0 h", 0), 0, NULL, NULL, &l);
  const SkCompletion *hip = labelled(&l, "hip");
  if (!hip) { /* the LGW reader has no HELPER bones: say so, do not pass */
    for (size_t i = 0; i < l.count; i++) print_message("item %s\n", l.items[i].label);
    fail_msg("no bone named hip offered (%zu items)", l.count);
  }
  assert_int_equal(hip->kind, SK_COMPLETION_REFERENCE);
  assert_string_equal(hip->text, "\"hip\"");
  assert_string_equal(hip->filter, "\"hip\"");
  assert_true(hip->edits);
  sk_completions_free(&l);
  sk_document_free(d);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(xml_tags_in_their_order),
      cmocka_unit_test(parent_field_takes_other_bones_by_index),
      cmocka_unit_test(influence_ids_come_from_the_bound_skeleton),
      cmocka_unit_test(bon_serials_with_names_beside),
      cmocka_unit_test(lgw_names_go_in_quotes),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
