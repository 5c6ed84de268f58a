/* test_format_spec.c — the table of formats (format_spec.h): every format
 * has one spec, found by its SkFormat, its name and its extensions, in the
 * order of SkFormat; the unknown format has an empty one; what the CLI and
 * the server ask of it holds for the formats they used to list by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "skellint.h"

static void every_format_once(void **state) {
  (void)state;
  size_t n = 0;
  const SkFormatSpec *s;
  for (size_t i = 0; (s = sk_format_spec_at(i)); i++, n++) {
    assert_int_equal(s->format, (int)(i + 1));
    assert_ptr_equal(sk_format_spec(s->format), s);
    assert_int_equal(sk_format_from_name(s->name), s->format);
    assert_string_equal(sk_format_name(s->format), s->name);
    assert_non_null(s->parse);
    assert_non_null(s->triggers);
    assert_true(s->kind != SK_KIND_NONE);
  }
  assert_int_equal(n, SK_FORMAT_COUNT - 1);
}

static void unknown_is_empty(void **state) {
  (void)state;
  const SkFormatSpec *u = sk_format_spec(SK_FORMAT_UNKNOWN);
  assert_string_equal(u->name, "unknown");
  assert_null(u->parse);
  assert_null(u->vocab);
  assert_null(u->comment_open);
  assert_ptr_equal(sk_format_spec(SK_FORMAT_COUNT), u);
  assert_int_equal(sk_format_from_name("unknown"), SK_FORMAT_UNKNOWN);
}

static void extensions(void **state) {
  (void)state;
  assert_int_equal(sk_format_from_path("a/b.XSF"), SK_FORMAT_XSF);
  assert_int_equal(sk_format_from_path("b.xpf"), SK_FORMAT_XPF);
  assert_int_equal(sk_format_from_path("b.dmx"), SK_FORMAT_DASHBIN);
  assert_int_equal(sk_format_from_path("b.Caf"), SK_FORMAT_CAL3D_BINARY);
  assert_int_equal(sk_format_from_path("b.cpf"), SK_FORMAT_CAL3D_BINARY);
  assert_int_equal(sk_format_from_path("b.cfg"), SK_FORMAT_UNKNOWN);
  assert_int_equal(sk_format_from_path("b.caf.txt"), SK_FORMAT_UNKNOWN);
  assert_int_equal(sk_format_from_path("b."), SK_FORMAT_UNKNOWN);
  assert_int_equal(sk_format_from_path("xsf"), SK_FORMAT_UNKNOWN);
  assert_int_equal(sk_format_from_path("b.cs"), SK_FORMAT_UNKNOWN);
}

/* The sets the surfaces branched on before the table answered them. */
static void answers(void **state) {
  (void)state;
  for (int f = 1; f < SK_FORMAT_COUNT; f++) {
    const SkFormatSpec *s = sk_format_spec((SkFormat)f);
    bool xml = f == SK_FORMAT_XSF || f == SK_FORMAT_XMF || f == SK_FORMAT_XAF ||
               f == SK_FORMAT_XRF || f == SK_FORMAT_XPF;
    assert_int_equal(s->syntax == SK_SYNTAX_XML, xml);
    assert_int_equal(s->syntax == SK_SYNTAX_BINARY,
                     f == SK_FORMAT_DASHBIN || f == SK_FORMAT_CAL3D_BINARY);
    assert_int_equal(s->shift_jis, f == SK_FORMAT_BON);
    assert_int_equal(s->detected_only, f == SK_FORMAT_CAL3D_BINARY);
    assert_int_equal(s->cal3d_part, xml || f == SK_FORMAT_CAL3D_BINARY);
    assert_int_equal(s->takes_skeleton, f == SK_FORMAT_XMF || f == SK_FORMAT_XAF ||
                                            f == SK_FORMAT_XPF || f == SK_FORMAT_CAL3D_BINARY);
    assert_int_equal(s->kind == SK_KIND_CHARACTER, f == SK_FORMAT_CAL3DCFG);
    assert_int_equal(s->bone_ref_tag != NULL, f == SK_FORMAT_XMF || f == SK_FORMAT_XAF);
    assert_int_equal(s->comment_open != NULL,
                     xml || f == SK_FORMAT_BPSTRUCT || f == SK_FORMAT_BPANIM || f == SK_FORMAT_LGW);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(every_format_once),
      cmocka_unit_test(unknown_is_empty),
      cmocka_unit_test(extensions),
      cmocka_unit_test(answers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
