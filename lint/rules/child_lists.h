/* child_lists.h — the child lists of a Cal3D skeleton, XSF or CSF, for
 * the rules that hold them against the parents (SK401, SK402): per bone,
 * its declared count (XSF NUMCHILDS; a CSF's child count) and its child
 * IDs in order (XSF CHILDID elements; a CSF's child ID fields).
 *
 * A CSF keeps them in its CsfExt (xsf.h). */
#ifndef SK_RULES_CHILD_LISTS_H
#define SK_RULES_CHILD_LISTS_H

#include "../formats/xsf.h"
#include "rule_util.h"

#include <stdlib.h>

typedef struct {
  int64_t id;          /* the child's index as written */
  SkSpan at;           /* its number, or the element when it holds none */
  const XsfChild *el;  /* XSF: the CHILDID element (fixes); NULL in a CSF */
  bool number;         /* holds a number (always in a CSF) */
} ChildEntry;

typedef struct {
  ChildEntry *e;       /* every bone's entries, bone by bone */
  uint32_t *first;     /* bone i's entries: e[first[i] .. first[i+1]) */
  /* The declared count of bone i: `declared_ok[i]` when it was written as
   * an integer, its value and span. */
  int64_t *declared;
  SkSpan *declared_span;
  bool *declared_ok;
  bool csf;
} ChildLists;

/* The child lists of an XSF or a CSF, or false for another file. */
static inline bool child_lists_get(const SkContext *ctx, ChildLists *cl) {
  const SkModel *m = ctx->model;
  const XsfExt *x = xsf_ext(ctx);
  if (!m || !xsf_or_csf(ctx) || (x && !x->bones)) return false;
  uint32_t n = m->nbones;
  cl->csf = !x;
  cl->first = sk_xcalloc((size_t)n + 1, sizeof *cl->first);
  cl->declared = sk_xcalloc(n ? n : 1, sizeof *cl->declared);
  cl->declared_span = sk_xcalloc(n ? n : 1, sizeof *cl->declared_span);
  cl->declared_ok = sk_xcalloc(n ? n : 1, sizeof *cl->declared_ok);
  const CsfExt *cx = csf_ext(ctx);
  size_t total = 0;
  if (x)
    for (uint32_t i = 0; i < n; i++)
      for (uint32_t k = 0; k < x->bones[i].nchildren; k++)
        total += x->bones[i].children[k].kind == XSF_EL_CHILDID;
  else
    total = cx->nchildids;
  cl->e = sk_xcalloc(total ? total : 1, sizeof *cl->e);
  uint32_t ne = 0;
  for (uint32_t i = 0; i < n; i++) {
    cl->first[i] = ne;
    if (x) {
      const XsfBone *xb = &x->bones[i];
      for (uint32_t k = 0; k < xb->nchildren; k++) {
        const XsfChild *ch = &xb->children[k];
        if (ch->kind != XSF_EL_CHILDID) continue;
        ChildEntry *e = &cl->e[ne++];
        e->el = ch;
        e->at = ch->element_span;
        double nv[4];
        SkSpan ns[4];
        if (ch->nnums >= 1 && xsf_child_numbers(ctx->src, ch, nv, ns) >= 1) {
          e->number = true;
          e->id = (int64_t)nv[0];
          e->at = ns[0];
        }
      }
      cl->declared_ok[i] = xb->numchilds.present && sk_str_int(xb->numchilds.value,
                                                               &cl->declared[i]);
      cl->declared_span[i] = xb->numchilds.value_span;
    } else if (i < cx->ncounts && i + 1 < cx->nfirst) {
      for (uint32_t k = cx->first_child[i]; k < cx->first_child[i + 1]; k++) {
        ChildEntry *e = &cl->e[ne++];
        e->id = cx->childids[k];
        e->at = cx->childid_spans[k];
        e->number = true;
      }
      cl->declared_ok[i] = true;
      cl->declared[i] = ne - cl->first[i];
      cl->declared_span[i] = cx->count_spans[i];
    }
  }
  cl->first[n] = ne;
  return true;
}

/* Whether bone p's declared count equals its number of CHILDID entries. */
static inline bool child_lists_count_agrees(const ChildLists *cl, uint32_t p) {
  return cl->declared_ok[p] && cl->declared[p] == (int64_t)(cl->first[p + 1] - cl->first[p]);
}

/* The parent each bone's PARENTID should name where the child lists agree
 * on it — the culprit is then the PARENTID, not the lists (SK101, SK401,
 * SK402 offer it as their preferred fix): target[c] is p when exactly one
 * bone p lists c in a CHILDID and p's NUMCHILDS agrees with its CHILDID
 * list; c's PARENTID is written (in an XSF: there is text to fix) and
 * names no bone, -1, or a bone q whose NUMCHILDS also agrees with its
 * CHILDID list (which lacks c); and making p the parent closes no loop
 * (p's parents end at a root within 1024 steps without meeting c).
 * Else -1 (always in a CSF). Returns a malloc'd array of nbones. */
static inline int64_t *child_lists_parent_targets(const SkContext *ctx, const ChildLists *cl) {
  const SkModel *m = ctx->model;
  uint32_t n = m->nbones;
  int64_t *target = sk_xmalloc((n ? n : 1) * sizeof *target);
  for (uint32_t i = 0; i < n; i++) target[i] = -1;
  if (cl->csf || !xsf_ext(ctx)) return target;
  /* lister[c]: the only bone listing c (+1), 0 for none, UINT32_MAX for several. */
  uint32_t *lister = sk_xcalloc(n ? n : 1, sizeof *lister);
  for (uint32_t p = 0; p < n; p++)
    for (uint32_t k = cl->first[p]; k < cl->first[p + 1]; k++) {
      const ChildEntry *e = &cl->e[k];
      if (!e->number || e->id < 0 || e->id >= (int64_t)n) continue;
      uint32_t c = (uint32_t)e->id;
      if (lister[c] == 0) lister[c] = p + 1;
      else if (lister[c] != p + 1) lister[c] = UINT32_MAX;
    }
  for (uint32_t c = 0; c < n; c++) {
    if (lister[c] == 0 || lister[c] == UINT32_MAX) continue;
    uint32_t p = lister[c] - 1;
    const SkBone *b = &m->bones[c];
    if (p == c || !b->has_parent_ref || !sk_span_valid(b->parent_span)) continue;
    if (b->parent == (int32_t)p || !child_lists_count_agrees(cl, p)) continue;
    if (b->parent >= 0 && !child_lists_count_agrees(cl, (uint32_t)b->parent)) continue;
    /* p's own chain of parents must not pass through c (followed for a
     * thousand bones: deeper, or on a loop, no fix is offered — a
     * skeleton of chains a million deep must not cost a million squared). */
    int32_t a = (int32_t)p;
    uint32_t steps = 0;
    for (; a >= 0 && a != (int32_t)c && steps < 1024; steps++) a = m->bones[a].parent;
    if (a >= 0) continue;
    target[c] = p;
  }
  free(lister);
  return target;
}

/* Adds to d the fix that sets bone c's PARENTID to target[c]: safe and
 * preferred (both the CHILDID list and its count say so). */
static inline void child_lists_parent_fix(const SkContext *ctx, SkDiagnostic *d,
                                          const int64_t *target, uint32_t c) {
  const SkModel *m = ctx->model;
  if (target[c] < 0) return;
  char num[24];
  snprintf(num, sizeof num, "%lld", (long long)target[c]);
  SkFix *f = sk_diag_fix(d, true, "Set PARENTID of '%s' to %s ('%s' lists it as a child)",
                         m->bones[c].name, num, m->bones[target[c]].name);
  sk_fix_edit(f, m->bones[c].parent_span, num);
  sk_fix_prefer(f);
}

static inline void child_lists_free(ChildLists *cl) {
  free(cl->e);
  free(cl->first);
  free(cl->declared);
  free(cl->declared_span);
  free(cl->declared_ok);
}

#endif
