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
 * Safe: divides each weight by the sum and writes it with as many decimals
 * as the proportion needs: the fewest (at least the weights' own) that
 * hold it exactly, else six, as Cal3D's exporters write weights (more when
 * the weights have more, or `weight-tolerance` is finer than six decimals
 * can keep; at most nine). `0.8` and `0.5` become `0.615385` and
 * `0.384615`, not `0.6` and `0.4` (a blend 2.5 % off). The last digit of
 * the largest weight absorbs the rounding so that the written weights add
 * up to exactly 1.
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

/* The weights w[0, n) divided by sum in units of 10^-dec (q), rounded;
 * the largest takes the remainder so that they add up to exactly 10^dec.
 * Returns whether every proportion was exact at that precision. */
static bool quantise(const double *w, uint32_t n, double sum, int dec, int64_t *q) {
  int64_t unit = 1, total = 0;
  for (int i = 0; i < dec; i++) unit *= 10;
  uint32_t largest = 0;
  bool exact = true;
  for (uint32_t i = 0; i < n; i++) {
    double x = w[i] / sum * (double)unit;
    q[i] = llround(x);
    if (fabs(x - (double)q[i]) > 1e-6) exact = false;
    total += q[i];
    if (w[i] > w[largest]) largest = i;
  }
  q[largest] += unit - total;
  return exact && total == unit;
}

/* Normalised weights as text, summing to exactly 1: with the fewest
 * decimals (at least the weights' own) that hold every proportion
 * exactly, else with six (as Cal3D's exporters write them) or the
 * weights' own when they have more — more when the tolerance is finer
 * than the rounding of n weights — and at most nine. */
static void fix_weights(const SkContext *ctx, SkDiagnostic *d, const SkVertex *v, double sum) {
  const SkModel *m = ctx->model;
  uint32_t n = v->count;
  int own = 0;
  SkSpan *spans = sk_xmalloc(n * sizeof *spans);
  double *w = sk_xmalloc(n * sizeof *w);
  for (uint32_t i = 0; i < n; i++) {
    const SkInfluence *f = &m->influences[v->first + i];
    spans[i] = sk_inf_weight_span(f);
    const char *t = ctx->src->text + spans[i].start;
    int k = sk_decimals_of(t, f->weight_len);
    if (k > own) own = k; /* an exponent (-1) asks for no decimals of its own */
    sk_parse_double(t, f->weight_len, &w[i]); /* plain_weights: a number */
  }
  /* The sum of the weights as written (the model's are floats: 0.5 + 0.3
   * would not divide into 0.625 exactly). */
  double written = 0;
  for (uint32_t i = 0; i < n; i++) written += w[i];
  if (written > 0 && isfinite(written)) sum = written;
  if (own > 9) own = 9;
  int most = own > 6 ? own : 6;
  /* n weights rounded to 10^-most move the blend by up to n/2 units: finer
   * than the tolerance asks for more decimals. */
  while (most < 9 && (double)n * 0.5 * pow(10, -most) > ctx->opts->weight_tolerance) most++;
  bool fixed = sk_fixed_style(ctx->src, spans, (int)n);
  int64_t *q = sk_xmalloc(n * sizeof *q);
  int dec = own < 1 ? 1 : own;
  while (dec < most && !quantise(w, n, sum, dec, q)) dec++;
  if (dec == most) quantise(w, n, sum, dec, q);
  int64_t unit = 1;
  for (int i = 0; i < dec; i++) unit *= 10;
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
