/* unknown.c — what to tell a user whose file skellint does not recognise:
 * what the bytes looked like, and which formats it does know. */
#include "files.h"

#include <stdlib.h>
#include <string.h>

char *cli_format_list(void) {
  SkBuf b = {0};
  const SkFormatSpec *s;
  for (size_t i = 0; (s = sk_format_spec_at(i)); i++) {
    if (s->detected_only) continue; /* never asked for */
    if (b.len) sk_buf_puts(&b, ", ");
    sk_buf_puts(&b, s->name);
  }
  return sk_buf_take(&b);
}

static const char *extension(const char *path) {
  if (!path) return NULL;
  const char *dot = strrchr(sk_path_base(path), '.');
  return dot && dot[1] ? dot : NULL;
}

/* The first word of the text at p: an XML element name or a keyword. */
static size_t word_len(const char *p, const char *end) {
  size_t n = 0;
  while (p + n < end && n < 32) {
    unsigned char c = (unsigned char)p[n];
    if (!(c == '_' || c == '-' || c == ':' || c == '.' || (c >= '0' && c <= '9') ||
          ((c | 0x20) >= 'a' && (c | 0x20) <= 'z')))
      break;
    n++;
  }
  return n;
}

static void describe_content(SkBuf *b, const char *bytes, size_t len) {
  const char *p = bytes, *end = bytes + len;
  if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3;
  size_t probe = len < 4096 ? len : 4096;
  if (memchr(bytes, '\0', probe)) {
    sk_buf_puts(b, "binary data");
    return;
  }
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) p++;
  if (p == end) {
    sk_buf_puts(b, len ? "only white space" : "an empty file");
    return;
  }
  if (*p == '<') {
    /* Skip the XML declaration, comments and doctype to the root. */
    const char *q = p;
    while (q + 1 < end && (q[1] == '?' || q[1] == '!')) {
      const char *gt = memchr(q, '>', (size_t)(end - q));
      if (!gt) break;
      q = gt + 1;
      while (q < end && *q != '<') q++;
    }
    size_t n = q + 1 < end ? word_len(q + 1, end) : 0;
    if (n) sk_buf_printf(b, "XML with root element <%.*s>", (int)n, q + 1);
    else sk_buf_puts(b, "XML-like text");
    return;
  }
  if (*p == '{' || *p == '[') {
    sk_buf_puts(b, "JSON-like text");
    return;
  }
  size_t n = word_len(p, end);
  if (n) sk_buf_printf(b, "text starting with '%.*s'", (int)n, p);
  else sk_buf_puts(b, "text");
}

char *cli_describe_unknown(const char *path, const char *bytes, size_t len) {
  SkBuf b = {0};
  sk_buf_puts(&b, "looks like ");
  describe_content(&b, bytes, len);
  const char *ext = extension(path);
  if (ext) sk_buf_printf(&b, ", extension '%s'", ext);
  char *formats = cli_format_list();
  sk_buf_printf(&b, "; expected one of: %s", formats);
  free(formats);
  return sk_buf_take(&b);
}
