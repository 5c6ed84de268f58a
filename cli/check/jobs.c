/* jobs.c — checking many files on several threads with output in input
 * order. Workers take files in order (never more than a window ahead of
 * the output, so memory stays bounded) and keep each result to themselves;
 * the calling thread waits for file i, emits it, then file i+1 … so the
 * report is the same for any -j. With a cost function, the results waiting
 * for the output are also bounded in bytes (jobs.h). While it waits it ticks about ten times a
 * second (the progress line). Each file is checked independently: the
 * library keeps no global state. */
#include "cli.h"
#include "jobs.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

typedef struct {
  const CliPool *p;
  pthread_mutex_t mu;
  pthread_cond_t done_cv, space_cv;
  size_t next, emitted, window;
  size_t held, largest; /* the cost of the results done and not emitted; the largest one */
  size_t *costs;
  unsigned char *done;
} Pool;

/* Whether the results waiting for the output leave no room to run ahead. */
static bool full(const Pool *s) {
  if (s->next >= s->emitted + s->window) return true;
  if (!s->p->cost || s->held == 0) return false;
  return s->held >= CLI_POOL_HELD_FLOOR && s->held >= s->largest;
}

static void *worker(void *arg) {
  Pool *s = arg;
  for (;;) {
    pthread_mutex_lock(&s->mu);
    while (s->next < s->p->n && full(s))
      pthread_cond_wait(&s->space_cv, &s->mu);
    if (s->next >= s->p->n) {
      pthread_mutex_unlock(&s->mu);
      return NULL;
    }
    size_t i = s->next++;
    pthread_mutex_unlock(&s->mu);
    s->p->work(i, s->p->ud);
    size_t cost = s->p->cost ? s->p->cost(i, s->p->ud) : 0;
    pthread_mutex_lock(&s->mu);
    s->costs[i] = cost;
    s->held += cost;
    if (cost > s->largest) s->largest = cost;
    s->done[i] = 1;
    pthread_cond_broadcast(&s->done_cv);
    pthread_mutex_unlock(&s->mu);
  }
}

static void tick(const CliPool *p, size_t done) {
  if (p->tick) p->tick(done, p->n, p->ud);
}

int cli_default_jobs(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

void cli_pool_run(const CliPool *p) {
  int threads = p->threads < 1 ? 1 : p->threads;
  if ((size_t)threads > p->n) threads = (int)p->n;
  if (threads <= 1) {
    for (size_t i = 0; i < p->n; i++) {
      p->work(i, p->ud);
      p->emit(i, p->ud);
      tick(p, i + 1);
    }
    return;
  }
  Pool s = {.p = p, .window = (size_t)threads * 8 < 64 ? 64 : (size_t)threads * 8};
  s.done = sk_xcalloc(p->n, 1);
  s.costs = sk_xcalloc(p->n, sizeof *s.costs);
  pthread_mutex_init(&s.mu, NULL);
  pthread_cond_init(&s.done_cv, NULL);
  pthread_cond_init(&s.space_cv, NULL);
  pthread_t *tids = sk_xcalloc((size_t)threads, sizeof *tids);
  int started = 0;
  for (int t = 0; t < threads; t++)
    if (pthread_create(&tids[started], NULL, worker, &s) == 0) started++;
  if (started == 0) { /* no thread at all: do the work here */
    for (size_t i = 0; i < p->n; i++) {
      p->work(i, p->ud);
      p->emit(i, p->ud);
      tick(p, i + 1);
    }
  } else {
    for (size_t i = 0; i < p->n; i++) {
      pthread_mutex_lock(&s.mu);
      while (!s.done[i]) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 100 * 1000 * 1000;
        if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
        if (pthread_cond_timedwait(&s.done_cv, &s.mu, &until) == ETIMEDOUT) {
          pthread_mutex_unlock(&s.mu);
          tick(p, i);
          pthread_mutex_lock(&s.mu);
        }
      }
      pthread_mutex_unlock(&s.mu);
      p->emit(i, p->ud);
      tick(p, i + 1);
      pthread_mutex_lock(&s.mu);
      s.emitted = i + 1;
      s.held -= s.costs[i];
      pthread_cond_broadcast(&s.space_cv);
      pthread_mutex_unlock(&s.mu);
    }
  }
  for (int t = 0; t < started; t++) pthread_join(tids[t], NULL);
  free(tids);
  free(s.done);
  free(s.costs);
  pthread_mutex_destroy(&s.mu);
  pthread_cond_destroy(&s.done_cv);
  pthread_cond_destroy(&s.space_cv);
}
