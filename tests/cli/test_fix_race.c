/* test_fix_race.c — `check --fix repo` while a target is swapped for a
 * symlink to a file outside (issue 32 item 1): the swap is made by the
 * test itself between the read and the write (cli/fix/fix_write.c,
 * cli/files/files.c), so every interleaving the attack needs is taken
 * deterministically. Whatever the moment, nothing outside the project is
 * read as the target nor written. Each test works in a fresh folder:
 * ROOT/repo is the project, ROOT/outside/victim.xsf the file to protect. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fix_write.h"
#include "files/files.h"

#define VICTIM "<SKELETON>victim</SKELETON>\n"
#define TARGET "<SKELETON>target</SKELETON>\n"

typedef struct {
  char *root;
  SkScope *scope; /* ROOT/repo */
} World;

static void put(const char *path, const char *text) {
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  fputs(text, f);
  fclose(f);
}

static char *get(const char *path) {
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  return cli_read_file(path, SIZE_MAX, &bytes, &len, &err) ? bytes : sk_xstrdup("(unreadable)");
}

static char *in(const World *w, const char *rel) { return sk_xasprintf("%s/%s", w->root, rel); }

static int setup(void **state) {
  char tmpl[] = "/tmp/skellint-fix-race-XXXXXX";
  if (!mkdtemp(tmpl)) return -1;
  World *w = sk_xcalloc(1, sizeof *w);
  w->root = sk_real_path(tmpl);
  char *repo = in(w, "repo"), *sub = in(w, "repo/sub"), *out = in(w, "outside");
  char *victim = in(w, "outside/victim.xsf"), *victim2 = in(w, "outside/a.xsf");
  char *target = in(w, "repo/a.xsf"), *target2 = in(w, "repo/sub/a.xsf");
  mkdir(repo, 0755), mkdir(sub, 0755), mkdir(out, 0755);
  put(victim, VICTIM), put(victim2, VICTIM), put(target, TARGET), put(target2, TARGET);
  w->scope = sk_scope_new();
  sk_scope_add(w->scope, repo);
  free(repo), free(sub), free(out), free(victim), free(victim2), free(target), free(target2);
  *state = w;
  return 0;
}

static int teardown(void **state) {
  World *w = *state;
  char *cmd = sk_xasprintf("rm -rf '%s'", w->root);
  int rc = system(cmd);
  free(cmd);
  sk_scope_free(w->scope);
  free(w->root);
  free(w);
  return rc == 0 ? 0 : -1;
}

/* Replaces `path` by a symlink to `to` (the old file kept as path.old). */
static void swap_for_link(const char *path, const char *to) {
  char *old = sk_xasprintf("%s.old", path);
  assert_int_equal(rename(path, old), 0);
  assert_int_equal(symlink(to, path), 0);
  free(old);
}

static void assert_victims_untouched(const World *w) {
  char *v = in(w, "outside/victim.xsf"), *v2 = in(w, "outside/a.xsf");
  char *a = get(v), *b = get(v2);
  assert_string_equal(a, VICTIM);
  assert_string_equal(b, VICTIM);
  free(a), free(b), free(v), free(v2);
}

/* Swapped after the walk listed it, before it is read: the read follows
 * the symlink and opens the victim, which is then judged as opened and
 * refused — nothing of it is read, so nothing can be written. */
static void test_swapped_before_the_read(void **state) {
  World *w = *state;
  char *target = in(w, "repo/a.xsf");
  swap_for_link(target, "../outside/victim.xsf");
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  CliStamp stamp;
  assert_false(cli_read_file_stamped(target, w->scope, &bytes, &len, &stamp, &err));
  assert_int_equal(err, CLI_EOUTSIDE);
  assert_false(cli_read_file_in(w->scope, target, SIZE_MAX, &bytes, &len, NULL, &err));
  assert_int_equal(err, CLI_EOUTSIDE);
  /* Named by the user (no scope), it is the user's word, as before. */
  assert_true(cli_read_file_in(NULL, target, SIZE_MAX, &bytes, &len, NULL, &err));
  free(bytes);
  assert_victims_untouched(w);
  free(target);
}

/* Swapped between the read and the write: the write finds a symlink where
 * the file read was, and writes nothing (neither through the link nor
 * over it). */
static void test_swapped_between_read_and_write(void **state) {
  World *w = *state;
  char *target = in(w, "repo/a.xsf");
  char *bytes = NULL, *why = NULL;
  size_t len = 0;
  int err = 0;
  CliStamp stamp;
  assert_true(cli_read_file_stamped(target, w->scope, &bytes, &len, &stamp, &err));
  free(bytes);
  swap_for_link(target, "../outside/victim.xsf");
  assert_false(cli_write_back(target, &stamp, "FIXED\n", 6, &why));
  assert_non_null(strstr(why, "changed on disk since it was read"));
  free(why);
  assert_victims_untouched(w);
  struct stat st;
  assert_int_equal(lstat(target, &st), 0);
  assert_true(S_ISLNK(st.st_mode)); /* the link itself was not replaced either */
  free(target);
}

/* A folder on the way swapped for a symlink out (repo/sub -> ../outside,
 * which holds an a.xsf too) between the read and the write. */
static void test_folder_swapped_between_read_and_write(void **state) {
  World *w = *state;
  char *target = in(w, "repo/sub/a.xsf"), *sub = in(w, "repo/sub");
  char *bytes = NULL, *why = NULL;
  size_t len = 0;
  int err = 0;
  CliStamp stamp;
  assert_true(cli_read_file_stamped(target, w->scope, &bytes, &len, &stamp, &err));
  free(bytes);
  swap_for_link(sub, "../outside");
  assert_false(cli_write_back(target, &stamp, "FIXED\n", 6, &why));
  free(why);
  assert_victims_untouched(w);
  free(target), free(sub);
}

/* The judgement of an open file: opened inside, then the name swapped for
 * a symlink out (the name now resolves outside); opened through a symlink
 * out, then the name swapped back to a file inside (another inode). Both
 * refused; the file opened as listed is inside. */
static void test_judged_as_opened(void **state) {
  World *w = *state;
  char *target = in(w, "repo/a.xsf"), *old = in(w, "repo/a.xsf.old");
  int fd = open(target, O_RDONLY);
  assert_true(fd >= 0);
  assert_int_equal(sk_scope_judge_open(w->scope, target, fd), SK_SCOPE_INSIDE);
  swap_for_link(target, "../outside/victim.xsf");
  assert_int_equal(sk_scope_judge_open(w->scope, target, fd), SK_SCOPE_OUTSIDE);
  close(fd);
  fd = open(target, O_RDONLY); /* the victim, through the link */
  assert_true(fd >= 0);
  assert_int_equal(unlink(target), 0);
  assert_int_equal(rename(old, target), 0); /* swapped back */
  assert_int_equal(sk_scope_judge_open(w->scope, target, fd), SK_SCOPE_OUTSIDE);
  assert_int_equal(sk_scope_judge_open(NULL, target, fd), SK_SCOPE_INSIDE);
  close(fd);
  free(target), free(old);
}

/* Unswapped, the write goes through as before. */
static void test_write_unswapped(void **state) {
  World *w = *state;
  char *target = in(w, "repo/a.xsf");
  char *bytes = NULL, *why = NULL;
  size_t len = 0;
  int err = 0;
  CliStamp stamp;
  assert_true(cli_read_file_stamped(target, w->scope, &bytes, &len, &stamp, &err));
  free(bytes);
  assert_true(cli_write_back(target, &stamp, "FIXED\n", 6, &why));
  char *now = get(target);
  assert_string_equal(now, "FIXED\n");
  free(now);
  assert_victims_untouched(w);
  free(target);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_swapped_before_the_read, setup, teardown),
      cmocka_unit_test_setup_teardown(test_swapped_between_read_and_write, setup, teardown),
      cmocka_unit_test_setup_teardown(test_folder_swapped_between_read_and_write, setup, teardown),
      cmocka_unit_test_setup_teardown(test_judged_as_opened, setup, teardown),
      cmocka_unit_test_setup_teardown(test_write_unswapped, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
