/* SK401 numchilds-mismatch
 *
 * ## What it does
 * Compares each BONE's `NUMCHILDS` attribute with the number of its
 * CHILDID elements and with the number of bones whose PARENTID is this
 * bone, and flags it when it differs from either. The spelling `NUMCHILD`,
 * written by some exporters, is read as the same count and checked alike
 * (the fix keeps the spelling).
 *
 * ## Why is this bad?
 * Both Cal3D and IMVU ignore NUMCHILDS, so the file loads; but tools and
 * people that trust it (converters that pre-size the child list, someone
 * reading the file) are misled. A wrong count usually means a child was
 * added or removed by hand and something else was forgotten too.
 *
 * ## Example
 * ```xml
 * <BONE ID="25" NAME="Bip01 R Hand" NUMCHILDS="0">
 *   …
 *   <PARENTID>24</PARENTID>
 *   <CHILDID>26</CHILDID>
 * </BONE>
 * ```
 * Use instead: `NUMCHILDS="1"`.
 *
 * ## Fix
 * Sets NUMCHILDS. Safe when the CHILDID elements and the PARENTID
 * references agree on the count; otherwise unsafe, using the number of
 * bones whose PARENTID is this bone (what IMVU goes by) — fix the CHILDID
 * list (SK402) as well.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

void sk_check_numchilds_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x || !x->bones) return;
  const SkModel *m = ctx->model;
  uint32_t n = m->nbones;
  uint32_t *by_parent = sk_xcalloc(n ? n : 1, sizeof *by_parent);
  for (uint32_t i = 0; i < n; i++)
    if (m->bones[i].parent >= 0) by_parent[m->bones[i].parent]++;
  for (uint32_t i = 0; i < n; i++) {
    const XsfBone *xb = &x->bones[i];
    int64_t declared;
    if (!xb->numchilds.present || !sk_str_int(xb->numchilds.value, &declared)) continue;
    uint32_t nchildid = 0;
    for (uint32_t k = 0; k < xb->nchildren; k++)
      nchildid += xb->children[k].kind == XSF_EL_CHILDID;
    uint32_t npar = by_parent[i];
    if (declared == (int64_t)nchildid && declared == (int64_t)npar) continue;
    const SkBone *b = &m->bones[i];
    const char *attr = xb->numchild_spelling ? "NUMCHILD" : "NUMCHILDS";
    char expect[64];
    if (nchildid == npar)
      snprintf(expect, sizeof expect, "expected %s=\"%u\"", attr, npar);
    else
      snprintf(expect, sizeof expect, "expected the three to agree");
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK401, xb->numchilds.value_span,
        "%s is %lld but bone '%s' (index %u) has %u CHILDID element%s and %u "
        "bone%s with PARENTID %u; %s",
        attr, (long long)declared, b->name, i, nchildid, sk_plural(nchildid), npar,
        sk_plural(npar), i, expect);
    if (declared != (int64_t)npar) { /* else the CHILDID list is what is off */
      char num[16];
      snprintf(num, sizeof num, "%u", npar);
      sk_fix_edit(sk_diag_fix(d, nchildid == npar, "Set %s to %u", attr, npar),
                  xb->numchilds.value_span, num);
    }
    sk_diag_set_bone(d, i);
  }
  free(by_parent);
}
