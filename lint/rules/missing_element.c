/* SK405 missing-element
 *
 * ## What it does
 * Flags a BONE without a NAME attribute or without one of TRANSLATION,
 * ROTATION, LOCALTRANSLATION, LOCALROTATION and PARENTID, and an element
 * holding the wrong number of numbers (TRANSLATION and LOCALTRANSLATION
 * hold 3, ROTATION and LOCALROTATION 4, PARENTID and CHILDID 1).
 *
 * ## Why is this bad?
 * The readers react differently, and badly:
 *
 * - mainline Cal3D (`cal3d` profile) builds the bone's name from a null
 *   pointer when NAME is missing (undefined behaviour, usually a crash);
 *   a missing LOCALTRANSLATION makes it dereference a null pointer (crash);
 *   any other missing element, or an empty one, makes it reject the file;
 * - IMVU (`imvu` profile) tolerates a missing NAME and falls back to
 *   defaults for missing elements, so the mistake goes unnoticed there and
 *   breaks elsewhere;
 * - both read a missing number as 0 and ignore extra ones, so
 *   `<TRANSLATION>0 5</TRANSLATION>` silently means `0 5 0`.
 *
 * ## Example
 * ```xml
 * <BONE ID="1" NAME="Hip" NUMCHILDS="0">
 *   <TRANSLATION>0 5</TRANSLATION>
 *   <ROTATION>0 0 0 1</ROTATION>
 *   <LOCALROTATION>0 0 0 1</LOCALROTATION>
 *   <PARENTID>0</PARENTID>
 * </BONE>
 * ```
 * Use instead: three numbers in TRANSLATION, and a LOCALTRANSLATION.
 *
 * ## Fix
 * None: the missing values are not known.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

static const XsfElemKind required[] = {XSF_EL_TRANSLATION, XSF_EL_ROTATION,
                                       XSF_EL_LOCALTRANSLATION, XSF_EL_LOCALROTATION,
                                       XSF_EL_PARENTID};

static int arity(XsfElemKind k) {
  switch (k) {
  case XSF_EL_TRANSLATION:
  case XSF_EL_LOCALTRANSLATION: return 3;
  case XSF_EL_ROTATION:
  case XSF_EL_LOCALROTATION: return 4;
  case XSF_EL_PARENTID:
  case XSF_EL_CHILDID: return 1;
  default: return 0;
  }
}

static void check_bone(const SkContext *ctx, SkDiagSink *sink, uint32_t i) {
  const XsfBone *xb = &xsf_ext(ctx)->bones[i];
  const SkBone *b = &ctx->model->bones[i];
  bool imvu = ctx->opts->profile == SK_PROFILE_IMVU;
  SkDiagnostic *d;
  if (!xb->name.present) {
    d = sk_report(sink, SK_RULE_SK405, xb->tag_span,
                  "bone %u has no NAME attribute; expected NAME=\"…\" (%s)", i,
                  imvu ? "IMVU tolerates it, but mainline Cal3D's behaviour is undefined"
                       : "Cal3D builds the name from a null pointer: undefined behaviour, "
                         "usually a crash");
    sk_diag_set_bone(d, i);
  }
  for (size_t r = 0; r < sizeof required / sizeof *required; r++) {
    XsfElemKind k = required[r];
    if (xb->first[k] >= 0) continue;
    const char *cal3d = k == XSF_EL_LOCALTRANSLATION
                            ? "Cal3D dereferences a null pointer and crashes"
                            : "Cal3D rejects the file";
    d = sk_report(sink, SK_RULE_SK405, xb->tag_span,
                  "bone '%s' (index %u) has no %s; expected one (%s%s)", b->name, i,
                  xsf_elem_tag(k), cal3d,
                  imvu ? "; IMVU falls back to a default" : "");
    sk_diag_set_bone(d, i);
  }
  for (uint32_t k = 0; k < xb->nchildren; k++) {
    const XsfChild *c = &xb->children[k];
    int want = arity((XsfElemKind)c->kind);
    if (!want || c->ntokens == (uint32_t)want) continue;
    const char *tag = xsf_elem_tag((XsfElemKind)c->kind);
    if (c->ntokens == 0)
      d = sk_report(sink, SK_RULE_SK405, c->value_span,
                    "%s of bone '%s' (index %u) is empty; expected %d number%s (Cal3D "
                    "rejects an empty element)",
                    tag, b->name, i, want, sk_plural(want));
    else if (c->ntokens < (uint32_t)want)
      d = sk_report(sink, SK_RULE_SK405, c->value_span,
                    "%s of bone '%s' (index %u) has %u number%s; expected %d (the "
                    "missing ones are read as 0)",
                    tag, b->name, i, (unsigned)c->ntokens, sk_plural(c->ntokens), want);
    else
      d = sk_report(sink, SK_RULE_SK405, c->value_span,
                    "%s of bone '%s' (index %u) has %u numbers; expected %d (the extra "
                    "ones are ignored)",
                    tag, b->name, i, (unsigned)c->ntokens, want);
    sk_diag_set_bone(d, i);
  }
}

void sk_check_missing_element(const SkContext *ctx, SkDiagSink *sink) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x || !x->bones) return;
  for (uint32_t i = 0; i < ctx->model->nbones; i++) check_bone(ctx, sink, i);
}
