/* diagnostics.c — checks a document with the library (the same
 * sk_document_check the CLI uses; the server never lints by itself) and
 * pushes textDocument/publishDiagnostics with the document's version.
 *
 * Re-checks after edits are debounced: each change moves the document's
 * deadline to now + debounce, so a burst of keystrokes gives one check and
 * one publish once the client has been quiet that long. The main loop's
 * poll timeout ends at the earliest deadline. Debounce 0 checks on every
 * change. */
#include "server.h"

#include <stdlib.h>
#include <string.h>

/* LSP DiagnosticSeverity: 1 error, 2 warning, 3 information. */
static int lsp_severity(SkSeverity sev) {
  switch (sev) {
  case SK_SEVERITY_ERROR: return 1;
  case SK_SEVERITY_WARNING: return 2;
  default: return 3;
  }
}

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

static void publish(Lsp *s, LspDoc *d) {
  cJSON *p = cJSON_CreateObject();
  cJSON_AddStringToObject(p, "uri", d->uri);
  cJSON_AddNumberToObject(p, "version", (double)d->checked_version);
  cJSON *arr = cJSON_AddArrayToObject(p, "diagnostics");
  const SkDiagList *l = &d->doc->diags;
  for (size_t i = 0; i < l->count; i++)
    if (l->items[i].severity > SK_SEVERITY_OFF)
      cJSON_AddItemToArray(arr, lsp_diagnostic_json(s, d, &l->items[i]));
  lsp_notify(s, "textDocument/publishDiagnostics", p);
}

void lsp_publish_clear(Lsp *s, const char *uri) {
  cJSON *p = cJSON_CreateObject();
  cJSON_AddStringToObject(p, "uri", uri);
  cJSON_AddArrayToObject(p, "diagnostics");
  lsp_notify(s, "textDocument/publishDiagnostics", p);
}

/* The format to check the text as: by content and extension, else by the
 * client's languageId ("xsf", "bon", …). */
static SkFormat format_of(const LspDoc *d) {
  const SkSource *src = d->doc->src;
  SkFormat f = sk_detect(d->path, src->text, src->len);
  if (f == SK_FORMAT_UNKNOWN && d->language_id) f = sk_format_from_name(d->language_id);
  return f;
}

/* The text as the Shift_JIS file it will be saved as, or NULL when a
 * character has no Shift_JIS form (then the check sees UTF-8, and says
 * so) or the round trip would move positions. */
static SkSource *sjis_source(const char *path, const char *text, size_t len) {
  SkSource as_sjis = {.encoding = SK_ENCODING_SHIFT_JIS};
  size_t n;
  char *bytes = sk_source_encode(&as_sjis, text, len, &n);
  if (!bytes) return NULL;
  SkSource *src = sk_source_adopt(path, bytes, n, true);
  if (src && (src->encoding != SK_ENCODING_SHIFT_JIS || src->len != len ||
              memcmp(src->text, text, len) != 0)) {
    sk_source_free(src);
    return NULL;
  }
  return src;
}

void lsp_lint_now(Lsp *s, LspDoc *d) {
  if (d->out_of_sync) return; /* nothing true can be said of our text */
  /* The document is checked with a source whose raw bytes are the current
   * text (the edited source's raw bytes are the text as it was opened):
   * the edit buffer itself, settled, with its line index kept; or, for a
   * file saved as Shift_JIS, the text as that encoding. */
  SkSource *cur = d->doc->src;
  SkFormat f = format_of(d);
  d->doc->src = NULL; /* kept: sk_document_free frees the rest */
  lsp_doc_text_changed(d);
  sk_document_free(d->doc);
  SkSource *snap = d->disk_sjis ? sjis_source(d->path, cur->text, cur->len) : NULL;
  if (snap) sk_source_free(cur);
  else sk_source_settle(cur), snap = cur;
  SkOptions opts;
  SkFormat mapped = SK_FORMAT_UNKNOWN;
  lsp_options_for(s, d->path, &opts, &mapped);
  if (mapped != SK_FORMAT_UNKNOWN) f = mapped; /* "formats" in the configuration */
  d->checking = true;
  int32_t part;
  SkCharacter *c = lsp_character_for(s, d, f, snap, &opts, &part);
  d->doc = sk_document_check_in(snap, f, &opts, c, part, d->trees);
  sk_character_free(c);
  d->checking = false;
  d->checked_version = d->version;
  d->dirty = false;
  d->due_ms = -1;
  publish(s, d);
  /* Meshes and animations checked against this one see the new text. */
  lsp_file_changed(s, d->path, d);
}

void lsp_lint_later(Lsp *s, LspDoc *d) {
  if (s->debounce_ms <= 0) {
    lsp_lint_now(s, d);
    return;
  }
  d->due_ms = lsp_now_ms() + s->debounce_ms;
}

void lsp_lint_due(Lsp *s) {
  int64_t now = lsp_now_ms();
  for (LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && d->due_ms >= 0 && d->due_ms <= now) lsp_lint_now(s, d);
}

int lsp_lint_timeout(const Lsp *s) {
  int64_t next = -1;
  for (const LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && d->due_ms >= 0 && (next < 0 || d->due_ms < next)) next = d->due_ms;
  if (next < 0) return -1;
  int64_t wait = next - lsp_now_ms();
  return wait < 0 ? 0 : wait > 60000 ? 60000 : (int)wait;
}
