/* test_uri.c — file: URIs into paths (lsp/proto/uri.c) by the POSIX and
 * the Windows rules on any system: percent-decoding, drive letters as
 * VS Code writes them, shares as the authority (file://host/share/x) or
 * with four slashes, localhost, and URIs that are not file: ones. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "proto/proto.h"

static void expect_path(bool win, const char *uri, const char *want) {
  char *p = lsp_uri_path_for(win, uri);
  assert_string_equal(p, want);
  free(p);
}

static void posix(void **state) {
  (void)state;
  expect_path(false, "file:///home/a%20b/x%231.xsf", "/home/a b/x#1.xsf");
  expect_path(false, "file://localhost/home/x.xsf", "/home/x.xsf");
  expect_path(false, "file://LocalHost/home/x.xsf", "/home/x.xsf");
  /* Another machine's file is never read as a path relative to the
   * server's folder ("host/etc/passwd"). */
  expect_path(false, "file://host/etc/passwd", "//host/etc/passwd");
  expect_path(false, "file://host", "//host");
  expect_path(false, "file:///x%00y", "/x?y");
  expect_path(false, "file:///x%zz%4", "/x%zz%4");
  expect_path(false, "untitled:Untitled-1", "untitled:Untitled-1");
}

static void windows(void **state) {
  (void)state;
  expect_path(true, "file:///c%3A/Art/x.xsf", "c:/Art/x.xsf");
  expect_path(true, "file:///C:/Art/x.xsf", "C:/Art/x.xsf");
  expect_path(true, "file://server/share/rig/x.xsf", "//server/share/rig/x.xsf");
  expect_path(true, "file:////server/share/rig/x.xsf", "//server/share/rig/x.xsf");
  expect_path(true, "file://localhost/c%3A/x.xsf", "c:/x.xsf");
  expect_path(true, "file:///c%3A/a%5Cb.xsf", "c:/a/b.xsf");
}

/* What the server writes (sk_path_uri, VS Code's form) reads back as the
 * same path. */
static void round_trip(void **state) {
  (void)state;
  const char *paths[] = {"c:/Art/x y.xsf", "//server/share/rig/x.xsf"};
  for (size_t i = 0; i < 2; i++) {
    char *u = sk_path_uri_for(true, paths[i], SK_URI_DRIVE_VSCODE);
    expect_path(true, u, paths[i]);
    free(u);
  }
  char *u = sk_path_uri_for(false, "/home/a b/%x.xsf", SK_URI_DRIVE_VSCODE);
  expect_path(false, u, "/home/a b/%x.xsf");
  free(u);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(posix), cmocka_unit_test(windows),
                                     cmocka_unit_test(round_trip)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
