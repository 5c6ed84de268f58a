/* test_numbers.c — the shared number parser: what every front-end accepts
 * as a number and how it says why not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
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
      cmocka_unit_test(integers),
      cmocka_unit_test(formatting_keeps_the_files_precision),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
