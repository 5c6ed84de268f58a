/* render.c — skellint/render, the editor's picture of a document's
 * skeleton: for the document's current text (its unsaved edits, checked
 * with its settings and character as the server has them), the library's
 * SVG (sk_picture_svg, what `skellint render` writes) with each bone's
 * definition range and each finding about a bone, so that a preview can
 * reveal a bone's definition and highlight the bone of a finding:
 *
 *   params: {textDocument: {uri}}
 *   result: {svg, bones: [{index, name, range}], findings: [{range, bone, code}]}
 *
 * A document with no bones of its own (a mesh, an animation, a model
 * file, a material) gives {svg: null, message, bones: [], findings: []};
 * a document that is not open, the usual InvalidParams error. The JSON is
 * lsp/proto/render_json.c's. */
#include "features.h"

#include <stdlib.h>

cJSON *lsp_render(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  const SkDocument *doc = d->doc;
  if (!doc->model || doc->model->nbones == 0) {
    char *msg = sk_xasprintf("No skeleton to draw: this %s file has no bones of its own. Open "
                             "its skeleton (an XSF, a .bon, a BonesPro structure …) and show that.",
                             sk_format_name(doc->format));
    cJSON *out = lsp_render_nothing_json(msg);
    free(msg);
    return out;
  }
  char *shown = d->path ? lsp_shown_path(s, d->path) : sk_xstrdup(d->uri);
  SkPicture p = {.doc = doc, .path = shown};
  SkBuf svg = {0};
  sk_picture_svg(&svg, &p);
  cJSON *out = lsp_render_json(doc, svg.data ? svg.data : "", lsp_doc_positions(s, d));
  sk_buf_free(&svg);
  free(shown);
  return out;
}
