/* project.c — the project each checked file belongs to: the folder of the
 * nearest .skellint.json or .git above it (--root names it instead), else
 * the folder the command runs in when the file is inside it, else the
 * file's own folder; plus the folders --allow-root adds. Files that a
 * .cfg, the "skeleton" setting or a symlink in a walk names are opened
 * only inside it (docs/security.md). One scope per project, made on first
 * use; main thread only. */
#include "project.h"

#include <stdio.h>

#include <stdlib.h>
#include <string.h>

typedef struct {
  char *root; /* resolved */
  SkScope *scope;
} Project;

struct CliProjects {
  const char *forced;         /* --root */
  const char *const *allowed; /* --allow-root */
  size_t nallowed;
  char *cwd;                  /* resolved */
  Project *items;
  size_t n, cap;
  SkScope **walks; /* cli_walk_scope's */
  size_t nwalks, walks_cap;
};

CliProjects *cli_projects_new(const char *root, const char *const *allowed, size_t nallowed) {
  CliProjects *p = sk_xcalloc(1, sizeof *p);
  p->forced = root;
  p->allowed = allowed;
  p->nallowed = nallowed;
  p->cwd = sk_real_path(".");
  return p;
}

void cli_projects_free(CliProjects *p) {
  if (!p) return;
  for (size_t i = 0; i < p->n; i++) {
    free(p->items[i].root);
    sk_scope_free(p->items[i].scope);
  }
  free(p->items);
  for (size_t i = 0; i < p->nwalks; i++) sk_scope_free(p->walks[i]);
  free(p->walks);
  free(p->cwd);
  free(p);
}

char *cli_project_root(const CliProjects *p, const char *path) {
  if (p->forced) return sk_real_path(p->forced);
  char *root = sk_project_root(path);
  if (root) return root;
  char *dir = sk_real_folder(path);
  if (dir && p->cwd && sk_path_is_below(dir, p->cwd)) {
    free(dir);
    return sk_xstrdup(p->cwd);
  }
  return dir;
}

const SkScope *cli_project_scope(CliProjects *p, const char *path) {
  char *root = cli_project_root(p, path);
  if (!root) root = sk_xstrdup(p->cwd ? p->cwd : "/");
  for (size_t i = 0; i < p->n; i++)
    if (sk_path_eq(p->items[i].root, root)) {
      free(root);
      return p->items[i].scope;
    }
  if (p->n == p->cap)
    p->items = sk_xrealloc(p->items, (p->cap = p->cap ? p->cap * 2 : 4) * sizeof *p->items);
  Project *it = &p->items[p->n++];
  it->root = root;
  it->scope = sk_scope_new();
  sk_scope_add(it->scope, root);
  for (size_t i = 0; i < p->nallowed; i++) sk_scope_add(it->scope, p->allowed[i]);
  return it->scope;
}

const SkScope *cli_walk_scope(CliProjects *p, const char *dir) {
  SkScope *s = sk_scope_new_over(cli_project_scope(p, dir));
  sk_scope_add(s, dir);
  if (p->nwalks == p->walks_cap)
    p->walks = sk_xrealloc(p->walks, (p->walks_cap = p->walks_cap ? p->walks_cap * 2 : 4) *
                                         sizeof *p->walks);
  p->walks[p->nwalks++] = s;
  return s;
}

void cli_tell_untrusted(void) {
  char *n;
  while ((n = sk_trust_notice()) != NULL) {
    fprintf(stderr, "skellint: warning: %s\n", n);
    free(n);
  }
}

const char *cli_scope_root_text(const SkScope *s) {
  const char *const *roots;
  return sk_scope_roots(s, &roots) ? roots[0] : "";
}
