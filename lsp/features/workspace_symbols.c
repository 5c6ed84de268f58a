/* workspace_symbols.c — workspace/symbol: the bones of the skeletons of
 * the open documents, found by name from anywhere in the workspace. An
 * open document with bones of its own gives them; an open mesh, animation
 * or model file (.cfg) gives the bones of its character's skeleton file
 * (character.c finds it, as hover does), each once however many documents
 * share it.
 * Which bones the query finds is the library's (sk_bones_matching: its
 * characters in order in the name, ignoring case, as editors filter); the
 * JSON is lsp/proto/symbols_json.c's. */
#include "features.h"

#include <stdlib.h>
#include <string.h>

#define MAX_SYMBOLS 2000

static bool seen(char **paths, size_t n, const char *path) {
  for (size_t i = 0; i < n; i++)
    if (strcmp(paths[i], path) == 0) return true;
  return false;
}

cJSON *lsp_workspace_symbol(Lsp *s, const cJSON *params, LspError *err) {
  const cJSON *q = cJSON_GetObjectItemCaseSensitive(params, "query");
  if (q && !cJSON_IsString(q)) return lsp_fail(err, LSP_INVALID_PARAMS, "query must be a string");
  const char *query = q ? q->valuestring : "";
  cJSON *out = cJSON_CreateArray();
  char **done = NULL;
  size_t ndone = 0, count = 0;
  /* The skeletons open as documents first: their own bones. */
  for (LspDoc *d = s->docs; d; d = d->next) {
    if (d->out_of_sync) continue;
    lsp_doc_fresh(s, d);
    const SkModel *m = d->doc->model;
    if (!m || !m->nbones || seen(done, ndone, d->path)) continue;
    done = sk_xrealloc(done, (ndone + 1) * sizeof *done);
    done[ndone++] = d->path;
    uint32_t *hits;
    size_t nhits = sk_bones_matching(m, query, MAX_SYMBOLS - count, &hits);
    for (size_t k = 0; k < nhits; k++, count++) {
      const SkBone *b = &m->bones[hits[k]];
      SkSpan at = sk_bone_place(b);
      cJSON_AddItemToArray(out, lsp_workspace_symbol_json(b->name, d->path,
                                                          lsp_location_json(s, d, at)));
    }
    free(hits);
  }
  /* Then the skeletons of open meshes, animations and model files, read
   * from disk. */
  char **owned = NULL;
  size_t nowned = 0;
  for (LspDoc *d = s->docs; d; d = d->next) {
    if (d->out_of_sync || !d->doc->model || d->doc->model->nbones) continue;
    const SkFormatSpec *spec = sk_format_spec(d->doc->format);
    if (!spec->bone_ref_tag && spec->kind != SK_KIND_CHARACTER) continue;
    char *path = NULL;
    const SkDocument *sk = lsp_doc_skeleton(s, d, &path);
    if (!sk || !sk->model || !path || seen(done, ndone, path)) {
      free(path);
      continue;
    }
    owned = sk_xrealloc(owned, (nowned + 1) * sizeof *owned);
    owned[nowned++] = path;
    done = sk_xrealloc(done, (ndone + 1) * sizeof *done);
    done[ndone++] = path;
    uint32_t *hits;
    size_t nhits = sk_bones_matching(sk->model, query, MAX_SYMBOLS - count, &hits);
    LspPlaces places;
    lsp_places_init(&places, s, path, sk->src);
    for (size_t k = 0; k < nhits; k++, count++) {
      const SkBone *b = &sk->model->bones[hits[k]];
      cJSON_AddItemToArray(out, lsp_workspace_symbol_json(b->name, path,
                                                          lsp_places_location(&places, sk_bone_place(b))));
    }
    lsp_places_free(&places);
    free(hits);
  }
  for (size_t i = 0; i < nowned; i++) free(owned[i]);
  free(owned);
  free(done);
  return out;
}
