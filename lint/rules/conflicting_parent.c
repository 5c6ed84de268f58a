/* SK109 conflicting-parent
 *
 * ## What it does
 * Flags a bone that two different bones claim as their child. In XSF: two
 * BONE elements both list it in a CHILDID; in a binary skeleton (CSF), two
 * bones' child ID lists. (A CHILDID that disagrees with
 * the child's own PARENTID is SK402, childid-mismatch.)
 *
 * ## Why is this bad?
 * A bone has one parent. Mainline Cal3D computes the bind pose by walking
 * CHILDID lists from the roots, so a bone listed twice is posed twice, the
 * second time relative to the wrong parent; which one wins depends on the
 * order of the bones. IMVU ignores CHILDID and uses PARENTID, so the two
 * programs disagree about the skeleton.
 *
 * ## Example
 * ```xml
 * <BONE ID="1" NAME="Spine" …> … <PARENTID>0</PARENTID> <CHILDID>3</CHILDID> </BONE>
 * <BONE ID="2" NAME="Hip"   …> … <PARENTID>0</PARENTID> <CHILDID>3</CHILDID> </BONE>
 * <BONE ID="3" NAME="Chest" …> … <PARENTID>1</PARENTID> </BONE>
 * ```
 * Use instead: remove `<CHILDID>3</CHILDID>` from `Hip`.
 *
 * ## Fix
 * None here: SK402 offers to remove the CHILDID that disagrees with the
 * child's PARENTID.
 */
#include "../formats/xsf.h"
#include "rule_util.h"
#include "bon_conflicts.h" /* the .bon branch (issue 3) */

void sk_check_conflicting_parent(const SkContext *ctx, SkDiagSink *sink) {
  if (ctx->format == SK_FORMAT_BON) { sk_bon_conflicting_parent(ctx, sink); return; }
  /* An XSF's CHILDID lists, or a CSF's child ID lists (xsf.h). */
  const XsfExt *x = xsf_ext(ctx);
  const CsfExt *cx = csf_ext(ctx);
  if (!x && !cx) return;
  const SkModel *m = ctx->model;
  uint32_t n = m->nbones;
  if (n == 0) return;
  /* The first claim of each bone: the claiming bone and the CHILDID's span. */
  int64_t *owner = sk_xmalloc(n * sizeof *owner);
  SkSpan *claim = sk_xmalloc(n * sizeof *claim);
  for (uint32_t i = 0; i < n; i++) owner[i] = -1;
  for (uint32_t p = 0; p < n; p++) {
    const int64_t *ids;
    const SkSpan *spans;
    uint32_t nids;
    if (x) {
      ids = x->bones[p].childids, spans = x->bones[p].childid_spans;
      nids = x->bones[p].nchildids;
    } else if (p + 1 < cx->nfirst) {
      nids = cx->first_child[p + 1] - cx->first_child[p];
      if (!nids) continue; /* (the arrays may be NULL) */
      ids = cx->childids + cx->first_child[p], spans = cx->childid_spans + cx->first_child[p];
    } else {
      break;
    }
    for (uint32_t k = 0; k < nids; k++) {
      int64_t c = ids[k];
      if (c < 0 || c >= (int64_t)n) continue; /* SK402 */
      if (owner[c] < 0) {
        owner[c] = p;
        claim[c] = spans[k];
        continue;
      }
      if (owner[c] == (int64_t)p) continue; /* listed twice by one bone: SK402 */
      const SkBone *child = &m->bones[c];
      char *pdesc;
      if (!child->has_parent_ref)
        pdesc = sk_xstrdup("missing");
      else if (child->parent >= 0)
        pdesc = sk_xasprintf("%d ('%s')", child->parent, m->bones[child->parent].name);
      else
        pdesc = sk_xasprintf("%lld", (long long)child->parent_ref);
      SkDiagnostic *d = sk_report(
          sink, SK_RULE_SK109, spans[k],
          "bone '%s' (index %lld) is listed in CHILDID by bone '%s' (index %u) and by "
          "bone '%s' (index %lld); expected one parent (its PARENTID is %s)",
          child->name, (long long)c, m->bones[p].name, p, m->bones[owner[c]].name,
          (long long)owner[c], pdesc);
      free(pdesc);
      sk_diag_related(d, claim[c], "first listed as a child of '%s' here",
                      m->bones[owner[c]].name);
      sk_diag_related(d, child->parent_span, "PARENTID of '%s' here", child->name);
      sk_diag_set_bone(d, (uint32_t)c);
    }
  }
  free(claim);
  free(owner);
}
