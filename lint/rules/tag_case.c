/* SK407 tag-case
 *
 * ## What it does
 * Flags an XSF tag or attribute name written in lower or mixed case
 * (`<bone>`, `Name="…"`) instead of the canonical upper case. Only the
 * names Cal3D defines are checked: extra attributes some tools add (IMVU's
 * `region`, `tags`) are left alone; `NUMCHILD`, an exporter's spelling of
 * NUMCHILDS, is checked as written (SK401 reads it).
 *
 * ## Why is this bad?
 * Mainline Cal3D (`cal3d` profile) compares tag names case-insensitively
 * but attribute names exactly: it does not see `Name="Hip"` at all, so the
 * bone has no name (undefined behaviour) and a header's `magic` is missing
 * (a crash). IMVU reads both case-insensitively, which is how such files
 * survive until another program opens them. Lower-case tags load in both
 * readers but not in tools that match them exactly.
 *
 * ## Example
 * ```xml
 * <BONE id="1" name="Hip" NUMCHILDS="0">
 * ```
 * Use instead: `<BONE ID="1" NAME="Hip" NUMCHILDS="0">`.
 *
 * ## Fix
 * Safe: writes the name in upper case.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

/* The name in the end tag "</name>" that ends at `gt_end` (just after its
 * '>'), or SK_NO_SPAN when the element was self-closing. */
static SkSpan end_tag_name(const SkSource *src, uint32_t gt_end) {
  const char *t = src->text;
  if (gt_end < 4 || gt_end > src->len || t[gt_end - 1] != '>') return SK_NO_SPAN;
  uint32_t e = gt_end - 1;
  while (e > 0 && (t[e - 1] == ' ' || t[e - 1] == '\t' || t[e - 1] == '\r' || t[e - 1] == '\n')) e--;
  uint32_t b = e;
  while (b > 0 && t[b - 1] != '/' && t[b - 1] != '<' && t[b - 1] != '>') b--;
  if (b < 2 || t[b - 1] != '/' || t[b - 2] != '<' || b == e) return SK_NO_SPAN;
  return sk_span(b, e);
}

/* Where the element whose start-tag name is `name` ends, or 0. */
static uint32_t element_end(const SkContext *ctx, const XsfExt *x, SkSpan name) {
  const SkModel *m = ctx->model;
  if (x->has_skeleton && x->skeleton_tag_name.start == name.start) {
    const char *t = ctx->src->text;
    uint32_t k = x->skeleton_close;
    if (!k || k + 2 > ctx->src->len || t[k] != '<' || t[k + 1] != '/') return 0;
    while (k < ctx->src->len && t[k] != '>') k++;
    return k < ctx->src->len ? k + 1 : 0;
  }
  if (!x->bones) return 0;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const XsfBone *xb = &x->bones[i];
    if (xb->tag_span.start == name.start) return m->bones[i].span.end;
    if (!sk_span_valid(m->bones[i].span) || name.start < m->bones[i].span.start ||
        name.start >= m->bones[i].span.end)
      continue;
    for (uint32_t k = 0; k < xb->nchildren; k++)
      if (xb->children[k].tag_span.start == name.start) return xb->children[k].element_span.end;
  }
  return 0;
}

void sk_check_tag_case(const SkContext *ctx, SkDiagSink *sink) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x) return;
  bool imvu = ctx->opts->profile == SK_PROFILE_IMVU;
  for (uint32_t k = 0; k < x->ncase_issues; k++) {
    const XsfCaseIssue *c = &x->case_issues[k];
    SkDiagnostic *d;
    if (c->is_attribute)
      d = sk_report(sink, SK_RULE_SK407, c->span,
                    "attribute '%s' is not upper case; expected '%s' (%s)", c->written,
                    c->canonical,
                    imvu ? "IMVU reads it, but mainline Cal3D matches attribute names "
                           "exactly and does not"
                         : "Cal3D matches attribute names exactly and does not read it");
    else
      d = sk_report(sink, SK_RULE_SK407, c->span,
                    "tag <%s> is not upper case; expected <%s> (Cal3D and IMVU accept it, "
                    "tools that match tags exactly do not)",
                    c->written, c->canonical);
    SkFix *f = sk_diag_fix(d, true, "Write '%s'", c->canonical);
    sk_fix_edit(f, c->span, c->canonical);
    if (!c->is_attribute) { /* the end tag must change with the start tag */
      SkSpan e = end_tag_name(ctx->src, element_end(ctx, x, c->span));
      if (sk_span_valid(e) && e.start > c->span.start) sk_fix_edit(f, e, c->canonical);
    }
    /* Point at the bone when the name sits in one of its tags. */
    if (x->bones)
      for (uint32_t i = 0; i < ctx->model->nbones; i++) {
        SkSpan s = ctx->model->bones[i].span;
        if (sk_span_valid(s) && c->span.start >= s.start && c->span.start < s.end) {
          sk_diag_set_bone(d, i);
          break;
        }
      }
  }
}
