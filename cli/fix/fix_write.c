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
 * and read again and must still have the stamp (sk_file_stamp_same:
 * inode, size, mtime and ctime) and the bytes it had when it was read —
 * someone saving the file in an editor meanwhile wins, and the fix is
 * refused with a message. Symbolic links are resolved so the
 * link stays a link. The stamp is the open file's (the read's fstat), and
 * everything after the name is resolved happens relative to the target's
 * folder, opened once: the target opened O_NOFOLLOW must be the very file
 * read (device, inode), the temporary is created O_EXCL|O_NOFOLLOW, and the
 * rename (renameat) replaces the name only while it is still that file — a
 * name or a folder swapped for a symlink out meanwhile is refused, never
 * followed (docs/security.md, "One judgement at the moment a file is
 * opened").
 *
 * What is not replaced but written through (in place): a file with more
 * than one hard link (a rename would split it from its other names) and a
 * file whose owner the new file cannot be given (the user may write it
 * but it belongs to someone else). A file the user may not write is not
 * fixed at all (exit 2), even where the directory would allow a rename.
 * Temporary files carry the pid of their run: every walk skips them and
 * the next --fix writing into the folder removes those whose run is gone
 * (docs/security.md). */
#include "fix_write.h"
#include "files/files.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

bool cli_read_file_stamped(const char *path, const SkScope *within, char **bytes, size_t *len,
                           CliStamp *stamp, int *err) {
  /* The stamp is the open file's (fstat), the file read: what a write
   * must find again at the name. */
  if (!cli_read_file_in(within, path, cli_read_cap(0), bytes, len, &stamp->st, err)) return false;
  sk_file_stamp_from(&stamp->st, &stamp->file);
  stamp->len = *len;
  stamp->hash = sk_hash64(*bytes, *len, SK_HASH_SEED);
  return true;
}

/* ---- the loop ---- */

void cli_fix_loop(SkDocument **docp, const SkOptions *opts, const SkCharacter *c,
                  const SkScope *scope, int32_t part, bool unsafe, bool try_sjis, CliFixResult *r) {
  memset(r, 0, sizeof *r);
  SkDocument *doc = *docp;
  SkFormat format = doc->format;
  SkCharacter *replanned = NULL;
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
    if (sk_format_spec(format)->kind == SK_KIND_CHARACTER && c && part < 0) {
      SkCharacter *next = sk_character_replan(c, src, scope, opts->working_folder);
      sk_character_free(replanned);
      c = replanned = next;
    }
    doc = sk_document_check_in(src, format, opts, c, part, NULL);
  }
  sk_character_free(replanned);
  *docp = doc;
}

/* ---- writing ---- */

static char *errmsg(const char *what, int err) {
  return sk_xasprintf("%s: %s", what, cli_strerror(err));
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

/* ---- temporary files ---- */

/* A temporary file is ".NAME.skellint-tmp-PID-XXXXXX" beside NAME: hidden,
 * skipped by every walk (cli_is_fix_temp), and stale once process PID is
 * gone (a --fix killed between writing it and renaming it). */
#define TEMP_MARK ".skellint-tmp-"

bool cli_is_fix_temp(const char *name) {
  if (name[0] != '.') return false;
  if (strstr(name, TEMP_MARK)) return true;
  /* The form earlier versions used: ".NAME.skellint-XXXXXX". */
  const char *m = strstr(name, ".skellint-");
  return m && strlen(m + 10) == 6;
}

/* The pid in a temporary file's name, or 0. */
static long temp_pid(const char *name) {
  const char *m = name[0] == '.' ? strstr(name, TEMP_MARK) : NULL;
  if (!m) return 0;
  char *end;
  long pid = strtol(m + strlen(TEMP_MARK), &end, 10);
  return *end == '-' && pid > 0 ? pid : 0;
}

/* Removes the temporaries in `dir` that a --fix which no longer runs left
 * behind: ours (same owner), regular files, whose process is gone. Once
 * per directory and run. */
static void remove_stale_temps(const char *dir) {
  static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
  static char **done;
  static size_t ndone, cap;
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < ndone; i++)
    if (strcmp(done[i], dir) == 0) {
      pthread_mutex_unlock(&lock);
      return;
    }
  if (ndone == cap) cap = cap ? cap * 2 : 16, done = sk_xrealloc(done, cap * sizeof *done);
  done[ndone++] = sk_xstrdup(dir); /* kept for the run (a set of names) */
  pthread_mutex_unlock(&lock);
#ifdef _WIN32 /* no descriptor for a directory: by name (lint/compat/sk_compat.h) */
  DIR *wd = opendir(dir);
  struct dirent *we;
  while (wd && (we = readdir(wd)) != NULL) {
    long pid = temp_pid(we->d_name);
    if (!pid || pid == (long)getpid() || kill((pid_t)pid, 0) == 0 || errno != ESRCH) continue;
    char *p = sk_xasprintf("%s/%s", dir, we->d_name);
    struct stat st;
    if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) unlink(p);
    free(p);
  }
  if (wd) closedir(wd);
#else
  int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR *d = dfd >= 0 ? fdopendir(dfd) : NULL;
  if (!d) {
    if (dfd >= 0) close(dfd);
    return;
  }
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    long pid = temp_pid(e->d_name);
    if (!pid || pid == (long)getpid() || kill((pid_t)pid, 0) == 0 || errno != ESRCH) continue;
    struct stat st;
    if (fstatat(dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) &&
        st.st_uid == geteuid())
      unlinkat(dfd, e->d_name, 0);
  }
  closedir(d);
#endif
}

/* ---- the folder written in ----
 *
 * Everything after the target is resolved happens relative to its folder,
 * opened once (openat, fstatat, renameat): a folder on the way swapped for
 * a symlink meanwhile cannot lead the write elsewhere. Windows has no
 * descriptor for a folder: there, by name. */
typedef struct {
  char *path; /* with its trailing separator ("./" for none) */
  int fd;
} Folder;

static char *dir_of(const char *target) {
  size_t n = sk_path_dir_len(target);
  return n ? sk_xstrndup(target, n) : sk_xstrdup("./");
}

static bool folder_open(Folder *f, const char *file) {
  f->path = dir_of(file);
#ifdef _WIN32
  f->fd = -1;
  return true;
#else
  f->fd = open(f->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  return f->fd >= 0;
#endif
}

static void folder_close(Folder *f) {
  if (f->fd >= 0) close(f->fd);
  free(f->path);
}

#ifdef _WIN32
static char *in_folder(const Folder *f, const char *name) { return sk_xasprintf("%s%s", f->path, name); }
static int at_open(const Folder *f, const char *name, int flags, mode_t mode) {
  char *p = in_folder(f, name);
  int fd = open(p, flags, mode);
  free(p);
  return fd;
}
static int at_lstat(const Folder *f, const char *name, struct stat *st) {
  char *p = in_folder(f, name);
  int r = lstat(p, st);
  free(p);
  return r;
}
static int at_rename(const Folder *f, const char *from, const char *to) {
  char *a = in_folder(f, from), *b = in_folder(f, to);
  int r = rename(a, b);
  free(a), free(b);
  return r;
}
static void at_unlink(const Folder *f, const char *name) {
  char *p = in_folder(f, name);
  unlink(p);
  free(p);
}
#else
static int at_open(const Folder *f, const char *name, int flags, mode_t mode) {
  return openat(f->fd, name, flags, mode);
}
static int at_lstat(const Folder *f, const char *name, struct stat *st) {
  return fstatat(f->fd, name, st, AT_SYMLINK_NOFOLLOW);
}
static int at_rename(const Folder *f, const char *from, const char *to) {
  return renameat(f->fd, from, f->fd, to);
}
static void at_unlink(const Folder *f, const char *name) { unlinkat(f->fd, name, 0); }
#endif

#define CHANGED "the file changed on disk since it was read; fixes not written " \
                "(run again to fix the new version)"

static bool same_inode(const struct stat *a, const struct stat *b) {
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

/* Whether `name` in the folder is still what `stamp` describes: the same
 * regular file (not a symlink now), unchanged, with the same bytes. */
static bool unchanged(const Folder *f, const char *name, const CliStamp *stamp, char **why) {
  /* Test hook: simulate someone saving the file between our read and our
   * rename (tests/cli/test_fix.sh). */
  const char *hook = getenv("SKELLINT_TEST_APPEND_BEFORE_RENAME");
  if (hook) {
    int fd = at_open(f, name, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0);
    if (fd >= 0) {
      if (!write_all(fd, hook, strlen(hook))) { /* the check below decides */ }
      close(fd);
    }
  }
  struct stat st;
  if (at_lstat(f, name, &st) != 0)
    return *why = errmsg("the file disappeared before writing", errno), false;
  SkFileStamp now;
  sk_file_stamp_from(&st, &now);
  bool same = S_ISREG(st.st_mode) && sk_file_stamp_same(&now, &stamp->file);
  if (same) {
    char *bytes = NULL;
    size_t len = 0;
    int err = 0;
    int fd = at_open(f, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0);
    FILE *fp = fd >= 0 ? fdopen(fd, "rb") : NULL;
    struct stat opened;
    if (!fp) err = errno;
    if (fp && (fstat(fd, &opened) != 0 || !same_inode(&opened, &stamp->st))) same = false;
    else if (!fp || !cli_read_stream(fp, &bytes, &len, &err)) {
      if (fp) fclose(fp);
      else if (fd >= 0) close(fd);
      return *why = errmsg("cannot read the file again before writing", err), false;
    }
    if (fp) fclose(fp);
    same = same && len == stamp->len && sk_hash64(bytes, len, SK_HASH_SEED) == stamp->hash;
    free(bytes);
  }
  if (!same) *why = sk_xstrdup(CHANGED);
  return same;
}

/* Writes bytes to a new temporary file beside `base` in the folder; on
 * success returns its name (malloc'd) with the file closed and fsync'd.
 * *owner_kept says whether it has the original's owner and group. */
static char *write_temp(const Folder *f, const char *base, const char *bytes, size_t len,
                        mode_t mode, const struct stat *owner, bool *owner_kept, char **why) {
  static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  static unsigned long counter;
  char *tmp = NULL;
  int fd = -1;
  /* NAME shortened so that the temporary's name stays under NAME_MAX; six
   * random letters, created exclusively (never through a symlink). */
  for (int tries = 0; fd < 0 && tries < 100; tries++) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    uint64_t seed[4] = {(uint64_t)now.tv_nsec, (uint64_t)now.tv_sec, (uint64_t)getpid(),
                        (uint64_t)__atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED)};
    uint64_t h = sk_hash64(seed, sizeof seed, SK_HASH_SEED);
    char rnd[7];
    for (int i = 0; i < 6; i++, h /= 62) rnd[i] = letters[h % 62];
    rnd[6] = '\0';
    free(tmp);
    tmp = sk_xasprintf(".%.200s" TEMP_MARK "%ld-%s", base, (long)getpid(), rnd);
    fd = at_open(f, tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0 && errno != EEXIST) break;
  }
  if (fd < 0) {
    *why = errmsg("cannot create a temporary file beside it", errno);
    free(tmp);
    return NULL;
  }
  bool ok = write_all(fd, bytes, len);
  int err = errno;
  if (ok && fchmod(fd, mode & 07777) != 0) ok = false, err = errno;
  *owner_kept = true;
  if (ok && owner && (owner->st_uid != geteuid() || owner->st_gid != getegid()))
    *owner_kept = fchown(fd, owner->st_uid, owner->st_gid) == 0;
  if (ok && fsync(fd) != 0) ok = false, err = errno;
  if (close(fd) != 0 && ok) ok = false, err = errno;
  if (!ok) {
    *why = errmsg("writing the temporary file failed", err);
    at_unlink(f, tmp);
    free(tmp);
    return NULL;
  }
  return tmp;
}

static void sync_folder(const Folder *f) {
#ifdef _WIN32
  (void)f;
#else
  fsync(f->fd);
#endif
}

/* Writes bytes through fd (the file itself, at offset 0), then cuts it to
 * their length: every name and the owner stay, atomicity is lost. */
static bool write_through(int fd, const CliStamp *stamp, const char *bytes, size_t len,
                          char **why) {
  struct stat st;
  if (fstat(fd, &st) != 0 || !same_inode(&st, &stamp->st)) return *why = sk_xstrdup(CHANGED), false;
  size_t done = 0;
  while (done < len) {
    ssize_t w = pwrite(fd, bytes + done, len - done, (off_t)done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return *why = errmsg("writing the file failed (it may be incomplete now)", errno), false;
    done += (size_t)w;
  }
  if (ftruncate(fd, (off_t)len) != 0 || fsync(fd) != 0)
    return *why = errmsg("writing the file failed (it may be incomplete now)", errno), false;
  return true;
}

/* Windows: another program holds the file open without letting it be
 * replaced (lint/compat/sk_compat.h maps that to EBUSY). */
#ifdef _WIN32
#define IS_BUSY(err) ((err) == EBUSY)
#else
#define IS_BUSY(err) 0
#endif
#define BUSY "the file is open in another program that does not let it be replaced; " \
             "fixes not written (close it there and run again)"

/* Opens the target for writing, refusing anything but the very file that
 * was read: a symlink (O_NOFOLLOW: one put there since), another file, a
 * file the user may not write. -1 with *why set. */
static int open_target(const Folder *f, const char *base, const CliStamp *stamp, char **why) {
  int wfd = at_open(f, base, O_WRONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0);
  if (wfd < 0) {
    int err = errno;
#ifdef _WIN32 /* a writable file Windows refuses to open is open elsewhere */
    if (err == EACCES && (stamp->st.st_mode & S_IWUSR)) err = EBUSY;
#endif
    *why = err == ELOOP ? sk_xstrdup(CHANGED)
         : IS_BUSY(err) ? sk_xstrdup(BUSY)
         : err == EACCES || err == EPERM || err == EROFS || err == ETXTBSY
               ? sk_xasprintf("the file is not writable (%s); fixes not written", cli_strerror(err))
               : errmsg("cannot open the file for writing", err);
    return -1;
  }
  struct stat st;
  if (fstat(wfd, &st) != 0 || !S_ISREG(st.st_mode) || !same_inode(&st, &stamp->st)) {
    *why = sk_xstrdup(CHANGED);
    close(wfd);
    return -1;
  }
  return wfd;
}

bool cli_write_back(const char *path, const CliStamp *stamp, const char *bytes,
                    size_t len, char **why) {
  *why = NULL;
  char *target = realpath(path, NULL); /* a symlink stays a symlink */
  if (!target) return *why = errmsg("cannot resolve the path", errno), false;
  const char *base = sk_path_base(target);
  Folder f;
  if (!folder_open(&f, target)) {
    *why = errmsg("cannot open its folder", errno);
    folder_close(&f);
    free(target);
    return false;
  }
  /* Only a file the user may write is fixed: replacing it by rename needs
   * the directory's permission only, and would take a read-only file
   * over (and its ownership with it). */
  int wfd = open_target(&f, base, stamp, why);
  bool ok = wfd >= 0;
  /* Root may open a file nobody may write; a read-only mode is still a
   * "do not touch" (as editors and `rm -i` treat it). */
  if (ok && (stamp->st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0) {
    *why = sk_xasprintf("the file is not writable (read-only, mode %04o); fixes not written",
                        (unsigned)(stamp->st.st_mode & 07777));
    ok = false;
  }
  if (ok) remove_stale_temps(f.path);
  /* More than one name (hard links), or an owner a new file cannot get:
   * write through the file, as editors do, rather than split the links or
   * change the owner. */
  bool in_place = stamp->st.st_nlink > 1, owner_kept = true;
  char *tmp = NULL;
  if (ok && !in_place) {
    tmp = write_temp(&f, base, bytes, len, stamp->st.st_mode, &stamp->st, &owner_kept, why);
    ok = tmp != NULL;
    if (ok && !owner_kept) {
      at_unlink(&f, tmp);
      free(tmp);
      tmp = NULL;
      in_place = true;
    }
  }
#ifdef _WIN32
  /* Windows cannot replace a file that is open, our own descriptor too. */
  if (!in_place && wfd >= 0) close(wfd), wfd = -1;
#endif
  ok = ok && unchanged(&f, base, stamp, why);
  if (ok && in_place) {
    ok = write_through(wfd, stamp, bytes, len, why);
  } else if (ok && at_rename(&f, tmp, base) != 0) {
    *why = IS_BUSY(errno) ? sk_xstrdup(BUSY) : errmsg("renaming the temporary file over it failed", errno);
    ok = false;
  }
  if (tmp && !ok) at_unlink(&f, tmp);
  if (ok && !in_place) sync_folder(&f);
  free(tmp);
  if (wfd >= 0) close(wfd);
  folder_close(&f);
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
  const char *base = sk_path_base(path);
  Folder f;
  bool owner_kept;
  char *tmp = NULL;
  if (!folder_open(&f, path)) *why = errmsg("cannot open its folder", errno);
  else tmp = write_temp(&f, base, bytes, len, mode, exists ? &st : NULL, &owner_kept, why);
  bool ok = tmp != NULL;
  if (ok && at_rename(&f, tmp, base) != 0) {
    *why = errmsg("renaming the temporary file failed", errno);
    at_unlink(&f, tmp);
    ok = false;
  }
  free(tmp);
  folder_close(&f);
  return ok;
}
