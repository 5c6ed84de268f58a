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

/* A file: URI for a path (unreserved characters and '/' kept). */
static char *path_uri(const char *path) {
  SkBuf b = {0};
  sk_buf_puts(&b, "file://");
  const unsigned char *p = (const unsigned char *)path;
#ifdef _WIN32
  /* c:/Users/x.xsf as VS Code writes it: file:///c%3A/Users/x.xsf */
  if (((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') && p[1] == ':') {
    sk_buf_printf(&b, "/%c%%3A", *p | 0x20);
    p += 2;
  }
#endif
  for (; *p; p++) {
#ifdef _WIN32
    if (*p == '\\') {
      sk_buf_putc(&b, '/');
      continue;
    }
#endif
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
        strchr("/-._~", *p))
      sk_buf_putc(&b, (char)*p);
    else
      sk_buf_printf(&b, "%%%02X", *p);
  }
  return sk_buf_take(&b);
}

cJSON *lsp_skeleton_location(Lsp *s, LspDoc *d, int64_t id) {
  char *path;
  const SkDocument *sk = lsp_doc_skeleton(s, d, &path);
  int32_t b = sk ? sk_bone_of_id(sk->model, id) : -1;
  cJSON *loc = NULL;
  if (b >= 0) {
    const SkBone *bone = &sk->model->bones[b];
    SkSpan at = sk_span_valid(bone->name_span) ? bone->name_span : bone->span;
    LspDoc *open = lsp_doc_open_at(s, path);
    if (open) {
      loc = lsp_location_json(s, open, at);
    } else {
      SkPositions *pos = sk_positions_new(sk->src, s->unit);
      SkPosition a = sk_positions_at(pos, at.start), e = sk_positions_at(pos, at.end);
      sk_positions_free(pos);
      loc = cJSON_CreateObject();
      char *uri = path_uri(path);
      cJSON_AddStringToObject(loc, "uri", uri);
      free(uri);
      cJSON *r = cJSON_AddObjectToObject(loc, "range");
      cJSON *st = cJSON_AddObjectToObject(r, "start"), *en = cJSON_AddObjectToObject(r, "end");
      cJSON_AddNumberToObject(st, "line", a.line);
      cJSON_AddNumberToObject(st, "character", a.column);
      cJSON_AddNumberToObject(en, "line", e.line);
      cJSON_AddNumberToObject(en, "character", e.column);
    }
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
