/* file_error.c — "skellint: PATH: message" lines on stderr. A file name
 * may hold ESC, CR or a newline, and a message may quote a piece of a
 * name or a file (an extension, a word): both are written through
 * sk_display_text so that no byte of theirs reaches the terminal raw, and
 * the message is bounded. */
#include "files.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void cli_file_error(SkBuf *b, const char *path, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = sk_xvasprintf(fmt, ap);
  va_end(ap);
  char *p = sk_display_text(path, strlen(path), 0);
  char *m = sk_display_text(msg, strlen(msg), CLI_MESSAGE_MAX);
  if (b) sk_buf_printf(b, "skellint: %s: %s\n", p, m);
  else fprintf(stderr, "skellint: %s: %s\n", p, m);
  free(p);
  free(m);
  free(msg);
}
