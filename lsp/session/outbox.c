/* outbox.c — what the session has to say to the client: notifications,
 * window/logMessage and $/logTrace are queued here as JSON text, in order,
 * and the server (lsp/server/) sends them — before the response of the
 * request being handled, so the client sees them in the order they were
 * made. And what the session asks of the server: whether the request
 * being handled was cancelled, whether input is waiting (hooks the server
 * installs; without a server, never and no). */
#include "session.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void lsp_outbox_push(Lsp *s, char *text, size_t len) {
  LspOutbox *o = &s->outbox;
  if (o->count == o->cap) {
    o->cap = o->cap ? 2 * o->cap : 8;
    o->texts = sk_xrealloc(o->texts, o->cap * sizeof *o->texts);
    o->lens = sk_xrealloc(o->lens, o->cap * sizeof *o->lens);
  }
  o->texts[o->count] = text;
  o->lens[o->count++] = len;
}

void lsp_outbox_free(Lsp *s) {
  LspOutbox *o = &s->outbox;
  for (size_t i = 0; i < o->count; i++) free(o->texts[i]);
  free(o->texts);
  free(o->lens);
  memset(o, 0, sizeof *o);
}

void lsp_notify(Lsp *s, const char *method, cJSON *params) {
  cJSON *m = cJSON_CreateObject();
  cJSON_AddStringToObject(m, "jsonrpc", "2.0");
  cJSON_AddStringToObject(m, "method", method);
  cJSON_AddItemToObject(m, "params", params);
  char *text = cJSON_PrintUnformatted(m);
  cJSON_Delete(m);
  if (text) lsp_outbox_push(s, text, strlen(text));
}

void lsp_log(Lsp *s, int type, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *text = sk_xvasprintf(fmt, ap);
  va_end(ap);
  cJSON *p = cJSON_CreateObject();
  cJSON_AddNumberToObject(p, "type", type);
  cJSON_AddStringToObject(p, "message", text);
  free(text);
  lsp_notify(s, "window/logMessage", p);
}

void lsp_trace(Lsp *s, const char *fmt, ...) {
  if (!s->trace) return;
  va_list ap;
  va_start(ap, fmt);
  char *text = sk_xvasprintf(fmt, ap);
  va_end(ap);
  cJSON *p = cJSON_CreateObject();
  cJSON_AddStringToObject(p, "message", text);
  free(text);
  lsp_notify(s, "$/logTrace", p);
}

bool lsp_cancelled(Lsp *s) { return s->poll_cancelled && s->poll_cancelled(s); }

bool lsp_input_waiting(const Lsp *s) { return s->poll_input && s->poll_input(s); }
