/* files_from.c — `--files-from FILE|-`: the paths to check, one per line
 * (as `git ls-files` or `find` print them). */
#include "jobs.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

bool cli_files_from(const char *file, void (*fn)(const char *path, void *ud), void *ud) {
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  bool ok = strcmp(file, "-") == 0 ? cli_read_stream(stdin, &bytes, &len, &err)
                                   : cli_read_file(file, SIZE_MAX, &bytes, &len, &err);
  if (!ok) {
    fprintf(stderr, "skellint: --files-from %s: %s\n", file, strerror(err));
    return false;
  }
  size_t start = 0;
  for (size_t i = 0; i <= len; i++) {
    if (i < len && bytes[i] != '\n' && bytes[i] != '\0') continue;
    size_t end = i;
    if (end > start && bytes[end - 1] == '\r') end--;
    if (end > start) {
      char *path = sk_xstrndup(bytes + start, end - start);
      fn(path, ud);
      free(path);
    }
    start = i + 1;
  }
  free(bytes);
  return true;
}
