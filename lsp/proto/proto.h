/* proto.h — the protocol layer of the language server (lsp/proto/):
 * conversions between LSP's JSON and the library's values that need no
 * document of the session: error codes and the error a handler returns,
 * integers read from JSON, file: URIs (uri.c), ranges and diagnostics
 * written as JSON text over a position index (diagnostic.c), and what a
 * $/cancelRequest names (message.c). It never sends anything: it reads
 * and writes values, the server sends them. Uses lsp/wire/ only. */
#ifndef SK_LSP_PROTO_H
#define SK_LSP_PROTO_H

#include "../wire/wire.h"

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

typedef struct {
  int code;             /* 0: no error */
  char message[512];
} LspError;

/* ---- message.c: reading messages ------------------------------------ */

/* Sets err and returns NULL, for handlers: return lsp_fail(err, …). */
cJSON *lsp_fail(LspError *err, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A JSON integer in [min, max]. */
bool lsp_json_int(const cJSON *item, double min, double max, int64_t *out);
/* Whether a parsed message is $/cancelRequest for `id`. */
bool lsp_is_cancel_of(const cJSON *msg, const cJSON *id);

/* ---- uri.c ----------------------------------------------------------- */

/* A file: URI's path, percent-decoded (file://host/share/x: the share
 * //host/share/x); other URIs as they are. `win`: the Windows rules
 * (file:///c%3A/x is c:/x); lsp_uri_path uses the system's. */
char *lsp_uri_path_for(bool win, const char *uri);
#define lsp_uri_path(uri) lsp_uri_path_for(SK_PATH_WIN, uri)
/* The file: URI of a path as VS Code writes it (file:///c%3A/x). */
#define lsp_path_uri(path) sk_path_uri(path, SK_URI_DRIVE_VSCODE)

/* ---- diagnostic.c: ranges and diagnostics as JSON text --------------- */

/* LSP DiagnosticSeverity: 1 error, 2 warning, 3 information. */
int lsp_severity(SkSeverity sev);
/* A Range over the position index `pos` (as the session's lsp_range_json
 * builds it with cJSON). */
void lsp_put_range(SkBuf *b, const SkPositions *pos, SkSpan span);
/* One diagnostic of the document `uri` as an LSP Diagnostic, the text
 * cJSON prints for the session's lsp_diagnostic_json. */
void lsp_put_diagnostic(SkBuf *b, const char *uri, const SkPositions *pos,
                        const SkDiagnostic *g);

/* ---- range_json.c: spans as Range, Position and Location objects ----- */

/* A Position, Range or Location over the position index `pos` (the
 * session's lsp_range_json for a document). An invalid span is (0, 0). */
cJSON *lsp_position_to_json(const SkPositions *pos, uint32_t offset);
cJSON *lsp_range_to_json(const SkPositions *pos, SkSpan span);
cJSON *lsp_location_to_json(const char *uri, const SkPositions *pos, SkSpan span);

/* ---- symbols_json.c: symbols, folding, suppression edits ------------- */

/* The DocumentSymbol array of the library's symbols (sk_document_symbols);
 * NULL when `cancelled` (may be NULL), asked once a symbol, says to stop. */
cJSON *lsp_symbols_json(const SkPositions *pos, const SkSymbol *syms, size_t n,
                        SkCancelled cancelled, void *arg);
/* A workspace SymbolInformation: a bone `name` at `location` (taken), its
 * container the base name of `file`. */
cJSON *lsp_workspace_symbol_json(const char *name, const char *file, cJSON *location);
/* The FoldingRange array of sk_folds' lines. */
cJSON *lsp_folds_json(const SkFold *folds, size_t n);
/* "Disable SKxxx for this line / file" as a quickfix CodeAction editing
 * `uri`, for the finding given as `diagnostic` (taken). */
cJSON *lsp_suppress_action_json(const SkSuppressEdit *e, const char *uri, const SkPositions *pos,
                                cJSON *diagnostic);

/* ---- the editor layer's values as LSP results (lint/editor/) --------- */

/* hover_json.c: a Hover (markdown contents, range). */
cJSON *lsp_hover_json(const SkHover *h, const SkPositions *pos);
/* highlight_json.c: DocumentHighlight[]. */
cJSON *lsp_highlights_json(const SkHighlights *h, const SkPositions *pos);
/* inlay_json.c: InlayHint[]. */
cJSON *lsp_inlay_hints_json(const SkInlayHints *h, const SkPositions *pos);
/* definition_json.c: Location[] of spans of the document `uri`. */
cJSON *lsp_locations_json(const char *uri, const SkSpans *l, const SkPositions *pos);
/* rename_json.c: prepareRename's {range, placeholder}, and the
 * WorkspaceEdit {changes: {uri: TextEdit[]}} of a rename. */
cJSON *lsp_prepare_rename_json(const SkRenameTarget *t, const SkPositions *pos);
cJSON *lsp_workspace_edit_json(const char *uri, const SkEdits *e, const SkPositions *pos);

/* completion_json.c: a CompletionList {isIncomplete, items}. */
cJSON *lsp_completions_json(const SkCompletions *l, const SkPositions *pos);

/* render_json.c: skellint/render's result, of a picture's SVG or of a
 * document without bones (svg null, the message). */
cJSON *lsp_render_json(const SkDocument *doc, const char *svg, const SkPositions *pos);
cJSON *lsp_render_nothing_json(const char *message);

/* action_json.c: fixes as code actions. The WorkspaceEdit {changes: {uri:
 * [TextEdit…]}} of every edit of each fix, as JSON text appended to b
 * (what cJSON prints for it, without building it); a quick fix (taking
 * `diagnostic`; `edit` as written by lsp_put_fix_edit); fix-all, with
 * its edit, or with NULL the data codeAction/resolve reads back (uri,
 * version). */
void lsp_put_fix_edit(SkBuf *b, const char *uri, const SkPositions *pos, const SkFix *const *fixes,
                      size_t n);
cJSON *lsp_fix_action_json(const SkFix *fix, bool preferred, cJSON *diagnostic, const char *edit);
cJSON *lsp_fix_all_action_json(const char *uri, int64_t version, const char *edit);

#endif
