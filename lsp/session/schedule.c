/* schedule.c — the debounce policy's pure functions (schedule.h says
 * the policy): what a document's checks cost, the delay of an edit, and
 * when a re-check is due or overdue. No clock, no I/O: the time is given. */
#include "schedule.h"

#define FAST_CHECK_US 2000
#define ANSWER_US 2000
#define DEBOUNCE_FLOOR_MS 30
#define DEBOUNCE_CEIL_MS 500
#define STALE_MS 1000

LspDebounce lsp_debounce(int fixed_ms) {
  return (LspDebounce){.fixed_ms = fixed_ms,
                       .fast_check_us = FAST_CHECK_US,
                       .answer_us = ANSWER_US,
                       .min_ms = DEBOUNCE_FLOOR_MS,
                       .max_ms = DEBOUNCE_CEIL_MS,
                       .stale_ms = STALE_MS};
}

void lsp_schedule_init(LspSchedule *h) {
  *h = (LspSchedule){.due_ms = -1, .dirty_since_ms = -1};
}

int64_t lsp_schedule_typical_us(const LspSchedule *h) {
  const int64_t *c = h->cost_us;
  switch (h->ncost) {
  case 0: return 0;
  case 1: return c[0];
  case 2: return c[0] > c[1] ? c[0] : c[1];
  default: {
    int64_t lo = c[0] < c[1] ? c[0] : c[1], hi = c[0] < c[1] ? c[1] : c[0];
    return c[2] < lo ? lo : c[2] > hi ? hi : c[2];
  }
  }
}

int lsp_debounce_delay(const LspDebounce *p, const LspSchedule *h) {
  int64_t us = lsp_schedule_typical_us(h);
  if (us <= p->fast_check_us) return 0;
  int64_t ms = (us / 2 + 999) / 1000;
  return ms < p->min_ms ? p->min_ms : ms > p->max_ms ? p->max_ms : (int)ms;
}

int64_t lsp_debounce_stale_ms(const LspDebounce *p, const LspSchedule *h) {
  int64_t four = 4 * lsp_schedule_typical_us(h) / 1000;
  return four > p->stale_ms ? four : p->stale_ms;
}

void lsp_schedule_change(LspSchedule *h, int64_t now_us) { h->change_at_us = now_us; }

void lsp_schedule_edit(const LspDebounce *p, LspSchedule *h, int64_t now_ms) {
  bool was_clean = h->dirty_since_ms < 0;
  int64_t gap = now_ms - h->last_edit_ms; /* since the edit before this one */
  h->last_edit_ms = now_ms;
  if (was_clean) h->dirty_since_ms = now_ms;
  if (p->fixed_ms == 0) {
    lsp_schedule_now(h, now_ms);
    return;
  }
  if (p->fixed_ms > 0) {
    h->due_ms = now_ms + p->fixed_ms;
    return;
  }
  int delay = lsp_debounce_delay(p, h);
  /* Checked at once: after a pause (D since the last edit, none sent while
   * the check ran), or an answer to the publish. */
  bool paused = gap >= delay && !h->sent_during_check;
  bool answer = !h->sent_during_check && h->change_at_us >= h->check_end_us &&
                h->change_at_us - h->check_end_us <= p->answer_us;
  if (delay > 0 && was_clean && (paused || answer)) delay = 0;
  int64_t due = now_ms + delay, latest = h->dirty_since_ms + lsp_debounce_stale_ms(p, h);
  if (due > latest) due = latest > now_ms ? latest : now_ms;
  h->due_ms = due;
}

void lsp_schedule_now(LspSchedule *h, int64_t now_ms) {
  h->due_ms = now_ms;
  h->at_once = true;
}

void lsp_schedule_cancel(LspSchedule *h) {
  h->due_ms = -1;
  h->dirty_since_ms = -1;
  h->at_once = false;
}

void lsp_schedule_checked(LspSchedule *h, bool waiting) {
  lsp_schedule_cancel(h);
  h->sent_during_check = waiting;
}

void lsp_schedule_cost(LspSchedule *h, int64_t cost_us) {
  h->cost_us[h->cost_next] = cost_us;
  h->cost_next = (h->cost_next + 1) % 3;
  if (h->ncost < 3) h->ncost++;
}

void lsp_schedule_ready(LspSchedule *h, int64_t now_us) { h->check_end_us = now_us; }

bool lsp_schedule_due(const LspSchedule *h, int64_t now_ms) {
  return h->due_ms >= 0 && h->due_ms <= now_ms;
}

bool lsp_schedule_overdue(const LspDebounce *p, const LspSchedule *h, int64_t now_ms) {
  return lsp_schedule_due(h, now_ms) && h->dirty_since_ms >= 0 &&
         now_ms - h->dirty_since_ms >= lsp_debounce_stale_ms(p, h);
}
