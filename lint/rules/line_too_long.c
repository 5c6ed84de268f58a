/* SK008 line-too-long
 *
 * ## What it does
 * Flags a line of a RokDeBone2 `.bon` file that is 4096 bytes or longer,
 * counting the bytes of the file's own encoding (Shift_JIS: two bytes per
 * kanji or kana, one per ASCII or half-width katakana character) and its
 * line end. The diagnostic covers the part of the line beyond byte 4095.
 *
 * ## Why is this bad?
 * RokDeBone2 reads a line into a 4096-byte buffer. A longer line is cut:
 * the joints after the cut are read as a separate line (a chain whose
 * "parent" is a joint in the middle of a name) or lost.
 *
 * ## Example
 * A mixed-type chain of 300 joints on one line.
 *
 * Use instead: split it. Every line is independent, so a chain can go on
 * in a new line that starts with its last joint as the parent:
 * `0150:,0151:name,0152:name,` continues `…,0150:name,`.
 *
 * ## Fix
 * None: where to split is the author's choice.
 */
#include "../formats/bon.h"

#define BON_LINE_MAX 4096

/* Bytes the character at s takes in the file's encoding. */
static uint32_t file_bytes(const SkSource *src, const char *s, size_t n, size_t *len) {
  uint32_t cp = 0;
  *len = src->invalid_bytes ? 1 : bon_utf8(s, n, &cp);
  if (src->encoding != SK_ENCODING_SHIFT_JIS || src->invalid_bytes) return (uint32_t)*len;
  if (cp < 0x80 || (cp >= 0xFF61 && cp <= 0xFF9F)) return 1;
  return 2;
}

void sk_check_line_too_long(const SkContext *ctx, SkDiagSink *sink) {
  const SkSource *src = ctx->src;
  if (src->encoding == SK_ENCODING_BINARY) return;
  for (uint32_t l = 0; l < src->nlines; l++) {
    SkSpan line = sk_source_line_span(src, l);
    uint32_t next = l + 1 < src->nlines ? src->line_starts[l + 1] : (uint32_t)src->len;
    uint32_t eol = next - line.end;
    /* Shift_JIS never takes more bytes than UTF-8. */
    if (next - line.start < BON_LINE_MAX) continue;
    uint32_t bytes = 0, cut = UINT32_MAX;
    for (uint32_t i = line.start; i < line.end;) {
      size_t n;
      bytes += file_bytes(src, src->text + i, line.end - i, &n);
      if (bytes > BON_LINE_MAX - 1 && cut == UINT32_MAX) cut = i;
      i += (uint32_t)n;
    }
    bytes += eol;
    if (bytes < BON_LINE_MAX) continue;
    if (cut == UINT32_MAX) cut = line.end;
    sk_report(sink, SK_RULE_SK008, sk_span(cut, line.end > cut ? line.end : next),
              "this line is %u bytes long%s; expected fewer than %u: RokDeBone2 reads "
              "lines into a %u-byte buffer and cuts the rest off (split the chain: a "
              "new line can start with its last joint as the parent)",
              bytes, src->encoding == SK_ENCODING_SHIFT_JIS ? " in Shift_JIS" : "",
              BON_LINE_MAX, BON_LINE_MAX);
  }
}
