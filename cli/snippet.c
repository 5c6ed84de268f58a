/* snippet.c — `--show-source`: the line a diagnostic points at, and a
 * caret underline (^~~~) below its span:
 *
 *     12 | <BONE ID="3" NUMCHILDS="2">
 *        |              ^~~~~~~~~~~~~
 *
 * Columns are Unicode characters, as in line:col: the padding repeats the
 * line's tabs so the carets stay aligned wherever the terminal's tab stops
 * are. Control characters and invalid bytes print as '?' (one column, and
 * nothing reaches the terminal that it could interpret). Very long lines
 * (minified XML) show a window around the span, marked with '…'. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum { WINDOW = 160, CONTEXT_BEFORE = 40 };

typedef struct {
  uint32_t start; /* byte offset of the character in the text */
  uint8_t len;    /* its bytes; 0 for an invalid byte (printed '?') */
} Char;

/* Splits [start,end) into characters, counting as the library does. */
static Char *split_chars(const SkSource *src, SkSpan line, size_t *n) {
  size_t cap = line.end - line.start + 1, k = 0;
  Char *c = sk_xmalloc(cap * sizeof *c);
  const unsigned char *t = (const unsigned char *)src->text;
  for (uint32_t i = line.start; i < line.end;) {
    size_t len = cli_utf8_seq(t + i, line.end - i);
    c[k].start = i;
    c[k].len = (uint8_t)len;
    k++;
    i += len ? (uint32_t)len : 1;
  }
  *n = k;
  return c;
}

static void put_char(FILE *out, const SkSource *src, Char c) {
  const unsigned char *p = (const unsigned char *)src->text + c.start;
  if (c.len == 0 || (c.len == 1 && ((*p < 0x20 && *p != '\t') || *p == 0x7F)) ||
      (c.len == 2 && p[0] == 0xC2 && p[1] < 0xA0)) /* C1 controls */
    fputc('?', out);
  else
    fwrite(p, 1, c.len, out);
}

static int digits(uint32_t n) {
  int d = 1;
  while (n >= 10) n /= 10, d++;
  return d;
}

void cli_snippet_print(FILE *out, const SkSource *src, SkSpan span,
                       bool color) {
  uint32_t lineno = sk_source_line_of(src, span.start);
  SkSpan line = sk_source_line_span(src, lineno);
  size_t n;
  Char *c = split_chars(src, line, &n);
  /* The span in characters of this line: [first, last), at least one. */
  size_t first = 0, last;
  while (first < n && c[first].start < span.start) first++;
  last = first;
  while (last < n && c[last].start < span.end) last++;
  if (last == first) last = first + 1; /* empty span or end of line: one ^ */

  size_t from = 0, to = n;
  if (n > WINDOW) {
    from = first > CONTEXT_BEFORE ? first - CONTEXT_BEFORE : 0;
    to = from + WINDOW < n ? from + WINDOW : n;
  }
  const char *dim = color ? CLI_DIM : "", *reset = color ? CLI_RESET : "";
  int w = digits(lineno + 1);

  fprintf(out, "    %s%*u |%s ", dim, w, lineno + 1, reset);
  if (from > 0) fputs("\xE2\x80\xA6", out);
  for (size_t i = from; i < to; i++) put_char(out, src, c[i]);
  if (to < n) fputs("\xE2\x80\xA6", out);
  fputc('\n', out);

  fprintf(out, "    %s%*s |%s ", dim, w, "", reset);
  if (from > 0) fputc(' ', out);
  for (size_t i = from; i < first && i < to; i++)
    fputc(c[i].len == 1 && src->text[c[i].start] == '\t' ? '\t' : ' ', out);
  fputs(color ? CLI_GREEN : "", out);
  fputc('^', out);
  for (size_t i = first + 1; i < last && i < to; i++)
    fputc(c[i].len == 1 && src->text[c[i].start] == '\t' ? '\t' : '~', out);
  fputs(reset, out);
  fputc('\n', out);
  free(c);
}
