/* fix_write.c — applying fixes and writing files back safely.
 *
 * The loop: check → sk_fixes_apply (one round of whole, non-overlapping
 * fixes) → encode into the file's own encoding → re-check → … until a
 * round applies nothing (the fixed point; a second run then changes
 * nothing) or CLI_FIX_MAX_ROUNDS rounds, which is reported. Edits are made
 * on the UTF-8 text; the library's fixes already use the file's line
 * ending, and text outside an edit is kept byte for byte, so line endings,
 * the final newline and a BOM survive. A Shift_JIS file is written back in
 * Shift_JIS (sk_source_encode); a fix whose text has no Shift_JIS form
 * stops the loop rather than changing the encoding.
 *
 * The write: a temporary file beside the original (same file system, so
 * rename(2) is atomic), the original's mode (fchmod) and, when permitted,
 * owner; fsync; then, immediately before rename, the original is stat'ed
 * and read again and must still have the size, mtime and bytes it had when
 * it was read — someone saving the file in an editor meanwhile wins, and
 * the fix is refused with a message. Symbolic links are resolved so the
 * link stays a link. */
#include "fix_write.h"
#include "jobs.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool cli_read_file_stamped(const char *path, char **bytes, size_t *len,
                           CliStamp *stamp, int *err) {
  if (stat(path, &stamp->st) != 0) {
    *err = errno;
    return false;
  }
  if (!cli_read_file(path, cli_read_cap(0), bytes, len, err)) return false;
  stamp->len = *len;
  stamp->hash = cli_hash64(*bytes, *len, CLI_HASH_SEED);
  return true;
}

/* ---- the loop ---- */

void cli_fix_loop(SkDocument **docp, const SkOptions *opts, const SkCharacter *c,
                  int32_t part, bool unsafe, bool try_sjis, CliFixResult *r) {
  memset(r, 0, sizeof *r);
  SkDocument *doc = *docp;
  SkFormat format = doc->format;
  /* Encode into the encoding the file had, even if a round leaves only
   * ASCII (which reads back as UTF-8). */
  SkSource enc = {.encoding = doc->src->encoding};
  if (enc.encoding == SK_ENCODING_BINARY) {
    r->converged = true;
    return;
  }
  if (enc.encoding == SK_ENCODING_SHIFT_JIS) try_sjis = true;
  for (unsigned round = 0; round < CLI_FIX_MAX_ROUNDS; round++) {
    size_t len = 0, applied = 0;
    char *text = sk_fixes_apply(doc->src, &doc->diags, unsafe, &len, &applied);
    if (applied == 0) {
      free(text);
      r->converged = true;
      break;
    }
    size_t n = 0;
    char *bytes = sk_source_encode(&enc, text, len, &n);
    free(text);
    if (!bytes) {
      r->why = sk_xstrdup("a fix writes a character that Shift_JIS cannot hold; "
                          "the file was left in its encoding and that fix not applied");
      r->converged = true;
      break;
    }
    SkSource *src = sk_source_adopt(doc->src->path, bytes, n, try_sjis);
    if (!src) {
      r->why = sk_xstrdup("the fixed file would exceed 4 GiB");
      break;
    }
    r->applied += applied;
    r->rounds++;
    if (doc != *docp) sk_document_free(doc); /* the caller's first check stays */
    doc = sk_document_check_in(src, format, opts, c, part, NULL);
  }
  *docp = doc;
}

/* ---- writing ---- */

static char *errmsg(const char *what, int err) {
  return sk_xasprintf("%s: %s", what, strerror(err));
}

static bool write_all(int fd, const char *p, size_t n) {
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += w, n -= (size_t)w;
  }
  return true;
}

/* Whether the file at `path` is still what `stamp` describes. */
static bool unchanged(const char *path, const CliStamp *stamp, char **why) {
  /* Test hook: simulate someone saving the file between our read and our
   * rename (tests/cli/test_fix.sh). */
  const char *hook = getenv("SKELLINT_TEST_APPEND_BEFORE_RENAME");
  if (hook) {
    int fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC);
    if (fd >= 0) {
      if (!write_all(fd, hook, strlen(hook))) { /* the check below decides */ }
      close(fd);
    }
  }
  struct stat st;
  if (stat(path, &st) != 0) return *why = errmsg("the file disappeared before writing", errno), false;
  bool same = st.st_size == stamp->st.st_size && st.st_mtim.tv_sec == stamp->st.st_mtim.tv_sec &&
              st.st_mtim.tv_nsec == stamp->st.st_mtim.tv_nsec && st.st_ino == stamp->st.st_ino &&
              st.st_dev == stamp->st.st_dev;
  if (same) {
    char *bytes = NULL;
    size_t len = 0;
    int err = 0;
    if (!cli_read_file(path, SIZE_MAX, &bytes, &len, &err))
      return *why = errmsg("cannot read the file again before writing", err), false;
    same = len == stamp->len && cli_hash64(bytes, len, CLI_HASH_SEED) == stamp->hash;
    free(bytes);
  }
  if (!same)
    *why = sk_xstrdup("the file changed on disk since it was read; fixes not written "
                      "(run again to fix the new version)");
  return same;
}

/* Writes bytes to a new temporary file in the directory of `target`; on
 * success returns its name (malloc'd) with the file closed and fsync'd. */
static char *write_temp(const char *target, const char *bytes, size_t len, mode_t mode,
                        const struct stat *owner, char **why) {
  const char *slash = strrchr(target, '/');
  char *tmp = slash ? sk_xasprintf("%.*s.%s.skellint-XXXXXX", (int)(slash - target + 1), target, slash + 1)
                    : sk_xasprintf(".%s.skellint-XXXXXX", target);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    *why = errmsg("cannot create a temporary file beside it", errno);
    free(tmp);
    return NULL;
  }
  bool ok = write_all(fd, bytes, len);
  int err = errno;
  if (ok && fchmod(fd, mode & 07777) != 0) ok = false, err = errno;
  if (ok && owner && (owner->st_uid != geteuid() || owner->st_gid != getegid()))
    if (fchown(fd, owner->st_uid, owner->st_gid) != 0) { /* not permitted: keep ours */ }
  if (ok && fsync(fd) != 0) ok = false, err = errno;
  if (close(fd) != 0 && ok) ok = false, err = errno;
  if (!ok) {
    *why = errmsg("writing the temporary file failed", err);
    unlink(tmp);
    free(tmp);
    return NULL;
  }
  return tmp;
}

static void sync_dir(const char *target) {
  const char *slash = strrchr(target, '/');
  char *dir = slash ? sk_xstrndup(target, (size_t)(slash - target + 1)) : sk_xstrdup(".");
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0) {
    fsync(fd);
    close(fd);
  }
  free(dir);
}

bool cli_write_back(const char *path, const CliStamp *stamp, const char *bytes,
                    size_t len, char **why) {
  *why = NULL;
  char *target = realpath(path, NULL); /* a symlink stays a symlink */
  if (!target) return *why = errmsg("cannot resolve the path", errno), false;
  char *tmp = write_temp(target, bytes, len, stamp->st.st_mode, &stamp->st, why);
  bool ok = tmp != NULL;
  if (ok && !unchanged(target, stamp, why)) ok = false;
  if (ok && rename(tmp, target) != 0) {
    *why = errmsg("renaming the temporary file over it failed", errno);
    ok = false;
  }
  if (tmp && !ok) unlink(tmp);
  if (ok) sync_dir(target);
  free(tmp);
  free(target);
  return ok;
}

bool cli_write_new_file(const char *path, const char *bytes, size_t len, char **why) {
  *why = NULL;
  struct stat st;
  mode_t mode;
  bool exists = stat(path, &st) == 0;
  if (exists) {
    mode = st.st_mode;
  } else {
    mode_t mask = umask(0);
    umask(mask);
    mode = 0666 & ~mask;
  }
  char *tmp = write_temp(path, bytes, len, mode, exists ? &st : NULL, why);
  if (!tmp) return false;
  if (rename(tmp, path) != 0) {
    *why = errmsg("renaming the temporary file failed", errno);
    unlink(tmp);
    free(tmp);
    return false;
  }
  free(tmp);
  return true;
}
