/* server.c — `skellint lsp`: the entry point and the one loop of the
 * language server. The loop reads what stdin has, turns complete frames
 * into messages, answers them in order (a request cancelled by a later
 * $/cancelRequest already in the queue is answered -32800 without running)
 * — after each, the checks it asked for at once run and the outbox is
 * sent — then, once nothing more is waiting on stdin, runs the re-checks
 * that are due and polls stdin with a timeout that ends when the next one
 * is (the schedule: lsp/session/schedule.h). Long handlers read ahead
 * while they run (lsp_cancelled, the hook installed here) to see a
 * cancellation of their own request. */
#include "lsp.h" /* lsp/include/: the entry point this file defines */
#include "server.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool input_waiting(const Lsp *s) {
  return lsp_transport_waiting(&lsp_server_of((Lsp *)s)->io);
}

/* The JSON value that is the whole body, or NULL (trailing bytes mean
 * the frame's length was wrong and swallowed part of the next message). */
static cJSON *parse_whole(const char *body, size_t len) {
  const char *end = NULL;
  cJSON *v = cJSON_ParseWithLengthOpts(body, len, &end, false);
  if (!v) return NULL;
  for (const char *p = end; p && p < body + len; p++)
    if (*p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') {
      cJSON_Delete(v);
      return NULL;
    }
  return v;
}

/* Parses every complete frame buffered so far into the queue. Frames that
 * are not JSON are answered -32700 at once (their id cannot be known). */
static void read_messages(LspServer *s) {
  LspQueue *q = &s->queue;
  for (;;) {
    const char *body;
    size_t len;
    char why[160];
    LspFrameStatus st = lsp_transport_next(&s->io, &body, &len, why, sizeof why);
    if (st == LSP_FRAME_NEED_MORE) return;
    if (st == LSP_FRAME_BAD) {
      char msg[200];
      snprintf(msg, sizeof msg, "bad frame: %s", why);
      lsp_respond_error(s, NULL, LSP_PARSE_ERROR, msg);
      continue;
    }
    cJSON *msg = NULL;
    const char *reason = "the body is not valid JSON";
    if (!sk_utf8_valid(body, len)) reason = "the body is not valid UTF-8";
    else msg = parse_whole(body, len);
    if (msg) lsp_ids_exact(msg, body, len);
    if (!msg) {
      lsp_respond_error(s, NULL, LSP_PARSE_ERROR, reason);
      lsp_transport_resync_in_body(&s->io, len);
      continue;
    }
    if (q->count == q->cap) {
      q->cap = q->cap ? q->cap * 2 : 16;
      q->items = sk_xrealloc(q->items, q->cap * sizeof *q->items);
    }
    q->items[q->count++] = msg;
  }
}

/* Whether a message after the one being handled cancels request `id`. */
static bool cancel_queued(const LspQueue *q, const cJSON *id) {
  for (size_t j = q->next; j < q->count; j++)
    if (lsp_is_cancel_of(q->items[j], id)) return true;
  return false;
}

/* The session's hook: whether the request being handled was cancelled.
 * What the session has queued meanwhile (the publish of the check the
 * request needed first) is sent first: the client may answer it. */
static bool poll_cancelled(Lsp *session) {
  LspServer *s = lsp_server_of(session);
  lsp_send_outbox(s);
  if (!s->request_id) return false;
  if (lsp_transport_waiting(&s->io) && lsp_transport_fill(&s->io)) read_messages(s);
  return cancel_queued(&s->queue, s->request_id);
}

/* Handles the queue in order, including what arrives meanwhile. A request
 * whose cancellation is already queued is answered -32800 unrun. */
static void process(LspServer *s) {
  LspQueue *q = &s->queue;
  while (q->next < q->count) {
    cJSON *msg = q->items[q->next++];
    if (!s->exiting) {
      const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
      bool request = id && cJSON_GetObjectItemCaseSensitive(msg, "method");
      if (request && cancel_queued(q, id)) {
        lsp_respond_error(s, id, LSP_REQUEST_CANCELLED, "the request was cancelled");
      } else {
        s->request_id = request ? id : NULL;
        lsp_handle_message(s, msg);
        s->request_id = NULL;
        lsp_checks_at_once(&s->s);
      }
      lsp_send_outbox(s);
    }
    cJSON_Delete(msg);
  }
  q->count = q->next = 0;
}

static void run(LspServer *s) {
  for (;;) {
    read_messages(s);
    process(s);
    if (s->exiting || s->io.broken) break;
    if (s->io.eof) {
      /* The client went away without exit. */
      s->exit_code = s->state == LSP_STATE_SHUTDOWN ? 0 : 1;
      break;
    }
    /* Drain first: what the client has sent already is applied before
     * any check, so a burst of edits is checked once, on its last text —
     * unless a document has waited too long (input that never pauses). */
    if (lsp_transport_waiting(&s->io) && !lsp_checks_overdue(&s->s)) {
      lsp_transport_fill(&s->io);
      continue;
    }
    lsp_checks_due(&s->s);
    lsp_send_outbox(s);
    struct pollfd p = {.fd = s->io.in_fd, .events = POLLIN};
    int r = poll(&p, 1, lsp_checks_timeout(&s->s));
    if (r < 0 && errno != EINTR) {
      s->exit_code = 1;
      break;
    }
    if (r > 0) lsp_transport_fill(&s->io);
  }
  for (size_t i = s->queue.next; i < s->queue.count; i++) cJSON_Delete(s->queue.items[i]);
  free(s->queue.items);
}

static void usage(FILE *f) {
  fputs("usage: skellint lsp [--stdio]\n"
        "Runs the skellint language server over stdin/stdout (JSON-RPC 2.0,\n"
        "Language Server Protocol 3.17). Editors start it; VS Code appends --stdio.\n",
        f);
}

int sk_lsp_main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--stdio") == 0 || strncmp(a, "--clientProcessId", 17) == 0) continue;
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout);
      return 0;
    }
    fprintf(stderr, "skellint lsp: unknown option '%s'\n", a);
    usage(stderr);
    return 2;
  }
  signal(SIGPIPE, SIG_IGN);
  lsp_keep_memory();
  LspServer v;
  memset(&v, 0, sizeof v);
  v.state = LSP_STATE_UNINITIALIZED;
  Lsp *s = &v.s;
  s->unit = SK_COLUMN_UTF16;
  s->debounce_ms = LSP_DEFAULT_DEBOUNCE_MS;
  s->poll_cancelled = poll_cancelled;
  s->poll_input = input_waiting;
  sk_options_init(&s->opts);
  lsp_transport_init(&v.io, 0, 1);
  run(&v);
  while (s->docs) {
    LspDoc *d = s->docs;
    s->docs = d->next;
    lsp_doc_free(d);
  }
  lsp_config_free(s);
  lsp_files_free(s);
  lsp_workspace_free(s);
  lsp_outbox_free(s);
  lsp_transport_free(&v.io);
  return v.exit_code;
}
