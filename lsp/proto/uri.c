/* uri.c — file: URIs into paths (percent-decoded; on Windows, drive
 * letters and UNC shares as Windows names them), and paths into file:
 * URIs (for a file the client has not opened). */
#include "proto.h"

#include <stdlib.h>
#include <string.h>

static int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* A file: URI's path, percent-decoded; other URIs as they are (the
 * extension still tells the format). */
char *lsp_uri_path(const char *uri) {
  if (strncmp(uri, "file://", 7) != 0) return sk_xstrdup(uri);
  const char *p = uri + 7;
  char *out = sk_xmalloc(strlen(p) + 3), *o = out;
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
#ifdef _WIN32
  /* VS Code on Windows: file:///c%3A/Users/x.xsf is c:/Users/x.xsf, and
   * file://server/share/x.xsf the UNC path //server/share/x.xsf. */
  if (out[0] == '/' && out[1] && out[2] == ':') memmove(out, out + 1, strlen(out));
  else if (out[0] != '/') memmove(out + 2, out, strlen(out) + 1), memcpy(out, "//", 2);
  for (o = out; *o; o++)
    if (*o == '\\') *o = '/';
#endif
  return out;
}

char *lsp_path_uri(const char *path) {
  SkBuf b = {0};
  sk_buf_puts(&b, "file://");
  const unsigned char *p = (const unsigned char *)path;
#ifdef _WIN32
  /* c:/Users/x.xsf as VS Code writes it: file:///c%3A/Users/x.xsf */
  if (((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') && p[1] == ':') {
    sk_buf_printf(&b, "/%c%%3A", *p | 0x20);
    p += 2;
  }
#endif
  for (; *p; p++) {
#ifdef _WIN32
    if (*p == '\\') {
      sk_buf_putc(&b, '/');
      continue;
    }
#endif
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
        strchr("/-._~", *p))
      sk_buf_putc(&b, (char)*p);
    else
      sk_buf_printf(&b, "%%%02X", *p);
  }
  return sk_buf_take(&b);
}
