/* folding.c — textDocument/foldingRange: every bone declaration and every
 * structural block the front-end recorded (SkModel.blocks: sections,
 * meshes, XML elements with children) that spans more than one line
 * folds. Once a server answers foldingRange, editors stop folding by
 * indentation, so a format without blocks would lose folding altogether. */
#include "features.h"

#include <stdlib.h>

typedef struct {
  uint32_t start, end;
} Lines;

static int by_lines(const void *a, const void *b) {
  const Lines *x = a, *y = b;
  if (x->start != y->start) return x->start < y->start ? -1 : 1;
  return x->end < y->end ? 1 : x->end > y->end ? -1 : 0; /* outer first */
}

static void add(const SkSource *src, SkSpan sp, Lines *out, size_t *n) {
  if (!sk_span_valid(sp) || sp.end <= sp.start || sp.end > src->len) return;
  uint32_t a = sk_source_line_of(src, sp.start), b = sk_source_line_of(src, sp.end - 1);
  if (b > a) out[(*n)++] = (Lines){a, b};
}

cJSON *lsp_folding_range(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  cJSON *out = cJSON_CreateArray();
  const SkModel *m = d->doc->model;
  const SkSource *src = d->doc->src;
  if (!m) return out;
  Lines *all = sk_xmalloc(((size_t)m->nbones + m->nblocks + 1) * sizeof *all);
  size_t n = 0;
  for (uint32_t i = 0; i < m->nbones; i++) add(src, m->bones[i].span, all, &n);
  for (uint32_t i = 0; i < m->nblocks; i++) add(src, m->blocks[i], all, &n);
  qsort(all, n, sizeof *all, by_lines);
  for (size_t i = 0; i < n; i++) {
    if (LSP_CANCELLED_EVERY(s, i)) {
      free(all);
      cJSON_Delete(out);
      return lsp_fail(err, LSP_REQUEST_CANCELLED, "the request was cancelled");
    }
    /* One range per start line (editors fold by start line). */
    if (i && all[i].start == all[i - 1].start) continue;
    cJSON *r = cJSON_CreateObject();
    cJSON_AddNumberToObject(r, "startLine", all[i].start);
    cJSON_AddNumberToObject(r, "endLine", all[i].end);
    cJSON_AddStringToObject(r, "kind", "region");
    cJSON_AddItemToArray(out, r);
  }
  free(all);
  return out;
}
