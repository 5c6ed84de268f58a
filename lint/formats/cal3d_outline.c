/* cal3d_outline.c — the outline of a Cal3D mesh, animation, morph
 * animation or material written as XML (the XMF, XAF, XPF and XRF specs'
 * outline hook, format_spec.h): a mesh's submeshes with their vertex and
 * face counts and their morph targets, an animation's tracks named after
 * their bones (through the skeleton the caller finds) with their keyframe
 * counts, a morph animation's tracks by morph target, a material's
 * colours and maps. Each symbol's range is its element (the model's
 * blocks, as folding has them), its selection its start tag or name. A
 * binary file has no text to point into and gets none. */
#include "../front_end.h"
#include "cal3d.h"

#include <stdio.h>
#include <stdlib.h>

/* The outermost structural block that starts at `start`, or the element
 * from `start` to the end of its line's closing tag (an element without
 * children, which folding does not list). */
static SkSpan element(SkOutliner *o, uint32_t start, uint32_t at_least) {
  uint32_t n, lo = 0, hi;
  const SkSpan *b = o->blocks(o, &n);
  for (hi = n; lo < hi;) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (b[mid].start < start) lo = mid + 1;
    else hi = mid;
  }
  if (lo < n && b[lo].start == start) {
    SkSpan best = b[lo];
    for (uint32_t i = lo; i < n && b[i].start == start; i++)
      if (b[i].end > best.end) best = b[i];
    return best;
  }
  const SkSource *src = o->src;
  uint32_t e = at_least;
  while (e < src->len && src->text[e] != '>' && src->text[e] != '\n') e++;
  if (e < src->len && src->text[e] == '>') e++;
  return sk_span(start, e > start ? e : start);
}

static void mesh(SkOutliner *o, const CalExt *x) {
  for (uint32_t i = 0; i < x->nsubmeshes; i++) {
    const CalSubmesh *sm = &x->submeshes[i];
    SkSpan mat = sm->material.value;
    char name[32];
    snprintf(name, sizeof name, "submesh %u", i);
    char *detail = sk_xasprintf("%u vertices, %u faces%s%.*s", sm->nvertices, sm->nfaces,
                                sk_span_valid(mat) ? ", material " : "",
                                sk_span_valid(mat) ? (int)(mat.end - mat.start) : 0,
                                sk_span_valid(mat) ? o->src->text + mat.start : "");
    o->add(o, name, detail, SK_SYMBOL_STRUCT, element(o, sm->tag.start, sm->tag.end), sm->tag);
    free(detail);
    o->enter(o);
    for (uint32_t k = 0; k < sm->nmorphs && sm->first_morph + k < x->nmorphs; k++) {
      const CalMorph *mo = &x->morphs[sm->first_morph + k];
      char *d = sk_xasprintf("morph target, %u blend vertices", mo->nblendverts);
      o->add(o, mo->name.text, d, SK_SYMBOL_EVENT, element(o, mo->tag.start, mo->tag.end),
             sk_span_valid(mo->name.value) ? mo->name.value : mo->tag);
      free(d);
    }
    o->leave(o);
  }
}

/* An animation's tracks by bone, a morph animation's by morph target. */
static void tracks(SkOutliner *o, const CalExt *x) {
  bool morphs = x->format == SK_FORMAT_XPF;
  const SkModel *bones = x->format == SK_FORMAT_XAF ? o->skeleton(o) : NULL;
  for (uint32_t i = 0; i < x->ntracks; i++) {
    const CalTrack *t = &x->tracks[i];
    char *name, *detail;
    if (morphs) {
      name = sk_xasprintf("%s", t->morphname.text ? t->morphname.text : "");
      detail = sk_xasprintf("%u keyframes", t->nkeys);
    } else {
      int64_t id = t->boneid.ok ? (int64_t)t->boneid.v : -1;
      bool known = bones && id >= 0 && id < (int64_t)bones->nbones;
      name = known ? sk_xasprintf("%s", bones->bones[id].name)
                   : sk_xasprintf("bone %lld", (long long)id);
      detail = sk_xasprintf("BONEID %lld, %u keyframes", (long long)id, t->nkeys);
    }
    SkSpan sel = morphs && sk_span_valid(t->morphname.value) ? t->morphname.value
                 : sk_span_valid(t->boneid.value)             ? t->boneid.value
                                                              : t->tag;
    o->add(o, name, detail, SK_SYMBOL_OBJECT, element(o, t->tag.start, t->tag.end), sel);
    free(name);
    free(detail);
  }
}

static void material(SkOutliner *o, const CalExt *x) {
  const struct {
    const char *name;
    const CalColor *c;
  } colors[] = {{"AMBIENT", &x->ambient}, {"DIFFUSE", &x->diffuse}, {"SPECULAR", &x->specular}};
  for (size_t i = 0; i < 3; i++) {
    if (!colors[i].c->present || !sk_span_valid(colors[i].c->span)) continue;
    char *v = o->text(o, colors[i].c->span);
    o->add(o, colors[i].name, v, SK_SYMBOL_PROPERTY, colors[i].c->span, colors[i].c->span);
    free(v);
  }
  for (uint32_t i = 0; i < x->nmaps; i++) {
    const CalMap *mp = &x->maps[i];
    char *file = o->text(o, mp->file);
    char detail[32];
    snprintf(detail, sizeof detail, "map %u", i);
    uint32_t end = sk_span_valid(mp->file) ? mp->file.end : mp->tag.end;
    o->add(o, file, detail, SK_SYMBOL_FILE, element(o, mp->tag.start, end),
           sk_span_valid(mp->file) ? mp->file : mp->tag);
    free(file);
  }
}

void sk_cal3d_outline(SkOutliner *o) {
  const CalExt *x = o->model->ext;
  if (x->binary) return;
  switch (x->format) {
  case SK_FORMAT_XMF: mesh(o, x); break;
  case SK_FORMAT_XRF: material(o, x); break;
  case SK_FORMAT_XAF:
  case SK_FORMAT_XPF: tracks(o, x); break;
  default: break; /* none other reads these extras */
  }
}
