/* positions.c — byte offset ↔ line/column (Unicode characters) for one
 * source, fast on very long lines. The library counts columns from the
 * start of the line on every call, which is quadratic when thousands of
 * diagnostics sit on one multi-megabyte line (minified XML). For sources
 * with such lines this keeps a checkpoint every CHECKPOINT_BYTES, so every
 * conversion walks at most that far. Counting follows the library exactly:
 * a valid UTF-8 sequence or a single invalid byte is one character. */
#include "cli.h"

#include <stdlib.h>

enum { CHECKPOINT_BYTES = 4096 };

typedef struct {
  uint32_t off, line, col;
} Checkpoint;

struct CliPositions {
  const SkSource *src;
  Checkpoint *cp; /* sorted by off (and so by line, then col) */
  size_t ncp;
};

static bool has_long_line(const SkSource *src) {
  for (uint32_t l = 0; l < src->nlines; l++) {
    uint32_t end = l + 1 < src->nlines ? src->line_starts[l + 1] : (uint32_t)src->len;
    if (end - src->line_starts[l] > CHECKPOINT_BYTES) return true;
  }
  return false;
}

/* Bytes of the character at i (at least 1). */
static uint32_t char_len(const SkSource *src, uint32_t i) {
  size_t n = sk_utf8_seq(src->text + i, src->len - i);
  return n ? (uint32_t)n : 1;
}

static void build(CliPositions *p) {
  const SkSource *src = p->src;
  size_t cap = src->len / CHECKPOINT_BYTES + 1;
  p->cp = sk_xmalloc(cap * sizeof *p->cp);
  uint32_t line = 0, col = 0, last = 0;
  for (uint32_t i = 0; i < src->len;) {
    if (src->text[i] == '\n') {
      i++, line++, col = 0, last = i;
      continue;
    }
    i += char_len(src, i);
    col++;
    if (i - last >= CHECKPOINT_BYTES && i < src->len) {
      if (p->ncp == cap) cap *= 2, p->cp = sk_xrealloc(p->cp, cap * sizeof *p->cp);
      p->cp[p->ncp++] = (Checkpoint){i, line, col};
      last = i;
    }
  }
}

CliPositions *cli_positions_new(const SkSource *src) {
  CliPositions *p = sk_xcalloc(1, sizeof *p);
  p->src = src;
  if (src->encoding != SK_ENCODING_BINARY && has_long_line(src)) build(p);
  return p;
}

const SkSource *cli_positions_source(const CliPositions *p) { return p->src; }

void cli_positions_free(CliPositions *p) {
  if (!p) return;
  free(p->cp);
  free(p);
}

/* The last checkpoint on `line` that is at or before (off, col) — both
 * orders agree on one line — or the line's start. */
static Checkpoint start_point(const CliPositions *p, uint32_t line,
                              uint32_t off, uint32_t col) {
  Checkpoint best = {p->src->line_starts[line], line, 0};
  size_t lo = 0, hi = p->ncp;
  while (lo < hi) { /* first checkpoint after (line, off/col) */
    size_t mid = (lo + hi) / 2;
    const Checkpoint *c = &p->cp[mid];
    bool after = c->line > line || (c->line == line && (c->off > off || c->col > col));
    if (after) hi = mid;
    else lo = mid + 1;
  }
  if (lo > 0 && p->cp[lo - 1].line == line) best = p->cp[lo - 1];
  return best;
}

SkPosition cli_position(const CliPositions *p, uint32_t off) {
  const SkSource *src = p->src;
  if (!p->ncp) return sk_source_position(src, off, SK_COLUMN_CHARS);
  if (off > src->len) off = (uint32_t)src->len;
  uint32_t line = sk_source_line_of(src, off);
  Checkpoint c = start_point(p, line, off, UINT32_MAX);
  uint32_t i = c.off, col = c.col;
  while (i < off) i += char_len(src, i), col++;
  return (SkPosition){line, col};
}

uint32_t cli_offset_at(const CliPositions *p, uint32_t line, uint32_t col) {
  const SkSource *src = p->src;
  if (line >= src->nlines) return (uint32_t)src->len;
  SkSpan ls = sk_source_line_span(src, line);
  Checkpoint c = p->ncp ? start_point(p, line, UINT32_MAX, col)
                        : (Checkpoint){ls.start, line, 0};
  uint32_t i = c.off, k = c.col;
  while (i < ls.end && k < col) i += char_len(src, i), k++;
  return i < ls.end ? i : ls.end;
}
