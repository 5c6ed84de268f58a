/* inlay_json.c — the library's inlay hints (SkInlayHints,
 * lint/editor/inlay_hints.c) as LSP InlayHint[]: a label at a position,
 * padded on its left. */
#include "proto.h"

cJSON *lsp_inlay_hints_json(const SkInlayHints *h, const SkPositions *pos) {
  cJSON *out = cJSON_CreateArray();
  for (size_t i = 0; i < h->count; i++) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "position", lsp_position_to_json(pos, h->items[i].at));
    cJSON_AddStringToObject(o, "label", h->items[i].label);
    cJSON_AddBoolToObject(o, "paddingLeft", true);
    cJSON_AddItemToArray(out, o);
  }
  return out;
}
