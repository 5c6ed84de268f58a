/* test_vocab.c — the public vocabulary (skellint.h, "Vocabulary"; issue
 * 25): what each format accepts, looked up through skellint.h alone, as
 * completion and hover do. The words are the front-ends' own tables; the
 * places (section, block, header lines written) come from a checked
 * document's model. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "skellint.h"

static bool find(SkFormat f, SkWordKind kind, const char *parent, const char *name, SkWord *w) {
  return sk_vocab_find(f, kind, parent, name, strlen(name), w);
}

/* The names of the words of a kind with that parent ("" for NULL), joined by ' '. */
static void names(SkFormat f, SkWordKind kind, const char *parent, char *out, size_t cap) {
  SkWord w;
  out[0] = '\0';
  for (size_t i = 0; sk_vocab_word(f, i, &w); i++) {
    if (w.kind != kind || strcmp(w.parent ? w.parent : "", parent) != 0) continue;
    if (out[0]) strncat(out, " ", cap - strlen(out) - 1);
    strncat(out, w.name, cap - strlen(out) - 1);
  }
}

static SkDocument *check(const char *path, const char *text) {
  SkOptions o;
  sk_options_init(&o);
  return sk_document_check(sk_source_new(path, text, strlen(text), false), SK_FORMAT_UNKNOWN, &o);
}

/* XSF: BONE goes in SKELETON and takes ID, NAME, NUMCHILDS and the light
 * attributes; LIGHTTYPE has its fixed values with their meanings; XML
 * names are found in any letter case. */
static void xsf_bone(void **state) {
  (void)state;
  SkWord w;
  assert_true(find(SK_FORMAT_XSF, SK_WORD_ELEMENT, NULL, "BONE", &w));
  assert_string_equal(w.parent, "SKELETON");
  assert_true(find(SK_FORMAT_XSF, SK_WORD_ATTRIBUTE, "BONE", "NAME", &w));
  assert_true(find(SK_FORMAT_XSF, SK_WORD_ATTRIBUTE, "BONE", "NUMCHILDS", &w));
  assert_true(find(SK_FORMAT_XSF, SK_WORD_ATTRIBUTE, "bone", "numchilds", &w));
  assert_string_equal(w.name, "NUMCHILDS");
  assert_null(w.values);
  assert_false(find(SK_FORMAT_XSF, SK_WORD_ATTRIBUTE, "BONE", "NUMBONES", &w));
  assert_false(find(SK_FORMAT_XSF, SK_WORD_ELEMENT, NULL, "MESH", &w)); /* an XMF element */
  char buf[256];
  names(SK_FORMAT_XSF, SK_WORD_ATTRIBUTE, "BONE", buf, sizeof buf);
  assert_string_equal(buf, "ID NAME NUMCHILDS LIGHTTYPE LIGHTCOLOR");
  names(SK_FORMAT_XSF, SK_WORD_ELEMENT, "", buf, sizeof buf);
  assert_string_equal(buf, "HEADER SKELETON");
  assert_true(find(SK_FORMAT_XSF, SK_WORD_ATTRIBUTE, "BONE", "LIGHTTYPE", &w));
  assert_non_null(w.values);
  assert_string_equal(w.values[1].value, "1");
  assert_string_equal(w.values[1].description, "omni");
  assert_null(w.values[5].value);
}

/* Every attribute's parent is an element of its format. */
static void xml_attributes_have_elements(void **state) {
  (void)state;
  const SkFormat xml[] = {SK_FORMAT_XSF, SK_FORMAT_XMF, SK_FORMAT_XAF, SK_FORMAT_XRF,
                          SK_FORMAT_XPF};
  for (size_t f = 0; f < sizeof xml / sizeof xml[0]; f++) {
    SkWord w, e;
    size_t n = 0;
    for (size_t i = 0; sk_vocab_word(xml[f], i, &w); i++, n++)
      if (w.kind == SK_WORD_ATTRIBUTE)
        assert_true(find(xml[f], SK_WORD_ELEMENT, NULL, w.parent, &e));
    assert_true(n > 5);
  }
}

/* A format without words, and no format, give nothing. */
static void unknown_format(void **state) {
  (void)state;
  SkWord w;
  const SkFormat none[] = {SK_FORMAT_UNKNOWN, SK_FORMAT_COUNT, SK_FORMAT_CAL3D_BINARY,
                           SK_FORMAT_BPSTRUCT, SK_FORMAT_CAL3DCFG, (SkFormat)-1};
  for (size_t f = 0; f < sizeof none / sizeof none[0]; f++) {
    assert_false(sk_vocab_word(none[f], 0, &w));
    assert_false(find(none[f], SK_WORD_ELEMENT, NULL, "BONE", &w));
    assert_null(sk_vocab_section_at(none[f], NULL, 0));
    SkHeaderForm form;
    uint32_t after;
    assert_false(sk_vocab_header(none[f], NULL, &form, &after));
  }
}

/* .bon: the two headers; sections by the keywords before the line; the
 * keywords compare exactly. */
static void bon_sections(void **state) {
  (void)state;
  char buf[256];
  names(SK_FORMAT_BON, SK_WORD_HEADER, "", buf, sizeof buf);
  assert_string_equal(buf, "BoneFile : type mixed : ver1001 BoneFile : type separated : ver1001");
  SkWord start, end, rel;
  assert_true(find(SK_FORMAT_BON, SK_WORD_KEYWORD, NULL, "NAMEPART_START", &start));
  assert_true(find(SK_FORMAT_BON, SK_WORD_KEYWORD, "NAMEPART", "NAMEPART_END", &end));
  assert_true(find(SK_FORMAT_BON, SK_WORD_KEYWORD, NULL, "RELATIVE_BONENO_MODE", &rel));
  assert_false(find(SK_FORMAT_BON, SK_WORD_KEYWORD, NULL, "namepart_start", &start));
  const char *text = "BoneFile : type separated : ver1001\nNAMEPART_START\n0001:root\n\n";
  SkDocument *d = check("x.bon", text);
  assert_int_equal(d->format, SK_FORMAT_BON);
  uint32_t inside = (uint32_t)(strstr(text, "0001") - text) + 10; /* the empty line */
  SkSpan line = sk_span(inside, inside);
  assert_string_equal(sk_vocab_section_at(SK_FORMAT_BON, d->model, inside), "NAMEPART");
  assert_null(sk_vocab_section_at(SK_FORMAT_BON, d->model, 0));
  assert_true(sk_vocab_allowed(SK_FORMAT_BON, d->model, &end, line));
  assert_false(sk_vocab_allowed(SK_FORMAT_BON, d->model, &start, line));
  assert_true(sk_vocab_allowed(SK_FORMAT_BON, d->model, &rel, line));
  /* Without a model: the sections may open, nothing may close. */
  assert_true(sk_vocab_allowed(SK_FORMAT_BON, NULL, &start, line));
  assert_false(sk_vocab_allowed(SK_FORMAT_BON, NULL, &end, line));
  /* A model of another format is not read. */
  assert_null(sk_vocab_section_at(SK_FORMAT_LGW, d->model, inside));
  SkWritten at;
  SkWord sep;
  assert_true(find(SK_FORMAT_BON, SK_WORD_HEADER, NULL, "BoneFile : type separated : ver1001", &sep));
  assert_true(sk_vocab_written(SK_FORMAT_BON, d->model, &sep, &at));
  assert_false(sk_vocab_written(SK_FORMAT_BON, d->model, &rel, &at));
  sk_document_free(d);
  /* A file declared mixed has no sections: it is all its header's. */
  d = check("m.bon", "BoneFile : type mixed : ver1001\n0001:root,0002:hip\n");
  assert_string_equal(sk_vocab_section_at(SK_FORMAT_BON, d->model, 40),
                      "BoneFile : type mixed : ver1001");
  assert_false(sk_vocab_allowed(SK_FORMAT_BON, d->model, &start, sk_span(40, 40)));
  sk_document_free(d);
}

/* LGW: keywords by block, a keyword of several blocks once per block, the
 * fixed words of LINK_TYPE for its first argument. */
static void lgw_blocks(void **state) {
  (void)state;
  char buf[512];
  names(SK_FORMAT_LGW, SK_WORD_KEYWORD, "LINKINFO", buf, sizeof buf);
  assert_string_equal(buf, "LINK_TYPE BONES PARENT END_OF_LINKINFO");
  SkWord w;
  assert_true(find(SK_FORMAT_LGW, SK_WORD_KEYWORD, "BONE", "PIVOT", &w));
  assert_true(find(SK_FORMAT_LGW, SK_WORD_KEYWORD, "HELPER", "PIVOT", &w));
  assert_false(find(SK_FORMAT_LGW, SK_WORD_KEYWORD, "MESH", "PIVOT", &w));
  assert_true(find(SK_FORMAT_LGW, SK_WORD_KEYWORD, NULL, "LINK_TYPE", &w));
  assert_int_equal(w.value_arg, 0);
  assert_string_equal(w.values[0].value, "SKIN");
  assert_string_equal(w.values[1].value, "NORMAL");
  assert_null(w.values[2].value);
  assert_true(find(SK_FORMAT_LGW, SK_WORD_KEYWORD, NULL, "GROUP", &w));
  assert_int_equal(w.value_arg, 1); /* GROUP 3 TYPE_LIST */
}

/* BonesPro animation: the eight header keys with their documentation, the
 * key BonesPro misspells found under both spellings, what a document
 * wrote and where its header goes. */
static void bpanim_header(void **state) {
  (void)state;
  SkWord w;
  size_t n = 0;
  while (sk_vocab_word(SK_FORMAT_BPANIM, n, &w)) n++;
  assert_int_equal(n, 8);
  assert_true(find(SK_FORMAT_BPANIM, SK_WORD_KEYWORD, NULL, "TransformRepresentation", &w));
  assert_string_equal(w.name, "TransformRepesentation");
  assert_non_null(w.description);
  assert_true(find(SK_FORMAT_BPANIM, SK_WORD_KEYWORD, NULL, "Step", &w));
  assert_null(w.values);
  const char *text = "2\n5\n1\nExportMode \"Bones\"\nAngleUnits Degrees\n";
  SkDocument *d = check("anim.txt", text);
  assert_int_equal(d->format, SK_FORMAT_BPANIM);
  SkHeaderForm form;
  uint32_t after;
  assert_true(sk_vocab_header(SK_FORMAT_BPANIM, d->model, &form, &after));
  assert_int_equal(form, SK_HEADER_KEYED);
  assert_true(after < (uint32_t)(strstr(text, "Export") - text));
  SkWritten at;
  assert_true(find(SK_FORMAT_BPANIM, SK_WORD_KEYWORD, NULL, "AngleUnits", &w));
  assert_true(sk_vocab_written(SK_FORMAT_BPANIM, d->model, &w, &at));
  assert_int_equal(at.key.start, strstr(text, "AngleUnits") - text);
  assert_false(at.alone);
  /* Written once: allowed on its own line, not on another. */
  SkSpan own = sk_span(at.key.start, at.key.start + 18), other = sk_span(0, 1);
  assert_true(sk_vocab_allowed(SK_FORMAT_BPANIM, d->model, &w, own));
  assert_false(sk_vocab_allowed(SK_FORMAT_BPANIM, d->model, &w, other));
  assert_true(find(SK_FORMAT_BPANIM, SK_WORD_KEYWORD, NULL, "EulerOrder", &w));
  assert_false(sk_vocab_written(SK_FORMAT_BPANIM, d->model, &w, &at));
  assert_true(sk_vocab_allowed(SK_FORMAT_BPANIM, d->model, &w, other));
  sk_document_free(d);
}

/* Dash JSON: a bone's keys, and each vector's components under its key. */
static void dash_keys(void **state) {
  (void)state;
  char buf[256];
  names(SK_FORMAT_DASHJSON, SK_WORD_KEY, "", buf, sizeof buf);
  assert_string_equal(buf, "parentIndex name position rotation scale");
  names(SK_FORMAT_DASHJSON, SK_WORD_KEY, "rotation", buf, sizeof buf);
  assert_string_equal(buf, "x y z w");
  names(SK_FORMAT_DASHJSON, SK_WORD_KEY, "position", buf, sizeof buf);
  assert_string_equal(buf, "x y z");
  names(SK_FORMAT_DASHJSON, SK_WORD_KEY, "name", buf, sizeof buf);
  assert_string_equal(buf, "");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(xsf_bone),       cmocka_unit_test(xml_attributes_have_elements),
      cmocka_unit_test(unknown_format), cmocka_unit_test(bon_sections),
      cmocka_unit_test(lgw_blocks),     cmocka_unit_test(bpanim_header),
      cmocka_unit_test(dash_keys),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
