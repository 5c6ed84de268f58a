/* skeleton_refs.c — bone IDs in a mesh (INFLUENCE ID) or an animation
 * (TRACK BONEID) name bones of another file, the character's skeleton
 * (character.c finds it). The library asks for it through a hook
 * (lsp_bound_skeleton: hover, completion); definition jumps to it here.
 * Cal3D indexes its bone list with the ID: the bone with that ID is the
 * one at that index. */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *lsp_shown_path(const Lsp *s, const char *path) {
  /* Relative to the workspace folder holding it (the innermost), compared
   * resolved: the folders are kept resolved (workspace.c). */
  const char *const *roots;
  size_t nroots = sk_scope_roots(s->workspace, &roots), best = 0;
  char *real = sk_real_path(path);
  const char *p = real ? real : path;
  for (size_t i = 0; i < nroots; i++) {
    size_t n = strlen(roots[i]);
    if (n > best && sk_path_is_below(p, roots[i]) && sk_path_sep(p[n])) best = n;
  }
  char *shown = best ? sk_xstrdup(p + best + 1) : sk_xstrdup(path);
  free(real);
  return shown;
}

void lsp_places_init(LspPlaces *p, Lsp *s, const char *path, const SkSource *src) {
  *p = (LspPlaces){s, lsp_doc_open_at(s, path), path, src, NULL, NULL};
}

cJSON *lsp_places_location(LspPlaces *p, SkSpan span) {
  if (p->open) return lsp_location_json(p->s, p->open, span);
  /* A file the client has not opened: positions in its text on disk,
   * indexed once for all the places asked. */
  if (!p->pos) {
    p->pos = sk_positions_new(p->src, p->s->unit);
    p->uri = lsp_path_uri(p->path);
  }
  return lsp_location_to_json(p->uri, p->pos, span);
}

void lsp_places_free(LspPlaces *p) {
  if (p->pos) sk_positions_free(p->pos);
  free(p->uri);
}

cJSON *lsp_skeleton_location(Lsp *s, LspDoc *d, int64_t id) {
  char *path;
  const SkDocument *sk = lsp_doc_skeleton(s, d, &path);
  int32_t b = sk ? sk_bone_of_id(sk->model, id) : -1;
  cJSON *loc = NULL;
  if (b >= 0) {
    LspPlaces places;
    lsp_places_init(&places, s, path, sk->src);
    loc = lsp_places_location(&places, sk_bone_place(&sk->model->bones[b]));
    lsp_places_free(&places);
  }
  free(path);
  return loc;
}

SkBoundSkeleton lsp_bound_skeleton(void *arg) {
  LspBound *b = arg;
  char *full;
  const SkDocument *sk = lsp_doc_skeleton(b->s, b->d, &full);
  free(b->shown);
  b->shown = full ? lsp_shown_path(b->s, full) : NULL;
  free(full);
  return (SkBoundSkeleton){sk ? sk->model : NULL, b->shown};
}
