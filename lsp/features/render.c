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
 * a document that is not open, the usual InvalidParams error. */
#include "features.h"

#include <stdlib.h>

/* Where a bone is defined: its name, else its whole declaration (as
 * definition.c goes to it). */
static SkSpan bone_place(const SkBone *b) {
  return sk_span_valid(b->name_span) ? b->name_span : b->span;
}

static cJSON *bones_json(Lsp *s, LspDoc *d) {
  const SkModel *m = d->doc->model;
  cJSON *out = cJSON_CreateArray();
  for (uint32_t i = 0; i < m->nbones; i++) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "index", i);
    cJSON_AddStringToObject(o, "name", m->bones[i].name ? m->bones[i].name : "");
    cJSON_AddItemToObject(o, "range", lsp_range_json(s, d, bone_place(&m->bones[i])));
    cJSON_AddItemToArray(out, o);
  }
  return out;
}

static cJSON *findings_json(Lsp *s, LspDoc *d) {
  const SkDocument *doc = d->doc;
  cJSON *out = cJSON_CreateArray();
  for (size_t k = 0; k < doc->diags.count; k++) {
    const SkDiagnostic *g = &doc->diags.items[k];
    if (g->bone >= doc->model->nbones) continue;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "range", lsp_range_json(s, d, g->span));
    cJSON_AddNumberToObject(o, "bone", g->bone);
    cJSON_AddStringToObject(o, "code", sk_rule_get(g->rule)->code);
    cJSON_AddItemToArray(out, o);
  }
  return out;
}

cJSON *lsp_render(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  const SkDocument *doc = d->doc;
  cJSON *out = cJSON_CreateObject();
  if (!doc->model || doc->model->nbones == 0) {
    cJSON_AddNullToObject(out, "svg");
    char *msg = sk_xasprintf("No skeleton to draw: this %s file has no bones of its own. Open "
                             "its skeleton (an XSF, a .bon, a BonesPro structure …) and show that.",
                             sk_format_name(doc->format));
    cJSON_AddStringToObject(out, "message", msg);
    free(msg);
    cJSON_AddItemToObject(out, "bones", cJSON_CreateArray());
    cJSON_AddItemToObject(out, "findings", cJSON_CreateArray());
    return out;
  }
  char *shown = d->path ? lsp_shown_path(s, d->path) : sk_xstrdup(d->uri);
  SkPicture p = {.doc = doc, .path = shown};
  SkBuf svg = {0};
  sk_picture_svg(&svg, &p);
  cJSON_AddItemToObject(out, "svg", cJSON_CreateString(svg.data ? svg.data : ""));
  sk_buf_free(&svg);
  free(shown);
  cJSON_AddItemToObject(out, "bones", bones_json(s, d));
  cJSON_AddItemToObject(out, "findings", findings_json(s, d));
  return out;
}
