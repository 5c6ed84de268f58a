/* xsf.c — the Cal3D/IMVU XML skeleton front-end (XSF).
 *
 * It builds the model straight from the shared reader's element callbacks
 * (xml_reader.c: libxml2's SAX2 push parser with exact offsets, the
 * leading HEADER, errors, comments), without a DOM: memory stays near the
 * file's size.
 *
 * The elements and attributes it reads are listed once, in xsf_vocab.c. */
#include "xsf.h"
#include "xml_reader.h"

#include <stdlib.h>

typedef struct {
  const char *base;
  uint32_t off;
  uint32_t n;
  double *nums;
  SkSpan *spans;
} Reread;

static void reread_token(void *ud, const char *tok, size_t len, size_t off) {
  Reread *r = ud;
  double d;
  if (r->n >= 4 || sk_parse_double(tok, len, &d) != SK_NUM_OK) return;
  r->nums[r->n] = d;
  r->spans[r->n] = sk_span_n(r->off + off, len);
  r->n++;
}

uint32_t xsf_child_numbers(const SkSource *src, const XsfChild *c,
                           double nums[4], SkSpan spans[4]) {
  Reread r = {src->text, c->value_span.start, 0, nums, spans};
  if (c->value_span.end > src->len || c->value_span.start > c->value_span.end) return 0;
  sk_tokens(src->text + c->value_span.start, c->value_span.end - c->value_span.start,
            reread_token, &r);
  return r.n;
}

/* ---- Parser state ---- */

typedef enum { IN_NONE, IN_SKELETON, IN_BONE, IN_BONE_CHILD, IN_OTHER } Where;

typedef struct {
  const SkSource *src;
  const SkOptions *opts;
  SkDiagSink *sink;
  SkModel *model;
  XsfExt *ext;
  Where where;
  /* The current bone (index) and where its start tag begins. */
  uint32_t bone;
  uint32_t bone_lt;
  /* XsfBone children are gathered here, then copied to the arena. */
  XsfChild *kids;
  uint32_t nkids, kids_cap;
  int64_t *cids;
  SkSpan *cid_spans;
  uint32_t ncids, cids_cap, cid_spans_cap;
  XsfBone *xbones;
  uint32_t nxbones, xbones_cap;
} Parse;

/* Room for element n of an array grown by doubling: reallocates only when
 * n is 0 or a power of two, so the capacity needs no field of its own. A
 * +1 growth copies the whole array on every push wherever realloc cannot
 * grow in place (under ASan it made a million stray elements take hours). */
static void *grow_pow2(void *ptr, uint32_t n, size_t size) {
  if (n & (n - 1)) return ptr;
  return sk_xrealloc(ptr, (size_t)(n ? 2 * (size_t)n : 1) * size);
}

static void note_case(Parse *p, SkSpan span, const char *canonical, bool attr) {
  if (xml_span_exact(p->src, span, canonical)) return;
  const char *t = p->src->text;
  size_t n = span.end - span.start;
  XsfExt *x = p->ext;
  x->case_issues = grow_pow2(x->case_issues, x->ncase_issues, sizeof *x->case_issues);
  XsfCaseIssue *c = &x->case_issues[x->ncase_issues++];
  c->span = span;
  c->written = sk_model_strdup(p->model, t + span.start, n);
  c->canonical = canonical;
  c->is_attribute = attr;
}

/* Fills `a` from the start tag's attribute named `canonical` (any case). */
static void take_attr(Parse *p, XsfAttr *a, const char *canonical, const XmlStart *s) {
  const XmlAttr *raw = xml_attr(p->src, s, canonical);
  if (!raw) return;
  a->present = true;
  a->name_span = raw->name;
  a->value_span = raw->value;
  a->exact = xml_span_exact(p->src, raw->name, canonical);
  a->value = sk_model_strdup(p->model, raw->text, raw->text_len);
  if (!a->exact) note_case(p, raw->name, canonical, true);
}

/* Takes every attribute the vocabulary gives element `tag` into the
 * XsfAttr fields of `owner` (XsfExt or XsfBone) it names. */
static void take_attrs(Parse *p, void *owner, const char *tag, const XmlStart *s) {
  const XsfElemInfo *e = xsf_vocab_element(SK_FORMAT_XSF, tag, strlen(tag));
  for (const XsfAttrInfo *a = e->attrs; a->name; a++)
    take_attr(p, (XsfAttr *)((char *)owner + a->offset), a->name, s);
}

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

static void check_int_attr(Parse *p, const XsfAttr *a, const char *what) {
  if (!a->present) return;
  int64_t v;
  SkNumStatus st = sk_parse_int(a->value, strlen(a->value), &v);
  if (st == SK_NUM_OK) return;
  sk_report(p->sink, SK_RULE_SK002, a->value_span,
            "%s is '%s', expected a whole number", what, a->value);
}

static void check_number_list_attr(Parse *p, const XsfAttr *a, const char *what) {
  if (!a->present) return;
  const char *v = a->value;
  size_t len = strlen(v), i = 0;
  while (i < len) {
    while (i < len && is_ws(v[i])) i++;
    size_t s = i;
    while (i < len && !is_ws(v[i])) i++;
    if (i == s) break;
    double d;
    SkNumStatus st = sk_parse_double(v + s, i - s, &d);
    if (st == SK_NUM_OK) continue;
    SkSpan sp = a->value_span;
    if (strlen(v) == sp.end - sp.start) sp = sk_span_n(sp.start + s, i - s);
    if (st == SK_NUM_NONFINITE)
      sk_report(p->sink, SK_RULE_SK003, sp, "%s has '%.*s', expected a finite number",
                what, (int)(i - s), v + s);
    else
      sk_report(p->sink, SK_RULE_SK002, sp, "%s has '%.*s', expected a number",
                what, (int)(i - s), v + s);
  }
}

/* ---- Elements ---- */

static XsfElemKind kind_of(const Parse *p, SkSpan name) {
  for (int k = 0; k < XSF_EL_UNKNOWN; k++)
    if (xml_span_is(p->src, name, xsf_elem_tag((XsfElemKind)k))) return (XsfElemKind)k;
  return XSF_EL_UNKNOWN;
}

static void add_stray(Parse *p, SkSpan name, const char *parent) {
  XsfExt *x = p->ext;
  x->strays = grow_pow2(x->strays, x->nstrays, sizeof *x->strays);
  XsfStray *s = &x->strays[x->nstrays++];
  s->tag_span = name;
  s->tag = sk_model_strdup(p->model, p->src->text + name.start, name.end - name.start);
  s->parent = parent;
}

static void start_bone(Parse *p, const XmlStart *s) {
  SkBone *b = sk_model_add_bone(p->model);
  p->bone = p->model->nbones - 1;
  p->bone_lt = s->tag.start;
  XsfBone *xb = SK_ARRAY_PUSH(p->xbones, p->nxbones, p->xbones_cap);
  xb->start_tag = s->tag;
  xb->tag_span = s->name;
  for (int k = 0; k < XSF_EL_COUNT; k++) xb->first[k] = -1;
  take_attrs(p, xb, "BONE", s);
  check_int_attr(p, &xb->id, "ID");
  if (!xb->numchilds.present) { /* an exporter's spelling, read as the same count */
    take_attr(p, &xb->numchilds, "NUMCHILD", s);
    xb->numchild_spelling = xb->numchilds.present;
  }
  check_int_attr(p, &xb->numchilds, xb->numchild_spelling ? "NUMCHILD" : "NUMCHILDS");
  check_int_attr(p, &xb->lighttype, "LIGHTTYPE");
  check_number_list_attr(p, &xb->lightcolor, "LIGHTCOLOR");
  if (xb->name.present) {
    b->name = xb->name.value;
    b->name_span = xb->name.value_span;
  }
  if (xb->id.present) {
    int64_t v;
    if (sk_parse_int(xb->id.value, strlen(xb->id.value), &v) == SK_NUM_OK) {
      b->declared_id = v;
      b->has_declared_id = true;
      b->id_span = xb->id.value_span;
    }
  }
  p->nkids = 0;
  p->ncids = 0;
}

typedef struct {
  Parse *p;
  XsfChild *c;
  double nums[4];
  SkSpan spans[4];
  uint32_t base;     /* offset of the raw text the tokens came from */
  bool exact_spans;  /* token offsets map onto the source */
  bool integer;
  const char *what;
} TokCtx;

static void on_token(void *ud, const char *tok, size_t len, size_t off) {
  TokCtx *tc = ud;
  XsfChild *c = tc->c;
  SkSpan sp = tc->exact_spans ? sk_span_n(tc->base + off, len) : c->value_span;
  if (c->ntokens < UINT16_MAX) c->ntokens++;
  double d = 0;
  SkNumStatus st;
  if (tc->integer) st = sk_parse_int32(tok, len, &d);
  else st = sk_parse_double(tok, len, &d);
  if (st != SK_NUM_OK) {
    c->numbers_ok = false;
    const char *bone = tc->p->model->bones[tc->p->bone].name;
    if (st == SK_NUM_NONFINITE)
      sk_report(tc->p->sink, SK_RULE_SK003, sp,
                "%s of bone '%s' has '%.*s', expected a finite number", tc->what,
                bone, (int)len, tok);
    else if (st == SK_NUM_RANGE)
      sk_report(tc->p->sink, SK_RULE_SK002, sp,
                "%s of bone '%s' is '%.*s', out of range for %s", tc->what, bone,
                (int)len, tok, tc->integer ? "a 32-bit bone index" : "a float");
    else
      sk_report(tc->p->sink, SK_RULE_SK002, sp,
                "%s of bone '%s' has '%.*s', expected %s", tc->what, bone,
                (int)len, tok, tc->integer ? "a whole number (a bone index)" : "a number");
    return;
  }
  if (c->nnums < 4) {
    tc->nums[c->nnums] = d;
    tc->spans[c->nnums] = sp;
  }
  if (c->nnums < UINT16_MAX) c->nnums++;
}

static void end_bone_child(Parse *p, const XmlEnd *e) {
  XsfChild *c = &p->kids[p->nkids - 1];
  c->element_span = sk_span(c->element_span.start, e->end);
  c->value_span = e->content;
  c->numbers_ok = true;
  if (c->kind == XSF_EL_UNKNOWN) return;

  TokCtx tc = {p, c, {0}, {{0}}, e->content.start, e->exact,
               c->kind == XSF_EL_PARENTID || c->kind == XSF_EL_CHILDID,
               xsf_elem_tag((XsfElemKind)c->kind)};
  sk_tokens(e->text, e->text_len, on_token, &tc);
  const double *nums = tc.nums;
  const SkSpan *num_spans = tc.spans;

  SkBone *b = &p->model->bones[p->bone];
  switch (c->kind) {
  case XSF_EL_TRANSLATION:
    if (b->has_translation) break;
    b->has_translation = true;
    for (int i = 0; i < 3; i++) b->translation[i] = i < (int)c->nnums ? nums[i] : 0;
    b->translation_span = c->value_span;
    break;
  case XSF_EL_ROTATION:
    if (b->has_rotation) break;
    b->has_rotation = true;
    for (int i = 0; i < 4; i++) b->rotation[i] = i < (int)c->nnums ? nums[i] : 0;
    b->rotation_span = c->value_span;
    break;
  case XSF_EL_LOCALTRANSLATION:
    if (b->has_bind_translation) break;
    b->has_bind_translation = true;
    for (int i = 0; i < 3; i++) b->bind_translation[i] = i < (int)c->nnums ? nums[i] : 0;
    b->bind_translation_span = c->value_span;
    break;
  case XSF_EL_LOCALROTATION:
    if (b->has_bind_rotation) break;
    b->has_bind_rotation = true;
    for (int i = 0; i < 4; i++) b->bind_rotation[i] = i < (int)c->nnums ? nums[i] : 0;
    b->bind_rotation_span = c->value_span;
    break;
  case XSF_EL_PARENTID:
    if (b->has_parent_ref || c->nnums < 1) break;
    b->has_parent_ref = true;
    b->parent_ref = (int64_t)nums[0];
    b->parent_span = num_spans[0];
    break;
  case XSF_EL_CHILDID:
    if (c->nnums < 1) break;
    SK_ARRAY_GROW(p->cids, p->ncids, p->cids_cap);
    SK_ARRAY_GROW(p->cid_spans, p->ncids, p->cid_spans_cap);
    p->cids[p->ncids] = (int64_t)nums[0];
    p->cid_spans[p->ncids] = num_spans[0];
    p->ncids++;
    break;
  default: break;
  }
}

static void end_bone(Parse *p, uint32_t end_off) {
  SkBone *b = &p->model->bones[p->bone];
  b->span = sk_span(p->bone_lt, end_off);
  XsfBone *xb = &p->xbones[p->bone];
  if (p->nkids) {
    xb->children = sk_model_alloc(p->model, p->nkids * sizeof *xb->children);
    memcpy(xb->children, p->kids, p->nkids * sizeof *xb->children);
    xb->nchildren = p->nkids;
    for (uint32_t i = 0; i < p->nkids; i++)
      if (xb->first[p->kids[i].kind] < 0) xb->first[p->kids[i].kind] = (int32_t)i;
  }
  if (p->ncids) {
    xb->childids = sk_model_alloc(p->model, p->ncids * sizeof *xb->childids);
    xb->childid_spans = sk_model_alloc(p->model, p->ncids * sizeof *xb->childid_spans);
    memcpy(xb->childids, p->cids, p->ncids * sizeof *p->cids);
    memcpy(xb->childid_spans, p->cid_spans, p->ncids * sizeof *p->cid_spans);
    xb->nchildids = p->ncids;
  }
}

/* ---- The reader's callbacks ---- */

static void on_start(XmlReader *r, void *ud, const XmlStart *s) {
  (void)r;
  Parse *p = ud;
  SkSpan name = s->name;
  switch (p->where) {
  case IN_NONE:
    if (xml_span_is(p->src, name, "SKELETON") && s->depth == 1) {
      XsfExt *x = p->ext;
      x->has_skeleton = true;
      x->skeleton_tag = s->tag;
      x->skeleton_tag_name = name;
      note_case(p, name, "SKELETON", false);
      take_attrs(p, x, "SKELETON", s);
      check_int_attr(p, &x->numbones, "NUMBONES");
      check_int_attr(p, &x->version, "VERSION");
      check_number_list_attr(p, &x->scene_ambient, "SCENEAMBIENTCOLOR");
      p->where = IN_SKELETON;
    } else if (xml_span_is(p->src, name, "HEADER") && s->depth == 1) {
      XsfExt *x = p->ext;
      x->has_header = true;
      x->header_tag = s->tag;
      note_case(p, name, "HEADER", false);
      take_attrs(p, x, "HEADER", s);
      p->where = IN_OTHER;
    } else {
      add_stray(p, name, NULL);
      p->where = IN_OTHER;
    }
    break;
  case IN_SKELETON:
    if (xml_span_is(p->src, name, "BONE")) {
      note_case(p, name, "BONE", false);
      start_bone(p, s);
      p->where = IN_BONE;
    } else {
      add_stray(p, name, "SKELETON");
      p->where = IN_OTHER;
    }
    break;
  case IN_BONE: {
    XsfChild *c = SK_ARRAY_PUSH(p->kids, p->nkids, p->kids_cap);
    c->kind = (uint8_t)kind_of(p, name);
    c->tag_span = name;
    c->element_span = s->tag;
    if (c->kind != XSF_EL_UNKNOWN) note_case(p, name, xsf_elem_tag((XsfElemKind)c->kind), false);
    p->where = IN_BONE_CHILD;
    break;
  }
  case IN_BONE_CHILD:
  case IN_OTHER:
    /* Markup nested where only text belongs (inside TRANSLATION …). */
    if (p->where == IN_BONE_CHILD && s->depth == 4)
      add_stray(p, name, p->kids[p->nkids - 1].kind == XSF_EL_UNKNOWN
                             ? "BONE" : xsf_elem_tag((XsfElemKind)p->kids[p->nkids - 1].kind));
    break;
  }
}

static void on_end(XmlReader *r, void *ud, const XmlEnd *e) {
  (void)r;
  Parse *p = ud;
  switch (p->where) {
  case IN_SKELETON:
    if (e->depth == 1) {
      uint32_t lt = e->end;
      while (lt > 0 && p->src->text[lt - 1] != '<') lt--;
      p->ext->skeleton_close = lt ? lt - 1 : 0;
      p->where = IN_NONE;
    }
    break;
  case IN_BONE:
    if (e->depth == 2) {
      end_bone(p, e->end);
      p->where = IN_SKELETON;
    }
    break;
  case IN_BONE_CHILD:
    if (e->depth == 3) {
      end_bone_child(p, e);
      p->where = IN_BONE;
    }
    break;
  case IN_OTHER:
    if (e->depth == 1) p->where = IN_NONE;
    else if (e->depth == 2 && p->ext->has_skeleton && p->ext->skeleton_close == 0)
      p->where = IN_SKELETON;
    break;
  default: break;
  }
}

static void ext_free(void *e) {
  XsfExt *x = e;
  free(x->case_issues);
  free(x->strays);
  free(x->bones);
  free(x);
}

SkModel *sk_parse_xsf(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  SkModel *m = sk_model_new(SK_FORMAT_XSF);
  Parse p = {0};
  p.src = src;
  p.opts = opts;
  p.sink = sink;
  p.model = m;
  p.ext = sk_xcalloc(1, sizeof *p.ext);
  m->ext = p.ext;
  m->ext_free = ext_free;

  static const XmlHandlers handlers = {on_start, on_end,
                                       "an XSF skeleton needs 3 (SKELETON, BONE, its fields)"};
  XmlResult res;
  xml_read(src, m, sink, &handlers, &p, "<SKELETON>", &res);
  p.ext->truncated = res.stopped_early;
  if (res.header_commented && !p.ext->has_header) {
    p.ext->header_commented = true;
    p.ext->header_tag = res.header_comment;
  }

  p.ext->bones = p.xbones;
  p.xbones = NULL;
  sk_model_resolve_parent_indices(m);
  /* CHILDID lists refer to bones by index: navigation follows them. */
  for (uint32_t i = 0; i < m->nbones; i++)
    for (uint32_t k = 0; k < p.ext->bones[i].nchildids; k++) {
      int64_t c = p.ext->bones[i].childids[k];
      if (c >= 0 && c < (int64_t)m->nbones)
        sk_model_add_ref(m, (uint32_t)c, p.ext->bones[i].childid_spans[k], false);
    }
  free(p.kids);
  free(p.cids);
  free(p.cid_spans);
  free(p.xbones);
  return m;
}
