/* definition.c — textDocument/definition and textDocument/references over
 * the library's answers (lint/editor/definition.c): the bone's name for a
 * reference to it, every place referring to the bone under the cursor. In
 * a mesh or animation, a bone ID's definition is the bone in the
 * character's skeleton file (skeleton_refs.c). */
#include "features.h"

cJSON *lsp_definition(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  SkDefinition def = sk_definition(d->doc, off);
  if (def.in == SK_DEFINED_IN_SKELETON) return lsp_skeleton_location(s, d, def.bone);
  if (def.in == SK_DEFINED_NOWHERE) return NULL;
  return lsp_location_json(s, d, def.span);
}

cJSON *lsp_references(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(params, "context");
  bool with_decl = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ctx, "includeDeclaration"));
  SkSpans refs = {0};
  if (!sk_references(d->doc, off, with_decl, &refs)) return NULL;
  cJSON *out = lsp_locations_json(d->uri, &refs, lsp_doc_positions(s, d));
  sk_spans_free(&refs);
  return out;
}
