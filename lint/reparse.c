/* reparse.c — what is kept between checks of a document that is edited in
 * place (the language server).
 *
 * Tree-sitter formats: each edit is applied to the kept tree with
 * ts_tree_edit as it happens; the next check hands that tree to
 * ts_parser_parse_string, which re-reads only the region the edits touched
 * and reuses the rest — while the text parses without errors: a tree with
 * errors is parsed afresh (error recovery from a kept tree can differ).
 *
 * Other front-ends that can re-use their last model (XSF: xsf.c, Dash
 * JSON: dashjson.c) get it
 * back here: the surface hands the last check's document to
 * sk_reparse_keep before freeing it, the edits since are merged into one
 * replaced range, and the front-end re-reads only what that range touched
 * — or everything, whenever it is not sure. */
#include "front_end.h"
/* What it defines for the surfaces (sk_reparse_new … sk_reparse_keep) is
 * declared there; tidy's check 18 lists this include. */
#include "skellint/check.h"

#include <stdlib.h>
#include <tree_sitter/api.h>

struct SkReparse {
  TSTree *tree;      /* the last parse, edited since; NULL: none */
  SkFormat format;   /* the format it was parsed as */
  uint32_t reused;   /* parses that started from a kept tree or model */
  /* The model of the last check, when its front-end can re-use it:
   * `expect` while the document still owns it, `model` once handed over
   * (sk_reparse_keep), with the front-end's notes about it. */
  const SkModel *expect;
  SkModel *model;
  void *notes;
  void (*notes_free)(void *);
  SkEditSpan edit;   /* the edits since that model's text */
};

SkReparse *sk_reparse_new(void) { return sk_xcalloc(1, sizeof(SkReparse)); }

/* Forgets the kept model (and what is expected to become it). */
static void drop_model(SkReparse *r) {
  sk_model_free(r->model);
  if (r->notes && r->notes_free) r->notes_free(r->notes);
  r->model = NULL;
  r->expect = NULL;
  r->notes = NULL;
  r->notes_free = NULL;
  memset(&r->edit, 0, sizeof r->edit);
}

void sk_reparse_reset(SkReparse *r) {
  if (!r) return;
  if (r->tree) ts_tree_delete(r->tree);
  r->tree = NULL;
  drop_model(r);
}

void sk_reparse_keep(SkReparse *r, SkDocument *doc) {
  if (!r || !doc || !doc->model || doc->model != r->expect || r->model) return;
  r->model = doc->model;
  doc->model = NULL;
}

void sk_reparse_expect(SkReparse *r, const SkModel *m, void *notes, void (*notes_free)(void *)) {
  if (!r) {
    if (notes && notes_free) notes_free(notes);
    return;
  }
  drop_model(r);
  r->expect = m;
  r->notes = notes;
  r->notes_free = notes_free;
}

SkModel *sk_reparse_take(SkReparse *r, SkFormat format, void **notes, SkEditSpan *edit) {
  *notes = NULL;
  if (!r || !r->model || r->model->format != format) {
    if (r) drop_model(r);
    return NULL;
  }
  SkModel *m = r->model;
  /* The front-end changes its bones: the skeleton is computed again. */
  sk_skeleton_free(m->skeleton);
  m->skeleton = NULL;
  *notes = r->notes;
  *edit = r->edit;
  r->model = NULL;
  r->notes = NULL;
  r->expect = NULL;
  memset(&r->edit, 0, sizeof r->edit);
  return m;
}

void sk_reparse_reused(SkReparse *r) {
  if (r) r->reused++;
}

/* Merges the edit [start, end) → with_len bytes (in the current text) into
 * the one range the edits since the kept model replaced. */
static void merge_edit(SkReparse *r, uint32_t start, uint32_t end, size_t with_len) {
  if (!r->model && !r->expect) return;
  SkEditSpan *e = &r->edit;
  if (!e->any) {
    e->any = true;
    e->start = start;
    e->old_end = end;
    e->new_len = (uint32_t)with_len;
    return;
  }
  /* The changed region is [e->start, e->start + new_len) of the current
   * text; the union with [start, end), mapped back to the kept text. */
  uint32_t cur_end = e->start + e->new_len;
  uint32_t ns = start < e->start ? start : e->start;
  uint32_t ne = end > cur_end ? end : cur_end;
  e->old_end += end > cur_end ? end - cur_end : 0;
  e->start = ns;
  e->new_len = (ne - ns) - (end - start) + (uint32_t)with_len;
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
  if (!r) return;
  if (start > end || end > before->len || before->len - (end - start) + with_len >= UINT32_MAX) {
    sk_reparse_reset(r); /* cannot be described: parse afresh */
    return;
  }
  merge_edit(r, start, end, with_len);
  if (!r->tree) return;
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

TSParser *sk_ts_parser_new(const TSLanguage *lang) {
  TSParser *parser = ts_parser_new();
  if (ts_parser_set_language(parser, lang)) return parser;
  ts_parser_delete(parser);
  return NULL;
}

TSTree *sk_ts_parse_with(const TSLanguage *lang, SkReparse *r, SkFormat format,
                         const char *text, uint32_t len) {
  TSParser *parser = sk_ts_parser_new(lang);
  if (!parser) return NULL;
  TSTree *tree = sk_ts_parse(parser, r, format, text, len);
  ts_parser_delete(parser);
  return tree;
}

TSTree *sk_ts_parse(TSParser *parser, SkReparse *r, SkFormat format, const char *text,
                    uint32_t len) {
  TSTree *old = r && r->tree && r->format == format ? r->tree : NULL;
  TSTree *tree = ts_parser_parse_string(parser, old, text, len);
  if (!old || !tree) return tree;
  /* Error recovery depends on where the parse starts from: a tree with
   * errors re-parsed from the old one can differ from a fresh parse of the
   * same text (fuzz_reparse found a .bon whose findings did), so such a
   * text is parsed afresh; an error-free tree is the same either way. */
  if (ts_node_has_error(ts_tree_root_node(tree))) {
    ts_tree_delete(tree);
    ts_parser_reset(parser);
    return ts_parser_parse_string(parser, NULL, text, len);
  }
  r->reused++;
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

/* ---- A front-end's own findings, kept with its model ---- */

static void copy_finding(SkDiagList *to, const SkDiagnostic *g) {
  SkDiagnostic *d = SK_ARRAY_PUSH(to->items, to->count, to->cap);
  d->rule = g->rule;
  d->severity = g->severity;
  d->span = g->span;
  d->message = sk_xstrdup(g->message ? g->message : "");
  d->bone = g->bone;
}

SkFrontNotes *sk_front_notes_new(const SkDiagSink *sink, size_t from) {
  if (!sink->opts) return NULL;
  for (size_t k = from; k < sink->out->count; k++)
    if (sink->out->items[k].nrelated || sink->out->items[k].nfixes) return NULL;
  SkFrontNotes *n = sk_xcalloc(1, sizeof *n);
  memcpy(n->severity, sink->opts->severity, sizeof n->severity);
  for (size_t k = from; k < sink->out->count; k++) copy_finding(&n->diags, &sink->out->items[k]);
  return n;
}

void sk_front_notes_free(void *notes) {
  SkFrontNotes *n = notes;
  if (!n) return;
  sk_diag_list_free(&n->diags);
  free(n);
}

bool sk_front_notes_fit(const SkFrontNotes *n, const SkOptions *opts) {
  return n && opts && memcmp(n->severity, opts->severity, sizeof n->severity) == 0;
}

void sk_front_notes_splice(SkFrontNotes *n, uint32_t lo, const SkShift *sh, SkDiagList *fresh,
                           SkDiagSink *sink) {
  SkDiagList *kept = &n->diags;
  size_t nk = 0;
  for (size_t k = 0; k < kept->count; k++) {
    SkDiagnostic *g = &kept->items[k];
    if (sk_span_within(g->span, lo, sh->at)) {
      sk_diag_free_contents(g);
      continue;
    }
    sk_shift_span(sh, &g->span);
    kept->items[nk++] = *g;
  }
  kept->count = nk;
  for (size_t k = 0; fresh && k < fresh->count; k++)
    *SK_ARRAY_PUSH(kept->items, kept->count, kept->cap) = fresh->items[k];
  if (fresh) {
    free(fresh->items);
    memset(fresh, 0, sizeof *fresh);
  }
  for (size_t k = 0; k < kept->count; k++) copy_finding(sink->out, &kept->items[k]);
}
