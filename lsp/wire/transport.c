/* transport.c — LSP base protocol framing: "Content-Length: N\r\n\r\n"
 * then N bytes of JSON, in both directions.
 *
 * Input is hostile until proven otherwise: a header block that never ends,
 * a missing or absurd Content-Length, a length that runs past the real
 * body. Each is reported as a bad frame and the reader skips to the next
 * "Content-Length" at the start of a line, so one broken message does not
 * take the session down. */
#include "wire.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/uio.h>
#include <unistd.h>

#define READ_CHUNK 65536
static const char HEADER_NAME[] = "Content-Length";

void lsp_transport_init(LspTransport *t, int in_fd, int out_fd) {
  memset(t, 0, sizeof *t);
  t->in_fd = in_fd;
  t->out_fd = out_fd;
}

void lsp_transport_free(LspTransport *t) {
  free(t->buf);
  t->buf = NULL;
  t->pos = t->len = t->cap = 0;
}

bool lsp_transport_waiting(const LspTransport *t) {
  struct pollfd p = {.fd = t->in_fd, .events = POLLIN};
  return !t->eof && poll(&p, 1, 0) > 0;
}

bool lsp_transport_fill(LspTransport *t) {
  if (t->eof) return false;
  /* Drop consumed bytes before growing. */
  if (t->pos > 0) {
    memmove(t->buf, t->buf + t->pos, t->len - t->pos);
    t->len -= t->pos;
    t->pos = 0;
  }
  /* Give memory back once a huge message has been consumed. */
  if (t->cap > 16 * READ_CHUNK && t->len < READ_CHUNK) {
    t->cap = 2 * READ_CHUNK;
    t->buf = sk_xrealloc(t->buf, t->cap);
  }
  if (t->cap - t->len < READ_CHUNK) {
    t->cap = t->cap ? t->cap * 2 : 2 * READ_CHUNK;
    while (t->cap - t->len < READ_CHUNK) t->cap *= 2;
    t->buf = sk_xrealloc(t->buf, t->cap);
  }
  ssize_t n;
  do n = read(t->in_fd, t->buf + t->len, t->cap - t->len);
  while (n < 0 && errno == EINTR);
  if (n <= 0) {
    t->eof = true;
    return false;
  }
  t->len += (size_t)n;
  return true;
}

/* Where a header block starting at p ends (just after the empty line), or
 * NULL. Bare "\n" line ends are accepted as well as "\r\n". */
static const char *header_end(const char *p, const char *end) {
  for (const char *q = p; q < end; q++) {
    if (*q != '\n') continue;
    if (q + 1 < end && q[1] == '\n') return q + 2;
    if (q + 2 < end && q[1] == '\r' && q[2] == '\n') return q + 3;
  }
  return NULL;
}

/* Skips to the next "Content-Length" after the current position (at least
 * one byte on); the bytes before it are garbage, so it need not start a
 * line. Keeps a tail that could be the beginning of such a header. */
static void resync(LspTransport *t) {
  const char *start = t->buf + t->pos, *end = t->buf + t->len;
  size_t hn = sizeof HEADER_NAME - 1;
  for (const char *q = start + 1; q + hn <= end; q++) {
    if (strncasecmp(q, HEADER_NAME, hn) == 0) {
      t->pos = (size_t)(q - t->buf);
      return;
    }
  }
  /* Keep only a tail that could grow into "Content-Length". */
  size_t keep = hn - 1 < (size_t)(end - start) ? hn - 1 : (size_t)(end - start) - 1;
  for (; keep > 0; keep--)
    if (strncasecmp(end - keep, HEADER_NAME, keep) == 0) break;
  t->pos = t->len - keep;
}

/* Parses the header block [p, end) into *content_length. */
static bool parse_headers(const char *p, const char *end, size_t *content_length,
                          char *why, size_t why_cap) {
  bool have = false;
  while (p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) eol = end;
    const char *line_end = eol > p && eol[-1] == '\r' ? eol - 1 : eol;
    if (line_end == p) break; /* the empty line */
    const char *colon = memchr(p, ':', (size_t)(line_end - p));
    if (!colon) {
      snprintf(why, why_cap, "malformed header line (no ':')");
      return false;
    }
    size_t name_len = (size_t)(colon - p);
    if (name_len == sizeof HEADER_NAME - 1 &&
        strncasecmp(p, HEADER_NAME, name_len) == 0) {
      const char *v = colon + 1;
      while (v < line_end && (*v == ' ' || *v == '\t')) v++;
      const char *ve = line_end;
      while (ve > v && (ve[-1] == ' ' || ve[-1] == '\t')) ve--;
      if (v == ve) {
        snprintf(why, why_cap, "empty Content-Length");
        return false;
      }
      size_t n = 0;
      for (const char *d = v; d < ve; d++) {
        if (*d < '0' || *d > '9') {
          snprintf(why, why_cap, "Content-Length is not a number");
          return false;
        }
        if (n > LSP_MAX_BODY) continue; /* already too big: stop growing */
        n = n * 10 + (size_t)(*d - '0');
      }
      if (n > LSP_MAX_BODY) {
        snprintf(why, why_cap, "Content-Length exceeds the limit of %u bytes",
                 LSP_MAX_BODY);
        return false;
      }
      *content_length = n;
      have = true;
    }
    p = eol + 1;
  }
  if (!have) {
    snprintf(why, why_cap, "missing Content-Length header");
    return false;
  }
  return true;
}

LspFrameStatus lsp_transport_next(LspTransport *t, const char **body,
                                  size_t *len, char *why, size_t why_cap) {
  /* Blank lines between messages are harmless: skip them. */
  while (t->pos < t->len && (t->buf[t->pos] == '\r' || t->buf[t->pos] == '\n'))
    t->pos++;
  /* Nothing buffered (buf may still be NULL: no pointer arithmetic on it). */
  if (t->pos >= t->len) return LSP_FRAME_NEED_MORE;
  const char *start = t->buf + t->pos, *end = t->buf + t->len;
  size_t scan = (size_t)(end - start);
  if (scan > LSP_MAX_HEADER) scan = LSP_MAX_HEADER;
  const char *hend = header_end(start, start + scan);
  if (!hend) {
    if (scan < LSP_MAX_HEADER) return LSP_FRAME_NEED_MORE;
    snprintf(why, why_cap, "header block longer than %u bytes", LSP_MAX_HEADER);
    resync(t);
    return LSP_FRAME_BAD;
  }
  size_t n = 0;
  if (!parse_headers(start, hend, &n, why, why_cap)) {
    resync(t);
    return LSP_FRAME_BAD;
  }
  if ((size_t)(end - hend) < n) return LSP_FRAME_NEED_MORE;
  *body = hend;
  *len = n;
  t->last_body = (size_t)(hend - t->buf);
  t->pos = t->last_body + n;
  return LSP_FRAME_MESSAGE;
}

bool lsp_transport_resync_in_body(LspTransport *t, size_t body_len) {
  const char *b = t->buf + t->last_body;
  size_t hn = sizeof HEADER_NAME - 1;
  for (size_t i = 1; i + hn <= body_len; i++) {
    if (strncasecmp(b + i, HEADER_NAME, hn) == 0) {
      t->pos = t->last_body + i;
      return true;
    }
  }
  return false;
}

bool lsp_transport_send(LspTransport *t, const char *body, size_t len) {
  if (t->broken) return false;
  char head[64];
  int hl = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", len);
  struct iovec iov[2] = {{head, (size_t)hl}, {(void *)body, len}};
  int idx = 0;
  while (idx < 2) {
    ssize_t w = writev(t->out_fd, iov + idx, 2 - idx);
    if (w < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      t->broken = true;
      return false;
    }
    size_t left = (size_t)w;
    while (idx < 2 && left >= iov[idx].iov_len) left -= iov[idx++].iov_len;
    if (idx < 2) {
      iov[idx].iov_base = (char *)iov[idx].iov_base + left;
      iov[idx].iov_len -= left;
    }
  }
  return true;
}
