/* range_json.c — a byte span as an LSP Range (and a Location) object, over
 * a position index: what the session's lsp_range_json gives for a
 * document, for the features' values converted here without one. An
 * invalid span is the document's start; an end before the start, the
 * start. */
#include "proto.h"

cJSON *lsp_position_to_json(const SkPositions *pos, uint32_t offset) {
  SkPosition p = sk_positions_at(pos, offset);
  cJSON *o = cJSON_CreateObject();
  cJSON_AddNumberToObject(o, "line", p.line);
  cJSON_AddNumberToObject(o, "character", p.column);
  return o;
}

cJSON *lsp_range_to_json(const SkPositions *pos, SkSpan span) {
  if (!sk_span_valid(span)) span = sk_span(0, 0);
  if (span.end < span.start) span.end = span.start;
  cJSON *r = cJSON_CreateObject();
  cJSON_AddItemToObject(r, "start", lsp_position_to_json(pos, span.start));
  cJSON_AddItemToObject(r, "end", lsp_position_to_json(pos, span.end));
  return r;
}

cJSON *lsp_location_to_json(const char *uri, const SkPositions *pos, SkSpan span) {
  cJSON *l = cJSON_CreateObject();
  cJSON_AddStringToObject(l, "uri", uri);
  cJSON_AddItemToObject(l, "range", lsp_range_to_json(pos, span));
  return l;
}
