/* definition_json.c — the library's references (sk_references,
 * lint/editor/definition.c: spans in one document) as LSP Location[]. A
 * definition in the document is one Location (lsp_location_to_json). */
#include "proto.h"

cJSON *lsp_locations_json(const char *uri, const SkSpans *l, const SkPositions *pos) {
  cJSON *out = cJSON_CreateArray();
  for (size_t i = 0; i < l->count; i++)
    cJSON_AddItemToArray(out, lsp_location_to_json(uri, pos, l->items[i]));
  return out;
}
