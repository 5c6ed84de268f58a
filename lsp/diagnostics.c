/* diagnostics.c — checks a document with the library (the same
 * sk_document_check the CLI uses; the server never lints by itself) and
 * pushes textDocument/publishDiagnostics with the document's version.
 *
 * When to re-check after an edit (the adaptive schedule, used unless the
 * `debounce` setting fixes a delay):
 *  - never while input is waiting: the loop (server.c) reads and applies
 *    every message already sent before it checks, so a burst of edits that
 *    is already in the pipe is one check;
 *  - at once when checks of this document are fast (the median of its
 *    last three checks, publish included, ≤ LSP_FAST_CHECK_US): the user
 *    waits only for the check itself;
 *  - otherwise after a delay of half such a check, at least
 *    LSP_DEBOUNCE_FLOOR_MS and at most LSP_DEBOUNCE_CEIL_MS, moved by every
 *    further edit (clangd's adaptive debounce, with a rebuild ratio of ½:
 *    clangd rebuilds on another thread, while here the check blocks the
 *    loop, so the edits typed during a check are drained and coalesced
 *    anyway; the delay only has to outlast the gap between the keystrokes
 *    of a burst, and the floor outlasts key repeat);
 *  - and, however the edits keep coming, no later than LSP_STALE_MS (or
 *    four checks, if more) after the first edit not yet checked.
 * A fixed `debounce` moves the deadline to now + debounce on each change;
 * 0 checks on every change. */
#include "server.h"

#include <stdlib.h>
#include <string.h>

#define LSP_FAST_CHECK_US 10000
#define LSP_DEBOUNCE_FLOOR_MS 30
#define LSP_DEBOUNCE_CEIL_MS 500
#define LSP_STALE_MS 1000

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

/* What a check of d typically costs (µs): the median of its last three
 * (of two, the larger), or 0 before the first. */
static int64_t typical_cost_us(const LspDoc *d) {
  const int64_t *c = d->cost_us;
  switch (d->ncost) {
  case 0: return 0;
  case 1: return c[0];
  case 2: return c[0] > c[1] ? c[0] : c[1];
  default: {
    int64_t lo = c[0] < c[1] ? c[0] : c[1], hi = c[0] < c[1] ? c[1] : c[0];
    return c[2] < lo ? lo : c[2] > hi ? hi : c[2];
  }
  }
}

static void record_cost(LspDoc *d, int64_t us) {
  d->cost_us[d->cost_next] = us;
  d->cost_next = (d->cost_next + 1) % 3;
  if (d->ncost < 3) d->ncost++;
}

int lsp_lint_delay(const LspDoc *d) {
  int64_t us = typical_cost_us(d);
  if (us <= LSP_FAST_CHECK_US) return 0;
  int64_t ms = (us / 2 + 999) / 1000;
  return ms < LSP_DEBOUNCE_FLOOR_MS ? LSP_DEBOUNCE_FLOOR_MS
         : ms > LSP_DEBOUNCE_CEIL_MS ? LSP_DEBOUNCE_CEIL_MS
                                     : (int)ms;
}

/* How long d may stay dirty while edits keep coming. */
static int64_t stale_ms(const LspDoc *d) {
  int64_t four = 4 * typical_cost_us(d) / 1000;
  return four > LSP_STALE_MS ? four : LSP_STALE_MS;
}

void lsp_lint_now(Lsp *s, LspDoc *d) {
  if (d->out_of_sync) return; /* nothing true can be said of our text */
  int64_t t0 = lsp_now_us();
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
  d->dirty_since_ms = -1;
  publish(s, d);
  int64_t cost = lsp_now_us() - t0;
  record_cost(d, cost);
  if (s->trace)
    lsp_trace(s, "skellint: checked %s version %lld in %.1f ms; an edit now waits %d ms",
              d->uri, (long long)d->checked_version, cost / 1000.0,
              s->debounce_ms >= 0 ? s->debounce_ms : lsp_lint_delay(d));
  /* Meshes and animations checked against this one see the new text. */
  lsp_file_changed(s, d->path, d);
}

void lsp_lint_later(Lsp *s, LspDoc *d) {
  int64_t now = lsp_now_ms();
  if (d->dirty_since_ms < 0) d->dirty_since_ms = now;
  if (s->debounce_ms == 0) {
    lsp_lint_now(s, d);
    return;
  }
  if (s->debounce_ms > 0) {
    d->due_ms = now + s->debounce_ms;
    return;
  }
  int64_t due = now + lsp_lint_delay(d), latest = d->dirty_since_ms + stale_ms(d);
  if (due > latest) due = latest > now ? latest : now;
  d->due_ms = due;
}

void lsp_lint_due(Lsp *s) {
  int64_t now = lsp_now_ms();
  for (LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && d->due_ms >= 0 && d->due_ms <= now) lsp_lint_now(s, d);
}

bool lsp_lint_overdue(const Lsp *s) {
  int64_t now = lsp_now_ms();
  for (const LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && d->due_ms >= 0 && d->due_ms <= now && d->dirty_since_ms >= 0 &&
        now - d->dirty_since_ms >= stale_ms(d))
      return true;
  return false;
}

int lsp_lint_timeout(const Lsp *s) {
  int64_t next = -1;
  for (const LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && d->due_ms >= 0 && (next < 0 || d->due_ms < next)) next = d->due_ms;
  if (next < 0) return -1;
  int64_t wait = next - lsp_now_ms();
  return wait < 0 ? 0 : wait > 60000 ? 60000 : (int)wait;
}
