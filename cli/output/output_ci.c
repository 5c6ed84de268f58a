/* output_ci.c — the driver of the CI report formats (output_ci.h) and what
 * they share: 1-based ranges, CI-friendly paths and fingerprints. */
#include "output_ci.h"

#include <stdlib.h>
#include <string.h>

struct CliCi {
  const CliCiFormat *format;
  void *self;
};

const CliCiFormat *cli_ci_format_find(const char *name) {
  static const CliCiFormat *all[] = {&cli_ci_sarif, &cli_ci_github,
                                     &cli_ci_gitlab, &cli_ci_junit};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++)
    if (strcmp(all[i]->name, name) == 0) return all[i];
  return NULL;
}

CliCi *cli_ci_new(const CliCiFormat *format, FILE *out) {
  CliCi *ci = sk_xcalloc(1, sizeof *ci);
  ci->format = format;
  ci->self = format->start(out);
  return ci;
}

void cli_ci_document(CliCi *ci, const SkDocument *doc) {
  ci->format->document(ci->self, doc);
}

void cli_ci_finish(CliCi *ci, size_t files) {
  ci->format->finish(ci->self, files);
  free(ci);
}

CliCiRange cli_ci_range(const SkPositions *pos, SkSpan span) {
  if (!sk_span_valid(span)) span = sk_span(0, 0);
  SkPosition a = sk_positions_at(pos, span.start);
  SkPosition b = sk_positions_at(pos, span.end);
  CliCiRange r = {a.line + 1, a.column + 1, b.line + 1, b.column + 1};
  return r;
}

char *cli_ci_path(const char *path) {
  char *slashed = sk_path_slashed(path ? path : ""); /* CI tools read '/' */
  const char *p = slashed;
  while (p[0] == '.' && p[1] == '/') {
    p += 2;
    while (*p == '/') p++;
  }
  char *out = sk_xstrdup(p);
  free(slashed);
  return out;
}

/* The text a diagnostic's fingerprint is taken from: its first line,
 * trimmed of blanks; on a very long line, a window around the span's start
 * (so that thousands of diagnostics on one minified line are not each
 * hashed with the whole line); for a binary source (one "line"), at most 64
 * bytes of the span itself. */
enum { LONG_LINE = 512, BEFORE = 64, AFTER = 128 };
static SkSpan anchor_text(const SkSource *src, SkSpan span) {
  if (!sk_span_valid(span)) span = sk_span(0, 0);
  if (src->encoding == SK_ENCODING_BINARY) {
    uint32_t end = span.end < span.start + 64 ? span.end : span.start + 64;
    if (end > src->len) end = (uint32_t)src->len;
    return sk_span(span.start < end ? span.start : end, end);
  }
  SkSpan l = sk_source_line_span(src, sk_source_line_of(src, span.start));
  while (l.start < l.end && (src->text[l.start] == ' ' || src->text[l.start] == '\t')) l.start++;
  while (l.end > l.start && (src->text[l.end - 1] == ' ' || src->text[l.end - 1] == '\t')) l.end--;
  if (l.end - l.start > LONG_LINE) {
    uint32_t at = span.start < l.start ? l.start : span.start > l.end ? l.end : span.start;
    uint32_t from = at - l.start > BEFORE ? at - BEFORE : l.start;
    uint32_t to = l.end - at > AFTER ? at + AFTER : l.end;
    l = sk_span(from, to);
  }
  return l;
}

CliCiFingerprint *cli_ci_fingerprints(const SkDocument *doc, const char *salt) {
  size_t n = doc->diags.count;
  CliCiFingerprint *out = sk_xcalloc(n ? n : 1, sizeof *out);
  const SkSource *src = doc->src;
  const SkModel *m = doc->model;
  /* Occurrences of each key, in an open-addressing table of key hashes. */
  size_t cap = 16;
  while (cap < 2 * n) cap *= 2;
  uint64_t *keys = sk_xcalloc(cap, sizeof *keys);
  uint32_t *seen = sk_xcalloc(cap, sizeof *seen);
  for (size_t i = 0; i < n; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    const char *code = sk_rule_get(d->rule)->code;
    uint64_t h = sk_hash64(code, strlen(code) + 1, SK_HASH_SEED);
    SkSpan t = anchor_text(src, d->span);
    h = sk_hash64(src->text + t.start, t.end - t.start, h);
    h = sk_hash64("", 1, h);
    if (m && d->bone < m->nbones && m->bones[d->bone].name)
      h = sk_hash64(m->bones[d->bone].name, strlen(m->bones[d->bone].name), h);
    h = sk_hash64("", 1, h);
    if (h == 0) h = 1; /* 0 marks an empty slot */
    size_t k = (size_t)h & (cap - 1);
    while (keys[k] && keys[k] != h) k = (k + 1) & (cap - 1);
    keys[k] = h;
    char occurrence[16]; /* as text: the same fingerprint on every machine */
    int len = snprintf(occurrence, sizeof occurrence, "%u", seen[k]++);
    uint64_t f = sk_hash64(occurrence, (size_t)len, h);
    if (salt) f = sk_hash64(salt, strlen(salt) + 1, f);
    snprintf(out[i], sizeof out[i], "%016llx", (unsigned long long)f);
  }
  free(keys);
  free(seen);
  return out;
}
