/* jobs.h — the thread pool of `check -j N` (jobs.c), the progress line
 * (progress.c), sharding (shard.c) and --files-from (files_from.c). */
#ifndef SK_CLI_JOBS_H
#define SK_CLI_JOBS_H

#include "cli.h"

/* work(i) runs on any thread, at most once per i; emit(i) runs on the
 * calling thread in order 0, 1, … once work(i) has finished; tick(done,
 * n) on the calling thread after each emit and about every 100 ms while
 * it waits. cost(i), when set, is called on the worker after work(i):
 * roughly the bytes file i's result holds until it is emitted. Workers
 * then stop running ahead of the output while the results waiting for it
 * hold more than CLI_POOL_HELD_FLOOR bytes and more than the largest
 * single result seen, so a run's memory is bounded by its largest file,
 * not by the window of files times their size. */
typedef struct {
  size_t n;
  int threads;
  void (*work)(size_t i, void *ud);
  void (*emit)(size_t i, void *ud);
  void (*tick)(size_t done, size_t n, void *ud);
  size_t (*cost)(size_t i, void *ud);
  void *ud;
} CliPool;
#define CLI_POOL_HELD_FLOOR ((size_t)1 << 20)
void cli_pool_run(const CliPool *p);
/* The number of online processors (1..64). */
int cli_default_jobs(void);

/* A one-line progress indicator on stderr, shown only when stderr is a
 * terminal and the run has taken longer than two seconds. */
typedef struct CliProgress CliProgress;
CliProgress *cli_progress_new(bool enabled);
void cli_progress_update(CliProgress *p, size_t done, size_t total);
/* Clears the line, if one is drawn, before other output. */
void cli_progress_clear(CliProgress *p);
/* Clears the line (if one was drawn) and frees p. */
void cli_progress_end(CliProgress *p);

/* Whether `path` belongs to shard k of n (1-based): a stable hash of the
 * path as given (a leading "./" removed), so every runner agrees. */
bool cli_shard_has(const char *path, unsigned k, unsigned n);
/* `path` without leading "./" (a pointer into path). */
const char *cli_path_clean(const char *path);

/* Reads a list of paths, one per line (blank lines skipped, a final CR
 * removed), from FILE or "-" (stdin). Calls fn for each. Returns false and
 * prints the reason when the list cannot be read or exceeds a limit: a
 * line of more than CLI_FILES_FROM_MAX_LINE bytes, more than
 * CLI_FILES_FROM_MAX_PATHS paths or CLI_FILES_FROM_MAX_BYTES bytes. */
#define CLI_FILES_FROM_MAX_LINE 4096u
#define CLI_FILES_FROM_MAX_PATHS 10000000u
#define CLI_FILES_FROM_MAX_BYTES (1ull << 30)
bool cli_files_from(const char *file, void (*fn)(const char *path, void *ud), void *ud);

#endif
