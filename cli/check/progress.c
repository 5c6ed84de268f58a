/* progress.c — "[412/2,000] checking avatars/…" on stderr, redrawn in place
 * at most ten times a second, only on a terminal and only once the run has
 * lasted two seconds: short runs and logs stay clean. */
#include "jobs.h"
#include "output/output.h"

#include <stdlib.h>
#include <time.h>
#include <unistd.h>

struct CliProgress {
  bool enabled, drawn;
  double start, last, after;
};

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

CliProgress *cli_progress_new(bool enabled) {
  CliProgress *p = sk_xcalloc(1, sizeof *p);
  p->enabled = enabled && isatty(STDERR_FILENO);
  p->start = now_s();
  p->after = 2.0;
  /* Test hook (tests/cli/test_progress.sh): draw from the first file on. */
  const char *after = getenv("SKELLINT_TEST_PROGRESS_AFTER_MS");
  if (after) p->after = atof(after) / 1000.0;
  return p;
}

void cli_progress_update(CliProgress *p, size_t done, size_t total) {
  if (!p || !p->enabled || total < 2) return;
  double t = now_s();
  if (t - p->start < p->after || t - p->last < 0.1) return;
  p->last = t;
  char a[32], b[32];
  fprintf(stderr, "\r\033[K[%s/%s] %u%% checked", cli_thousands(done, a),
          cli_thousands(total, b), (unsigned)(done * 100 / total));
  fflush(stderr);
  p->drawn = true;
}

void cli_progress_clear(CliProgress *p) {
  if (!p || !p->drawn) return;
  fputs("\r\033[K", stderr);
  fflush(stderr);
  p->drawn = false;
  p->last = 0; /* redraw at the next tick */
}

void cli_progress_end(CliProgress *p) {
  cli_progress_clear(p);
  free(p);
}
