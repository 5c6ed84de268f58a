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

/* Whether bone p lists bone c in a CHILDID. */
static bool lists(const ChildLists *cl, uint32_t p, uint32_t c) {
  for (uint32_t k = cl->first[p]; k < cl->first[p + 1]; k++)
    if (cl->e[k].number && cl->e[k].id == (int64_t)c) return true;
  return false;
}

/* NUMCHILDS of bone p agrees with its CHILDID list, and the bones whose
 * PARENTID disagrees with that list (listed but naming another parent,
 * or naming p but not listed) all have a parent the child lists agree on
 * (child_lists_parent_targets): one fix setting each PARENTID, preferred.
 * `kid` lists the bones by the parent they name, bone p's from
 * kid[kid_first[p]] to kid[kid_first[p + 1]]. */
static void parent_fix(const SkContext *ctx, SkDiagnostic *d, const ChildLists *cl,
                       const int64_t *target, const uint32_t *kid_first, const uint32_t *kid,
                       uint32_t p) {
  const SkModel *m = ctx->model;
  uint32_t *odd = NULL, nodd = 0, cap = 0;
  bool agreed = true;
  for (uint32_t k = cl->first[p]; agreed && k < cl->first[p + 1]; k++) {
    int64_t c = cl->e[k].id;
    if (!cl->e[k].number || c < 0 || c >= (int64_t)m->nbones || m->bones[c].parent == (int32_t)p)
      continue;
    bool seen = false;
    for (uint32_t j = 0; j < nodd && !seen; j++) seen = odd[j] == (uint32_t)c;
    if (seen) continue;
    agreed = target[c] >= 0;
    *SK_ARRAY_PUSH(odd, nodd, cap) = (uint32_t)c;
  }
  for (uint32_t j = kid_first[p]; agreed && j < kid_first[p + 1]; j++) {
    if (lists(cl, p, kid[j])) continue;
    agreed = target[kid[j]] >= 0;
    *SK_ARRAY_PUSH(odd, nodd, cap) = kid[j];
  }
  if (agreed && nodd == 1) {
    child_lists_parent_fix(ctx, d, target, odd[0]);
  } else if (agreed && nodd > 1 && d) {
    SkFix *f = sk_diag_fix(d, true, "Set the PARENTID of %u bones to what the CHILDID lists say",
                           nodd);
    for (uint32_t j = 0; j < nodd; j++) {
      char num[24];
      snprintf(num, sizeof num, "%lld", (long long)target[odd[j]]);
      sk_fix_edit(f, m->bones[odd[j]].parent_span, num);
    }
    sk_fix_prefer(f);
  }
  free(odd);
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
  uint32_t *kid_first = sk_xcalloc((size_t)n + 1, sizeof *kid_first);
  uint32_t *kid = sk_xmalloc((n ? n : 1) * sizeof *kid);
  for (uint32_t i = 0; i < n; i++) kid_first[i + 1] = kid_first[i] + by_parent[i];
  uint32_t *at = sk_xmalloc((n ? n : 1) * sizeof *at);
  memcpy(at, kid_first, (n ? n : 1) * sizeof *at);
  for (uint32_t i = 0; i < n; i++)
    if (m->bones[i].parent >= 0) kid[at[m->bones[i].parent]++] = i;
  free(at);
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
    if (x && declared == (int64_t)nchildid) parent_fix(ctx, d, &cl, target, kid_first, kid, i);
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
  free(kid_first);
  free(kid);
  free(target);
  child_lists_free(&cl);
}
