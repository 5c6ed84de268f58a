/* inlay_hints.c — textDocument/inlayHint: the bone's name after every bone
 * number in the requested range (sk_inlay_hints, lint/editor/
 * inlay_hints.c) as InlayHint[] (lsp/proto/inlay_json.c). In a mesh or an
 * animation the numbers are IDs of the character's skeleton
 * (lsp_doc_skeleton), as hover finds it. */
#include "features.h"

#include <stdlib.h>

typedef struct {
  Lsp *s;
  LspDoc *d;
} Bound;

static const SkModel *bound_skeleton(void *arg) {
  Bound *b = arg;
  char *path = NULL;
  const SkDocument *sk = lsp_doc_skeleton(b->s, b->d, &path);
  free(path);
  return sk ? sk->model : NULL;
}

cJSON *lsp_inlay_hint(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  SkSpan range;
  if (!lsp_range_read(s, d, cJSON_GetObjectItemCaseSensitive(params, "range"), &range))
    return lsp_fail(err, LSP_INVALID_PARAMS, "inlayHint needs a range");
  Bound bound = {s, d};
  SkInlayHints h;
  sk_inlay_hints(d->doc, range, bound_skeleton, &bound, &h);
  cJSON *out = lsp_inlay_hints_json(&h, lsp_doc_positions(s, d));
  sk_inlay_hints_free(&h);
  return out;
}
