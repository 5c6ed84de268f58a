/* test_ignore.c — the .gitignore matcher (lint/ignore.c) on the rules of
 * gitignore(5), each case as git itself answers it (`git check-ignore`;
 * tests/cli/test_walk_ignore.sh asks git about the same tree when git is
 * there), and the map (lint/map.c) the walk keeps its folders in. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The verdict of `text` (a .gitignore at `base`) on `rel`: 'I' ignored,
 * 'K' kept by a '!' pattern, '-' no pattern. */
static char verdict(const char *text, const char *base, const char *rel, bool dir) {
  SkIgnore *ig = sk_ignore_parse(text, strlen(text), base);
  SkIgnoreVerdict v = sk_ignore_match(ig, rel, dir, NULL, NULL);
  sk_ignore_free(ig);
  return v == SK_IGNORE_IGNORED ? 'I' : v == SK_IGNORE_KEPT ? 'K' : '-';
}

static void names_anywhere(void **state) {
  (void)state;
  assert_int_equal(verdict("build\n", "", "build", true), 'I');
  assert_int_equal(verdict("build\n", "", "a/b/build", true), 'I');
  assert_int_equal(verdict("build\n", "", "a/build", false), 'I');  /* files too */
  assert_int_equal(verdict("build\n", "", "buildings", true), '-'); /* a name, not a prefix */
  assert_int_equal(verdict("*.tmp\n", "", "x/y.tmp", false), 'I');
  assert_int_equal(verdict("*.tmp\n", "", "x.tmp/y.xsf", false), '-');
  assert_int_equal(verdict("# build\n\n   \n", "", "build", true), '-');
  assert_int_equal(verdict("\\#x\n", "", "#x", false), 'I');
  assert_int_equal(verdict("a?c\n", "", "abc", false), 'I');
  assert_int_equal(verdict("a?c\n", "", "a/c", false), '-');
}

static void folders_only(void **state) {
  (void)state;
  assert_int_equal(verdict("out/\n", "", "out", true), 'I');
  assert_int_equal(verdict("out/\n", "", "out", false), '-');
  assert_int_equal(verdict("out/\n", "", "a/out", true), 'I');
}

static void anchored(void **state) {
  (void)state;
  assert_int_equal(verdict("/gen\n", "", "gen", true), 'I');
  assert_int_equal(verdict("/gen\n", "", "a/gen", true), '-');
  assert_int_equal(verdict("doc/frotz\n", "", "doc/frotz", true), 'I');
  assert_int_equal(verdict("doc/frotz\n", "", "a/doc/frotz", true), '-');
  assert_int_equal(verdict("doc/*.xsf\n", "", "doc/a.xsf", false), 'I');
  assert_int_equal(verdict("doc/*.xsf\n", "", "doc/x/a.xsf", false), '-');
  /* Relative to the .gitignore's own folder. */
  assert_int_equal(verdict("/gen\n", "sub/", "sub/gen", true), 'I');
  assert_int_equal(verdict("/gen\n", "sub/", "gen", true), '-');
  assert_int_equal(verdict("gen\n", "sub/", "other/gen", true), '-');
  assert_int_equal(verdict("gen\n", "sub/", "sub/x/gen", true), 'I');
}

static void double_stars(void **state) {
  (void)state;
  assert_int_equal(verdict("**/foo\n", "", "foo", true), 'I');
  assert_int_equal(verdict("**/foo\n", "", "a/b/foo", false), 'I');
  assert_int_equal(verdict("**/foo/bar\n", "", "x/foo/bar", false), 'I');
  assert_int_equal(verdict("abc/**\n", "", "abc/x", false), 'I');
  assert_int_equal(verdict("abc/**\n", "", "abc/x/y", false), 'I');
  assert_int_equal(verdict("abc/**\n", "", "abc", true), '-');
  assert_int_equal(verdict("a/**/b\n", "", "a/b", false), 'I');
  assert_int_equal(verdict("a/**/b\n", "", "a/x/y/b", false), 'I');
  assert_int_equal(verdict("a/**/b\n", "", "a/xb", false), '-');
  assert_int_equal(verdict("a**b\n", "", "axxb", false), 'I');  /* a plain '*' */
  assert_int_equal(verdict("a/**b\n", "", "a/x/b", false), '-');
}

static void negation_and_order(void **state) {
  (void)state;
  assert_int_equal(verdict("*.xsf\n!keep.xsf\n", "", "keep.xsf", false), 'K');
  assert_int_equal(verdict("*.xsf\n!keep.xsf\n", "", "drop.xsf", false), 'I');
  assert_int_equal(verdict("!keep.xsf\n*.xsf\n", "", "keep.xsf", false), 'I'); /* the last wins */
  assert_int_equal(verdict("\\!bang\n", "", "!bang", false), 'I');
  assert_int_equal(verdict("trail\\ \n", "", "trail ", false), 'I');
  assert_int_equal(verdict("trail   \n", "", "trail", false), 'I');
  assert_int_equal(verdict("crlf\r\n", "", "crlf", false), 'I');
}

static void classes(void **state) {
  (void)state;
  assert_int_equal(verdict("[abc].xsf\n", "", "b.xsf", false), 'I');
  assert_int_equal(verdict("[!abc].xsf\n", "", "b.xsf", false), '-');
  assert_int_equal(verdict("[^abc].xsf\n", "", "d.xsf", false), 'I');
  assert_int_equal(verdict("[a-c]x\n", "", "bx", false), 'I');
  assert_int_equal(verdict("[]]x\n", "", "]x", false), 'I');
  assert_int_equal(verdict("[[:digit:]]x\n", "", "7x", false), 'I');
  assert_int_equal(verdict("a[!x]b\n", "", "a/b", false), '-'); /* never a '/' */
  assert_int_equal(verdict("[abc\n", "", "[abc", false), '-');   /* unclosed: matches nothing */
  assert_int_equal(verdict("back\\\n", "", "back\\", false), '-');
  assert_int_equal(verdict("\\[x\n", "", "[x", false), 'I');
}

/* `*a*a*a…b` on a long name of a's: time linear in the pattern times the
 * name (a backtracking matcher would not end). */
static void no_backtracking_blowup(void **state) {
  (void)state;
  char pat[200] = "", name[3001];
  for (int i = 0; i < 60; i++) strcat(pat, "*a");
  strcat(pat, "*b\n");
  memset(name, 'a', 3000);
  name[3000] = '\0';
  assert_int_equal(verdict(pat, "", name, false), '-');
}

static void map_holds_many(void **state) {
  (void)state;
  SkMap *m = sk_map_new();
  for (uintptr_t i = 1; i <= 100000; i++) {
    bool added;
    *sk_map_slot(m, &i, sizeof i, &added) = (void *)i;
    assert_true(added);
  }
  for (uintptr_t i = 1; i <= 100000; i++) assert_ptr_equal(sk_map_get(m, &i, sizeof i), (void *)i);
  uintptr_t k = 7;
  bool added = true;
  sk_map_slot(m, &k, sizeof k, &added);
  assert_false(added);
  assert_int_equal(sk_map_count(m), 100000);
  uintptr_t none = 100001;
  assert_null(sk_map_get(m, &none, sizeof none));
  sk_map_free(m, NULL);
}

/* On Windows (git's core.ignorecase) letters match in either case, in
 * names and in classes; elsewhere only as written. */
static char verdict_on(bool win, const char *text, const char *rel, bool dir) {
  SkIgnore *ig = sk_ignore_parse_for(win, text, strlen(text), "");
  SkIgnoreVerdict v = sk_ignore_match(ig, rel, dir, NULL, NULL);
  sk_ignore_free(ig);
  return v == SK_IGNORE_IGNORED ? 'I' : v == SK_IGNORE_KEPT ? 'K' : '-';
}

static void letter_case_on_windows(void **state) {
  (void)state;
  assert_int_equal(verdict_on(true, "*.XSF\n", "Models/a.xsf", false), 'I');
  assert_int_equal(verdict_on(false, "*.XSF\n", "Models/a.xsf", false), '-');
  assert_int_equal(verdict_on(true, "Build/\n", "build", true), 'I');
  assert_int_equal(verdict_on(false, "Build/\n", "build", true), '-');
  assert_int_equal(verdict_on(true, "/Export/[A-C]*.bon\n", "export/b1.BON", false), 'I');
  assert_int_equal(verdict_on(false, "/Export/[A-C]*.bon\n", "export/b1.BON", false), '-');
  assert_int_equal(verdict_on(true, "*.xsf\n!KEEP.xsf\n", "keep.XSF", false), 'K');
  assert_int_equal(verdict_on(true, "a?c\n", "A/C", false), '-'); /* '?' never a '/' */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(names_anywhere),     cmocka_unit_test(folders_only),
      cmocka_unit_test(anchored),           cmocka_unit_test(double_stars),
      cmocka_unit_test(negation_and_order), cmocka_unit_test(classes),
      cmocka_unit_test(no_backtracking_blowup), cmocka_unit_test(map_holds_many),
      cmocka_unit_test(letter_case_on_windows),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
