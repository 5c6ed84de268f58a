/* fix_write.h — `--fix`, `--unsafe-fixes` and `--diff` (fix_write.c,
 * diff.c): fixes applied in rounds until none is left, and written back
 * atomically in the file's own encoding, never over a file that changed
 * since it was read. */
#ifndef SK_CLI_FIX_WRITE_H
#define SK_CLI_FIX_WRITE_H

#include "cli.h"

#include <sys/stat.h>

enum { CLI_FIX_MAX_ROUNDS = 10 };

/* Whether a file name is a temporary file of `--fix` (fix_write.c), which
 * no walk visits. */
bool cli_is_fix_temp(const char *name);

/* What a file was when it was read: compared again just before the
 * fixed version replaces it. */
typedef struct {
  struct stat st;
  SkFileStamp file; /* how the library tells it changed (sk_file_stamp_same) */
  uint64_t hash;   /* of its bytes */
  size_t len;
} CliStamp;

/* cli_read_file_in plus the stamp of what was read (the open file's). */
bool cli_read_file_stamped(const char *path, const SkScope *within, char **bytes, size_t *len,
                           CliStamp *stamp, int *err);

typedef struct {
  size_t applied;   /* fixes applied over every round */
  unsigned rounds;  /* rounds that applied something */
  bool converged;   /* the last round applied nothing */
  char *why;        /* set (malloc'd) when the loop stopped on a problem */
} CliFixResult;

/* Applies fixes to *docp in rounds — sk_fixes_apply, re-encode into the
 * file's encoding, re-check — until a round applies nothing or after
 * CLI_FIX_MAX_ROUNDS. When something was applied, *docp is replaced by the
 * last check (whose src->raw holds the bytes to write) and the original
 * document is left to the caller, to free or to fall back on when the
 * write is refused. `try_sjis` as for the first check. A .cfg (c is its
 * character, part -1) has its character planned again from each round's
 * text (`scope`: where its names may be looked up), so that a name the
 * round corrected is found. */
void cli_fix_loop(SkDocument **docp, const SkOptions *opts, const SkCharacter *c,
                  const SkScope *scope,
                  int32_t part, bool unsafe, bool try_sjis, CliFixResult *r);

/* Replaces `path` with `bytes`: a temporary file in the same directory,
 * written, given the original's permissions (and owner when allowed),
 * fsync'd, then renamed over it — unless the file no longer matches
 * `stamp` (sk_file_stamp_same, bytes), in which case nothing is written.
 * Returns false and sets *why (malloc'd) on refusal or failure. */
bool cli_write_back(const char *path, const CliStamp *stamp, const char *bytes,
                    size_t len, char **why);
/* Writes a new file (or replaces one) atomically, for reports such as the
 * baseline. */
bool cli_write_new_file(const char *path, const char *bytes, size_t len, char **why);

/* A unified diff (3 lines of context) from `a` to `b`, labelled a/PATH and
 * b/PATH; "" when they are equal. Malloc'd. */
char *cli_unified_diff(const char *path, const char *a, size_t alen,
                       const char *b, size_t blen);

#endif
