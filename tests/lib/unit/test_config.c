/* test_config.c — .skellint.json: comments, selection, severities, options,
 * overrides and format mapping by glob, and errors that say where and what
 * the valid choices are. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "skellint.h"

static SkConfig *parse(const char *text, char **err) {
  return sk_config_parse("proj/.skellint.json", text, strlen(text), err);
}

static void settings_and_overrides_apply(void **state) {
  (void)state;
  char *err;
  SkConfig *c = parse("{\n  // comments are allowed\n  \"ignore\": [\"SK105\", \"bind-pose-mismatch\"],\n"
                      "  /* block */ \"severity\": {\"SK401\": \"error\"},\n  \"weight-tolerance\": 0.001,\n"
                      "  \"time-tolerance\": 0.25,\n"
                      "  \"formats\": {\"exports/*.txt\": \"lgw\"},\n"
                      "  \"overrides\": [{\"files\": \"avatars/**/*.xsf\", \"profile\": \"imvu\"}]\n}\n", &err);
  assert_non_null(c);
  SkOptions o;
  sk_options_init(&o);
  SkFormat f = SK_FORMAT_UNKNOWN;
  sk_config_apply(c, "avatars/female/Skeleton.xsf", &o, &f);
  assert_int_equal(o.profile, SK_PROFILE_IMVU);
  assert_int_equal(o.severity[SK_RULE_SK105], SK_SEVERITY_OFF);
  assert_int_equal(o.severity[SK_RULE_SK305], SK_SEVERITY_OFF);
  assert_int_equal(o.severity[SK_RULE_SK401], SK_SEVERITY_ERROR);
  assert_true(o.weight_tolerance == 0.001);
  assert_true(o.time_tolerance == 0.25);
  assert_int_equal(f, SK_FORMAT_UNKNOWN);
  sk_options_init(&o);
  sk_config_apply(c, "exports/a.txt", &o, &f);
  assert_int_equal(o.profile, SK_PROFILE_CAL3D);
  assert_int_equal(f, SK_FORMAT_LGW);
  sk_config_free(c);
}

static void select_turns_everything_else_off(void **state) {
  (void)state;
  char *err;
  SkConfig *c = parse("{\"select\": [\"SK4\"], \"per-file-ignores\": {\"legacy/*\": [\"SK401\"]}}", &err);
  assert_non_null(c);
  SkOptions o;
  sk_options_init(&o);
  sk_config_apply(c, "legacy/x.xsf", &o, NULL);
  assert_int_equal(o.severity[SK_RULE_SK101], SK_SEVERITY_OFF);
  assert_int_equal(o.severity[SK_RULE_SK402], SK_SEVERITY_DEFAULT);
  assert_int_equal(o.severity[SK_RULE_SK401], SK_SEVERITY_OFF);
  sk_config_free(c);
}

static void unknown_key_names_line_and_choices(void **state) {
  (void)state;
  char *err;
  assert_null(parse("{\n  \"profile\": \"imvu\",\n  \"weight-tolerence\": 1\n}", &err));
  assert_non_null(strstr(err, "proj/.skellint.json:3:3:"));
  assert_non_null(strstr(err, "weight-tolerence"));
  assert_non_null(strstr(err, "weight-tolerance"));
  free(err);
  assert_null(parse("{\"profile\": \"maya\"}", &err));
  assert_non_null(strstr(err, "cal3d, imvu"));
  free(err);
  assert_null(parse("{\"ignore\": [\"SK999\"]}", &err));
  assert_non_null(strstr(err, "SK999"));
  free(err);
  assert_null(parse("{\"select\": [\"SK1\",]}", &err));
  assert_non_null(strstr(err, ":1:"));
  free(err);
}

/* An empty rule name is an unknown rule, reported at its key (fuzz_lsp:
 * looking for "" as a key once read past the end of the text). The text
 * is given without a terminating NUL, as a file's bytes may be. */
static void empty_rule_name_is_unknown(void **state) {
  (void)state;
  const char *json = "{\n  \"select\": [\"\"]\n}";
  size_t n = strlen(json);
  char *bytes = malloc(n);
  memcpy(bytes, json, n);
  char *err = NULL;
  assert_null(sk_config_parse("proj/.skellint.json", bytes, n, &err));
  assert_non_null(err);
  assert_non_null(strstr(err, "proj/.skellint.json:2:3: unknown rule '' in \"select\""));
  free(err);
  free(bytes);
}

static void globs(void **state) {
  (void)state;
  assert_true(sk_glob_match("avatars/**/*.xsf", "avatars/a/b/S.xsf"));
  assert_true(sk_glob_match("avatars/**/*.xsf", "avatars/S.xsf"));
  assert_false(sk_glob_match("avatars/*.xsf", "avatars/a/S.xsf"));
  assert_true(sk_glob_match("*.bon", "deep/dir/x.bon"));
  assert_false(sk_glob_match("*.bon", "x.bonx"));
  assert_true(sk_glob_match("a?c", "abc"));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(settings_and_overrides_apply),
      cmocka_unit_test(select_turns_everything_else_off),
      cmocka_unit_test(unknown_key_names_line_and_choices),
      cmocka_unit_test(empty_rule_name_is_unknown),
      cmocka_unit_test(globs),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
