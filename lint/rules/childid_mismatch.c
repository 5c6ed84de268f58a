/* SK402 childid-mismatch
 *
 * ## What it does
 * Checks that the CHILDID lists are the inverse of PARENTID: bone B lists
 * `<CHILDID>c</CHILDID>` exactly when bone c has `<PARENTID>B</PARENTID>`.
 * It flags a CHILDID naming a bone whose PARENTID is another bone (an extra
 * child), a bone missing from its parent's CHILDID list, a CHILDID listed
 * twice by the same bone, and a CHILDID that names no bone at all. The same
 * in a binary skeleton (CSF): its child IDs against its parent IDs.
 *
 * An error in the `cal3d` profile, a warning in `imvu`; an out-of-range
 * CHILDID is an error in both. A bone listed by two different parents is
 * SK109 (conflicting-parent).
 *
 * ## Why is this bad?
 * Mainline Cal3D computes the bind pose by walking from the roots down the
 * CHILDID lists: a bone missing from its parent's list gets no bind state
 * (it and its sub-tree stay at the origin), an extra child is posed
 * relative to the wrong parent, and an out-of-range CHILDID crashes it.
 * IMVU ignores CHILDID and derives children from PARENTID, so a file can
 * look right in IMVU and broken in every Cal3D-based tool.
 *
 * ## Example
 * ```xml
 * <BONE ID="0" NAME="Root" NUMCHILDS="1"> … <PARENTID>-1</PARENTID> </BONE>
 * <BONE ID="1" NAME="Hip"  NUMCHILDS="0"> … <PARENTID>0</PARENTID> </BONE>
 * ```
 * Use instead: add `<CHILDID>1</CHILDID>` after Root's PARENTID.
 *
 * ## Fix
 * When the CHILDID lists and their NUMCHILDS agree on the child's parent
 * — exactly one bone lists it, and that bone's NUMCHILDS counts its
 * CHILDID elements (as does the NUMCHILDS of the bone its PARENTID names,
 * if any) — the PARENTID is the culprit: the preferred fix sets it to the
 * bone that lists the child (safe). Otherwise:
 * adds the missing CHILDID after the parent's last child element, or
 * removes the extra or repeated one. Safe in the `imvu` profile (IMVU does
 * not read CHILDID), unsafe in `cal3d`, where it changes which bones Cal3D
 * poses and how. Removing an out-of-range CHILDID is unsafe in both: a
 * bone may be missing rather than the reference being wrong.
 */
#include "child_lists.h"

static void remove_fix(const SkContext *ctx, SkDiagnostic *d, bool safe,
                       const XsfChild *c, const char *title) {
  if (!c) return; /* a CSF: no text to edit */
  SkFix *f = sk_diag_fix(d, safe, "%s", title);
  sk_fix_edit(f, sk_source_whole_lines(ctx->src, c->element_span), "");
}

static void add_fix(const SkContext *ctx, SkDiagnostic *d, bool safe,
                    const XsfBone *xp, const char *pname, uint32_t child) {
  const SkSource *src = ctx->src;
  uint32_t at;
  char *indent;
  if (xp->nchildren) {
    at = xp->children[xp->nchildren - 1].element_span.end;
    SkSpan in = sk_indent_of(src, xp->children[xp->nchildren - 1].element_span.start);
    indent = sk_xstrndup(src->text + in.start, in.end - in.start);
  } else {
    at = xp->start_tag.end;
    SkSpan in = sk_indent_of(src, xp->start_tag.start);
    indent = sk_xasprintf("%.*s  ", (int)(in.end - in.start), src->text + in.start);
  }
  char *text = sk_xasprintf("%s%s<CHILDID>%u</CHILDID>", ctx->eol, indent, child);
  sk_fix_edit(sk_diag_fix(d, safe, "Add <CHILDID>%u</CHILDID> to bone '%s'", child, pname),
              sk_span(at, at), text);
  free(text);
  free(indent);
}

void sk_check_childid_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || m->nbones == 0) return;
  ChildLists cl;
  if (!child_lists_get(ctx, &cl)) return;
  const XsfExt *x = xsf_ext(ctx); /* NULL in a CSF: no text to fix */
  uint32_t n = m->nbones;
  bool imvu = ctx->opts->profile == SK_PROFILE_IMVU;
  SkSeverity sev = imvu ? SK_SEVERITY_WARNING : SK_SEVERITY_ERROR;
  /* The first bone (in file order) that lists each bone as a child;
   * later claims by other bones are SK109's. */
  int64_t *owner = sk_xmalloc(n * sizeof *owner);
  /* listed[c] == p + 1 while scanning bone p: c already listed by p. */
  uint32_t *listed = sk_xcalloc(n, sizeof *listed);
  bool *lists_parent = sk_xcalloc(n, sizeof *lists_parent); /* c is in its parent's list */
  for (uint32_t i = 0; i < n; i++) owner[i] = -1;
  int64_t *target = child_lists_parent_targets(ctx, &cl);

  for (uint32_t p = 0; p < n; p++) {
    const SkBone *bp = &m->bones[p];
    for (uint32_t k = cl.first[p]; k < cl.first[p + 1]; k++) {
      const ChildEntry *ch = &cl.e[k];
      if (!ch->number) continue;
      int64_t c = ch->id;
      SkSpan at = ch->at;
      SkDiagnostic *d;
      if (c < 0 || c >= (int64_t)n) {
        d = sk_report_sev(sink, SK_RULE_SK402, SK_SEVERITY_ERROR, at,
                          "CHILDID %lld of bone '%s' (index %u) names no bone; expected an "
                          "index from 0 to %u (Cal3D crashes on it)",
                          (long long)c, bp->name, p, n - 1);
        remove_fix(ctx, d, false, ch->el, "Remove this CHILDID");
        sk_diag_set_bone(d, p);
        continue;
      }
      if (listed[c] == p + 1) {
        d = sk_report_sev(sink, SK_RULE_SK402, sev, at,
                          "bone '%s' (index %u) lists CHILDID %lld twice; expected each "
                          "child once",
                          bp->name, p, (long long)c);
        remove_fix(ctx, d, true, ch->el, "Remove the repeated CHILDID");
        sk_diag_set_bone(d, p);
        continue;
      }
      listed[c] = p + 1;
      const SkBone *bc = &m->bones[c];
      if (bc->parent == (int32_t)p) lists_parent[c] = true;
      if (owner[c] >= 0) continue; /* a second parent: SK109 */
      owner[c] = p;
      if (bc->parent == (int32_t)p) continue;
      char *has;
      if (!bc->has_parent_ref)
        has = sk_xstrdup("has no PARENTID");
      else if (bc->parent >= 0)
        has = sk_xasprintf("has PARENTID %d ('%s')", bc->parent, m->bones[bc->parent].name);
      else
        has = sk_xasprintf("has PARENTID %lld", (long long)bc->parent_ref);
      d = sk_report_sev(sink, SK_RULE_SK402, sev, at,
                        "bone '%s' (index %u) lists CHILDID %lld, but bone '%s' (index %lld) "
                        "%s; expected CHILDID only for bones with PARENTID %u%s",
                        bp->name, p, (long long)c, bc->name, (long long)c, has, p,
                        imvu ? "" : " (Cal3D poses it relative to this bone)");
      free(has);
      sk_diag_related(d, bc->parent_span, "PARENTID of '%s' here", bc->name);
      child_lists_parent_fix(ctx, d, target, (uint32_t)c);
      remove_fix(ctx, d, imvu, ch->el, "Remove this CHILDID");
      sk_diag_set_bone(d, p);
    }
  }

  /* A bone on a parent loop is SK103's: its parent's CHILDID list cannot
   * be made right by adding it. */
  const uint8_t *ends = sk_model_skeleton(m)->chain;
  for (uint32_t c = 0; c < n; c++) {
    const SkBone *bc = &m->bones[c];
    if (bc->parent < 0 || lists_parent[c] || ends[c] == SK_CHAIN_ON_CYCLE) continue;
    uint32_t p = (uint32_t)bc->parent;
    const SkBone *bp = &m->bones[p];
    SkDiagnostic *d = sk_report_sev(
        sink, SK_RULE_SK402, sev, bc->parent_span,
        "bone '%s' (index %u) has PARENTID %u, but bone '%s' (index %u) does not list "
        "it in a CHILDID; expected <CHILDID>%u</CHILDID> in '%s'%s",
        bc->name, c, p, bp->name, p, c, bp->name,
        imvu ? "" : " (Cal3D never computes this bone's bind pose)");
    sk_diag_related(d, x ? x->bones[p].start_tag : bp->span, "bone '%s' declared here",
                    bp->name);
    child_lists_parent_fix(ctx, d, target, c);
    if (x) add_fix(ctx, d, imvu, &x->bones[p], bp->name, c);
    sk_diag_set_bone(d, c);
  }
  free(target);
  free(lists_parent);
  free(listed);
  free(owner);
  child_lists_free(&cl);
}
