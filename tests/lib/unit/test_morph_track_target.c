/* test_morph_track_target.c — SK476 (lint/rules/morph_track_target.c): an
 * XPF whose tracks name a mesh (MESHID) and its submeshes (<SUBMESH ID>),
 * as Cal3D's morph animation loader reads them since 2017, checked as part
 * of a model (.cfg) with two meshes of one submesh each (the files of
 * tests/cases/cal3dcfg/parts). The model file has no key for morph
 * animations the character binds, so the XPF is checked in the character
 * as no part of it (part -1), as the library allows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "skellint.h"

static const char XPF[] =
    "<HEADER MAGIC=\"XPF\" VERSION=\"1300\" />\n"
    "<ANIMATION NUMTRACKS=\"3\" DURATION=\"1\">\n"
    "  <TRACK NUMKEYFRAMES=\"1\" MORPHNAME=\"0\" MESHID=\"1\" NUMSUBTARGET=\"1\">\n"
    "    <SUBMESH ID=\"0\"/>\n"
    "    <KEYFRAME TIME=\"0\"><WEIGHT>1</WEIGHT></KEYFRAME>\n"
    "  </TRACK>\n"
    "  <TRACK NUMKEYFRAMES=\"1\" MORPHNAME=\"1\" MESHID=\"2\" NUMSUBTARGET=\"1\">\n"
    "    <SUBMESH ID=\"0\"/>\n"
    "    <KEYFRAME TIME=\"0\"><WEIGHT>1</WEIGHT></KEYFRAME>\n"
    "  </TRACK>\n"
    "  <TRACK NUMKEYFRAMES=\"1\" MORPHNAME=\"2\" MESHID=\"0\" NUMSUBTARGET=\"2\">\n"
    "    <SUBMESH ID=\"0\"/>\n"
    "    <SUBMESH ID=\"1\"/>\n"
    "    <KEYFRAME TIME=\"0\"><WEIGHT>1</WEIGHT></KEYFRAME>\n"
    "  </TRACK>\n"
    "</ANIMATION>\n";

/* The SK476 messages of the XPF checked in `c` (NULL: alone), joined. */
static void sk476(const SkCharacter *c, char *out, size_t cap) {
  SkOptions o;
  sk_options_init(&o);
  SkSource *src = sk_source_new("face.xpf", XPF, strlen(XPF), false);
  SkDocument *d = sk_document_check_in(src, SK_FORMAT_XPF, &o, c, -1, NULL);
  out[0] = 0;
  for (size_t i = 0; i < d->diags.count; i++) {
    const SkDiagnostic *g = &d->diags.items[i];
    if (g->rule != SK_RULE_SK476) continue;
    strncat(out, g->message, cap - strlen(out) - 2);
    strcat(out, "\n");
  }
  sk_document_free(d);
}

static void mesh_and_submesh_ids_against_the_model(void **state) {
  (void)state;
  sk_init();
  static const char CFG[] = "skeleton=parts/skeleton.xsf\nmesh=parts/body.xmf\n"
                            "mesh=parts/body_small.xmf\n";
  SkSource *cfg = sk_source_new(SK_CASES_DIR "/cal3dcfg/model.cfg", CFG, strlen(CFG),
                                false);
  SkCharacter *c = sk_character_from_cfg(cfg, NULL, NULL);
  assert_non_null(c);
  char out[2048];
  /* Without the meshes read: only MESHID is judged (2 is the third mesh). */
  sk476(c, out, sizeof out);
  assert_non_null(strstr(out, "track 1 has MESHID 2, but model file"));
  assert_non_null(strstr(out, "loads 2 meshes; expected a mesh index from 0 to 1"));
  assert_null(strstr(out, "SUBMESH ID"));
  /* With the first mesh read (one submesh): SUBMESH ID 1 of track 2 is past it. */
  const SkPart *parts;
  size_t n = sk_character_parts(c, &parts);
  SkDocument *mesh = NULL;
  for (size_t i = 0; i < n && !mesh; i++) {
    if (parts[i].kind != SK_PART_MESH) continue;
    SkSource *src = sk_file_read(parts[i].path, SIZE_MAX);
    assert_non_null(src);
    SkOptions o;
    sk_options_init(&o);
    mesh = sk_document_check(src, SK_FORMAT_XMF, &o);
    sk_character_set_document(c, (int32_t)i, mesh);
  }
  sk476(c, out, sizeof out);
  assert_non_null(strstr(out, "SUBMESH ID 1 of track 2 names no submesh of mesh 0"));
  assert_non_null(strstr(out, "which has 1; expected an ID from 0 to 0"));
  assert_null(strstr(out, "SUBMESH ID 0 of track 2"));
  assert_null(strstr(out, "track 0 has MESHID"));
  /* Alone, or with a skeleton only: nothing to judge against. */
  sk476(NULL, out, sizeof out);
  assert_string_equal(out, "");
  sk_character_free(c);
  sk_document_free(mesh);
  sk_source_free(cfg);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(mesh_and_submesh_ids_against_the_model)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
