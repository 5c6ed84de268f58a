/* symbols_json.c — the library's editor values as LSP JSON: document
 * symbols (SkSymbol trees → DocumentSymbol), a workspace symbol, folding
 * ranges (SkFold → FoldingRange) and a suppression edit
 * (SkSuppressEdit → a quickfix CodeAction). Spans become ranges over the
 * document's position index (range_json.c). */
#include "proto.h"

#include <stdlib.h>

/* LSP SymbolKind: File 1, Namespace 3, Property 7, Field 8, Object 19,
 * Struct 23, Event 24. */
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
  const SkPositions *pos;
  SkCancelled cancelled;
  void *arg;
  uint32_t made; /* symbols converted so far */
  bool stop;
} Conv;

/* One symbol and its children, or NULL once the caller cancels. */
static cJSON *symbol_json(Conv *c, const SkSymbol *sym) {
  if (c->stop || (c->cancelled && c->cancelled(c->arg, c->made++))) {
    c->stop = true;
    return NULL;
  }
  cJSON *j = cJSON_CreateObject();
  cJSON_AddStringToObject(j, "name", sym->name);
  if (sym->detail) cJSON_AddStringToObject(j, "detail", sym->detail);
  cJSON_AddNumberToObject(j, "kind", kind_of(sym->kind));
  cJSON_AddItemToObject(j, "range", lsp_range_to_json(c->pos, sym->range));
  cJSON_AddItemToObject(j, "selectionRange", lsp_range_to_json(c->pos, sym->selection));
  if (sym->nchildren) {
    cJSON *kids = cJSON_AddArrayToObject(j, "children");
    for (uint32_t i = 0; i < sym->nchildren && !c->stop; i++)
      cJSON_AddItemToArray(kids, symbol_json(c, &sym->children[i]));
  }
  return j;
}

cJSON *lsp_symbols_json(const SkPositions *pos, const SkSymbol *syms, size_t n,
                        SkCancelled cancelled, void *arg) {
  Conv c = {pos, cancelled, arg, 0, false};
  cJSON *out = cJSON_CreateArray();
  for (size_t i = 0; i < n && !c.stop; i++) cJSON_AddItemToArray(out, symbol_json(&c, &syms[i]));
  if (!c.stop) return out;
  cJSON_Delete(out);
  return NULL;
}

cJSON *lsp_workspace_symbol_json(const char *name, const char *file, cJSON *location) {
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "name", name);
  cJSON_AddNumberToObject(o, "kind", kind_of(SK_SYMBOL_OBJECT));
  cJSON_AddItemToObject(o, "location", location);
  cJSON_AddStringToObject(o, "containerName", sk_path_base(file));
  return o;
}

cJSON *lsp_folds_json(const SkFold *folds, size_t n) {
  cJSON *out = cJSON_CreateArray();
  for (size_t i = 0; i < n; i++) {
    cJSON *r = cJSON_CreateObject();
    cJSON_AddNumberToObject(r, "startLine", folds[i].start);
    cJSON_AddNumberToObject(r, "endLine", folds[i].end);
    cJSON_AddStringToObject(r, "kind", "region");
    cJSON_AddItemToArray(out, r);
  }
  return out;
}

cJSON *lsp_suppress_action_json(const SkSuppressEdit *e, const char *uri, const SkPositions *pos,
                                cJSON *diagnostic) {
  char *title = sk_xasprintf("Disable %s for this %s", e->code,
                             e->kind == SK_SUPPRESS_FILE ? "file" : "line");
  cJSON *a = cJSON_CreateObject();
  cJSON_AddStringToObject(a, "title", title);
  free(title);
  cJSON_AddStringToObject(a, "kind", "quickfix");
  cJSON_AddItemToArray(cJSON_AddArrayToObject(a, "diagnostics"), diagnostic);
  cJSON *changes = cJSON_AddObjectToObject(cJSON_AddObjectToObject(a, "edit"), "changes");
  cJSON *edit = cJSON_CreateObject();
  cJSON_AddItemToObject(edit, "range", lsp_range_to_json(pos, e->edit.span));
  cJSON_AddStringToObject(edit, "newText", e->edit.text);
  cJSON_AddItemToArray(cJSON_AddArrayToObject(changes, uri), edit);
  return a;
}
