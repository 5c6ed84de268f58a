/* symbols.c — textDocument/documentSymbol: the bone hierarchy, nested
 * (children under their parent), each symbol's range the bone's
 * declaration and its selection range the name. Bones whose parent chain
 * loops or that sit deeper than MAX_DEPTH are listed at the top level /
 * under the deepest shown ancestor rather than lost. A large skeleton takes
 * a while: the work stops when the client cancels the request. */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>

#define MAX_DEPTH 128
#define SYMBOL_KIND_OBJECT 19

typedef struct {
  Lsp *s;
  LspDoc *d;
  const SkModel *m;
  const SkSkeleton *sk;                 /* the child lists */
  bool *done;
  uint32_t *stack;                      /* add_flat's, room for every bone */
  uint32_t made;                        /* symbols made so far */
  bool cancelled;                       /* the client cancelled: stop making */
} Tree;

static SkSpan contain(SkSpan outer, SkSpan inner) {
  /* LSP asks the selection range to lie inside the range. */
  if (!sk_span_valid(inner)) return outer;
  if (!sk_span_valid(outer) || inner.start < outer.start || inner.end > outer.end) return inner;
  return outer;
}

static cJSON *leaf(Tree *t, uint32_t i) {
  const SkBone *b = &t->m->bones[i];
  t->done[i] = true;
  if (!t->cancelled && LSP_CANCELLED_EVERY(t->s, t->made)) t->cancelled = true;
  t->made++;
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "name", b->name[0] ? b->name : "(unnamed)");
  char detail[32];
  snprintf(detail, sizeof detail, "bone %u", i);
  cJSON_AddStringToObject(o, "detail", detail);
  cJSON_AddNumberToObject(o, "kind", SYMBOL_KIND_OBJECT);
  SkSpan sel = sk_span_valid(b->name_span) ? b->name_span : b->span;
  SkSpan range = contain(b->span, sel);
  cJSON_AddItemToObject(o, "range", lsp_range_json(t->s, t->d, range));
  cJSON_AddItemToObject(o, "selectionRange", lsp_range_json(t->s, t->d, sel));
  return o;
}

/* The whole subtree under `root`, flat into arr, without recursion (a
 * chain of a million bones must not exhaust the stack). */
static void add_flat(Tree *t, uint32_t root, cJSON *arr) {
  uint32_t *stack = t->stack;
  size_t n = 0;
  const SkSkeleton *sk = t->sk;
  for (uint32_t k = sk->kid_at[root]; k < sk->kid_at[root + 1]; k++)
    if (!t->done[sk->kids[k]]) stack[n++] = sk->kids[k], t->done[sk->kids[k]] = true;
  while (n && !t->cancelled) {
    uint32_t i = stack[--n];
    cJSON_AddItemToArray(arr, leaf(t, i));
    for (uint32_t k = sk->kid_at[i]; k < sk->kid_at[i + 1]; k++)
      if (!t->done[sk->kids[k]]) stack[n++] = sk->kids[k], t->done[sk->kids[k]] = true;
  }
}

static cJSON *symbol(Tree *t, uint32_t i, int depth, cJSON *flat) {
  cJSON *o = leaf(t, i);
  if (depth >= MAX_DEPTH) {
    add_flat(t, i, flat);
    return o;
  }
  cJSON *kids = cJSON_CreateArray();
  for (uint32_t k = t->sk->kid_at[i]; k < t->sk->kid_at[i + 1] && !t->cancelled; k++)
    if (!t->done[t->sk->kids[k]]) cJSON_AddItemToArray(kids, symbol(t, t->sk->kids[k], depth + 1, kids));
  if (cJSON_GetArraySize(kids)) cJSON_AddItemToObject(o, "children", kids);
  else cJSON_Delete(kids);
  return o;
}

cJSON *lsp_document_symbol(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  cJSON *out = cJSON_CreateArray();
  const SkModel *m = d->doc->model;
  lsp_symbols_parts(s, d, out); /* submeshes, tracks, maps, parts… */
  if (!m || !m->nbones) return out;
  Tree t = {.s = s, .d = d, .m = m, .sk = sk_model_skeleton(m)};
  t.done = sk_xcalloc(m->nbones, sizeof *t.done);
  t.stack = sk_xmalloc(m->nbones * sizeof *t.stack);
  for (uint32_t k = 0; k < t.sk->ntops && !t.cancelled; k++)
    if (!t.done[t.sk->tops[k]]) cJSON_AddItemToArray(out, symbol(&t, t.sk->tops[k], 1, out));
  /* What is left hangs off a cycle: list it at the top. */
  for (uint32_t i = 0; i < m->nbones && !t.cancelled; i++)
    if (!t.done[i]) cJSON_AddItemToArray(out, symbol(&t, i, 1, out));
  free(t.done);
  free(t.stack);
  if (t.cancelled) {
    cJSON_Delete(out);
    return lsp_fail(err, LSP_REQUEST_CANCELLED, "the request was cancelled");
  }
  return out;
}
