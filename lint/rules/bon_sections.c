/* SK415 bon-sections
 *
 * ## What it does
 * Checks the sections of a RokDeBone2 `.bon` file. In a separated-type
 * file: `NAMEPART_START`/`NAMEPART_END` and `TREEPART_START`/`TREEPART_END`
 * must pair up, not nest, and appear at most once each; lines outside them
 * are flagged because the reader ignores them. In a mixed-type file the
 * section keywords are flagged. Any keyword (`RELATIVE_BONENO_MODE`
 * included) must be upper case with nothing after it on its line.
 *
 * ## Why is this bad?
 * The reader finds the sections by comparing whole lines with
 * `"NAMEPART_START\r\n"` and so on. A missing `END`, a lower-case or
 * space-padded keyword means a section that is never found or never
 * closed: names are not applied, or the tree is read from the wrong lines.
 * A joint line outside the sections is silently skipped. In a mixed file,
 * sections mean nothing: the header says which type the file is.
 *
 * ## Example
 * ```text
 * BoneFile : type separated : ver1001
 * NAMEPART_START
 * 0104:右手不動2
 * TREEPART_START
 * 0103,0104,
 * TREEPART_END
 * ```
 * Use instead: close the first section with `NAMEPART_END` before
 * `TREEPART_START`.
 *
 * ## Fix
 * Safe: write a lower-case keyword in upper case; remove white space after
 * a keyword. Pairing problems have no automatic fix.
 */
#include "../formats/bon.h"

#include <stdlib.h>

static const char *section_of(BonKeywordKind k) {
  return k == BON_KW_NAMEPART_START || k == BON_KW_NAMEPART_END ? "NAMEPART" : "TREEPART";
}

static void pairing(const SkContext *ctx, SkDiagSink *sink, const BonKeyword *k) {
  const SkSource *src = ctx->src;
  BonKeywordKind kind = (BonKeywordKind)k->kind;
  const char *kw = bon_keyword_text(kind), *sec = section_of(kind);
  SkDiagnostic *d = NULL;
  switch ((BonPairing)k->pairing) {
  case BON_PAIR_OK:
    return;
  case BON_PAIR_IN_MIXED:
    sk_report(sink, SK_RULE_SK415, k->span,
              "%s in a mixed-type file; expected sections only in a separated-type file "
              "(the header says 'type mixed', so RokDeBone2 reads every line as a chain)",
              kw);
    return;
  case BON_PAIR_NESTED: {
    char *open = bon_dup(src, k->other);
    d = sk_report(sink, SK_RULE_SK415, k->span,
                  "%s inside the section opened by %s on line %u; expected %s_END "
                  "first",
                  kw, open, bon_line_no(src, k->other.start), sec);
    sk_diag_related(d, k->other, "the open section starts here");
    free(open);
    return;
  }
  case BON_PAIR_REPEATED:
    d = sk_report(sink, SK_RULE_SK415, k->span,
                  "a second %s section (the first starts on line %u); expected one %s "
                  "section per file",
                  sec, bon_line_no(src, k->other.start), sec);
    sk_diag_related(d, k->other, "the first %s section starts here", sec);
    return;
  case BON_PAIR_NO_START:
    sk_report(sink, SK_RULE_SK415, k->span, "%s without %s_START before it", kw, sec);
    return;
  case BON_PAIR_NO_END:
    if (!sk_span_valid(k->other)) {
      sk_report(sink, SK_RULE_SK415, k->span,
                "%s is never closed; expected %s_END after the section's lines", kw, sec);
      return;
    }
    char *next = bon_dup(src, k->other);
    d = sk_report(sink, SK_RULE_SK415, k->span,
                  "%s is never closed; expected %s_END before %s on line %u", kw, sec, next,
                  bon_line_no(src, k->other.start));
    sk_diag_related(d, k->other, "the next section starts here");
    free(next);
    return;
  }
}

void sk_check_bon_sections(const SkContext *ctx, SkDiagSink *sink) {
  const BonExt *x = bon_ext(ctx);
  if (!x) return;
  const SkSource *src = ctx->src;
  for (uint32_t i = 0; i < x->nkeywords; i++) {
    const BonKeyword *k = &x->keywords[i];
    const char *want = bon_keyword_text((BonKeywordKind)k->kind);
    pairing(ctx, sink, k);
    if (k->lower && !k->wide) { /* full-width is SK414, whose fix also upper-cases */
      char *text = bon_dup(src, k->span);
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK415, k->span,
                                  "keyword '%s' is not upper case; expected '%s' (RokDeBone2 "
                                  "compares it exactly)",
                                  text, want);
      free(text);
      sk_fix_edit(sk_diag_fix(d, true, "Write '%s'", want), k->span, want);
    }
    if (sk_span_valid(k->trailing)) {
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK415, k->trailing,
                                  "white space after %s; expected nothing else on its line "
                                  "(RokDeBone2 compares the whole line, so it does not see "
                                  "the keyword)",
                                  want);
      sk_fix_edit(sk_diag_fix(d, true, "Remove the white space"), k->trailing, "");
    }
  }
  for (uint32_t i = 0; i < x->nignored; i++)
    sk_report(sink, SK_RULE_SK415, x->ignored[i].span,
              "a joint line outside NAMEPART and TREEPART; expected it inside a section: "
              "RokDeBone2 ignores it in a separated-type file");
}
