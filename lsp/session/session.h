/* session.h — the session layer of the language server (lsp/session/):
 * what the server knows between messages and the work on it. The open
 * documents (documents.c) and their positions (position.c), the settings
 * (config.c), the project (workspace.c), the Cal3D character of a document
 * and the files it was checked against (character.c), the check itself and
 * the one place checks start (check.c) by the debounce policy (schedule.h),
 * what a check publishes (publish.c), and the outbox (outbox.c): the
 * notifications and log messages the session has for the client, which
 * the server sends. Nothing here writes to the client or reads stdin: what
 * the session needs of the server (has the client cancelled the request,
 * is input waiting) it asks through hooks the server installs.
 * Uses lsp/proto/ and lsp/wire/. The server is single-threaded. */
#ifndef SK_LSP_SESSION_H
#define SK_LSP_SESSION_H

#include "../proto/proto.h"
#include "schedule.h"

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
  /* When the next check is due, and the history the policy reads
   * (schedule.h); written through schedule.c's functions only. */
  LspSchedule sched;
  /* The other files the last check read (a Cal3D model file, skeleton,
   * base mesh: character.c), to check again when one changes. */
  char **deps;
  size_t ndeps;
  /* Why a file the last check needed was not read (a skeleton over the
   * size limit), shown with its diagnostics; NULL when none. */
  char *note;
  bool checking;        /* being checked now (no re-entry through deps) */
  /* Its check is causing re-checks of its dependents, which must not
   * re-check it in turn (check.c). */
  bool notifying;
  struct LspDoc *next;
} LspDoc;

/* ---- outbox.c: what the session has to say to the client ------------ */

/* Messages (JSON text, whole) for the client, in the order they were
 * made; the server sends and empties them (lsp/server/). */
typedef struct {
  char **texts;
  size_t *lens;
  size_t count, cap;
} LspOutbox;

typedef struct Lsp {
  SkColumnUnit unit;    /* negotiated position encoding */
  SkOptions opts;       /* defaults + the client's settings */
  int debounce_ms;      /* LSP_DEBOUNCE_AUTO, or the fixed `debounce` setting */
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
  LspOutbox outbox;
  /* Installed by the server (NULL: no server, as in unit tests): whether
   * the client has cancelled the request being handled (it reads what
   * stdin has now), and whether input is waiting to be read. */
  bool (*poll_cancelled)(struct Lsp *s);
  bool (*poll_input)(const struct Lsp *s);
} Lsp;

#define LSP_DEFAULT_DEBOUNCE_MS LSP_DEBOUNCE_AUTO

/* Queues one message's JSON text for the client (takes `text`, malloc'd). */
void lsp_outbox_push(Lsp *s, char *text, size_t len);
/* Frees what is still queued (the server takes the texts in order, sends
 * and frees each, and sets count to 0). */
void lsp_outbox_free(Lsp *s);
/* A notification (takes ownership of params), queued. */
void lsp_notify(Lsp *s, const char *method, cJSON *params);
/* Tells the client, once each, the configurations and project markers
 * ignored as not trusted (sk_trust_notice): a warning on
 * window/logMessage and window/showMessage (config.c). */
void lsp_tell_untrusted(Lsp *s);
/* window/logMessage (type 1 error … 4 log). */
void lsp_log(Lsp *s, int type, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* $/logTrace, when the client asked for traces. */
void lsp_trace(Lsp *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Whether the client has cancelled the request being handled (the
 * server's hook reads what stdin has now, without waiting, and looks for
 * its $/cancelRequest). Handlers of requests whose work grows with the
 * document call it every few thousand items and give up with
 * LSP_REQUEST_CANCELLED when it says so. */
bool lsp_cancelled(Lsp *s);
/* lsp_cancelled(s) on every 4096th value of i (i counts the handler's work). */
#define LSP_CANCELLED_EVERY(s, i) (((i) & 4095u) == 4095u && lsp_cancelled(s))
/* Whether the client has sent more than was read (the server's hook). */
bool lsp_input_waiting(const Lsp *s);

/* ---- documents.c ---------------------------------------------------- */

LspDoc *lsp_doc_find(Lsp *s, const char *uri);
/* The open document named by params.textDocument.uri, or NULL with err
 * set. Re-checks it first if it changed since the last check. */
LspDoc *lsp_doc_from_params(Lsp *s, const cJSON *params, LspError *err);
void lsp_doc_free(LspDoc *d);
/* Returns freed heap memory to the system (after a document is closed). */
void lsp_release_memory(void);
/* Lets freed heap memory serve the next request (called once at start). */
void lsp_keep_memory(void);
void lsp_did_open(Lsp *s, const cJSON *params);
void lsp_did_change(Lsp *s, const cJSON *params);
void lsp_did_close(Lsp *s, const cJSON *params);
void lsp_did_save(Lsp *s, const cJSON *params);
void lsp_did_change_watched_files(Lsp *s, const cJSON *params);

/* ---- check.c: the check, and the one place checks start ------------ */

/* Checks a document now when it changed since its last check (a request
 * on it, or a check that reads it, needs its current text). */
void lsp_doc_fresh(Lsp *s, LspDoc *d);
/* Runs the checks asked for at once (and the ones they cause at once).
 * The server calls it after each message. */
void lsp_checks_at_once(Lsp *s);
/* Runs every re-check that is due. The server's loop calls it only when
 * no input is waiting, so that a burst of edits already sent is one check. */
void lsp_checks_due(Lsp *s);
/* The checked skeleton an XMF/XAF document is bound to (or a .cfg
 * document names), or NULL; *path is its file (caller frees). The
 * document is the file cache's: valid until the next call that reads
 * files (another lsp_doc_skeleton, a check), which may read the file again
 * and free it — so ask once per request and keep what it gave. */
const SkDocument *lsp_doc_skeleton(Lsp *s, LspDoc *d, char **path);

/* ---- due.c: which documents wait for a check ------------------------ */

/* Schedules a re-check of a changed document: after the fixed `debounce`
 * (at once when it is 0), or by the adaptive schedule. */
void lsp_lint_later(Lsp *s, LspDoc *d);
/* Marks every open document to be checked again at once (new settings,
 * other workspace folders). */
void lsp_docs_recheck(Lsp *s);
/* Whether a dirty document has waited past its longest wait (the loop
 * then checks it even while input keeps coming). */
bool lsp_checks_overdue(const Lsp *s);
/* Milliseconds until the next due re-check (for poll), or -1 for none. */
int lsp_checks_timeout(const Lsp *s);

/* ---- publish.c: diagnostics for the client ------------------------- */

/* Queues the publishDiagnostics of d's last check. */
void lsp_publish(Lsp *s, LspDoc *d);
/* Queues an empty list (the document was closed). */
void lsp_publish_clear(Lsp *s, const char *uri);
/* One skellint diagnostic as an LSP Diagnostic. */
cJSON *lsp_diagnostic_json(const Lsp *s, LspDoc *d, const SkDiagnostic *g);
/* The whole publishDiagnostics notification of d's last check, as JSON
 * text appended to b: the text cJSON would print for the same message
 * built from lsp_diagnostic_json, without building it. */
void lsp_publish_write(const Lsp *s, LspDoc *d, SkBuf *b);

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

/* Brings an open document up to date (check.c's lsp_doc_fresh): what the
 * character finder calls for an open file the check needs. */
typedef void (*LspFreshFn)(Lsp *s, LspDoc *d);

/* The character to check document `d` (its current text `src`, format f)
 * in: the .cfg of its folder that lists it, the configured skeleton, or —
 * for a .cfg — its own; NULL for none. *part is d's part in it (or -1).
 * Records in d the files it read. Free with sk_character_free after the
 * check. */
SkCharacter *lsp_character_for(Lsp *s, LspDoc *d, SkFormat f, const SkSource *src,
                               const SkOptions *o, int32_t *part, LspFreshFn fresh);
/* The file at `path` changed (edited, saved, closed, or changed on disk):
 * forgets its disk copy and re-checks, later, the open documents that
 * were checked against it (all but `except`). */
void lsp_file_changed(Lsp *s, const char *path, const LspDoc *except);
/* The same for many files at once (a file watcher's batch): each counted
 * once, matched against the documents' dependencies by look-up; a
 * document is not re-checked for its own change. `paths` stay the
 * caller's. */
void lsp_files_changed(Lsp *s, char *const *paths, size_t n);
/* A regular file's text (Shift_JIS detected) when it is at most `cap`
 * bytes, else NULL. */
SkSource *lsp_read_source(const char *path, size_t cap);
/* The open document of the file at `path`, or NULL. */
LspDoc *lsp_doc_open_at(Lsp *s, const char *path);
void lsp_doc_deps_clear(LspDoc *d);
void lsp_files_free(Lsp *s);

/* ---- position.c: LSP positions and ranges of a document -------------- */

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

#endif
