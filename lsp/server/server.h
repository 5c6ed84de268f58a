/* server.h — the top layer of the language server (lsp/server/): the
 * process (server.c: `skellint lsp`, the one loop) and the dispatcher
 * (rpc.c: the lifecycle and the method tables). It is the only code that
 * writes to the client (lsp_transport_send): what the layers below have
 * to say waits in the session's outbox, which the server sends in order —
 * before the response of the request that made it. The loop: read what
 * stdin has → handle each message → run the checks asked for at once →
 * send the outbox; once nothing is waiting, run the checks that are due
 * and poll stdin until the next one is. Uses every layer below. */
#ifndef SK_LSP_SERVER_H
#define SK_LSP_SERVER_H

#include "../features/features.h"

typedef enum {
  LSP_STATE_UNINITIALIZED,
  LSP_STATE_RUNNING,
  LSP_STATE_SHUTDOWN  /* shutdown answered; only exit is left */
} LspState;

/* Messages read but not yet handled, in order; `next` is the one to
 * handle next (messages can arrive while one is being handled). */
typedef struct {
  cJSON **items;
  size_t count, cap, next;
} LspQueue;

typedef struct {
  /* The session: first, so that the hooks it calls with &srv->s find
   * the server (server_of). */
  Lsp s;
  LspTransport io;
  LspQueue queue;
  const cJSON *request_id; /* the id of the request being handled, or NULL */
  LspState state;
  bool exiting;
  int exit_code;
} LspServer;

/* The server whose session `s` is. */
static inline LspServer *lsp_server_of(Lsp *s) { return (LspServer *)s; }

/* rpc.c: one message in; the lifecycle and the method tables. */
void lsp_handle_message(LspServer *v, cJSON *msg);
/* Sends an error response (id NULL: JSON null). */
void lsp_respond_error(LspServer *v, const cJSON *id, int code, const char *message);
/* Sends the session's outbox, in order, and empties it. */
void lsp_send_outbox(LspServer *v);

#endif
