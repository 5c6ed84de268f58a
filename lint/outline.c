/* outline.c — what a document holds besides bones, as an outline
 * (skellint.h, "Outline"; the language server's document symbols): a
 * Cal3D mesh's submeshes with their vertex and face counts (and morph
 * targets), an animation's tracks named after their bones (through the
 * skeleton the caller finds) with their keyframe counts, a morph
 * animation's tracks by morph target, a material's colours and maps, a
 * model file's parts, an LGW model's materials and meshes, a BonesPro
 * animation's header and frames. Each symbol's range is its element or
 * block (m->blocks, as folding has them), its selection range the start
 * tag or name. Binary files have no text to point into and get none. */
#include "report.h"
#include "skellint/editor.h"
#include "formats/bonespro.h"
#include "formats/cal3d.h"
#include "formats/cal3dcfg.h"
#include "formats/lgw.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  SkSymbol *v;
  uint32_t n, cap;
} List;

typedef struct {
  const SkModel *m;
  const SkSource *src;
  SkSpan *blocks;   /* m->blocks sorted by start (the XML reader adds them
                       as elements end), made on first use */
  SkSkeletonOf skeleton;
  void *arg;
} Out;

static int by_start(const void *a, const void *b) {
  const SkSpan *x = a, *y = b;
  return x->start < y->start ? -1 : x->start > y->start;
}

/* The structural block that starts at `start`, or the element from
 * `start` to the end of its line's closing tag (an element without
 * children, which folding does not list). */
static SkSpan element(Out *o, uint32_t start, uint32_t at_least) {
  uint32_t n = o->m->nblocks;
  if (n && !o->blocks) {
    o->blocks = sk_xmalloc(n * sizeof *o->blocks);
    memcpy(o->blocks, o->m->blocks, n * sizeof *o->blocks);
    qsort(o->blocks, n, sizeof *o->blocks, by_start);
  }
  SkSpan key = sk_span(start, start);
  const SkSpan *hit = n ? bsearch(&key, o->blocks, n, sizeof *o->blocks, by_start) : NULL;
  if (hit) {
    /* Of blocks that start there, the outermost. */
    while (hit > o->blocks && hit[-1].start == start) hit--;
    SkSpan best = *hit;
    for (const SkSpan *p = hit; p < o->blocks + n && p->start == start; p++)
      if (p->end > best.end) best = *p;
    return best;
  }
  uint32_t e = at_least;
  while (e < o->src->len && o->src->text[e] != '>' && o->src->text[e] != '\n') e++;
  if (e < o->src->len && o->src->text[e] == '>') e++;
  return sk_span(start, e > start ? e : start);
}

/* Adds a symbol to l; a selection outside the range makes the range. */
static SkSymbol *symbol(List *l, const char *name, const char *detail, SkSymbolKind kind,
                        SkSpan range, SkSpan sel) {
  if (!sk_span_valid(sel)) sel = range;
  if (!sk_span_valid(range) || sel.start < range.start || sel.end > range.end) range = sel;
  SkSymbol *s = SK_ARRAY_PUSH(l->v, l->n, l->cap);
  *s = (SkSymbol){sk_xstrdup(name && name[0] ? name : "(unnamed)"), detail ? sk_xstrdup(detail) : NULL,
                  kind, range, sel, NULL, 0};
  return s;
}

static char *text_of(const Out *o, SkSpan sp) {
  if (!sk_span_valid(sp) || sp.end > o->src->len || sp.end < sp.start) return sk_xasprintf("%s", "");
  return sk_xasprintf("%.*s", (int)(sp.end - sp.start), o->src->text + sp.start);
}

/* A name token's text without its quotes. */
static char *name_of(const Out *o, SkSpan sp) {
  if (sk_span_valid(sp) && sp.end > sp.start && o->src->text[sp.start] == '"') {
    sp.start++;
    if (sp.end > sp.start && o->src->text[sp.end - 1] == '"') sp.end--;
  }
  return text_of(o, sp);
}

static void mesh(Out *o, const CalExt *x, List *out) {
  for (uint32_t i = 0; i < x->nsubmeshes; i++) {
    const CalSubmesh *sm = &x->submeshes[i];
    char name[32];
    snprintf(name, sizeof name, "submesh %u", i);
    char *detail = sk_xasprintf("%u vertices, %u faces%s%.*s", sm->nvertices, sm->nfaces,
                                sk_span_valid(sm->material.value) ? ", material " : "",
                                sk_span_valid(sm->material.value)
                                    ? (int)(sm->material.value.end - sm->material.value.start) : 0,
                                sk_span_valid(sm->material.value)
                                    ? o->src->text + sm->material.value.start : "");
    symbol(out, name, detail, SK_SYMBOL_STRUCT, element(o, sm->tag.start, sm->tag.end), sm->tag);
    free(detail);
    List kids = {0};
    for (uint32_t k = 0; k < sm->nmorphs && sm->first_morph + k < x->nmorphs; k++) {
      const CalMorph *mo = &x->morphs[sm->first_morph + k];
      char *d = sk_xasprintf("morph target, %u blend vertices", mo->nblendverts);
      symbol(&kids, mo->name.text, d, SK_SYMBOL_EVENT, element(o, mo->tag.start, mo->tag.end),
             sk_span_valid(mo->name.value) ? mo->name.value : mo->tag);
      free(d);
    }
    out->v[out->n - 1].children = kids.v;
    out->v[out->n - 1].nchildren = kids.n;
  }
}

static void tracks(Out *o, const CalExt *x, List *out) {
  const SkModel *bones = x->format == SK_FORMAT_XAF && o->skeleton ? o->skeleton(o->arg) : NULL;
  for (uint32_t i = 0; i < x->ntracks; i++) {
    const CalTrack *t = &x->tracks[i];
    char *name, *detail;
    if (x->format == SK_FORMAT_XPF) {
      name = sk_xasprintf("%s", t->morphname.text ? t->morphname.text : "");
      detail = sk_xasprintf("%u keyframes", t->nkeys);
    } else {
      int64_t id = t->boneid.ok ? (int64_t)t->boneid.v : -1;
      bool known = bones && id >= 0 && id < (int64_t)bones->nbones;
      name = known ? sk_xasprintf("%s", bones->bones[id].name) : sk_xasprintf("bone %lld", (long long)id);
      detail = sk_xasprintf("BONEID %lld, %u keyframes", (long long)id, t->nkeys);
    }
    SkSpan sel = x->format == SK_FORMAT_XPF && sk_span_valid(t->morphname.value) ? t->morphname.value
                 : sk_span_valid(t->boneid.value) ? t->boneid.value : t->tag;
    symbol(out, name, detail, SK_SYMBOL_OBJECT, element(o, t->tag.start, t->tag.end), sel);
    free(name);
    free(detail);
  }
}

static void material(Out *o, const CalExt *x, List *out) {
  const struct {
    const char *name;
    const CalColor *c;
  } colors[] = {{"AMBIENT", &x->ambient}, {"DIFFUSE", &x->diffuse}, {"SPECULAR", &x->specular}};
  for (size_t i = 0; i < 3; i++) {
    if (!colors[i].c->present || !sk_span_valid(colors[i].c->span)) continue;
    char *v = text_of(o, colors[i].c->span);
    symbol(out, colors[i].name, v, SK_SYMBOL_PROPERTY, colors[i].c->span, colors[i].c->span);
    free(v);
  }
  for (uint32_t i = 0; i < x->nmaps; i++) {
    const CalMap *mp = &x->maps[i];
    char *file = text_of(o, mp->file);
    char detail[32];
    snprintf(detail, sizeof detail, "map %u", i);
    uint32_t end = sk_span_valid(mp->file) ? mp->file.end : mp->tag.end;
    symbol(out, file, detail, SK_SYMBOL_FILE, element(o, mp->tag.start, end),
           sk_span_valid(mp->file) ? mp->file : mp->tag);
    free(file);
  }
}

/* Each line named by its key as written ("scale", "skeleton", a viewer's
 * own key), its value the detail. */
static void model_file(const Out *o, const CfgExt *x, List *out) {
  for (uint32_t i = 0; i < x->n; i++) {
    const CfgEntry *e = &x->entries[i];
    if (e->key == CFG_SYNTAX) continue;
    char *key = text_of(o, e->key_span);
    SkSpan v = e->value;
    while (sk_span_valid(v) && v.end > v.start && strchr(" \t\r", o->src->text[v.end - 1])) v.end--;
    char *value = text_of(o, v);
    symbol(out, key[0] ? key : cfg_key_name((CfgKey)e->key), value,
           cfg_key_is_file((CfgKey)e->key) ? SK_SYMBOL_FILE : SK_SYMBOL_PROPERTY, e->line, e->key_span);
    free(value);
    free(key);
  }
}

/* The LGW block of kind name `kind` ("MESH") that holds `at`. */
static SkSpan lgw_block_of(const LgwExt *x, uint32_t at, const char *kind) {
  SkSpan best = SK_NO_SPAN;
  for (uint32_t i = 0; i < x->nblocks; i++) {
    SkSpan sp = x->blocks[i].span;
    if (sp.start <= at && at <= sp.end && strcmp(lgw_block_name(x->blocks[i].block), kind) == 0 &&
        (!sk_span_valid(best) || sp.end - sp.start < best.end - best.start))
      best = sp;
  }
  return best;
}

static void lgw(const Out *o, const LgwExt *x, List *out) {
  for (uint32_t i = 0; i < x->nmaterials; i++) {
    const LgwMaterial *mt = &x->materials[i];
    char *name = name_of(o, mt->name_span);
    char detail[48];
    snprintf(detail, sizeof detail, "material %lld", (long long)mt->id);
    symbol(out, name, detail, SK_SYMBOL_FIELD, lgw_block_of(x, mt->id_span.start, "MATERIAL"),
           mt->name_span);
    free(name);
  }
  for (uint32_t i = 0; i < x->nmeshes; i++) {
    const LgwMesh *me = &x->meshes[i];
    char *detail = sk_xasprintf("mesh, %u %s", me->nverts,
                                me->weighted ? "weighted vertices" : "vertices");
    symbol(out, me->name, detail, SK_SYMBOL_STRUCT, lgw_block_of(x, me->name_span.start, "MESH"),
           me->name_span);
    free(detail);
  }
}

/* A BonesPro animation: its header, then its frames (the blocks the
 * front-end recorded for folding, in file order). */
static void animation(Out *o, const BpExt *x, List *out) {
  if (!x->animation) return;
  if (sk_span_valid(x->header_span))
    symbol(out, "header", "export settings", SK_SYMBOL_NAMESPACE, x->header_span, x->header_span);
  uint32_t n = o->m->nblocks, frame = 0;
  SkSpan *b = sk_xmalloc((n ? n : 1) * sizeof *b);
  memcpy(b, o->m->blocks, n * sizeof *b);
  qsort(b, n, sizeof *b, by_start);
  for (uint32_t i = 0; i < n; i++) {
    if (b[i].start == x->header_span.start && b[i].end == x->header_span.end) continue;
    /* By position: what FirstFrame and Step make of it is the rules'
     * business (a header and a frame count can disagree). */
    char name[32];
    snprintf(name, sizeof name, "frame %u", frame++);
    symbol(out, name, "frame block", SK_SYMBOL_EVENT, b[i], b[i]);
  }
  free(b);
}

size_t sk_outline(const SkDocument *doc, SkSkeletonOf skeleton, void *arg, SkSymbol **out) {
  const SkModel *m = doc->model;
  List l = {0};
  *out = NULL;
  if (!m || !m->ext) return 0;
  Out o = {m, doc->src, NULL, skeleton, arg};
  switch (doc->format) {
  case SK_FORMAT_XMF:
  case SK_FORMAT_XAF:
  case SK_FORMAT_XPF:
  case SK_FORMAT_XRF: {
    const CalExt *x = m->ext;
    if (x->binary || x->format == SK_FORMAT_XSF) return 0;
    if (x->format == SK_FORMAT_XMF) mesh(&o, x, &l);
    else if (x->format == SK_FORMAT_XRF) material(&o, x, &l);
    else tracks(&o, x, &l);
    free(o.blocks);
    break;
  }
  case SK_FORMAT_CAL3DCFG: model_file(&o, m->ext, &l); break;
  case SK_FORMAT_LGW: lgw(&o, m->ext, &l); break;
  case SK_FORMAT_BPANIM: animation(&o, m->ext, &l); break;
  default: break;
  }
  *out = l.v;
  return l.n;
}

void sk_outline_free(SkSymbol *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(s[i].name);
    free(s[i].detail);
    sk_outline_free(s[i].children, s[i].nchildren);
  }
  free(s);
}
