/* SK414 fullwidth-punctuation
 *
 * ## What it does
 * Flags full-width characters where a RokDeBone2 `.bon` file needs ASCII:
 * `：` for `:`, `，` for `,`, full-width digits or minus in a serial
 * (`０１０４`), and full-width section keywords (`ＮＡＭＥＰＡＲＴ＿ＳＴＡＲＴ`).
 * A `，` inside a mixed-type name that is followed by what looks like the
 * next element (`左もも，0139:左ひざ`) or ends the line is flagged too.
 * (A full-width header is SK411.)
 *
 * ## Why is this bad?
 * A Japanese input method types full-width forms by default, and they look
 * almost the same. The reader compares bytes: `：` is not `:`, so the
 * serial is rejected; `，` is not `,`, so the name runs on and swallows the
 * next joints; a full-width keyword is not a keyword, so the section is
 * not found.
 *
 * ## Example
 * ```text
 * ０１０４：右手不動2
 * 0134:,0140:左もも，0139:左ひざ,
 * ```
 * Use instead: `0104:右手不動2` and `0134:,0140:左もも,0139:左ひざ,`.
 *
 * ## Fix
 * Safe: replace with the half-width form (a keyword is written in upper
 * case). Unsafe for a `，` inside a name: the name could mean it.
 */
#include "../formats/bon.h"

#include <stdlib.h>

/* A '，' in a mixed-type name that separates elements: at the end of the
 * name, or followed by digits and a colon. */
static void names(const SkContext *ctx, SkDiagSink *sink, const BonSerial *s) {
  const SkSource *src = ctx->src;
  static const char wide_comma[] = "\xEF\xBC\x8C";
  for (uint32_t i = s->name.start; i + 3 <= s->name.end; i++) {
    if (memcmp(src->text + i, wide_comma, 3) != 0) continue;
    uint32_t j = i + 3, digits = 0;
    while (j < s->name.end) {
      uint32_t cp;
      size_t n = bon_utf8(src->text + j, s->name.end - j, &cp);
      if (!((cp >= '0' && cp <= '9') || (cp >= 0xFF10 && cp <= 0xFF19))) break;
      digits++;
      j += (uint32_t)n;
    }
    bool colon = j < s->name.end && (src->text[j] == ':' ||
                                     (j + 3 <= s->name.end && memcmp(src->text + j, "\xEF\xBC\x9A", 3) == 0));
    if (!(i + 3 == s->name.end || (digits && colon))) continue;
    char *name = bon_dup(src, s->name);
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK414, sk_span(i, i + 3),
        "full-width '，' in the name '%s'; RokDeBone2 reads it as part of the name: "
        "expected ',' between elements",
        name);
    free(name);
    sk_fix_edit(sk_diag_fix(d, false, "Replace '，' with ','"), sk_span(i, i + 3), ",");
  }
}

void sk_check_fullwidth_punctuation(const SkContext *ctx, SkDiagSink *sink) {
  const BonExt *x = bon_ext(ctx);
  if (!x) return;
  const SkSource *src = ctx->src;
  for (uint32_t i = 0; i < x->nwide; i++) {
    const BonWide *w = &x->wide[i];
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK414, w->span,
                                "full-width '%s'; expected the half-width '%s'",
                                w->comma ? "，" : "：", w->comma ? "," : ":");
    sk_fix_edit(sk_diag_fix(d, true, "Replace with '%s'", w->comma ? "," : ":"), w->span,
                w->comma ? "," : ":");
  }
  for (uint32_t i = 0; i < x->nserials; i++) {
    const BonSerial *s = &x->serials[i];
    if (s->wide && bon_serial_read(x, s)) {
      char *text = bon_dup(src, s->span);
      char *narrow = bon_narrow_text(text, strlen(text));
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK414, s->span,
                                  "serial '%s' has full-width characters; expected '%s'",
                                  text, narrow);
      sk_fix_edit(sk_diag_fix(d, true, "Replace with '%s'", narrow), s->span, narrow);
      free(narrow);
      free(text);
    }
    if (x->type == BON_TYPE_MIXED && sk_span_valid(s->name)) names(ctx, sink, s);
  }
  for (uint32_t i = 0; i < x->nkeywords; i++) {
    const BonKeyword *k = &x->keywords[i];
    if (!k->wide) continue;
    const char *want = bon_keyword_text((BonKeywordKind)k->kind);
    char *text = bon_dup(src, k->span);
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK414, k->span,
                                "keyword '%s' has full-width characters; expected '%s'",
                                text, want);
    free(text);
    sk_fix_edit(sk_diag_fix(d, true, "Replace with '%s'", want), k->span, want);
  }
}
