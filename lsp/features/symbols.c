/* symbols.c — textDocument/documentSymbol: the library's document symbols
 * (sk_document_symbols: what the outline lists — submeshes, tracks, maps,
 * parts… — then the bone hierarchy, nested), an animation's tracks named
 * after the bones of the character's skeleton, as hover finds it; as JSON
 * by lsp/proto/symbols_json.c. A large skeleton takes a while: the work
 * stops when the client cancels the request. */
#include "features.h"

#include <stdlib.h>

typedef struct {
  Lsp *s;
  LspDoc *d;
} Ctx;

static const SkModel *skeleton_of(void *arg) {
  Ctx *c = arg;
  char *path = NULL;
  const SkDocument *sk = lsp_doc_skeleton(c->s, c->d, &path);
  free(path);
  return sk ? sk->model : NULL;
}

static bool cancelled(void *arg, uint32_t work) { return LSP_CANCELLED_EVERY((Lsp *)arg, work); }

cJSON *lsp_document_symbol(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  Ctx c = {s, d};
  SkSymbol *syms;
  size_t n;
  if (!sk_document_symbols(d->doc, skeleton_of, &c, cancelled, s, &syms, &n))
    return lsp_fail(err, LSP_REQUEST_CANCELLED, "the request was cancelled");
  /* Writing the JSON takes longer than making the symbols: the client may
   * cancel during either. */
  cJSON *out = lsp_symbols_json(lsp_doc_positions(s, d), syms, n, cancelled, s);
  sk_outline_free(syms, n);
  return out ? out : lsp_fail(err, LSP_REQUEST_CANCELLED, "the request was cancelled");
}
