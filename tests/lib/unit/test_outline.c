/* test_outline.c — the outline (sk_outline, skellint/editor.h) as each
 * format's spec writes it (SkFormatSpec.outline, format_spec.h): which
 * formats have an outline hook, a mesh's submeshes with their morph
 * targets nested, a morph animation's tracks by target, an animation's
 * tracks by the skeleton's bone names (asked once) or by number, each
 * symbol's range its element and its selection its name or start tag. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "skellint.h"

static SkDocument *check(const char *path, const char *text) {
  SkOptions o;
  sk_options_init(&o);
  return sk_document_check(sk_source_new(path, text, strlen(text), false), SK_FORMAT_UNKNOWN, &o);
}

static char *text_at(const SkDocument *d, SkSpan s) {
  return sk_xasprintf("%.*s", (int)(s.end - s.start), d->src->text + s.start);
}

/* The symbol's name, detail and kind, and what its range and selection
 * hold: the range starts with `range_opens`, the selection is `selected`. */
static void assert_symbol(const SkDocument *d, const SkSymbol *s, const char *name,
                          const char *detail, SkSymbolKind kind, const char *range_opens,
                          const char *selected) {
  assert_string_equal(s->name, name);
  assert_string_equal(s->detail, detail);
  assert_int_equal(s->kind, kind);
  char *range = text_at(d, s->range), *sel = text_at(d, s->selection);
  assert_true(strncmp(range, range_opens, strlen(range_opens)) == 0);
  assert_string_equal(sel, selected);
  free(range);
  free(sel);
  assert_true(s->range.start <= s->selection.start && s->selection.end <= s->range.end);
}

/* The formats that hold more than bones, in text, have an outline hook;
 * skeletons (whose outline is their bones) and binary files have none. */
static void hooks_where_there_is_more_than_bones(void **state) {
  (void)state;
  const SkFormatSpec *s;
  for (size_t i = 0; (s = sk_format_spec_at(i)); i++) {
    bool more = s->kind != SK_KIND_SKELETON && s->syntax != SK_SYNTAX_BINARY;
    if (more != (s->outline != NULL))
      fail_msg("%s: outline hook %s", s->name, more ? "missing" : "unexpected");
  }
  assert_null(sk_format_spec(SK_FORMAT_UNKNOWN)->outline);
}

static const char mesh_text[] =
    "<HEADER MAGIC=\"XMF\" VERSION=\"1000\" />\n"
    "<MESH NUMSUBMESH=\"1\">\n"
    "  <SUBMESH NUMVERTICES=\"1\" NUMFACES=\"0\" MATERIAL=\"2\" NUMLODSTEPS=\"0\" NUMSPRINGS=\"0\""
    " NUMTEXCOORDS=\"0\" NUMMORPHS=\"2\">\n"
    "    <VERTEX ID=\"0\" NUMINFLUENCES=\"1\">\n"
    "      <POS>0 0 0</POS>\n      <NORM>0 0 1</NORM>\n"
    "      <INFLUENCE ID=\"0\">1</INFLUENCE>\n"
    "    </VERTEX>\n"
    "    <MORPH NAME=\"smile\" NUMBLENDVERTS=\"1\" MORPHID=\"0\">\n"
    "      <BLENDVERTEX VERTEXID=\"0\" POSDIFF=\"1\">\n"
    "        <POSITION>0 1 0</POSITION>\n        <NORMAL>0 0 1</NORMAL>\n"
    "      </BLENDVERTEX>\n"
    "    </MORPH>\n"
    "    <MORPH NAME=\"frown\" NUMBLENDVERTS=\"0\" MORPHID=\"1\">\n"
    "    </MORPH>\n"
    "  </SUBMESH>\n"
    "</MESH>\n";

/* A submesh with its counts and material, its morph targets nested in it. */
static void mesh_nests_morph_targets(void **state) {
  (void)state;
  SkDocument *d = check("m.xmf", mesh_text);
  SkSymbol *s;
  size_t n = sk_outline(d, NULL, NULL, &s);
  assert_int_equal(n, 1);
  const char *tag = "<SUBMESH NUMVERTICES=\"1\" NUMFACES=\"0\" MATERIAL=\"2\" NUMLODSTEPS=\"0\""
                    " NUMSPRINGS=\"0\" NUMTEXCOORDS=\"0\" NUMMORPHS=\"2\">";
  assert_symbol(d, &s[0], "submesh 0", "1 vertices, 0 faces, material 2", SK_SYMBOL_STRUCT,
                "<SUBMESH", tag);
  char *range = text_at(d, s[0].range);
  assert_non_null(strstr(range, "</SUBMESH>"));
  free(range);
  assert_int_equal(s[0].nchildren, 2);
  assert_symbol(d, &s[0].children[0], "smile", "morph target, 1 blend vertices", SK_SYMBOL_EVENT,
                "<MORPH", "smile");
  assert_symbol(d, &s[0].children[1], "frown", "morph target, 0 blend vertices", SK_SYMBOL_EVENT,
                "<MORPH", "frown");
  assert_int_equal(s[0].children[0].nchildren, 0);
  sk_outline_free(s, n);
  sk_document_free(d);
}

/* A morph animation's tracks are named by their morph target. */
static void morph_tracks_by_target(void **state) {
  (void)state;
  SkDocument *d = check("a.xpf", "<HEADER MAGIC=\"XPF\" VERSION=\"919\" />\n"
                                 "<ANIMATION NUMTRACKS=\"1\" DURATION=\"1\">\n"
                                 "  <TRACK NUMKEYFRAMES=\"1\" MORPHNAME=\"smile\">\n"
                                 "    <KEYFRAME TIME=\"0\">\n      <WEIGHT>1</WEIGHT>\n"
                                 "    </KEYFRAME>\n"
                                 "  </TRACK>\n"
                                 "</ANIMATION>\n");
  SkSymbol *s;
  size_t n = sk_outline(d, NULL, NULL, &s);
  assert_int_equal(n, 1);
  assert_symbol(d, &s[0], "smile", "1 keyframes", SK_SYMBOL_OBJECT, "<TRACK", "smile");
  sk_outline_free(s, n);
  sk_document_free(d);
}

static int asked;
static const SkModel *skeleton_of(void *arg) {
  asked++;
  return ((const SkDocument *)arg)->model;
}

/* An animation's tracks take the bone names of the skeleton the caller
 * finds, asked once; out of its range, or without one, "bone N". */
static void tracks_by_bone_name(void **state) {
  (void)state;
  const char *hip = "<HEADER MAGIC=\"XSF\" VERSION=\"919\" />\n<SKELETON NUMBONES=\"1\">\n"
                    "  <BONE ID=\"0\" NAME=\"Hip\" NUMCHILDS=\"0\">\n"
                    "    <PARENTID>-1</PARENTID>\n  </BONE>\n</SKELETON>\n";
  SkDocument *skel = check("s.xsf", hip);
  const char *track = "  <TRACK BONEID=\"%d\" NUMKEYFRAMES=\"1\">\n"
                      "    <KEYFRAME TIME=\"0\">\n"
                      "      <TRANSLATION>0 0 0</TRANSLATION>\n"
                      "      <ROTATION>0 0 0 1</ROTATION>\n"
                      "    </KEYFRAME>\n"
                      "  </TRACK>\n";
  SkBuf b = {0};
  sk_buf_printf(&b, "<HEADER MAGIC=\"XAF\" VERSION=\"919\" />\n"
                    "<ANIMATION NUMTRACKS=\"2\" DURATION=\"1\">\n");
  sk_buf_printf(&b, track, 0);
  sk_buf_printf(&b, track, 7);
  sk_buf_printf(&b, "</ANIMATION>\n");
  SkDocument *d = check("a.xaf", b.data);
  SkSymbol *s;
  asked = 0;
  size_t n = sk_outline(d, skeleton_of, skel, &s);
  assert_int_equal(asked, 1);
  assert_int_equal(n, 2);
  assert_symbol(d, &s[0], "Hip", "BONEID 0, 1 keyframes", SK_SYMBOL_OBJECT, "<TRACK", "0");
  assert_symbol(d, &s[1], "bone 7", "BONEID 7, 1 keyframes", SK_SYMBOL_OBJECT, "<TRACK", "7");
  sk_outline_free(s, n);
  n = sk_outline(d, NULL, NULL, &s);
  assert_int_equal(n, 2);
  assert_string_equal(s[0].name, "bone 0");
  sk_outline_free(s, n);
  sk_buf_free(&b);
  sk_document_free(d);
  sk_document_free(skel);
}

/* A skeleton's outline is its bones (sk_bone_symbols): sk_outline has
 * nothing, and asks for no skeleton. */
static void skeleton_has_none(void **state) {
  (void)state;
  SkDocument *d = check("s.xsf", "<HEADER MAGIC=\"XSF\" VERSION=\"919\" />\n"
                                 "<SKELETON NUMBONES=\"0\">\n</SKELETON>\n");
  SkSymbol *s = (SkSymbol *)1;
  asked = 0;
  assert_int_equal(sk_outline(d, skeleton_of, d, &s), 0);
  assert_null(s);
  assert_int_equal(asked, 0);
  sk_document_free(d);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(hooks_where_there_is_more_than_bones),
      cmocka_unit_test(mesh_nests_morph_targets),
      cmocka_unit_test(morph_tracks_by_target),
      cmocka_unit_test(tracks_by_bone_name),
      cmocka_unit_test(skeleton_has_none),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
