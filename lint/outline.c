/* outline.c — what a document holds besides bones, as an outline
 * (skellint.h, "Outline"; the language server's document symbols): the
 * builder each format's outline hook (SkFormatSpec.outline, format_spec.h)
 * writes its symbols to — a Cal3D mesh's submeshes and morph targets, an
 * animation's tracks, a material's colours and maps, a model file's parts,
 * an LGW model's materials and meshes, a BonesPro animation's header and
 * frames, each written beside its front-end (lint/formats/cal3d_outline.c,
 * bonespro_outline.c, the end of cal3dcfg.c and lgw.c). No format is
 * named here: the spec says what a document's outline is. */
#include "report.h"
#include "skellint/editor.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  SkSymbol *v;
  uint32_t n, cap;
} List;

typedef struct {
  SkOutliner o;     /* first: the hooks are handed &out.o */
  List *levels;     /* [0] the outline, then the children being added */
  uint32_t depth, cap;
  SkSpan *blocks;   /* model->blocks sorted by start, made on first use */
  SkSkeletonOf skeleton;
  void *arg;
  const SkModel *bones;
  bool asked;
} Out;

static int by_start(const void *a, const void *b) {
  const SkSpan *x = a, *y = b;
  return x->start < y->start ? -1 : x->start > y->start;
}

static void add(SkOutliner *so, const char *name, const char *detail, SkSymbolKind kind,
                SkSpan range, SkSpan sel) {
  Out *o = (Out *)so;
  List *l = &o->levels[o->depth - 1];
  if (!sk_span_valid(sel)) sel = range;
  if (!sk_span_valid(range) || sel.start < range.start || sel.end > range.end) range = sel;
  SkSymbol *s = SK_ARRAY_PUSH(l->v, l->n, l->cap);
  *s = (SkSymbol){sk_xstrdup(name && name[0] ? name : "(unnamed)"),
                  detail ? sk_xstrdup(detail) : NULL, kind, range, sel, NULL, 0};
}

static void enter(SkOutliner *so) {
  Out *o = (Out *)so;
  *SK_ARRAY_PUSH(o->levels, o->depth, o->cap) = (List){0};
}

/* The children go to the symbol added last above, after any it has;
 * with none above, they stay at that level. */
static void leave(SkOutliner *so) {
  Out *o = (Out *)so;
  if (o->depth < 2) return;
  List kids = o->levels[--o->depth], *up = &o->levels[o->depth - 1];
  if (!up->n) {
    *up = kids; /* up is empty: nothing was added to it */
    return;
  }
  SkSymbol *p = &up->v[up->n - 1];
  if (!p->children) {
    p->children = kids.v;
    p->nchildren = kids.n;
    return;
  }
  p->children = sk_xrealloc(p->children, ((size_t)p->nchildren + kids.n) * sizeof *p->children);
  if (kids.n) memcpy(p->children + p->nchildren, kids.v, kids.n * sizeof *kids.v);
  p->nchildren += kids.n;
  free(kids.v);
}

static char *text(SkOutliner *so, SkSpan sp) {
  const SkSource *src = so->src;
  if (!sk_span_valid(sp) || sp.end > src->len || sp.end < sp.start) return sk_xasprintf("%s", "");
  return sk_xasprintf("%.*s", (int)(sp.end - sp.start), src->text + sp.start);
}

static const SkSpan *blocks(SkOutliner *so, uint32_t *n) {
  Out *o = (Out *)so;
  *n = so->model->nblocks;
  if (*n && !o->blocks) {
    o->blocks = sk_xmalloc(*n * sizeof *o->blocks);
    memcpy(o->blocks, so->model->blocks, *n * sizeof *o->blocks);
    if (*n > 1) qsort(o->blocks, *n, sizeof *o->blocks, by_start);
  }
  return o->blocks;
}

static const SkModel *skeleton(SkOutliner *so) {
  Out *o = (Out *)so;
  if (!o->asked && o->skeleton) o->bones = o->skeleton(o->arg);
  o->asked = true;
  return o->bones;
}

size_t sk_outline(const SkDocument *doc, SkSkeletonOf skeleton_of, void *arg, SkSymbol **out) {
  const SkModel *m = doc->model;
  const SkFormatSpec *spec = sk_format_spec(doc->format);
  *out = NULL;
  if (!m || !m->ext || !spec->outline) return 0;
  Out o = {{m, doc->src, add, enter, leave, text, blocks, skeleton}, NULL, 0, 0, NULL, skeleton_of,
           arg, NULL, false};
  enter(&o.o);
  spec->outline(&o.o);
  while (o.depth > 1) leave(&o.o);
  free(o.blocks);
  *out = o.levels[0].v;
  size_t n = o.levels[0].n;
  free(o.levels);
  return n;
}

void sk_outline_free(SkSymbol *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(s[i].name);
    free(s[i].detail);
    sk_outline_free(s[i].children, s[i].nchildren);
  }
  free(s);
}
