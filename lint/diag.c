/* diag.c — diagnostics and their fixes. Rules push through a sink; the
 * sink resolves the severity (options first, then the rule's own choice for
 * this case, then the registry's default) and drops what is turned off. */
#include "report.h"

#include <ctype.h>
#include <stdlib.h>

void sk_sink_init(SkDiagSink *sink, SkDiagList *out, const SkOptions *opts,
                  SkFormat format) {
  sink->out = out;
  sink->opts = opts;
  sink->format = format;
  sink->reparse = NULL;
}

/* Longest quoted text (a name, a value, a path) or unquoted run without
 * blanks (a number, a path) a message shows whole; longer ones keep their
 * start and end around an ellipsis. A message longer than SK_MESSAGE_MAX
 * after that (many names, a path with blanks) keeps its start and end. */
#define SK_QUOTE_MAX 100
#define SK_QUOTE_HEAD 60
#define SK_QUOTE_TAIL 30
#define SK_MESSAGE_MAX 2000
#define SK_MESSAGE_TAIL 200

/* Start of the UTF-8 character holding byte i: at most three bytes back
 * (invalid text may have longer runs of continuation bytes), never before
 * `floor`. */
static size_t char_start(const char *s, size_t i, size_t floor) {
  for (int k = 0; k < 3 && i > floor && ((unsigned char)s[i] & 0xC0) == 0x80; k++) i--;
  return i;
}

/* Where text [first, last) longer than SK_QUOTE_MAX is cut: it keeps
 * [first, head) and [tail, last) around "…", at character boundaries. */
static void cut(const char *s, size_t first, size_t last, size_t *head, size_t *tail) {
  *head = char_start(s, first + SK_QUOTE_HEAD, first);
  *tail = char_start(s, last - SK_QUOTE_TAIL, *head);
}

/* Bytes [from, from+k) of the concatenation of the pieces into out. */
static void gather(const char *const *s, const size_t *len, size_t pieces, size_t from, size_t k,
                   char *out) {
  for (size_t i = 0, at = 0; i < pieces && k; at += len[i], i++) {
    if (from >= at + len[i]) continue;
    size_t off = from - at, take = len[i] - off < k ? len[i] - off : k;
    memcpy(out, s[i] + off, take);
    out += take, from += take, k -= take;
  }
}

char *sk_message_join(const char *const *s, const size_t *len, size_t pieces) {
  size_t n = 0;
  for (size_t i = 0; i < pieces; i++) n += len[i];
  if (n <= SK_QUOTE_MAX) {
    char *all = sk_xmalloc(n + 1);
    gather(s, len, pieces, 0, n, all);
    all[n] = 0;
    return all;
  }
  /* Only the bytes around the cut are looked at: the first SK_QUOTE_HEAD
   * and the last SK_QUOTE_TAIL, and three before each (char_start). */
  char head[SK_QUOTE_HEAD + 1], tail[SK_QUOTE_TAIL + 3];
  gather(s, len, pieces, 0, sizeof head, head);
  gather(s, len, pieces, n - sizeof tail, sizeof tail, tail);
  size_t h = char_start(head, SK_QUOTE_HEAD, 0), t = char_start(tail, 3, 0);
  return sk_xasprintf("%.*s…%.*s", (int)h, head, (int)(sizeof tail - t), tail + t);
}

char *sk_message_text(const char *s, size_t n) { return sk_message_join(&s, &n, 1); }

static bool is_quote(char c) { return c == '\'' || c == '"' || c == '`'; }

/* The end of the quoted text opened at msg[i] (its closing quote), or 0
 * when it is not closed. A closing quote is followed by no letter or digit
 * ("'a's b'" is one quote); `unclosed` remembers the quote characters that
 * close nothing further on, so that a message of many stray quotes costs
 * one scan per quote character, not one per quote. */
static size_t quote_end(const char *msg, size_t i, unsigned *unclosed) {
  char q = msg[i];
  unsigned bit = q == '\'' ? 1u : q == '"' ? 2u : 4u;
  if (*unclosed & bit) return 0;
  const char *close = strchr(msg + i + 1, q);
  while (close && isalnum((unsigned char)close[1])) close = strchr(close + 1, q);
  if (!close) {
    *unclosed |= bit;
    return 0;
  }
  return (size_t)(close - msg);
}

/* A message as every surface shows it: one line, written by the escaping
 * policy (escape.c: control characters as \n, \t, \xNN …), and quoted
 * text longer than SK_QUOTE_MAX bytes shortened to its start, "…" and its
 * end — a 10 MB bone name appears in many findings, and each would carry
 * it whole. Runs without
 * blanks outside quotes (a 100,000-digit number, a path) are shortened
 * the same way, and the whole message to SK_MESSAGE_MAX bytes: no text
 * from a file, however long, makes a message longer than that. Takes and
 * returns a malloc'd string. */
char *sk_message_tidy(char *msg) {
  size_t n = strlen(msg);
  if (n <= SK_QUOTE_MAX && sk_shown_plain(msg, n)) return msg;
  SkBuf b = {0};
  sk_buf_append(&b, "", 0);
  size_t done = 0; /* msg[..done) is in b */
  unsigned unclosed = 0;
  for (size_t i = 0; i < n; i++) {
    /* Text starts after a blank, at the start, or at an opening quote
     * (one that follows no letter or digit: "BONE's" is none). */
    bool opening = is_quote(msg[i]) && !(i > 0 && isalnum((unsigned char)msg[i - 1]));
    bool word = !opening && msg[i] != ' ' &&
                (i == 0 || msg[i - 1] == ' ' || is_quote(msg[i - 1]));
    size_t first, last; /* the text to shorten: [first, last) */
    if (opening) {
      size_t c = quote_end(msg, i, &unclosed);
      if (!c) continue;
      first = i + 1, last = c;
    } else if (word) {
      size_t e = i;
      while (e < n && msg[e] != ' ' && !(is_quote(msg[e]) && !isalnum((unsigned char)msg[e - 1])))
        e++;
      first = i, last = e;
    } else {
      continue;
    }
    if (last - first > SK_QUOTE_MAX) {
      size_t head, tail;
      cut(msg, first, last, &head, &tail);
      sk_buf_put_shown(&b, msg + done, head - done, 0);
      sk_buf_puts(&b, "…");
      done = tail;
    }
    i = opening ? last : last - 1; /* past the closing quote, or the run */
  }
  sk_buf_put_shown(&b, msg + done, n - done, 0);
  free(msg);
  char *out;
  if (b.len <= SK_MESSAGE_MAX) {
    out = sk_xstrndup(b.data, b.len); /* exactly its size, as above */
  } else {
    size_t head = char_start(b.data, SK_MESSAGE_MAX - SK_MESSAGE_TAIL - 3, 0);
    size_t tail = char_start(b.data, b.len - SK_MESSAGE_TAIL, head);
    out = sk_xasprintf("%.*s…%.*s", (int)head, b.data, (int)(b.len - tail), b.data + tail);
  }
  sk_buf_free(&b);
  return out;
}

/* Longest text of one %s argument formatted whole: a longer one (a 1 MiB
 * bone name) is shortened as it is formatted, not after, so that a name
 * repeated in many findings (a parent in each child's) costs each finding
 * a few kilobytes, not its whole length. Above PATH_MAX: a path keeps its
 * end. */
#define SK_ARG_MAX 8192

/* One %s argument: whole up to SK_ARG_MAX bytes (or its precision), else
 * shortened like quoted text — by its known length for "%.*s", by its
 * first bytes and "…" for a plain "%s" (its end is not looked for). */
static void put_arg(SkBuf *b, const char *s, bool bounded, int prec) {
  if (!s) s = "(null)";
  size_t n = bounded ? strnlen(s, prec < 0 ? 0 : (size_t)prec) : strnlen(s, SK_ARG_MAX + 1);
  if (n <= SK_ARG_MAX) {
    sk_buf_append(b, s, n);
  } else if (bounded) {
    char *t = sk_message_text(s, n);
    sk_buf_puts(b, t);
    free(t);
  } else {
    sk_buf_append(b, s, char_start(s, SK_QUOTE_HEAD, 0));
    sk_buf_puts(b, "…");
  }
}

/* Appends one conversion of a value (spec is "%…c", with up to two '*'). */
#define PUT_VALUE(T)                                                       \
  do {                                                                     \
    T v_ = va_arg(*ap, T);                                                 \
    if (nstar == 0) sk_buf_printf(b, spec, v_);                            \
    else if (nstar == 1) sk_buf_printf(b, spec, star[0], v_);              \
    else sk_buf_printf(b, spec, star[0], star[1], v_);                     \
  } while (0)

/* vasprintf for messages: the same conversions (flags, width, precision,
 * '*', length modifiers), with each %s shortened by put_arg. Rules format
 * with attribute-checked format strings; %n is not one of them. */
static char *format_message(const char *fmt, va_list ap_in) {
  va_list ap_copy;
  va_copy(ap_copy, ap_in);
  va_list *ap = &ap_copy;
  SkBuf b_ = {0}, *b = &b_;
  sk_buf_append(b, "", 0);
  for (const char *p = fmt; *p;) {
    if (*p != '%') {
      const char *q = strchr(p, '%');
      size_t len = q ? (size_t)(q - p) : strlen(p);
      sk_buf_append(b, p, len);
      p += len;
      continue;
    }
    if (p[1] == '%') {
      sk_buf_putc(b, '%');
      p += 2;
      continue;
    }
    char spec[32];
    size_t k = 0;
    int star[2], nstar = 0, prec = -1;
    bool has_prec = false;
    spec[k++] = *p++;
    while (*p && strchr("-+ #0'", *p) && k < 20) spec[k++] = *p++;
    if (*p == '*') star[nstar++] = va_arg(*ap, int), spec[k++] = *p++;
    while (isdigit((unsigned char)*p) && k < 20) spec[k++] = *p++;
    if (*p == '.') {
      has_prec = true;
      spec[k++] = *p++;
      if (*p == '*') prec = star[nstar++] = va_arg(*ap, int), spec[k++] = *p++;
      else {
        prec = 0;
        while (isdigit((unsigned char)*p) && k < 26) prec = prec * 10 + (*p - '0'), spec[k++] = *p++;
      }
    }
    int longs = 0;
    char size = 0;
    while (*p && strchr("hlzjtL", *p) && k < 29) {
      if (*p == 'l') longs++;
      else size = *p;
      spec[k++] = *p++;
    }
    char conv = *p ? *p++ : 0;
    spec[k++] = conv;
    spec[k] = 0;
    switch (conv) {
    case 's': {
      const char *s = va_arg(*ap, const char *);
      bool width = spec[1] != 's' && spec[1] != '.';
      if (width) { /* a padded column: short by nature */
        if (nstar == 0) sk_buf_printf(b, spec, s);
        else if (nstar == 1) sk_buf_printf(b, spec, star[0], s);
        else sk_buf_printf(b, spec, star[0], star[1], s);
      } else {
        put_arg(b, s, has_prec && prec >= 0, prec);
      }
      break;
    }
    case 'd': case 'i': case 'c':
      if (size == 'z' || size == 't') PUT_VALUE(ptrdiff_t);
      else if (size == 'j') PUT_VALUE(intmax_t);
      else if (longs >= 2) PUT_VALUE(long long);
      else if (longs == 1) PUT_VALUE(long);
      else PUT_VALUE(int);
      break;
    case 'u': case 'x': case 'X': case 'o':
      if (size == 'z' || size == 't') PUT_VALUE(size_t);
      else if (size == 'j') PUT_VALUE(uintmax_t);
      else if (longs >= 2) PUT_VALUE(unsigned long long);
      else if (longs == 1) PUT_VALUE(unsigned long);
      else PUT_VALUE(unsigned);
      break;
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
      if (size == 'L') PUT_VALUE(long double);
      else PUT_VALUE(double);
      break;
    case 'p':
      PUT_VALUE(void *);
      break;
    default: /* not a conversion rules use: kept as written */
      sk_buf_puts(b, spec);
      break;
    }
  }
  va_end(ap_copy);
  /* Exactly its size (a file can have a million findings); the buffer
   * it was built in is freed for the next. */
  char *out = sk_xstrndup(b->data, b->len);
  sk_buf_free(b);
  return out;
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
  d->message = sk_message_tidy(format_message(fmt, ap));
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
  d->related[d->nrelated].message = sk_message_tidy(format_message(fmt, ap));
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
  f->title = sk_message_tidy(format_message(fmt, ap));
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

size_t sk_diag_list_keep(SkDiagList *l, bool (*keep)(const SkDiagnostic *d, void *ud), void *ud) {
  size_t out = 0;
  for (size_t i = 0; i < l->count; i++) {
    if (keep(&l->items[i], ud)) l->items[out++] = l->items[i];
    else sk_diag_free_contents(&l->items[i]);
  }
  size_t dropped = l->count - out;
  l->count = out;
  return dropped;
}

size_t sk_diag_list_count(const SkDiagList *l, SkSeverity sev) {
  size_t n = 0;
  for (size_t i = 0; i < l->count; i++) n += l->items[i].severity == sev;
  return n;
}
