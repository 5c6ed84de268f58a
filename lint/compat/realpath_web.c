/* realpath_web.c — realpath for the WebAssembly build (make web; the page's
 * worker, web/worker.js), in place of musl's. musl resolves a path by
 * calling readlink on each of its prefixes, and each readlink in
 * Emscripten's file system re-reads the whole prefix: a realpath at depth d
 * costs d² there, and the CLI's look-ups (sk_real_path, the .skellint.json
 * search) made a folder 600 deep with 12 files take 18.7 s in the page
 * (native: 0.07 s). This one asks the file system once for the node the
 * path leads to (FS.lookupPath, following links, which the worker makes
 * linear), and gives its path. Built only into the WebAssembly executable
 * (CMakeLists.txt, EMSCRIPTEN): the linker takes it before libc's. */
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* 0: `out` holds the resolved path; 1: it does not fit in `cap` bytes;
 * -errno: the file system's error (the same numbers as libc's errno). */
EM_JS(int, sk_web_realpath, (const char *path, char *out, int cap), {
  try {
    var r = FS.lookupPath(UTF8ToString(path), {follow: true}).path;
    if (lengthBytesUTF8(r) >= cap) return 1;
    stringToUTF8(r, out, cap);
    return 0;
  } catch (e) {
    if (!(e instanceof FS.ErrnoError)) throw e;
    return -e.errno;
  }
});

char *realpath(const char *restrict filename, char *restrict resolved) {
  char buf[PATH_MAX];
  if (!filename) {
    errno = EINVAL;
    return NULL;
  }
  if (!*filename) {
    errno = ENOENT;
    return NULL;
  }
  int r = sk_web_realpath(filename, buf, sizeof buf);
  if (r != 0) {
    errno = r > 0 ? ENAMETOOLONG : -r;
    return NULL;
  }
  return resolved ? strcpy(resolved, buf) : strdup(buf);
}
#endif
