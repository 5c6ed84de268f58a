/* test_numbers.c — the shared number parser: what every front-end accepts
 * as a number and how it says why not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skellint.h"

static SkNumStatus d(const char *s, double *v) { return sk_parse_double(s, strlen(s), v); }

static void accepts_decimal_forms(void **state) {
  (void)state;
  double v;
  assert_int_equal(d("1", &v), SK_NUM_OK), assert_true(v == 1);
  assert_int_equal(d("-0.5", &v), SK_NUM_OK), assert_true(v == -0.5);
  assert_int_equal(d("+.5", &v), SK_NUM_OK), assert_true(v == 0.5);
  assert_int_equal(d("5.", &v), SK_NUM_OK), assert_true(v == 5);
  assert_int_equal(d("2.82434e-005", &v), SK_NUM_OK), assert_true(fabs(v - 2.82434e-5) < 1e-15);
}

static void rejects_what_is_not_a_number(void **state) {
  (void)state;
  double v;
  assert_int_equal(d("", &v), SK_NUM_EMPTY);
  assert_int_equal(d("1.2.3", &v), SK_NUM_INVALID);
  assert_int_equal(d("abc", &v), SK_NUM_INVALID);
  assert_int_equal(d("0x10", &v), SK_NUM_INVALID);
  assert_int_equal(d("1e", &v), SK_NUM_INVALID);
  assert_int_equal(d(" 1", &v), SK_NUM_INVALID);
  assert_int_equal(d(".", &v), SK_NUM_INVALID);
  assert_int_equal(d("1e999", &v), SK_NUM_RANGE);
}

static void names_non_finite_values(void **state) {
  (void)state;
  double v;
  assert_int_equal(d("nan", &v), SK_NUM_NONFINITE), assert_true(isnan(v));
  assert_int_equal(d("-INF", &v), SK_NUM_NONFINITE), assert_true(isinf(v) && v < 0);
  assert_int_equal(d("1.#QNAN", &v), SK_NUM_NONFINITE);
}

static void long_numbers_are_parsed_not_truncated(void **state) {
  (void)state;
  size_t n = 100000;
  char *s = malloc(n + 1);
  memset(s, '7', n);
  s[n] = '\0';
  double v;
  assert_int_equal(sk_parse_double(s, n, &v), SK_NUM_RANGE);
  int64_t i;
  assert_int_equal(sk_parse_int(s, n, &i), SK_NUM_RANGE);
  free(s);
}

/* The fast path must give strtod's value to the last bit: decimals of
 * every shape skeleton files use, random digits, exponents at and past
 * the exact range, signed zeros. */
static void same_bits_as_strtod(void **state) {
  (void)state;
  static const char *fixed[] = {"0", "-0", "0.0", "-0.000", "1e22", "1e23", "9007199254740993",
                                "123456789012345", "1234567890123456", "0.1", "0.3",
                                "2.82434e-005", "-1.#0", "4.35e+22", "1e-22", "1e-23",
                                "0e400", "-0e-400", "999999999999999e22", "1.5E+3", "17.00000000000000001"};
  uint32_t seed = 7;
  char buf[64];
  for (int k = 0; k < 200000 + (int)(sizeof fixed / sizeof *fixed); k++) {
    const char *t = buf;
    if (k < (int)(sizeof fixed / sizeof *fixed)) {
      t = fixed[k];
    } else {
      size_t n = 0;
      seed = seed * 1103515245u + 12345u;
      if (seed >> 31) buf[n++] = '-';
      int before = (int)((seed >> 8) % 9), after = (int)((seed >> 12) % 19);
      for (int i = 0; i < before; i++) seed = seed * 1103515245u + 12345u, buf[n++] = (char)('0' + (seed >> 16) % 10);
      if (after || !before) buf[n++] = '.';
      if (!before && !after) buf[n++] = '5';
      for (int i = 0; i < after; i++) seed = seed * 1103515245u + 12345u, buf[n++] = (char)('0' + (seed >> 16) % 10);
      if ((seed >> 20) % 3 == 0) n += (size_t)snprintf(buf + n, 8, "e%d", (int)((seed >> 22) % 61) - 30);
      buf[n] = '\0';
    }
    double v, w = strtod(t, NULL);
    SkNumStatus st = d(t, &v);
    if (strchr(t, '#')) continue;
    assert_int_equal(st, SK_NUM_OK);
    if (memcmp(&v, &w, sizeof v) != 0) fail_msg("%s: %.17g, strtod %.17g", t, v, w);
  }
}

static void integers(void **state) {
  (void)state;
  int64_t v;
  assert_int_equal(sk_parse_int("-1", 2, &v), SK_NUM_OK), assert_int_equal(v, -1);
  assert_int_equal(sk_parse_int("3.0", 3, &v), SK_NUM_INVALID);
  assert_int_equal(sk_parse_int("-", 1, &v), SK_NUM_INVALID);
  assert_int_equal(sk_parse_int("9223372036854775807", 19, &v), SK_NUM_OK);
  assert_int_equal(sk_parse_int("9223372036854775808", 19, &v), SK_NUM_RANGE);
  assert_int_equal(sk_parse_int("-9223372036854775808", 20, &v), SK_NUM_OK);
}

static void formatting_keeps_the_files_precision(void **state) {
  (void)state;
  assert_int_equal(sk_decimals_of("0.000000", 8), 6);
  assert_int_equal(sk_decimals_of("12", 2), 0);
  assert_int_equal(sk_decimals_of("1e-5", 4), -1);
  char *s = sk_format_double(-0.0000001, 6);
  assert_string_equal(s, "0.000000");
  free(s);
  s = sk_format_double(0.25, 4);
  assert_string_equal(s, "0.2500");
  free(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(accepts_decimal_forms),
      cmocka_unit_test(rejects_what_is_not_a_number),
      cmocka_unit_test(names_non_finite_values),
      cmocka_unit_test(long_numbers_are_parsed_not_truncated),
      cmocka_unit_test(same_bits_as_strtod),
      cmocka_unit_test(integers),
      cmocka_unit_test(formatting_keeps_the_files_precision),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
