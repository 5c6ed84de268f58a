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

/* An influence named by text (a bone name that resolved to no bone, in a
 * text format): its name and its place. */
typedef struct {
  const char *name;
  uint32_t len, index;
} Named;

static int cmp_name(const Named *a, const Named *b) {
  if (a->len != b->len) return a->len < b->len ? -1 : 1;
  return memcmp(a->name, b->name, a->len);
}

static int cmp_named(const void *x, const void *y) {
  const Named *a = x, *b = y;
  int c = cmp_name(a, b);
  return c ? c : a->index < b->index ? -1 : a->index > b->index;
}

static int cmp_u64(const void *x, const void *y) {
  uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
  return a < b ? -1 : a > b;
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
 * first. Two influences name the same bone when they resolve to the same
 * index (a binary mesh: the same ID, resolved or not), or, both
 * unresolved in a text format, are written alike. Influences are sorted
 * by bone, then by place — as (bone, place) pairs in one 64-bit integer,
 * those named by text by their text — so that a vertex with n of them
 * costs n log n (200,000 on one vertex took 8 s when each was compared
 * with every one before it). Reported group by group: the document's
 * findings are sorted by place afterwards. */
void sk_check_duplicate_influence(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  bool binary = sk_weights_binary(ctx);
  uint64_t *ids = NULL;
  Named *named = NULL;
  uint32_t cap = 0;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    if (v->count < 2) continue;
    if (v->count > cap) {
      cap = v->count;
      ids = sk_xrealloc(ids, cap * sizeof *ids);
      named = sk_xrealloc(named, cap * sizeof *named);
    }
    uint32_t nids = 0, nnamed = 0;
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      if (f->bone < 0 && !binary) {
        SkSpan x = sk_inf_bone_span(ctx, f);
        named[nnamed++] = (Named){ctx->src->text + x.start, x.end - x.start, i};
      } else {
        ids[nids++] = (uint64_t)((uint32_t)f->bone ^ 0x80000000u) << 32 | (i - v->first);
      }
    }
    if (nids > 1) qsort(ids, nids, sizeof *ids, cmp_u64);
    for (uint32_t i = 1, g = 0; i < nids; i++) {
      if (ids[i] >> 32 != ids[i - 1] >> 32) g = i;
      else report(ctx, sink, vi, v->first + (uint32_t)ids[i], v->first + (uint32_t)ids[g]);
    }
    if (nnamed > 1) qsort(named, nnamed, sizeof *named, cmp_named);
    for (uint32_t i = 1, g = 0; i < nnamed; i++) {
      if (cmp_name(&named[i], &named[i - 1]) != 0) g = i;
      else report(ctx, sink, vi, named[i].index, named[g].index);
    }
  }
  free(ids);
  free(named);
}
