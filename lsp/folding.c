/* folding.c — textDocument/foldingRange: every bone declaration that
 * spans more than one line folds. */
#include "server.h"

cJSON *lsp_folding_range(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  cJSON *out = cJSON_CreateArray();
  const SkModel *m = d->doc->model;
  const SkSource *src = d->doc->src;
  for (uint32_t i = 0; m && i < m->nbones; i++) {
    SkSpan sp = m->bones[i].span;
    if (!sk_span_valid(sp) || sp.end <= sp.start) continue;
    uint32_t a = sk_source_line_of(src, sp.start), b = sk_source_line_of(src, sp.end - 1);
    if (b <= a) continue;
    cJSON *r = cJSON_CreateObject();
    cJSON_AddNumberToObject(r, "startLine", a);
    cJSON_AddNumberToObject(r, "endLine", b);
    cJSON_AddStringToObject(r, "kind", "region");
    cJSON_AddItemToArray(out, r);
  }
  return out;
}
