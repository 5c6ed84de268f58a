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

/* windows-1252's characters for the bytes 0x80-0x9F (0: the byte's own
 * C1 code point, as decoders give the five unassigned ones). */
static const uint16_t cp1252_high[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

/* When the editor's text is a Shift_JIS file decoded one byte per
 * character (latin1, Neovim's fallback, or windows-1252, a guess), the
 * name of that decoding; else NULL. The bytes it stands for must be
 * Shift_JIS with at least one two-byte character. */
static const char *sjis_misdecoded_as(const char *path, const char *text, size_t len) {
  char *bytes = sk_xmalloc(len + 1);
  size_t n = 0;
  bool high = false, cp1252 = false;
  for (size_t i = 0; i < len;) {
    unsigned char c = (unsigned char)text[i];
    uint32_t cp;
    size_t k;
    if (c < 0x80) cp = c, k = 1;
    else if ((c & 0xE0) == 0xC0 && i + 1 < len) cp = (uint32_t)(c & 0x1F) << 6 | (text[i + 1] & 0x3F), k = 2;
    else if ((c & 0xF0) == 0xE0 && i + 2 < len)
      cp = (uint32_t)(c & 0x0F) << 12 | (uint32_t)(text[i + 1] & 0x3F) << 6 | (text[i + 2] & 0x3F), k = 3;
    else { free(bytes); return NULL; }
    i += k;
    int b = cp < 0x100 ? (int)cp : -1;
    for (int j = 0; b < 0 && j < 32; j++)
      if (cp1252_high[j] == cp) b = 0x80 + j, cp1252 = true;
    if (b < 0) { free(bytes); return NULL; }
    if (b >= 0x80) high = true;
    bytes[n++] = (char)b;
  }
  if (!high) { free(bytes); return NULL; }
  SkSource *src = sk_source_adopt(path, bytes, n, true);
  bool sjis = src && src->encoding == SK_ENCODING_SHIFT_JIS;
  sk_source_free(src);
  return sjis ? (cp1252 ? "windows-1252" : "latin1") : NULL;
}

/* A Shift_JIS file the editor decoded wrongly: its SK004 says so, and how
 * to reopen the file, instead of calling the file UTF-8. */
static void explain_misdecoding(LspDoc *d, const char *decoding) {
  SkDiagList *l = &d->doc->diags;
  for (size_t i = 0; i < l->count; i++) {
    SkDiagnostic *g = &l->items[i];
    if (g->rule != SK_RULE_SK004) continue;
    free(g->message);
    g->message = sk_xasprintf(
        "this .bon is Shift_JIS (cp932) on disk, but the editor decoded it as %s, so its "
        "names show garbled (and saving would write them so); reopen it as Shift_JIS: in "
        "Neovim `:e ++enc=cp932` (the skellint plugin does this for .bon), in VS Code "
        "\"Reopen with Encoding\" > Japanese (Shift JIS), or the setting "
        "\"[bon]\": {\"files.encoding\": \"shiftjis\"}",
        decoding);
  }
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
  if (d->disk_sjis && d->doc->src && d->doc->src->encoding != SK_ENCODING_SHIFT_JIS) {
    const char *as = sjis_misdecoded_as(d->path, d->doc->src->text, d->doc->src->len);
    if (as) explain_misdecoding(d, as);
  }
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
