/* cal3d_xml.c — the front-end of the Cal3D XML files other than the
 * skeleton: meshes (XMF), animations (XAF), materials (XRF) and morph
 * animations (XPF), read through the shared reader (xml_reader.c) into the
 * neutral model and CalExt (cal3d.h).
 *
 * Which element may hold which is the vocabulary (xsf_vocab.c, also what
 * editors complete); this file keeps a stack of the open elements and
 * reads each element's attributes when it starts and its text when it
 * ends. It reports only what it cannot record: numbers that are not
 * numbers (SK002, SK003) and syntax (SK001, through the reader). Counts
 * that differ from what follows, elements the reader does not know, and
 * every value are recorded for the rules, which judge them by what Cal3D's
 * reader does (docs/cal3d-reader.md). */
#include "cal3d.h"
#include "xml_reader.h"
#include "xsf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define CAL_MAX_DEPTH 8

typedef struct {
  const SkSource *src;
  SkDiagSink *sink;
  SkModel *m;
  CalExt *x;
  uint32_t vertices_cap;
  /* The open elements by depth (NULL: unknown, or inside an unknown one),
   * the last known child each has read so far, and where the issues
   * about its children start. */
  const XsfElemInfo *open[CAL_MAX_DEPTH + 1];
  SkSpan open_tag[CAL_MAX_DEPTH + 1];
  const XsfElemInfo *last_child[CAL_MAX_DEPTH + 1];
  uint64_t seen[CAL_MAX_DEPTH + 1];     /* vocabulary entries among its children */
  bool ordered[CAL_MAX_DEPTH + 1];      /* an ORDER issue was recorded in it */
  uint32_t issue_mark[CAL_MAX_DEPTH + 1];
  /* What is being read (indices into the arrays), valid while open. */
  uint32_t submesh, vertex, morph, track, key;
  uint32_t vertex_influences;   /* INFLUENCE elements of the open VERTEX */
} Cal;

const char *cal3d_magic(SkFormat f) {
  switch (f) {
  case SK_FORMAT_XMF: return "XMF";
  case SK_FORMAT_XAF: return "XAF";
  case SK_FORMAT_XRF: return "XRF";
  case SK_FORMAT_XPF: return "XPF";
  default: return "";
  }
}

/* ---- Recording ---- */

static CalIssue *add_issue(Cal *c, CalIssueKind kind, SkSpan span, const char *what,
                           const char *where, uint32_t expected, uint32_t found) {
  CalExt *x = c->x;
  CalIssue *i = SK_ARRAY_PUSH(x->issues, x->nissues, x->issues_cap);
  i->kind = (uint8_t)kind;
  i->fatal = true;
  i->span = span;
  i->what = what;
  i->where = where;
  i->expected = expected;
  i->found = found;
  return i;
}

/* Where an element is, for messages ("vertex 12 of submesh 0"; arena). */
static const char *where_text(Cal *c, const char *fmt, uint32_t a, uint32_t b) {
  char buf[96];
  int n = snprintf(buf, sizeof buf, fmt, a, b);
  return sk_model_strdup(c->m, buf, n < 0 ? 0 : (size_t)n);
}

static const char *where_vertex(Cal *c) {
  const CalSubmesh *s = &c->x->submeshes[c->submesh];
  return where_text(c, "vertex %u of submesh %u", c->vertex - s->first_vertex, c->submesh);
}

/* Whether Cal3D's reader reads exactly as many items as this count
 * declares (and so drops or fails on the rest): every count it reads. It
 * does not read NUMBLENDVERTS (it matches BLENDVERTEX VERTEXIDs against
 * the vertices) nor NUMMAPS (it reads every MAP). */
static bool count_trusted(const char *what) {
  return strcmp(what, "NUMBLENDVERTS") != 0 && strcmp(what, "NUMMAPS") != 0;
}

/* Records a declared count that differs from what was read (SK107). */
static void note_count(Cal *c, const CalNum *n, const char *what, const char *items,
                       const char *where, SkSpan related, int64_t actual) {
  if (!n->present || !n->ok || (int64_t)n->v == actual) return;
  CalExt *x = c->x;
  SkDeclaredCount *k = SK_ARRAY_PUSH(x->counts, x->ncounts, x->counts_cap);
  k->span = n->value;
  k->related = related;
  k->what = what;
  k->items = items;
  k->where = where;
  k->declared = (int64_t)n->v;
  k->actual = actual;
  k->trusted = count_trusted(what);
}

/* A count the reader takes as 0 when it is absent, with `actual` items
 * there (SK107 at the element's start tag; no fix: the attribute is
 * missing, not wrong). */
static void note_absent_count(Cal *c, const char *what, const char *items, const char *where,
                              SkSpan at, int64_t actual) {
  CalExt *x = c->x;
  SkDeclaredCount *k = SK_ARRAY_PUSH(x->counts, x->ncounts, x->counts_cap);
  memset(k, 0, sizeof *k);
  k->span = at;
  k->related = at;
  k->what = what;
  k->items = items;
  k->where = where;
  k->declared = 0;
  k->actual = actual;
  k->trusted = count_trusted(what);
  k->no_fix = true;
}

/* ---- Numbers ---- */

static void report_number(Cal *c, SkNumStatus st, SkSpan sp, const char *what, const char *tok,
                          size_t len, bool integer) {
  if (st == SK_NUM_NONFINITE)
    sk_report(c->sink, SK_RULE_SK003, sp, "%s has '%.*s', expected a finite number", what,
              (int)len, tok);
  else if (st == SK_NUM_RANGE)
    sk_report(c->sink, SK_RULE_SK002, sp, "%s is '%.*s', out of range for %s", what, (int)len,
              tok, integer ? "a 32-bit whole number" : "a float");
  else if (st == SK_NUM_EMPTY)
    sk_report(c->sink, SK_RULE_SK002, sp, "%s is empty, expected %s", what,
              integer ? "a whole number" : "a number");
  else
    sk_report(c->sink, SK_RULE_SK002, sp, "%s has '%.*s', expected %s", what, (int)len, tok,
              integer ? "a whole number" : "a number");
}

static bool blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'; }

/* Reads a numeric attribute (any case) of the start tag into `n`. */
static void take_num(Cal *c, const XmlStart *s, const char *name, CalNum *n, bool integer) {
  const XmlAttr *a = xml_attr(c->src, s, name);
  if (!a) return;
  n->present = true;
  n->value = a->value;
  const char *t = a->text;
  size_t len = a->text_len;
  while (len && blank(*t)) t++, len--;
  while (len && blank(t[len - 1])) len--;
  SkNumStatus st;
  if (integer) st = sk_parse_int32(t, len, &n->v);
  else st = sk_parse_double(t, len, &n->v);
  n->ok = st == SK_NUM_OK;
  if (!n->ok) report_number(c, st, a->value, name, t, len, integer);
}

static void take_text(Cal *c, const XmlStart *s, const char *name, CalText *out) {
  const XmlAttr *a = xml_attr(c->src, s, name);
  if (!a) return;
  out->present = true;
  out->value = a->value;
  out->text = sk_model_strdup(c->m, a->text, a->text_len);
}

typedef struct {
  Cal *c;
  SkSpan base;      /* the text's span in the source */
  bool exact;       /* token offsets map onto it */
  const char *what;
  double *out;
  SkSpan *spans;
  uint32_t cap, n, tokens;
  bool integer, bad;
} Nums;

static void on_number(void *ud, const char *tok, size_t len, size_t off) {
  Nums *k = ud;
  k->tokens++;
  SkSpan sp = k->exact ? sk_span_n(k->base.start + off, len) : k->base;
  double d = 0;
  SkNumStatus st;
  if (k->integer) st = sk_parse_int32(tok, len, &d);
  else st = sk_scan_number(tok, len, &d);
  if (st != SK_NUM_OK) {
    if (!k->bad) report_number(k->c, st, sp, k->what, tok, len, k->integer);
    k->bad = true;
    return;
  }
  if (k->n < k->cap) {
    k->out[k->n] = d;
    if (k->spans) k->spans[k->n] = sp;
  }
  k->n++;
}

/* Reads the numbers of [text, text+len) (at `base` in the source, exactly
 * when `exact`); stores up to `cap`; returns how many were numbers and
 * sets *tokens to how many tokens there were. */
static uint32_t read_numbers(Cal *c, const char *text, size_t len, SkSpan base, bool exact,
                             const char *what, double *out, SkSpan *spans, uint32_t cap,
                             bool integer, uint32_t *tokens) {
  Nums k = {c, base, exact, what, out, spans, cap, 0, 0, integer, false};
  sk_tokens(text, len, on_number, &k);
  if (tokens) *tokens = k.tokens;
  return k.n;
}

/* The numbers of an element's text: up to `want` stored; an element with
 * another number of tokens is recorded as a WRONG_ARITY issue. */
static uint32_t element_numbers(Cal *c, const XmlEnd *e, const XsfElemInfo *el, double *out,
                                SkSpan *spans, uint32_t want, const char *where) {
  uint32_t tokens = 0;
  uint32_t n = read_numbers(c, e->text, e->text_len, e->content, e->exact, el->tag, out, spans,
                            want, false, &tokens);
  if (tokens != want) {
    CalIssue *i =
        add_issue(c, CAL_ISSUE_WRONG_ARITY, c->open_tag[e->depth], el->tag, where, want, tokens);
    i->depth = (uint8_t)e->depth;
    /* Fewer numbers leave the rest undefined, an empty element is refused;
     * numbers beyond `want` are not read. */
    i->fatal = tokens < want;
  }
  return n < want ? n : want;
}

/* ---- Elements ---- */

/* The vocabulary's element `name` under `parent` (NULL: the top level). */
static const XsfElemInfo *lookup(const Cal *c, const XsfElemInfo *parent, SkSpan name) {
  for (const XsfElemInfo *e = xsf_vocabulary(c->x->format); e && e->tag; e++) {
    if (parent ? !e->parent || strcmp(e->parent, parent->tag) != 0 : e->parent != NULL) continue;
    if (xml_span_is(c->src, name, e->tag)) return e;
  }
  return NULL;
}

/* ---- The order the reader takes children in ---- */

/* Whether entry e of the vocabulary belongs under `parent`. */
static bool child_of(const XsfElemInfo *e, const XsfElemInfo *parent) {
  return parent ? e->parent && strcmp(e->parent, parent->tag) == 0 : e->parent == NULL;
}

static uint64_t bit_of(const Cal *c, const XsfElemInfo *e) {
  ptrdiff_t i = e - xsf_vocabulary(c->x->format);
  return i >= 0 && i < 64 ? (uint64_t)1 << i : 0;
}

/* When the element at depth d - 1 ends: its required children it never
 * had. */
static void note_missing(Cal *c, const XsfElemInfo *parent, int d) {
  if (c->ordered[d - 1]) return; /* the reader already stopped in there */
  for (const XsfElemInfo *e = xsf_vocabulary(c->x->format); e->tag; e++) {
    if (!child_of(e, parent) || e->min == 0 || (c->seen[d - 1] & bit_of(c, e))) continue;
    CalIssue *i = add_issue(c, CAL_ISSUE_MISSING_ELEMENT, c->open_tag[d - 1], e->tag, NULL, 0, 0);
    i->depth = (uint8_t)d;
    i->parent = parent ? parent->tag : NULL;
  }
}

/* A known child `e` starts under the element open at depth d - 1: checks
 * it against the reader's order of the siblings read so far (once per
 * parent: the reader stops at the first one out of order). */
static void check_order(Cal *c, int d, const XsfElemInfo *e, const XmlStart *s) {
  const XsfElemInfo *last = c->last_child[d - 1];
  c->seen[d - 1] |= bit_of(c, e);
  /* Unknown siblings before a known one sit where the reader reads. */
  for (uint32_t k = c->issue_mark[d - 1]; k < c->x->nissues; k++)
    if (c->x->issues[k].kind == CAL_ISSUE_UNKNOWN_ELEMENT && c->x->issues[k].depth == d)
      c->x->issues[k].fatal = true;
  if (last && (e < last || (e == last && !e->many)) && !c->ordered[d - 1]) {
    CalIssue *i = add_issue(c, CAL_ISSUE_ORDER, s->name, e->tag, NULL, 0, 0);
    i->depth = (uint8_t)d;
    i->parent = e->parent;
    i->after = last->tag;
    c->ordered[d - 1] = true;
  }
  if (!last || e > last) c->last_child[d - 1] = e;
}

static void start_root(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  x->has_root = true;
  x->root_tag = s->tag;
  x->root_name = s->name;
  take_text(c, s, "MAGIC", &x->root_magic);
  take_num(c, s, "VERSION", &x->root_version, true);
  switch (x->format) {
  case SK_FORMAT_XMF: take_num(c, s, "NUMSUBMESH", &x->numsubmesh, true); break;
  case SK_FORMAT_XRF: take_num(c, s, "NUMMAPS", &x->nummaps, true); break;
  default:
    take_num(c, s, "DURATION", &x->duration, false);
    take_num(c, s, "NUMTRACKS", &x->numtracks, true);
    break;
  }
}

static void start_submesh(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  c->submesh = x->nsubmeshes;
  CalSubmesh *sm = SK_ARRAY_PUSH(x->submeshes, x->nsubmeshes, x->submeshes_cap);
  sm->tag = s->tag;
  take_num(c, s, "NUMVERTICES", &sm->numvertices, true);
  take_num(c, s, "NUMFACES", &sm->numfaces, true);
  take_num(c, s, "MATERIAL", &sm->material, true);
  take_num(c, s, "NUMLODSTEPS", &sm->numlodsteps, true);
  take_num(c, s, "NUMSPRINGS", &sm->numsprings, true);
  take_num(c, s, "NUMMORPHS", &sm->nummorphs, true);
  take_num(c, s, "NUMTEXCOORDS", &sm->numtexcoords, true);
  sm->first_vertex = c->m->nvertices;
  sm->first_face = x->nfaces;
  sm->first_spring = x->nsprings;
  sm->first_morph = x->nmorphs;
}

static void start_vertex(Cal *c, const XmlStart *s) {
  SkModel *m = c->m;
  CalExt *x = c->x;
  c->vertex = m->nvertices;
  SkVertex *v = sk_model_add_vertex(m);
  v->first = m->ninfluences;
  v->span = s->tag;
  v->mesh = c->submesh;
  if (m->nvertices > c->vertices_cap) {
    uint32_t old = c->vertices_cap;
    c->vertices_cap = m->vertices_cap > m->nvertices ? m->vertices_cap : m->nvertices;
    x->vertices = sk_xrealloc(x->vertices, (size_t)c->vertices_cap * sizeof *x->vertices);
    (void)old;
  }
  CalVertex *cv = &x->vertices[c->vertex];
  memset(cv, 0, sizeof *cv);
  cv->tag = s->tag;
  cv->pos_span = cv->norm_span = SK_NO_SPAN;
  take_num(c, s, "ID", &cv->id, true);
  take_num(c, s, "NUMINFLUENCES", &cv->numinfluences, true);
  c->vertex_influences = 0;
  x->submeshes[c->submesh].nvertices++;
}

static void start_influence(Cal *c, const XmlStart *s) {
  SkModel *m = c->m;
  SkInfluence *f = sk_model_add_influence(m);
  f->bone = -1;
  f->weight = 0;
  f->weight_start = s->tag.end;
  f->weight_len = 0;
  f->bone_start = s->name.start;
  f->bone_len = 0;
  CalNum id = {0};
  take_num(c, s, "ID", &id, true);
  if (id.present) {
    f->bone_start = id.value.start;
    f->bone_len = id.value.end - id.value.start;
    if (id.ok) f->bone = (int32_t)id.v;
  }
  m->vertices[c->vertex].count++;
  c->vertex_influences++;
}

/* VERTEXID="a b c": up to `want` whole numbers. */
static uint8_t take_ids(Cal *c, const XmlStart *s, const char *name, int64_t *out, uint32_t want,
                        SkSpan *span, bool *ok) {
  const XmlAttr *a = xml_attr(c->src, s, name);
  *ok = false;
  if (!a) return 0;
  *span = a->value;
  double v[3] = {0};
  uint32_t tokens = 0;
  bool exact = a->value.end - a->value.start == a->text_len &&
               memcmp(c->src->text + a->value.start, a->text, a->text_len) == 0;
  uint32_t n = read_numbers(c, a->text, a->text_len, a->value, exact, name, v, NULL, want, true,
                            &tokens);
  for (uint32_t i = 0; i < n && i < want; i++) out[i] = (int64_t)v[i];
  *ok = n == tokens;
  return (uint8_t)(tokens < 255 ? tokens : 255);
}

static void start_face(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  CalFace *f = SK_ARRAY_PUSH(x->faces, x->nfaces, x->faces_cap);
  f->value = s->name;
  f->n = take_ids(c, s, "VERTEXID", f->v, 3, &f->value, &f->ok);
  x->submeshes[c->submesh].nfaces++;
}

static void start_spring(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  CalSpring *sp = SK_ARRAY_PUSH(x->springs, x->nsprings, x->springs_cap);
  sp->tag = s->tag;
  sp->vertexid = s->name;
  bool ok;
  sp->n = take_ids(c, s, "VERTEXID", sp->v, 2, &sp->vertexid, &ok);
  CalNum coef = {0}, length = {0};
  take_num(c, s, "COEF", &coef, false);
  take_num(c, s, "LENGTH", &length, false);
  x->submeshes[c->submesh].nsprings++;
}

static void start_morph(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  c->morph = x->nmorphs;
  CalMorph *mo = SK_ARRAY_PUSH(x->morphs, x->nmorphs, x->morphs_cap);
  mo->tag = s->tag;
  take_text(c, s, "NAME", &mo->name);
  take_num(c, s, "NUMBLENDVERTS", &mo->numblendverts, true);
  mo->first_blend = x->nblends;
  x->submeshes[c->submesh].nmorphs++;
}

static void start_blend(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  CalBlendVertex *b = SK_ARRAY_PUSH(x->blends, x->nblends, x->blends_cap);
  take_num(c, s, "VERTEXID", &b->id, true);
  x->morphs[c->morph].nblendverts++;
}

static void start_track(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  c->track = x->ntracks;
  CalTrack *t = SK_ARRAY_PUSH(x->tracks, x->ntracks, x->tracks_cap);
  t->tag = s->tag;
  if (x->format == SK_FORMAT_XPF) {
    take_text(c, s, "MORPHNAME", &t->morphname);
    take_num(c, s, "MESHID", &t->meshid, true);
    take_num(c, s, "NUMSUBTARGET", &t->numsubtarget, true);
    t->first_submesh = x->ntrack_submeshes;
  } else {
    take_num(c, s, "BONEID", &t->boneid, true);
  }
  /* A reference into the character's skeleton, for editors. */
  if (t->boneid.ok && t->boneid.v >= 0 && t->boneid.v <= UINT32_MAX)
    sk_model_add_skeleton_ref(c->m, (uint32_t)t->boneid.v, t->boneid.value);
  take_num(c, s, "NUMKEYFRAMES", &t->numkeyframes, true);
  t->first_key = x->nkeys;
}

static void start_keyframe(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  c->key = x->nkeys;
  CalKeyframe *k = SK_ARRAY_PUSH(x->keys, x->nkeys, x->keys_cap);
  k->tag = s->tag;
  k->translation_span = k->rotation_span = k->weight_span = SK_NO_SPAN;
  take_num(c, s, "TIME", &k->time, false);
  x->tracks[c->track].nkeys++;
}

static void start_track_submesh(Cal *c, const XmlStart *s) {
  CalExt *x = c->x;
  CalNum *id = SK_ARRAY_PUSH(x->track_submeshes, x->ntrack_submeshes, x->track_submeshes_cap);
  memset(id, 0, sizeof *id);
  take_num(c, s, "ID", id, true);
  x->tracks[c->track].nsubmeshes++;
}

static void on_start(XmlReader *r, void *ud, const XmlStart *s) {
  (void)r;
  Cal *c = ud;
  int d = s->depth;
  if (d > CAL_MAX_DEPTH) return; /* inside something unknown: the parent was recorded */
  const XsfElemInfo *parent = d > 1 ? c->open[d - 1] : NULL;
  const XsfElemInfo *e = NULL;
  if (d == 1 || parent) {
    e = lookup(c, parent, s->name);
    if (!e) {
      /* Fatal once a known sibling follows (set by check_order): the
       * reader reads the siblings in sequence and stops at it. Inside a
       * MATERIAL every element after SHININESS must be a MAP. */
      CalIssue *i = add_issue(c, CAL_ISSUE_UNKNOWN_ELEMENT, s->name, NULL, NULL, 0, 0);
      i->depth = (uint8_t)d;
      i->parent = parent ? parent->tag : NULL;
      i->fatal = d == 1 || (parent && parent->kind == CAL_EL_MATERIAL);
    } else {
      check_order(c, d, e, s);
    }
  }
  c->open[d] = e;
  c->open_tag[d] = s->tag;
  c->last_child[d] = NULL;
  c->seen[d] = 0;
  c->ordered[d] = false;
  c->issue_mark[d] = c->x->nissues;
  if (!e) return;
  for (const XsfAttrInfo *a = e->attrs; a->name; a++)
    if (a->required && !xml_attr(c->src, s, a->name)) {
      CalIssue *i = add_issue(c, CAL_ISSUE_MISSING_ATTRIBUTE, s->name, a->name, NULL, 0, 0);
      i->depth = (uint8_t)d;
      i->parent = e->tag;
    }
  CalExt *x = c->x;
  switch ((CalElem)e->kind) {
  case CAL_EL_HEADER:
    x->has_header = true;
    x->header_tag = s->tag;
    take_text(c, s, "MAGIC", &x->header_magic);
    take_num(c, s, "VERSION", &x->header_version, true);
    break;
  case CAL_EL_MESH:
  case CAL_EL_ANIMATION:
  case CAL_EL_MATERIAL: start_root(c, s); break;
  case CAL_EL_SUBMESH: start_submesh(c, s); break;
  case CAL_EL_VERTEX: start_vertex(c, s); break;
  case CAL_EL_INFLUENCE: start_influence(c, s); break;
  case CAL_EL_FACE: start_face(c, s); break;
  case CAL_EL_SPRING: start_spring(c, s); break;
  case CAL_EL_MORPH: start_morph(c, s); break;
  case CAL_EL_BLENDVERTEX: start_blend(c, s); break;
  case CAL_EL_TRACK: start_track(c, s); break;
  case CAL_EL_KEYFRAME: start_keyframe(c, s); break;
  case CAL_EL_TRACK_SUBMESH: start_track_submesh(c, s); break;
  default: break;
  }
}

/* ---- Ends ---- */

static void end_influence(Cal *c, const XmlEnd *e, const XsfElemInfo *el) {
  SkInfluence *f = &c->m->influences[c->m->ninfluences - 1];
  double w = 0;
  SkSpan sp = e->content;
  uint32_t n = element_numbers(c, e, el, &w, &sp, 1, where_vertex(c));
  f->weight_start = sp.start;
  f->weight_len = sp.end - sp.start;
  /* A weight that is not a number (SK002, SK409) is not a weight the
   * weight rules should add up. */
  f->weight = n ? (float)w : NAN;
}

static void end_vertex(Cal *c, int depth) {
  CalExt *x = c->x;
  CalVertex *cv = &x->vertices[c->vertex];
  /* The reader takes COLLAPSECOUNT right after COLLAPSEID, and a PHYSIQUE
   * after the influences when the submesh has springs. */
  const XsfElemInfo *last = c->last_child[depth];
  CalSubmesh *sub = &x->submeshes[c->submesh];
  if (c->vertex_influences) sub->ninfluenced++;
  if (cv->has_collapseid && !cv->has_collapsecount) {
    CalIssue *i = add_issue(c, CAL_ISSUE_MISSING_ELEMENT, cv->tag, "COLLAPSECOUNT", NULL, 0, 0);
    i->depth = (uint8_t)(depth + 1);
    i->parent = "VERTEX";
    i->after = "COLLAPSEID";
  }
  if (sub->numsprings.ok && sub->numsprings.v > 0 && !(last && last->kind == CAL_EL_PHYSIQUE)) {
    CalIssue *i = add_issue(c, CAL_ISSUE_MISSING_ELEMENT, cv->tag, "PHYSIQUE", NULL, 0, 0);
    i->depth = (uint8_t)(depth + 1);
    i->parent = "VERTEX";
    i->after = "NUMSPRINGS";
  }
  const char *where = NULL;
  if (cv->numinfluences.present && cv->numinfluences.ok &&
      (int64_t)cv->numinfluences.v != c->vertex_influences)
    where = where_vertex(c);
  note_count(c, &cv->numinfluences, "NUMINFLUENCES", "INFLUENCE elements", where, cv->tag,
             c->vertex_influences);
}

/* NUMTEXCOORDS is the submesh's, the TEXCOORD elements each vertex's: one
 * finding per submesh, at its first vertex that differs, fixable only when
 * every vertex has the same number. */
static void check_texcoords(Cal *c) {
  CalExt *x = c->x;
  const CalSubmesh *sm = &x->submeshes[c->submesh];
  if (!sm->numtexcoords.present || !sm->numtexcoords.ok) return;
  int64_t declared = (int64_t)sm->numtexcoords.v;
  uint32_t first = UINT32_MAX;
  bool same = true;
  for (uint32_t i = 0; i < sm->nvertices; i++) {
    const CalVertex *v = &x->vertices[sm->first_vertex + i];
    if (v->ntexcoords != x->vertices[sm->first_vertex].ntexcoords) same = false;
    if (v->ntexcoords == declared) continue;
    if (first == UINT32_MAX) first = i;
  }
  if (first == UINT32_MAX) return;
  const CalVertex *v = &x->vertices[sm->first_vertex + first];
  uint32_t saved = c->vertex;
  c->vertex = sm->first_vertex + first;
  const char *where = where_vertex(c);
  c->vertex = saved;
  uint32_t before = x->ncounts;
  note_count(c, &sm->numtexcoords, "NUMTEXCOORDS", "TEXCOORD elements", where, v->tag,
             v->ntexcoords);
  if (x->ncounts > before && !same) x->counts[x->ncounts - 1].no_fix = true;
}

static void end_vector(Cal *c, const XmlEnd *e, const XsfElemInfo *el) {
  CalExt *x = c->x;
  double v[4] = {0};
  switch ((CalElem)el->kind) {
  case CAL_EL_POS:
  case CAL_EL_NORM: {
    CalVertex *cv = &x->vertices[c->vertex];
    uint32_t n = element_numbers(c, e, el, v, NULL, 3, where_vertex(c));
    float *dst = el->kind == CAL_EL_POS ? cv->pos : cv->norm;
    for (int i = 0; i < 3; i++) dst[i] = (float)v[i];
    if (el->kind == CAL_EL_POS) cv->npos = (uint8_t)n, cv->pos_span = e->content;
    else cv->nnorm = (uint8_t)n, cv->norm_span = e->content;
    break;
  }
  case CAL_EL_COLOR:
    element_numbers(c, e, el, v, NULL, 3, where_vertex(c));
    x->vertices[c->vertex].has_color = true;
    break;
  case CAL_EL_TEXCOORD:
    element_numbers(c, e, el, v, NULL, 2, where_vertex(c));
    if (x->vertices[c->vertex].ntexcoords < UINT16_MAX) x->vertices[c->vertex].ntexcoords++;
    break;
  case CAL_EL_COLLAPSEID:
  case CAL_EL_COLLAPSECOUNT:
  case CAL_EL_PHYSIQUE:
    element_numbers(c, e, el, v, NULL, 1, where_vertex(c));
    if (el->kind == CAL_EL_COLLAPSEID) x->vertices[c->vertex].has_collapseid = true;
    if (el->kind == CAL_EL_COLLAPSECOUNT) x->vertices[c->vertex].has_collapsecount = true;
    break;
  case CAL_EL_POSITION:
  case CAL_EL_NORMAL:
    element_numbers(c, e, el, v, NULL, 3,
                    where_text(c, "blend vertex %u of morph %u",
                               x->nblends - 1 - x->morphs[c->morph].first_blend, c->morph));
    break;
  case CAL_EL_BLENDTEXCOORD:
    element_numbers(c, e, el, v, NULL, 2,
                    where_text(c, "blend vertex %u of morph %u",
                               x->nblends - 1 - x->morphs[c->morph].first_blend, c->morph));
    break;
  default: break;
  }
}

static const char *where_key(Cal *c) {
  const CalTrack *t = &c->x->tracks[c->track];
  return where_text(c, "keyframe %u of track %u", c->key - t->first_key, c->track);
}

static void end_key_value(Cal *c, const XmlEnd *e, const XsfElemInfo *el) {
  CalKeyframe *k = &c->x->keys[c->key];
  double v[4] = {0};
  switch ((CalElem)el->kind) {
  case CAL_EL_TRANSLATION:
    k->ntranslation = (uint8_t)element_numbers(c, e, el, v, NULL, 3, where_key(c));
    for (int i = 0; i < 3; i++) k->translation[i] = (float)v[i];
    k->has_translation = true;
    k->translation_span = e->content;
    break;
  case CAL_EL_ROTATION:
    k->nrotation = (uint8_t)element_numbers(c, e, el, v, NULL, 4, where_key(c));
    for (int i = 0; i < 4; i++) k->rotation[i] = (float)v[i];
    k->has_rotation = true;
    k->rotation_span = e->content;
    break;
  case CAL_EL_WEIGHT:
    element_numbers(c, e, el, v, NULL, 1, where_key(c));
    k->weight = (float)v[0];
    k->has_weight = true;
    k->weight_span = e->content;
    break;
  default: break;
  }
}

static void end_color(Cal *c, const XmlEnd *e, const XsfElemInfo *el) {
  CalExt *x = c->x;
  if (el->kind == CAL_EL_SHININESS) {
    double v = 0;
    x->shininess.present = true;
    x->shininess.ok = element_numbers(c, e, el, &v, NULL, 1, NULL) == 1;
    x->shininess.v = v;
    x->shininess_span = e->content;
    return;
  }
  CalColor *col = el->kind == CAL_EL_AMBIENT ? &x->ambient
                  : el->kind == CAL_EL_DIFFUSE ? &x->diffuse : &x->specular;
  col->present = true;
  col->span = e->content;
  col->n = (uint8_t)element_numbers(c, e, el, col->v, col->tok, 4, NULL);
}

static void on_end(XmlReader *r, void *ud, const XmlEnd *e) {
  (void)r;
  Cal *c = ud;
  if (e->depth > CAL_MAX_DEPTH) return;
  const XsfElemInfo *el = c->open[e->depth];
  c->open[e->depth] = NULL;
  if (!el) return;
  CalExt *x = c->x;
  note_missing(c, el, e->depth + 1);
  switch ((CalElem)el->kind) {
  case CAL_EL_MESH:
    note_count(c, &x->numsubmesh, "NUMSUBMESH", "SUBMESH elements", NULL, SK_NO_SPAN,
               x->nsubmeshes);
    break;
  case CAL_EL_ANIMATION:
    note_count(c, &x->numtracks, "NUMTRACKS", "TRACK elements", NULL, SK_NO_SPAN, x->ntracks);
    break;
  case CAL_EL_MATERIAL:
    note_count(c, &x->nummaps, "NUMMAPS", "MAP elements", NULL, SK_NO_SPAN, x->nmaps);
    break;
  case CAL_EL_SUBMESH: {
    const CalSubmesh *sm = &x->submeshes[c->submesh];
    const char *where = where_text(c, "submesh %u", c->submesh, 0);
    note_count(c, &sm->numvertices, "NUMVERTICES", "VERTEX elements", where, sm->tag,
               sm->nvertices);
    note_count(c, &sm->numfaces, "NUMFACES", "FACE elements", where, sm->tag, sm->nfaces);
    note_count(c, &sm->numsprings, "NUMSPRINGS", "SPRING elements", where, sm->tag,
               sm->nsprings);
    note_count(c, &sm->nummorphs, "NUMMORPHS", "MORPH elements", where, sm->tag, sm->nmorphs);
    check_texcoords(c);
    break;
  }
  case CAL_EL_VERTEX: end_vertex(c, e->depth); break;
  case CAL_EL_INFLUENCE: end_influence(c, e, el); break;
  case CAL_EL_MORPH: {
    const CalMorph *mo = &x->morphs[c->morph];
    note_count(c, &mo->numblendverts, "NUMBLENDVERTS", "BLENDVERTEX elements",
               where_text(c, "morph %u of submesh %u",
                          c->morph - x->submeshes[c->submesh].first_morph, c->submesh),
               mo->tag, mo->nblendverts);
    break;
  }
  case CAL_EL_TRACK: {
    const CalTrack *t = &x->tracks[c->track];
    note_count(c, &t->numkeyframes, "NUMKEYFRAMES", "KEYFRAME elements",
               where_text(c, "track %u", c->track, 0), t->tag, t->nkeys);
    /* Read before the keyframes, as many as NUMSUBTARGET says (none
     * without it: the reader then meets a SUBMESH where it expects a
     * KEYFRAME). */
    if (t->numsubtarget.present)
      note_count(c, &t->numsubtarget, "NUMSUBTARGET", "SUBMESH elements",
                 where_text(c, "track %u", c->track, 0), t->tag, t->nsubmeshes);
    else if (t->nsubmeshes)
      note_absent_count(c, "NUMSUBTARGET", "SUBMESH elements",
                        where_text(c, "track %u", c->track, 0), t->tag, t->nsubmeshes);
    break;
  }
  case CAL_EL_TRANSLATION:
  case CAL_EL_ROTATION:
  case CAL_EL_WEIGHT: end_key_value(c, e, el); break;
  case CAL_EL_AMBIENT:
  case CAL_EL_DIFFUSE:
  case CAL_EL_SPECULAR:
  case CAL_EL_SHININESS: end_color(c, e, el); break;
  case CAL_EL_MAP: {
    CalMap *mp = SK_ARRAY_PUSH(x->maps, x->nmaps, x->maps_cap);
    mp->tag = c->open_tag[e->depth];
    mp->file = e->content;
    break;
  }
  default: end_vector(c, e, el); break;
  }
}

static void ext_free(void *p) {
  CalExt *x = p;
  free(x->counts);
  free(x->issues);
  free(x->submeshes);
  free(x->vertices);
  free(x->faces);
  free(x->springs);
  free(x->morphs);
  free(x->blends);
  free(x->tracks);
  free(x->track_submeshes);
  free(x->keys);
  free(x->maps);
  free(x);
}

CalExt *cal3d_ext_new(SkModel *m, SkFormat format) {
  CalExt *x = sk_xcalloc(1, sizeof *x);
  x->format = format;
  m->ext = x;
  m->ext_free = ext_free;
  return x;
}

static const char *root_hint(SkFormat f) {
  switch (f) {
  case SK_FORMAT_XMF: return "<MESH>";
  case SK_FORMAT_XRF: return "<MATERIAL>";
  default: return "<ANIMATION>";
  }
}

SkModel *sk_parse_cal3d_xml(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  SkModel *m = sk_model_new(sink->format);
  CalExt *x = cal3d_ext_new(m, sink->format);
  m->skinned = sink->format == SK_FORMAT_XMF;
  Cal c = {0};
  c.src = src;
  c.sink = sink;
  c.m = m;
  c.x = x;
  static const XmlHandlers handlers = {
      on_start, on_end, "a Cal3D file needs at most 5 (MESH, SUBMESH, MORPH, BLENDVERTEX, POSITION)"};
  XmlResult res;
  xml_read(src, m, sink, &handlers, &c, root_hint(sink->format), &res);
  x->truncated = res.stopped_early;
  if (res.header_commented && !x->has_header) {
    x->header_commented = true;
    x->header_tag = res.header_comment;
  }
  return m;
}

/* The formats (format_spec.h): the parts of a character besides its
 * skeleton, all read by sk_parse_cal3d_xml. */
#define CAL3D_XML_SPEC(fmt, nm, ext, kd)                                                 \
  .format = fmt, .name = nm, .extensions = ext, .kind = kd, .syntax = SK_SYNTAX_XML,    \
  .cal3d_part = true, .detect = sk_detect_cal3d_xml, .comment_open = "<!-- ", .comment_close = " -->", .triggers = "<=", \
  .outline = sk_cal3d_outline, .parse = sk_parse_cal3d_xml, .vocab = &sk_vocab_xml
const SkFormatSpec sk_spec_xmf = {
    CAL3D_XML_SPEC(SK_FORMAT_XMF, "xmf", ".xmf", SK_KIND_MESH), .takes_skeleton = true,
    .has_positions = sk_cal3d_has_positions, .vertex_position = sk_cal3d_vertex_position,
    .bone_ref_tag = "INFLUENCE", .bone_ref_attr = "ID", .keywords = SK_KEYWORDS_XML,
};
const SkFormatSpec sk_spec_xaf = {
    CAL3D_XML_SPEC(SK_FORMAT_XAF, "xaf", ".xaf", SK_KIND_ANIMATION), .takes_skeleton = true,
    .bone_ref_tag = "TRACK", .bone_ref_attr = "BONEID", .keywords = SK_KEYWORDS_XML,
};
const SkFormatSpec sk_spec_xrf = {
    CAL3D_XML_SPEC(SK_FORMAT_XRF, "xrf", ".xrf", SK_KIND_MATERIAL),
};
const SkFormatSpec sk_spec_xpf = {
    CAL3D_XML_SPEC(SK_FORMAT_XPF, "xpf", ".xpf", SK_KIND_MORPH_ANIMATION), .takes_skeleton = true,
};
