/* actions_suppress.c — the code actions that silence a finding where it
 * is: "Disable SKxxx for this line" and "Disable SKxxx for this file",
 * the library's suppression edits (sk_suppress_edits: a comment in the
 * format's comment syntax, or the code added to one there) as quickfix
 * actions (lsp/proto/symbols_json.c). Formats without comments get none;
 * a suppression that later suppresses nothing is reported (SK009) with a
 * fix that removes it. */
#include "features.h"

void lsp_suppress_actions(Lsp *s, LspDoc *d, SkSpan range, cJSON *out) {
  SkSuppressEdits l;
  sk_suppress_edits(d->doc, range, &l);
  for (size_t i = 0; i < l.count; i++) {
    const SkSuppressEdit *e = &l.items[i];
    cJSON_AddItemToArray(out, lsp_suppress_action_json(e, d->uri, lsp_doc_positions(s, d),
                                                       lsp_diagnostic_json(s, d, e->diag)));
  }
  sk_suppress_edits_free(&l);
}
