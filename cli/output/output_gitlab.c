/* output_gitlab.c — `--format gitlab`: a GitLab Code Quality report (the
 * `artifacts: reports: codequality` file), a JSON array of issues:
 *
 *   [{"description": "…", "check_name": "SK401 numchilds-mismatch",
 *     "fingerprint": "…", "severity": "minor",
 *     "location": {"path": "a.xsf", "lines": {"begin": 12, "end": 12}},
 *     "type": "issue", "categories": ["Bug Risk"]}]
 *
 * GitLab needs description, check_name, fingerprint, severity,
 * location.path and location.lines.begin; type and categories make it a
 * valid Code Climate issue as well. Severity: error → major, warning →
 * minor, info → info. GitLab merges issues with equal fingerprints across
 * the report and compares them between pipelines, so the fingerprint
 * includes the path and stays the same when lines move (output_ci.h).
 *
 * The array is streamed (json_stream.h), issue by issue as each file is
 * reported: the bytes of one cJSON array printed whole. */
#include "json_stream.h"
#include "output_ci.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static const char *severity(SkSeverity s) {
  switch (s) {
  case SK_SEVERITY_ERROR: return "major";
  case SK_SEVERITY_WARNING: return "minor";
  default: return "info";
  }
}

typedef struct {
  CliJsonArray issues;
  char *tail; /* "]" */
} GitLab;

static void *start(FILE *out) {
  GitLab *g = sk_xcalloc(1, sizeof *g);
  g->issues.out = out;
  cJSON *frame = cJSON_CreateArray();
  char *head;
  if (cli_json_split(frame, false, &head, &g->tail)) {
    fputs(head, out);
    free(head);
  }
  cJSON_Delete(frame);
  return g;
}

static void document(void *self, const SkDocument *doc) {
  GitLab *g = self;
  char *path = cli_ci_path(doc->src->path);
  SkPositions *pos = sk_positions_new(doc->src, SK_COLUMN_CHARS);
  CliCiFingerprint *fp = cli_ci_fingerprints(doc, path);
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    const SkRule *r = sk_rule_get(d->rule);
    CliCiRange range = cli_ci_range(pos, d->span);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "description", d->message); /* shown by the policy */
    char *check = sk_xasprintf("%s %s", r->code, r->name);
    cJSON_AddStringToObject(o, "check_name", check);
    free(check);
    cJSON_AddStringToObject(o, "fingerprint", fp[i]);
    cJSON_AddStringToObject(o, "severity", severity(d->severity));
    cJSON *loc = cJSON_AddObjectToObject(o, "location");
    char *shown = sk_display_text(path, strlen(path), 0);
    cJSON_AddStringToObject(loc, "path", shown);
    free(shown);
    cJSON *lines = cJSON_AddObjectToObject(loc, "lines");
    cJSON_AddNumberToObject(lines, "begin", range.line);
    cJSON_AddNumberToObject(lines, "end", range.end_line);
    cJSON_AddStringToObject(o, "type", "issue");
    cJSON *cat = cJSON_AddArrayToObject(o, "categories");
    cJSON_AddItemToArray(cat, cJSON_CreateString("Bug Risk"));
    cli_json_array_add(&g->issues, o);
  }
  free(fp);
  sk_positions_free(pos);
  free(path);
}

static void finish(void *self, size_t files) {
  (void)files;
  GitLab *g = self;
  if (g->tail) {
    fputs(g->tail, g->issues.out);
    fputc('\n', g->issues.out);
  }
  free(g->tail);
  free(g);
}

const CliCiFormat cli_ci_gitlab = {"gitlab", start, document, finish};
