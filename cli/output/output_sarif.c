/* output_sarif.c — `--format sarif`: one SARIF 2.1.0 log with one run, as
 * GitHub code scanning (upload-sarif) and SARIF viewers read it.
 *
 *   tool.driver: name, version, informationUri and every rule of the
 *     registry (id, name, shortDescription = the summary, fullDescription
 *     = "What it does", help = the whole doc as text and Markdown, helpUri
 *     = its page under docs/rules/, defaultConfiguration.level);
 *   results: ruleId, ruleIndex (the rule's place in driver.rules), level,
 *     message.text, one physicalLocation (artifactLocation.uri, a relative
 *     URI reference for a relative path, and a region with 1-based
 *     startLine/startColumn/endLine/endColumn, endColumn exclusive),
 *     relatedLocations for "parent declared here" notes, and
 *     partialFingerprints["skellint/v1"] (output_ci.h: stable when lines
 *     move). columnKind is unicodeCodePoints, as the CLI counts columns.
 *
 * The log is streamed (json_stream.h): everything up to "results" is
 * printed when the run starts, each result as its file is reported, the
 * closing at the end — the bytes cJSON_Print gives for the whole log. */
#include "json_stream.h"
#include "output_ci.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define FINGERPRINT_KEY "skellint/v1"

static const char *level(SkSeverity s) {
  switch (s) {
  case SK_SEVERITY_ERROR: return "error";
  case SK_SEVERITY_WARNING: return "warning";
  case SK_SEVERITY_OFF: return "none";
  default: return "note";
  }
}

static void add_text(cJSON *obj, const char *key, const char *text) {
  cJSON *m = cJSON_AddObjectToObject(obj, key);
  char *clean = sk_utf8_sanitize(text, strlen(text));
  cJSON_AddStringToObject(m, "text", clean);
  free(clean);
}

/* The paragraph under "## What it does" in a rule's doc, on one line; the
 * summary when there is none. Malloc'd. */
static char *what_it_does(const SkRule *r) {
  const char *doc = r->doc ? r->doc : "";
  const char *p = strstr(doc, "## What it does\n");
  if (!p) return sk_xstrdup(r->summary);
  p += strlen("## What it does\n");
  const char *end = strstr(p, "\n## ");
  if (!end) end = p + strlen(p);
  SkBuf b = {0};
  for (; p < end; p++) {
    char c = *p == '\n' ? ' ' : *p;
    if (c == ' ' && (b.len == 0 || b.data[b.len - 1] == ' ')) continue;
    sk_buf_putc(&b, c);
  }
  while (b.len && b.data[b.len - 1] == ' ') b.data[--b.len] = '\0';
  if (!b.len) {
    sk_buf_free(&b);
    return sk_xstrdup(r->summary);
  }
  return sk_buf_take(&b);
}

static cJSON *rule_json(const SkRule *r) {
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "id", r->code);
  cJSON_AddStringToObject(o, "name", r->name);
  add_text(o, "shortDescription", r->summary);
  char *full = what_it_does(r);
  add_text(o, "fullDescription", full);
  free(full);
  const char *doc = r->doc && *r->doc ? r->doc : r->summary;
  cJSON *help = cJSON_AddObjectToObject(o, "help");
  cJSON_AddStringToObject(help, "text", doc);
  cJSON_AddStringToObject(help, "markdown", doc);
  char *uri = sk_xasprintf("%s%s.md", sk_rules_base_url(), r->code);
  cJSON_AddStringToObject(o, "helpUri", uri);
  free(uri);
  cJSON *cfg = cJSON_AddObjectToObject(o, "defaultConfiguration");
  cJSON_AddStringToObject(cfg, "level", level(r->severity));
  return o;
}

static cJSON *region(const SkPositions *pos, SkSpan span) {
  const SkSource *src = sk_positions_source(pos);
  CliCiRange g = cli_ci_range(pos, span);
  cJSON *o = cJSON_CreateObject();
  cJSON_AddNumberToObject(o, "startLine", g.line);
  cJSON_AddNumberToObject(o, "startColumn", g.column);
  cJSON_AddNumberToObject(o, "endLine", g.end_line);
  cJSON_AddNumberToObject(o, "endColumn", g.end_column);
  if (src->encoding == SK_ENCODING_BINARY && sk_span_valid(span)) {
    cJSON_AddNumberToObject(o, "byteOffset", span.start);
    cJSON_AddNumberToObject(o, "byteLength", span.end - span.start);
  }
  return o;
}

static cJSON *physical(const char *uri, const SkPositions *pos, SkSpan span) {
  cJSON *loc = cJSON_CreateObject();
  cJSON *phys = cJSON_AddObjectToObject(loc, "physicalLocation");
  cJSON *art = cJSON_AddObjectToObject(phys, "artifactLocation");
  cJSON_AddStringToObject(art, "uri", uri);
  cJSON_AddItemToObject(phys, "region", region(pos, span));
  return loc;
}

/* The results' nesting in the log: log { runs [ run { results [. */
enum { RESULTS_DEPTH = 4 };

typedef struct {
  CliJsonArray results;
  char *tail; /* the log after the results */
} Sarif;

static void *start(FILE *out) {
  Sarif *s = sk_xcalloc(1, sizeof *s);
  s->results = (CliJsonArray){.out = out, .formatted = true, .depth = RESULTS_DEPTH};
  cJSON *log = cJSON_CreateObject();
  cJSON_AddStringToObject(log, "$schema", SARIF_SCHEMA);
  cJSON_AddStringToObject(log, "version", "2.1.0");
  cJSON *runs = cJSON_AddArrayToObject(log, "runs");
  cJSON *run = cJSON_CreateObject();
  cJSON_AddItemToArray(runs, run);
  cJSON *driver = cJSON_AddObjectToObject(cJSON_AddObjectToObject(run, "tool"), "driver");
  cJSON_AddStringToObject(driver, "name", "skellint");
  cJSON_AddStringToObject(driver, "version", SK_VERSION);
  cJSON_AddStringToObject(driver, "semanticVersion", SK_VERSION);
  cJSON_AddStringToObject(driver, "informationUri", CLI_CI_HOMEPAGE);
  cJSON *rules = cJSON_AddArrayToObject(driver, "rules");
  for (size_t i = 0; i < sk_rule_count(); i++)
    cJSON_AddItemToArray(rules, rule_json(sk_rule_get((SkRuleId)i)));
  cJSON_AddStringToObject(run, "columnKind", "unicodeCodePoints");
  cJSON_AddArrayToObject(run, "results"); /* the last "[]" of the log */
  char *head;
  if (cli_json_split(log, true, &head, &s->tail)) {
    fputs(head, out);
    free(head);
  }
  cJSON_Delete(log);
  return s;
}

static void document(void *self, const SkDocument *doc) {
  Sarif *s = self;
  char *path = cli_ci_path(doc->src->path);
  char *uri = sk_path_uri(path, SK_URI_DRIVE_AS_WRITTEN);
  CliCiFingerprint *fp = cli_ci_fingerprints(doc, NULL);
  SkPositions *pos = sk_positions_new(doc->src, SK_COLUMN_CHARS);
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    const SkRule *r = sk_rule_get(d->rule);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "ruleId", r->code);
    cJSON_AddNumberToObject(o, "ruleIndex", (double)d->rule);
    cJSON_AddStringToObject(o, "level", level(d->severity));
    add_text(o, "message", d->message);
    cJSON *locs = cJSON_AddArrayToObject(o, "locations");
    cJSON_AddItemToArray(locs, physical(uri, pos, d->span));
    if (d->nrelated) {
      cJSON *rel = cJSON_AddArrayToObject(o, "relatedLocations");
      for (uint32_t k = 0; k < d->nrelated; k++) {
        cJSON *loc = physical(uri, pos, d->related[k].span);
        cJSON_AddNumberToObject(loc, "id", k + 1);
        add_text(loc, "message", d->related[k].message);
        cJSON_AddItemToArray(rel, loc);
      }
    }
    cJSON *pf = cJSON_AddObjectToObject(o, "partialFingerprints");
    cJSON_AddStringToObject(pf, FINGERPRINT_KEY, fp[i]);
    cli_json_array_add(&s->results, o);
  }
  sk_positions_free(pos);
  free(fp);
  free(uri);
  free(path);
}

static void finish(void *self, size_t files) {
  (void)files;
  Sarif *s = self;
  if (s->tail) {
    fputs(s->tail, s->results.out);
    fputc('\n', s->results.out);
  }
  free(s->tail);
  free(s);
}

const CliCiFormat cli_ci_sarif = {"sarif", start, document, finish};
