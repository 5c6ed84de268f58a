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
 *    last three checks, publish included, ≤ LSP_FAST_CHECK_US: a burst
 *    of 30 keystrokes then costs at most 60 ms of checking): the user
 *    waits only for the check itself;
 *  - otherwise the delay D is half such a check, at least
 *    LSP_DEBOUNCE_FLOOR_MS and at most LSP_DEBOUNCE_CEIL_MS (clangd's
 *    adaptive debounce, with a rebuild ratio of ½: clangd rebuilds on
 *    another thread, while here the check blocks the loop, so edits typed
 *    during a check are drained and coalesced anyway; D only has to
 *    outlast the gap between the keystrokes of a burst, and the floor
 *    outlasts key repeat). An edit that starts something new — the
 *    document was checked since its last edit, nothing was sent while
 *    that check ran, and either that edit came D or more before this one
 *    (a pause), or this one answers the last publish (it came within
 *    LSP_ANSWER_US of it: a client that waits for each result) — is
 *    checked at once (the leading edge). An edit in a burst (the document
 *    still waits for a check, or edits came in while the last one ran, or
 *    it came less than D after the edit before it and later than an answer
 *    would) waits D, and each further edit moves the deadline (the
 *    trailing edge). A check cheaper than the gap between keystrokes is
 *    thus not repeated on each keystroke of a burst: keystrokes 20 ms
 *    apart arrive well after the publish of the check before them;
 *  - and, however the edits keep coming, no later than LSP_STALE_MS (or
 *    four checks, if more) after the first edit not yet checked.
 * A fixed `debounce` moves the deadline to now + debounce on each change;
 * 0 checks on every change. */
#include "server.h"

#include <stdlib.h>
#include <string.h>

#define LSP_FAST_CHECK_US 2000
#define LSP_ANSWER_US 2000
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

/* ---- publishing -------------------------------------------------------
 * The notification is written straight into one buffer, not built as a
 * cJSON tree (a dozen nodes per diagnostic: 10,000 diagnostics cost ~150 ms
 * to build and print). The text is byte for byte what cJSON_PrintUnformatted
 * gives for the tree lsp_diagnostic_json builds (tests/lsp/test_publish.c
 * compares them): the same key order, cJSON's string escapes, and integers
 * in plain decimal (cJSON prints an integral number with %d, or with %.15g
 * beyond int, which for a uint32_t is the same digits). */

static void put_uint(SkBuf *b, uint64_t v) {
  char tmp[24];
  int n = (int)sizeof tmp;
  do tmp[--n] = (char)('0' + v % 10);
  while ((v /= 10) != 0);
  sk_buf_append(b, tmp + n, sizeof tmp - (size_t)n);
}

static void put_int(SkBuf *b, int64_t v) {
  if (v < 0) {
    sk_buf_putc(b, '-');
    put_uint(b, (uint64_t)0 - (uint64_t)v);
  } else {
    put_uint(b, (uint64_t)v);
  }
}

/* The body of a JSON string as cJSON escapes it: " \ and the control
 * characters with a short form as \" \\ \b \f \n \r \t, the other ones
 * below 0x20 (NUL too) as \u00xx; every other byte as it is. The one JSON
 * string escaper of the server (ids.c writes ids with it). */
static void put_escaped(SkBuf *b, const char *s, size_t n) {
  const unsigned char *p = (const unsigned char *)(s ? s : ""), *run = p, *end = p + n;
  for (;; p++) {
    if (p < end && *p >= 0x20 && *p != '"' && *p != '\\') continue;
    sk_buf_append(b, (const char *)run, (size_t)(p - run));
    if (p >= end) return;
    unsigned char c = *p;
    run = p + 1;
    char esc[8] = {'\\', 0};
    switch (c) {
    case '"': esc[1] = '"'; break;
    case '\\': esc[1] = '\\'; break;
    case '\b': esc[1] = 'b'; break;
    case '\f': esc[1] = 'f'; break;
    case '\n': esc[1] = 'n'; break;
    case '\r': esc[1] = 'r'; break;
    case '\t': esc[1] = 't'; break;
    default: {
      static const char hex[] = "0123456789abcdef";
      memcpy(esc + 1, "u00", 3);
      esc[4] = hex[c >> 4], esc[5] = hex[c & 15];
      sk_buf_append(b, esc, 6);
      continue;
    }
    }
    sk_buf_append(b, esc, 2);
  }
}

void lsp_put_string_n(SkBuf *b, const char *s, size_t n) {
  sk_buf_putc(b, '"');
  put_escaped(b, s, n);
  sk_buf_putc(b, '"');
}

void lsp_put_string(SkBuf *b, const char *s) {
  lsp_put_string_n(b, s, s ? strlen(s) : 0);
}

#define PUT(b, lit) sk_buf_append((b), lit, sizeof lit - 1)

static void put_position(SkBuf *b, const SkPositions *pos, uint32_t offset) {
  SkPosition p = sk_positions_at(pos, offset);
  PUT(b, "{\"line\":");
  put_uint(b, p.line);
  PUT(b, ",\"character\":");
  put_uint(b, p.column);
  sk_buf_putc(b, '}');
}

/* As lsp_range_json. */
void lsp_put_range(SkBuf *b, const SkPositions *pos, SkSpan span) {
  if (!sk_span_valid(span)) span = sk_span(0, 0);
  if (span.end < span.start) span.end = span.start;
  PUT(b, "{\"start\":");
  put_position(b, pos, span.start);
  PUT(b, ",\"end\":");
  put_position(b, pos, span.end);
  sk_buf_putc(b, '}');
}

/* As lsp_diagnostic_json. */
static void put_diagnostic(SkBuf *b, const LspDoc *d, const SkPositions *pos,
                           const SkDiagnostic *g) {
  const SkRule *rule = sk_rule_get(g->rule);
  PUT(b, "{\"range\":");
  lsp_put_range(b, pos, g->span);
  PUT(b, ",\"severity\":");
  put_int(b, lsp_severity(g->severity));
  if (rule) {
    PUT(b, ",\"code\":");
    lsp_put_string(b, rule->code);
    PUT(b, ",\"codeDescription\":{\"href\":\"");
    put_escaped(b, sk_rules_base_url(), strlen(sk_rules_base_url()));
    put_escaped(b, rule->code, strlen(rule->code));
    PUT(b, ".md\"}");
  }
  PUT(b, ",\"source\":\"skellint\",\"message\":");
  lsp_put_string(b, g->message);
  if (g->nrelated) {
    PUT(b, ",\"relatedInformation\":[");
    for (uint32_t i = 0; i < g->nrelated; i++) {
      if (i) sk_buf_putc(b, ',');
      PUT(b, "{\"location\":{\"uri\":");
      lsp_put_string(b, d->uri);
      PUT(b, ",\"range\":");
      lsp_put_range(b, pos, g->related[i].span);
      PUT(b, "},\"message\":");
      lsp_put_string(b, g->related[i].message);
      sk_buf_putc(b, '}');
    }
    sk_buf_putc(b, ']');
  }
  sk_buf_putc(b, '}');
}

void lsp_publish_write(const Lsp *s, LspDoc *d, SkBuf *b) {
  const SkPositions *pos = NULL; /* built on first use, as lsp_range_json does */
  PUT(b, "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":");
  lsp_put_string(b, d->uri);
  PUT(b, ",\"version\":");
  put_int(b, d->checked_version);
  PUT(b, ",\"diagnostics\":[");
  const SkDiagList *l = &d->doc->diags;
  bool first = true;
  for (size_t i = 0; i < l->count; i++) {
    if (l->items[i].severity <= SK_SEVERITY_OFF) continue;
    if (!first) sk_buf_putc(b, ',');
    first = false;
    if (!pos) pos = lsp_doc_positions(s, d);
    put_diagnostic(b, d, pos, &l->items[i]);
  }
  PUT(b, "]}}");
}

static void publish(Lsp *s, LspDoc *d) {
  SkBuf b = {0};
  lsp_publish_write(s, d, &b);
  lsp_transport_send(&s->io, b.data, b.len);
  sk_buf_free(&b);
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
    size_t k;
    uint32_t cp = sk_utf8_decode(text + i, len - i, &k);
    if (k == 0 || k == 4) { free(bytes); return NULL; } /* one byte decodes to at most U+FFFF */
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

/* A note at the start of the document, with no rule: a file its check
 * needed was not read (character.c), so findings between the files are
 * missing, not absent. */
static void add_note(SkDiagList *l, const char *message) {
  if (l->count == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 4;
    l->items = sk_xrealloc(l->items, l->cap * sizeof *l->items);
  }
  SkDiagnostic *g = &l->items[l->count++];
  memset(g, 0, sizeof *g);
  g->rule = SK_RULE_COUNT; /* none: published without a code */
  g->severity = SK_SEVERITY_INFO;
  g->span = sk_span(0, 0);
  g->message = sk_xstrdup(message);
  g->bone = UINT32_MAX;
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
  sk_reparse_keep(d->trees, d->doc); /* the XSF front-end re-reads only the edited BONE */
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
  if (d->note) add_note(&d->doc->diags, d->note);
  if (d->disk_sjis && d->doc->src && d->doc->src->encoding != SK_ENCODING_SHIFT_JIS) {
    const char *as = sjis_misdecoded_as(d->path, d->doc->src->text, d->doc->src->len);
    if (as) explain_misdecoding(d, as);
  }
  d->checking = false;
  d->checked_version = d->version;
  d->dirty = false;
  d->due_ms = -1;
  d->dirty_since_ms = -1;
  /* Before publishing: what is waiting now was sent before the result. */
  d->sent_during_check = lsp_input_waiting(s);
  publish(s, d);
  int64_t cost = lsp_now_us() - t0;
  record_cost(d, cost);
  if (s->trace)
    lsp_trace(s, "skellint: checked %s version %lld in %.1f ms; an edit in a burst waits %d ms; "
              "%u checks of it re-used the last parse",
              d->uri, (long long)d->checked_version, cost / 1000.0,
              s->debounce_ms >= 0 ? s->debounce_ms : lsp_lint_delay(d),
              sk_reparse_count(d->trees));
  /* Meshes and animations checked against this one see the new text. A
   * document whose re-checks are being caused is not re-checked by them:
   * with `debounce: 0` a model file and its parts would otherwise check
   * each other without end. */
  d->notifying = true;
  lsp_file_changed(s, d->path, d);
  d->notifying = false;
  d->check_end_us = lsp_now_us(); /* ready for the next edit */
}

void lsp_lint_later(Lsp *s, LspDoc *d) {
  int64_t now = lsp_now_ms();
  bool was_clean = d->dirty_since_ms < 0;
  int64_t gap = now - d->last_edit_ms; /* since the edit before this one */
  d->last_edit_ms = now;
  if (was_clean) d->dirty_since_ms = now;
  if (s->debounce_ms == 0) {
    lsp_lint_now(s, d);
    return;
  }
  if (s->debounce_ms > 0) {
    d->due_ms = now + s->debounce_ms;
    return;
  }
  int delay = lsp_lint_delay(d);
  /* Checked at once: after a pause (D since the last edit, none sent while
   * the check ran), or an answer to the publish. */
  bool paused = gap >= delay && !d->sent_during_check;
  bool answer = !d->sent_during_check && d->change_at_us >= d->check_end_us &&
                d->change_at_us - d->check_end_us <= LSP_ANSWER_US;
  if (delay > 0 && was_clean && (paused || answer)) delay = 0;
  int64_t due = now + delay, latest = d->dirty_since_ms + stale_ms(d);
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
