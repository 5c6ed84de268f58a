/* uri.c — file: URIs into paths (percent-decoded; on Windows, drive
 * letters and UNC shares as Windows names them). Paths into URIs are the
 * path module's (sk_path_uri, lint/path.c). */
#include "proto.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Whether the authority a[0, n) names this machine: none, or "localhost". */
static bool is_local(const char *a, size_t n) {
  return n == 0 || (n == 9 && strncasecmp(a, "localhost", 9) == 0);
}

/* A file: URI's path, percent-decoded (a NUL written as '?'); other URIs
 * as they are (the extension still tells the format). An authority other
 * than localhost names a share: file://host/share/x is //host/share/x,
 * as VS Code's fsPath has it, never the relative host/share/x. Windows:
 * file:///c%3A/x is c:/x, and '\' is '/'. */
char *lsp_uri_path_for(bool win, const char *uri) {
  if (strncmp(uri, "file://", 7) != 0) return sk_xstrdup(uri);
  const char *p = uri + 7, *slash = strchr(p, '/');
  size_t host = slash ? (size_t)(slash - p) : strlen(p);
  char *out = sk_xmalloc(strlen(p) + 3), *o = out;
  if (is_local(p, host))
    p += host;
  else
    *o++ = '/', *o++ = '/';
  for (; *p; p++) {
    if (*p == '%' && hex(p[1]) >= 0 && hex(p[2]) >= 0) {
      char c = (char)(hex(p[1]) * 16 + hex(p[2]));
      *o++ = c ? c : '?';
      p += 2;
    } else {
      *o++ = *p;
    }
  }
  *o = '\0';
  if (!win) return out;
  if (out[0] == '/' && out[1] && out[2] == ':') memmove(out, out + 1, strlen(out));
  for (o = out; *o; o++)
    if (*o == '\\') *o = '/';
  return out;
}
