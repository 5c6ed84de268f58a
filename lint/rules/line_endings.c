/* SK005 line-endings
 *
 * ## What it does
 * Flags line ends that are not CRLF in a RokDeBone2 `.bon` file: an LF
 * alone, and a last line with no line end. When every line ends with LF
 * (a file saved on Linux or macOS, or checked out by git without
 * `autocrlf`), it reports once, at the first line, with one fix for the
 * whole file; when only some lines do, it reports each of them.
 *
 * ## Why is this bad?
 * RokDeBone2 compares the header and the section keywords including their
 * `\r\n` (`"NAMEPART_START\r\n"`), and looks for `RELATIVE_BONENO_MODE\r\n`
 * anywhere in the file. With LF line ends none of them is found: the file
 * is rejected, or read in absolute mode when it is relative.
 *
 * ## Example
 * ```text
 * BoneFile : type separated : ver1001⏎      (LF only)
 * ```
 * Use instead: `BoneFile : type separated : ver1001␍⏎` (CRLF).
 *
 * ## Fix
 * Safe: insert a CR before each LF (for the whole file when every line is
 * LF, otherwise line by line), and add CRLF after a last line that has no
 * line end.
 */
#include "../formats/bon.h"

#include <stdlib.h>

void sk_check_line_endings(const SkContext *ctx, SkDiagSink *sink) {
  const SkSource *src = ctx->src;
  if (src->encoding == SK_ENCODING_BINARY || src->len == 0) return;
  const char *t = src->text;
  uint32_t lf = 0, crlf = 0, first_lf = UINT32_MAX;
  for (const char *p = t, *end = t + src->len;
       (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) {
    if (p > t && p[-1] == '\r') crlf++;
    else {
      if (!lf) first_lf = (uint32_t)(p - t);
      lf++;
    }
  }
  if (lf && !crlf) {
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK005, sk_span(first_lf, first_lf + 1),
        "the file's %u line%s end with LF; expected CRLF: RokDeBone2 compares the "
        "header and the section keywords including '\\r\\n'",
        lf, lf == 1 ? "" : "s");
    SkFix *f = sk_diag_fix(d, true, "Convert all %u line ends to CRLF", lf);
    for (const char *p = t, *end = t + src->len;
         f && (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) {
      uint32_t at = (uint32_t)(p - t);
      sk_fix_edit(f, sk_span(at, at), "\r");
    }
  } else if (lf) {
    for (const char *p = t, *end = t + src->len;
         (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) {
      if (p > t && p[-1] == '\r') continue;
      uint32_t at = (uint32_t)(p - t);
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK005, sk_span(at, at + 1),
                                  "this line ends with LF; expected CRLF like the "
                                  "other %u line%s of the file",
                                  crlf, crlf == 1 ? "" : "s");
      sk_fix_edit(sk_diag_fix(d, true, "Insert CR before LF"), sk_span(at, at), "\r");
    }
  }
  /* A last line with text but no line end. */
  if (t[src->len - 1] != '\n') {
    SkSpan last = sk_source_line_span(src, src->nlines - 1);
    uint32_t e = (uint32_t)src->len;
    if (last.end > last.start) {
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK005, sk_span(last.end, e),
                                  "the last line has no line end; expected CRLF "
                                  "(RokDeBone2 compares keywords including '\\r\\n')");
      sk_fix_edit(sk_diag_fix(d, true, "Add CRLF at the end of the file"),
                  sk_span(e, e), t[e - 1] == '\r' ? "\n" : "\r\n");
    }
  }
}
