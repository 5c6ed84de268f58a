/* wire.h — the bottom layer of the language server (lsp/wire/): bytes in
 * and out. Content-Length framing over file descriptors (transport.c),
 * request ids exactly as the client wrote them (ids.c), the one JSON text
 * writer (json.c: strings escaped as cJSON escapes them, integers) and the
 * clock (clock.c). Nothing here knows LSP methods, documents or the
 * server; every layer above may use it. */
#ifndef SK_LSP_WIRE_H
#define SK_LSP_WIRE_H

#include "skellint.h"

#include <cjson/cJSON.h>

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
/* Whether the input has bytes to read now (without waiting). */
bool lsp_transport_waiting(const LspTransport *t);
/* Takes the next complete frame out of the buffer. The body stays valid
 * until the next fill. On LSP_FRAME_BAD the input has been resynchronised
 * to the next "Content-Length" header. */
LspFrameStatus lsp_transport_next(LspTransport *t, const char **body,
                                  size_t *len, char *why, size_t why_cap);
/* After a body turned out not to be JSON: if a header starts inside it
 * (the previous frame's Content-Length lied), rewind to that header so the
 * messages it swallowed are read again. Returns whether it rewound. */
bool lsp_transport_resync_in_body(LspTransport *t, size_t body_len);
/* Frames and writes one message. Returns false when the output is gone.
 * Only lsp/server/ calls it (tools/tidy.sh): every other layer pushes to
 * the session's outbox, which the server drains. */
bool lsp_transport_send(LspTransport *t, const char *body, size_t len);

/* ---- ids.c: request ids exactly as sent ---------------------------- */

/* Replaces msg's "id" and "params"."id", parsed by cJSON from
 * [body, body+len), with raw items holding their exact canonical text
 * when they are a string or an integer (ids.c says why). */
void lsp_ids_exact(cJSON *msg, const char *body, size_t len);
/* Whether id (after lsp_ids_exact) is a valid request id. */
bool lsp_id_valid(const cJSON *id);

/* ---- json.c: JSON text written straight into a buffer --------------- */

/* A string as cJSON_PrintUnformatted prints it (cJSON's escapes). */
void lsp_put_string(SkBuf *b, const char *s);
/* The same for the n bytes at s, NULs included (as \u0000). */
void lsp_put_string_n(SkBuf *b, const char *s, size_t n);
/* The body of such a string, without its quotes. */
void lsp_put_escaped(SkBuf *b, const char *s, size_t n);
/* Integers in plain decimal (as cJSON prints an integral number). */
void lsp_put_uint(SkBuf *b, uint64_t v);
void lsp_put_int(SkBuf *b, int64_t v);
/* A string literal as it is. */
#define LSP_PUT(b, lit) sk_buf_append((b), lit, sizeof lit - 1)

/* ---- clock.c: the monotonic clock ----------------------------------- */

int64_t lsp_now_ms(void);
int64_t lsp_now_us(void);

#endif
