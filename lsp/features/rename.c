/* rename.c — textDocument/prepareRename and textDocument/rename of a bone
 * over the library's rename (lint/editor/rename.c: the bone's name and
 * every reference spelling it, or why not). A refusal is the request's
 * error (RequestFailed), with the library's sentence. */
#include "features.h"

#include <stdlib.h>

cJSON *lsp_prepare_rename(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  SkRenameTarget t = sk_rename_target(d->doc, off);
  cJSON *r = NULL;
  if (t.refusal) lsp_fail(err, LSP_REQUEST_FAILED, "%s", t.refusal);
  else if (t.bone >= 0) r = lsp_prepare_rename_json(&t, lsp_doc_positions(s, d));
  sk_rename_target_free(&t);
  return r;
}

cJSON *lsp_rename(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const cJSON *nn = cJSON_GetObjectItemCaseSensitive(params, "newName");
  if (!cJSON_IsString(nn)) return lsp_fail(err, LSP_INVALID_PARAMS, "newName must be a string");
  SkEdits edits = {0};
  char *why = sk_rename_bone(d->doc, off, nn->valuestring, &edits);
  cJSON *r = NULL;
  if (why) lsp_fail(err, LSP_REQUEST_FAILED, "%s", why);
  else r = lsp_workspace_edit_json(d->uri, &edits, lsp_doc_positions(s, d));
  free(why);
  sk_edits_free(&edits);
  return r;
}
