/* SK401 numchilds-mismatch
 *
 * ## What it does
 * Compares each BONE's `NUMCHILDS` attribute with the number of its
 * CHILDID elements and with the number of bones whose PARENTID is this
 * bone, and flags it when it differs from either. The spelling `NUMCHILD`,
 * written by some exporters, is read as the same count and checked alike
 * (the fix keeps the spelling). In a binary skeleton (CSF) the count
 * is the child count field, which is always the length of the child ID
 * list that follows it: the rule then compares that list's length with
 * the number of bones whose parent ID is this bone.
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
 * Sets NUMCHILDS. Safe (and preferred) when the CHILDID elements and the
 * PARENTID references agree on the count; otherwise unsafe, using the
 * number of bones whose PARENTID is this bone (what IMVU goes by) — fix
 * the CHILDID list (SK402) as well.
 *
 * When NUMCHILDS agrees with the CHILDID elements and it is PARENTIDs
 * that disagree — each such child listed by exactly one bone whose
 * NUMCHILDS agrees with its list — the culprit is the PARENTID: the
 * preferred fix sets it to the bone that lists the child (safe).
 */
#include "child_lists.h"

/* NUMCHILDS of bone p agrees with its CHILDID list, and the bones whose
 * PARENTID disagrees with that list (listed but naming another parent,
 * or naming p but not listed) all have a parent the child lists agree on
 * (child_lists_parent_targets): one fix setting each PARENTID, preferred. */
static void parent_fix(const SkContext *ctx, SkDiagnostic *d, const ChildLists *cl,
                       const int64_t *target, uint32_t p) {
  const SkModel *m = ctx->model;
  uint32_t n = m->nbones, odd = 0, last = 0;
  for (uint32_t c = 0; c < n; c++) {
    bool listed = false;
    for (uint32_t k = cl->first[p]; k < cl->first[p + 1] && !listed; k++)
      listed = cl->e[k].number && cl->e[k].id == (int64_t)c;
    if (listed == (m->bones[c].parent == (int32_t)p)) continue;
    if (target[c] < 0) return; /* the lists are not all agreed on */
    odd++, last = c;
  }
  if (odd == 1) {
    child_lists_parent_fix(ctx, d, target, last);
    return;
  }
  if (odd == 0 || !d) return;
  SkFix *f = sk_diag_fix(d, true, "Set the PARENTID of %u bones to what the CHILDID lists say", odd);
  for (uint32_t c = 0; c < n; c++) {
    if (target[c] < 0) continue;
    bool listed = false;
    for (uint32_t k = cl->first[p]; k < cl->first[p + 1] && !listed; k++)
      listed = cl->e[k].number && cl->e[k].id == (int64_t)c;
    if (listed == (m->bones[c].parent == (int32_t)p)) continue;
    char num[24];
    snprintf(num, sizeof num, "%lld", (long long)target[c]);
    sk_fix_edit(f, m->bones[c].parent_span, num);
  }
  sk_fix_prefer(f);
}

void sk_check_numchilds_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  ChildLists cl;
  if (!child_lists_get(ctx, &cl)) return;
  const XsfExt *x = xsf_ext(ctx); /* NULL in a CSF: no text to fix */
  const SkModel *m = ctx->model;
  uint32_t n = m->nbones;
  uint32_t *by_parent = sk_xcalloc(n ? n : 1, sizeof *by_parent);
  for (uint32_t i = 0; i < n; i++)
    if (m->bones[i].parent >= 0) by_parent[m->bones[i].parent]++;
  int64_t *target = child_lists_parent_targets(ctx, &cl);
  for (uint32_t i = 0; i < n; i++) {
    if (!cl.declared_ok[i]) continue;
    int64_t declared = cl.declared[i];
    uint32_t nchildid = cl.first[i + 1] - cl.first[i];
    uint32_t npar = by_parent[i];
    if (declared == (int64_t)nchildid && declared == (int64_t)npar) continue;
    const SkBone *b = &m->bones[i];
    const char *attr = x && x->bones[i].numchild_spelling ? "NUMCHILD" : "NUMCHILDS";
    char expect[64];
    if (nchildid == npar)
      snprintf(expect, sizeof expect, "expected %s=\"%u\"", attr, npar);
    else
      snprintf(expect, sizeof expect, "expected the three to agree");
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK401, cl.declared_span[i],
        "%s is %lld but bone '%s' (index %u) has %u CHILDID element%s and %u "
        "bone%s with PARENTID %u; %s",
        attr, (long long)declared, b->name, i, nchildid, sk_plural(nchildid), npar,
        sk_plural(npar), i, expect);
    if (x && declared == (int64_t)nchildid) parent_fix(ctx, d, &cl, target, i);
    if (x && declared != (int64_t)npar) { /* else the CHILDID list is what is off */
      char num[16];
      snprintf(num, sizeof num, "%u", npar);
      SkFix *f = sk_diag_fix(d, nchildid == npar, "Set %s to %u", attr, npar);
      sk_fix_edit(f, x->bones[i].numchilds.value_span, num);
      if (nchildid == npar) sk_fix_prefer(f); /* the count is the odd one out */
    }
    sk_diag_set_bone(d, i);
  }
  free(by_parent);
  free(target);
  child_lists_free(&cl);
}
