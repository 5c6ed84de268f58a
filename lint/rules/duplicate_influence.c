/* SK205 duplicate-influence
 *
 * ## What it does
 * Flags a vertex that lists the same bone twice.
 *
 * ## Why is this bad?
 * Readers either keep the last weight (the first is lost and the sum is
 * wrong) or add both into two bone slots, wasting one of the four a vertex
 * has. Exporters write each bone once; a duplicate comes from merging
 * weights by hand or from two bones that were renamed alike.
 *
 * ## Example
 * ```text
 * ... 2 0.500000 "Larva-bone4" 0.500000 "Larva-bone4"
 * ```
 * Use instead: `1 1.000000 "Larva-bone4"`.
 *
 * ## Fix
 * None: whether the weights should be added or one was meant for another
 * bone is for the author to say.
 */
#include "weights_util.h"

/* An influence as the sort sees it: which bone it names (its index, or
 * the text of a name that resolved to no bone) and where it is. */
typedef struct {
  int32_t bone;
  bool by_name;
  const char *name;
  uint32_t len, index;
} Key;

/* Two influences name the same bone when they resolve to the same index,
 * or, both unresolved (text formats), are written alike. */
static Key key_of(const SkContext *ctx, uint32_t i) {
  const SkInfluence *f = &ctx->model->influences[i];
  Key k = {.bone = f->bone, .index = i};
  if (f->bone < 0 && !sk_weights_binary(ctx)) {
    SkSpan x = sk_inf_bone_span(ctx, f);
    k.by_name = true, k.name = ctx->src->text + x.start, k.len = x.end - x.start;
  }
  return k;
}

static int cmp_bone(const Key *a, const Key *b) {
  if (a->by_name != b->by_name) return a->by_name ? 1 : -1;
  if (!a->by_name) return a->bone < b->bone ? -1 : a->bone > b->bone;
  if (a->len != b->len) return a->len < b->len ? -1 : 1;
  return memcmp(a->name, b->name, a->len);
}

static int cmp_key(const void *x, const void *y) {
  const Key *a = x, *b = y;
  int c = cmp_bone(a, b);
  return c ? c : a->index < b->index ? -1 : a->index > b->index;
}

static void report(const SkContext *ctx, SkDiagSink *sink, uint32_t vi, uint32_t i, uint32_t j) {
  const SkInfluence *f = &ctx->model->influences[i];
  char label[160];
  sk_vertex_label(ctx, vi, label, sizeof label);
  char *b = sk_inf_bone_label(ctx, f);
  SkDiagnostic *d = sk_report(sink, SK_RULE_SK205, sk_inf_bone_span(ctx, f),
                              "%s lists bone %s twice; expected each bone once (with the "
                              "weights added)",
                              label, b);
  sk_diag_related(d, sk_inf_bone_span(ctx, &ctx->model->influences[j]), "first listed here");
  free(b);
}

/* Each influence that repeats an earlier one of its vertex, with the
 * first: influences sorted by bone, then by place, so that a vertex with
 * n of them costs n log n (200,000 on one vertex took 8 s when each was
 * compared with every one before it). */
void sk_check_duplicate_influence(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  Key *keys = NULL;
  uint32_t *first = NULL, cap = 0;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    if (v->count < 2) continue;
    if (v->count > cap) {
      cap = v->count;
      keys = sk_xrealloc(keys, cap * sizeof *keys);
      first = sk_xrealloc(first, cap * sizeof *first);
    }
    for (uint32_t i = 0; i < v->count; i++) keys[i] = key_of(ctx, v->first + i);
    qsort(keys, v->count, sizeof *keys, cmp_key);
    /* first[k]: the first influence naming the bone of influence k. */
    for (uint32_t i = 0, g = 0; i < v->count; i++) {
      if (i > 0 && cmp_bone(&keys[i - 1], &keys[i]) != 0) g = i;
      first[keys[i].index - v->first] = keys[g].index;
    }
    for (uint32_t i = v->first + 1; i < v->first + v->count; i++)
      if (first[i - v->first] != i) report(ctx, sink, vi, i, first[i - v->first]);
  }
  free(keys);
  free(first);
}
