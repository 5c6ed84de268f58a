/* test_schedule.c — the language server's debounce policy
 * (lsp/session/schedule.c) as values, without a server or a clock: what a
 * document's checks typically cost, the delay of an edit in a burst, the
 * leading edge (an edit after a pause, or one answering a publish, is
 * checked at once), the trailing edge (each edit of a burst moves the
 * deadline), the longest wait while edits keep coming, and the fixed
 * `debounce` setting (0: at once, before the next message). The numbers
 * are the ones documented in schedule.h; bench/bench_lsp.sh measures what
 * they give an editor. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "schedule.h"

/* A document whose checks each cost `us`, checked `n` times; the last
 * check ended at end_us, nothing waiting then. */
static LspSchedule costing(int64_t us, int n) {
  LspSchedule h;
  lsp_schedule_init(&h);
  for (int i = 0; i < n; i++) lsp_schedule_cost(&h, us);
  lsp_schedule_checked(&h, false);
  return h;
}

static void the_default_policy(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  assert_int_equal(p.fixed_ms, LSP_DEBOUNCE_AUTO);
  assert_int_equal(p.fast_check_us, 2000);
  assert_int_equal(p.answer_us, 2000);
  assert_int_equal(p.min_ms, 30);
  assert_int_equal(p.max_ms, 500);
  assert_int_equal(p.stale_ms, 1000);
  assert_int_equal(lsp_debounce(0).fixed_ms, 0);
  assert_int_equal(lsp_debounce(250).fixed_ms, 250);
}

static void a_new_document_waits_for_nothing(void **state) {
  (void)state;
  LspSchedule h;
  lsp_schedule_init(&h);
  assert_int_equal(h.due_ms, -1);
  assert_int_equal(h.dirty_since_ms, -1);
  assert_false(h.at_once);
  assert_int_equal(h.ncost, 0);
  assert_false(lsp_schedule_due(&h, 1000000));
}

static void typical_cost_is_the_median_of_the_last_three(void **state) {
  (void)state;
  LspSchedule h;
  lsp_schedule_init(&h);
  assert_int_equal(lsp_schedule_typical_us(&h), 0);
  lsp_schedule_cost(&h, 5000);
  assert_int_equal(lsp_schedule_typical_us(&h), 5000);
  lsp_schedule_cost(&h, 9000);
  assert_int_equal(lsp_schedule_typical_us(&h), 9000); /* of two, the larger */
  lsp_schedule_cost(&h, 1000);
  assert_int_equal(lsp_schedule_typical_us(&h), 5000); /* 1000 5000 9000 */
  lsp_schedule_cost(&h, 100000); /* replaces the oldest (5000): 9000 1000 100000 */
  assert_int_equal(lsp_schedule_typical_us(&h), 9000);
  lsp_schedule_cost(&h, 200000); /* 1000 100000 200000 */
  assert_int_equal(lsp_schedule_typical_us(&h), 100000);
  assert_int_equal(h.ncost, 3);
}

static void delay_is_half_a_check_within_the_bounds(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(0, 0);
  assert_int_equal(lsp_debounce_delay(&p, &h), 0);       /* never checked: at once */
  h = costing(2000, 3);
  assert_int_equal(lsp_debounce_delay(&p, &h), 0);       /* fast: at once */
  h = costing(2001, 3);
  assert_int_equal(lsp_debounce_delay(&p, &h), 30);      /* the floor */
  h = costing(61000, 3);
  assert_int_equal(lsp_debounce_delay(&p, &h), 31);      /* 30.5 ms, rounded up */
  h = costing(100000, 3);
  assert_int_equal(lsp_debounce_delay(&p, &h), 50);
  h = costing(5000000, 3);
  assert_int_equal(lsp_debounce_delay(&p, &h), 500);     /* the ceiling */
}

static void longest_wait_is_a_second_or_four_checks(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(100000, 3);
  assert_int_equal(lsp_debounce_stale_ms(&p, &h), 1000);
  h = costing(400000, 3);
  assert_int_equal(lsp_debounce_stale_ms(&p, &h), 1600);
}

static void debounce_zero_checks_every_change_at_once(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(0);
  LspSchedule h = costing(100000, 3);
  lsp_schedule_edit(&p, &h, 5000);
  assert_true(h.at_once);
  assert_int_equal(h.due_ms, 5000);
  assert_int_equal(h.dirty_since_ms, 5000);
  assert_true(lsp_schedule_due(&h, 5000));
  lsp_schedule_checked(&h, false);
  assert_false(h.at_once);
  assert_int_equal(h.due_ms, -1);
  assert_int_equal(h.dirty_since_ms, -1);
}

static void a_fixed_debounce_moves_with_each_change(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(200);
  LspSchedule h = costing(100, 3); /* fast: the fixed delay still holds */
  lsp_schedule_edit(&p, &h, 1000);
  assert_int_equal(h.due_ms, 1200);
  assert_false(h.at_once);
  assert_false(lsp_schedule_due(&h, 1199));
  assert_true(lsp_schedule_due(&h, 1200));
  lsp_schedule_edit(&p, &h, 1150);
  assert_int_equal(h.due_ms, 1350);
  lsp_schedule_edit(&p, &h, 3000); /* no longest wait with a fixed delay */
  assert_int_equal(h.due_ms, 3200);
  assert_int_equal(h.dirty_since_ms, 1000);
}

static void a_fast_document_is_checked_at_once(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(1500, 3);
  h.sent_during_check = true; /* even in a burst */
  lsp_schedule_edit(&p, &h, 1000);
  assert_int_equal(h.due_ms, 1000);
  assert_false(h.at_once); /* due now, but after what is already sent */
  lsp_schedule_edit(&p, &h, 1005);
  assert_int_equal(h.due_ms, 1005);
}

static void leading_edge_after_a_pause_trailing_edge_in_a_burst(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(100000, 3); /* D = 50 ms */
  lsp_schedule_edit(&p, &h, 10000);   /* long after the last edit: a pause */
  assert_int_equal(h.due_ms, 10000);
  assert_int_equal(h.dirty_since_ms, 10000);
  lsp_schedule_edit(&p, &h, 10020);   /* still dirty: in a burst, waits D */
  assert_int_equal(h.due_ms, 10070);
  lsp_schedule_edit(&p, &h, 10040);   /* each edit moves the deadline */
  assert_int_equal(h.due_ms, 10090);
  assert_int_equal(h.dirty_since_ms, 10000);
  /* Checked; the next edit comes sooner than D after the last one and
   * not as an answer to the publish: a burst again. */
  lsp_schedule_checked(&h, false);
  lsp_schedule_ready(&h, 10100000);
  lsp_schedule_change(&h, 10105000);
  lsp_schedule_edit(&p, &h, 10080);
  assert_int_equal(h.due_ms, 10130);
  /* Checked; an edit D or more after the one before it: at once. */
  lsp_schedule_checked(&h, false);
  lsp_schedule_edit(&p, &h, 10130);
  assert_int_equal(h.due_ms, 10130);
}

static void input_sent_during_the_check_is_a_burst(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(100000, 3);
  lsp_schedule_checked(&h, true); /* input was waiting when the check ended */
  lsp_schedule_edit(&p, &h, 10000);
  assert_int_equal(h.due_ms, 10050);
}

static void an_edit_answering_the_publish_is_checked_at_once(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(100000, 3);
  lsp_schedule_edit(&p, &h, 1000);
  lsp_schedule_checked(&h, false);
  lsp_schedule_ready(&h, 1100000);       /* published at 1100 ms */
  lsp_schedule_change(&h, 1101500);      /* 1.5 ms later: an answer */
  lsp_schedule_edit(&p, &h, 1101);       /* only 101 ms after the last edit… */
  assert_int_equal(h.due_ms, 1101);      /* …and still at once */
  lsp_schedule_checked(&h, false);
  lsp_schedule_ready(&h, 1200000);
  lsp_schedule_change(&h, 1202500);      /* 2.5 ms later: no answer */
  lsp_schedule_edit(&p, &h, 1202);       /* and 101 ms after the edit before: a pause */
  assert_int_equal(h.due_ms, 1202);
  lsp_schedule_checked(&h, false);
  lsp_schedule_ready(&h, 1300000);
  lsp_schedule_change(&h, 1302500);      /* no answer, and only 20 ms after the last edit */
  lsp_schedule_edit(&p, &h, 1222);
  assert_int_equal(h.due_ms, 1272);
}

static void edits_that_never_pause_wait_no_longer_than_the_longest_wait(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(100000, 3);
  lsp_schedule_checked(&h, true);
  int64_t t = 5000;
  lsp_schedule_edit(&p, &h, t);
  assert_int_equal(h.dirty_since_ms, 5000);
  for (t = 5010; t < 5960; t += 10) lsp_schedule_edit(&p, &h, t);
  assert_int_equal(h.due_ms, 6000);      /* 5950 + 50, capped at 5000 + 1000 */
  assert_false(lsp_schedule_overdue(&p, &h, 5999));
  assert_true(lsp_schedule_overdue(&p, &h, 6000));
  lsp_schedule_edit(&p, &h, 6010);       /* past the longest wait: due now */
  assert_int_equal(h.due_ms, 6010);
  assert_true(lsp_schedule_overdue(&p, &h, 6010));
}

static void due_but_not_overdue_while_young(void **state) {
  (void)state;
  LspDebounce p = lsp_debounce(LSP_DEBOUNCE_AUTO);
  LspSchedule h = costing(100000, 3);
  lsp_schedule_edit(&p, &h, 7000);
  assert_true(lsp_schedule_due(&h, 7000));
  assert_false(lsp_schedule_overdue(&p, &h, 7000));
}

static void now_and_cancel(void **state) {
  (void)state;
  LspSchedule h;
  lsp_schedule_init(&h);
  lsp_schedule_now(&h, 42);
  assert_true(h.at_once);
  assert_true(lsp_schedule_due(&h, 42));
  lsp_schedule_cancel(&h);
  assert_false(h.at_once);
  assert_int_equal(h.due_ms, -1);
  assert_false(lsp_schedule_due(&h, 1000000));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(the_default_policy),
      cmocka_unit_test(a_new_document_waits_for_nothing),
      cmocka_unit_test(typical_cost_is_the_median_of_the_last_three),
      cmocka_unit_test(delay_is_half_a_check_within_the_bounds),
      cmocka_unit_test(longest_wait_is_a_second_or_four_checks),
      cmocka_unit_test(debounce_zero_checks_every_change_at_once),
      cmocka_unit_test(a_fixed_debounce_moves_with_each_change),
      cmocka_unit_test(a_fast_document_is_checked_at_once),
      cmocka_unit_test(leading_edge_after_a_pause_trailing_edge_in_a_burst),
      cmocka_unit_test(input_sent_during_the_check_is_a_burst),
      cmocka_unit_test(an_edit_answering_the_publish_is_checked_at_once),
      cmocka_unit_test(edits_that_never_pause_wait_no_longer_than_the_longest_wait),
      cmocka_unit_test(due_but_not_overdue_while_young),
      cmocka_unit_test(now_and_cancel),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
