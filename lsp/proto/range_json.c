/* range_json.c — LSP Position, Range and Location objects (cJSON) of byte
 * offsets over a document's position index, counted in the unit it was
 * built for. An invalid span is the empty range at the start, an inverted
 * one empty at its start. The session's lsp_range_json and the features'
 * conversions (hover_json.c …) build them here. */
#include "proto.h"

cJSON *lsp_position_of(const SkPositions *pos, uint32_t offset) {
  SkPosition p = sk_positions_at(pos, offset);
  cJSON *o = cJSON_CreateObject();
  cJSON_AddNumberToObject(o, "line", p.line);
  cJSON_AddNumberToObject(o, "character", p.column);
  return o;
}

cJSON *lsp_range_of(const SkPositions *pos, SkSpan span) {
  if (!sk_span_valid(span)) span = sk_span(0, 0);
  if (span.end < span.start) span.end = span.start;
  cJSON *r = cJSON_CreateObject();
  cJSON_AddItemToObject(r, "start", lsp_position_of(pos, span.start));
  cJSON_AddItemToObject(r, "end", lsp_position_of(pos, span.end));
  return r;
}

cJSON *lsp_location_of(const SkPositions *pos, const char *uri, SkSpan span) {
  cJSON *l = cJSON_CreateObject();
  cJSON_AddStringToObject(l, "uri", uri);
  cJSON_AddItemToObject(l, "range", lsp_range_of(pos, span));
  return l;
}
