/* replay.c — a main() for the fuzz targets where libFuzzer is not linked
 * (gcc builds, `make test`, `make test SANITIZE=1`): runs the target once
 * on each file named, or on each file of a directory named (skipping
 * *.expected, *.args and hidden files), so every regression input and seed
 * goes through the same invariants on every test run.
 *
 *   replay [--as-file] [--jsonl] [--after-magic] PATH...
 *     --as-file  prefix each input with the byte that names a file of its
 *                own extension (the check and fix targets, fuzz.h); each
 *                runs twice, the second time with bit 3 set (fuzz_fix:
 *                unsafe fixes too)
 *     --jsonl    the inputs are one JSON message a line: prefix 0x01 and
 *                join the lines with 0x1E (the framed form of fuzz_lsp.c)
 *     --after-magic  each input without its first four bytes (a binary
 *                Cal3D file for a target that fixes the magic,
 *                fuzz_cal3d_type.c); shorter files are skipped
 * Exits 0 when every input ran; a broken invariant aborts. */
#include "fuzz.h"

#include <dirent.h>
#include <stdbool.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

static bool as_file, jsonl, after_magic;
static size_t ran;

static uint8_t name_byte(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *dot = strrchr(slash ? slash : path, '.');
  for (size_t i = 1; dot && i < FUZZ_NNAMES; i++)
    if (strcasecmp(strrchr(fuzz_names[i], '.'), dot) == 0) return (uint8_t)i;
  return 0;
}

static bool skipped(const char *name) {
  size_t n = strlen(name);
  return name[0] == '.' || (n > 9 && strcmp(name + n - 9, ".expected") == 0) ||
         (n > 5 && strcmp(name + n - 5, ".args") == 0);
}

static void run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(2);
  }
  size_t cap = 1 << 16, len = 1;
  uint8_t *buf = malloc(cap);
  size_t n;
  while ((n = fread(buf + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) buf = realloc(buf, cap *= 2);
  }
  fclose(f);
  if (jsonl) {
    buf[0] = 0x01;
    for (size_t i = 1; i < len; i++)
      if (buf[i] == '\n') buf[i] = 0x1E;
    while (len > 1 && buf[len - 1] == 0x1E) len--;
  } else {
    buf[0] = name_byte(path);
  }
  bool prefix = as_file || jsonl;
  if (after_magic) {
    if (len >= 5) LLVMFuzzerTestOneInput(buf + 5, len - 5);
  } else {
    LLVMFuzzerTestOneInput(prefix ? buf : buf + 1, prefix ? len : len - 1);
  }
  if (as_file) {
    buf[0] |= 8;
    LLVMFuzzerTestOneInput(buf, len);
  }
  free(buf);
  ran++;
}

static void run_path(const char *path) {
  struct stat st;
  if (stat(path, &st) != 0) {
    perror(path);
    exit(2);
  }
  if (!S_ISDIR(st.st_mode)) {
    run_file(path);
    return;
  }
  struct dirent **names;
  int n = scandir(path, &names, NULL, alphasort);
  if (n < 0) {
    perror(path);
    exit(2);
  }
  for (int i = 0; i < n; i++) {
    if (!skipped(names[i]->d_name)) {
      char *sub = sk_xasprintf("%s/%s", path, names[i]->d_name);
      struct stat sst;
      if (stat(sub, &sst) == 0 && S_ISREG(sst.st_mode)) run_file(sub);
      free(sub);
    }
    free(names[i]);
  }
  free(names);
}

int main(int argc, char **argv) {
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  int i = 1;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (strcmp(argv[i], "--as-file") == 0) as_file = true;
    else if (strcmp(argv[i], "--jsonl") == 0) jsonl = true;
    else if (strcmp(argv[i], "--after-magic") == 0) after_magic = true;
    else {
      fprintf(stderr, "usage: %s [--as-file] [--jsonl] [--after-magic] PATH...\n", argv[0]);
      return 2;
    }
  }
  for (; i < argc; i++) run_path(argv[i]);
  fprintf(stderr, "%s: %zu inputs, no invariant broken\n", argv[0], ran);
  return 0;
}
