/* test_file_cache.c — what the CLI and the server share about files on
 * disk (issue 25): which .skellint.json governs a file (sk_config_find,
 * lint/config_find.c) and the stat-checked cache (SkFileCache,
 * lint/file_cache.c). Each test works in a fresh folder under /tmp. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "skellint.h"

static int setup(void **state) {
  char tmpl[] = "/tmp/skellint-file-cache-XXXXXX";
  char *dir = mkdtemp(tmpl);
  if (!dir) return -1;
  /* The folder as the library sees it (no symlink in its path). */
  *state = sk_real_path(dir);
  return *state ? 0 : -1;
}

static int teardown(void **state) {
  char *cmd = sk_xasprintf("rm -rf '%s'", (char *)*state);
  int rc = system(cmd);
  free(cmd);
  free(*state);
  return rc == 0 ? 0 : -1;
}

static char *at(void **state, const char *rel) {
  return sk_xasprintf("%s/%s", (char *)*state, rel);
}

static void write_file(const char *path, const char *text) {
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

/* The nearest .skellint.json wins; a finder remembers each folder's
 * answer, none looks again; a relative path finds nothing. */
static void config_nearest_wins(void **state) {
  char *a = at(state, "a"), *b = at(state, "a/b"), *c = at(state, "a/b/c");
  assert_int_equal(mkdir(a, 0755) | mkdir(b, 0755) | mkdir(c, 0755), 0);
  char *top = at(state, "a/.skellint.json"), *near = at(state, "a/b/.skellint.json");
  char *file = at(state, "a/b/c/x.xsf");
  write_file(top, "{}");
  write_file(near, "{}");
  SkConfigFinder *f = sk_config_finder_new();
  char *found = sk_config_find(f, file);
  assert_string_equal(found, near);
  free(found);
  assert_int_equal(unlink(near), 0);
  found = sk_config_find(f, file); /* remembered */
  assert_string_equal(found, near);
  free(found);
  found = sk_config_find(NULL, file); /* looked for again */
  assert_string_equal(found, top);
  free(found);
  assert_null(sk_config_find(NULL, "a/b/c/x.xsf"));
  /* A folder named .skellint.json is not a configuration. */
  assert_int_equal(unlink(top), 0);
  assert_int_equal(mkdir(top, 0755), 0);
  found = sk_config_find(NULL, file);
  assert_true(found == NULL || strcmp(found, top) != 0);
  free(found);
  sk_config_finder_free(f);
  free(a), free(b), free(c), free(top), free(near), free(file);
}

static int made;
static void *count_make(SkSource *src, void *arg) {
  (void)arg;
  made++;
  return src;
}
static void free_source(void *src) { sk_source_free(src); }

/* A value is kept while the file is unchanged (and was not changed within
 * a second of being read), made again when it changed or was forgotten;
 * a file over the cap is not read and its size is told. */
static void cache_rereads_changed_files(void **state) {
  char *path = at(state, "skel.xsf");
  write_file(path, "<SKELETON/>");
  SkFileStamp before, after;
  assert_true(sk_file_stamp(path, &before));
  SkFileCache *c = sk_file_cache_new(free_source);
  made = 0;
  assert_non_null(sk_file_cache_get(c, path, 1024, count_make, NULL, NULL));
  assert_non_null(sk_file_cache_get(c, path, 1024, count_make, NULL, NULL));
  assert_int_equal(made, 2); /* written just now: read again each time */
  sleep(2);
  made = 0;
  sk_file_cache_forget(c, path);
  const SkSource *src = sk_file_cache_get(c, path, 1024, count_make, NULL, NULL);
  assert_non_null(src);
  assert_string_equal(src->text, "<SKELETON/>");
  assert_ptr_equal(sk_file_cache_get(c, path, 1024, count_make, NULL, NULL), src);
  assert_int_equal(made, 1); /* kept */
  write_file(path, "<SKELETON>\n</SKELETON>");
  assert_true(sk_file_stamp(path, &after));
  assert_false(sk_file_stamp_same(&before, &after));
  src = sk_file_cache_get(c, path, 1024, count_make, NULL, NULL);
  assert_int_equal(made, 2);
  assert_string_equal(src->text, "<SKELETON>\n</SKELETON>");
  uint64_t size = 0;
  assert_null(sk_file_cache_get(c, path, 4, count_make, NULL, &size));
  assert_int_equal(size, 22);
  assert_null(sk_file_cache_get(c, "/nonexistent/skel.xsf", 1024, count_make, NULL, &size));
  assert_int_equal(size, 0);
  sk_file_cache_free(c);
  free(path);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(config_nearest_wins, setup, teardown),
      cmocka_unit_test_setup_teardown(cache_rereads_changed_files, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
