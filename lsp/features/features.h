/* features.h — the features layer of the language server
 * (lsp/features/): one file per LSP method or family of methods (hover,
 * completion and its helpers, keywords, code actions, symbols, rename,
 * definition and references, highlight, folding, inlay hints, workspace
 * symbols, skellint/render). Each handler reads the session — a document fresh for the
 * request through lsp_doc_from_params — and returns its result as JSON
 * (or an error); it never sends anything and never starts a check of its
 * own. lsp/server/ routes requests to them. Uses lsp/session/ and below. */
#ifndef SK_LSP_FEATURES_H
#define SK_LSP_FEATURES_H

#include "../session/session.h"

/* ---- keywords*.c: keywords and fixed values to complete ------------ */

/* Completion items being gathered for a keyword place. */
typedef struct {
  const Lsp *s;
  LspDoc *doc;
  const SkSource *src;  /* doc->doc->src */
  cJSON *items;
  /* The text the items replace: on the cursor's line, around the cursor
   * (the word or value it is in). */
  SkSpan replace;
  uint32_t count;   /* items so far; their order is kept (sortText) */
} LspKeywords;

/* keyword_item.c: adds an item: its label, kind, detail, and the text written in place
 * of k->replace (NULL: the label). */
void lsp_keyword_item(LspKeywords *k, const char *label, int kind, const char *detail,
                      const char *text);
/* When `offset` is a place where format f has keywords or fixed values
 * (a tag or attribute being written, a line's first word, a JSON key…),
 * adds those valid there to k->items — possibly none — and returns true;
 * returns false elsewhere (completion then offers bone names). `m` is the
 * document's model (for what the front-end recorded), or NULL. */
bool lsp_keywords(LspKeywords *k, SkFormat f, const SkModel *m, uint32_t offset);
/* The same for the Cal3D XML formats (keywords_xml.c) and Dash JSON
 * (keywords_json.c), which find the place from the text alone. */
bool lsp_keywords_xml(LspKeywords *k, SkFormat f, uint32_t offset);
bool lsp_keywords_json(LspKeywords *k, SkFormat f, uint32_t offset);

/* ---- skeleton_refs.c: bone IDs that name bones of the skeleton -------- */

/* The Location of bone `id` in the document's skeleton, or NULL. */
cJSON *lsp_skeleton_location(Lsp *s, LspDoc *d, int64_t id);
/* When `off` is in an INFLUENCE ID (XMF) or TRACK BONEID (XAF) value:
 * adds the skeleton's bone IDs to `items` and returns true. */
bool lsp_complete_skeleton_ids(Lsp *s, LspDoc *d, uint32_t off, cJSON *items, bool *incomplete);
/* complete_serials.c: when `off` is in a .bon serial field (a TREEPART
 * line, a mixed chain's serial), adds the joints' serials to `items` and
 * returns true. */
bool lsp_complete_bon_serials(Lsp *s, LspDoc *d, uint32_t off, cJSON *items, bool *incomplete);
/* A completion item that writes `text` (a serial, an index) over
 * `replace`, with the bone's name as the label's detail and in the filter
 * text; `order` sorts it. */
void lsp_ref_item(Lsp *s, LspDoc *d, cJSON *items, SkSpan replace, const char *text,
                  const char *name, uint32_t order);
/* complete_indices.c: when `off` is in a field that takes a bone index
 * (Dash JSON parentIndex, a BonesPro structure's parent line or a weight's
 * bone), even an empty one, adds the bones' indices (and a parent's
 * top-level value) and returns true. */
bool lsp_complete_parent_index(Lsp *s, LspDoc *d, uint32_t off, cJSON *items, bool *incomplete);
/* complete_names.c: in an LGW file, where bone names go, adds them as
 * the quoted strings the format takes and returns true. */
bool lsp_complete_quoted_names(Lsp *s, LspDoc *d, uint32_t off, cJSON *items, bool *incomplete);
/* completion_trigger.c: the characters typed that open completion (the
 * server's completionProvider.triggerCharacters), and where each does. */
#define LSP_TRIGGER_CHARACTERS "\"<>=,"
/* The character a request was sent for (context.triggerKind 2, one of
 * LSP_TRIGGER_CHARACTERS), or 0 when completion was asked for. */
char lsp_completion_trigger(const cJSON *params);
/* Whether `c`, just typed before `off`, opens what completion fills in a
 * document of format f (else the request is answered with nothing). */
bool lsp_trigger_fits(const SkSource *src, SkFormat f, uint32_t off, char c);
/* Whether `off` is in the text of an XSF <PARENTID> or <CHILDID> that is
 * empty or holds only a number being typed: the field takes a bone ID
 * even before the front-end can record a reference there. */
bool lsp_in_xsf_id_field(const SkSource *src, uint32_t off);
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
/* The WorkspaceEdit of fixes (every edit of each, on d) as JSON text
 * appended to b: what cJSON prints for {"changes": {uri: [TextEdit…]}}
 * built with lsp_range_json, without building it (actions.c). */
void lsp_fix_edit_write(const Lsp *s, LspDoc *d, const SkFix *const *fixes, size_t n, SkBuf *b);
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
