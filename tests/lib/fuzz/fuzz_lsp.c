/* fuzz_lsp.c — the language server's transport and dispatch, fed a byte
 * stream on stdin exactly as an editor would: sk_lsp_main (lsp/include/lsp.h)
 * runs its real loop over the input until end of input or `exit`.
 *
 * The input's first byte chooses how the rest is read:
 *   even: raw bytes, framing included (the framing code is the target);
 *   odd:  JSON bodies separated by 0x1E (ASCII record separator), each
 *         framed here with a correct Content-Length (dispatch and the
 *         handlers are the target; lengths need not be guessed).
 * The server's answers go to /dev/null. Seeds: tests/lib/fuzz/seeds/lsp/ (*.jsonl,
 * one message a line), turned into both forms by tests/lib/fuzz/run.sh. */
#include "fuzz.h"
#include "lsp.h"

#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  int null = open("/dev/null", O_WRONLY);
  if (null < 0 || dup2(null, STDOUT_FILENO) < 0) {
    perror("fuzz_lsp: /dev/null");
    exit(1);
  }
  close(null);
  return 0;
}

static void put_all(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w <= 0) {
      perror("fuzz_lsp: write");
      abort();
    }
    p += w, n -= (size_t)w;
  }
}

static void put_framed(int fd, const char *body, size_t n) {
  char head[64];
  int hl = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", n);
  put_all(fd, head, (size_t)hl);
  put_all(fd, body, n);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > FUZZ_MAX_INPUT) return 0;
  bool framed = data[0] & 1;
  const char *p = (const char *)data + 1, *end = (const char *)data + size;
  int fd = memfd_create("fuzz_lsp", 0);
  if (fd < 0) {
    perror("fuzz_lsp: memfd_create");
    abort();
  }
  if (!framed) {
    put_all(fd, p, (size_t)(end - p));
  } else {
    while (p < end) {
      const char *rs = memchr(p, 0x1E, (size_t)(end - p));
      const char *stop = rs ? rs : end;
      put_framed(fd, p, (size_t)(stop - p));
      p = rs ? rs + 1 : end;
    }
  }
  lseek(fd, 0, SEEK_SET);
  if (dup2(fd, STDIN_FILENO) < 0) abort();
  close(fd);
  char name[] = "lsp";
  char *argv[] = {name, NULL};
  sk_lsp_main(1, argv);
  /* Leave stdin at an empty file, not at the spent input. */
  int null = open("/dev/null", O_RDONLY);
  if (null >= 0) dup2(null, STDIN_FILENO), close(null);
  return 0;
}
