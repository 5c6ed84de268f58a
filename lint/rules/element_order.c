/* SK404 element-order
 *
 * ## What it does
 * Checks the elements inside each BONE against the one order both readers
 * accept — TRANSLATION, ROTATION, LOCALTRANSLATION, LOCALROTATION,
 * PARENTID, then zero or more CHILDID — and flags an element out of that
 * order, an element that appears twice (other than CHILDID), an unknown
 * element, and any element where the format allows none: a child of
 * SKELETON that is not BONE, markup inside TRANSLATION and the like, and
 * top-level elements other than HEADER and SKELETON.
 *
 * ## Why is this bad?
 * Cal3D does not look elements up by name: it takes a BONE's first child
 * as TRANSLATION, the next as ROTATION, and so on, checking each name on
 * the way, and rejects the whole file ("invalid file format") at the first
 * surprise. An element out of place therefore makes the skeleton fail to
 * load, and a repeated one at best is read by some tools and not others.
 *
 * ## Example
 * ```xml
 * <BONE ID="1" NAME="Hip" NUMCHILDS="0">
 *   <ROTATION>0 0 0 1</ROTATION>
 *   <TRANSLATION>0 0 5</TRANSLATION>
 *   …
 * ```
 * Use instead: TRANSLATION first, then ROTATION.
 *
 * ## Fix
 * Safe: puts the elements of a BONE back in the fixed order (offered when
 * the BONE holds no unknown or repeated element; the text of each element
 * is kept). Unsafe: removes an unknown or repeated element (whatever it
 * meant is lost).
 */
#include "../formats/xsf.h"
#include "rule_util.h"

static const char order_text[] =
    "TRANSLATION, ROTATION, LOCALTRANSLATION, LOCALROTATION, PARENTID, then CHILDID";

/* Rewrites the bone's children in canonical order, keeping the text
 * between elements where it was. */
static void reorder_fix(const SkContext *ctx, SkDiagnostic *d, const XsfBone *xb) {
  const char *t = ctx->src->text;
  uint32_t n = xb->nchildren;
  uint32_t *idx = sk_xmalloc(n * sizeof *idx);
  uint32_t m = 0;
  for (int kind = 0; kind < XSF_EL_UNKNOWN; kind++)
    for (uint32_t k = 0; k < n; k++)
      if (xb->children[k].kind == kind) idx[m++] = k;
  SkBuf b = {0};
  for (uint32_t k = 0; k < n; k++) {
    SkSpan e = xb->children[idx[k]].element_span;
    sk_buf_append(&b, t + e.start, e.end - e.start);
    if (k + 1 < n) { /* the separator that followed position k */
      uint32_t from = xb->children[k].element_span.end;
      uint32_t to = xb->children[k + 1].element_span.start;
      sk_buf_append(&b, t + from, to - from);
    }
  }
  SkSpan all = sk_span(xb->children[0].element_span.start,
                       xb->children[n - 1].element_span.end);
  char *text = sk_buf_take(&b);
  sk_fix_edit(sk_diag_fix(d, true, "Put the elements of this BONE in the fixed order"),
              all, text ? text : "");
  free(text);
  free(idx);
}

static void check_bone(const SkContext *ctx, SkDiagSink *sink, uint32_t i) {
  const XsfBone *xb = &xsf_ext(ctx)->bones[i];
  const SkBone *b = &ctx->model->bones[i];
  bool clean = true; /* no unknown or repeated element: reordering is safe */
  uint32_t seen[XSF_EL_COUNT] = {0};
  for (uint32_t k = 0; k < xb->nchildren; k++) {
    XsfElemKind kind = xb->children[k].kind;
    if (kind == XSF_EL_UNKNOWN || (kind != XSF_EL_CHILDID && seen[kind])) clean = false;
    seen[kind]++;
  }
  memset(seen, 0, sizeof seen);
  int maxrank = -1;
  const char *maxtag = NULL;
  bool fixed = false;
  for (uint32_t k = 0; k < xb->nchildren; k++) {
    const XsfChild *c = &xb->children[k];
    XsfElemKind kind = c->kind;
    SkDiagnostic *d = NULL;
    if (kind == XSF_EL_UNKNOWN) {
      d = sk_report(sink, SK_RULE_SK404, c->tag_span,
                    "unknown element <%.*s> in bone '%s' (index %u); expected only %s "
                    "(Cal3D rejects the file)",
                    SPAN_TEXT(ctx, c->tag_span), b->name, i, order_text);
      sk_fix_edit(sk_diag_fix(d, false, "Remove <%.*s>", SPAN_TEXT(ctx, c->tag_span)),
                  sk_source_whole_lines(ctx->src, c->element_span), "");
    } else if (kind != XSF_EL_CHILDID && seen[kind]) {
      d = sk_report(sink, SK_RULE_SK404, c->tag_span,
                    "second %s in bone '%s' (index %u); expected one (Cal3D reads a "
                    "BONE's elements by position and rejects the file)",
                    xsf_elem_tag(kind), b->name, i);
      const XsfChild *first = &xb->children[xb->first[kind]];
      sk_diag_related(d, first->tag_span, "first %s here", xsf_elem_tag(kind));
      sk_fix_edit(sk_diag_fix(d, false, "Remove this %s", xsf_elem_tag(kind)),
                  sk_source_whole_lines(ctx->src, c->element_span), "");
    } else if ((int)kind < maxrank) {
      d = sk_report(sink, SK_RULE_SK404, c->tag_span,
                    "%s comes after %s in bone '%s' (index %u); expected the order %s "
                    "(Cal3D reads a BONE's elements by position and rejects the file)",
                    xsf_elem_tag(kind), maxtag, b->name, i, order_text);
      if (clean && !fixed) {
        reorder_fix(ctx, d, xb);
        fixed = true;
      }
    }
    sk_diag_set_bone(d, i);
    if (kind != XSF_EL_UNKNOWN) {
      seen[kind]++;
      if ((int)kind > maxrank) {
        maxrank = (int)kind;
        maxtag = xsf_elem_tag(kind);
      }
    }
  }
}

void sk_check_element_order(const SkContext *ctx, SkDiagSink *sink) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x) return;
  if (x->bones)
    for (uint32_t i = 0; i < ctx->model->nbones; i++) check_bone(ctx, sink, i);
  for (uint32_t k = 0; k < x->nstrays; k++) {
    const XsfStray *s = &x->strays[k];
    if (!s->parent)
      sk_report(sink, SK_RULE_SK404, s->tag_span,
                "element <%s> at the top level; expected only an optional HEADER and "
                "one SKELETON",
                s->tag);
    else if (strcmp(s->parent, "SKELETON") == 0)
      sk_report(sink, SK_RULE_SK404, s->tag_span,
                "element <%s> inside SKELETON; expected only BONE elements (Cal3D "
                "rejects the file)",
                s->tag);
    else
      sk_report(sink, SK_RULE_SK404, s->tag_span,
                "element <%s> inside <%s>; expected only numbers there", s->tag,
                s->parent);
  }
}
