/* snippet.c — `--show-source`: the line a diagnostic points at, and a
 * caret underline (^~~~) below its span:
 *
 *     12 | <BONE ID="3" NUMCHILDS="2">
 *        |              ^~~~~~~~~~~~~
 *
 * Columns are Unicode characters, as in line:col: the padding repeats the
 * line's tabs so the carets stay aligned wherever the terminal's tab stops
 * are. What the escaping policy writes escaped (control and bidirectional
 * characters, noncharacters) and invalid bytes print as '?' (one column,
 * and nothing reaches the terminal that it could interpret or reorder). Long lines
 * (minified XML) show a window around the span, marked with '…'; the work
 * per diagnostic is bounded by the window, not by the line. */
#include "output.h"

enum { WINDOW = 160, CONTEXT_BEFORE = 40 };

/* Prints the character at text[i] and returns its length in bytes. */
static uint32_t put_char(FILE *out, const SkSource *src, uint32_t i) {
  const unsigned char *p = (const unsigned char *)src->text + i;
  size_t n = sk_utf8_seq((const char *)p, src->len - i);
  /* What the escaping policy would not write as it is (lint/escape.c:
   * controls, bidirectional controls, noncharacters), one column. */
  if (n == 0 || (*p != '\t' && !sk_shown_plain((const char *)p, n)))
    fputc('?', out);
  else
    fwrite(p, 1, n, out);
  return n ? (uint32_t)n : 1;
}

static uint32_t char_len(const SkSource *src, uint32_t i) {
  size_t n = sk_utf8_seq(src->text + i, src->len - i);
  return n ? (uint32_t)n : 1;
}

static int digits(uint32_t n) {
  int d = 1;
  while (n >= 10) n /= 10, d++;
  return d;
}

void cli_snippet_print(FILE *out, const SkPositions *pos, SkSpan span,
                       bool color) {
  const SkSource *src = sk_positions_source(pos);
  SkPosition at = sk_positions_at(pos, span.start);
  SkSpan line = sk_source_line_span(src, at.line);
  /* The span in characters of this line, [first, last), at least one. */
  uint32_t n = sk_positions_at(pos, line.end).column;
  uint32_t first = at.column < n ? at.column : n;
  uint32_t last = span.end <= line.end ? sk_positions_at(pos, span.end).column : n;
  if (last <= first) last = first + 1; /* empty span or end of line: one ^ */

  uint32_t from = 0, to = n;
  if (n > WINDOW) {
    from = first > CONTEXT_BEFORE ? first - CONTEXT_BEFORE : 0;
    to = from + WINDOW < n ? from + WINDOW : n;
  }
  uint32_t bfrom = sk_positions_offset(pos, (SkPosition){at.line, from});
  const char *dim = color ? CLI_DIM : "", *reset = color ? CLI_RESET : "";
  int w = digits(at.line + 1);

  fprintf(out, "    %s%*u |%s ", dim, w, at.line + 1, reset);
  if (from > 0) fputs("\xE2\x80\xA6", out);
  uint32_t i = bfrom;
  for (uint32_t k = from; k < to; k++) i += put_char(out, src, i);
  if (to < n) fputs("\xE2\x80\xA6", out);
  fputc('\n', out);

  fprintf(out, "    %s%*s |%s ", dim, w, "", reset);
  if (from > 0) fputc(' ', out);
  i = bfrom;
  for (uint32_t k = from; k < first && k < to; k++, i += char_len(src, i))
    fputc(src->text[i] == '\t' ? '\t' : ' ', out);
  fputs(color ? CLI_GREEN : "", out);
  fputc('^', out);
  if (first < n) i += char_len(src, i);
  /* Tabs inside the span stay tabs, so what follows stays aligned. */
  for (uint32_t k = first + 1; k < last && k < to; k++, i += char_len(src, i))
    fputc(src->text[i] == '\t' ? '\t' : '~', out);
  fputs(reset, out);
  fputc('\n', out);
}
