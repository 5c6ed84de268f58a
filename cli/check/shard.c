/* shard.c — `--shard K/N`: a deterministic share of the files, so that a CI
 * matrix of N runners checks every file exactly once. The share is decided
 * by a hash of the path as given (without a leading "./"), not by position
 * in the list: adding a file moves no other file to another shard. */
#include "jobs.h"

#include <string.h>

const char *cli_path_clean(const char *path) {
  while (path[0] == '.' && sk_path_sep(path[1])) {
    path += 2;
    while (sk_path_sep(*path)) path++;
  }
  return path;
}

bool cli_shard_has(const char *path, unsigned k, unsigned n) {
  if (n <= 1) return true;
  const char *p = cli_path_clean(path);
  uint64_t h = sk_hash64(p, strlen(p), SK_HASH_SEED);
  /* Mix the high bits in: FNV's low bits alone are weak for a modulus. */
  h ^= h >> 29;
  return h % n == (uint64_t)(k - 1);
}
