/* positions.c — byte offset ↔ line/column for one source in one column
 * unit, fast on very long lines. sk_source_position counts columns from
 * the start of the line on every call, which is quadratic when thousands
 * of diagnostics sit on one multi-megabyte line (minified XML). For a
 * source with such lines the index keeps a checkpoint every
 * CHECKPOINT_BYTES, so each conversion walks at most that far; for others
 * it is sk_source_position itself. Counting is the library's (char_at in
 * source.c): a valid UTF-8 sequence or a single invalid byte is one
 * character, and in UTF-16 a 4-byte sequence is two units. */
#include "report.h"

#include <stdlib.h>

enum { CHECKPOINT_BYTES = 4096 };

typedef struct {
  uint32_t off, line, col;
} Checkpoint;

struct SkPositions {
  const SkSource *src;
  SkColumnUnit unit;
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

static void build(SkPositions *p) {
  const SkSource *src = p->src;
  size_t cap = src->len / CHECKPOINT_BYTES + 1;
  p->cp = sk_xmalloc(cap * sizeof *p->cp);
  uint32_t line = 0, col = 0, last = 0;
  for (uint32_t i = 0; i < src->len;) {
    if (src->text[i] == '\n') {
      i++, line++, col = 0, last = i;
      continue;
    }
    size_t units;
    i += (uint32_t)sk_source_char_at(src, i, &units, p->unit);
    col += (uint32_t)units;
    if (i - last >= CHECKPOINT_BYTES && i < src->len) {
      if (p->ncp == cap) cap *= 2, p->cp = sk_xrealloc(p->cp, cap * sizeof *p->cp);
      p->cp[p->ncp++] = (Checkpoint){i, line, col};
      last = i;
    }
  }
}

SkPositions *sk_positions_new(const SkSource *src, SkColumnUnit unit) {
  SkPositions *p = sk_xcalloc(1, sizeof *p);
  p->src = src;
  p->unit = unit;
  /* UTF-8 columns and binary sources are byte differences: no walking. */
  if (unit != SK_COLUMN_UTF8 && src->encoding != SK_ENCODING_BINARY && has_long_line(src))
    build(p);
  return p;
}

const SkSource *sk_positions_source(const SkPositions *p) { return p->src; }

void sk_positions_free(SkPositions *p) {
  if (!p) return;
  free(p->cp);
  free(p);
}

/* The last checkpoint on `line` at or before (off, col) — both orders
 * agree on one line — or the line's start. */
static Checkpoint start_point(const SkPositions *p, uint32_t line, uint32_t off, uint32_t col) {
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

SkPosition sk_positions_at(const SkPositions *p, uint32_t offset) {
  const SkSource *src = p->src;
  if (!p->ncp) return sk_source_position(src, offset, p->unit);
  if (offset > src->len) offset = (uint32_t)src->len;
  uint32_t line = sk_source_line_of(src, offset);
  Checkpoint c = start_point(p, line, offset, UINT32_MAX);
  uint32_t i = c.off, col = c.col;
  while (i < offset) {
    size_t units;
    i += (uint32_t)sk_source_char_at(src, i, &units, p->unit);
    col += (uint32_t)units;
  }
  return (SkPosition){line, col};
}

uint32_t sk_positions_offset(const SkPositions *p, SkPosition pos) {
  const SkSource *src = p->src;
  if (!p->ncp || pos.line >= src->nlines) return sk_source_offset(src, pos, p->unit);
  SkSpan ls = sk_source_line_span(src, pos.line);
  Checkpoint c = start_point(p, pos.line, UINT32_MAX, pos.column);
  uint32_t i = c.off, col = c.col;
  while (i < ls.end && col < pos.column) {
    size_t units;
    size_t n = sk_source_char_at(src, i, &units, p->unit);
    if (col + units > pos.column) break; /* inside a character: snap back */
    i += (uint32_t)n, col += (uint32_t)units;
  }
  return i < ls.end ? i : ls.end;
}
