/* completion_json.c — the library's completion items (SkCompletions,
 * lint/editor/completion.c) as an LSP CompletionList: each item's label,
 * labelDetails, kind (CompletionItemKind), detail, sortText, filterText
 * and textEdit, in that order, those the item has. */
#include "proto.h"

/* LSP CompletionItemKind of each SkCompletionKind. */
static int kind_json(SkCompletionKind k) {
  switch (k) {
  case SK_COMPLETION_KEYWORD: return 14;
  case SK_COMPLETION_ENUM_MEMBER: return 20;
  case SK_COMPLETION_VALUE: return 12;
  default: return 18; /* Reference */
  }
}

static cJSON *item_json(const SkCompletion *c, const SkPositions *pos) {
  cJSON *it = cJSON_CreateObject();
  cJSON_AddStringToObject(it, "label", c->label);
  if (c->label_detail)
    cJSON_AddStringToObject(cJSON_AddObjectToObject(it, "labelDetails"), "detail", c->label_detail);
  cJSON_AddNumberToObject(it, "kind", kind_json(c->kind));
  if (c->detail) cJSON_AddStringToObject(it, "detail", c->detail);
  cJSON_AddStringToObject(it, "sortText", c->sort);
  if (c->filter) cJSON_AddStringToObject(it, "filterText", c->filter);
  if (c->edits) {
    cJSON *edit = cJSON_AddObjectToObject(it, "textEdit");
    cJSON_AddItemToObject(edit, "range", lsp_range_to_json(pos, c->replace));
    cJSON_AddStringToObject(edit, "newText", c->text);
  }
  return it;
}

cJSON *lsp_completions_json(const SkCompletions *l, const SkPositions *pos) {
  cJSON *r = cJSON_CreateObject();
  cJSON_AddBoolToObject(r, "isIncomplete", l->incomplete);
  cJSON *items = cJSON_AddArrayToObject(r, "items");
  for (size_t i = 0; i < l->count; i++) cJSON_AddItemToArray(items, item_json(&l->items[i], pos));
  return r;
}
