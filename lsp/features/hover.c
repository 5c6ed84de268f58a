/* hover.c — textDocument/hover: what the library says of the place
 * (sk_hover, lint/editor/hover.c: a bone, a bone ID of the skeleton, a
 * BonesPro animation's header value) as an LSP Hover (lsp/proto/
 * hover_json.c). A mesh's or animation's skeleton is the character's
 * (lsp_doc_skeleton), named as the workspace shows it. */
#include "features.h"

#include <stdlib.h>

cJSON *lsp_hover(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  LspBound bound = {s, d, NULL};
  SkHover h;
  bool said = sk_hover(d->doc, off, lsp_bound_skeleton, &bound, &h);
  free(bound.shown);
  if (!said) return NULL;
  cJSON *r = lsp_hover_json(&h, lsp_doc_positions(s, d));
  sk_hover_free(&h);
  return r;
}
