/* position.c — LSP Position/Range/Location objects and byte offsets,
 * counted in the negotiated unit (UTF-16 code units unless the client took
 * UTF-8) through the document's position index. Positions past a line's
 * end or the document's end clamp to it, as the specification asks;
 * malformed ones are refused. The objects are built in lsp/proto/
 * (range_json.c). */
#include "session.h"

const SkPositions *lsp_doc_positions(const Lsp *s, LspDoc *d) {
  if (!d->pos) d->pos = sk_positions_new(d->doc->src, s->unit);
  return d->pos;
}

void lsp_doc_text_changed(LspDoc *d) {
  sk_positions_free(d->pos);
  d->pos = NULL;
}

cJSON *lsp_position_json(const Lsp *s, LspDoc *d, uint32_t offset) {
  return lsp_position_to_json(lsp_doc_positions(s, d), offset);
}

cJSON *lsp_range_json(const Lsp *s, LspDoc *d, SkSpan span) {
  return lsp_range_to_json(lsp_doc_positions(s, d), span);
}

cJSON *lsp_location_json(const Lsp *s, LspDoc *d, SkSpan span) {
  return lsp_location_to_json(d->uri, lsp_doc_positions(s, d), span);
}

bool lsp_position_read(const Lsp *s, LspDoc *d, const cJSON *pos, uint32_t *offset) {
  int64_t line, character;
  if (!cJSON_IsObject(pos) ||
      !lsp_json_int(cJSON_GetObjectItemCaseSensitive(pos, "line"), 0, UINT32_MAX, &line) ||
      !lsp_json_int(cJSON_GetObjectItemCaseSensitive(pos, "character"), 0, UINT32_MAX,
                    &character))
    return false;
  SkPosition p = {(uint32_t)line, (uint32_t)character};
  *offset = sk_positions_offset(lsp_doc_positions(s, d), p);
  return true;
}

bool lsp_range_read(const Lsp *s, LspDoc *d, const cJSON *range, SkSpan *span) {
  uint32_t a, b;
  if (!cJSON_IsObject(range) ||
      !lsp_position_read(s, d, cJSON_GetObjectItemCaseSensitive(range, "start"), &a) ||
      !lsp_position_read(s, d, cJSON_GetObjectItemCaseSensitive(range, "end"), &b))
    return false;
  if (b < a) return false;
  *span = sk_span(a, b);
  return true;
}

bool lsp_params_offset(const Lsp *s, LspDoc *d, const cJSON *params,
                       uint32_t *offset, LspError *err) {
  if (lsp_position_read(s, d, cJSON_GetObjectItemCaseSensitive(params, "position"), offset))
    return true;
  lsp_fail(err, LSP_INVALID_PARAMS,
           "position must be {line, character} with non-negative integers");
  return false;
}
