/* SK201 weight-sum
 *
 * ## What it does
 * Flags a vertex whose weights do not add up to 1 within `weight-tolerance`
 * (default 1e-4), and says what they add up to.
 *
 * ## Why is this bad?
 * Skinning blends the bones' transforms by the weights. Weights summing to
 * 0.9 pull the vertex towards the origin as the bones move (the mesh
 * shrinks or tears at that vertex); weights summing to more than 1 push it
 * outwards. Both formats' documents require the sum to be 1.
 *
 * ## Example
 * ```text
 * ... 2 0.500000 "Larva-bone4" 0.400000 "Larva-bone5"
 * ```
 * Use instead: `2 0.555556 "Larva-bone4" 0.444444 "Larva-bone5"`.
 *
 * ## Fix
 * Safe: divides each weight by the sum and writes it with the number of
 * decimals the weights already have; the last digit of the largest weight
 * absorbs the rounding so that the written weights add up to exactly 1.
 * Not offered when a weight is negative or all are zero, nor in a binary
 * mesh (CMF), which has no text to edit. Not offered either, and the
 * message says why, when the sum is not a finite number (weights of
 * 1e300 overflow it: no division by it means anything) or when a weight
 * is not written as a plain number (an XML comment, CDATA section or
 * character reference inside `<INFLUENCE>`: rewriting the element's text
 * would delete the comment or flatten the section).
 */
#include "weights_util.h"

#include <math.h>

/* Whether every weight of v is written as a plain number, the whole of
 * its span (not a comment, CDATA or a reference around it), whatever its
 * length. */
static bool plain_weights(const SkContext *ctx, const SkVertex *v) {
  for (uint32_t i = v->first; i < v->first + v->count; i++) {
    const SkInfluence *f = &ctx->model->influences[i];
    double w;
    if (sk_parse_double(ctx->src->text + f->weight_start, f->weight_len, &w) != SK_NUM_OK)
      return false;
  }
  return true;
}

/* Normalised weights as text, with `decimals` decimals, summing to 1. */
static void fix_weights(const SkContext *ctx, SkDiagnostic *d, const SkVertex *v, double sum) {
  const SkModel *m = ctx->model;
  uint32_t n = v->count;
  int dec = 0;
  bool exp = false;
  SkSpan *spans = sk_xmalloc(n * sizeof *spans);
  double *w = sk_xmalloc(n * sizeof *w);
  for (uint32_t i = 0; i < n; i++) {
    const SkInfluence *f = &m->influences[v->first + i];
    spans[i] = sk_inf_weight_span(f);
    const char *t = ctx->src->text + spans[i].start;
    int k = sk_decimals_of(t, f->weight_len);
    if (k < 0) exp = true;
    else if (k > dec) dec = k;
    sk_parse_double(t, f->weight_len, &w[i]); /* plain_weights: a number */
  }
  if (exp || dec == 0) dec = 6;
  if (dec > 9) dec = 9;
  bool fixed = sk_fixed_style(ctx->src, spans, (int)n);
  /* Integers in units of 10^-dec; the largest weight takes the remainder. */
  int64_t unit = 1;
  for (int i = 0; i < dec; i++) unit *= 10;
  int64_t total = 0;
  uint32_t largest = 0;
  int64_t *q = sk_xmalloc(n * sizeof *q);
  for (uint32_t i = 0; i < n; i++) {
    q[i] = llround(w[i] / sum * (double)unit);
    total += q[i];
    if (w[i] > w[largest]) largest = i;
  }
  q[largest] += unit - total;
  char label[160];
  sk_vertex_label(ctx, (uint32_t)(v - m->vertices), label, sizeof label);
  SkFix *fx = sk_diag_fix(d, true, "Normalise the weights of %s", label);
  for (uint32_t i = 0; i < n; i++) {
    char *s = sk_format_like((double)q[i] / (double)unit, dec, fixed);
    sk_fix_edit(fx, spans[i], s);
    free(s);
  }
  free(q);
  free(w);
  free(spans);
}

void sk_check_weight_sum(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  double tol = ctx->opts->weight_tolerance;
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    if (!v->count) continue; /* SK207 */
    double sum = 0;
    bool negative = false;
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      sum += m->influences[i].weight;
      if (m->influences[i].weight < 0) negative = true;
    }
    if (isnan(sum)) continue; /* a weight that is not a number: SK002 */
    if (fabs(sum - 1.0) <= tol) continue;
    SkBuf terms = {0};
    sk_buf_append(&terms, "", 0);
    for (uint32_t i = v->first; i < v->first + v->count && i < v->first + 6; i++) {
      const SkInfluence *f = &m->influences[i];
      char wb[32];
      const char *wt;
      int wl = sk_inf_weight_text(ctx, f, wb, &wt);
      sk_buf_printf(&terms, "%s%.*s", i == v->first ? "" : " + ", wl, wt);
    }
    if (v->count > 6) sk_buf_puts(&terms, " + …");
    char label[160];
    sk_vertex_label(ctx, vi, label, sizeof label);
    /* The sum at the weights' own precision (floats add noise beyond it). */
    int dec = 0;
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      char wb[32];
      const char *wt;
      int wl = sk_inf_weight_text(ctx, f, wb, &wt);
      int k = sk_decimals_of(wt, (size_t)wl);
      if (k < 0) k = 6;
      if (k > dec) dec = k;
    }
    char *s = sk_format_like(sum, dec < 1 ? 1 : dec, false);
    char *t = sk_format_double(tol, -1);
    /* No fix in a binary mesh: it has no text to edit. Where a fix cannot
     * be right, the message says why there is none. */
    bool binary = sk_weights_binary(ctx);
    const char *why = "";
    if (!isfinite(sum)) why = "; no fix: the sum is not a finite number";
    else if (!binary && !plain_weights(ctx, v))
      why = "; no fix: a weight is not written as a plain number (a comment, CDATA or a "
            "character reference in it would be lost)";
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK201, sk_vertex_influences_span(m, v),
                                "the weights of %s sum to %s (%s); expected 1 (within %s)%s", label,
                                s, terms.data, t, why);
    free(s);
    free(t);
    sk_buf_free(&terms);
    if (!negative && sum > 0 && !binary && !*why) fix_weights(ctx, d, v, sum);
  }
}
