/* server.h — what the files of the language server share: the server's
 * state, open documents, the transport, JSON helpers for LSP positions and
 * ranges, and the handlers of each method. The server is single-threaded:
 * one loop (server.c) polls stdin with a timeout so that debounced
 * re-lints run when the client goes quiet. */
#ifndef SK_LSP_SERVER_H
#define SK_LSP_SERVER_H

#include "skellint.h"

#include <cjson/cJSON.h>

/* JSON-RPC and LSP error codes. */
enum {
  LSP_PARSE_ERROR = -32700,
  LSP_INVALID_REQUEST = -32600,
  LSP_METHOD_NOT_FOUND = -32601,
  LSP_INVALID_PARAMS = -32602,
  LSP_INTERNAL_ERROR = -32603,
  LSP_SERVER_NOT_INITIALIZED = -32002,
  LSP_REQUEST_FAILED = -32803,
  LSP_REQUEST_CANCELLED = -32800,
  LSP_CONTENT_MODIFIED = -32801,
};

/* ---- transport.c: Content-Length framing over file descriptors ---- */

#define LSP_MAX_BODY (64u << 20)   /* larger bodies are refused */
#define LSP_MAX_HEADER 8192u       /* a header block longer than this is garbage */

typedef struct {
  int in_fd, out_fd;
  char *buf;            /* bytes read and not yet consumed: buf[pos, len) */
  size_t pos, len, cap;
  size_t last_body;     /* offset in buf of the last body returned */
  bool eof;             /* the input is closed */
  bool broken;          /* the output is closed: nobody listens any more */
} LspTransport;

typedef enum {
  LSP_FRAME_MESSAGE,    /* *body and *len hold one message's body */
  LSP_FRAME_NEED_MORE,  /* no complete message buffered */
  LSP_FRAME_BAD         /* a malformed frame was skipped; *why says why */
} LspFrameStatus;

void lsp_transport_init(LspTransport *t, int in_fd, int out_fd);
void lsp_transport_free(LspTransport *t);
/* Reads what is available (one read(2)). Returns false at end of input. */
bool lsp_transport_fill(LspTransport *t);
/* Takes the next complete frame out of the buffer. The body stays valid
 * until the next fill. On LSP_FRAME_BAD the input has been resynchronised
 * to the next "Content-Length" header. */
LspFrameStatus lsp_transport_next(LspTransport *t, const char **body,
                                  size_t *len, char *why, size_t why_cap);
/* After a body turned out not to be JSON: if a header starts inside it
 * (the previous frame's Content-Length lied), rewind to that header so the
 * messages it swallowed are read again. Returns whether it rewound. */
bool lsp_transport_resync_in_body(LspTransport *t, size_t body_len);
/* Frames and writes one message. Returns false when the output is gone. */
bool lsp_transport_send(LspTransport *t, const char *body, size_t len);

/* ---- ids.c: request ids exactly as sent ---------------------------- */

/* Replaces msg's "id" and "params"."id", parsed by cJSON from
 * [body, body+len), with raw items holding their exact canonical text
 * when they are a string or an integer (ids.c says why). */
void lsp_ids_exact(cJSON *msg, const char *body, size_t len);
/* Whether id (after lsp_ids_exact) is a valid request id. */
bool lsp_id_valid(const cJSON *id);

/* ---- documents.c: open documents ---------------------------------- */

typedef struct LspDoc {
  char *uri;
  char *path;           /* file path from the URI (for detection by extension) */
  char *language_id;
  int64_t version;
  /* The last check. doc->src is always the current text; while `dirty`,
   * doc->model and doc->diags describe an older text and must not be
   * used (lsp_doc_fresh re-checks first). */
  SkDocument *doc;
  /* The syntax tree of the last check, edited with every change since,
   * for the incremental re-parse of tree-sitter formats. */
  SkReparse *trees;
  int64_t checked_version;
  bool dirty;
  /* The file on disk is Shift_JIS: the editor decoded it, and it will
   * be saved in it again. Checks see the text as that encoding, so that
   * encoding rules judge the file, not the editor's UTF-8. */
  bool disk_sjis;
  SkPositions *pos;     /* lsp_doc_positions' index of doc->src, or NULL */
  /* A change could not be applied: our text is no longer the editor's.
   * Incremental changes are refused, requests fail and no diagnostics are
   * published until a change with the whole text (or didOpen) resyncs. */
  bool out_of_sync;
  int64_t due_ms;       /* when a debounced re-lint is due, or -1 */
  /* For the adaptive schedule (diagnostics.c): when the first change not
   * yet checked arrived (-1: none), when the last change was handled and
   * the last check ended, whether input was already waiting when that
   * check ended (sent while it ran), and what the last checks cost, in
   * microseconds (the last three; ncost of them are set). */
  int64_t dirty_since_ms, last_edit_ms;
  /* When the last check published, and when the last didChange came in
   * (µs): an edit within LSP_ANSWER_US of the publish answers it. */
  int64_t check_end_us, change_at_us;
  bool sent_during_check;
  int64_t cost_us[3];
  unsigned ncost, cost_next;
  /* The other files the last check read (a Cal3D model file, skeleton,
   * base mesh: character.c), to check again when one changes. */
  char **deps;
  size_t ndeps;
  /* Why a file the last check needed was not read (a skeleton over the
   * size limit), shown with its diagnostics; NULL when none. */
  char *note;
  bool checking;        /* being checked now (no re-entry through deps) */
  bool notifying;       /* its dependents are being re-checked (lsp_lint_now) */
  struct LspDoc *next;
} LspDoc;

/* ---- the server ---------------------------------------------------- */

typedef enum {
  LSP_STATE_UNINITIALIZED,
  LSP_STATE_RUNNING,
  LSP_STATE_SHUTDOWN  /* shutdown answered; only exit is left */
} LspState;

typedef struct {
  int code;             /* 0: no error */
  char message[512];
} LspError;

/* Messages read but not yet handled, in order; `next` is the one to
 * handle next (messages can arrive while one is being handled). */
typedef struct {
  cJSON **items;
  size_t count, cap, next;
} LspQueue;

typedef struct Lsp {
  LspTransport io;
  LspQueue queue;
  const cJSON *request_id; /* the id of the request being handled, or NULL */
  LspState state;
  bool exiting;
  int exit_code;
  SkColumnUnit unit;    /* negotiated position encoding */
  SkOptions opts;       /* defaults + the client's settings */
  int debounce_ms;       /* LSP_DEBOUNCE_AUTO, or the fixed `debounce` setting */
  bool trace;           /* the client asked for $/logTrace (trace ≠ "off") */
  LspDoc *docs;
  SkConfig *client_cfg; /* the client's settings, validated (config.c) */
  struct LspFileConfig *file_cfgs; /* .skellint.json files read (config.c) */
  SkFileCache *files;    /* files read from disk for characters (character.c) */
  bool watch_files;     /* the client registers file watchers on request */
  /* The client resolves a code action's edit lazily (codeAction/resolve):
   * fix-all is then offered without its edit (actions.c). */
  bool resolve_edits;
  /* The project (workspace.c): the client's workspace folders and the
   * folders its allowRoots setting adds. */
  SkScope *workspace, *allowed;
} Lsp;

/* Without a `debounce` setting the re-check after an edit is scheduled
 * by what checks of the document cost (diagnostics.c says how). */
#define LSP_DEBOUNCE_AUTO (-1)
#define LSP_DEFAULT_DEBOUNCE_MS LSP_DEBOUNCE_AUTO

/* Sets err and returns NULL, for handlers: return lsp_fail(err, …). */
cJSON *lsp_fail(LspError *err, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Sends a notification (takes ownership of params). */
void lsp_notify(Lsp *s, const char *method, cJSON *params);
/* window/logMessage (type 1 error … 4 log). */
void lsp_log(Lsp *s, int type, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int64_t lsp_now_ms(void);
int64_t lsp_now_us(void);
/* $/logTrace, when the client asked for traces. */
void lsp_trace(Lsp *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- documents.c ---------------------------------------------------- */

LspDoc *lsp_doc_find(Lsp *s, const char *uri);
/* The open document named by params.textDocument.uri, or NULL with err
 * set. Re-checks it first if it changed since the last check. */
LspDoc *lsp_doc_from_params(Lsp *s, const cJSON *params, LspError *err);
/* Re-checks a changed document now (and publishes its diagnostics). */
void lsp_doc_fresh(Lsp *s, LspDoc *d);
void lsp_doc_free(LspDoc *d);
/* Returns freed heap memory to the system (after a document is closed). */
void lsp_release_memory(void);
void lsp_did_open(Lsp *s, const cJSON *params);
void lsp_did_change(Lsp *s, const cJSON *params);
void lsp_did_close(Lsp *s, const cJSON *params);
void lsp_did_save(Lsp *s, const cJSON *params);
void lsp_did_change_watched_files(Lsp *s, const cJSON *params);
/* A file: URI's path, percent-decoded; other URIs as they are. */
char *lsp_uri_path(const char *uri);

/* ---- diagnostics.c: check, publish, debounce ----------------------- */

/* Checks the document's current text and publishes the result. */
void lsp_lint_now(Lsp *s, LspDoc *d);
/* Schedules a re-lint: after the fixed `debounce` (now when it is 0), or
 * by the adaptive schedule. */
void lsp_lint_later(Lsp *s, LspDoc *d);
/* Runs every re-lint that is due. The loop calls it only when no input
 * is waiting, so that a burst of edits already sent is one check. */
void lsp_lint_due(Lsp *s);
/* Whether a dirty document has waited past its longest wait (the loop
 * then checks it even while input keeps coming). */
bool lsp_lint_overdue(const Lsp *s);
/* Milliseconds until the next due re-lint (for poll), or -1 for none. */
int lsp_lint_timeout(const Lsp *s);
/* The delay the adaptive schedule gives a change to d now (ms). */
int lsp_lint_delay(const LspDoc *d);
/* Publishes an empty list (the document was closed). */
void lsp_publish_clear(Lsp *s, const char *uri);
/* One skellint diagnostic as an LSP Diagnostic. */
cJSON *lsp_diagnostic_json(const Lsp *s, LspDoc *d, const SkDiagnostic *g);
/* The whole publishDiagnostics notification of d's last check, as JSON
 * text appended to b: the text cJSON would print for the same message
 * built from lsp_diagnostic_json, without building it. */
void lsp_publish_write(const Lsp *s, LspDoc *d, SkBuf *b);
/* JSON written straight into a buffer, as cJSON_PrintUnformatted prints
 * it: a string (cJSON's escapes) and a range (as lsp_range_json). */
void lsp_put_string(SkBuf *b, const char *s);
/* The same for the n bytes at s, NULs included (as \u0000). */
void lsp_put_string_n(SkBuf *b, const char *s, size_t n);
void lsp_put_range(SkBuf *b, const SkPositions *pos, SkSpan span);

/* ---- config.c: settings into SkOptions ------------------------------ */

/* Resets options to their defaults and applies `settings` (the
 * initializationOptions or didChangeConfiguration's settings, either bare
 * or under a "skellint" key). Problems are logged to the client. */
void lsp_config_apply(Lsp *s, const cJSON *settings);
/* The options (and a format the configuration maps the file to) for a
 * document at `doc_path`: defaults, its .skellint.json, the client's
 * settings. */
void lsp_options_for(Lsp *s, const char *doc_path, SkOptions *o, SkFormat *format);
void lsp_config_free(Lsp *s);

/* ---- workspace.c: the project of the documents ------------------------ */

/* The workspace folders of InitializeParams. */
void lsp_workspace_init(Lsp *s, const cJSON *params);
void lsp_workspace_folders_changed(Lsp *s, const cJSON *params);
/* The allowRoots setting: an array of folders (paths or file: URIs). */
void lsp_workspace_allow(Lsp *s, const cJSON *list);
/* The folders files named from the document at `path` may be opened in.
 * Caller frees (sk_scope_free). */
SkScope *lsp_scope_for(const Lsp *s, const char *path);
void lsp_workspace_free(Lsp *s);

/* ---- character.c: the Cal3D character of a document ------------------ */

/* The character to check document `d` (its current text `src`, format f)
 * in: the .cfg of its folder that lists it, the configured skeleton, or —
 * for a .cfg — its own; NULL for none. *part is d's part in it (or -1).
 * Records in d the files it read. Free with sk_character_free after the
 * check. */
SkCharacter *lsp_character_for(Lsp *s, LspDoc *d, SkFormat f, const SkSource *src,
                               const SkOptions *o, int32_t *part);
/* The file at `path` changed (edited, saved, closed, or changed on disk):
 * forgets its disk copy and re-checks, later, the open documents that
 * were checked against it (all but `except`). */
void lsp_file_changed(Lsp *s, const char *path, const LspDoc *except);
/* The same for many files at once (a file watcher's batch): each counted
 * once, matched against the documents' dependencies by look-up; a
 * document is not re-checked for its own change. `paths` stay the
 * caller's. */
void lsp_files_changed(Lsp *s, char *const *paths, size_t n);
/* The checked skeleton an XMF/XAF document is bound to (or a .cfg
 * document names), or NULL; *path is
 * its file (caller frees). */
const SkDocument *lsp_doc_skeleton(Lsp *s, LspDoc *d, char **path);
/* A regular file's text (Shift_JIS detected) when it is at most `cap`
 * bytes, else NULL. */
SkSource *lsp_read_source(const char *path, size_t cap);
/* The open document of the file at `path`, or NULL. */
LspDoc *lsp_doc_open_at(Lsp *s, const char *path);
void lsp_doc_deps_clear(LspDoc *d);
void lsp_files_free(Lsp *s);

/* ---- skeleton_refs.c: bone IDs that name bones of the skeleton -------- */

/* Hover text for bone ID `id` of an XMF/XAF document. */
void lsp_describe_skeleton_bone(Lsp *s, LspDoc *d, int64_t id, SkBuf *md);
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
/* hover.c: a bone of model m as Markdown (`file`: the skeleton's, or NULL). */
void lsp_describe_bone(const SkModel *m, int32_t bone, const char *file, SkBuf *md);
/* How hover and completion name the file at `path`: relative to the
 * workspace folder holding it (the deepest), else as it is. Malloc'd. */
char *lsp_shown_path(const Lsp *s, const char *path);

/* ---- position.c: LSP positions and ranges --------------------------- */

/* Positions are counted in the negotiated unit through the document's
 * position index (lint/positions.c: fast on lines of megabytes), built on
 * first use for the current text. lsp_doc_text_changed drops it: call it
 * whenever d->doc->src or its text changes. */
const SkPositions *lsp_doc_positions(const Lsp *s, LspDoc *d);
void lsp_doc_text_changed(LspDoc *d);
cJSON *lsp_position_json(const Lsp *s, LspDoc *d, uint32_t offset);
cJSON *lsp_range_json(const Lsp *s, LspDoc *d, SkSpan span);
cJSON *lsp_location_json(const Lsp *s, LspDoc *d, SkSpan span);
/* Reads a Position object into a byte offset (clamped to the document as
 * the specification asks). Returns false on a malformed position. */
bool lsp_position_read(const Lsp *s, LspDoc *d, const cJSON *pos, uint32_t *offset);
bool lsp_range_read(const Lsp *s, LspDoc *d, const cJSON *range, SkSpan *span);
/* params.position of a TextDocumentPositionParams, or err. */
bool lsp_params_offset(const Lsp *s, LspDoc *d, const cJSON *params,
                       uint32_t *offset, LspError *err);
/* A JSON integer in [min, max]. */
bool lsp_json_int(const cJSON *item, double min, double max, int64_t *out);

/* ---- bones.c: what is at a place, and what refers to a bone --------- */

typedef enum {
  LSP_AT_NOTHING,
  LSP_AT_NAME,       /* a bone's own name */
  LSP_AT_PARENT,     /* a bone's parent reference (bone = the parent) */
  LSP_AT_INFLUENCE,  /* a vertex influence's bone reference */
  LSP_AT_BONE,       /* elsewhere in a bone's declaration */
  LSP_AT_EXTERNAL    /* a bone ID in a file with no bones of its own (XMF
                        influence, XAF track): a bone of the skeleton */
} LspAtKind;

typedef struct {
  LspAtKind kind;
  int32_t bone;      /* the bone meant (for references: the target) */
  SkSpan span;       /* the span under the cursor */
} LspAt;

/* What is at `offset` (an end-inclusive match, so the cursor just after a
 * name counts). References that resolve to nothing give bone -1. */
LspAt lsp_bone_at(const SkModel *m, uint32_t offset);

/* The bone whose own reference field holds `offset`, which must never
 * refer to that bone itself: the bone whose parent reference is there, or
 * with `innermost`, else the innermost bone declared around it (an XSF
 * CHILDID, or an empty PARENTID the front-end recorded no span for); -1
 * when there is none. */
int32_t lsp_bone_owning(const SkModel *m, uint32_t offset, bool innermost);

typedef struct {
  SkSpan *items;
  size_t count, cap;
} LspSpans;

/* Every span that refers to bone b: parent references and influences,
 * and its own name when `with_declaration`. */
void lsp_bone_references(const SkModel *m, int32_t b, bool with_declaration,
                         LspSpans *out);
/* The span of `name` in [span] when the text there is the name itself
 * (optionally in quotes), or SK_NO_SPAN (e.g. a reference by index). */
SkSpan lsp_name_in(const SkSource *src, SkSpan span, const char *name);
void lsp_spans_free(LspSpans *l);

/* ---- keywords*.c: keywords and fixed values to complete ------------ */

/* LSP CompletionItemKind values the server uses. */
enum {
  LSP_KIND_VALUE = 12,
  LSP_KIND_KEYWORD = 14,
  LSP_KIND_REFERENCE = 18,
  LSP_KIND_ENUM_MEMBER = 20,
};

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

/* Adds an item: its label, kind, detail, and the text written in place
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
bool lsp_keywords_json(LspKeywords *k, uint32_t offset);

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
/* symbols_parts.c: adds to `out` the document symbols of what d holds
 * besides bones (submeshes, tracks, materials and maps, a .cfg's parts,
 * LGW materials and meshes). */
void lsp_symbols_parts(Lsp *s, LspDoc *d, cJSON *out);

/* rpc.c: one message in; the lifecycle and the method table. */
void lsp_handle_message(Lsp *s, cJSON *msg);
/* Sends an error response (id NULL: JSON null). */
void lsp_respond_error(Lsp *s, const cJSON *id, int code, const char *message);
/* Whether a parsed message is $/cancelRequest for `id`. */
bool lsp_is_cancel_of(const cJSON *msg, const cJSON *id);

/* ---- server.c -------------------------------------------------------- */

/* Whether stdin has bytes to read now. */
bool lsp_input_waiting(const Lsp *s);

/* Whether the client has cancelled the request being handled: reads what
 * stdin has now (without waiting) into the queue and looks for its
 * $/cancelRequest. Handlers of requests whose work grows with the
 * document call it every few thousand items and give up with
 * LSP_REQUEST_CANCELLED when it says so. */
bool lsp_cancelled(Lsp *s);
/* lsp_cancelled(s) on every 4096th value of i (i counts the handler's work). */
#define LSP_CANCELLED_EVERY(s, i) (((i) & 4095u) == 4095u && lsp_cancelled(s))

#endif
