/* highlight.c — textDocument/documentHighlight: every use in this file of
 * the bone under the cursor (sk_highlights, lint/editor/highlight.c) as
 * DocumentHighlight[] (lsp/proto/highlight_json.c); an empty list when
 * the cursor is on no bone. */
#include "features.h"

cJSON *lsp_document_highlight(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  SkHighlights h = {0};
  sk_highlights(d->doc, off, &h);
  cJSON *out = lsp_highlights_json(&h, lsp_doc_positions(s, d));
  sk_highlights_free(&h);
  return out;
}
