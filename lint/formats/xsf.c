/* xsf.c — the Cal3D/IMVU XML front-end (XSF; XMF and XAF are checked for
 * well-formedness only, for now).
 *
 * It drives libxml2's SAX2 parser and builds the model straight from the
 * callbacks, without a DOM: that keeps memory near the file's size and
 * gives exact byte offsets (the parser's cursor sits on the '>' of a start
 * tag in startElementNs and just past the end tag in endElementNs), from
 * which it re-scans the raw tag to find each attribute's name and value.
 *
 * Real XSF files put a <HEADER/> before <SKELETON>: two top-level elements,
 * which XML forbids. The header is parsed here and blanked with spaces in
 * the copy given to libxml2, so every offset stays the same.
 *
 * The elements and attributes it reads are listed once, in xsf_vocab.c.
 *
 * Security: no entity substitution, no DTD loading, no network, a deny-all
 * external entity loader, and any DOCTYPE stops the parse with SK001 —
 * Cal3D files never have one, and refusing it defeats entity expansion
 * attacks (billion laughs) and external entities at once. */
#include "xsf.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdlib.h>
#include <strings.h>

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

/* ---- Raw tag scanning ---- */

typedef struct {
  SkSpan name, value;
} RawAttr;

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Scans the start tag at t[lt] ('<') up to its '>' at t[gt]: the tag name
 * span and up to `cap` attribute name/value spans. Returns the count. */
static size_t scan_tag(const char *t, uint32_t lt, uint32_t gt, SkSpan *name,
                       RawAttr *attrs, size_t cap) {
  uint32_t i = lt + 1;
  uint32_t ns = i;
  while (i < gt && !is_ws(t[i]) && t[i] != '/' && t[i] != '>') i++;
  *name = sk_span(ns, i);
  size_t n = 0;
  while (i < gt) {
    while (i < gt && is_ws(t[i])) i++;
    if (i >= gt || t[i] == '/' || t[i] == '>') break;
    uint32_t an = i;
    while (i < gt && !is_ws(t[i]) && t[i] != '=' && t[i] != '>') i++;
    SkSpan aname = sk_span(an, i);
    while (i < gt && is_ws(t[i])) i++;
    if (i >= gt || t[i] != '=') break;
    i++;
    while (i < gt && is_ws(t[i])) i++;
    if (i >= gt || (t[i] != '"' && t[i] != '\'')) break;
    char q = t[i++];
    uint32_t vs = i;
    while (i < gt && t[i] != q) i++;
    if (n < cap) attrs[n].name = aname, attrs[n].value = sk_span(vs, i), n++;
    i++;
  }
  return n;
}

/* ---- Parser state ---- */

/* Deepest element nesting read, as libxml2's own default limit. */
#define XSF_MAX_DEPTH 256

typedef enum { IN_NONE, IN_SKELETON, IN_BONE, IN_BONE_CHILD, IN_OTHER } Where;

typedef struct {
  const SkSource *src;
  const SkOptions *opts;
  SkDiagSink *sink;
  SkModel *model;
  XsfExt *ext;
  xmlParserCtxtPtr ctxt;
  uint32_t base; /* where libxml2's input starts in the text */
  bool is_xsf;
  bool stopped;
  int depth;
  Where where;
  /* The current bone and child (indices), and the child's text. */
  uint32_t bone;
  uint32_t start_tag_end; /* offset just past the current start tag */
  uint32_t bone_lt;
  SkBuf text;
  /* XsfBone children are gathered here, then copied to the arena. */
  XsfChild *kids;
  uint32_t nkids, kids_cap;
  int64_t *cids;
  SkSpan *cid_spans;
  uint32_t ncids, cids_cap, cid_spans_cap;
  XsfBone *xbones;
  uint32_t nxbones, xbones_cap;
  /* Open elements by depth: where each starts and whether it has child
   * elements (those become the model's blocks, for folding). */
  uint32_t open_lt[XSF_MAX_DEPTH + 1];
  bool open_parent[XSF_MAX_DEPTH + 1];
} Parse;

static uint32_t cur_offset(Parse *p) {
  xmlParserCtxtPtr c = p->ctxt;
  /* An error raised while xmlCreatePushParserCtxt reads the first bytes
   * (an encoding it cannot switch to, such as "\0<" taken for UTF-16)
   * comes before there is a context: it is at the start. */
  if (!c || !c->input) return p->base;
  if (c->input->buf && c->input->buf->encoder) return p->base + (uint32_t)xmlByteConsumed(c);
  return p->base + (uint32_t)(c->input->consumed + (unsigned long)(c->input->cur - c->input->base));
}

static void stop(Parse *p) {
  if (!p->stopped) xmlStopParser(p->ctxt);
  p->stopped = true;
}

/* Room for element n of an array grown by doubling: reallocates only when
 * n is 0 or a power of two, so the capacity needs no field of its own. A
 * +1 growth copies the whole array on every push wherever realloc cannot
 * grow in place (under ASan it made a million stray elements take hours). */
static void *grow_pow2(void *ptr, uint32_t n, size_t size) {
  if (n & (n - 1)) return ptr;
  return sk_xrealloc(ptr, (size_t)(n ? 2 * (size_t)n : 1) * size);
}

static void note_case(Parse *p, SkSpan span, const char *canonical, bool attr) {
  const char *t = p->src->text;
  size_t n = span.end - span.start;
  if (n == strlen(canonical) && memcmp(t + span.start, canonical, n) == 0) return;
  XsfExt *x = p->ext;
  x->case_issues = grow_pow2(x->case_issues, x->ncase_issues, sizeof *x->case_issues);
  XsfCaseIssue *c = &x->case_issues[x->ncase_issues++];
  c->span = span;
  c->written = sk_model_strdup(p->model, t + span.start, n);
  c->canonical = canonical;
  c->is_attribute = attr;
}

/* Whether the text of s is `word`, ASCII letters compared without case
 * (called for every name against every word of the vocabulary: no
 * locale-aware library call, and a mismatch usually ends at the first
 * character). */
static bool span_is(const Parse *p, SkSpan s, const char *word) {
  const char *t = p->src->text + s.start;
  size_t n = s.end - s.start, i = 0;
  for (; i < n && word[i]; i++) {
    char a = t[i], b = word[i];
    if (a >= 'a' && a <= 'z') a = (char)(a - 'a' + 'A');
    if (b >= 'a' && b <= 'z') b = (char)(b - 'a' + 'A');
    if (a != b) return false;
  }
  return i == n && word[n] == '\0';
}

/* Fills `a` from the raw attribute list if one is named `canonical`. The
 * value comes from libxml2 (entity-decoded) when it has one. */
static void take_attr(Parse *p, XsfAttr *a, const char *canonical,
                      const RawAttr *raw, size_t nraw, const xmlChar **xattrs,
                      int nx) {
  for (size_t i = 0; i < nraw; i++) {
    if (!span_is(p, raw[i].name, canonical)) continue;
    a->present = true;
    a->name_span = raw[i].name;
    a->value_span = raw[i].value;
    const char *t = p->src->text;
    size_t nlen = raw[i].name.end - raw[i].name.start;
    a->exact = nlen == strlen(canonical) && memcmp(t + raw[i].name.start, canonical, nlen) == 0;
    a->value = NULL;
    for (int k = 0; xattrs && k < nx; k++) {
      const xmlChar **at = xattrs + 5 * k;
      if (strncmp((const char *)at[0], t + raw[i].name.start, nlen) == 0 && at[0][nlen] == '\0') {
        a->value = sk_model_strdup(p->model, (const char *)at[3], (size_t)(at[4] - at[3]));
        break;
      }
    }
    if (!a->value)
      a->value = sk_model_strdup(p->model, t + raw[i].value.start,
                                 raw[i].value.end - raw[i].value.start);
    if (!a->exact) note_case(p, raw[i].name, canonical, true);
    return;
  }
}

/* Takes every attribute the vocabulary gives element `tag` into the
 * XsfAttr fields of `owner` (XsfExt or XsfBone) it names. */
static void take_attrs(Parse *p, void *owner, const char *tag, const RawAttr *raw,
                       size_t nraw, const xmlChar **xattrs, int nx) {
  const XsfElemInfo *e = xsf_vocab_element(SK_FORMAT_XSF, tag, strlen(tag));
  for (const XsfAttrInfo *a = e->attrs; a->name; a++)
    take_attr(p, (XsfAttr *)((char *)owner + a->offset), a->name, raw, nraw, xattrs, nx);
}

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
    if (span_is(p, name, xsf_elem_tag((XsfElemKind)k))) return (XsfElemKind)k;
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

static void start_bone(Parse *p, uint32_t lt, uint32_t gt, SkSpan name,
                       const RawAttr *raw, size_t nraw, const xmlChar **xattrs, int nx) {
  SkBone *b = sk_model_add_bone(p->model);
  p->bone = p->model->nbones - 1;
  p->bone_lt = lt;
  XsfBone *xb = SK_ARRAY_PUSH(p->xbones, p->nxbones, p->xbones_cap);
  xb->start_tag = sk_span(lt, gt + 1);
  xb->tag_span = name;
  for (int k = 0; k < XSF_EL_COUNT; k++) xb->first[k] = -1;
  take_attrs(p, xb, "BONE", raw, nraw, xattrs, nx);
  check_int_attr(p, &xb->id, "ID");
  check_int_attr(p, &xb->numchilds, "NUMCHILDS");
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
  if (tc->integer) {
    int64_t v;
    st = sk_parse_int(tok, len, &v);
    if (st == SK_NUM_OK && (v < INT32_MIN || v > INT32_MAX)) st = SK_NUM_RANGE;
    d = (double)v;
  } else {
    st = sk_parse_double(tok, len, &d);
  }
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

static void end_bone_child(Parse *p, uint32_t end_off) {
  const char *t = p->src->text;
  XsfChild *c = &p->kids[p->nkids - 1];
  /* Content: from the end of the start tag to the '<' of the end tag. */
  uint32_t cs = p->start_tag_end, ce = cs;
  bool self_closing = end_off >= 2 && end_off == p->start_tag_end && t[end_off - 2] == '/';
  if (!self_closing) {
    ce = end_off;
    while (ce > cs && t[ce - 1] != '<') ce--;
    if (ce > cs) ce--;
  }
  c->element_span = sk_span(c->element_span.start, end_off);
  uint32_t vs = cs, ve = ce;
  while (vs < ve && is_ws(t[vs])) vs++;
  while (ve > vs && is_ws(t[ve - 1])) ve--;
  c->value_span = sk_span(vs, ve);
  c->numbers_ok = true;
  if (c->kind == XSF_EL_UNKNOWN) return;

  /* Raw text maps onto the source unless it holds markup or entities. */
  bool raw = memchr(t + vs, '<', ve - vs) == NULL && memchr(t + vs, '&', ve - vs) == NULL;
  const char *text = raw ? t + vs : (p->text.data ? p->text.data : "");
  size_t tlen = raw ? ve - vs : p->text.len;
  TokCtx tc = {p, c, {0}, {{0}}, vs, raw,
               c->kind == XSF_EL_PARENTID || c->kind == XSF_EL_CHILDID,
               xsf_elem_tag((XsfElemKind)c->kind)};
  sk_tokens(text, tlen, on_token, &tc);
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

/* ---- SAX callbacks ---- */

static void on_start(void *ud, const xmlChar *localname, const xmlChar *prefix,
                     const xmlChar *uri, int nns, const xmlChar **ns, int nattrs,
                     int ndefaulted, const xmlChar **xattrs) {
  (void)localname, (void)prefix, (void)uri, (void)nns, (void)ns, (void)ndefaulted;
  Parse *p = ud;
  if (p->stopped) return;
  const char *t = p->src->text;
  uint32_t gt = cur_offset(p);
  if (gt >= p->src->len) gt = (uint32_t)p->src->len - 1;
  uint32_t lt = gt;
  while (lt > 0 && t[lt] != '<') lt--;
  while (gt < p->src->len && t[gt] != '>') gt++;
  p->start_tag_end = gt + 1;
  SkSpan name;
  RawAttr raw[32];
  size_t nraw = scan_tag(t, lt, gt, &name, raw, 32);
  p->depth++;
  if (p->depth > XSF_MAX_DEPTH) {
    /* libxml2's push parser does not apply its own depth limit to SAX
     * callers; without one, hostile nesting costs memory per level. */
    sk_report(p->sink, SK_RULE_SK001, name,
              "elements nested more than %d deep; an XSF skeleton needs 3 "
              "(SKELETON, BONE, its fields): the rest of the file is not read",
              XSF_MAX_DEPTH);
    p->model->incomplete = true;
    if (p->ext) p->ext->truncated = true;
    stop(p);
    return;
  }
  p->open_lt[p->depth] = lt;
  p->open_parent[p->depth] = false;
  p->open_parent[p->depth - 1] = true;

  if (!p->is_xsf) return;
  switch (p->where) {
  case IN_NONE:
    if (span_is(p, name, "SKELETON") && p->depth == 1) {
      XsfExt *x = p->ext;
      x->has_skeleton = true;
      x->skeleton_tag = sk_span(lt, gt + 1);
      x->skeleton_tag_name = name;
      note_case(p, name, "SKELETON", false);
      take_attrs(p, x, "SKELETON", raw, nraw, xattrs, nattrs);
      check_int_attr(p, &x->numbones, "NUMBONES");
      check_int_attr(p, &x->version, "VERSION");
      check_number_list_attr(p, &x->scene_ambient, "SCENEAMBIENTCOLOR");
      p->where = IN_SKELETON;
    } else if (span_is(p, name, "HEADER") && p->depth == 1) {
      /* A HEADER alone (nothing after it) reaches libxml2 unblanked. */
      XsfExt *x = p->ext;
      x->has_header = true;
      x->header_tag = sk_span(lt, gt + 1);
      note_case(p, name, "HEADER", false);
      take_attrs(p, x, "HEADER", raw, nraw, xattrs, nattrs);
      p->where = IN_OTHER;
    } else {
      add_stray(p, name, NULL);
      p->where = IN_OTHER;
    }
    break;
  case IN_SKELETON:
    if (span_is(p, name, "BONE")) {
      note_case(p, name, "BONE", false);
      start_bone(p, lt, gt, name, raw, nraw, xattrs, nattrs);
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
    c->element_span = sk_span(lt, gt + 1);
    if (c->kind != XSF_EL_UNKNOWN) note_case(p, name, xsf_elem_tag((XsfElemKind)c->kind), false);
    p->text.len = 0;
    p->where = IN_BONE_CHILD;
    break;
  }
  case IN_BONE_CHILD:
  case IN_OTHER:
    /* Markup nested where only text belongs (inside TRANSLATION …). */
    if (p->where == IN_BONE_CHILD && p->depth == 4)
      add_stray(p, name, p->kids[p->nkids - 1].kind == XSF_EL_UNKNOWN
                             ? "BONE" : xsf_elem_tag((XsfElemKind)p->kids[p->nkids - 1].kind));
    break;
  }
}

static void on_end(void *ud, const xmlChar *localname, const xmlChar *prefix,
                   const xmlChar *uri) {
  (void)localname, (void)prefix, (void)uri;
  Parse *p = ud;
  if (p->stopped) return;
  uint32_t end = cur_offset(p);
  if (end > p->src->len) end = (uint32_t)p->src->len;
  int depth = p->depth--;
  if (depth >= 1 && depth <= XSF_MAX_DEPTH && p->open_parent[depth])
    sk_model_add_block(p->model, sk_span(p->open_lt[depth], end));
  if (!p->is_xsf) return;
  switch (p->where) {
  case IN_SKELETON:
    if (depth == 1) {
      uint32_t lt = end;
      while (lt > 0 && p->src->text[lt - 1] != '<') lt--;
      p->ext->skeleton_close = lt ? lt - 1 : 0;
      p->where = IN_NONE;
    }
    break;
  case IN_BONE:
    if (depth == 2) {
      end_bone(p, end);
      p->where = IN_SKELETON;
    }
    break;
  case IN_BONE_CHILD:
    if (depth == 3) {
      end_bone_child(p, end);
      p->where = IN_BONE;
    }
    break;
  case IN_OTHER:
    if (depth == 1) p->where = IN_NONE;
    else if (depth == 2 && p->ext->has_skeleton && p->ext->skeleton_close == 0)
      p->where = IN_SKELETON;
    break;
  default: break;
  }
}

static void on_characters(void *ud, const xmlChar *ch, int len) {
  Parse *p = ud;
  if (p->where == IN_BONE_CHILD && p->text.len < (1u << 20))
    sk_buf_append(&p->text, (const char *)ch, (size_t)len);
}

static void on_comment(void *ud, const xmlChar *value) {
  Parse *p = ud;
  if (p->stopped) return;
  const char *t = p->src->text;
  uint32_t end = cur_offset(p);
  if (end > p->src->len) end = (uint32_t)p->src->len;
  uint32_t start = end >= 3 ? end - 3 : 0;
  while (start > 0 && !(t[start] == '<' && strncmp(t + start, "<!--", 4) == 0)) start--;
  sk_model_note_comment(p->model, (const char *)value, strlen((const char *)value),
                        sk_span(start, end));
}

static void on_internal_subset(void *ud, const xmlChar *name, const xmlChar *ext_id,
                               const xmlChar *sys_id) {
  (void)name, (void)ext_id, (void)sys_id;
  Parse *p = ud;
  if (p->stopped) return;
  const char *t = p->src->text;
  uint32_t off = cur_offset(p);
  if (off > p->src->len) off = (uint32_t)p->src->len;
  uint32_t lt = off;
  while (lt > 0 && !(t[lt] == '<' && t[lt + 1] == '!')) lt--;
  sk_report(p->sink, SK_RULE_SK001, sk_span(lt, lt + 9 <= p->src->len ? lt + 9 : (uint32_t)p->src->len),
            "a DOCTYPE is not allowed here: Cal3D files have none, and skellint "
            "does not load DTDs or expand entities (expected <SKELETON> or <HEADER>)");
  p->model->incomplete = true;
  if (p->ext) p->ext->truncated = true;
  stop(p);
}

static xmlEntityPtr on_get_entity(void *ud, const xmlChar *name) {
  (void)ud, (void)name;
  return NULL; /* only the five predefined entities exist */
}

/* Whether an XML declaration names an encoding (libxml2 then decodes). */
static bool declares_encoding(const SkSource *src) {
  const char *gt = memchr(src->text, '>', src->len < 256 ? src->len : 256);
  if (!gt || src->len < 5 || memcmp(src->text + (src->had_bom ? 3 : 0), "<?xml", 5) != 0)
    return false;
  for (const char *c = src->text; c + 8 <= gt; c++)
    if (memcmp(c, "encoding", 8) == 0) return true;
  return false;
}

static void on_error(void *ud, xmlErrorPtr err) {
  Parse *p = ud;
  if (p->stopped || !err || err->level < XML_ERR_ERROR) return;
  if (err->code == XML_ERR_USER_STOP) return;
  uint32_t off = cur_offset(p);
  if (off > p->src->len) off = (uint32_t)p->src->len;
  /* The cursor is where libxml2's line:column points (its input may start
   * after a leading HEADER, so its own line numbers can be offset). */
  char msg[512];
  snprintf(msg, sizeof msg, "%s", err->message ? err->message : "syntax error");
  size_t n = strlen(msg);
  while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' ')) msg[--n] = '\0';
  for (char *c = msg; *c; c++)
    if (*c == '\n' || *c == '\t') *c = ' '; /* messages are one line */
  uint32_t end = off < p->src->len ? off + 1 : off;
  while (end < p->src->len && (((unsigned char)p->src->text[end]) & 0xC0) == 0x80) end++;
  if (p->src->invalid_bytes && off < p->src->len &&
      !sk_utf8_seq(p->src->text + off, p->src->len - off) && !declares_encoding(p->src)) {
    /* libxml2 stops at the first byte that is not UTF-8. */
    sk_report_sev(p->sink, SK_RULE_SK004, SK_SEVERITY_ERROR, sk_span(off, off + 1),
                  "byte 0x%02X is not UTF-8 and the file declares no other encoding; "
                  "expected UTF-8 text: the rest of the file is not read",
                  (unsigned char)p->src->text[off]);
  } else {
    sk_report(p->sink, SK_RULE_SK001, sk_span(off, end), "%s", msg);
  }
  p->model->incomplete = true;
  if (p->ext) p->ext->truncated = true;
  stop(p);
}

/* ---- The leading HEADER ---- */

/* Finds a top-level <HEADER …/> that is followed by another element and
 * records it (or a commented-out one). Returns the offset just past it, where
 * libxml2 starts reading, or 0 when there is none. */
static uint32_t take_header(Parse *p) {
  const char *t = p->src->text;
  uint32_t len = (uint32_t)p->src->len, i = 0;
  XsfExt scratch = {0};
  XsfExt *x = p->ext ? p->ext : &scratch;
  if (len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0) i = 3;
  for (;;) {
    while (i < len && is_ws(t[i])) i++;
    if (i + 4 <= len && memcmp(t + i, "<!--", 4) == 0) {
      const char *close = NULL;
      for (uint32_t k = i + 4; k + 3 <= len; k++)
        if (memcmp(t + k, "-->", 3) == 0) { close = t + k; break; }
      if (!close) return 0;
      uint32_t ce = (uint32_t)(close - t) + 3;
      for (uint32_t k = i + 4; k + 7 <= ce; k++)
        if (strncasecmp(t + k, "<HEADER", 7) == 0 && !x->has_header) {
          x->header_commented = true;
          x->header_tag = sk_span(i, ce);
          break;
        }
      i = ce;
      continue;
    }
    if (i + 2 <= len && t[i] == '<' && t[i + 1] == '?') {
      const char *q = NULL;
      for (uint32_t k = i + 2; k + 2 <= len; k++)
        if (t[k] == '?' && t[k + 1] == '>') { q = t + k; break; }
      if (!q) return 0;
      i = (uint32_t)(q - t) + 2;
      continue;
    }
    break;
  }
  if (i + 7 > len || strncasecmp(t + i, "<HEADER", 7) != 0 ||
      !(is_ws(t[i + 7]) || t[i + 7] == '/' || t[i + 7] == '>'))
    return 0;
  /* The end of the start tag, minding quotes. */
  uint32_t k = i + 7;
  char q = 0;
  for (; k < len; k++) {
    if (q) { if (t[k] == q) q = 0; continue; }
    if (t[k] == '"' || t[k] == '\'') q = t[k];
    else if (t[k] == '>') break;
  }
  if (k >= len) return 0;
  uint32_t end = k + 1;
  if (t[k - 1] != '/') {
    /* <HEADER …></HEADER> */
    uint32_t m = end;
    while (m < len && is_ws(t[m])) m++;
    if (m + 9 > len || strncasecmp(t + m, "</HEADER", 8) != 0) return 0;
    m += 8;
    while (m < len && t[m] != '>') m++;
    if (m >= len) return 0;
    end = m + 1;
  }
  uint32_t after = end;
  while (after < len && is_ws(t[after])) after++;
  if (after >= len) return 0; /* only a header: let libxml2 see it */
  if (p->ext) {
    SkSpan name;
    RawAttr raw[32];
    size_t nraw = scan_tag(t, i, k, &name, raw, 32);
    x->has_header = true;
    x->header_commented = false;
    x->header_tag = sk_span(i, k + 1);
    note_case(p, name, "HEADER", false);
    take_attrs(p, x, "HEADER", raw, nraw, NULL, 0);
  }
  return end;
}

static void ext_free(void *e) {
  XsfExt *x = e;
  free(x->case_issues);
  free(x->strays);
  free(x->bones);
  free(x);
}

SkModel *sk_parse_xsf(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  SkFormat fmt = sink->format;
  SkModel *m = sk_model_new(fmt);
  if (src->len > INT32_MAX) {
    sk_report(sink, SK_RULE_SK001, sk_span(0, 0), "the file is larger than 2 GiB; not parsed");
    m->incomplete = true;
    return m;
  }
  Parse p = {0};
  p.src = src;
  p.opts = opts;
  p.sink = sink;
  p.model = m;
  p.is_xsf = fmt == SK_FORMAT_XSF;
  if (p.is_xsf) {
    p.ext = sk_xcalloc(1, sizeof *p.ext);
    m->ext = p.ext;
    m->ext_free = ext_free;
  }
  p.base = take_header(&p);

  xmlSAXHandler sax;
  memset(&sax, 0, sizeof sax);
  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = on_start;
  sax.endElementNs = on_end;
  sax.characters = on_characters;
  sax.comment = on_comment;
  sax.internalSubset = on_internal_subset;
  sax.getEntity = on_get_entity;
  sax.serror = on_error;

  /* The deny-all entity loader is process-wide and installed once
   * (xml_init.c): setting and restoring it here would race between threads. */
  sk_init();
  /* The push parser, fed in chunks: libxml2 keeps only a window of the
   * text (no second copy of a large file), and the offsets it reports are
   * still exact (consumed + cursor). */
  const uint32_t chunk = 1u << 16;
  uint32_t first = (uint32_t)(src->len - p.base) < chunk ? (uint32_t)(src->len - p.base) : chunk;
  xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&sax, &p, src->text + p.base, (int)first, NULL);
  if (ctxt) {
    p.ctxt = ctxt;
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR);
    ctxt->replaceEntities = 0;
    ctxt->loadsubset = 0;
    if (src->len == 0) {
      sk_report(sink, SK_RULE_SK001, sk_span(0, 0), "the file is empty; expected <SKELETON>");
      m->incomplete = true;
      if (p.ext) p.ext->truncated = true;
    } else {
      uint32_t at = p.base + first;
      while (!p.stopped && at < src->len) {
        uint32_t n = (uint32_t)src->len - at < chunk ? (uint32_t)src->len - at : chunk;
        if (xmlParseChunk(ctxt, src->text + at, (int)n, 0) != 0 && p.stopped) break;
        at += n;
      }
      if (!p.stopped) xmlParseChunk(ctxt, NULL, 0, 1);
    }
    xmlFreeParserCtxt(ctxt);
  }

  if (p.is_xsf) {
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
  }
  free(p.kids);
  free(p.cids);
  free(p.cid_spans);
  free(p.xbones);
  sk_buf_free(&p.text);
  return m;
}
