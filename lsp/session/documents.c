/* documents.c — the open documents: didOpen/didChange/didClose/didSave.
 *
 * Changes are incremental (TextDocumentSyncKind 2): each ranged edit is
 * turned into bytes with sk_source_offset in the negotiated unit and
 * applied with sk_source_replace, in order, so a later edit sees the text
 * the earlier ones made. A change whose edits do not all make sense is
 * refused whole rather than applied in part, and then our text is no
 * longer the editor's: the document is marked out of sync, the user is
 * told (window/showMessage, and window/logMessage with the reason), and
 * until the editor sends the whole text again (a change without a range,
 * or didOpen) incremental changes are not applied to the wrong text,
 * requests on it fail and its diagnostics are withdrawn.
 * Each edit is also applied to the document's kept syntax tree
 * (sk_reparse_edit), so that the re-check — scheduled, check.c —
 * re-parses tree-sitter formats incrementally; XML and JSON re-parse
 * whole. */
#include "session.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <string.h>
#include <sys/stat.h>

LspDoc *lsp_doc_find(Lsp *s, const char *uri) {
  for (LspDoc *d = s->docs; d; d = d->next)
    if (strcmp(d->uri, uri) == 0) return d;
  return NULL;
}

/* Gives the memory freed by a closed document back to the system. glibc
 * keeps freed memory in its heaps for reuse: after 500 large documents
 * were opened and closed, the server stayed at its peak (hundreds of MB)
 * while holding nothing. */
void lsp_release_memory(void) {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}

/* Keeps up to 16 MB of the memory a request freed for the next one, and
 * blocks under 4 MB in the heap. glibc's own thresholds move with the
 * sizes freed so far: with them, a completion list of 3,000 bones or a
 * skeleton's symbols, freed at the end of one request, was given back
 * and faulted in again by the next (5,000 more page faults and twice the
 * CPU over bench/lsp_latency's "features" on a 3,000-bone XSF). A closed
 * document still gives everything back (lsp_release_memory). */
void lsp_keep_memory(void) {
#ifdef __GLIBC__
  mallopt(M_TRIM_THRESHOLD, 16 << 20);
  mallopt(M_MMAP_THRESHOLD, 4 << 20);
#endif
}

void lsp_doc_free(LspDoc *d) {
  if (!d) return;
  sk_document_free(d->doc);
  sk_positions_free(d->pos);
  sk_reparse_free(d->trees);
  lsp_doc_deps_clear(d);
  free(d->uri);
  free(d->path);
  free(d->language_id);
  free(d);
}

/* Whether the document's file on disk is Shift_JIS (not UTF-8, decodes as
 * CP932). Only file: URIs of regular files up to the frame cap are read. */
static bool disk_is_sjis(const LspDoc *d) {
  if (strncmp(d->uri, "file://", 7) != 0) return false;
  SkSource *src = lsp_read_source(d->path, LSP_MAX_BODY);
  bool sjis = src && src->encoding == SK_ENCODING_SHIFT_JIS;
  sk_source_free(src);
  return sjis;
}

static const char *text_document_uri(const cJSON *params) {
  const cJSON *td = cJSON_GetObjectItemCaseSensitive(params, "textDocument");
  const cJSON *uri = cJSON_GetObjectItemCaseSensitive(td, "uri");
  return cJSON_IsString(uri) ? uri->valuestring : NULL;
}

LspDoc *lsp_doc_from_params(Lsp *s, const cJSON *params, LspError *err) {
  const char *uri = text_document_uri(params);
  if (!uri) {
    lsp_fail(err, LSP_INVALID_PARAMS, "textDocument.uri must be a string");
    return NULL;
  }
  LspDoc *d = lsp_doc_find(s, uri);
  if (!d) {
    lsp_fail(err, LSP_INVALID_PARAMS, "the document is not open: %.300s", uri);
    return NULL;
  }
  if (d->out_of_sync) {
    lsp_fail(err, LSP_REQUEST_FAILED,
             "skellint's copy of this document is out of sync with the editor (an edit could "
             "not be applied); reopen the document");
    return NULL;
  }
  lsp_doc_fresh(s, d);
  return d;
}

void lsp_did_open(Lsp *s, const cJSON *params) {
  const cJSON *td = cJSON_GetObjectItemCaseSensitive(params, "textDocument");
  const cJSON *uri = cJSON_GetObjectItemCaseSensitive(td, "uri");
  const cJSON *text = cJSON_GetObjectItemCaseSensitive(td, "text");
  const cJSON *lang = cJSON_GetObjectItemCaseSensitive(td, "languageId");
  int64_t version = 0;
  if (!cJSON_IsString(uri) || !cJSON_IsString(text)) {
    lsp_log(s, 2, "skellint: didOpen without textDocument.uri and .text ignored");
    return;
  }
  lsp_json_int(cJSON_GetObjectItemCaseSensitive(td, "version"), INT32_MIN, INT32_MAX,
               &version);
  LspDoc *d = lsp_doc_find(s, uri->valuestring);
  if (!d) {
    d = sk_xcalloc(1, sizeof *d);
    d->uri = sk_xstrdup(uri->valuestring);
    d->path = lsp_uri_path(d->uri);
    d->trees = sk_reparse_new();
    lsp_schedule_init(&d->sched);
    d->next = s->docs;
    s->docs = d;
  } else {
    /* Opened twice: the new text wins. */
    sk_document_free(d->doc);
    sk_reparse_reset(d->trees);
    free(d->language_id);
  }
  d->language_id = sk_xstrdup(cJSON_IsString(lang) ? lang->valuestring : "");
  d->version = version;
  d->out_of_sync = false;
  d->disk_sjis = disk_is_sjis(d);
  SkSource *src = sk_source_new(d->path, text->valuestring, strlen(text->valuestring), false);
  if (!src) src = sk_source_new(d->path, "", 0, false);
  d->doc = sk_xcalloc(1, sizeof *d->doc);
  d->doc->src = src;
  d->dirty = true;
  lsp_schedule_now(&d->sched, lsp_now_ms()); /* checked before the next message */
}

/* One TextDocumentContentChangeEvent, validated. */
typedef struct {
  bool full;
  const cJSON *range;
  const char *text;
} Change;

/* A Range whose start is not after its end; where it lands in the text
 * is decided when it is applied (positions clamp, order is kept). Sets
 * *why when it is not one. */
static bool valid_range(const cJSON *range, const char **why) {
  int64_t v[4];
  const char *names[4] = {"start", "start", "end", "end"};
  const char *fields[4] = {"line", "character", "line", "character"};
  for (int i = 0; i < 4; i++) {
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(range, names[i]);
    if (!lsp_json_int(cJSON_GetObjectItemCaseSensitive(pos, fields[i]), 0, UINT32_MAX, &v[i]))
      return *why = "a position is not a pair of non-negative integers", false;
  }
  if (v[0] < v[2] || (v[0] == v[2] && v[1] <= v[3])) return true;
  return *why = "the range ends before it starts", false;
}

/* The changes of a didChange, validated all before any is applied; false
 * with *why and *bad (the 0-based index of the change) when one is not. */
static bool read_changes(const cJSON *arr, Change **out, size_t *n, const char **why,
                         size_t *bad) {
  *bad = 0;
  if (!cJSON_IsArray(arr)) return *why = "contentChanges is not an array", false;
  size_t count = (size_t)cJSON_GetArraySize(arr), i = 0;
  Change *c = sk_xcalloc(count ? count : 1, sizeof *c);
  const cJSON *e;
  cJSON_ArrayForEach(e, arr) {
    const cJSON *text = cJSON_GetObjectItemCaseSensitive(e, "text");
    const cJSON *range = cJSON_GetObjectItemCaseSensitive(e, "range");
    if (!cJSON_IsString(text) || (range && !valid_range(range, why))) {
      if (!cJSON_IsString(text)) *why = "its text is not a string";
      *bad = i;
      free(c);
      return false;
    }
    c[i].full = range == NULL;
    c[i].range = range;
    c[i].text = text->valuestring;
    i++;
  }
  *out = c;
  *n = i;
  return true;
}

/* Our text is not the editor's any more: say so, and stop showing
 * diagnostics of a text the user does not see. */
static void lose_sync(Lsp *s, LspDoc *d, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void lose_sync(Lsp *s, LspDoc *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *why = sk_xvasprintf(fmt, ap);
  va_end(ap);
  lsp_log(s, 1, "skellint: %s of %.300s could not be applied (%s); skellint's copy of the "
          "document is out of sync until the editor sends its whole text: reopen the document",
          d->out_of_sync ? "another change" : "a change", d->uri, why);
  if (!d->out_of_sync) {
    cJSON *p = cJSON_CreateObject();
    cJSON_AddNumberToObject(p, "type", 1);
    char *msg = sk_xasprintf("skellint lost track of %.300s (an edit it could not apply: %s). "
                             "Reopen the document to check it again.", d->uri, why);
    cJSON_AddStringToObject(p, "message", msg);
    free(msg);
    lsp_notify(s, "window/showMessage", p);
    lsp_publish_clear(s, d->uri);
  }
  free(why);
  d->out_of_sync = true;
  d->dirty = false;
  lsp_schedule_cancel(&d->sched);
}

void lsp_did_change(Lsp *s, const cJSON *params) {
  const char *uri = text_document_uri(params);
  LspDoc *d = uri ? lsp_doc_find(s, uri) : NULL;
  if (!d) {
    lsp_log(s, 2, "skellint: didChange for a document that is not open ignored");
    return;
  }
  lsp_schedule_change(&d->sched, lsp_now_us()); /* before the edit is applied */
  const cJSON *td = cJSON_GetObjectItemCaseSensitive(params, "textDocument");
  int64_t version = d->version;
  Change *changes;
  size_t n, bad;
  const char *why = "";
  /* Without a version the change still applies (the version only labels
   * diagnostics); without valid changes it cannot. */
  lsp_json_int(cJSON_GetObjectItemCaseSensitive(td, "version"), INT32_MIN, INT32_MAX, &version);
  if (!read_changes(cJSON_GetObjectItemCaseSensitive(params, "contentChanges"), &changes, &n,
                    &why, &bad)) {
    lose_sync(s, d, "version %lld, change %zu: %s", (long long)version, bad + 1, why);
    return;
  }
  /* Out of sync, only a change with the whole text applies: the last one
   * without a range, and what follows it. */
  size_t from = 0;
  if (d->out_of_sync) {
    size_t i = n;
    while (i > 0 && !changes[i - 1].full) i--;
    if (i == 0) {
      free(changes);
      return; /* told already: not applied to a text the editor does not have */
    }
    from = i - 1;
    lsp_log(s, 3, "skellint: %.300s is in sync again (the editor sent its whole text)", d->uri);
    d->out_of_sync = false;
  }
  for (size_t i = from; i < n; i++) {
    SkSource *src = d->doc->src;
    size_t tlen = strlen(changes[i].text);
    if (changes[i].full) {
      SkSource *fresh = sk_source_new(d->path, changes[i].text, tlen, false);
      if (!fresh) {
        lose_sync(s, d, "version %lld, change %zu: the text is larger than 4 GiB",
                  (long long)version, i + 1);
        break;
      }
      sk_reparse_reset(d->trees);
      sk_source_free(src);
      d->doc->src = fresh;
      lsp_doc_text_changed(d);
      continue;
    }
    SkSpan span;
    bool ok = lsp_range_read(s, d, changes[i].range, &span);
    if (ok) sk_reparse_edit(d->trees, src, span.start, span.end, changes[i].text, tlen);
    lsp_doc_text_changed(d);
    if (!ok || !sk_source_replace(src, span.start, span.end, changes[i].text, tlen)) {
      sk_reparse_reset(d->trees);
      lose_sync(s, d, "version %lld, change %zu: %s", (long long)version, i + 1,
                ok ? "the text would be larger than 4 GiB" : "its range is not in the text");
      break;
    }
  }
  free(changes);
  d->version = version;
  if (d->out_of_sync) return;
  d->dirty = true;
  lsp_lint_later(s, d);
}

void lsp_did_close(Lsp *s, const cJSON *params) {
  const char *uri = text_document_uri(params);
  for (LspDoc **p = &s->docs; uri && *p; p = &(*p)->next) {
    if (strcmp((*p)->uri, uri) != 0) continue;
    LspDoc *d = *p;
    *p = d->next;
    lsp_publish_clear(s, d->uri);
    char *path = sk_xstrdup(d->path);
    lsp_doc_free(d);
    lsp_file_changed(s, path, NULL); /* its dependents now read the disk's copy */
    free(path);
    lsp_release_memory();
    return;
  }
}

/* workspace/didChangeWatchedFiles: files changed on disk (a skeleton or
 * model file saved by another program, a checkout). A checkout reports
 * thousands at once, often the same file several times: they are taken
 * as one batch (lsp_files_changed), each file once. An open file is read
 * from its buffer: its own change does not re-check it. */
void lsp_did_change_watched_files(Lsp *s, const cJSON *params) {
  const cJSON *changes = cJSON_GetObjectItemCaseSensitive(params, "changes"), *e;
  if (!cJSON_IsArray(changes)) return;
  size_t n = 0, cap = (size_t)cJSON_GetArraySize(changes);
  char **paths = sk_xmalloc((cap ? cap : 1) * sizeof *paths);
  cJSON_ArrayForEach(e, changes) {
    const cJSON *uri = cJSON_GetObjectItemCaseSensitive(e, "uri");
    if (cJSON_IsString(uri) && n < cap) paths[n++] = lsp_uri_path(uri->valuestring);
  }
  lsp_files_changed(s, paths, n);
  for (size_t i = 0; i < n; i++) free(paths[i]);
  free(paths);
}

void lsp_did_save(Lsp *s, const cJSON *params) {
  const char *uri = text_document_uri(params);
  LspDoc *d = uri ? lsp_doc_find(s, uri) : NULL;
  if (!d) return;
  /* The editor may have saved in another encoding than it opened. */
  bool sjis = disk_is_sjis(d);
  if (sjis != d->disk_sjis) d->disk_sjis = sjis, d->dirty = true;
  if (d->dirty) lsp_schedule_now(&d->sched, lsp_now_ms()); /* before the next message */
  lsp_file_changed(s, d->path, d);
}
