/* sk_compat.h — the thin layer between skellint's POSIX code and Windows.
 *
 * The Windows build (make windows; tools/windows/) force-includes this
 * header into every file (-include) and puts lint/compat/ on the include
 * path, where fnmatch.h, poll.h, sys/uio.h and iconv.h stand in for the
 * POSIX headers mingw-w64 lacks. The sources keep their POSIX calls; what
 * Windows does differently is here and in win32.c:
 *   - stat/fstat/lstat fill a struct with st_mtim (100 ns), st_ino (the
 *     file index), st_nlink and st_dev from GetFileInformationByHandle, so
 *     --fix's "the file changed since it was read" works as on Linux;
 *   - rename replaces an existing file (MoveFileExW, REPLACE_EXISTING |
 *     WRITE_THROUGH), and a file another program holds open fails with
 *     EBUSY rather than being lost or half-written;
 *   - realpath opens the file and asks where it is on disk
 *     (GetFinalPathNameByHandleW: symlinks and junctions followed), and
 *     answers as getcwd does, "C:\x\y" ('\' separators; lint/path.c
 *     reads either); lstat tells a symlink or junction (S_IFLNK);
 *   - sk_wildcard expands the `*.xsf` cmd and PowerShell pass on as
 *     written; sk_pipe_closed tells a reader that went away (`| more`);
 *   - every file is opened in binary mode (no CRLF translation), stdin
 *     and stdout too (the language server's Content-Length);
 *   - the console gets UTF-8 output and ANSI colours (sk_compat_init);
 *   - fnmatch, poll (stdin pipes), writev, sysconf, and iconv for the
 *     conversions skellint makes (UTF-8 and CP932/Shift_JIS, over
 *     MultiByteToWideChar) are implemented in win32.c.
 * On every other system this header is empty. */
#ifndef SK_COMPAT_H
#define SK_COMPAT_H
#ifdef _WIN32
/* C99 printf (%zu, %lld, two-digit exponents), not msvcrt's. */
#ifndef __USE_MINGW_ANSI_STDIO
#define __USE_MINGW_ANSI_STDIO 1
#endif

/* The system headers whose names are redefined below come first. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <direct.h>

/* Called first thing in main (cli/main.c): binary stdio, UTF-8 console,
 * and argv re-read as UTF-8 from the wide command line. */
void sk_compat_init(int *argc, char ***argv);

/* stat with what the POSIX code reads. */
struct sk_stat {
  unsigned long long st_dev, st_ino;
  unsigned st_mode, st_nlink, st_uid, st_gid;
  long long st_size;
  struct timespec st_mtim, st_atim, st_ctim;
};
int sk_stat(const char *path, struct sk_stat *st);
/* mingw's ino_t is 16 bits, dev_t 32: file identities need all 64. */
#define ino_t unsigned long long
#define dev_t unsigned long long
int sk_fstat(int fd, struct sk_stat *st);
#undef stat
#undef fstat
#undef lstat
#define stat sk_stat
#define fstat sk_fstat
int sk_lstat(const char *path, struct sk_stat *st);
#define lstat sk_lstat
#ifndef S_IFLNK
#define S_IFLNK 0120000
#endif
#undef S_ISLNK
#define S_ISLNK(m) (((m) & 0170000) == S_IFLNK)
#ifndef S_ISSOCK
#define S_ISSOCK(m) 0
#endif
#ifndef S_IWGRP
#define S_IWGRP 0
#define S_IWOTH 0
#define S_IRGRP 0
#define S_IROTH 0
#endif

/* open: always binary; the flags Windows has no use for are 0. */
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0
#endif
#ifndef O_DIRECTORY
#define O_DIRECTORY 0
#endif
#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif
#ifndef O_NOCTTY
#define O_NOCTTY 0
#endif
#define F_GETFL 3
#define F_SETFL 4
static inline int sk_fcntl(int fd, int cmd, ...) { (void)fd; (void)cmd; return 0; }
#define fcntl sk_fcntl

#ifndef SIGPIPE
#define SIGPIPE 13
#endif
#ifndef ETXTBSY
#define ETXTBSY 139
#endif

/* Paths are UTF-8 (argv too, sk_compat_init): the calls that take one go
 * through the wide (UTF-16) functions, so any file name works. */
int sk_open(const char *path, int flags, ...);
#define open sk_open
FILE *sk_fopen(const char *path, const char *mode);
#define fopen sk_fopen
int sk_unlink(const char *path);
#define unlink sk_unlink
int sk_mkdir(const char *path);
#define mkdir(path, mode) sk_mkdir(path)
struct sk_dirent { char d_name[1024]; };
typedef struct sk_dir sk_DIR;
sk_DIR *sk_opendir(const char *path);
struct sk_dirent *sk_readdir(sk_DIR *d);
int sk_closedir(sk_DIR *d);
#define dirent sk_dirent
#define DIR sk_DIR
#define opendir sk_opendir
#define readdir sk_readdir
#define closedir sk_closedir

/* `path` (which exists) with each name spelt in the letter case it has on
 * disk, or NULL: names ignore case on Windows, and the model file check
 * still tells a name that would fail on Linux (lint/character.c, SK472). */
char *sk_disk_case(const char *path);

int sk_rename(const char *from, const char *to);
#define rename sk_rename
char *sk_realpath(const char *path, char *resolved);
#define realpath sk_realpath
/* Where the open file `fd` is on disk, every link followed (malloc'd), or
 * NULL: the file itself judged, not a name of it. */
char *sk_fd_realpath(int fd);
char *sk_getcwd(char *buf, size_t size);
#define getcwd sk_getcwd
/* The files the last name of `pattern` matches when it holds `*` or `?`
 * (cmd's rules: letters in any case, hidden files left out, "*.*" also
 * takes names without a dot), sorted, each with the folder as written:
 * 1 and *out (malloc'd, *n of them); 0 when there is no wildcard; -1 when
 * nothing matches; -2 for a wildcard in a folder's name. */
int sk_wildcard(const char *pattern, char ***out, size_t *n);
/* Whether a write to fd failed with `err` because fd is a pipe whose
 * reader went away (POSIX: SIGPIPE). */
#include <stdbool.h>
bool sk_pipe_closed(int fd, int err);
int sk_isatty(int fd);
#define isatty sk_isatty
#define fsync(fd) _commit(fd)
#define fchmod(fd, mode) ((void)(fd), (void)(mode), 0)
#define fchown(fd, u, g) ((void)(fd), 0)
#define geteuid() 0u
#define getegid() 0u
#define umask(m) _umask(m)
ssize_t sk_pwrite(int fd, const void *buf, size_t n, long long off);
#define pwrite sk_pwrite
int sk_mkstemp(char *tmpl);
#define mkstemp sk_mkstemp
/* kill(pid, 0): whether process pid still runs (ESRCH when not). */
int sk_kill(long pid, int sig);
#define kill(pid, sig) sk_kill((long)(pid), sig)
#define _SC_NPROCESSORS_ONLN 84
long sk_sysconf(int name);
#define sysconf sk_sysconf

#endif /* _WIN32 */
#endif
