/* workspace.c — the project of the editor's documents: the workspace
 * folders the client names (workspaceFolders, else rootUri, else
 * rootPath; kept up to date by workspace/didChangeWorkspaceFolders), and
 * the folders the `allowRoots` setting adds. A document outside every
 * workspace folder belongs to the folder of the nearest .skellint.json or
 * .git above it, else to its own folder. Files that a .cfg or the
 * "skeleton" setting names are opened only inside the document's project
 * (docs/security.md); `allowRoots` is a client setting, never read from a
 * project's .skellint.json, so that a repository cannot widen it. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

static void add_uri(SkScope *to, const char *uri) {
  char *path = lsp_uri_path(uri);
  if (path && *path) sk_scope_add(to, path);
  free(path);
}

void lsp_workspace_init(Lsp *s, const cJSON *params) {
  sk_scope_free(s->workspace);
  s->workspace = sk_scope_new();
  const cJSON *folders = cJSON_GetObjectItemCaseSensitive(params, "workspaceFolders"), *f;
  if (cJSON_IsArray(folders) && cJSON_GetArraySize(folders) > 0) {
    cJSON_ArrayForEach(f, folders) {
      const cJSON *uri = cJSON_GetObjectItemCaseSensitive(f, "uri");
      if (cJSON_IsString(uri)) add_uri(s->workspace, uri->valuestring);
    }
    return;
  }
  const cJSON *root = cJSON_GetObjectItemCaseSensitive(params, "rootUri");
  if (cJSON_IsString(root)) {
    add_uri(s->workspace, root->valuestring);
    return;
  }
  root = cJSON_GetObjectItemCaseSensitive(params, "rootPath");
  if (cJSON_IsString(root) && *root->valuestring) sk_scope_add(s->workspace, root->valuestring);
}

/* workspace/didChangeWorkspaceFolders: the folders added and removed. */
void lsp_workspace_folders_changed(Lsp *s, const cJSON *params) {
  const cJSON *ev = cJSON_GetObjectItemCaseSensitive(params, "event");
  const cJSON *added = cJSON_GetObjectItemCaseSensitive(ev, "added");
  const cJSON *removed = cJSON_GetObjectItemCaseSensitive(ev, "removed"), *f, *r;
  if (!cJSON_IsArray(added)) added = NULL;
  if (!cJSON_IsArray(removed)) removed = NULL;
  SkScope *next = sk_scope_new();
  const char *const *roots;
  size_t n = sk_scope_roots(s->workspace, &roots);
  for (size_t i = 0; i < n; i++) {
    bool gone = false;
    cJSON_ArrayForEach(r, removed) {
      const cJSON *uri = cJSON_GetObjectItemCaseSensitive(r, "uri");
      char *path = cJSON_IsString(uri) ? lsp_uri_path(uri->valuestring) : NULL;
      char *real = path ? sk_real_path(path) : NULL;
      gone |= real && strcmp(real, roots[i]) == 0;
      free(real);
      free(path);
    }
    if (!gone) sk_scope_add(next, roots[i]);
  }
  cJSON_ArrayForEach(f, added) {
    const cJSON *uri = cJSON_GetObjectItemCaseSensitive(f, "uri");
    if (cJSON_IsString(uri)) add_uri(next, uri->valuestring);
  }
  sk_scope_free(s->workspace);
  s->workspace = next;
}

void lsp_workspace_allow(Lsp *s, const cJSON *list) {
  sk_scope_free(s->allowed);
  s->allowed = sk_scope_new();
  const cJSON *it;
  if (!cJSON_IsArray(list)) return;
  cJSON_ArrayForEach(it, list)
    if (cJSON_IsString(it) && *it->valuestring) {
      if (strncmp(it->valuestring, "file:", 5) == 0) add_uri(s->allowed, it->valuestring);
      else sk_scope_add(s->allowed, it->valuestring);
    }
}

SkScope *lsp_scope_for(const Lsp *s, const char *path) {
  SkScope *scope = sk_scope_new();
  const char *const *roots;
  size_t n = sk_scope_roots(s->workspace, &roots);
  char *dir = sk_real_folder(path);
  bool inside = false;
  for (size_t i = 0; i < n; i++) {
    sk_scope_add(scope, roots[i]);
    inside |= dir && sk_path_is_below(dir, roots[i]);
  }
  n = sk_scope_roots(s->allowed, &roots);
  for (size_t i = 0; i < n; i++) sk_scope_add(scope, roots[i]);
  if (!inside && dir) {
    char *root = sk_project_root(dir);
    sk_scope_add(scope, root ? root : dir);
    free(root);
  }
  free(dir);
  return scope;
}

void lsp_workspace_free(Lsp *s) {
  sk_scope_free(s->workspace);
  sk_scope_free(s->allowed);
  s->workspace = s->allowed = NULL;
}
