/* workspace_symbols.c — workspace/symbol: the bones of the skeletons of
 * the open documents, found by name from anywhere in the workspace. An
 * open document with bones of its own gives them; an open mesh, animation
 * or model file (.cfg) gives the bones of its character's skeleton file
 * (character.c finds it, as hover does), each once however many documents
 * share it.
 * The query matches when its characters appear in order in the bone's name,
 * ignoring case ("lthigh" finds "Bip01 L Thigh"), as editors filter. */
#include "features.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SYMBOLS 2000
#define SYMBOL_KIND_OBJECT 19

static bool matches(const char *query, const char *name) {
  for (const char *q = query; *q; q++) {
    if (*q == ' ') continue;
    while (*name && tolower((unsigned char)*name) != tolower((unsigned char)*q)) name++;
    if (!*name) return false;
    name++;
  }
  return true;
}

static const char *base_name(const char *path) {
  return sk_path_base(path);
}

static bool seen(char **paths, size_t n, const char *path) {
  for (size_t i = 0; i < n; i++)
    if (strcmp(paths[i], path) == 0) return true;
  return false;
}

static void add(cJSON *out, const char *name, const char *file, cJSON *location) {
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "name", name);
  cJSON_AddNumberToObject(o, "kind", SYMBOL_KIND_OBJECT);
  cJSON_AddItemToObject(o, "location", location);
  cJSON_AddStringToObject(o, "containerName", base_name(file));
  cJSON_AddItemToArray(out, o);
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
    for (uint32_t i = 0; i < m->nbones && count < MAX_SYMBOLS; i++) {
      const SkBone *b = &m->bones[i];
      if (!b->name || !matches(query, b->name)) continue;
      SkSpan at = sk_span_valid(b->name_span) ? b->name_span : b->span;
      add(out, b->name, d->path, lsp_location_json(s, d, at));
      count++;
    }
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
    for (uint32_t i = 0; i < sk->model->nbones && count < MAX_SYMBOLS; i++) {
      const char *name = sk->model->bones[i].name;
      if (!name || !matches(query, name)) continue;
      cJSON *loc = lsp_skeleton_location(s, d, i);
      if (!loc) continue;
      add(out, name, path, loc);
      count++;
    }
  }
  for (size_t i = 0; i < nowned; i++) free(owned[i]);
  free(owned);
  free(done);
  return out;
}
