/* schedule.h — when to check a document again after an edit, as values:
 * the debounce policy (LspDebounce: its constants and the `debounce`
 * setting) and what the policy reads of one document's history
 * (LspSchedule: its edits, its last checks and what they cost). The
 * functions (schedule.c) are pure — the time is an argument — so that
 * tests/lsp/test_schedule.c checks the policy without a server or a
 * clock. The session (check.c) keeps one LspSchedule per document and
 * runs what is due; the server's loop only asks when.
 *
 * The adaptive schedule (used unless the `debounce` setting fixes a delay):
 *  - never while input is waiting: the server's loop reads and applies
 *    every message already sent before it runs due checks, so a burst of
 *    edits that is already in the pipe is one check;
 *  - at once when checks of this document are fast (the median of its
 *    last three checks, publish included, ≤ fast_check_us: a burst of 30
 *    keystrokes then costs at most 60 ms of checking): the user waits only
 *    for the check itself;
 *  - otherwise the delay D is half such a check, at least min_ms and at
 *    most max_ms (clangd's adaptive debounce, with a rebuild ratio of ½:
 *    clangd rebuilds on another thread, while here the check blocks the
 *    loop, so edits typed during a check are drained and coalesced anyway;
 *    D only has to outlast the gap between the keystrokes of a burst, and
 *    the floor outlasts key repeat). An edit that starts something new —
 *    the document was checked since its last edit, nothing was sent while
 *    that check ran, and either that edit came D or more before this one
 *    (a pause), or this one answers the last publish (it came within
 *    answer_us of it: a client that waits for each result) — is checked
 *    at once (the leading edge). An edit in a burst (the document still
 *    waits for a check, or edits came in while the last one ran, or it
 *    came less than D after the edit before it and later than an answer
 *    would) waits D, and each further edit moves the deadline (the
 *    trailing edge). A check cheaper than the gap between keystrokes is
 *    thus not repeated on each keystroke of a burst: keystrokes 20 ms
 *    apart arrive well after the publish of the check before them;
 *  - and, however the edits keep coming, no later than stale_ms (or four
 *    checks, if more) after the first edit not yet checked.
 * A fixed `debounce` moves the deadline to now + debounce on each change;
 * 0 checks each change at once, before the next message is read. */
#ifndef SK_LSP_SCHEDULE_H
#define SK_LSP_SCHEDULE_H

#include <stdbool.h>
#include <stdint.h>

/* The `debounce` setting "auto" (or absent): the adaptive schedule. */
#define LSP_DEBOUNCE_AUTO (-1)

typedef struct {
  int fixed_ms;          /* LSP_DEBOUNCE_AUTO, or the `debounce` setting (0: at once) */
  int64_t fast_check_us; /* a typical check this cheap or cheaper: no delay */
  int64_t answer_us;     /* an edit this soon after a publish answers it */
  int min_ms, max_ms;    /* the delay of an edit in a burst: half a check, within these */
  int stale_ms;          /* the longest wait while edits keep coming (or four checks) */
} LspDebounce;

/* One document's history, as the policy reads it. Times in ms or µs of
 * the monotonic clock (lsp_now_ms, lsp_now_us). */
typedef struct {
  int64_t due_ms;         /* when the re-check is due, or -1 */
  /* The re-check runs right after the message that asked for it, before
   * the next message is read (didOpen, didSave, new settings, debounce 0). */
  bool at_once;
  int64_t dirty_since_ms; /* the first edit not yet checked, or -1 */
  int64_t last_edit_ms;   /* the last edit */
  /* When the last check published, and when the last didChange came in:
   * an edit within answer_us of the publish answers it. */
  int64_t check_end_us, change_at_us;
  bool sent_during_check; /* input was waiting when the last check ended */
  int64_t cost_us[3];     /* what the last checks cost (ncost of them set) */
  unsigned ncost, cost_next;
} LspSchedule;

/* The policy with the server's constants and the `debounce` setting. */
LspDebounce lsp_debounce(int fixed_ms);
/* A document just opened: nothing due, no history. */
void lsp_schedule_init(LspSchedule *h);
/* What a check of the document typically costs (µs): the median of its
 * last three (of two, the larger), or 0 before the first. */
int64_t lsp_schedule_typical_us(const LspSchedule *h);
/* The delay the adaptive policy gives an edit in a burst now (ms; 0: a
 * fast document, checked at once). */
int lsp_debounce_delay(const LspDebounce *p, const LspSchedule *h);
/* How long the document may stay unchecked while edits keep coming (ms). */
int64_t lsp_debounce_stale_ms(const LspDebounce *p, const LspSchedule *h);
/* A didChange arrived at now_us (before its edits are applied). */
void lsp_schedule_change(LspSchedule *h, int64_t now_us);
/* The change was applied at now_ms: sets when its re-check is due. */
void lsp_schedule_edit(const LspDebounce *p, LspSchedule *h, int64_t now_ms);
/* The document must be checked at once (before the next message). */
void lsp_schedule_now(LspSchedule *h, int64_t now_ms);
/* Nothing is due any more (the document lost sync with the editor). */
void lsp_schedule_cancel(LspSchedule *h);
/* A check ended, `waiting`: whether input was waiting then. */
void lsp_schedule_checked(LspSchedule *h, bool waiting);
/* What that check cost, publish included (µs). */
void lsp_schedule_cost(LspSchedule *h, int64_t cost_us);
/* The check and what it caused are done at now_us: ready for the next edit. */
void lsp_schedule_ready(LspSchedule *h, int64_t now_us);
/* Whether the re-check is due at now_ms. */
bool lsp_schedule_due(const LspSchedule *h, int64_t now_ms);
/* Whether it is due and has waited past its longest wait (the loop then
 * checks it even while input keeps coming). */
bool lsp_schedule_overdue(const LspDebounce *p, const LspSchedule *h, int64_t now_ms);

#endif
