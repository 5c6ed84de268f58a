/* due.c — which open documents wait for a check, and until when: a
 * changed document is scheduled by the debounce policy (schedule.h), new
 * settings mark every document to be checked at once, and the server's
 * loop asks how long it may sleep and whether a document has waited too
 * long. Checks themselves run in check.c. */
#include "session.h"

void lsp_lint_later(Lsp *s, LspDoc *d) {
  LspDebounce policy = lsp_debounce(s->debounce_ms);
  lsp_schedule_edit(&policy, &d->sched, lsp_now_ms());
}

void lsp_docs_recheck(Lsp *s) {
  int64_t now = lsp_now_ms();
  for (LspDoc *d = s->docs; d; d = d->next)
    if (!d->out_of_sync) {
      d->dirty = true;
      lsp_schedule_now(&d->sched, now);
    }
}

bool lsp_checks_overdue(const Lsp *s) {
  int64_t now = lsp_now_ms();
  LspDebounce policy = lsp_debounce(s->debounce_ms);
  for (const LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && lsp_schedule_overdue(&policy, &d->sched, now)) return true;
  return false;
}

int lsp_checks_timeout(const Lsp *s) {
  int64_t next = -1;
  for (const LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && d->sched.due_ms >= 0 && (next < 0 || d->sched.due_ms < next))
      next = d->sched.due_ms;
  if (next < 0) return -1;
  int64_t wait = next - lsp_now_ms();
  return wait < 0 ? 0 : wait > 60000 ? 60000 : (int)wait;
}
