/* diag.c — diagnostics and their fixes. Rules push through a sink; the
 * sink resolves the severity (options first, then the rule's own choice for
 * this case, then the registry's default) and drops what is turned off. */
#include "internal.h"

#include <ctype.h>
#include <stdlib.h>

void sk_sink_init(SkDiagSink *sink, SkDiagList *out, const SkOptions *opts,
                  SkFormat format) {
  sink->out = out;
  sink->opts = opts;
  sink->format = format;
  sink->reparse = NULL;
}

/* Longest quoted text (a name, a value) a message shows whole; longer
 * ones keep their start and end around an ellipsis. */
#define SK_QUOTE_MAX 100
#define SK_QUOTE_HEAD 60
#define SK_QUOTE_TAIL 30

/* Start of the UTF-8 character holding byte i: at most three bytes back
 * (invalid text may have longer runs of continuation bytes), never before
 * `floor`. */
static size_t char_start(const char *s, size_t i, size_t floor) {
  for (int k = 0; k < 3 && i > floor && ((unsigned char)s[i] & 0xC0) == 0x80; k++) i--;
  return i;
}

/* Appends [s, s+n) with control characters written as \n, \r, \t, \xNN. */
static void put_escaped(SkBuf *b, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\n') sk_buf_puts(b, "\\n");
    else if (c == '\r') sk_buf_puts(b, "\\r");
    else if (c == '\t') sk_buf_puts(b, "\\t");
    else if (c < 0x20 || c == 0x7F) sk_buf_printf(b, "\\x%02X", c);
    else sk_buf_putc(b, (char)c);
  }
}

/* A message as every surface shows it: one line (control characters
 * written as \n, \t, \xNN), and quoted text longer than SK_QUOTE_MAX
 * bytes shortened to its start, "…" and its end — a 10 MB bone name
 * appears in many findings, and each would carry it whole. Takes and
 * returns a malloc'd string. */
char *sk_message_tidy(char *msg) {
  size_t n = strlen(msg);
  bool plain = n <= SK_QUOTE_MAX;
  for (size_t i = 0; plain && i < n; i++)
    plain = (unsigned char)msg[i] >= 0x20 && msg[i] != 0x7F;
  if (plain) return msg;
  SkBuf b = {0};
  sk_buf_append(&b, "", 0);
  size_t done = 0; /* msg[..done) is in b */
  for (size_t i = 0; i < n; i++) {
    char q = msg[i];
    /* An opening quote follows no letter or digit ("BONE's" is none). */
    if (!(q == '\'' || q == '"' || q == '`') || (i > 0 && isalnum((unsigned char)msg[i - 1])))
      continue;
    const char *close = strchr(msg + i + 1, q);
    while (close && isalnum((unsigned char)close[1])) close = strchr(close + 1, q);
    if (!close) break;
    size_t c = (size_t)(close - msg), len = c - i - 1;
    if (len <= SK_QUOTE_MAX) continue;
    size_t head = char_start(msg, i + 1 + SK_QUOTE_HEAD, i + 1);
    size_t tail = char_start(msg, c - SK_QUOTE_TAIL, head);
    put_escaped(&b, msg + done, head - done);
    sk_buf_puts(&b, "…");
    put_escaped(&b, msg + tail, c + 1 - tail);
    done = c + 1;
    i = c;
  }
  put_escaped(&b, msg + done, n - done);
  free(msg);
  return sk_buf_take(&b);
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
  d->message = sk_message_tidy(sk_xvasprintf(fmt, ap));
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
  d->related[d->nrelated].message = sk_message_tidy(sk_xvasprintf(fmt, ap));
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
  f->title = sk_message_tidy(sk_xvasprintf(fmt, ap));
  va_end(ap);
  f->safe = safe;
  return f;
}

void sk_fix_edit(SkFix *f, SkSpan span, const char *text) {
  if (!f) return;
  SkEdit *e = SK_ARRAY_PUSH(f->edits, f->nedits, f->edits_cap);
  e->span = span;
  e->text = sk_xstrdup(text);
}

void sk_fix_prefer(SkFix *f) {
  if (f) f->preferred = true;
}

const SkFix *sk_diag_preferred_fix(const SkDiagnostic *d) {
  const SkFix *first = NULL;
  for (uint32_t i = 0; d && i < d->nfixes; i++) {
    if (!d->fixes[i].safe) continue;
    if (d->fixes[i].preferred) return &d->fixes[i];
    if (!first) first = &d->fixes[i];
  }
  return first;
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
