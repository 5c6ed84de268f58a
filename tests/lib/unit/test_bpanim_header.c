/* test_bpanim_header.c — the BonesPro animation header in both forms
 * through the library: detection by content (values alone, quoted or not,
 * or keyed; arbitrary text refused), which key each line is read as, the
 * form and the line that set it, lines in the other form, and the folding
 * blocks (header, frames). Messages are covered by tests/cases/bpanim. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "formats/bonespro.h"

static SkFormat detect(const char *text) { return sk_detect("a.txt", text, strlen(text)); }

static void test_detection(void **state) {
  (void)state;
  assert_int_equal(detect("2\n3\n1\nBones\nAbsolute\n"), SK_FORMAT_BPANIM);
  assert_int_equal(detect("2\r\n3\r\n1\r\n\"Mesh (bones c.s)\"\r\n"), SK_FORMAT_BPANIM);
  assert_int_equal(detect("// export\n2\n3 // Nv\n1\n  mesh (absolute)  // mode\n"), SK_FORMAT_BPANIM);
  assert_int_equal(detect("2\n3\n1\nMesh (bones c.s.)\n"), SK_FORMAT_BPANIM);
  assert_int_equal(detect("2\n3\n1\nExportMode \"Bones\"\n"), SK_FORMAT_BPANIM);
  assert_int_equal(detect("2\n3\n1\nExportMode=Bones\n"), SK_FORMAT_BPANIM);
  /* Text that only looks like it. */
  assert_int_equal(detect("2\n3\n1\nBonesaw\n"), SK_FORMAT_UNKNOWN);
  assert_int_equal(detect("2\n3\n1\nBones and more\n"), SK_FORMAT_UNKNOWN);
  assert_int_equal(detect("2\n3\n1\n\"Bones\n"), SK_FORMAT_UNKNOWN);
  assert_int_equal(detect("2\n3\n1\nAbsolute\n"), SK_FORMAT_UNKNOWN);
  assert_int_equal(detect("2\n3\n1\nhello world\n"), SK_FORMAT_UNKNOWN);
  assert_int_equal(detect("2\n3\nBones\n"), SK_FORMAT_UNKNOWN);
  /* The structure file is unchanged. */
  assert_int_equal(detect("1\n0\n<Root>\n*\n"), SK_FORMAT_BPSTRUCT);
}

static SkDocument *check(const char *text) {
  SkSource *src = sk_source_new("a.txt", text, strlen(text), false);
  return sk_document_check(src, SK_FORMAT_BPANIM, NULL);
}

static const BpExt *ext_of(const SkDocument *d) {
  assert_non_null(d->model);
  assert_int_equal(d->model->format, SK_FORMAT_BPANIM);
  return d->model->ext;
}

/* The value read for key k, as text. */
static void assert_value(const SkDocument *d, BpKey k, const char *want) {
  const BpSetting *s = &ext_of(d)->settings[k];
  assert_true(s->present);
  size_t n = s->value.end - s->value.start;
  assert_int_equal(n, strlen(want));
  assert_memory_equal(d->src->text + s->value.start, want, n);
}

static const char frames[] = "1 1 1\n0 0 0\n0 0 0\n0 0 0\n0 0 0\n"
                             "1 1 1\n0 0 90\n0 0 0\n0 0 90\n0 0 0\n";

static void test_values_alone(void **state) {
  (void)state;
  char text[512];
  snprintf(text, sizeof text, "1\n0\n2\nBones\n\"Relative to parent\"\nEuler Angles\nXYZ\n"
                              "Radians\n0\n1\n1\n%s", frames);
  SkDocument *d = check(text);
  const BpExt *x = ext_of(d);
  assert_int_equal(x->form, BP_FORM_VALUES);
  assert_int_equal(x->form_span.start, strlen("1\n0\n2\n"));
  assert_value(d, BP_KEY_EXPORT_MODE, "Bones");
  assert_value(d, BP_KEY_TRANSFORM_SYSTEM, "Relative to parent"); /* without its quotes */
  assert_value(d, BP_KEY_TRANSFORM_REPRESENTATION, "Euler Angles");
  assert_value(d, BP_KEY_EULER_ORDER, "XYZ");
  assert_value(d, BP_KEY_ANGLE_UNITS, "Radians");
  assert_value(d, BP_KEY_FIRST_FRAME, "0");
  assert_value(d, BP_KEY_LAST_FRAME, "1");
  assert_value(d, BP_KEY_STEP, "1");
  assert_int_equal(x->nmixed, 0);
  assert_int_equal(d->diags.count, 0);
  /* Folding: the two frames, then the header (eight lines). */
  assert_int_equal(d->model->nblocks, 3);
  const char *header = strstr(text, "Bones"), *first = strstr(text, "1 1 1");
  assert_int_equal(d->model->blocks[2].start, header - text);
  assert_int_equal(d->model->blocks[2].end, first - 1 - text);
  assert_int_equal(d->model->blocks[0].start, first - text);
  assert_int_equal(d->model->blocks[1].start, strstr(first + 1, "1 1 1") - text);
  /* Hover finds each line's key. */
  assert_int_equal(bp_setting_at(x, (uint32_t)(strstr(text, "Euler") - text)),
                   BP_KEY_TRANSFORM_REPRESENTATION);
  assert_int_equal(bp_setting_at(x, (uint32_t)(first - text)), -1);
  sk_document_free(d);
}

/* A value that belongs to a later key leaves the keys between without one;
 * a misspelt value is the next key's; the form is set by the first line
 * that tells, not by the first line. */
static void test_values_order(void **state) {
  (void)state;
  char text[512];
  snprintf(text, sizeof text, "1\n0\n2\nBnoes\nMatrix\nxyz\nDeg\n0\n1\n1\n%s", frames);
  SkDocument *d = check(text);
  const BpExt *x = ext_of(d);
  assert_int_equal(x->form, BP_FORM_VALUES);
  assert_int_equal(x->form_span.start, strstr(text, "Matrix") - text);
  assert_value(d, BP_KEY_EXPORT_MODE, "Bnoes");
  assert_false(x->settings[BP_KEY_TRANSFORM_SYSTEM].present);
  assert_value(d, BP_KEY_TRANSFORM_REPRESENTATION, "Matrix");
  assert_value(d, BP_KEY_EULER_ORDER, "xyz");
  assert_value(d, BP_KEY_ANGLE_UNITS, "Deg");
  assert_value(d, BP_KEY_STEP, "1");
  sk_document_free(d);
}

static void test_mixed(void **state) {
  (void)state;
  const char *keyed = "1\n0\n1\nExportMode Bones\nAbsolute\nTransformRepesentation Matrix\n"
                      "EulerOrder XYZ\nAngleUnits Degrees\n0\nLastFrame 0\nStep 1\n";
  SkDocument *d = check(keyed);
  const BpExt *x = ext_of(d);
  assert_int_equal(x->form, BP_FORM_KEYED);
  assert_int_equal(x->nmixed, 2);
  assert_int_equal(x->mixed[0].key, BP_KEY_TRANSFORM_SYSTEM);
  assert_int_equal(x->mixed[0].line.start, strstr(keyed, "Absolute") - keyed);
  assert_int_equal(x->mixed[1].key, BP_KEY_FIRST_FRAME); /* a bare number after the keyed lines */
  assert_value(d, BP_KEY_TRANSFORM_SYSTEM, "Absolute");
  assert_value(d, BP_KEY_FIRST_FRAME, "0");
  sk_document_free(d);

  const char *values = "1\n0\n1\n\"Bones\"\nAbsolute\nTransformRepesentation \"Matrix\"\nXYZ\n"
                       "Degrees\n0\n0\n1\n";
  d = check(values);
  x = ext_of(d);
  assert_int_equal(x->form, BP_FORM_VALUES);
  assert_int_equal(x->nmixed, 1);
  assert_int_equal(x->mixed[0].key, BP_KEY_TRANSFORM_REPRESENTATION);
  const char *line = strstr(values, "TransformRepesentation");
  assert_int_equal(x->mixed[0].key_part.start, line - values);
  assert_int_equal(x->mixed[0].key_part.end, strchr(line, '"') - values); /* up to the quote */
  assert_value(d, BP_KEY_EULER_ORDER, "XYZ");
  sk_document_free(d);
}

/* Counts and frames but no header line: no form, every line missing. */
static void test_no_header(void **state) {
  (void)state;
  SkDocument *d = check("1\n0\n1\n1 1 1\n");
  const BpExt *x = ext_of(d);
  assert_int_equal(x->form, BP_FORM_NONE);
  assert_false(sk_span_valid(x->form_span));
  for (int k = 0; k < BP_KEY_COUNT; k++) assert_false(x->settings[k].present);
  sk_document_free(d);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_detection),
      cmocka_unit_test(test_values_alone),
      cmocka_unit_test(test_values_order),
      cmocka_unit_test(test_mixed),
      cmocka_unit_test(test_no_header),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
