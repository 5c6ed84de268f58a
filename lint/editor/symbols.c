/* symbols.c — a document's symbols as plain values (SkSymbol trees, the
 * language server's documentSymbol): what the outline lists besides bones
 * (outline.c), then the bone hierarchy, nested (children under their
 * parent), each bone's range its declaration and its selection its name.
 * Bones whose parent chain loops are listed at the top level, and those
 * deeper than SK_SYMBOL_DEPTH under the deepest shown ancestor's parent,
 * flat, rather than lost. A large skeleton takes a while: the caller may
 * stop the work (SkCancelled). No recursion deeper than SK_SYMBOL_DEPTH. */
#include "../report.h"
#include "skellint/editor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SK_SYMBOL_DEPTH 128

typedef struct {
  SkSymbol *v;
  uint32_t n, cap;
} List;

typedef struct {
  const SkModel *m;
  const SkSkeleton *sk;  /* the child lists */
  bool *done;
  uint32_t *stack;       /* flat's, room for every bone */
  uint32_t made;         /* symbols made so far */
  SkCancelled cancelled;
  void *arg;
  bool stop;             /* the caller cancelled: stop making */
} Tree;

/* The range holds the selection (LSP asks it to). */
static SkSpan contain(SkSpan outer, SkSpan inner) {
  if (!sk_span_valid(inner)) return outer;
  if (!sk_span_valid(outer) || inner.start < outer.start || inner.end > outer.end) return inner;
  return outer;
}

static SkSymbol leaf(Tree *t, uint32_t i) {
  const SkBone *b = &t->m->bones[i];
  t->done[i] = true;
  if (!t->stop && t->cancelled && t->cancelled(t->arg, t->made)) t->stop = true;
  t->made++;
  char detail[32];
  snprintf(detail, sizeof detail, "bone %u", i);
  SkSpan sel = sk_bone_place(b);
  return (SkSymbol){sk_xstrdup(b->name[0] ? b->name : "(unnamed)"), sk_xstrdup(detail),
                    SK_SYMBOL_OBJECT, contain(b->span, sel), sel, NULL, 0};
}

static void push(List *l, SkSymbol s) { *SK_ARRAY_PUSH(l->v, l->n, l->cap) = s; }

static void take(Tree *t, uint32_t k, uint32_t *n) {
  uint32_t c = t->sk->kids[k];
  if (!t->done[c]) t->stack[(*n)++] = c, t->done[c] = true;
}

/* The whole subtree under `root`, flat into l, without recursion (a chain
 * of a million bones must not exhaust the stack). */
static void flat(Tree *t, uint32_t root, List *l) {
  uint32_t n = 0;
  const SkSkeleton *sk = t->sk;
  for (uint32_t k = sk->kid_at[root]; k < sk->kid_at[root + 1]; k++) take(t, k, &n);
  while (n && !t->stop) {
    uint32_t i = t->stack[--n];
    push(l, leaf(t, i));
    for (uint32_t k = sk->kid_at[i]; k < sk->kid_at[i + 1]; k++) take(t, k, &n);
  }
}

/* Bone i and its subtree, added to l (which takes the subtree flat past
 * the depth limit, before bone i). */
static void symbol(Tree *t, uint32_t i, int depth, List *l) {
  SkSymbol o = leaf(t, i);
  if (depth >= SK_SYMBOL_DEPTH) {
    flat(t, i, l);
    push(l, o);
    return;
  }
  List kids = {0};
  for (uint32_t k = t->sk->kid_at[i]; k < t->sk->kid_at[i + 1] && !t->stop; k++)
    if (!t->done[t->sk->kids[k]]) symbol(t, t->sk->kids[k], depth + 1, &kids);
  o.children = kids.v;
  o.nchildren = kids.n;
  push(l, o);
}

static bool bones(const SkModel *m, SkCancelled cancelled, void *arg, List *l) {
  if (!m || !m->nbones) return true;
  Tree t = {.m = m, .sk = sk_model_skeleton(m), .cancelled = cancelled, .arg = arg};
  t.done = sk_xcalloc(m->nbones, sizeof *t.done);
  t.stack = sk_xmalloc(m->nbones * sizeof *t.stack);
  for (uint32_t k = 0; k < t.sk->ntops && !t.stop; k++)
    if (!t.done[t.sk->tops[k]]) symbol(&t, t.sk->tops[k], 1, l);
  /* What is left hangs off a cycle: list it at the top. */
  for (uint32_t i = 0; i < m->nbones && !t.stop; i++)
    if (!t.done[i]) symbol(&t, i, 1, l);
  free(t.done);
  free(t.stack);
  return !t.stop;
}

bool sk_bone_symbols(const SkModel *m, SkCancelled cancelled, void *arg, SkSymbol **out,
                     size_t *n) {
  List l = {0};
  bool whole = bones(m, cancelled, arg, &l);
  if (!whole) sk_outline_free(l.v, l.n), l = (List){0};
  *out = l.v;
  *n = l.n;
  return whole;
}

bool sk_document_symbols(const SkDocument *doc, SkSkeletonOf skeleton, void *skeleton_arg,
                         SkCancelled cancelled, void *arg, SkSymbol **out, size_t *n) {
  SkSymbol *parts;
  size_t np = sk_outline(doc, skeleton, skeleton_arg, &parts);
  List l = {parts, (uint32_t)np, (uint32_t)np};
  bool whole = bones(doc->model, cancelled, arg, &l);
  if (!whole) sk_outline_free(l.v, l.n), l = (List){0};
  *out = l.v;
  *n = l.n;
  return whole;
}
