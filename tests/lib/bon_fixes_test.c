/* bon_fixes_test.c — the safe fixes of the bon rules, applied: for every
 * case in a folder, check it, apply every safe fix (edits sorted, the later
 * of two overlapping edits dropped, as a fixer must), write the text back
 * in the file's own encoding (sk_source_encode), check again, and require
 * that (1) the result decodes in the same encoding, (2) no diagnostic that
 * had a safe fix remains, and (3) no new code appears that was not there
 * before (a fix must not create problems).
 * Usage: bon_fixes_test CASES-DIR   (exit 0 ok, 1 a failure, 2 I/O) */
#include "skellint.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  SkSpan span;
  const char *text;
} Edit;

static int by_start(const void *a, const void *b) {
  const Edit *x = a, *y = b;
  if (x->span.start != y->span.start) return x->span.start < y->span.start ? -1 : 1;
  return x->span.end < y->span.end ? -1 : x->span.end > y->span.end;
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) { fclose(f); free(s); return NULL; }
  fclose(f);
  *len = (size_t)n;
  return s;
}

static bool has_code(const SkDiagList *l, SkRuleId r) {
  for (size_t i = 0; i < l->count; i++)
    if (l->items[i].rule == r) return true;
  return false;
}

/* Returns 0 when the file's safe fixes behave, 1 otherwise. */
static int check_one(const char *path) {
  size_t len;
  char *bytes = slurp(path, &len);
  if (!bytes) { perror(path); return 1; }
  SkDocument *doc = sk_document_check(sk_source_new(path, bytes, len, true),
                                      SK_FORMAT_BON, NULL);
  free(bytes);
  Edit *edits = NULL;
  size_t n = 0, cap = 0;
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    for (uint32_t f = 0; f < d->nfixes; f++) {
      if (!d->fixes[f].safe) continue;
      for (uint32_t e = 0; e < d->fixes[f].nedits; e++) {
        if (n == cap) edits = realloc(edits, (cap = cap ? cap * 2 : 16) * sizeof *edits);
        edits[n++] = (Edit){d->fixes[f].edits[e].span, d->fixes[f].edits[e].text};
      }
      break; /* the first safe fix of a diagnostic */
    }
  }
  if (n == 0) { sk_document_free(doc); free(edits); return 0; }
  qsort(edits, n, sizeof *edits, by_start);
  const SkSource *src = doc->src;
  SkBuf out = {0};
  uint32_t at = 0;
  for (size_t i = 0; i < n; i++) {
    if (edits[i].span.start < at) continue; /* overlaps the one before */
    sk_buf_append(&out, src->text + at, edits[i].span.start - at);
    sk_buf_puts(&out, edits[i].text);
    at = edits[i].span.end;
  }
  sk_buf_append(&out, src->text + at, src->len - at);
  size_t enc_len;
  char *enc = sk_source_encode(src, out.data, out.len, &enc_len);
  int status = 0;
  if (!enc) {
    printf("FAIL %s: the fixed text has no form in the file's encoding\n", path);
    status = 1;
  } else {
    SkDocument *again = sk_document_check(sk_source_new(path, enc, enc_len, true),
                                          SK_FORMAT_BON, NULL);
    if (again->src->encoding != src->encoding) {
      printf("FAIL %s: the encoding changed\n", path);
      status = 1;
    }
    for (size_t i = 0; i < again->diags.count; i++) {
      const SkDiagnostic *d = &again->diags.items[i];
      bool safe = false;
      for (uint32_t f = 0; f < d->nfixes; f++) safe |= d->fixes[f].safe;
      const SkRule *r = sk_rule_get(d->rule);
      if (safe || !has_code(&doc->diags, d->rule)) {
        printf("FAIL %s: after the safe fixes: %s %s\n", path, r->code, d->message);
        status = 1;
      }
    }
    if (!status) printf("ok %s: %zu edits\n", path, n);
    sk_document_free(again);
  }
  free(enc);
  sk_buf_free(&out);
  free(edits);
  sk_document_free(doc);
  return status;
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: %s CASES-DIR\n", argv[0]); return 2; }
  DIR *d = opendir(argv[1]);
  if (!d) { perror(argv[1]); return 2; }
  int status = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t l = strlen(e->d_name);
    if (l < 5 || strcmp(e->d_name + l - 4, ".bon") != 0) continue;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", argv[1], e->d_name);
    status |= check_one(path);
  }
  closedir(d);
  return status;
}
