/* files_from.c — `--files-from FILE|-`: the paths to check, one per line
 * (as `git ls-files` or `find` print them; NUL ends a line as well, as
 * `find -print0` and `git ls-files -z` print them).
 *
 * The list is read as a stream, a chunk at a time, and bounded: a line
 * longer than CLI_FILES_FROM_MAX_LINE is no path (the file is not a list of
 * paths, or it is /dev/zero or /dev/urandom), and a list of more than
 * CLI_FILES_FROM_MAX_PATHS paths or CLI_FILES_FROM_MAX_BYTES bytes is
 * refused, so that a wrong --files-from cannot grow the run's memory
 * without end. Each is an error (exit 2) naming the limit. */
#include "jobs.h"
#include "files/files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* An error about the list (a limit, when `limit`); returns false. */
static bool say(const char *file, const char *why, bool limit) {
  char *shown = sk_display_text(file, strlen(file), 0);
  fprintf(stderr, "skellint: --files-from %s: %s%s\n", shown, why,
          limit ? "; not a list of paths?" : "");
  free(shown);
  return false;
}

bool cli_files_from(const char *file, void (*fn)(const char *path, void *ud), void *ud) {
  bool is_stdin = strcmp(file, "-") == 0;
  int fd = is_stdin ? 0 : open(file, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    return say(file, cli_strerror(errno), false);
  }
  enum { CHUNK = 64 * 1024 };
  /* line holds the start of the current line (at most MAX_LINE bytes)
   * followed by the chunk being read. */
  char *line = sk_xmalloc(CLI_FILES_FROM_MAX_LINE + CHUNK + 1);
  size_t have = 0, paths = 0;
  unsigned long long total = 0;
  bool ok = true, eof = false;
  while (ok && !eof) {
    ssize_t n = read(fd, line + have, CHUNK);
    if (n < 0) {
      if (errno == EINTR) continue;
      say(file, cli_strerror(errno), false);
      ok = false;
      break;
    }
    eof = n == 0;
    total += (size_t)n;
    if (total > CLI_FILES_FROM_MAX_BYTES) {
      ok = say(file, "the list is longer than 1 GiB", true);
      break;
    }
    size_t end = have + (size_t)n, start = 0;
    for (size_t i = have; i <= end && ok; i++) {
      if (i < end && line[i] != '\n' && line[i] != '\0') continue;
      if (i == end && !eof) break; /* the rest of this line comes later */
      size_t e = i;
      if (e > start && line[e - 1] == '\r') e--;
      if (e > start) {
        if (++paths > CLI_FILES_FROM_MAX_PATHS) {
          ok = say(file, "more than 10,000,000 paths", true);
          break;
        }
        line[e] = '\0';
        fn(line + start, ud);
      }
      start = i + 1;
    }
    if (!ok || eof) break;
    have = end - start;
    if (have > CLI_FILES_FROM_MAX_LINE) {
      ok = say(file, "a line is longer than 4096 bytes", true);
      break;
    }
    memmove(line, line + start, have);
  }
  free(line);
  if (!is_stdin) close(fd);
  return ok;
}
