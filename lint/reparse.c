/* reparse.c — syntax trees kept between checks of a document that is
 * edited in place (the language server). Each edit is applied to the kept
 * tree with ts_tree_edit as it happens; the next check of a tree-sitter
 * format hands that tree to ts_parser_parse_string, which re-reads only
 * the region the edits touched and reuses the rest. */
#include "internal.h"

#include <stdlib.h>
#include <tree_sitter/api.h>

struct SkReparse {
  TSTree *tree;      /* the last parse, edited since; NULL: none */
  SkFormat format;   /* the format it was parsed as */
  uint32_t reused;   /* parses that started from a kept tree */
};

SkReparse *sk_reparse_new(void) { return sk_xcalloc(1, sizeof(SkReparse)); }

void sk_reparse_reset(SkReparse *r) {
  if (!r) return;
  if (r->tree) ts_tree_delete(r->tree);
  r->tree = NULL;
}

void sk_reparse_free(SkReparse *r) {
  sk_reparse_reset(r);
  free(r);
}

uint32_t sk_reparse_count(const SkReparse *r) { return r ? r->reused : 0; }

/* The row and byte column of an offset of the text. */
static TSPoint point_of(const SkSource *src, uint32_t offset) {
  uint32_t line = sk_source_line_of(src, offset);
  return (TSPoint){line, offset - src->line_starts[line]};
}

void sk_reparse_edit(SkReparse *r, const SkSource *before, uint32_t start, uint32_t end,
                     const char *with, size_t with_len) {
  if (!r || !r->tree) return;
  if (start > end || end > before->len || before->len - (end - start) + with_len >= UINT32_MAX) {
    sk_reparse_reset(r); /* cannot be described: parse afresh */
    return;
  }
  TSInputEdit e;
  e.start_byte = start;
  e.old_end_byte = end;
  e.new_end_byte = start + (uint32_t)with_len;
  e.start_point = point_of(before, start);
  e.old_end_point = point_of(before, end);
  e.new_end_point = e.start_point;
  for (size_t i = 0; i < with_len; i++) {
    if (with[i] == '\n') e.new_end_point.row++, e.new_end_point.column = 0;
    else e.new_end_point.column++;
  }
  ts_tree_edit(r->tree, &e);
}

TSTree *sk_ts_parse(TSParser *parser, SkReparse *r, SkFormat format, const char *text,
                    uint32_t len) {
  TSTree *old = r && r->tree && r->format == format ? r->tree : NULL;
  TSTree *tree = ts_parser_parse_string(parser, old, text, len);
  if (old && tree) r->reused++;
  return tree;
}

void sk_ts_done(SkReparse *r, SkFormat format, TSTree *tree) {
  if (!r) {
    if (tree) ts_tree_delete(tree);
    return;
  }
  sk_reparse_reset(r);
  r->tree = tree;
  r->format = format;
}
