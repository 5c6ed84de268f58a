/* publish.c — textDocument/publishDiagnostics with the document's
 * version, queued in the outbox (the server sends it). The notification is
 * written straight into one buffer (proto/diagnostic.c), not built as a
 * cJSON tree (a dozen nodes per diagnostic: 10,000 diagnostics cost
 * ~150 ms to build and print); lsp_diagnostic_json builds the same
 * diagnostic as cJSON for code actions and for tests/lsp/test_publish.c,
 * which compares the two. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

cJSON *lsp_diagnostic_json(const Lsp *s, LspDoc *d, const SkDiagnostic *g) {
  const SkRule *rule = sk_rule_get(g->rule);
  cJSON *o = cJSON_CreateObject();
  cJSON_AddItemToObject(o, "range", lsp_range_json(s, d, g->span));
  cJSON_AddNumberToObject(o, "severity", lsp_severity(g->severity));
  if (rule) {
    cJSON_AddStringToObject(o, "code", rule->code);
    cJSON *cd = cJSON_AddObjectToObject(o, "codeDescription");
    char *href = sk_xasprintf("%s%s.md", sk_rules_base_url(), rule->code);
    cJSON_AddStringToObject(cd, "href", href);
    free(href);
  }
  cJSON_AddStringToObject(o, "source", "skellint");
  cJSON_AddStringToObject(o, "message", g->message ? g->message : "");
  if (g->nrelated) {
    cJSON *rel = cJSON_AddArrayToObject(o, "relatedInformation");
    for (uint32_t i = 0; i < g->nrelated; i++) {
      cJSON *r = cJSON_CreateObject();
      cJSON_AddItemToObject(r, "location", lsp_location_json(s, d, g->related[i].span));
      cJSON_AddStringToObject(r, "message", g->related[i].message ? g->related[i].message : "");
      cJSON_AddItemToArray(rel, r);
    }
  }
  return o;
}

void lsp_publish_write(const Lsp *s, LspDoc *d, SkBuf *b) {
  const SkPositions *pos = NULL; /* built on first use, as lsp_range_json does */
  LSP_PUT(b, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":");
  lsp_put_string(b, d->uri);
  LSP_PUT(b, ",\"version\":");
  lsp_put_int(b, d->checked_version);
  LSP_PUT(b, ",\"diagnostics\":[");
  const SkDiagList *l = &d->doc->diags;
  bool first = true;
  for (size_t i = 0; i < l->count; i++) {
    if (l->items[i].severity <= SK_SEVERITY_OFF) continue;
    if (!first) sk_buf_putc(b, ',');
    first = false;
    if (!pos) pos = lsp_doc_positions(s, d);
    lsp_put_diagnostic(b, d->uri, pos, &l->items[i]);
  }
  LSP_PUT(b, "]}}");
}

void lsp_publish(Lsp *s, LspDoc *d) {
  SkBuf b = {0};
  lsp_publish_write(s, d, &b);
  if (b.data) lsp_outbox_push(s, b.data, b.len);
}

void lsp_publish_clear(Lsp *s, const char *uri) {
  cJSON *p = cJSON_CreateObject();
  cJSON_AddStringToObject(p, "uri", uri);
  cJSON_AddArrayToObject(p, "diagnostics");
  lsp_notify(s, "textDocument/publishDiagnostics", p);
}
