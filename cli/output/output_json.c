/* output_json.c — `--format json`, the contract of docs/architecture.md
 * ("Contracts"; in full in docs/json.md):
 *
 *   {"version": "0.1.0", "diagnostics": [{"path", "code", "rule",
 *    "severity", "message", "start": {"line", "column"}, "end": {…},
 *    "fixes": [{"title", "safe", "edits": [{"start", "end", "text"}]}],
 *    "related": [{"start", "end", "message"}], "bone": N}], "files": N}
 *
 * "bone" (the index of the file's own bone the finding is about, as
 * `skellint tree` and `render` number them) is there only when there is
 * one: a finding of a file with bones about one of them.
 * Lines and columns are 1-based, columns in Unicode characters, end
 * exclusive. Binary sources add "byteOffset" and "byteEnd". Every
 * diagnostic is listed (no folding); strings are made valid UTF-8.
 *
 * The report is streamed (json_stream.h): the opening when the run starts,
 * each diagnostic as its file is reported, "files" and the closing at the
 * end — the same bytes as one cJSON tree printed whole, without holding
 * more than one diagnostic's tree. */
#include "output.h"
#include "json_stream.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

struct CliJson {
  CliJsonArray diags;
};

/* The report without diagnostics: {"version", "diagnostics": [], "files"}
 * ("files" only when `files` >= 0). */
static cJSON *frame(double files) {
  cJSON *root = cJSON_CreateObject();
  cJSON_AddStringToObject(root, "version", SK_VERSION);
  cJSON_AddArrayToObject(root, "diagnostics");
  if (files >= 0) cJSON_AddNumberToObject(root, "files", files);
  return root;
}

CliJson *cli_json_new(FILE *out) {
  CliJson *j = sk_xcalloc(1, sizeof *j);
  j->diags.out = out;
  cJSON *root = frame(-1);
  char *head, *tail;
  if (cli_json_split(root, false, &head, &tail)) {
    fputs(head, out);
    free(head);
    free(tail);
  }
  cJSON_Delete(root);
  return j;
}

static void add_string(cJSON *obj, const char *key, const char *s) {
  cli_json_add_text(obj, key, s);
}

static cJSON *position(const SkPositions *pos, uint32_t off) {
  SkPosition p = sk_positions_at(pos, off);
  cJSON *o = cJSON_CreateObject();
  cJSON_AddNumberToObject(o, "line", p.line + 1);
  cJSON_AddNumberToObject(o, "column", p.column + 1);
  return o;
}

/* Adds "start" and "end" (and byte offsets for binary sources). */
static void add_range(cJSON *obj, const SkSource *src, const SkPositions *pos,
                      SkSpan span) {
  if (!sk_span_valid(span)) span = sk_span(0, 0);
  cJSON_AddItemToObject(obj, "start", position(pos, span.start));
  cJSON_AddItemToObject(obj, "end", position(pos, span.end));
  if (src->encoding == SK_ENCODING_BINARY) {
    cJSON_AddNumberToObject(obj, "byteOffset", span.start);
    cJSON_AddNumberToObject(obj, "byteEnd", span.end);
  }
}

static cJSON *fix_json(const SkSource *src, const SkPositions *pos,
                       const SkFix *f) {
  cJSON *o = cJSON_CreateObject();
  add_string(o, "title", f->title);
  cJSON_AddBoolToObject(o, "safe", f->safe);
  cJSON *edits = cJSON_AddArrayToObject(o, "edits");
  for (uint32_t i = 0; i < f->nedits; i++) {
    cJSON *e = cJSON_CreateObject();
    add_range(e, src, pos, f->edits[i].span);
    add_string(e, "text", f->edits[i].text);
    cJSON_AddItemToArray(edits, e);
  }
  return o;
}

static cJSON *diagnostic_json(const SkSource *src, const SkPositions *pos,
                              const SkDiagnostic *d, uint32_t nbones) {
  const SkRule *r = sk_rule_get(d->rule);
  cJSON *o = cJSON_CreateObject();
  char *path = sk_display_text(src->path, strlen(src->path), 0); /* as text shows it */
  cJSON_AddStringToObject(o, "path", path);
  free(path);
  cJSON_AddStringToObject(o, "code", r->code);
  cJSON_AddStringToObject(o, "rule", r->name);
  cJSON_AddStringToObject(o, "severity", sk_severity_name(d->severity));
  add_string(o, "message", d->message);
  add_range(o, src, pos, d->span);
  cJSON *fixes = cJSON_AddArrayToObject(o, "fixes");
  for (uint32_t i = 0; i < d->nfixes; i++)
    cJSON_AddItemToArray(fixes, fix_json(src, pos, &d->fixes[i]));
  cJSON *related = cJSON_AddArrayToObject(o, "related");
  for (uint32_t i = 0; i < d->nrelated; i++) {
    cJSON *rel = cJSON_CreateObject();
    add_range(rel, src, pos, d->related[i].span);
    add_string(rel, "message", d->related[i].message);
    cJSON_AddItemToArray(related, rel);
  }
  if (d->bone < nbones) cJSON_AddNumberToObject(o, "bone", d->bone);
  return o;
}

void cli_json_document(CliJson *j, const SkDocument *doc) {
  if (doc->diags.count == 0) return;
  SkPositions *pos = sk_positions_new(doc->src, SK_COLUMN_CHARS);
  for (size_t i = 0; i < doc->diags.count; i++)
    cli_json_array_add(&j->diags, diagnostic_json(doc->src, pos, &doc->diags.items[i],
                                                  doc->model ? doc->model->nbones : 0));
  sk_positions_free(pos);
}

void cli_json_finish(CliJson *j, size_t files) {
  cJSON *root = frame((double)files);
  char *head, *tail;
  if (cli_json_split(root, false, &head, &tail)) {
    fputs(tail, j->diags.out);
    fputc('\n', j->diags.out);
    free(head);
    free(tail);
  }
  cJSON_Delete(root);
  free(j);
}
