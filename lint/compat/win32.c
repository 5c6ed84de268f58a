/* win32.c — the Windows side of sk_compat.h: the POSIX calls skellint makes,
 * over the Win32 API. Built only into the Windows executable (CMakeLists.txt,
 * WIN32). Paths are UTF-8 (argv is re-read as UTF-8 in sk_compat_init) and
 * converted to UTF-16 for the *W functions. */
#ifdef _WIN32
#include "sk_compat.h"
#include "fnmatch.h"
#include "poll.h"
#include "sys/uio.h"

#include <windows.h>
#include <shellapi.h>
#include <limits.h>
#include <stdbool.h>
#include <stdarg.h>
#include <string.h>

static wchar_t *wide(const char *s);

/* ---- paths ---- */

/* `path` made absolute, with '\\' separators and "." and ".." applied, the
 * way POSIX reads it: no other change (Win32 would drop trailing blanks and
 * dots from names). NULL when it cannot be. */
static wchar_t *absolute_w(const char *path) {
  wchar_t *w = wide(path);
  if (!w) return NULL;
  for (wchar_t *c = w; *c; c++)
    if (*c == L'/') *c = L'\\';
  size_t n = wcslen(w);
  wchar_t cwd[32768];
  DWORD cn = GetCurrentDirectoryW(32768, cwd);
  if (cn == 0 || cn >= 32768) return free(w), NULL;
  wchar_t *full;
  bool unc = w[0] == L'\\' && w[1] == L'\\';
  if (unc || (w[0] && w[1] == L':' && w[2] == L'\\')) {
    full = w; /* absolute already */
  } else {
    size_t pre = w[0] == L'\\' ? 2 : cn; /* "\\x" is on the current drive */
    full = malloc((pre + n + 2) * sizeof *full);
    if (!full) return free(w), NULL;
    wmemcpy(full, cwd, pre);
    size_t at = pre;
    if (w[0] != L'\\' && full[at - 1] != L'\\') full[at++] = L'\\';
    wmemcpy(full + at, w, n + 1);
    free(w);
  }
  /* Components after the root ("C:\\" or "\\\\server\\share\\"): ".", ".." and
   * empty ones are applied; the others are kept as they are. */
  wchar_t *root_end = full + 3;
  if (unc) {
    root_end = full + 2;
    for (int k = 0; k < 2 && *root_end; k++) {
      while (*root_end && *root_end != L'\\') root_end++;
      if (*root_end) root_end++;
    }
  }
  wchar_t *out = root_end, *in = root_end;
  while (*in) {
    wchar_t *end = wcschr(in, L'\\');
    size_t len = end ? (size_t)(end - in) : wcslen(in);
    if (len == 0 || (len == 1 && in[0] == L'.')) {
    } else if (len == 2 && in[0] == L'.' && in[1] == L'.') {
      while (out > root_end && out[-1] != L'\\') out--; /* the last name */
      if (out > root_end) out--;                         /* and its '\\' */
    } else {
      if (out > root_end) *out++ = L'\\'; /* out never passes in */
      wmemmove(out, in, len);
      out += len;
    }
    in += len;
    if (*in) in++;
  }
  *out = L'\0';
  return full;
}

/* The wide path the *W functions get: \\?\ + absolute_w, so that names are
 * taken literally and may be longer than MAX_PATH. */
static wchar_t *wpath(const char *path) {
  if (!*path) return wide(path);
  wchar_t *a = absolute_w(path);
  if (!a) return NULL;
  bool unc = a[0] == L'\\' && a[1] == L'\\';
  size_t n = wcslen(a);
  wchar_t *out = malloc((n + 9) * sizeof *out);
  if (!out) return free(a), NULL;
  const wchar_t *pre = unc ? L"\\\\?\\UNC\\" : L"\\\\?\\";
  size_t pn = wcslen(pre), skip = unc ? 2 : 0;
  wmemcpy(out, pre, pn);
  wmemcpy(out + pn, a + skip, n - skip + 1);
  free(a);
  return out;
}

/* ---- start-up ---- */

static wchar_t *wide(const char *s) {
  int n = MultiByteToWideChar(CP_UTF8, 0, s, -1, NULL, 0);
  if (n <= 0) return NULL;
  wchar_t *w = malloc((size_t)n * sizeof *w);
  if (w) MultiByteToWideChar(CP_UTF8, 0, s, -1, w, n);
  return w;
}

static char *narrow(const wchar_t *w) {
  int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
  if (n <= 0) return NULL;
  char *s = malloc((size_t)n);
  if (s) WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL);
  return s;
}

void sk_compat_init(int *argc, char ***argv) {
  _fmode = _O_BINARY;
  _setmode(0, _O_BINARY);
  _setmode(1, _O_BINARY);
  _setmode(2, _O_BINARY);
  SetConsoleOutputCP(CP_UTF8);
  DWORD mode;
  for (DWORD h = STD_OUTPUT_HANDLE;; h = STD_ERROR_HANDLE) {
    HANDLE out = GetStdHandle(h);
    if (GetConsoleMode(out, &mode)) SetConsoleMode(out, mode | 0x0004 /* VIRTUAL_TERMINAL_PROCESSING */);
    if (h == STD_ERROR_HANDLE) break;
  }
  int n = 0;
  wchar_t **wv = CommandLineToArgvW(GetCommandLineW(), &n);
  if (!wv || n != *argc) return;
  char **v = calloc((size_t)n + 1, sizeof *v);
  if (!v) return;
  for (int i = 0; i < n; i++) {
    v[i] = narrow(wv[i]);
    if (!v[i]) return;
  }
  LocalFree(wv);
  *argv = v; /* kept for the run */
}

/* ---- errors ---- */

static int errno_of(DWORD e) {
  switch (e) {
  case ERROR_FILE_NOT_FOUND: case ERROR_PATH_NOT_FOUND: case ERROR_INVALID_NAME:
  case ERROR_BAD_NETPATH: case ERROR_INVALID_DRIVE: return ENOENT;
  case ERROR_ACCESS_DENIED: case ERROR_WRITE_PROTECT: return EACCES;
  case ERROR_SHARING_VIOLATION: case ERROR_LOCK_VIOLATION: return EBUSY;
  case ERROR_ALREADY_EXISTS: case ERROR_FILE_EXISTS: return EEXIST;
  case ERROR_NOT_ENOUGH_MEMORY: case ERROR_OUTOFMEMORY: return ENOMEM;
  case ERROR_DISK_FULL: case ERROR_HANDLE_DISK_FULL: return ENOSPC;
  case ERROR_NOT_SAME_DEVICE: return EXDEV;
  case ERROR_DIRECTORY: return ENOTDIR;
  case ERROR_FILENAME_EXCED_RANGE: return ENAMETOOLONG;
  default: return EIO;
  }
}

/* ---- stat ---- */

static struct timespec ts_of(FILETIME ft) {
  unsigned long long t = ((unsigned long long)ft.dwHighDateTime << 32) | ft.dwLowDateTime;
  t -= 116444736000000000ULL; /* 1601 → 1970, in 100 ns */
  return (struct timespec){.tv_sec = (time_t)(t / 10000000ULL), .tv_nsec = (long)(t % 10000000ULL) * 100};
}

static int fill(HANDLE h, struct sk_stat *st) {
  memset(st, 0, sizeof *st);
  DWORD type = GetFileType(h);
  if (type == FILE_TYPE_PIPE) return st->st_mode = _S_IFIFO | 0666, 0;
  if (type == FILE_TYPE_CHAR) return st->st_mode = _S_IFCHR | 0666, 0;
  BY_HANDLE_FILE_INFORMATION fi;
  if (!GetFileInformationByHandle(h, &fi)) return errno = errno_of(GetLastError()), -1;
  bool dir = fi.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY;
  st->st_mode = (dir ? _S_IFDIR | 0111 : _S_IFREG) | 0444 |
                (fi.dwFileAttributes & FILE_ATTRIBUTE_READONLY ? 0 : 0222);
  st->st_dev = fi.dwVolumeSerialNumber;
  st->st_ino = ((unsigned long long)fi.nFileIndexHigh << 32) | fi.nFileIndexLow;
  st->st_nlink = fi.nNumberOfLinks;
  st->st_size = (long long)(((unsigned long long)fi.nFileSizeHigh << 32) | fi.nFileSizeLow);
  st->st_mtim = ts_of(fi.ftLastWriteTime);
  st->st_atim = ts_of(fi.ftLastAccessTime);
  st->st_ctim = ts_of(fi.ftCreationTime);
  return 0;
}

int sk_stat(const char *path, struct sk_stat *st) {
  wchar_t *w = wpath(path);
  if (!w) return errno = ENOENT, -1;
  /* FILE_FLAG_BACKUP_SEMANTICS opens directories too; no access asked
   * for, so a file held open by another program is still stat'ed. */
  HANDLE h = CreateFileW(w, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                         OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
  free(w);
  if (h == INVALID_HANDLE_VALUE) return errno = errno_of(GetLastError()), -1;
  int r = fill(h, st);
  CloseHandle(h);
  return r;
}

int sk_fstat(int fd, struct sk_stat *st) {
  HANDLE h = (HANDLE)_get_osfhandle(fd);
  if (h == INVALID_HANDLE_VALUE) return errno = EBADF, -1;
  return fill(h, st);
}

/* ---- files ---- */

int sk_open(const char *path, int flags, ...) {
  int mode = 0;
  if (flags & _O_CREAT) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, int);
    va_end(ap);
  }
  wchar_t *w = wpath(path);
  if (!w) return errno = ENOENT, -1;
  int fd = _wopen(w, flags | _O_BINARY, mode & (_S_IREAD | _S_IWRITE));
  free(w);
  return fd;
}

#undef fopen
FILE *sk_fopen(const char *path, const char *mode) {
  wchar_t *w = wpath(path), *m = wide(mode);
  FILE *f = w && m ? _wfopen(w, m) : (errno = ENOENT, NULL);
  free(w);
  free(m);
  return f;
}

int sk_unlink(const char *path) {
  wchar_t *w = wpath(path);
  int r = w ? _wunlink(w) : (errno = ENOENT, -1);
  free(w);
  return r;
}

int sk_mkdir(const char *path) {
  wchar_t *w = wpath(path);
  int r = w ? _wmkdir(w) : (errno = ENOENT, -1);
  free(w);
  return r;
}

#undef DIR
#undef dirent
#undef opendir
#undef readdir
#undef closedir
struct sk_dir { HANDLE h; bool first; WIN32_FIND_DATAW fd; struct sk_dirent e; };

sk_DIR *sk_opendir(const char *path) {
  wchar_t *w = wpath(path);
  if (!w) return errno = ENOENT, NULL;
  size_t n = wcslen(w);
  wchar_t *pat = malloc((n + 3) * sizeof *pat);
  if (!pat) return free(w), errno = ENOMEM, NULL;
  wmemcpy(pat, w, n);
  wmemcpy(pat + n, L"\\*", 3);
  free(w);
  sk_DIR *d = calloc(1, sizeof *d);
  if (!d) return free(pat), errno = ENOMEM, NULL;
  d->h = FindFirstFileW(pat, &d->fd);
  free(pat);
  if (d->h == INVALID_HANDLE_VALUE) {
    DWORD e = GetLastError();
    free(d);
    return errno = e == ERROR_FILE_NOT_FOUND ? ENOENT : errno_of(e), NULL;
  }
  d->first = true;
  return d;
}

struct sk_dirent *sk_readdir(sk_DIR *d) {
  for (;;) {
    if (!d->first && !FindNextFileW(d->h, &d->fd)) return NULL;
    d->first = false;
    if (WideCharToMultiByte(CP_UTF8, 0, d->fd.cFileName, -1, d->e.d_name, sizeof d->e.d_name, NULL, NULL) > 0)
      return &d->e;
  }
}

int sk_closedir(sk_DIR *d) {
  FindClose(d->h);
  free(d);
  return 0;
}

int sk_rename(const char *from, const char *to) {
  wchar_t *wf = wpath(from), *wt = wpath(to);
  BOOL ok = wf && wt && MoveFileExW(wf, wt, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
  DWORD e = GetLastError();
  /* Replacing a file another program holds open fails with a sharing or
   * an access violation: "busy" unless the target is read-only. */
  DWORD attr = !ok && wt ? GetFileAttributesW(wt) : INVALID_FILE_ATTRIBUTES;
  free(wf);
  free(wt);
  if (ok) return 0;
  errno = errno_of(e);
  if (errno == EACCES && attr != INVALID_FILE_ATTRIBUTES && !(attr & FILE_ATTRIBUTE_READONLY)) errno = EBUSY;
  return -1;
}

char *sk_disk_case(const char *path) {
  size_t n = strlen(path);
  char *out = malloc(n + 1024), *o = out; /* a name's case may change its UTF-8 length */
  if (!out) return NULL;
  size_t cap = n + 1024;
  const char *p = path;
  while (*p) {
    size_t len = strcspn(p, "/\\");
    bool plain = len && !(len == 1 && p[0] == '.') && !(len == 2 && p[0] == '.' && p[1] == '.') &&
                 !(len == 2 && p[1] == ':' && o == out) && !memchr(p, '*', len) && !memchr(p, '?', len);
    const char *name = p;
    size_t nlen = len;
    char disk[1024];
    if (plain) {
      size_t at = (size_t)(o - out);
      memcpy(o, p, len);
      o[len] = '\0';
      wchar_t *w = wpath(out);
      WIN32_FIND_DATAW fd;
      HANDLE h = w ? FindFirstFileW(w, &fd) : INVALID_HANDLE_VALUE;
      free(w);
      if (h == INVALID_HANDLE_VALUE) return free(out), NULL;
      FindClose(h);
      if (WideCharToMultiByte(CP_UTF8, 0, fd.cFileName, -1, disk, sizeof disk, NULL, NULL) <= 0)
        return free(out), NULL;
      name = disk, nlen = strlen(disk);
      o = out + at;
    }
    if ((size_t)(o - out) + nlen + 2 > cap) return free(out), NULL;
    memcpy(o, name, nlen);
    o += nlen;
    p += len;
    if (*p) *o++ = *p++;
  }
  *o = '\0';
  return out;
}

/* The path the handle's file has on disk, every link and junction followed
 * (GetFinalPathNameByHandleW), as a user writes it: "C:\x", "\\host\share\x"
 * (not "\\?\C:\x"). NULL when it cannot be. */
static char *final_path(HANDLE h) {
  DWORD n = GetFinalPathNameByHandleW(h, NULL, 0, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS);
  if (n == 0) return errno = errno_of(GetLastError()), NULL;
  wchar_t *w = malloc(((size_t)n + 1) * sizeof *w);
  if (!w) return errno = ENOMEM, NULL;
  DWORD got = GetFinalPathNameByHandleW(h, w, n + 1, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS);
  if (got == 0 || got > n) return free(w), errno = errno_of(GetLastError()), NULL;
  wchar_t *s = w;
  if (wcsncmp(s, L"\\\\?\\UNC\\", 8) == 0) s += 6, s[0] = L'\\'; /* \\?\UNC\h\s → \\h\s */
  else if (wcsncmp(s, L"\\\\?\\", 4) == 0 && s[4] && s[5] == L':') s += 4;
  char *out = narrow(s);
  free(w);
  if (!out) return errno = ENOMEM, NULL;
  size_t len = strlen(out);
  if (len > 3 && out[len - 1] == '\\') out[len - 1] = '\0';
  return out;
}

/* realpath: the file is opened (a folder too: backup semantics) and asked
 * where it is, so symlinks and junctions are followed as on POSIX. */
char *sk_realpath(const char *path, char *resolved) {
  wchar_t *w = wpath(path);
  if (!w) return errno = ENOENT, NULL;
  HANDLE h = CreateFileW(w, 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                         OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
  free(w);
  if (h == INVALID_HANDLE_VALUE) return errno = errno_of(GetLastError()), NULL;
  char *s = final_path(h);
  CloseHandle(h);
  if (!s) return NULL;
  if (resolved) {
    snprintf(resolved, PATH_MAX, "%s", s);
    free(s);
    return resolved;
  }
  return s;
}

char *sk_fd_realpath(int fd) {
  HANDLE h = (HANDLE)_get_osfhandle(fd);
  if (h == INVALID_HANDLE_VALUE) return errno = EBADF, NULL;
  return final_path(h);
}

/* lstat: a symlink or junction is a link (S_IFLNK), told by its reparse
 * point or, where the file system shows none (Wine's view of a Unix
 * symlink), by resolving somewhere else than its folder's resolved path and
 * its own name. */
int sk_lstat(const char *path, struct sk_stat *st) {
  int r = sk_stat(path, st);
  if (r != 0) return r;
  wchar_t *w = wpath(path);
  DWORD attr = w ? GetFileAttributesW(w) : INVALID_FILE_ATTRIBUTES;
  free(w);
  bool link = attr != INVALID_FILE_ATTRIBUTES && (attr & FILE_ATTRIBUTE_REPARSE_POINT);
  wchar_t *a = link ? NULL : absolute_w(path);
  wchar_t *last = a ? wcsrchr(a, L'\\') : NULL;
  if (last && last[1]) {
    char *real = sk_realpath(path, NULL);
    char *base = narrow(last + 1);
    last[last - a <= 2 ? 1 : 0] = L'\0'; /* the folder (a drive's root keeps its separator) */
    char *folder = narrow(a);
    char *real_folder = folder ? sk_realpath(folder, NULL) : NULL;
    if (real && base && real_folder) {
      size_t fl = strlen(real_folder), bl = strlen(base);
      bool sep = fl && real_folder[fl - 1] == '\\';
      /* A link resolves elsewhere than its folder's path and its name. */
      link = strlen(real) != fl + !sep + bl || _strnicmp(real, real_folder, fl) != 0 ||
             _stricmp(real + fl + !sep, base) != 0;
    }
    free(real), free(base), free(folder), free(real_folder);
  }
  free(a);
  if (link) st->st_mode = (st->st_mode & ~_S_IFMT) | S_IFLNK;
  return 0;
}

char *sk_getcwd(char *buf, size_t size) {
  wchar_t w[32768];
  DWORD n = GetCurrentDirectoryW(32768, w);
  if (n == 0 || n >= 32768) return errno = ERANGE, NULL;
  char *s = narrow(w);
  if (!s) return errno = ENOMEM, NULL;
  if (!buf) return s;
  if (strlen(s) + 1 > size) return free(s), errno = ERANGE, NULL;
  strcpy(buf, s);
  free(s);
  return buf;
}

/* ---- wildcards: cmd and PowerShell pass `*.xsf` on as written ---- */

/* `*` any run, `?` one character, letters in any case (as the file system
 * compares them). */
static bool wild(const wchar_t *p, const wchar_t *s) {
  const wchar_t *star_p = NULL, *star_s = NULL;
  for (;;) {
    if (*p == L'*') {
      while (*p == L'*') p++;
      star_p = p, star_s = s;
      continue;
    }
    if (*s && (*p == L'?' || towlower(*p) == towlower(*s))) {
      p++, s++;
      continue;
    }
    if (!*s && !*p) return true;
    if (!star_p || !*star_s) return false;
    p = star_p, s = ++star_s;
  }
}

static int by_name_ci(const void *a, const void *b) {
  return _stricmp(*(char *const *)a, *(char *const *)b);
}

int sk_wildcard(const char *pattern, char ***out, size_t *n) {
  *out = NULL, *n = 0;
  if (!strpbrk(pattern, "*?")) return 0;
  size_t dir_len = pattern[0] && pattern[1] == ':' ? 2 : 0; /* "C:*.xsf" */
  for (size_t i = 0; pattern[i]; i++)
    if (pattern[i] == '/' || pattern[i] == '\\') dir_len = i + 1;
  if (strcspn(pattern, "*?") < dir_len) return -2; /* in a folder's name: cmd refuses it too */
  char *dir = malloc(dir_len + 1);
  if (!dir) return -1;
  memcpy(dir, pattern, dir_len);
  dir[dir_len] = '\0';
  wchar_t *pat = wide(pattern + dir_len);
  sk_DIR *d = pat ? sk_opendir(*dir ? dir : ".") : NULL;
  if (!d) return free(dir), free(pat), -1;
  /* cmd's "*.*" takes names without a dot as well, and "x." a name
   * without an extension. */
  size_t pl = wcslen(pat);
  bool any_ext = pl >= 2 && wcscmp(pat + pl - 2, L".*") == 0;
  bool no_ext = pl >= 1 && pat[pl - 1] == L'.' && !any_ext;
  size_t cap = 0;
  while (sk_readdir(d)) {
    const WIN32_FIND_DATAW *fd = &d->fd;
    const wchar_t *name = fd->cFileName;
    if (wcscmp(name, L".") == 0 || wcscmp(name, L"..") == 0) continue;
    /* Hidden and system files are left out, as cmd's `for` and `dir` do;
     * the long name alone is matched (not the 8.3 one, by which `*.xsf`
     * would also take `a.xsfx`). */
    if (fd->dwFileAttributes & (FILE_ATTRIBUTE_HIDDEN | FILE_ATTRIBUTE_SYSTEM)) continue;
    bool hit = wild(pat, name);
    if (!hit && (any_ext || no_ext) && !wcschr(name, L'.')) {
      pat[any_ext ? pl - 2 : pl - 1] = L'\0';
      hit = wild(pat, name);
      pat[any_ext ? pl - 2 : pl - 1] = L'.';
    }
    if (!hit) continue;
    if (*n == cap) {
      char **more = realloc(*out, (cap = cap ? cap * 2 : 16) * sizeof **out);
      if (!more) break;
      *out = more;
    }
    char *nm = narrow(name);
    size_t len = nm ? dir_len + strlen(nm) + 1 : 0;
    char *full = nm ? malloc(len) : NULL;
    if (full) snprintf(full, len, "%s%s", dir, nm), (*out)[(*n)++] = full;
    free(nm);
  }
  sk_closedir(d);
  free(dir), free(pat);
  if (*n > 1) qsort(*out, *n, sizeof **out, by_name_ci);
  return *n ? 1 : -1;
}

bool sk_pipe_closed(int fd, int err) {
  HANDLE h = (HANDLE)_get_osfhandle(fd);
  /* Writing to a pipe whose reader went away fails with ERROR_NO_DATA,
   * which the C library reports as EINVAL (ERROR_BROKEN_PIPE: EPIPE). */
  return h != INVALID_HANDLE_VALUE && GetFileType(h) == FILE_TYPE_PIPE &&
         (err == EINVAL || err == EPIPE);
}

int sk_isatty(int fd) {
  /* The C library's isatty says yes for NUL too: a console is what has a
   * console mode. */
  DWORD mode;
  HANDLE h = (HANDLE)_get_osfhandle(fd);
  return h != INVALID_HANDLE_VALUE && GetConsoleMode(h, &mode);
}

ssize_t sk_pwrite(int fd, const void *buf, size_t n, long long off) {
  if (_lseeki64(fd, off, SEEK_SET) < 0) return -1;
  return _write(fd, buf, (unsigned)(n > INT_MAX ? INT_MAX : n));
}

int sk_mkstemp(char *tmpl) {
  size_t len = strlen(tmpl);
  if (len < 6 || strcmp(tmpl + len - 6, "XXXXXX") != 0) return errno = EINVAL, -1;
  static const char chars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  unsigned long long seed = GetTickCount64() ^ ((unsigned long long)GetCurrentProcessId() << 32);
  for (int attempt = 0; attempt < 100; attempt++) {
    for (int i = 0; i < 6; i++) {
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      tmpl[len - 6 + i] = chars[(seed >> 33) % 36];
    }
    wchar_t *w = wpath(tmpl);
    int fd = w ? _wopen(w, _O_RDWR | _O_CREAT | _O_EXCL | _O_BINARY | _O_NOINHERIT, _S_IREAD | _S_IWRITE) : -1;
    free(w);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  return errno = EEXIST, -1;
}

int sk_kill(long pid, int sig) {
  if (sig != 0) return errno = EINVAL, -1;
  HANDLE h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, (DWORD)pid);
  if (!h) return errno = GetLastError() == ERROR_ACCESS_DENIED ? EPERM : ESRCH, -1;
  DWORD code = 0;
  BOOL alive = GetExitCodeProcess(h, &code) && code == STILL_ACTIVE;
  CloseHandle(h);
  return alive ? 0 : (errno = ESRCH, -1);
}

long sk_sysconf(int name) {
  if (name != _SC_NPROCESSORS_ONLN) return errno = EINVAL, -1;
  SYSTEM_INFO si;
  GetSystemInfo(&si);
  return (long)si.dwNumberOfProcessors;
}

ssize_t writev(int fd, const struct iovec *iov, int n) {
  ssize_t total = 0;
  for (int i = 0; i < n; i++) {
    const char *p = iov[i].iov_base;
    size_t left = iov[i].iov_len;
    while (left) {
      int w = _write(fd, p, (unsigned)(left > INT_MAX ? INT_MAX : left));
      if (w < 0) return total ? total : -1;
      p += w, left -= (size_t)w, total += w;
    }
  }
  return total;
}

/* ---- poll: the language server waiting on stdin ---- */

/* A pipe PeekNamedPipe cannot look into (Wine's stdin from a Unix pipe)
 * is copied by a thread into an anonymous pipe that takes its place. */
typedef struct { HANDLE from, to; } Pump;

static DWORD WINAPI pump(void *arg) {
  Pump *p = arg;
  char buf[65536];
  DWORD n, w;
  while (ReadFile(p->from, buf, sizeof buf, &n, NULL) && n > 0)
    for (DWORD off = 0; off < n; off += w)
      if (!WriteFile(p->to, buf + off, n - off, &w, NULL)) goto done;
done:
  CloseHandle(p->to); /* the reader sees the end */
  free(p);
  return 0;
}

static HANDLE pumped(int fd, HANDLE h) {
  HANDLE rd, wr, from;
  Pump *p = malloc(sizeof *p);
  /* Our own handle to the original: _dup2 closes the descriptor's. */
  if (!p || !DuplicateHandle(GetCurrentProcess(), h, GetCurrentProcess(), &from, 0, FALSE,
                             DUPLICATE_SAME_ACCESS))
    return free(p), NULL;
  if (!CreatePipe(&rd, &wr, NULL, 1 << 16)) return CloseHandle(from), free(p), NULL;
  int nfd = _open_osfhandle((intptr_t)rd, _O_RDONLY | _O_BINARY);
  if (nfd < 0 || _dup2(nfd, fd) != 0) return free(p), NULL;
  _close(nfd);
  p->from = from, p->to = wr;
  HANDLE t = CreateThread(NULL, 0, pump, p, 0, NULL);
  if (!t) return NULL;
  CloseHandle(t);
  return (HANDLE)_get_osfhandle(fd);
}

int poll(struct pollfd *fds, unsigned long nfds, int timeout_ms) {
  if (nfds != 1) return errno = EINVAL, -1;
  HANDLE h = (HANDLE)_get_osfhandle(fds->fd);
  fds->revents = 0;
  if (h == INVALID_HANDLE_VALUE) return fds->revents = POLLERR, 1;
  DWORD type = GetFileType(h);
  if (type == FILE_TYPE_DISK) return fds->revents = POLLIN, 1;
  ULONGLONG until = timeout_ms < 0 ? ~0ULL : GetTickCount64() + (ULONGLONG)timeout_ms;
  for (DWORD sleep = 0;; sleep = sleep < 16 ? sleep + 1 : 16) {
    if (type == FILE_TYPE_PIPE) {
      DWORD avail = 0;
      if (!PeekNamedPipe(h, NULL, 0, NULL, &avail, NULL)) {
        HANDLE p = GetLastError() == ERROR_BROKEN_PIPE ? NULL : pumped(fds->fd, h);
        if (!p) return fds->revents = POLLHUP, 1; /* closed: read sees the end */
        h = p;
        continue;
      }
      if (avail) return fds->revents = POLLIN, 1;
    } else if (WaitForSingleObject(h, 0) == WAIT_OBJECT_0) {
      return fds->revents = POLLIN, 1;
    }
    if (GetTickCount64() >= until) return 0;
    Sleep(sleep);
  }
}

/* ---- fnmatch (the flags skellint uses: none, FNM_PATHNAME, FNM_NOESCAPE) ---- */

static const char *bracket(const char *p, char c, bool *match) {
  bool neg = *p == '!' || *p == '^';
  if (neg) p++;
  bool hit = false;
  const char *start = p;
  while (*p && (*p != ']' || p == start)) {
    char lo = *p, hi = lo;
    if (p[1] == '-' && p[2] && p[2] != ']') hi = p[2], p += 2;
    if ((unsigned char)c >= (unsigned char)lo && (unsigned char)c <= (unsigned char)hi) hit = true;
    p++;
  }
  if (*p != ']') return NULL; /* no closing bracket: '[' is literal */
  *match = hit != neg;
  return p + 1;
}

int fnmatch(const char *pat, const char *s, int flags) {
  const char *star_p = NULL, *star_s = NULL;
  for (;;) {
    char pc = *pat;
    if (pc == '*') {
      while (*pat == '*') pat++;
      star_p = pat, star_s = s;
      continue;
    }
    if (!*s) {
      if (!pc) return 0;
      goto backtrack;
    }
    if (pc == '?' && !((flags & FNM_PATHNAME) && *s == '/')) {
      pat++, s++;
      continue;
    }
    if (pc == '[') {
      bool m = false;
      const char *next = bracket(pat + 1, *s, &m);
      if (next) {
        if (!m || ((flags & FNM_PATHNAME) && *s == '/')) goto backtrack;
        pat = next, s++;
        continue;
      }
    }
    if (pc == '\\' && !(flags & FNM_NOESCAPE) && pat[1]) pc = *++pat;
    if (pc && pc == *s) {
      pat++, s++;
      continue;
    }
  backtrack:
    if (!star_p || !*star_s || ((flags & FNM_PATHNAME) && *star_s == '/')) return FNM_NOMATCH;
    pat = star_p, s = ++star_s;
  }
}

#endif
