/* test_transport.c — the language server's Content-Length framing
 * (lsp/wire/transport.c) on the byte level: split reads, several frames in one
 * read, and the recovery from each kind of broken frame. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>
#include <unistd.h>

#include "wire/wire.h"

typedef struct {
  int w;            /* the test writes here */
  int r;            /* the server side reads here (and writes to) */
  LspTransport t;
} Pipe;

static int setup(void **state) {
  Pipe *p = test_calloc(1, sizeof *p);
  int fds[2];
  assert_int_equal(pipe(fds), 0);
  p->r = fds[0];
  p->w = fds[1];
  lsp_transport_init(&p->t, p->r, p->w);
  *state = p;
  return 0;
}

static int teardown(void **state) {
  Pipe *p = *state;
  lsp_transport_free(&p->t);
  close(p->r);
  if (p->w >= 0) close(p->w);
  test_free(p);
  return 0;
}

static void put(Pipe *p, const char *s) {
  assert_int_equal(write(p->w, s, strlen(s)), (ssize_t)strlen(s));
  assert_true(lsp_transport_fill(&p->t));
}

/* The next frame must be a message with exactly this body. */
static void expect_body(Pipe *p, const char *body) {
  const char *b;
  size_t n;
  char why[128];
  assert_int_equal(lsp_transport_next(&p->t, &b, &n, why, sizeof why), LSP_FRAME_MESSAGE);
  assert_int_equal(n, strlen(body));
  assert_memory_equal(b, body, n);
}

static void expect(Pipe *p, LspFrameStatus want) {
  const char *b;
  size_t n;
  char why[128];
  assert_int_equal(lsp_transport_next(&p->t, &b, &n, why, sizeof why), want);
}

/* A frame split between reads is assembled. */
static void split_frame(void **state) {
  Pipe *p = *state;
  put(p, "Content-Len");
  expect(p, LSP_FRAME_NEED_MORE);
  put(p, "gth: 2\r\n\r\n{");
  expect(p, LSP_FRAME_NEED_MORE);
  put(p, "}");
  expect_body(p, "{}");
  expect(p, LSP_FRAME_NEED_MORE);
}

/* Two frames in one read; other headers, bare \n and case are accepted. */
static void two_frames(void **state) {
  Pipe *p = *state;
  put(p, "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[]"
         "content-length:3\n\n123");
  expect_body(p, "[]");
  expect_body(p, "123");
}

/* No Content-Length, a bad number, a huge one: each is one bad frame and
 * the next good frame is read. */
static void bad_headers(void **state) {
  Pipe *p = *state;
  put(p, "Content-Type: x\r\n\r\n{}Content-Length: 1\r\n\r\na");
  expect(p, LSP_FRAME_BAD);
  expect_body(p, "a");
  put(p, "Content-Length: 12z\r\n\r\nzzzContent-Length: 1\r\n\r\nb");
  expect(p, LSP_FRAME_BAD);
  expect_body(p, "b");
  put(p, "Content-Length: 67108865\r\n\r\nContent-Length: 1\r\n\r\nc");
  expect(p, LSP_FRAME_BAD);
  expect_body(p, "c");
  put(p, "Content-Length: 18446744073709551616000\r\n\r\nContent-Length: 1\r\n\r\nd");
  expect(p, LSP_FRAME_BAD);
  expect_body(p, "d");
}

/* A header block that never ends is dropped, keeping nothing of it. */
static void endless_header(void **state) {
  Pipe *p = *state;
  char junk[LSP_MAX_HEADER + 100];
  memset(junk, 'X', sizeof junk - 1);
  junk[sizeof junk - 1] = '\0';
  put(p, junk);
  expect(p, LSP_FRAME_BAD);
  expect(p, LSP_FRAME_NEED_MORE);
  put(p, "Content-Length: 1\r\n\r\ne");
  expect_body(p, "e");
}

/* A length longer than the body swallows the next frame; the caller finds
 * the body is not JSON and rewinds to the swallowed header. */
static void length_too_long(void **state) {
  Pipe *p = *state;
  put(p, "Content-Length: 30\r\n\r\n{}Content-Length: 2\r\n\r\n[1]extra");
  const char *b;
  size_t n;
  char why[128];
  assert_int_equal(lsp_transport_next(&p->t, &b, &n, why, sizeof why), LSP_FRAME_MESSAGE);
  assert_int_equal(n, 30);
  assert_true(lsp_transport_resync_in_body(&p->t, n));
  expect_body(p, "[1");
}

/* What the server writes is framed with the exact length. */
static void send_frames(void **state) {
  Pipe *p = *state;
  assert_true(lsp_transport_send(&p->t, "{\"a\":\"é\"}", strlen("{\"a\":\"é\"}")));
  char buf[64] = {0};
  ssize_t n = read(p->r, buf, sizeof buf - 1);
  assert_string_equal(buf, "Content-Length: 10\r\n\r\n{\"a\":\"é\"}");
  assert_int_equal(n, 32);
}

static void utf8(void **state) {
  (void)state;
  assert_true(sk_utf8_valid("a\xC3\xA9\xE9\xA0\xAD\xF0\x9F\x98\x80", 10));
  assert_false(sk_utf8_valid("\xC0\xAF", 2));         /* overlong */
  assert_false(sk_utf8_valid("\xED\xA0\x80", 3));     /* a surrogate */
  assert_false(sk_utf8_valid("\xF4\x90\x80\x80", 4)); /* past U+10FFFF */
  assert_false(sk_utf8_valid("\xE9\xA0", 2));         /* truncated */
  assert_false(sk_utf8_valid("\xFF", 1));
  /* The check is the library's (lint/source.c): ASCII eight bytes at a
   * time, then each sequence by sk_utf8_seq. */
  assert_true(sk_utf8_valid("{\"jsonrpc\":\"2.0\"}", 17));
  assert_false(sk_utf8_valid("abcdefgh\xFF", 9));
  assert_false(sk_utf8_valid("abcdefghijklmno\xC3", 16));
  assert_true(sk_utf8_valid("abcdefghijklmno\xC3\xA9" "abcdefgh", 25));
  assert_false(sk_utf8_valid("abcdefgh\x00\xFE" "abcdefgh", 18)); /* past a NUL too */
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(split_frame, setup, teardown),
      cmocka_unit_test_setup_teardown(two_frames, setup, teardown),
      cmocka_unit_test_setup_teardown(bad_headers, setup, teardown),
      cmocka_unit_test_setup_teardown(endless_header, setup, teardown),
      cmocka_unit_test_setup_teardown(length_too_long, setup, teardown),
      cmocka_unit_test_setup_teardown(send_frames, setup, teardown),
      cmocka_unit_test_setup_teardown(utf8, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
