/* SK431 block-name-mismatch
 *
 * ## What it does
 * Flags an LGW closing keyword that does not repeat its opening's name:
 * `END_OF_MESH "x"` after `MESH "y"`, `END_OF_HELPER "x"` after
 * `HELPER "y"`, `END_OF_GROUP k` after `GROUP j` — or that leaves it out.
 *
 * ## Why is this bad?
 * The closing name is how a reader (and a person scrolling a 100,000-line
 * export) knows which block ends; a mismatch means the block was renamed
 * in one place only, or blocks were cut and pasted out of order. The
 * format document's own example has this mistake: `MESH "veins` closed by
 * `END_OF_MESH "cievy"`.
 *
 * ## Example
 * ```text
 * MESH "veins"
 * ...
 * END_OF_MESH "cievy"
 * ```
 * Use instead: `END_OF_MESH "veins"`.
 *
 * ## Fix
 * Safe: writes the opening's name in the closing.
 */
#include "../formats/lgw.h"
#include "rule_util.h"

static const char *const opening[] = {"MESH", "HELPER", "GROUP"};
static const char *const closing[] = {"END_OF_MESH", "END_OF_HELPER", "END_OF_GROUP"};

/* The name without quotes. */
static SkSpan bare(const SkContext *ctx, SkSpan s) {
  const char *t = ctx->src->text;
  if (s.start < s.end && t[s.start] == '"') s.start++;
  if (s.end > s.start && t[s.end - 1] == '"') s.end--;
  return s;
}

static bool same(const SkContext *ctx, SkSpan a, SkSpan b, bool number) {
  const char *t = ctx->src->text;
  if (number) {
    int64_t x, y;
    if (sk_parse_int(t + a.start, a.end - a.start, &x) == SK_NUM_OK &&
        sk_parse_int(t + b.start, b.end - b.start, &y) == SK_NUM_OK)
      return x == y;
  }
  return a.end - a.start == b.end - b.start && memcmp(t + a.start, t + b.start, a.end - a.start) == 0;
}

void sk_check_block_name_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  const LgwExt *x = lgw_ext(ctx);
  if (!x) return;
  for (uint32_t i = 0; i < x->npairs; i++) {
    const LgwPair *p = &x->pairs[i];
    if (!sk_span_valid(p->close_kw) || !sk_span_valid(p->open_name)) continue;
    bool number = p->kind == LGW_PAIR_GROUP;
    SkSpan open = bare(ctx, p->open_name);
    /* What the closing should say: the name, quoted (also when the
     * opening forgot its closing quote). */
    char *want = number ? sk_xasprintf("%.*s", SPAN_TEXT(ctx, open))
                        : sk_xasprintf("\"%.*s\"", SPAN_TEXT(ctx, open));
    if (!sk_span_valid(p->close_name)) {
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK431, p->close_kw,
                                  "%s names no block; expected %s %s (it closes %s %.*s)",
                                  closing[p->kind], closing[p->kind], want, opening[p->kind],
                                  SPAN_TEXT(ctx, p->open_name));
      sk_diag_related(d, p->open_name, "%s opened here", opening[p->kind]);
      char *ins = sk_xasprintf(" %s", want);
      sk_fix_edit(sk_diag_fix(d, true, "Write %s %s", closing[p->kind], want),
                  sk_span(p->close_kw.end, p->close_kw.end), ins);
      free(ins);
    } else if (!same(ctx, open, bare(ctx, p->close_name), number)) {
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK431, p->close_name,
                                  "%s %.*s closes %s %.*s; expected %s %s", closing[p->kind],
                                  SPAN_TEXT(ctx, p->close_name), opening[p->kind],
                                  SPAN_TEXT(ctx, p->open_name), closing[p->kind], want);
      sk_diag_related(d, p->open_name, "%s opened here", opening[p->kind]);
      sk_fix_edit(sk_diag_fix(d, true, "Write %s %s", closing[p->kind], want), p->close_name, want);
    }
    free(want);
  }
}
