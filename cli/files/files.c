/* files.c — reading a file or a stream into memory. A linter needs the
 * whole text anyway; a directory walk first reads a prefix to decide
 * whether the file is a format skellint knows at all. Running out of
 * memory while reading is an error for that file (ENOMEM), not an abort:
 * the size of a stream is not known before it is read. */
#include "files.h"

#include <errno.h>
#include <string.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

/* Reads from fd into buf (cap bytes, `used` of them filled; NULL: out of
 * memory) until end of input or `limit` bytes in all. Frees buf on
 * failure. */
static bool read_more(int fd, size_t limit, char *buf, size_t cap, size_t used, char **bytes,
                      size_t *len, int *err) {
  if (!buf) {
    *err = ENOMEM;
    return false;
  }
  while (used < limit) {
    if (used + 1 >= cap) {
      cap = cap > SIZE_MAX / 2 ? SIZE_MAX : cap * 2;
      if (limit != SIZE_MAX && cap > limit + 1) cap = limit + 1;
      char *grown = realloc(buf, cap);
      if (!grown) {
        free(buf);
        *err = ENOMEM;
        return false;
      }
      buf = grown;
    }
    size_t want = cap - 1 - used;
    if (want > limit - used) want = limit - used;
    ssize_t n = read(fd, buf + used, want);
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) { /* a pipe with nothing yet */
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, -1) >= 0 || errno == EINTR) continue;
      }
      *err = errno;
      free(buf);
      return false;
    }
    if (n == 0) break;
    used += (size_t)n;
  }
  buf[used] = '\0';
  *bytes = buf;
  *len = used;
  return true;
}

static bool read_fd(int fd, size_t limit, size_t hint, char **bytes,
                    size_t *len, int *err) {
  size_t cap = hint + 1 < 4096 ? 4096 : hint + 1;
  if (limit != SIZE_MAX && cap > limit + 1) cap = limit + 1;
  return read_more(fd, limit, malloc(cap), cap, 0, bytes, len, err);
}

/* Opens a file for reading (see cli_read_file); returns the fd and its
 * size hint, or -1 with *err set. Only regular files and pipes are read:
 * never a device, nor a file of /proc or /sys whatever its type says
 * (/proc/kmsg is a "regular file" whose read blocks and empties the
 * kernel's log). */
static int open_file(const char *path, const SkScope *within, size_t *hint, struct stat *opened,
                     int *err) {
  /* O_NONBLOCK: opening a FIFO that has no writer would block forever (a
   * file that was regular when a walk listed it can be a FIFO by now). It
   * stays set: reads of a regular file never block anyway, and a pipe is
   * waited for with poll (read_more), never by a read that cannot end. */
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0) {
    *err = errno;
    return -1;
  }
  struct stat st;
  if (fstat(fd, &st) != 0) {
    *err = errno;
    close(fd);
    return -1;
  }
  if (S_ISDIR(st.st_mode) || !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) ||
      sk_fd_on_pseudo_fs(fd)) {
    *err = S_ISDIR(st.st_mode) ? EISDIR : CLI_ENOTPLAIN;
    close(fd);
    return -1;
  }
  /* The file opened is judged, not only the name listed: a name swapped
   * for a symlink out of the project since the walk is refused here. */
  if (within && sk_scope_judge_open(within, path, fd) != SK_SCOPE_INSIDE) {
    *err = CLI_EOUTSIDE;
    close(fd);
    return -1;
  }
  if (opened) *opened = st;
  *hint = S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size : 0;
  return fd;
}

bool cli_read_file(const char *path, size_t limit, char **bytes, size_t *len,
                   int *err) {
  return cli_read_file_in(NULL, path, limit, bytes, len, NULL, err);
}

bool cli_read_file_in(const SkScope *within, const char *path, size_t limit, char **bytes,
                      size_t *len, struct stat *opened, int *err) {
  size_t hint;
  int fd = open_file(path, within, &hint, opened, err);
  if (fd < 0) return false;
  bool ok = read_fd(fd, limit, hint, bytes, len, err);
  close(fd);
  return ok;
}

bool cli_read_file_probed(const char *path, const SkScope *within, size_t probe, size_t limit,
                          bool (*wanted)(const char *path, const char *bytes, size_t len),
                          char **bytes, size_t *len, bool *skipped, int *err) {
  *skipped = false;
  size_t hint;
  int fd = open_file(path, within, &hint, NULL, err);
  if (fd < 0) return false;
  if (probe > limit) probe = limit;
  char *head;
  size_t n;
  bool ok = read_fd(fd, probe, probe, &head, &n, err);
  if (ok && !wanted(path, head, n)) {
    free(head);
    *skipped = true;
    close(fd);
    return false;
  }
  if (ok && hint > limit) { /* known too large before reading it */
    free(head);
    *err = EFBIG;
    ok = false;
  } else if (ok && n == probe && probe < limit) { /* more to come: go on from here */
    size_t cap = hint + 1 > probe + 1 ? hint + 1 : 2 * probe + 1;
    if (limit != SIZE_MAX && cap > limit + 1) cap = limit + 1;
    char *grown = realloc(head, cap);
    if (!grown) free(head);
    ok = read_more(fd, limit, grown, cap, n, bytes, len, err);
  } else if (ok) {
    *bytes = head, *len = n;
  }
  close(fd);
  return ok;
}

bool cli_read_stream_max(FILE *f, size_t limit, char **bytes, size_t *len, int *err) {
  return read_fd(fileno(f), limit, 0, bytes, len, err);
}

bool cli_read_stream(FILE *f, char **bytes, size_t *len, int *err) {
  return read_fd(fileno(f), SIZE_MAX, 0, bytes, len, err);
}

const char *cli_strerror(int err) {
  if (err == CLI_ENOTPLAIN) return "not a regular file (a device, or a file of /proc or /sys): not read";
  if (err == CLI_EOUTSIDE)
    return "leads outside the project now (changed since it was listed?): not read";
  return strerror(err);
}
