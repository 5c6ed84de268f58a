/* workspace.c — the project of the editor's documents: the workspace
 * folders the client names (workspaceFolders, else rootUri, else
 * rootPath; kept up to date by workspace/didChangeWorkspaceFolders), and
 * the folders the `allowRoots` setting adds. A document outside every
 * workspace folder belongs to the folder of the nearest .skellint.json or
 * .git above it, else to its own folder. Files that a .cfg or the
 * "skeleton" setting names are opened only inside the document's project
 * (docs/security.md); `allowRoots` is a client setting, never read from a
 * project's .skellint.json, so that a repository cannot widen it. With no
 * workspace folder, a document's project is its own (or its project's)
 * folder; a document in a folder that does not exist has none, and then
 * nothing outside it is opened (an empty scope holds nothing). */
#include "session.h"

#include <stdlib.h>
#include <string.h>

static void add_uri(SkScope *to, const char *uri) {
  char *path = lsp_uri_path(uri);
  if (path && *path) sk_scope_add(to, path);
  free(path);
}

/* The workspace folders: one scope for the session, changed in place (the
 * allowed folders' scope lies over it). */
static SkScope *workspace(Lsp *s) {
  if (!s->workspace) s->workspace = sk_scope_new();
  return s->workspace;
}

void lsp_workspace_init(Lsp *s, const cJSON *params) {
  SkScope *ws = workspace(s);
  const char *const *roots;
  while (sk_scope_roots(ws, &roots)) sk_scope_remove(ws, roots[0]);
  const cJSON *folders = cJSON_GetObjectItemCaseSensitive(params, "workspaceFolders"), *f;
  if (cJSON_IsArray(folders) && cJSON_GetArraySize(folders) > 0) {
    cJSON_ArrayForEach(f, folders) {
      const cJSON *uri = cJSON_GetObjectItemCaseSensitive(f, "uri");
      if (cJSON_IsString(uri)) add_uri(ws, uri->valuestring);
    }
    return;
  }
  const cJSON *root = cJSON_GetObjectItemCaseSensitive(params, "rootUri");
  if (cJSON_IsString(root)) {
    add_uri(ws, root->valuestring);
    return;
  }
  root = cJSON_GetObjectItemCaseSensitive(params, "rootPath");
  if (cJSON_IsString(root) && *root->valuestring) sk_scope_add(ws, root->valuestring);
}

/* workspace/didChangeWorkspaceFolders: the folders added and removed,
 * each one look-up in the scope's set (a notification costs what it
 * names, not what the workspace holds). */
void lsp_workspace_folders_changed(Lsp *s, const cJSON *params) {
  SkScope *ws = workspace(s);
  const cJSON *ev = cJSON_GetObjectItemCaseSensitive(params, "event");
  const cJSON *added = cJSON_GetObjectItemCaseSensitive(ev, "added");
  const cJSON *removed = cJSON_GetObjectItemCaseSensitive(ev, "removed"), *f;
  if (!cJSON_IsArray(added)) added = NULL;
  if (!cJSON_IsArray(removed)) removed = NULL;
  cJSON_ArrayForEach(f, removed) {
    const cJSON *uri = cJSON_GetObjectItemCaseSensitive(f, "uri");
    char *path = cJSON_IsString(uri) ? lsp_uri_path(uri->valuestring) : NULL;
    if (path && *path) sk_scope_remove(ws, path);
    free(path);
  }
  cJSON_ArrayForEach(f, added) {
    const cJSON *uri = cJSON_GetObjectItemCaseSensitive(f, "uri");
    if (cJSON_IsString(uri)) add_uri(ws, uri->valuestring);
  }
}

void lsp_workspace_allow(Lsp *s, const cJSON *list) {
  sk_scope_free(s->allowed);
  s->allowed = sk_scope_new_over(workspace(s));
  const cJSON *it;
  if (!cJSON_IsArray(list)) return;
  cJSON_ArrayForEach(it, list)
    if (cJSON_IsString(it) && *it->valuestring) {
      if (strncmp(it->valuestring, "file:", 5) == 0) add_uri(s->allowed, it->valuestring);
      else sk_scope_add(s->allowed, it->valuestring);
    }
}

/* The workspace folders and the allowed ones (not copied: the scope lies
 * over theirs, so a check costs the same with 4,000 folders as with one),
 * and, for a document outside the workspace, its project: the folder of
 * a trusted .skellint.json or .git above it, else its own folder. A
 * document whose folder does not exist (a new buffer) gets no folder of
 * its own: an empty scope holds nothing (sk_scope_judge), never all. */
SkScope *lsp_scope_for(const Lsp *s, const char *path) {
  SkScope *scope = sk_scope_new_over(s->allowed ? s->allowed : s->workspace);
  char *dir = sk_real_folder(path);
  if (dir && !(s->workspace && sk_scope_holds_real(s->workspace, dir))) {
    char *root = sk_project_root(dir);
    sk_scope_add(scope, root ? root : dir);
    free(root);
  }
  free(dir);
  return scope;
}

void lsp_workspace_free(Lsp *s) {
  sk_scope_free(s->allowed);
  sk_scope_free(s->workspace);
  s->workspace = s->allowed = NULL;
}
