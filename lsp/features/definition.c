/* definition.c — textDocument/definition and textDocument/references.
 * From a parent reference or an influence's bone reference, definition
 * goes to the bone's name; references lists every place that refers to
 * the bone under the cursor (and its name when the client asks for the
 * declaration). In a mesh or animation, a bone ID's definition is the
 * bone in the character's skeleton file (character.c). */
#include "features.h"

cJSON *lsp_definition(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const SkModel *m = d->doc->model;
  SkBoneAt at = sk_bone_at(m, off);
  if (at.kind == SK_AT_EXTERNAL) return lsp_skeleton_location(s, d, at.bone);
  if (at.kind == SK_AT_NOTHING || at.kind == SK_AT_BONE || at.bone < 0) return NULL;
  const SkBone *b = &m->bones[at.bone];
  return lsp_location_json(s, d, sk_span_valid(b->name_span) ? b->name_span : b->span);
}

cJSON *lsp_references(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(params, "context");
  bool with_decl = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ctx, "includeDeclaration"));
  SkBoneAt at = sk_bone_at(d->doc->model, off);
  if (at.kind == SK_AT_NOTHING || at.kind == SK_AT_BONE || at.kind == SK_AT_EXTERNAL ||
      at.bone < 0)
    return NULL;
  SkSpans refs = {0};
  sk_bone_references(d->doc->model, at.bone, with_decl, &refs);
  cJSON *out = cJSON_CreateArray();
  for (size_t i = 0; i < refs.count; i++)
    cJSON_AddItemToArray(out, lsp_location_json(s, d, refs.items[i]));
  sk_spans_free(&refs);
  return out;
}
