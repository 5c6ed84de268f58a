/* features.h — the features layer of the language server
 * (lsp/features/): one file per LSP method or family of methods (hover,
 * completion, code actions, symbols, rename, definition and references,
 * highlight, folding, inlay hints, workspace symbols, skellint/render).
 * Each handler reads the session — a document fresh for the request
 * through lsp_doc_from_params — and returns its result as JSON
 * (or an error); it never sends anything and never starts a check of its
 * own. lsp/server/ routes requests to them. Uses lsp/session/ and below. */
#ifndef SK_LSP_FEATURES_H
#define SK_LSP_FEATURES_H

#include "../session/session.h"

/* ---- skeleton_refs.c: bone IDs that name bones of the skeleton -------- */

/* The Location of bone `id` in the document's skeleton, or NULL. */
cJSON *lsp_skeleton_location(Lsp *s, LspDoc *d, int64_t id);
/* Locations of places in the file `path` whose text is `src` (a
 * skeleton read from disk): through its document when the client has it
 * open, else by positions in `src`, indexed once for every place asked.
 * `path` and `src` must outlive it. */
typedef struct {
  Lsp *s;
  LspDoc *open;
  const char *path;
  const SkSource *src;
  SkPositions *pos; /* made on first use */
  char *uri;
} LspPlaces;
void lsp_places_init(LspPlaces *p, Lsp *s, const char *path, const SkSource *src);
cJSON *lsp_places_location(LspPlaces *p, SkSpan span);
void lsp_places_free(LspPlaces *p);
/* The library's hook for a document's bound skeleton (sk_hover,
 * sk_complete): the character's (lsp_doc_skeleton), with its path as
 * shown. `arg` is an LspBound; free its `shown` after the call. */
typedef struct {
  Lsp *s;
  LspDoc *d;
  char *shown;   /* the skeleton's path as shown, once asked */
} LspBound;
SkBoundSkeleton lsp_bound_skeleton(void *arg);
/* How hover and completion name the file at `path`: relative to the
 * workspace folder holding it (the deepest), else as it is. Malloc'd. */
char *lsp_shown_path(const Lsp *s, const char *path);

/* ---- handlers (one file each) --------------------------------------- */

typedef cJSON *(*LspRequestFn)(Lsp *s, const cJSON *params, LspError *err);

cJSON *lsp_hover(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_document_symbol(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_definition(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_references(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_prepare_rename(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_rename(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_completion(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_code_action(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_code_action_resolve(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_folding_range(Lsp *s, const cJSON *params, LspError *err);
/* actions_suppress.c: adds to `out` "Disable SKxxx for this line" and "…
 * for this file" for each finding in `range`, in d's comment syntax. */
void lsp_suppress_actions(Lsp *s, LspDoc *d, SkSpan range, cJSON *out);
cJSON *lsp_inlay_hint(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_workspace_symbol(Lsp *s, const cJSON *params, LspError *err);
cJSON *lsp_document_highlight(Lsp *s, const cJSON *params, LspError *err);
/* render.c: skellint/render, the picture of the document's skeleton. */
cJSON *lsp_render(Lsp *s, const cJSON *params, LspError *err);

#endif
