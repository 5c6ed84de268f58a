/* highlight_json.c — the library's document highlights (SkHighlights,
 * lint/editor/highlight.c) as LSP DocumentHighlight[]: a declaration is
 * kind Write, a reference kind Read. */
#include "proto.h"

enum { HL_READ = 2, HL_WRITE = 3 };

cJSON *lsp_highlights_json(const SkHighlights *h, const SkPositions *pos) {
  cJSON *out = cJSON_CreateArray();
  for (size_t i = 0; i < h->count; i++) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "range", lsp_range_to_json(pos, h->items[i].span));
    cJSON_AddNumberToObject(o, "kind", h->items[i].kind == SK_HIGHLIGHT_WRITE ? HL_WRITE : HL_READ);
    cJSON_AddItemToArray(out, o);
  }
  return out;
}
