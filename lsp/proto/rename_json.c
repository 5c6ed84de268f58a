/* rename_json.c — the library's rename values (lint/editor/rename.c) and
 * as LSP JSON: prepareRename's range and placeholder, and a
 * WorkspaceEdit of one document's edits. */
#include "proto.h"

cJSON *lsp_prepare_rename_json(const SkRenameTarget *t, const SkPositions *pos) {
  cJSON *r = cJSON_CreateObject();
  cJSON_AddItemToObject(r, "range", lsp_range_to_json(pos, t->span));
  cJSON_AddStringToObject(r, "placeholder", t->name);
  return r;
}

cJSON *lsp_workspace_edit_json(const char *uri, const SkEdits *e, const SkPositions *pos) {
  cJSON *edits = cJSON_CreateArray();
  for (size_t i = 0; i < e->count; i++) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "range", lsp_range_to_json(pos, e->items[i].span));
    cJSON_AddStringToObject(o, "newText", e->items[i].text);
    cJSON_AddItemToArray(edits, o);
  }
  cJSON *r = cJSON_CreateObject();
  cJSON *changes = cJSON_AddObjectToObject(r, "changes");
  cJSON_AddItemToObject(changes, uri, edits);
  return r;
}
