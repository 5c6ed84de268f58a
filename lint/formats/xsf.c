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

#include <stddef.h>
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
  XsfBone *xb = &p->xbones[p->nxbones - 1]; /* p->bone's, but for a re-read bone */
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
  if (!x) return;
  free(x->case_issues);
  free(x->strays);
  free(x->bones);
  free(x);
}

/* The CHILDID references (navigation follows them) and the parents. */
static void link_bones(SkModel *m, const XsfExt *x) {
  sk_model_resolve_parent_indices(m);
  for (uint32_t i = 0; i < m->nbones; i++)
    for (uint32_t k = 0; k < x->bones[i].nchildids; k++) {
      int64_t c = x->bones[i].childids[k];
      if (c >= 0 && c < (int64_t)m->nbones)
        sk_model_add_ref(m, (uint32_t)c, x->bones[i].childid_spans[k], false);
    }
}

/* ---- Re-reading one BONE after an edit (the language server) ----
 *
 * A check of a document edited in place gets the model of its last check
 * back (reparse.c) with the edits since merged into one replaced range.
 * When that range lies inside one BONE element — after its '<', before the
 * '>' of its end tag — only that element is read again (xml_read_element:
 * it must read as exactly one BONE, without an error or a suppression
 * comment), and its bone replaces the old one; when it lies in the white
 * space between two bones and leaves only white space there, nothing is
 * read. Everything after the range moves by the change in length: spans in
 * the model, and the front-end's own findings, which are kept with the
 * model (SkFrontNotes) and reported again. Anything else — an edit across
 * elements, in the header or SKELETON's start tag, a last read that
 * stopped at an error, other severities — reads the whole text. The rules
 * then run on the whole model as always. */

/* At most as many bones are re-read between two whole reads as the model
 * has (and at least XSF_REREAD_MIN): the arena then holds at most about
 * twice the strings of the skeleton. */
#define XSF_REREAD_MIN 64

static void shift_attr(const SkShift *sh, XsfAttr *a) {
  if (!a->present) return;
  sk_shift_span(sh, &a->name_span);
  sk_shift_span(sh, &a->value_span);
}

static void shift_bone(const SkShift *sh, SkBone *b, XsfBone *xb) {
  SkSpan *spans[] = {&b->span, &b->name_span, &b->parent_span, &b->id_span,
                     &b->translation_span, &b->rotation_span, &b->scale_span,
                     &b->matrix_span, &b->bind_translation_span, &b->bind_rotation_span,
                     &xb->start_tag, &xb->tag_span};
  for (size_t k = 0; k < sizeof spans / sizeof *spans; k++) sk_shift_span(sh, spans[k]);
  shift_attr(sh, &xb->id);
  shift_attr(sh, &xb->name);
  shift_attr(sh, &xb->numchilds);
  shift_attr(sh, &xb->lighttype);
  shift_attr(sh, &xb->lightcolor);
  for (uint32_t k = 0; k < xb->nchildren; k++) {
    sk_shift_span(sh, &xb->children[k].tag_span);
    sk_shift_span(sh, &xb->children[k].element_span);
    sk_shift_span(sh, &xb->children[k].value_span);
  }
  for (uint32_t k = 0; k < xb->nchildids; k++) sk_shift_span(sh, &xb->childid_spans[k]);
}

/* The first bone whose element ends after offset `at`. */
static uint32_t bone_after(const SkModel *m, uint32_t at) {
  uint32_t lo = 0, hi = m->nbones;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (m->bones[mid].span.end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

static bool all_ws(const char *t, uint32_t from, uint32_t to) {
  for (uint32_t i = from; i < to; i++)
    if (!is_ws(t[i])) return false;
  return true;
}

/* An array of n records of `size` bytes with a span at `off`, in document
 * order: drops those in R = [lo, sh->at], puts the `nfresh` new ones where
 * they were, moves the ones after. Returns the array (reallocated). */
static void *splice(void *arr, uint32_t *n, const void *fresh, uint32_t nfresh, size_t size,
                    size_t off, uint32_t lo, const SkShift *sh) {
  char *a = arr;
#define SPAN_OF(k) ((SkSpan *)(a + (size_t)(k) * size + off))
  uint32_t keep = 0;
  for (uint32_t k = 0; k < *n; k++)
    if (!sk_span_within(*SPAN_OF(k), lo, sh->at)) {
      if (keep != k) memcpy(a + (size_t)keep * size, a + (size_t)k * size, size);
      keep++;
    }
  uint32_t before = 0;
  while (before < keep && SPAN_OF(before)->start < lo) before++;
  uint32_t total = keep + nfresh;
  if (nfresh) {
    a = sk_xrealloc(a, (size_t)total * size);
    memmove(a + (size_t)(before + nfresh) * size, a + (size_t)before * size,
            (size_t)(keep - before) * size);
    memcpy(a + (size_t)before * size, fresh, (size_t)nfresh * size);
  }
  for (uint32_t k = before + nfresh; k < total; k++) sk_shift_span(sh, SPAN_OF(k));
#undef SPAN_OF
  *n = total;
  return a;
}

/* Re-uses the kept model m of the text before `e` for src: true when it
 * now describes src, false when the caller must free it and read the
 * whole text. The front-end's findings are reported to `sink` and kept in
 * `notes`. */
static bool reread_bone(const SkSource *src, const SkOptions *opts, SkDiagSink *sink, SkModel *m,
                        SkFrontNotes *notes, const SkEditSpan *e) {
  XsfExt *x = m->ext;
  if (!x || !x->has_skeleton || x->truncated || m->incomplete || !sk_front_notes_fit(notes, opts))
    return false;
  int64_t delta = e->any ? (int64_t)e->new_len - (int64_t)(e->old_end - e->start) : 0;
  if ((int64_t)src->len < delta || src->len > INT32_MAX) return false;
  /* The replaced range R = [lo, hi] of the kept text, and what now holds
   * it in src: one BONE (`bone` < nbones), or white space between bones. */
  uint32_t lo = 1, hi = 0, bone = UINT32_MAX; /* no edit: R is empty */
  if (e->any) {
    uint32_t i = bone_after(m, e->start);
    if (i < m->nbones && m->bones[i].span.start < e->start &&
        e->old_end < m->bones[i].span.end) {
      bone = i;
      lo = m->bones[i].span.start, hi = m->bones[i].span.end;
    } else {
      lo = i > 0 ? m->bones[i - 1].span.end : x->skeleton_tag.end;
      hi = i < m->nbones ? m->bones[i].span.start : x->skeleton_close;
      if (e->start < lo || e->old_end > hi || x->skeleton_close < x->skeleton_tag.end ||
          !all_ws(src->text, lo, (uint32_t)(hi + delta)))
        return false;
    }
  }
  SkShift sh = {hi, delta};
  SkDiagList found = {0}; /* the new bone's findings */
  XsfExt *nx = NULL;
  XsfBone nxb;
  SkBone nb;
  uint32_t nblocks = m->nblocks;
  if (bone != UINT32_MAX) {
    if (notes->rereads >= (m->nbones > XSF_REREAD_MIN ? m->nbones : XSF_REREAD_MIN))
      return false;
    nx = sk_xcalloc(1, sizeof *nx);
    Parse p = {0};
    p.src = src, p.opts = opts, p.model = m, p.ext = nx, p.where = IN_SKELETON;
    SkDiagSink part;
    sk_sink_init(&part, &found, opts, SK_FORMAT_XSF);
    p.sink = &part;
    static const XmlHandlers handlers = {on_start, on_end, ""};
    XmlResult res;
    uint32_t nbones = m->nbones, nsupp = m->nsuppressions;
    uint32_t end = (uint32_t)(hi + delta);
    bool ok = xml_read_element(src, m, &part, &handlers, &p, lo, end, 1, &res) &&
              !res.text_capped && m->nbones == nbones + 1 && p.nxbones == 1 &&
              p.where == IN_SKELETON && m->nsuppressions == nsupp &&
              m->bones[nbones].span.start == lo && m->bones[nbones].span.end == end;
    free(p.kids);
    free(p.cids);
    free(p.cid_spans);
    if (ok) nxb = p.xbones[0], nb = m->bones[nbones];
    free(p.xbones);
    if (!ok) {
      ext_free(nx);
      sk_diag_list_free(&found);
      return false; /* the model is spoilt: the caller frees it */
    }
    m->nbones = nbones;
    notes->rereads++;
  }

  /* From here on it cannot fail. The bones after R move. */
  if (bone != UINT32_MAX) {
    m->bones[bone] = nb;
    x->bones[bone] = nxb;
  }
  for (uint32_t i = bone != UINT32_MAX ? bone + 1 : bone_after(m, hi); i < m->nbones; i++)
    shift_bone(&sh, &m->bones[i], &x->bones[i]);
  /* The header and SKELETON come before any bone. */
  sk_shift_span(&sh, &x->header_tag);
  shift_attr(&sh, &x->header_magic);
  shift_attr(&sh, &x->header_version);
  sk_shift_span(&sh, &x->skeleton_tag);
  sk_shift_span(&sh, &x->skeleton_tag_name);
  shift_attr(&sh, &x->numbones);
  shift_attr(&sh, &x->version);
  shift_attr(&sh, &x->magic);
  shift_attr(&sh, &x->scene_ambient);
  if (x->skeleton_close >= hi) x->skeleton_close = (uint32_t)(x->skeleton_close + delta);

  /* Lists in document order: what came before R, what R holds now, what
   * came after R (moved). */
  if (e->any) {
    x->case_issues = splice(x->case_issues, &x->ncase_issues, nx ? nx->case_issues : NULL,
                            nx ? nx->ncase_issues : 0, sizeof *x->case_issues,
                            offsetof(XsfCaseIssue, span), lo, &sh);
    x->strays = splice(x->strays, &x->nstrays, nx ? nx->strays : NULL, nx ? nx->nstrays : 0,
                       sizeof *x->strays, offsetof(XsfStray, tag_span), lo, &sh);
  }
  ext_free(nx);
  if (e->any) {
    /* Blocks end in document order: before R, in R (the new ones were
     * appended), the ones around or after R. */
    uint32_t nnew = m->nblocks - nblocks, keep = 0;
    SkSpan *fresh = nnew ? sk_xmalloc(nnew * sizeof *fresh) : NULL;
    if (nnew) memcpy(fresh, m->blocks + nblocks, nnew * sizeof *fresh);
    for (uint32_t k = 0; k < nblocks; k++)
      if (!sk_span_within(m->blocks[k], lo, hi)) m->blocks[keep++] = m->blocks[k];
    uint32_t before = 0;
    while (before < keep && m->blocks[before].end <= lo) before++;
    if (keep > before)
      memmove(m->blocks + before + nnew, m->blocks + before, (keep - before) * sizeof *fresh);
    if (nnew) memcpy(m->blocks + before, fresh, nnew * sizeof *fresh);
    m->nblocks = keep + nnew;
    for (uint32_t k = before + nnew; k < m->nblocks; k++) sk_shift_span(&sh, &m->blocks[k]);
    free(fresh);
  }
  uint32_t ns = 0;
  for (uint32_t k = 0; k < m->nsuppressions; k++) {
    if (e->any && sk_span_within(m->suppressions[k].span, lo, hi)) continue;
    m->suppressions[ns] = m->suppressions[k];
    m->suppressions[ns].used = 0;
    sk_shift_span(&sh, &m->suppressions[ns].span);
    ns++;
  }
  m->nsuppressions = ns;
  m->nrefs = 0;
  m->names_for = UINT32_MAX; /* names may have changed: the table is rebuilt */
  link_bones(m, x);

  /* The front-end's findings: the kept ones outside R (moved), R's new
   * ones; kept for next time and reported. */
  sk_front_notes_splice(notes, lo, &sh, e->any ? &found : NULL, sink);
  sk_diag_list_free(&found);
  return true;
}

/* Keeps the model of a check for the next one (the language server), with
 * the front-end's findings [from, count) of the sink: unless the read was
 * not one to build on. */
static void keep_for_next(const SkSource *src, SkDiagSink *sink, SkModel *m, size_t from,
                          bool capped) {
  if (!sink->reparse) return;
  XsfExt *x = m->ext;
  bool ok = !m->incomplete && !x->truncated && !capped && x->has_skeleton &&
            x->skeleton_close >= x->skeleton_tag.end && !xml_declares_encoding(src);
  SkFrontNotes *n = ok ? sk_front_notes_new(sink, from) : NULL;
  sk_reparse_expect(sink->reparse, n ? m : NULL, n, sk_front_notes_free);
}

SkModel *sk_parse_xsf(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  size_t first_diag = sink->out->count;
  void *notes = NULL;
  SkEditSpan edit = {0};
  SkModel *kept = sink->reparse ? sk_reparse_take(sink->reparse, SK_FORMAT_XSF, &notes, &edit) : NULL;
  if (kept) {
    if (opts && reread_bone(src, opts, sink, kept, notes, &edit)) {
      sk_reparse_reused(sink->reparse);
      sk_reparse_expect(sink->reparse, kept, notes, sk_front_notes_free);
      return kept;
    }
    sk_model_free(kept);
  }
  sk_front_notes_free(notes);
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
  link_bones(m, p.ext);
  keep_for_next(src, sink, m, first_diag, res.text_capped);
  free(p.kids);
  free(p.cids);
  free(p.cid_spans);
  free(p.xbones);
  return m;
}

/* The format (format_spec.h): a Cal3D skeleton, a part of a character. */
const SkFormatSpec sk_spec_xsf = {
    .format = SK_FORMAT_XSF, .name = "xsf", .extensions = ".xsf",
    .kind = SK_KIND_SKELETON, .syntax = SK_SYNTAX_XML, .cal3d_part = true,
    .detect = sk_detect_cal3d_xml,
    .comment_open = "<!-- ", .comment_close = " -->", .triggers = "<=", .id_elements = true,
    .keywords = SK_KEYWORDS_XML, .parse = sk_parse_xsf, .vocab = &sk_vocab_xml,
};
