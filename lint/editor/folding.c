/* folding.c — the lines an editor folds, as plain values (the language
 * server's foldingRange): every bone declaration and every structural
 * block the front-end recorded (SkModel.blocks: sections, meshes, XML
 * elements with children) that spans more than one line, one per start
 * line (the outermost), in line order. Once a server answers
 * foldingRange, editors stop folding by indentation, so a format without
 * blocks would lose folding altogether. */
#include "../report.h"
#include "skellint/editor.h"

#include <stdlib.h>

static int by_lines(const void *a, const void *b) {
  const SkFold *x = a, *y = b;
  if (x->start != y->start) return x->start < y->start ? -1 : 1;
  return x->end < y->end ? 1 : x->end > y->end ? -1 : 0; /* outer first */
}

static void add(const SkSource *src, SkSpan sp, SkFold *out, size_t *n) {
  if (!sk_span_valid(sp) || sp.end <= sp.start || sp.end > src->len) return;
  uint32_t a = sk_source_line_of(src, sp.start), b = sk_source_line_of(src, sp.end - 1);
  if (b > a) out[(*n)++] = (SkFold){a, b};
}

bool sk_folds(const SkSource *src, const SkModel *m, SkCancelled cancelled, void *arg,
              SkFold **out, size_t *count) {
  *out = NULL;
  *count = 0;
  if (!m) return true;
  SkFold *all = sk_xmalloc(((size_t)m->nbones + m->nblocks + 1) * sizeof *all);
  size_t n = 0, kept = 0;
  for (uint32_t i = 0; i < m->nbones; i++) add(src, m->bones[i].span, all, &n);
  for (uint32_t i = 0; i < m->nblocks; i++) add(src, m->blocks[i], all, &n);
  if (n > 1) qsort(all, n, sizeof *all, by_lines);
  for (size_t i = 0; i < n; i++) {
    if (cancelled && cancelled(arg, (uint32_t)i)) {
      free(all);
      return false;
    }
    /* One range per start line (editors fold by start line). */
    if (kept && all[kept - 1].start == all[i].start) continue;
    all[kept++] = all[i];
  }
  *out = all;
  *count = kept;
  return true;
}
