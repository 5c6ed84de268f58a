/* diagnostic.c — ranges and diagnostics written straight as JSON text
 * over a document's position index. The text is byte for byte what
 * cJSON_PrintUnformatted gives for the tree the session builds
 * (lsp_diagnostic_json; tests/lsp/test_publish.c compares them): the same
 * key order, cJSON's string escapes, and integers in plain decimal (cJSON
 * prints an integral number with %d, or with %.15g beyond int, which for a
 * uint32_t is the same digits). */
#include "proto.h"

#include <string.h>

int lsp_severity(SkSeverity sev) {
  switch (sev) {
  case SK_SEVERITY_ERROR: return 1;
  case SK_SEVERITY_WARNING: return 2;
  default: return 3;
  }
}

static void put_position(SkBuf *b, const SkPositions *pos, uint32_t offset) {
  SkPosition p = sk_positions_at(pos, offset);
  LSP_PUT(b, "{\"line\":");
  lsp_put_uint(b, p.line);
  LSP_PUT(b, ",\"character\":");
  lsp_put_uint(b, p.column);
  sk_buf_putc(b, '}');
}

void lsp_put_range(SkBuf *b, const SkPositions *pos, SkSpan span) {
  if (!sk_span_valid(span)) span = sk_span(0, 0);
  if (span.end < span.start) span.end = span.start;
  LSP_PUT(b, "{\"start\":");
  put_position(b, pos, span.start);
  LSP_PUT(b, ",\"end\":");
  put_position(b, pos, span.end);
  sk_buf_putc(b, '}');
}

void lsp_put_diagnostic(SkBuf *b, const char *uri, const SkPositions *pos,
                        const SkDiagnostic *g) {
  const SkRule *rule = sk_rule_get(g->rule);
  LSP_PUT(b, "{\"range\":");
  lsp_put_range(b, pos, g->span);
  LSP_PUT(b, ",\"severity\":");
  lsp_put_int(b, lsp_severity(g->severity));
  if (rule) {
    LSP_PUT(b, ",\"code\":");
    lsp_put_string(b, rule->code);
    LSP_PUT(b, ",\"codeDescription\":{\"href\":\"");
    lsp_put_escaped(b, sk_rules_base_url(), strlen(sk_rules_base_url()));
    lsp_put_escaped(b, rule->code, strlen(rule->code));
    LSP_PUT(b, ".md\"}");
  }
  LSP_PUT(b, ",\"source\":\"skellint\",\"message\":");
  lsp_put_string(b, g->message);
  if (g->nrelated) {
    LSP_PUT(b, ",\"relatedInformation\":[");
    for (uint32_t i = 0; i < g->nrelated; i++) {
      if (i) sk_buf_putc(b, ',');
      LSP_PUT(b, "{\"location\":{\"uri\":");
      lsp_put_string(b, uri);
      LSP_PUT(b, ",\"range\":");
      lsp_put_range(b, pos, g->related[i].span);
      LSP_PUT(b, "},\"message\":");
      lsp_put_string(b, g->related[i].message);
      sk_buf_putc(b, '}');
    }
    sk_buf_putc(b, ']');
  }
  sk_buf_putc(b, '}');
}
