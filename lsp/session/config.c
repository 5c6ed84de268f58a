/* config.c — what settings each document is checked with.
 *
 * Two sources, the same keys: the project's `.skellint.json` (the nearest
 * at or above the document's file, found by the library's sk_config_find
 * as the CLI finds it) and the client's settings (initializationOptions and
 * workspace/didChangeConfiguration, either bare or under a "skellint"
 * key). The client's object is translated — camelCase keys into the
 * configuration's kebab-case ("weightTolerance" → "weight-tolerance") —
 * and validated by the library's own parser (sk_config_parse), so the
 * editor and `.skellint.json` accept exactly the same settings; `debounce`
 * (milliseconds before re-checking after an edit, 0: at once; absent or
 * "auto": the adaptive schedule of schedule.h) is the only setting of
 * the server alone. A document's options are the defaults, then
 * its `.skellint.json`, then the client's settings over them (as command
 * line flags win over the file in the CLI).
 *
 * Client settings always describe the whole configuration: each
 * application starts again from nothing. An invalid setting rejects the
 * client's configuration (the message, with the valid choices, goes to the
 * client's log and to a window message); an invalid `.skellint.json` is
 * reported once per version of the file and ignored. */
#include "session.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* One `.skellint.json` read, kept while the file keeps its mtime and size. */
typedef struct LspFileConfig {
  char *path;
  char *dir;
  struct timespec mtime;
  off_t size;
  SkConfig *cfg;            /* NULL: invalid (reported once) */
  struct LspFileConfig *next;
} LspFileConfig;

/* "weightTolerance" → "weight-tolerance"; kebab-case stays as it is. */
static char *kebab(const char *key) {
  SkBuf b = {0};
  for (const char *p = key; *p; p++) {
    if (isupper((unsigned char)*p)) {
      if (p != key) sk_buf_putc(&b, '-');
      sk_buf_putc(&b, (char)tolower((unsigned char)*p));
    } else {
      sk_buf_putc(&b, *p);
    }
  }
  if (!b.data) return sk_xstrdup("");
  return sk_buf_take(&b);
}

/* A copy of a settings object with its keys in kebab-case. The keys of
 * maps (rule codes in "severity", globs in "formats" and
 * "per-file-ignores") are data and stay as written. */
static cJSON *translate(const cJSON *o, bool top) {
  cJSON *out = cJSON_CreateObject();
  const cJSON *it;
  cJSON_ArrayForEach(it, o) {
    if (top && (strcmp(it->string, "debounce") == 0 || strcmp(it->string, "debounceMs") == 0))
      continue; /* the server's own */
    char *k = kebab(it->string);
    cJSON *v;
    if (top && strcmp(k, "overrides") == 0 && cJSON_IsArray(it)) {
      v = cJSON_CreateArray();
      const cJSON *e;
      cJSON_ArrayForEach(e, it)
        cJSON_AddItemToArray(v, cJSON_IsObject(e) ? translate(e, false) : cJSON_Duplicate(e, true));
    } else {
      v = cJSON_Duplicate(it, true);
    }
    cJSON_AddItemToObject(out, k, v);
    free(k);
  }
  return out;
}

/* Logs `msg` and shows it to the user (type 1 an error, 2 a warning). */
static void show_message(Lsp *s, int type, const char *msg) {
  lsp_log(s, type, "skellint: %s", msg);
  cJSON *p = cJSON_CreateObject();
  cJSON_AddNumberToObject(p, "type", type);
  char *m = sk_xasprintf("skellint: %s", msg);
  cJSON_AddStringToObject(p, "message", m);
  free(m);
  lsp_notify(s, "window/showMessage", p);
}

static void show_error(Lsp *s, const char *msg) { show_message(s, 1, msg); }

void lsp_tell_untrusted(Lsp *s) {
  char *n;
  while ((n = sk_trust_notice()) != NULL) {
    show_message(s, 2, n);
    free(n);
  }
}

void lsp_config_apply(Lsp *s, const cJSON *settings) {
  sk_config_free(s->client_cfg);
  s->client_cfg = NULL;
  s->debounce_ms = LSP_DEFAULT_DEBOUNCE_MS;
  sk_options_init(&s->opts);
  const cJSON *nested = cJSON_GetObjectItemCaseSensitive(settings, "skellint");
  const cJSON *o = cJSON_IsObject(nested) ? nested : settings;
  if (!cJSON_IsObject(o)) return;

  const cJSON *db = cJSON_GetObjectItemCaseSensitive(o, "debounce");
  if (!db) db = cJSON_GetObjectItemCaseSensitive(o, "debounceMs");
  int64_t v;
  if (db) {
    if (cJSON_IsString(db) && strcmp(db->valuestring, "auto") == 0) s->debounce_ms = LSP_DEBOUNCE_AUTO;
    else if (lsp_json_int(db, 0, 60000, &v)) s->debounce_ms = (int)v;
    else show_error(s, "settings: debounce must be \"auto\" or an integer number of milliseconds (0 to 60000)");
  }

  /* allowRoots widens the project (workspace.c): a client setting only,
   * never a .skellint.json key. */
  lsp_workspace_allow(s, cJSON_GetObjectItemCaseSensitive(o, "allowRoots"));
  /* Printed with one key per line, so the parser's line:col points at it. */
  cJSON *t = translate(o, true);
  cJSON_DeleteItemFromObjectCaseSensitive(t, "allow-roots");
  char *text = cJSON_Print(t);
  cJSON_Delete(t);
  char *err = NULL;
  s->client_cfg = sk_config_parse("settings", text, strlen(text), &err);
  cJSON_free(text);
  if (!s->client_cfg) {
    show_error(s, err);
    free(err);
    return;
  }
  sk_config_apply(s->client_cfg, "", &s->opts, NULL);
}

/* ---- the project's .skellint.json ---- */

static LspFileConfig *file_config(Lsp *s, const char *path, const struct stat *st) {
  LspFileConfig *fc = s->file_cfgs;
  while (fc && strcmp(fc->path, path) != 0) fc = fc->next;
  if (fc && fc->size == st->st_size && fc->mtime.tv_sec == st->st_mtim.tv_sec &&
      fc->mtime.tv_nsec == st->st_mtim.tv_nsec)
    return fc;
  if (!fc) {
    fc = sk_xcalloc(1, sizeof *fc);
    fc->path = sk_xstrdup(path);
    fc->dir = sk_path_folder(path);
    fc->next = s->file_cfgs;
    s->file_cfgs = fc;
  }
  sk_config_free(fc->cfg);
  fc->cfg = NULL;
  fc->mtime = st->st_mtim;
  fc->size = st->st_size;
  FILE *f = fopen(path, "rb");
  SkBuf b = {0};
  if (f) {
    char chunk[4096];
    size_t n;
    /* sk_config_parse refuses more than SK_CONFIG_MAX_BYTES: read no more. */
    while (b.len <= SK_CONFIG_MAX_BYTES && (n = fread(chunk, 1, sizeof chunk, f)) > 0)
      sk_buf_append(&b, chunk, n);
    fclose(f);
  }
  char *err = NULL;
  fc->cfg = sk_config_parse(path, b.data ? b.data : "", b.len, &err);
  sk_buf_free(&b);
  if (!fc->cfg) {
    char *msg = sk_xasprintf("%s (this configuration is ignored until it is fixed)", err);
    show_error(s, msg);
    free(msg);
    free(err);
  }
  return fc;
}

/* The .skellint.json that governs the document (sk_config_find, as the
 * CLI finds it), looked for again on every call. */
static LspFileConfig *governing(Lsp *s, const char *doc_path) {
  char *found = sk_config_find(NULL, doc_path);
  struct stat st;
  LspFileConfig *fc = found && stat(found, &st) == 0 ? file_config(s, found, &st) : NULL;
  free(found);
  return fc;
}

void lsp_options_for(Lsp *s, const char *doc_path, SkOptions *o, SkFormat *format) {
  sk_options_init(o);
  LspFileConfig *fc = governing(s, doc_path);
  const char *rel = doc_path ? doc_path : "";
  if (fc && fc->cfg) {
    const char *below = sk_path_after(rel, fc->dir);
    if (below) rel = below;
    sk_config_apply(fc->cfg, rel, o, format);
  }
  if (s->client_cfg) sk_config_apply(s->client_cfg, rel, o, format);
}

void lsp_config_free(Lsp *s) {
  sk_config_free(s->client_cfg);
  s->client_cfg = NULL;
  while (s->file_cfgs) {
    LspFileConfig *fc = s->file_cfgs;
    s->file_cfgs = fc->next;
    sk_config_free(fc->cfg);
    free(fc->path);
    free(fc->dir);
    free(fc);
  }
}
