/* render_json.c — the result of skellint/render (lsp/features/render.c)
 * as JSON: the library's picture of a document's skeleton (its SVG), each
 * bone's place (sk_bone_place) as a range and each finding about a bone,
 * or, for a document with no bones of its own, the message saying so:
 *
 *   {svg, bones: [{index, name, range}], findings: [{range, bone, code}]}
 *   {svg: null, message, bones: [], findings: []} */
#include "proto.h"

static cJSON *bones_json(const SkModel *m, const SkPositions *pos) {
  cJSON *out = cJSON_CreateArray();
  for (uint32_t i = 0; i < m->nbones; i++) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "index", i);
    cJSON_AddStringToObject(o, "name", m->bones[i].name ? m->bones[i].name : "");
    cJSON_AddItemToObject(o, "range", lsp_range_to_json(pos, sk_bone_place(&m->bones[i])));
    cJSON_AddItemToArray(out, o);
  }
  return out;
}

static cJSON *findings_json(const SkDocument *doc, const SkPositions *pos) {
  cJSON *out = cJSON_CreateArray();
  for (size_t k = 0; k < doc->diags.count; k++) {
    const SkDiagnostic *g = &doc->diags.items[k];
    if (g->bone >= doc->model->nbones) continue;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "range", lsp_range_to_json(pos, g->span));
    cJSON_AddNumberToObject(o, "bone", g->bone);
    cJSON_AddStringToObject(o, "code", sk_rule_get(g->rule)->code);
    cJSON_AddItemToArray(out, o);
  }
  return out;
}

cJSON *lsp_render_json(const SkDocument *doc, const char *svg, const SkPositions *pos) {
  cJSON *out = cJSON_CreateObject();
  cJSON_AddItemToObject(out, "svg", cJSON_CreateString(svg));
  cJSON_AddItemToObject(out, "bones", bones_json(doc->model, pos));
  cJSON_AddItemToObject(out, "findings", findings_json(doc, pos));
  return out;
}

cJSON *lsp_render_nothing_json(const char *message) {
  cJSON *out = cJSON_CreateObject();
  cJSON_AddNullToObject(out, "svg");
  cJSON_AddStringToObject(out, "message", message);
  cJSON_AddItemToObject(out, "bones", cJSON_CreateArray());
  cJSON_AddItemToObject(out, "findings", cJSON_CreateArray());
  return out;
}
