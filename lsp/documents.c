/* documents.c — the open documents: didOpen/didChange/didClose/didSave.
 *
 * Changes are incremental (TextDocumentSyncKind 2): each ranged edit is
 * turned into bytes with sk_source_offset in the negotiated unit and
 * applied with sk_source_replace, in order, so a later edit sees the text
 * the earlier ones made. A change whose edits do not all make sense is
 * refused whole rather than applied in part, and the client is told.
 * Each edit is also applied to the document's kept syntax tree
 * (sk_reparse_edit), so that the re-check — debounced, diagnostics.c —
 * re-parses tree-sitter formats incrementally; XML and JSON re-parse
 * whole. */
#include "server.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

LspDoc *lsp_doc_find(Lsp *s, const char *uri) {
  for (LspDoc *d = s->docs; d; d = d->next)
    if (strcmp(d->uri, uri) == 0) return d;
  return NULL;
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

static int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* A file: URI's path, percent-decoded; other URIs as they are (the
 * extension still tells the format). */
char *lsp_uri_path(const char *uri) {
  if (strncmp(uri, "file://", 7) != 0) return sk_xstrdup(uri);
  const char *p = uri + 7;
  char *out = sk_xmalloc(strlen(p) + 1), *o = out;
  for (; *p; p++) {
    if (*p == '%' && hex(p[1]) >= 0 && hex(p[2]) >= 0) {
      char c = (char)(hex(p[1]) * 16 + hex(p[2]));
      *o++ = c ? c : '?';
      p += 2;
    } else {
      *o++ = *p;
    }
  }
  *o = '\0';
  return out;
}

/* Whether the document's file on disk is Shift_JIS (not UTF-8, decodes as
 * CP932). Only file: URIs of regular files up to the frame cap are read. */
static bool disk_is_sjis(const LspDoc *d) {
  struct stat st;
  if (strncmp(d->uri, "file://", 7) != 0 || stat(d->path, &st) != 0 ||
      !S_ISREG(st.st_mode) || st.st_size > (off_t)LSP_MAX_BODY)
    return false;
  FILE *f = fopen(d->path, "rb");
  if (!f) return false;
  size_t n = (size_t)st.st_size;
  char *bytes = sk_xmalloc(n + 1);
  n = fread(bytes, 1, n, f);
  fclose(f);
  SkSource *src = sk_source_adopt(d->path, bytes, n, true);
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
  lsp_doc_fresh(s, d);
  return d;
}

void lsp_doc_fresh(Lsp *s, LspDoc *d) {
  if (d->dirty) lsp_lint_now(s, d);
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
  d->disk_sjis = disk_is_sjis(d);
  SkSource *src = sk_source_new(d->path, text->valuestring, strlen(text->valuestring), false);
  if (!src) src = sk_source_new(d->path, "", 0, false);
  d->doc = sk_xcalloc(1, sizeof *d->doc);
  d->doc->src = src;
  lsp_lint_now(s, d);
}

/* One TextDocumentContentChangeEvent, validated. */
typedef struct {
  bool full;
  const cJSON *range;
  const char *text;
} Change;

/* A Range whose start is not after its end; where it lands in the text
 * is decided when it is applied (positions clamp, order is kept). */
static bool valid_range(const cJSON *range) {
  int64_t v[4];
  const char *names[4] = {"start", "start", "end", "end"};
  const char *fields[4] = {"line", "character", "line", "character"};
  for (int i = 0; i < 4; i++) {
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(range, names[i]);
    if (!lsp_json_int(cJSON_GetObjectItemCaseSensitive(pos, fields[i]), 0, UINT32_MAX, &v[i]))
      return false;
  }
  return v[0] < v[2] || (v[0] == v[2] && v[1] <= v[3]);
}

static bool read_changes(const cJSON *arr, Change **out, size_t *n) {
  if (!cJSON_IsArray(arr)) return false;
  size_t count = (size_t)cJSON_GetArraySize(arr), i = 0;
  Change *c = sk_xcalloc(count ? count : 1, sizeof *c);
  const cJSON *e;
  cJSON_ArrayForEach(e, arr) {
    const cJSON *text = cJSON_GetObjectItemCaseSensitive(e, "text");
    const cJSON *range = cJSON_GetObjectItemCaseSensitive(e, "range");
    if (!cJSON_IsString(text) || (range && !valid_range(range))) {
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

void lsp_did_change(Lsp *s, const cJSON *params) {
  const char *uri = text_document_uri(params);
  LspDoc *d = uri ? lsp_doc_find(s, uri) : NULL;
  if (!d) {
    lsp_log(s, 2, "skellint: didChange for a document that is not open ignored");
    return;
  }
  const cJSON *td = cJSON_GetObjectItemCaseSensitive(params, "textDocument");
  int64_t version;
  Change *changes;
  size_t n;
  if (!lsp_json_int(cJSON_GetObjectItemCaseSensitive(td, "version"), INT32_MIN, INT32_MAX,
                    &version) ||
      !read_changes(cJSON_GetObjectItemCaseSensitive(params, "contentChanges"), &changes, &n)) {
    lsp_log(s, 2, "skellint: malformed didChange ignored (version and contentChanges needed)");
    return;
  }
  for (size_t i = 0; i < n; i++) {
    SkSource *src = d->doc->src;
    size_t tlen = strlen(changes[i].text);
    if (changes[i].full) {
      SkSource *fresh = sk_source_new(d->path, changes[i].text, tlen, false);
      if (!fresh) continue;
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
      /* Only a text past 4 GiB gets here: the client's view and ours
       * now differ, so say so loudly. */
      lsp_log(s, 1, "skellint: an edit of %s could not be applied; the document may be out of sync",
              d->uri);
      break;
    }
  }
  free(changes);
  d->version = version;
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
    return;
  }
}

/* workspace/didChangeWatchedFiles: files changed on disk (a skeleton or
 * model file saved by another program, a checkout). */
void lsp_did_change_watched_files(Lsp *s, const cJSON *params) {
  const cJSON *changes = cJSON_GetObjectItemCaseSensitive(params, "changes"), *e;
  if (!cJSON_IsArray(changes)) return;
  cJSON_ArrayForEach(e, changes) {
    const cJSON *uri = cJSON_GetObjectItemCaseSensitive(e, "uri");
    if (!cJSON_IsString(uri)) continue;
    char *path = lsp_uri_path(uri->valuestring);
    LspDoc *open = lsp_doc_open_at(s, path);
    lsp_file_changed(s, path, open); /* an open file is read from its buffer */
    free(path);
  }
}

void lsp_did_save(Lsp *s, const cJSON *params) {
  const char *uri = text_document_uri(params);
  LspDoc *d = uri ? lsp_doc_find(s, uri) : NULL;
  if (!d) return;
  /* The editor may have saved in another encoding than it opened. */
  bool sjis = disk_is_sjis(d);
  if (sjis != d->disk_sjis) d->disk_sjis = sjis, d->dirty = true;
  lsp_doc_fresh(s, d);
  lsp_file_changed(s, d->path, d);
}
