/* diag.c — diagnostics and their fixes. Rules push through a sink; the
 * sink resolves the severity (options first, then the rule's own choice for
 * this case, then the registry's default) and drops what is turned off. */
#include "internal.h"

#include <stdlib.h>

void sk_sink_init(SkDiagSink *sink, SkDiagList *out, const SkOptions *opts,
                  SkFormat format) {
  sink->out = out;
  sink->opts = opts;
  sink->format = format;
  sink->reparse = NULL;
}

static SkDiagnostic *report(SkDiagSink *sink, SkRuleId rule, SkSeverity hint,
                            SkSpan span, const char *fmt, va_list ap) {
  const SkRule *r = sk_rule_get(rule);
  if (!r) return NULL;
  SkSeverity sev = r->severity;
  if (hint != SK_SEVERITY_DEFAULT) sev = hint;
  if (sink->opts && sink->opts->severity[rule] != SK_SEVERITY_DEFAULT)
    sev = sink->opts->severity[rule];
  if (sev == SK_SEVERITY_OFF) return NULL;
  SkDiagList *l = sink->out;
  SkDiagnostic *d = SK_ARRAY_PUSH(l->items, l->count, l->cap);
  d->rule = rule;
  d->severity = sev;
  d->span = span;
  d->message = sk_xvasprintf(fmt, ap);
  d->bone = UINT32_MAX;
  return d;
}

SkDiagnostic *sk_report(SkDiagSink *sink, SkRuleId rule, SkSpan span,
                        const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  SkDiagnostic *d = report(sink, rule, SK_SEVERITY_DEFAULT, span, fmt, ap);
  va_end(ap);
  return d;
}

SkDiagnostic *sk_report_sev(SkDiagSink *sink, SkRuleId rule, SkSeverity sev,
                            SkSpan span, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  SkDiagnostic *d = report(sink, rule, sev, span, fmt, ap);
  va_end(ap);
  return d;
}

void sk_diag_related(SkDiagnostic *d, SkSpan span, const char *fmt, ...) {
  if (!d || !sk_span_valid(span)) return;
  d->related = sk_xrealloc(d->related, (d->nrelated + 1) * sizeof *d->related);
  va_list ap;
  va_start(ap, fmt);
  d->related[d->nrelated].span = span;
  d->related[d->nrelated].message = sk_xvasprintf(fmt, ap);
  va_end(ap);
  d->nrelated++;
}

void sk_diag_set_bone(SkDiagnostic *d, uint32_t bone) {
  if (d) d->bone = bone;
}

SkFix *sk_diag_fix(SkDiagnostic *d, bool safe, const char *fmt, ...) {
  if (!d) return NULL;
  d->fixes = sk_xrealloc(d->fixes, (d->nfixes + 1) * sizeof *d->fixes);
  SkFix *f = &d->fixes[d->nfixes++];
  memset(f, 0, sizeof *f);
  va_list ap;
  va_start(ap, fmt);
  f->title = sk_xvasprintf(fmt, ap);
  va_end(ap);
  f->safe = safe;
  return f;
}

void sk_fix_edit(SkFix *f, SkSpan span, const char *text) {
  if (!f) return;
  f->edits = sk_xrealloc(f->edits, (f->nedits + 1) * sizeof *f->edits);
  f->edits[f->nedits].span = span;
  f->edits[f->nedits].text = sk_xstrdup(text);
  f->nedits++;
}

void sk_diag_free_contents(SkDiagnostic *d) {
  free(d->message);
  for (uint32_t i = 0; i < d->nrelated; i++) free(d->related[i].message);
  free(d->related);
  for (uint32_t i = 0; i < d->nfixes; i++) {
    for (uint32_t j = 0; j < d->fixes[i].nedits; j++) free(d->fixes[i].edits[j].text);
    free(d->fixes[i].edits);
    free(d->fixes[i].title);
  }
  free(d->fixes);
}

void sk_diag_list_free(SkDiagList *l) {
  if (!l) return;
  for (size_t i = 0; i < l->count; i++) sk_diag_free_contents(&l->items[i]);
  free(l->items);
  l->items = NULL;
  l->count = l->cap = 0;
}

static int cmp_diag(const void *a, const void *b) {
  const SkDiagnostic *x = a, *y = b;
  if (x->span.start != y->span.start) return x->span.start < y->span.start ? -1 : 1;
  if (x->rule != y->rule) return x->rule < y->rule ? -1 : 1;
  if (x->span.end != y->span.end) return x->span.end < y->span.end ? -1 : 1;
  return strcmp(x->message, y->message);
}

void sk_diag_list_sort(SkDiagList *l) {
  if (l->count > 1) qsort(l->items, l->count, sizeof *l->items, cmp_diag);
}

size_t sk_diag_list_count(const SkDiagList *l, SkSeverity sev) {
  size_t n = 0;
  for (size_t i = 0; i < l->count; i++) n += l->items[i].severity == sev;
  return n;
}
