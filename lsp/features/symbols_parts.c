/* symbols_parts.c — the document symbols of what a file holds besides
 * bones (symbols.c lists the bones): the library's outline (sk_outline:
 * submeshes, tracks, maps, a model file's parts, LGW materials and
 * meshes, a BonesPro animation's header and frames) as LSP
 * DocumentSymbols, an animation's tracks named after the bones of the
 * character's skeleton, as hover finds it. */
#include "features.h"

#include <stdlib.h>

/* The LSP SymbolKind of an outline symbol. */
static int kind_of(SkSymbolKind k) {
  switch (k) {
  case SK_SYMBOL_FILE: return 1;
  case SK_SYMBOL_NAMESPACE: return 3;
  case SK_SYMBOL_PROPERTY: return 7;
  case SK_SYMBOL_FIELD: return 8;
  case SK_SYMBOL_OBJECT: return 19;
  case SK_SYMBOL_STRUCT: return 23;
  case SK_SYMBOL_EVENT: return 24;
  }
  return 19;
}

typedef struct {
  Lsp *s;
  LspDoc *d;
} Ctx;

static const SkModel *skeleton_of(void *arg) {
  Ctx *c = arg;
  char *path = NULL;
  const SkDocument *sk = lsp_doc_skeleton(c->s, c->d, &path);
  free(path);
  return sk ? sk->model : NULL;
}

static cJSON *symbol_json(const Ctx *c, const SkSymbol *sym) {
  cJSON *j = cJSON_CreateObject();
  cJSON_AddStringToObject(j, "name", sym->name);
  if (sym->detail) cJSON_AddStringToObject(j, "detail", sym->detail);
  cJSON_AddNumberToObject(j, "kind", kind_of(sym->kind));
  cJSON_AddItemToObject(j, "range", lsp_range_json(c->s, c->d, sym->range));
  cJSON_AddItemToObject(j, "selectionRange", lsp_range_json(c->s, c->d, sym->selection));
  if (sym->nchildren) {
    cJSON *kids = cJSON_AddArrayToObject(j, "children");
    for (uint32_t i = 0; i < sym->nchildren; i++)
      cJSON_AddItemToArray(kids, symbol_json(c, &sym->children[i]));
  }
  return j;
}

void lsp_symbols_parts(Lsp *s, LspDoc *d, cJSON *out) {
  Ctx c = {s, d};
  SkSymbol *syms;
  size_t n = sk_outline(d->doc, skeleton_of, &c, &syms);
  for (size_t i = 0; i < n; i++) cJSON_AddItemToArray(out, symbol_json(&c, &syms[i]));
  sk_outline_free(syms, n);
}
