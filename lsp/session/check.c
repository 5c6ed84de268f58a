/* check.c — the check of a document, and the one place checks start.
 *
 * A document is checked with the library (the same sk_document_check_in
 * the CLI uses; the server never lints by itself), in the Cal3D character
 * it belongs to (character.c), and its diagnostics are published
 * (publish.c: queued in the outbox) with the document's version.
 *
 * Nothing else starts a check. Handlers and file changes only mark a
 * document dirty and schedule it by the debounce policy (schedule.h):
 *  - lsp_checks_at_once, which the server calls after each message, runs
 *    what must not wait for the next message (didOpen, didSave, new
 *    settings or workspace folders, every change with `debounce: 0`) and
 *    the re-checks those cause at once;
 *  - lsp_checks_due, which the server's loop calls when no input is
 *    waiting (or a document is overdue), runs what the schedule made due;
 *  - lsp_doc_fresh checks a dirty document now because its current text
 *    is needed: a request on it (lsp_doc_from_params), or the check of a
 *    document that reads it (character.c).
 * A check's dependents (meshes and animations checked against it) are
 * re-checked later, by the schedule, never from inside the check. */
#include "session.h"

#include <stdlib.h>
#include <string.h>

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

/* Checks the document's current text and publishes the result. */
static void check(Lsp *s, LspDoc *d) {
  if (d->out_of_sync) { /* nothing true can be said of our text */
    d->sched.at_once = false;
    return;
  }
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
  SkCharacter *c = lsp_character_for(s, d, f, snap, &opts, &part, lsp_doc_fresh);
  lsp_tell_untrusted(s); /* markers the look-ups passed over */
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
  /* Before publishing: what is waiting now was sent before the result. */
  lsp_schedule_checked(&d->sched, lsp_input_waiting(s));
  lsp_publish(s, d);
  int64_t cost = lsp_now_us() - t0;
  lsp_schedule_cost(&d->sched, cost);
  LspDebounce policy = lsp_debounce(s->debounce_ms);
  if (s->trace)
    lsp_trace(s, "skellint: checked %s version %lld in %.1f ms; an edit in a burst waits %d ms; "
              "%u checks of it re-used the last parse",
              d->uri, (long long)d->checked_version, cost / 1000.0,
              s->debounce_ms >= 0 ? s->debounce_ms : lsp_debounce_delay(&policy, &d->sched),
              sk_reparse_count(d->trees));
  /* Meshes and animations checked against this one see the new text:
   * they are scheduled (lsp_lint_later), not checked from here. */
  bool was_notifying = d->notifying;
  d->notifying = true;
  lsp_file_changed(s, d->path, d);
  d->notifying = was_notifying;
  lsp_schedule_ready(&d->sched, lsp_now_us()); /* ready for the next edit */
}

void lsp_doc_fresh(Lsp *s, LspDoc *d) {
  if (d->dirty) check(s, d);
}

/* Runs the checks asked for at once, each document once: the re-checks a
 * check causes at once (with `debounce: 0`) run after it, and none of
 * them re-checks a document checked before it in this round — a model
 * file and its parts would otherwise check each other without end. */
void lsp_checks_at_once(Lsp *s) {
  bool any = false;
  for (;;) {
    LspDoc *d = s->docs;
    while (d && !(d->dirty && d->sched.at_once && !d->notifying)) d = d->next;
    if (!d) break;
    check(s, d);
    d->sched.at_once = false;
    d->notifying = true;
    any = true;
  }
  if (any)
    for (LspDoc *d = s->docs; d; d = d->next) d->notifying = false;
}

void lsp_checks_due(Lsp *s) {
  int64_t now = lsp_now_ms();
  for (LspDoc *d = s->docs; d; d = d->next)
    if (d->dirty && lsp_schedule_due(&d->sched, now)) check(s, d);
  lsp_checks_at_once(s);
}

/* The skeleton found as a check of d finds it (open files it reads are
 * brought up to date first, through lsp_doc_fresh). */
const SkDocument *lsp_doc_skeleton(Lsp *s, LspDoc *d, char **path) {
  *path = NULL;
  SkFormat f = d->doc->format;
  /* Files naming bones of a skeleton they do not hold, and model files. */
  if (!sk_format_spec(f)->bone_ref_tag && sk_format_spec(f)->kind != SK_KIND_CHARACTER) return NULL;
  SkOptions o;
  lsp_options_for(s, d->path, &o, NULL);
  int32_t part;
  SkCharacter *c = lsp_character_for(s, d, f, d->doc->src, &o, &part, lsp_doc_fresh);
  if (!c) return NULL;
  int32_t k = sk_character_skeleton(c);
  const SkDocument *doc = k >= 0 ? sk_character_document(c, k) : NULL;
  if (doc) {
    const SkPart *parts;
    sk_character_parts(c, &parts);
    *path = sk_xstrdup(parts[k].found ? parts[k].found : parts[k].path);
  }
  sk_character_free(c);
  return doc;
}
