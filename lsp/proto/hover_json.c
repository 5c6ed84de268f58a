/* hover_json.c — the library's hover (SkHover, lint/editor/hover.c) as an
 * LSP Hover: its Markdown as MarkupContent and its span as the range. */
#include "proto.h"

cJSON *lsp_hover_json(const SkHover *h, const SkPositions *pos) {
  cJSON *r = cJSON_CreateObject();
  cJSON *c = cJSON_AddObjectToObject(r, "contents");
  cJSON_AddStringToObject(c, "kind", "markdown");
  cJSON_AddStringToObject(c, "value", h->markdown);
  cJSON_AddItemToObject(r, "range", lsp_range_to_json(pos, h->span));
  return r;
}
