/* baseline.c — accepting the findings of a legacy repository as they are
 * today and failing only on new ones.
 *
 *   {"version": 1, "tool": "skellint",
 *    "findings": [{"path": "avatars/a.xsf", "code": "SK401",
 *                  "fingerprint": "9f2c…", "message": "…"}]}
 *
 * A finding matches the baseline when its path (as given, without a
 * leading "./"), code and fingerprint are there. The fingerprint does not
 * contain the line number: it hashes the code, the trimmed text of the
 * line the finding is on, the bone it is about and its occurrence index
 * among findings with the same three, so inserting or deleting unrelated
 * lines keeps every old finding matched, while a second identical problem
 * on an identical line is new. The message is for people reading the
 * file; it is not compared (rewording a message does not break
 * baselines). */
#include "baseline.h"
#include "fix/fix_write.h"
#include "jobs.h"
#include "files/files.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

struct CliBaseline {
  uint64_t *keys; /* hashes of path, code and fingerprint, sorted */
  size_t n;
};

static uint64_t entry_key(const char *path, const char *code, uint64_t fp) {
  const char *p = cli_path_clean(path);
  uint64_t h = sk_hash64(p, strlen(p) + 1, SK_HASH_SEED);
  h = sk_hash64(code, strlen(code) + 1, h);
  return sk_hash64(&fp, sizeof fp, h);
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* ---- fingerprints ---- */

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* The hash of code, trimmed line text and bone name of one diagnostic. */
static uint64_t base_hash(const SkDocument *doc, const SkDiagnostic *d) {
  const SkSource *src = doc->src;
  const char *code = sk_rule_get(d->rule)->code;
  uint64_t h = sk_hash64(code, strlen(code) + 1, SK_HASH_SEED);
  if (src->encoding == SK_ENCODING_BINARY || !sk_span_valid(d->span) || d->span.start > src->len) {
    /* No lines: the message stands for the place. */
    h = sk_hash64(d->message, strlen(d->message) + 1, h);
  } else {
    SkSpan line = sk_source_line_span(src, sk_source_line_of(src, d->span.start));
    const char *s = src->text + line.start, *e = src->text + line.end;
    while (s < e && blank(*s)) s++;
    while (e > s && blank(e[-1])) e--;
    h = sk_hash64(s, (size_t)(e - s), h);
    h = sk_hash64("", 1, h);
  }
  if (doc->model && d->bone < doc->model->nbones) {
    const char *name = doc->model->bones[d->bone].name;
    if (name) h = sk_hash64(name, strlen(name), h);
  }
  return h;
}

typedef struct {
  uint64_t base;
  size_t index;
} Occ;

static int cmp_occ(const void *a, const void *b) {
  const Occ *x = a, *y = b;
  if (x->base != y->base) return x->base < y->base ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

uint64_t *cli_fingerprints(const SkDocument *doc) {
  size_t n = doc->diags.count;
  uint64_t *fp = sk_xcalloc(n ? n : 1, sizeof *fp);
  Occ *occ = sk_xcalloc(n ? n : 1, sizeof *occ);
  for (size_t i = 0; i < n; i++) occ[i] = (Occ){base_hash(doc, &doc->diags.items[i]), i};
  /* The occurrence index among equal hashes, in the document's order. */
  if (n > 1) qsort(occ, n, sizeof *occ, cmp_occ);
  uint64_t k = 0;
  for (size_t i = 0; i < n; i++) {
    k = i > 0 && occ[i].base == occ[i - 1].base ? k + 1 : 0;
    fp[occ[i].index] = sk_hash64(&k, sizeof k, occ[i].base);
  }
  free(occ);
  return fp;
}

/* ---- reading ---- */

CliBaseline *cli_baseline_load(const char *path, char **err) {
  *err = NULL;
  char *bytes = NULL;
  size_t len = 0;
  int e = 0;
  if (!cli_read_file(path, SIZE_MAX, &bytes, &len, &e)) {
    *err = sk_xasprintf("%s: %s", path, cli_strerror(e));
    return NULL;
  }
  cJSON *root = cJSON_ParseWithLength(bytes, len);
  free(bytes);
  const cJSON *findings = cJSON_GetObjectItemCaseSensitive(root, "findings");
  const cJSON *version = cJSON_GetObjectItemCaseSensitive(root, "version");
  if (!cJSON_IsObject(root) || !cJSON_IsArray(findings) || !cJSON_IsNumber(version) ||
      version->valueint != 1) {
    cJSON_Delete(root);
    *err = sk_xasprintf("%s: not a skellint baseline (expected a file written by --write-baseline)", path);
    return NULL;
  }
  CliBaseline *b = sk_xcalloc(1, sizeof *b);
  size_t cap = (size_t)cJSON_GetArraySize(findings);
  b->keys = sk_xcalloc(cap ? cap : 1, sizeof *b->keys);
  const cJSON *f;
  cJSON_ArrayForEach(f, findings) {
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(f, "path");
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(f, "code");
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(f, "fingerprint");
    uint64_t fp;
    if (!cJSON_IsString(p) || !cJSON_IsString(c) || !cJSON_IsString(h) ||
        sscanf(h->valuestring, "%16" SCNx64, &fp) != 1) {
      cJSON_Delete(root);
      cli_baseline_free(b);
      *err = sk_xasprintf("%s: a finding lacks \"path\", \"code\" or a hexadecimal \"fingerprint\"", path);
      return NULL;
    }
    b->keys[b->n++] = entry_key(p->valuestring, c->valuestring, fp);
  }
  cJSON_Delete(root);
  if (b->n > 1) qsort(b->keys, b->n, sizeof *b->keys, cmp_u64);
  return b;
}

void cli_baseline_free(CliBaseline *b) {
  if (!b) return;
  free(b->keys);
  free(b);
}

/* What the keep test walks with: the fingerprints in list order and the
 * index of the diagnostic asked about (sk_diag_list_keep asks about each
 * once, in order). */
typedef struct {
  const CliBaseline *b;
  const SkDocument *doc;
  const uint64_t *fp;
  size_t i;
} Walk;

static bool not_in_baseline(const SkDiagnostic *d, void *ud) {
  Walk *w = ud;
  uint64_t key = entry_key(w->doc->src->path, sk_rule_get(d->rule)->code, w->fp[w->i++]);
  return !w->b->n || !bsearch(&key, w->b->keys, w->b->n, sizeof key, cmp_u64); /* an empty baseline: no array */
}

size_t cli_baseline_filter(const CliBaseline *b, SkDocument *doc) {
  if (!b || doc->diags.count == 0) return 0;
  uint64_t *fp = cli_fingerprints(doc);
  Walk w = {b, doc, fp, 0};
  size_t removed = sk_diag_list_keep(&doc->diags, not_in_baseline, &w);
  free(fp);
  return removed;
}

/* ---- writing ---- */

struct CliBaselineWriter {
  cJSON *root, *findings;
  size_t n;
};

CliBaselineWriter *cli_baseline_writer_new(void) {
  CliBaselineWriter *w = sk_xcalloc(1, sizeof *w);
  w->root = cJSON_CreateObject();
  cJSON_AddNumberToObject(w->root, "version", 1);
  cJSON_AddStringToObject(w->root, "tool", "skellint " SK_VERSION);
  w->findings = cJSON_AddArrayToObject(w->root, "findings");
  return w;
}

void cli_baseline_writer_add(CliBaselineWriter *w, const SkDocument *doc) {
  if (doc->diags.count == 0) return;
  uint64_t *fp = cli_fingerprints(doc);
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    cJSON *o = cJSON_CreateObject();
    char *p = sk_utf8_sanitize(cli_path_clean(doc->src->path), strlen(cli_path_clean(doc->src->path)));
    char *m = sk_utf8_sanitize(d->message, strlen(d->message));
    char hex[17];
    snprintf(hex, sizeof hex, "%016" PRIx64, fp[i]);
    cJSON_AddStringToObject(o, "path", p);
    cJSON_AddStringToObject(o, "code", sk_rule_get(d->rule)->code);
    cJSON_AddStringToObject(o, "fingerprint", hex);
    cJSON_AddStringToObject(o, "message", m);
    cJSON_AddItemToArray(w->findings, o);
    free(p);
    free(m);
    w->n++;
  }
  free(fp);
}

bool cli_baseline_writer_finish(CliBaselineWriter *w, const char *path, size_t *count) {
  char *s = cJSON_Print(w->root);
  *count = w->n;
  cJSON_Delete(w->root);
  free(w);
  SkBuf text = {0};
  sk_buf_puts(&text, s);
  sk_buf_putc(&text, '\n');
  cJSON_free(s);
  char *why = NULL;
  bool ok = cli_write_new_file(path, text.data, text.len, &why);
  if (!ok) {
    fprintf(stderr, "skellint: --write-baseline %s: %s\n", path, why);
    free(why);
  }
  sk_buf_free(&text);
  return ok;
}
