/* folding.c — textDocument/foldingRange: the library's folds (sk_folds:
 * every bone declaration and structural block spanning more than one
 * line, one per start line) as JSON by lsp/proto/symbols_json.c; the work
 * stops when the client cancels the request. */
#include "features.h"

#include <stdlib.h>

static bool cancelled(void *arg, uint32_t work) { return LSP_CANCELLED_EVERY((Lsp *)arg, work); }

cJSON *lsp_folding_range(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  SkFold *folds;
  size_t n;
  if (!sk_folds(d->doc->src, d->doc->model, cancelled, s, &folds, &n))
    return lsp_fail(err, LSP_REQUEST_CANCELLED, "the request was cancelled");
  cJSON *out = lsp_folds_json(folds, n);
  free(folds);
  return out;
}
