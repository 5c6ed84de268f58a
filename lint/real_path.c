/* real_path.c — a path as the file system resolves it (every symbolic
 * link followed, `.` and `..` gone), and the real folder a path is in or
 * is. Below the scope (scope.c) and the trust of markers (trust.c), which
 * both resolve paths: neither reaches the other through this. */
#include "skellint/files.h"

#include <stdlib.h>
#include <sys/stat.h>

char *sk_real_path(const char *path) {
  if (!path || !*path) return NULL;
  char *r = realpath(path, NULL);
  return r;
}

char *sk_real_folder(const char *path) {
  struct stat st;
  if (path && *path && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) return sk_real_path(path);
  size_t dir_len = path ? sk_path_dir_len(path) : 0;
  char *dir = dir_len ? sk_xstrndup(path, dir_len) : sk_xstrdup(".");
  char *real = sk_real_path(dir);
  free(dir);
  return real;
}
