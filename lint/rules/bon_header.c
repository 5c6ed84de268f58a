/* SK411 bon-header
 *
 * ## What it does
 * Checks that a RokDeBone2 `.bon` file starts with exactly
 * `BoneFile : type mixed : ver1001` or `BoneFile : type separated : ver1001`,
 * and says which part differs: a byte-order mark, full-width characters,
 * the spelling or case of `BoneFile`, `type`, the type or the version, or
 * the spacing around the colons.
 *
 * ## Why is this bad?
 * RokDeBone2 recognises the file by comparing its first line, spaces and
 * `\r\n` included, with these two strings; anything else and it refuses
 * the file. The format document stresses it: half-width, every space
 * where it is, and the `mixed`/`separated` part in particular.
 *
 * ## Example
 * ```text
 * BoneFile:type separated:ver1001
 * ＢｏｎｅＦｉｌｅ　：　ｔｙｐｅ　ｍｉｘｅｄ　：　ｖｅｒ１００１
 * ```
 * Use instead: `BoneFile : type separated : ver1001` and
 * `BoneFile : type mixed : ver1001`.
 *
 * ## Fix
 * When the line is recognisably the header (`BoneFile` in any case or
 * width, a type), it is rewritten in the exact form: safe when the type
 * is written correctly, unsafe when it is guessed from a misspelling such
 * as `seperated`. A missing header can be inserted (unsafe: the type is
 * guessed from the file's content).
 */
#include "../formats/bon.h"

#include <stdlib.h>

/* At most `max` characters of a line, for messages. */
static char *excerpt(const SkSource *src, SkSpan s, unsigned max) {
  uint32_t i = s.start;
  unsigned n = 0;
  while (i < s.end && n < max) {
    uint32_t cp;
    i += (uint32_t)bon_utf8(src->text + i, s.end - i, &cp);
    n++;
  }
  char *head = sk_xstrndup(src->text + s.start, i - s.start);
  if (i >= s.end) return head;
  char *r = sk_xasprintf("%s…", head);
  free(head);
  return r;
}

static void missing(const SkContext *ctx, SkDiagSink *sink, const BonExt *x) {
  const SkSource *src = ctx->src;
  SkSpan first = x->header;
  /* The first line already is a header that the parser's error recovery
   * did not take as one (a second header line follows it, for one): the
   * syntax error is SK001's, and inserting another header would only
   * repeat the problem, round after round of --fix (found by fuzz_fix). */
  size_t first_len = first.end - first.start;
  for (BonType t = BON_TYPE_MIXED; t <= BON_TYPE_SEPARATED; t++) {
    const char *h = bon_canonical_header(t);
    if (strlen(h) == first_len && memcmp(h, src->text + first.start, first_len) == 0) return;
  }
  SkDiagnostic *d;
  if (first.end == first.start) {
    d = sk_report(sink, SK_RULE_SK411, first,
                  "the first line is empty; expected the header '%s' or '%s' "
                  "(RokDeBone2 rejects a file without it)",
                  bon_canonical_header(BON_TYPE_MIXED),
                  bon_canonical_header(BON_TYPE_SEPARATED));
  } else {
    char *found = excerpt(src, first, 40);
    d = sk_report(sink, SK_RULE_SK411, first,
                  "the first line is '%s'; expected the header '%s' or '%s' "
                  "(RokDeBone2 rejects a file without it)",
                  found, bon_canonical_header(BON_TYPE_MIXED),
                  bon_canonical_header(BON_TYPE_SEPARATED));
    free(found);
  }
  char *line = sk_xasprintf("%s\r\n", bon_canonical_header(x->type));
  sk_fix_edit(sk_diag_fix(d, false, "Insert the header of a %s file",
                          x->type == BON_TYPE_SEPARATED ? "separated-type" : "mixed-type"),
              sk_span(first.start, first.start), line);
  free(line);
}

void sk_check_bon_header(const SkContext *ctx, SkDiagSink *sink) {
  const BonExt *x = bon_ext(ctx);
  if (!x) return;
  if (!x->has_header) {
    missing(ctx, sink, x);
    return;
  }
  const SkSource *src = ctx->src;
  SkSpan hs = x->header;
  const char *line = src->text + hs.start;
  size_t len = hs.end - hs.start;
  BonHeaderInfo h;
  bon_header_analyse(line, len, &h);
  const char *want = h.type != BON_TYPE_UNKNOWN ? bon_canonical_header(h.type) : NULL;
  bool bom = sk_span_valid(x->bom);
  if (want && !bom && strlen(want) == len && memcmp(want, line, len) == 0) return;

  SkBuf why = {0};
  sk_buf_append(&why, "", 0);
#define WHY(...) (why.len ? sk_buf_puts(&why, "; ") : (void)0, sk_buf_printf(&why, __VA_ARGS__))
  if (bom) WHY("a byte-order mark (EF BB BF) comes before it");
  if (h.wide) WHY("it is written with full-width characters");
  char *narrow = bon_narrow_text(line, len);
  if (!h.magic_ok) {
    const char *colon = strchr(narrow, ':');
    size_t ml = colon ? (size_t)(colon - narrow) : strlen(narrow);
    while (ml && narrow[ml - 1] == ' ') ml--;
    if (h.magic_meant) WHY("'%.*s' instead of 'BoneFile'", (int)ml, narrow);
    else WHY("'%.*s' is not 'BoneFile'", (int)(ml > 40 ? 40 : ml), narrow);
  }
  if (!h.type_word_ok) WHY("'type' is missing before the type");
  if (h.type == BON_TYPE_UNKNOWN)
    WHY("'%s' is not a type; expected 'mixed' or 'separated'", h.type_written);
  else if (!h.type_exact)
    WHY("'%s' instead of '%s'", h.type_written,
        h.type == BON_TYPE_MIXED ? "mixed" : "separated");
  if (!h.version_present) WHY("the version 'ver1001' is missing");
  else if (!h.version_ok) WHY("'%s' instead of 'ver1001'", h.version_written);
  if (!h.spacing_ok && h.type != BON_TYPE_UNKNOWN)
    WHY("the spacing differs (one space on each side of each ':', none at the ends)");
  if (!why.len) WHY("upper and lower case differ");
#undef WHY
  free(narrow);

  char *found = excerpt(src, hs, 60);
  SkSpan at = bom ? sk_span(x->bom.start, hs.end) : hs; /* the BOM is part of the line */
  SkDiagnostic *d;
  if (want)
    d = sk_report(sink, SK_RULE_SK411, at, "header '%s' differs from '%s': %s", found, want,
                  why.data);
  else
    d = sk_report(sink, SK_RULE_SK411, at, "header '%s' is not '%s' or '%s': %s", found,
                  bon_canonical_header(BON_TYPE_MIXED),
                  bon_canonical_header(BON_TYPE_SEPARATED), why.data);
  free(found);
  sk_buf_free(&why);
  if (!want || !(h.magic_ok || h.magic_meant)) return;
  SkFix *f = sk_diag_fix(d, h.type_exact, "Write the header as '%s'", want);
  if (bom) sk_fix_edit(f, x->bom, "");
  sk_fix_edit(f, hs, want);
}
