/* rpc.c — JSON-RPC 2.0 dispatch: validates each message, enforces the
 * LSP lifecycle (initialize → initialized → … → shutdown → exit), routes
 * requests and notifications through the method tables and answers with a
 * result or the right error code. Every message to the client leaves
 * through here (send_text): the session's outbox first, then the
 * server's own message, so the order is the order things were said. */
#include "server.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*NotifyFn)(Lsp *s, const cJSON *params);

static cJSON *initialize(LspServer *v, const cJSON *params, LspError *err);
static void did_change_configuration(Lsp *s, const cJSON *params);
static void did_change_workspace_folders(Lsp *s, const cJSON *params);

static const struct {
  const char *method;
  LspRequestFn fn;
} requests[] = {
    {"textDocument/hover", lsp_hover},
    {"textDocument/documentSymbol", lsp_document_symbol},
    {"textDocument/definition", lsp_definition},
    {"textDocument/references", lsp_references},
    {"textDocument/prepareRename", lsp_prepare_rename},
    {"textDocument/rename", lsp_rename},
    {"textDocument/completion", lsp_completion},
    {"textDocument/codeAction", lsp_code_action},
    {"codeAction/resolve", lsp_code_action_resolve},
    {"textDocument/foldingRange", lsp_folding_range},
    {"textDocument/inlayHint", lsp_inlay_hint},
    {"workspace/symbol", lsp_workspace_symbol},
    {"textDocument/documentHighlight", lsp_document_highlight},
    {"skellint/render", lsp_render},
};

static void initialized(Lsp *s, const cJSON *params);
static void set_trace(Lsp *s, const cJSON *params);

static const struct {
  const char *method;
  NotifyFn fn;
} notifications[] = {
    {"textDocument/didOpen", lsp_did_open},
    {"textDocument/didChange", lsp_did_change},
    {"textDocument/didClose", lsp_did_close},
    {"textDocument/didSave", lsp_did_save},
    {"workspace/didChangeConfiguration", did_change_configuration},
    {"workspace/didChangeWatchedFiles", lsp_did_change_watched_files},
    {"workspace/didChangeWorkspaceFolders", did_change_workspace_folders},
    {"initialized", initialized},
    {"$/setTrace", set_trace},
};

void lsp_send_outbox(LspServer *v) {
  LspOutbox *o = &v->s.outbox;
  for (size_t i = 0; i < o->count; i++) {
    lsp_transport_send(&v->io, o->texts[i], o->lens[i]);
    free(o->texts[i]);
  }
  o->count = 0;
}

/* Sends one message of the server's own, after what the outbox holds. */
static void send_msg(LspServer *v, cJSON *msg) {
  char *text = cJSON_PrintUnformatted(msg);
  cJSON_Delete(msg);
  if (text) lsp_outbox_push(&v->s, text, strlen(text));
  lsp_send_outbox(v);
}

static cJSON *envelope(const cJSON *id) {
  cJSON *m = cJSON_CreateObject();
  cJSON_AddStringToObject(m, "jsonrpc", "2.0");
  cJSON_AddItemToObject(m, "id", id ? cJSON_Duplicate(id, true) : cJSON_CreateNull());
  return m;
}

static void respond(LspServer *v, const cJSON *id, cJSON *result) {
  cJSON *m = envelope(id);
  cJSON_AddItemToObject(m, "result", result ? result : cJSON_CreateNull());
  send_msg(v, m);
}

void lsp_respond_error(LspServer *v, const cJSON *id, int code, const char *message) {
  cJSON *m = envelope(id);
  cJSON *e = cJSON_AddObjectToObject(m, "error");
  cJSON_AddNumberToObject(e, "code", code);
  cJSON_AddStringToObject(e, "message", message);
  send_msg(v, m);
}

/* The TraceValue "off", "messages" or "verbose": whether to send traces. */
static void read_trace(Lsp *s, const cJSON *v) {
  if (cJSON_IsString(v)) s->trace = strcmp(v->valuestring, "off") != 0;
}

static void set_trace(Lsp *s, const cJSON *params) {
  read_trace(s, cJSON_GetObjectItemCaseSensitive(params, "value"));
}

static void handle_request(LspServer *v, const char *method, const cJSON *id,
                           const cJSON *params) {
  if (v->state == LSP_STATE_UNINITIALIZED && strcmp(method, "initialize") != 0) {
    lsp_respond_error(v, id, LSP_SERVER_NOT_INITIALIZED,
                  "the server is not initialized: send initialize first");
    return;
  }
  if (v->state == LSP_STATE_SHUTDOWN) {
    lsp_respond_error(v, id, LSP_INVALID_REQUEST,
                  "the server is shutting down: only exit is accepted");
    return;
  }
  LspError err = {0};
  cJSON *result = NULL;
  if (strcmp(method, "initialize") == 0) {
    if (v->state != LSP_STATE_UNINITIALIZED) {
      lsp_respond_error(v, id, LSP_INVALID_REQUEST, "initialize was already received");
      return;
    }
    result = initialize(v, params, &err);
  } else if (strcmp(method, "shutdown") == 0) {
    v->state = LSP_STATE_SHUTDOWN;
  } else {
    size_t i = 0, n = sizeof requests / sizeof *requests;
    while (i < n && strcmp(requests[i].method, method) != 0) i++;
    if (i == n) {
      char msg[300];
      snprintf(msg, sizeof msg, "unknown method '%.200s'", method);
      lsp_respond_error(v, id, LSP_METHOD_NOT_FOUND, msg);
      return;
    }
    if (params && !cJSON_IsObject(params)) {
      lsp_respond_error(v, id, LSP_INVALID_PARAMS, "params must be an object");
      return;
    }
    result = requests[i].fn(&v->s, params, &err);
  }
  if (err.code) {
    cJSON_Delete(result);
    lsp_respond_error(v, id, err.code, err.message);
  } else {
    respond(v, id, result);
  }
}

static void handle_notification(LspServer *v, const char *method, const cJSON *params) {
  if (strcmp(method, "exit") == 0) {
    v->exiting = true;
    v->exit_code = v->state == LSP_STATE_SHUTDOWN ? 0 : 1;
    return;
  }
  /* Before initialize and after shutdown, notifications are dropped. */
  if (v->state != LSP_STATE_RUNNING) return;
  if (params && !cJSON_IsObject(params)) return;
  for (size_t i = 0; i < sizeof notifications / sizeof *notifications; i++)
    if (strcmp(notifications[i].method, method) == 0) {
      notifications[i].fn(&v->s, params);
      return;
    }
  /* Unknown notifications are ignored. */
}

void lsp_handle_message(LspServer *v, cJSON *msg) {
  if (!cJSON_IsObject(msg)) {
    lsp_respond_error(v, NULL, LSP_INVALID_REQUEST,
                  "a message must be a JSON object (batches are not supported)");
    return;
  }
  const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
  const cJSON *method = cJSON_GetObjectItemCaseSensitive(msg, "method");
  const cJSON *params = cJSON_GetObjectItemCaseSensitive(msg, "params");
  const cJSON *version = cJSON_GetObjectItemCaseSensitive(msg, "jsonrpc");
  if (id && !lsp_id_valid(id)) {
    lsp_respond_error(v, NULL, LSP_INVALID_REQUEST, "id must be an integer or a string");
    return;
  }
  if (!method && (cJSON_GetObjectItemCaseSensitive(msg, "result") ||
                  cJSON_GetObjectItemCaseSensitive(msg, "error")))
    return; /* a response (to client/registerCapability): nothing waits for it */
  if (!cJSON_IsString(version) || strcmp(version->valuestring, "2.0") != 0) {
    if (id) lsp_respond_error(v, id, LSP_INVALID_REQUEST, "jsonrpc must be \"2.0\"");
    return;
  }
  if (!cJSON_IsString(method)) {
    if (id || !method) lsp_respond_error(v, id, LSP_INVALID_REQUEST, "method must be a string");
    return;
  }
  if (params && !cJSON_IsObject(params) && !cJSON_IsArray(params)) {
    if (id) lsp_respond_error(v, id, LSP_INVALID_PARAMS, "params must be an object or an array");
    return;
  }
  if (id) handle_request(v, method->valuestring, id, params);
  else handle_notification(v, method->valuestring, params);
}

/* ---- initialize ---------------------------------------------------- */

static bool offers_utf8(const cJSON *params) {
  const cJSON *caps = cJSON_GetObjectItemCaseSensitive(params, "capabilities");
  const cJSON *general = cJSON_GetObjectItemCaseSensitive(caps, "general");
  const cJSON *encs = cJSON_GetObjectItemCaseSensitive(general, "positionEncodings");
  const cJSON *e;
  if (!cJSON_IsArray(encs)) return false;
  cJSON_ArrayForEach(e, encs)
    if (cJSON_IsString(e) && strcmp(e->valuestring, "utf-8") == 0) return true;
  return false;
}

/* Whether the client resolves a code action's edit lazily. */
static bool resolves_edits(const cJSON *caps) {
  const cJSON *td = cJSON_GetObjectItemCaseSensitive(caps, "textDocument");
  const cJSON *ca = cJSON_GetObjectItemCaseSensitive(td, "codeAction");
  const cJSON *rs = cJSON_GetObjectItemCaseSensitive(ca, "resolveSupport");
  const cJSON *props = cJSON_GetObjectItemCaseSensitive(rs, "properties"), *p;
  if (!cJSON_IsArray(props)) return false;
  cJSON_ArrayForEach(p, props)
    if (cJSON_IsString(p) && strcmp(p->valuestring, "edit") == 0) return true;
  return false;
}

static cJSON *initialize(LspServer *v, const cJSON *params, LspError *err) {
  Lsp *s = &v->s;
  if (!cJSON_IsObject(params))
    return lsp_fail(err, LSP_INVALID_PARAMS, "initialize needs an InitializeParams object");
  const cJSON *caps = cJSON_GetObjectItemCaseSensitive(params, "capabilities");
  if (caps && !cJSON_IsObject(caps))
    return lsp_fail(err, LSP_INVALID_PARAMS, "capabilities must be an object");
  s->unit = offers_utf8(params) ? SK_COLUMN_UTF8 : SK_COLUMN_UTF16;
  const cJSON *ws = cJSON_GetObjectItemCaseSensitive(caps, "workspace");
  const cJSON *watch = cJSON_GetObjectItemCaseSensitive(ws, "didChangeWatchedFiles");
  s->watch_files = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(watch, "dynamicRegistration"));
  s->resolve_edits = resolves_edits(caps);
  v->state = LSP_STATE_RUNNING;
  read_trace(s, cJSON_GetObjectItemCaseSensitive(params, "trace"));
  lsp_workspace_init(s, params);
  const cJSON *init = cJSON_GetObjectItemCaseSensitive(params, "initializationOptions");
  if (cJSON_IsObject(init)) lsp_config_apply(s, init);

  cJSON *r = cJSON_CreateObject();
  cJSON *c = cJSON_AddObjectToObject(r, "capabilities");
  cJSON_AddStringToObject(c, "positionEncoding",
                          s->unit == SK_COLUMN_UTF8 ? "utf-8" : "utf-16");
  cJSON *sync = cJSON_AddObjectToObject(c, "textDocumentSync");
  cJSON_AddBoolToObject(sync, "openClose", true);
  cJSON_AddNumberToObject(sync, "change", 2); /* incremental */
  cJSON_AddBoolToObject(sync, "save", true);
  cJSON_AddBoolToObject(c, "hoverProvider", true);
  cJSON_AddBoolToObject(c, "documentSymbolProvider", true);
  cJSON_AddBoolToObject(c, "definitionProvider", true);
  cJSON_AddBoolToObject(c, "referencesProvider", true);
  cJSON_AddBoolToObject(c, "foldingRangeProvider", true);
  cJSON_AddBoolToObject(c, "inlayHintProvider", true);
  cJSON_AddBoolToObject(c, "workspaceSymbolProvider", true);
  cJSON_AddBoolToObject(c, "documentHighlightProvider", true);
  cJSON *ren = cJSON_AddObjectToObject(c, "renameProvider");
  cJSON_AddBoolToObject(ren, "prepareProvider", true);
  cJSON *comp = cJSON_AddObjectToObject(c, "completionProvider");
  cJSON *trig = cJSON_AddArrayToObject(comp, "triggerCharacters");
  /* Each where it opens a field of its format (the library's sk_completion_trigger_fits). */
  for (const char *c = SK_COMPLETION_TRIGGERS; *c; c++)
    cJSON_AddItemToArray(trig, cJSON_CreateString((char[]){*c, 0}));
  cJSON *ca = cJSON_AddObjectToObject(c, "codeActionProvider");
  cJSON *kinds = cJSON_AddArrayToObject(ca, "codeActionKinds");
  cJSON_AddItemToArray(kinds, cJSON_CreateString("quickfix"));
  cJSON_AddItemToArray(kinds, cJSON_CreateString("source.fixAll.skellint"));
  cJSON_AddBoolToObject(ca, "resolveProvider", s->resolve_edits);
  cJSON *wsc = cJSON_AddObjectToObject(cJSON_AddObjectToObject(c, "workspace"), "workspaceFolders");
  cJSON_AddBoolToObject(wsc, "supported", true);
  cJSON_AddBoolToObject(wsc, "changeNotifications", true);
  cJSON *info = cJSON_AddObjectToObject(r, "serverInfo");
  cJSON_AddStringToObject(info, "name", "skellint");
  cJSON_AddStringToObject(info, "version", SK_VERSION);
  return r;
}

/* Asks the client to report changes on disk of the files a Cal3D
 * character is checked against (skeletons, model files, meshes), when it
 * can register watchers. The answer needs no handling. */
static void initialized(Lsp *s, const cJSON *params) {
  (void)params;
  if (!s->watch_files) return;
  cJSON *m = cJSON_CreateObject();
  cJSON_AddStringToObject(m, "jsonrpc", "2.0");
  cJSON_AddStringToObject(m, "id", "skellint-watch-cal3d");
  cJSON_AddStringToObject(m, "method", "client/registerCapability");
  cJSON *regs = cJSON_AddArrayToObject(cJSON_AddObjectToObject(m, "params"), "registrations");
  cJSON *reg = cJSON_CreateObject();
  cJSON_AddItemToArray(regs, reg);
  cJSON_AddStringToObject(reg, "id", "skellint-cal3d-files");
  cJSON_AddStringToObject(reg, "method", "workspace/didChangeWatchedFiles");
  cJSON *w = cJSON_AddArrayToObject(cJSON_AddObjectToObject(reg, "registerOptions"), "watchers");
  static const char *const globs[] = {"**/*.{xsf,XSF,cfg,CFG}", "**/*.{xmf,XMF}"};
  for (size_t i = 0; i < 2; i++) {
    cJSON *g = cJSON_CreateObject();
    cJSON_AddStringToObject(g, "globPattern", globs[i]);
    cJSON_AddItemToArray(w, g);
  }
  send_msg(lsp_server_of(s), m);
}

static void did_change_configuration(Lsp *s, const cJSON *params) {
  const cJSON *settings = cJSON_GetObjectItemCaseSensitive(params, "settings");
  if (!cJSON_IsObject(settings)) return;
  lsp_config_apply(s, settings);
  lsp_docs_recheck(s); /* checked after this message, before the next */
}

static void did_change_workspace_folders(Lsp *s, const cJSON *params) {
  lsp_workspace_folders_changed(s, params);
  lsp_docs_recheck(s); /* the project changed: checked after this message */
}
