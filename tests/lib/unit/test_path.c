/* test_path.c — the path module (lint/path.c, issue 33): roots, folders,
 * joining and comparing, by the POSIX rules and by the Windows ones
 * (drive letters, "C:rel", UNC shares with either separator, \\?\ forms,
 * letter case), both checked on any system through the `win` flag. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

enum { P = 0, W = 1 };

static void roots(void **state) {
  (void)state;
  assert_int_equal(sk_path_root_len_for(P, "/a/b"), 1);
  assert_int_equal(sk_path_root_len_for(P, "a/b"), 0);
  assert_int_equal(sk_path_root_len_for(P, "C:\\a"), 0);
  assert_int_equal(sk_path_root_len_for(P, "\\\\host\\share"), 0);
  assert_int_equal(sk_path_root_len_for(W, "C:\\a"), 3);
  assert_int_equal(sk_path_root_len_for(W, "c:/a"), 3);
  assert_int_equal(sk_path_root_len_for(W, "C:a"), 2);
  assert_int_equal(sk_path_root_len_for(W, "\\a"), 1);
  assert_int_equal(sk_path_root_len_for(W, "/a"), 1);
  assert_int_equal(sk_path_root_len_for(W, "a\\b"), 0);
  assert_int_equal(sk_path_root_len_for(W, "\\\\host\\share\\x"), 13);
  assert_int_equal(sk_path_root_len_for(W, "//host/share/x"), 13);
  assert_int_equal(sk_path_root_len_for(W, "\\\\host\\share"), 12);
  assert_int_equal(sk_path_root_len_for(W, "\\\\?\\C:\\x"), 7);
  assert_int_equal(sk_path_root_len_for(W, "\\\\?\\UNC\\host\\share\\x"), 19);
  assert_int_equal(sk_path_root_len_for(W, "\\\\.\\pipe\\x"), 9);
}

static void absolute_and_unc(void **state) {
  (void)state;
  assert_true(sk_path_is_absolute_for(P, "/x"));
  assert_false(sk_path_is_absolute_for(P, "x/y"));
  assert_false(sk_path_is_absolute_for(P, "C:\\x"));
  assert_true(sk_path_is_absolute_for(W, "C:\\x"));
  assert_true(sk_path_is_absolute_for(W, "z:/x"));
  assert_true(sk_path_is_absolute_for(W, "\\\\host\\share\\x"));
  assert_true(sk_path_is_absolute_for(W, "\\\\?\\C:\\x"));
  assert_false(sk_path_is_absolute_for(W, "C:x"));  /* drive C's current folder */
  assert_false(sk_path_is_absolute_for(W, "\\x"));  /* the current drive */
  assert_false(sk_path_is_absolute_for(W, "x\\y"));

  assert_true(sk_path_is_unc_for(W, "\\\\host\\share\\x.xsf"));
  assert_true(sk_path_is_unc_for(W, "//host/share/x.xsf"));
  assert_true(sk_path_is_unc_for(W, "\\/host/share/x.xsf"));
  assert_true(sk_path_is_unc_for(W, "\\\\?\\UNC\\host\\share\\x"));
  assert_true(sk_path_is_unc_for(W, "\\\\.\\pipe\\x"));
  assert_false(sk_path_is_unc_for(W, "\\\\?\\C:\\x"));
  assert_false(sk_path_is_unc_for(W, "C:\\x"));
  assert_false(sk_path_is_unc_for(W, "\\x"));
  assert_false(sk_path_is_unc_for(P, "//host/share/x")); /* POSIX: "/" twice is "/" */
}

static void folders(void **state) {
  (void)state;
  assert_int_equal(sk_path_dir_len_for(P, "a/b/c"), 4);
  assert_int_equal(sk_path_dir_len_for(P, "/c"), 1);
  assert_int_equal(sk_path_dir_len_for(P, "c"), 0);
  assert_int_equal(sk_path_dir_len_for(P, "a\\c"), 0);
  assert_int_equal(sk_path_dir_len_for(W, "a\\c"), 2);
  assert_int_equal(sk_path_dir_len_for(W, "winbill\\bill.cfg"), 8);
  assert_int_equal(sk_path_dir_len_for(W, ".\\winbill\\bill.cfg"), 10);
  assert_int_equal(sk_path_dir_len_for(W, "a/b\\c"), 4);
  assert_int_equal(sk_path_dir_len_for(W, "C:\\c"), 3);
  assert_int_equal(sk_path_dir_len_for(W, "C:c"), 2);
  assert_int_equal(sk_path_dir_len_for(W, "\\\\host\\share\\c"), 13);
  assert_int_equal(sk_path_dir_len_for(W, "\\\\host\\share"), 12);
  assert_string_equal(sk_path_base_for(W, "Z:\\x\\wb2\\sub\\x.xsf"), "x.xsf");
  assert_string_equal(sk_path_base_for(P, "wb2\\sub\\x.xsf"), "wb2\\sub\\x.xsf");

  struct { bool win; const char *in, *folder; } f[] = {
      {P, "a/b/c", "a/b"}, {P, "/c", "/"}, {P, "c", "."}, {P, "a\\b", "."},
      {W, "a\\b\\c", "a\\b"}, {W, "C:\\c", "C:\\"}, {W, "C:c", "C:"}, {W, "\\c", "\\"},
      {W, "\\\\h\\s\\c", "\\\\h\\s\\"}, {W, "c", "."},
  };
  for (size_t i = 0; i < sizeof f / sizeof *f; i++) {
    char *got = sk_path_folder_for(f[i].win, f[i].in);
    assert_string_equal(got, f[i].folder);
    free(got);
  }
}

static void up(void **state) {
  (void)state;
  char p[64];
  strcpy(p, "/a/b/");
  assert_true(sk_path_up_for(P, p));
  assert_string_equal(p, "/a");
  assert_true(sk_path_up_for(P, p));
  assert_string_equal(p, "/");
  assert_false(sk_path_up_for(P, p));
  assert_string_equal(p, "/");
  strcpy(p, "a");
  assert_false(sk_path_up_for(P, p));
  strcpy(p, "C:\\x\\y");
  assert_true(sk_path_up_for(W, p));
  assert_string_equal(p, "C:\\x");
  assert_true(sk_path_up_for(W, p));
  assert_string_equal(p, "C:\\");
  assert_false(sk_path_up_for(W, p));
  strcpy(p, "\\\\h\\s\\x");
  assert_true(sk_path_up_for(W, p));
  assert_string_equal(p, "\\\\h\\s\\");
  assert_false(sk_path_up_for(W, p));
  strcpy(p, "C:\\x\\y");
  assert_false(sk_path_up_for(P, p)); /* POSIX: one name, "C:\x\y" */
}

static void join(void **state) {
  (void)state;
  struct { bool win; const char *dir, *name, *out; } j[] = {
      {P, "", "a.xsf", "a.xsf"},
      {P, "d", "a.xsf", "d/a.xsf"},
      {P, "d/", "a.xsf", "d/a.xsf"},
      {P, "/", "a.xsf", "/a.xsf"},
      {P, "d", "m\\a.xsf", "d/m\\a.xsf"},
      {W, "winbill\\", "bill.xsf", "winbill\\bill.xsf"},
      {W, "winbill", "bill.xsf", "winbill\\bill.xsf"},
      {W, "winbill/", "bill.xsf", "winbill/bill.xsf"},
      {W, "Z:\\t\\wincorpus", "misc", "Z:\\t\\wincorpus\\misc"},
      {W, "wincorpus/misc", "a.xsf", "wincorpus/misc/a.xsf"},
      {W, "winbill\\", "meshes/body.xmf", "winbill\\meshes\\body.xmf"},
      {W, "winbill/", "meshes\\body.xmf", "winbill/meshes/body.xmf"},
      {W, "", "meshes/body.xmf", "meshes/body.xmf"},
      {W, "C:", "a.xsf", "C:a.xsf"},
      {W, "C:\\", "a.xsf", "C:\\a.xsf"},
      {W, "d", ".skellint.json", "d\\.skellint.json"},
  };
  for (size_t i = 0; i < sizeof j / sizeof *j; i++) {
    char *got = sk_path_join_for(j[i].win, j[i].dir, j[i].name);
    assert_string_equal(got, j[i].out);
    free(got);
  }
}

static void compare(void **state) {
  (void)state;
  assert_true(sk_path_eq_for(W, "C:\\Repo\\X.cfg", "c:/repo/x.CFG"));
  assert_false(sk_path_eq_for(P, "C:\\Repo\\X.cfg", "c:/repo/x.CFG"));
  assert_false(sk_path_eq_for(W, "C:\\Repo", "C:\\Repo2"));
  assert_true(sk_path_eq_for(P, "/a/b", "/a/b"));

  assert_true(sk_path_is_below_for(P, "/r/a", "/r"));
  assert_true(sk_path_is_below_for(P, "/r", "/r"));
  assert_false(sk_path_is_below_for(P, "/r2/a", "/r"));
  assert_false(sk_path_is_below_for(P, "/R/a", "/r"));
  assert_true(sk_path_is_below_for(P, "/x", "/"));
  assert_true(sk_path_is_below_for(W, "Z:\\tmp\\Repo\\a.xsf", "z:\\TMP\\repo"));
  assert_true(sk_path_is_below_for(W, "Z:\\tmp\\repo\\a.xsf", "Z:/tmp/repo/"));
  assert_true(sk_path_is_below_for(W, "Z:\\tmp\\repo", "Z:\\tmp\\repo"));
  assert_true(sk_path_is_below_for(W, "Z:\\a", "Z:\\"));
  assert_false(sk_path_is_below_for(W, "Z:\\tmp\\repo2\\a", "Z:\\tmp\\repo"));
  assert_false(sk_path_is_below_for(W, "Y:\\tmp\\repo\\a", "Z:\\tmp\\repo"));

  assert_string_equal(sk_path_after_for(P, "/a/b/c", "/a"), "b/c");
  assert_string_equal(sk_path_after_for(P, "/a/b", "/"), "a/b");
  assert_null(sk_path_after_for(P, "/ab/c", "/a"));
  assert_null(sk_path_after_for(P, "/a", "/a"));
  assert_string_equal(sk_path_after_for(W, "Z:\\Proj\\sub\\x.xsf", "z:/proj"), "sub\\x.xsf");
  assert_string_equal(sk_path_after_for(W, "Z:\\x.xsf", "Z:\\"), "x.xsf");
  assert_null(sk_path_after_for(W, "Z:\\proj2\\x", "Z:\\proj"));

  char *s = sk_path_slashed_for(W, "sub\\dir\\x.xsf");
  assert_string_equal(s, "sub/dir/x.xsf");
  free(s);
  s = sk_path_slashed_for(P, "sub\\dir\\x.xsf");
  assert_string_equal(s, "sub\\dir\\x.xsf");
  free(s);
  assert_true(sk_path_sep_for(W, '\\'));
  assert_false(sk_path_sep_for(P, '\\'));
}

static void expect_uri(bool win, const char *path, SkUriDrive drive, const char *want) {
  char *u = sk_path_uri_for(win, path, drive);
  assert_string_equal(u, want);
  free(u);
}

/* Paths as file: URIs (SARIF's and the language server's): a share's
 * host is the authority, never a fourth slash. */
static void uris(void **state) {
  (void)state;
  const SkUriDrive A = SK_URI_DRIVE_AS_WRITTEN, V = SK_URI_DRIVE_VSCODE;
  expect_uri(P, "/home/a b/x#1.xsf", A, "file:///home/a%20b/x%231.xsf");
  expect_uri(P, "/x\\y.xsf", A, "file:///x%5Cy.xsf");
  expect_uri(P, "//host/share/x.xsf", A, "file:////host/share/x.xsf"); /* POSIX: a path */
  expect_uri(P, "sub/x y.xsf", A, "sub/x%20y.xsf");
  expect_uri(P, "", A, "");
  expect_uri(W, "C:\\Art\\x.xsf", A, "file:///C:/Art/x.xsf");
  expect_uri(W, "C:\\Art\\x.xsf", V, "file:///c%3A/Art/x.xsf");
  expect_uri(W, "c:/Art/x.xsf", V, "file:///c%3A/Art/x.xsf");
  expect_uri(W, "\\\\server\\share\\rig\\x.xsf", A, "file://server/share/rig/x.xsf");
  expect_uri(W, "//server/share/rig/x.xsf", V, "file://server/share/rig/x.xsf");
  expect_uri(W, "\\\\?\\UNC\\server\\share\\x.xsf", V, "file://server/share/x.xsf");
  expect_uri(W, "\\\\?\\C:\\Art\\x.xsf", A, "file:///C:/Art/x.xsf");
  expect_uri(W, "sub\\x y.xsf", A, "sub/x%20y.xsf");
  expect_uri(W, "C:rel\\x.xsf", A, "C%3Arel/x.xsf"); /* not absolute: a reference */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(roots),   cmocka_unit_test(absolute_and_unc), cmocka_unit_test(folders),
      cmocka_unit_test(up),      cmocka_unit_test(join),             cmocka_unit_test(compare),
      cmocka_unit_test(uris),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
