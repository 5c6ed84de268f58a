/* cal3d_bin_cmf.c — a binary Cal3D mesh (CMF) into what an XMF gives: one
 * SkVertex per vertex with its SkInfluences, and the CalExt submeshes,
 * vertices, springs, morphs, blend vertices and faces (cal3d.h), so that
 * the XMF rules apply unchanged (and, for `skellint show`, into that XMF).
 * Layout in docs/cal3d-binary.md. */
#include "cal3d_bin.h"
#include "dash.h" /* dash_model_printable: names safe to print */

#include <math.h>
#include <stdlib.h>

static void set_num(CalNum *n, SkSpan at, double v, bool ok) {
  n->present = true;
  n->ok = ok;
  n->value = at;
  n->v = v;
}

/* A count the loader reserves memory for: a negative one fails. */
static bool count_ok(CalRd *r, int32_t n, SkSpan at, const char *rec, const char *what) {
  if (n >= 0) return true;
  cal_refuse(r, at, "%s: the %s is %ld; expected 0 or more (Cal3D's loader cannot reserve "
                    "memory for it and refuses the mesh)", rec, what, (long)n);
  return false;
}

static uint32_t clamp32(uint64_t v) { return v > UINT32_MAX ? UINT32_MAX : (uint32_t)v; }

typedef struct {
  int32_t material, nvertices, nfaces, nlods, nsprings, ntexcoords, nmorphs;
  bool imvu;              /* vertex colours and morphs (IMVU's 911 to 999, */
                          /* the trunk's 1300 of 2009 to 2017) */
  bool mainline;          /* Cal3D's own loader: the first face gives the winding */
  bool flip;              /* the loader turns this submesh's faces round */
  uint32_t cap;           /* of the CalExt vertices */
} Sub;

/* One vertex: read, recorded, then written as XML (from the bytes read). */
static bool vertex(CalRd *r, CalExt *x, Sub *s, uint32_t si, int32_t vi) {
  SkModel *m = r->m;
  char rec[64];
  snprintf(rec, sizeof rec, "vertex %ld of submesh %u", (long)vi, si);
  uint32_t start = r->pos;
  float pos[3], norm[3], color[3];
  SkSpan pos_span, norm_span;
  bool pok, nok;
  if (!cal_rd_f32x(r, rec, "position", "POS", 3, pos, &pos_span, &pok)) return false;
  if (!cal_rd_f32x(r, rec, "normal", "NORM", 3, norm, &norm_span, &nok)) return false;
  if (s->imvu && !cal_rd_f32x(r, rec, "colour", "COLOR", 3, color, NULL, NULL)) return false;
  int32_t collapse_id, collapse_count, ninf;
  SkSpan ispan;
  if (!cal_rd_i32(r, rec, "collapse ID", &collapse_id, NULL)) return false;
  if (!cal_rd_i32(r, rec, "face collapse count", &collapse_count, NULL)) return false;
  uint32_t tc_at = r->pos;
  for (int32_t t = 0; t < s->ntexcoords; t++) {
    float uv[2];
    if (!cal_rd_f32x(r, rec, "texture coordinates", "TEXCOORD", 2, uv, NULL, NULL)) return false;
  }
  if (!cal_rd_i32(r, rec, "influence count", &ninf, &ispan)) return false;
  if (ninf < 0) {
    cal_refuse(r, ispan, "%s: the influence count is %ld; expected 0 or more (Cal3D's loader "
                         "refuses the mesh)", rec, (long)ninf);
    return false;
  }
  uint32_t vidx = m->nvertices;
  SkVertex *v = sk_model_add_vertex(m);
  v->first = m->ninfluences;
  v->mesh = si;
  if (m->nvertices > s->cap) {
    s->cap = m->vertices_cap > m->nvertices ? m->vertices_cap : m->nvertices;
    x->vertices = sk_xrealloc(x->vertices, (size_t)s->cap * sizeof *x->vertices);
  }
  CalVertex *cv = &x->vertices[vidx];
  memset(cv, 0, sizeof *cv);
  cv->pos_span = pok ? pos_span : SK_NO_SPAN;
  cv->norm_span = nok ? norm_span : SK_NO_SPAN;
  cv->npos = pok ? 3 : 0;
  cv->nnorm = nok ? 3 : 0;
  memcpy(cv->pos, pos, sizeof pos);
  memcpy(cv->norm, norm, sizeof norm);
  cv->ntexcoords = (uint16_t)(s->ntexcoords < UINT16_MAX ? s->ntexcoords : UINT16_MAX);
  cv->has_collapseid = cv->has_collapsecount = true;
  cv->has_color = s->imvu;
  x->submeshes[si].nvertices++;
  CalNote outer = cal_note_save(r);
  cal_counting(r, ninf, 8, ispan, "its influence count");
  uint32_t inf_at = r->pos;
  for (int32_t k = 0; k < ninf; k++) {
    int32_t bone;
    float w;
    SkSpan bspan, wspan;
    bool wok;
    if (!cal_rd_i32(r, rec, "influence bone ID", &bone, &bspan)) return false;
    if (!cal_rd_f32x(r, rec, "influence weight", "INFLUENCE", 1, &w, &wspan, &wok)) return false;
    SkInfluence *f = sk_model_add_influence(m);
    f->bone = bone;
    f->weight = wok ? w : NAN; /* SK003 said why: not a weight to add up */
    f->bone_start = bspan.start;
    f->bone_len = 4;
    f->weight_start = wspan.start;
    f->weight_len = 4;
    m->vertices[vidx].count++;
  }
  cal_note_restore(r, &outer);
  float physique = 0;
  if (s->nsprings > 0 &&
      !cal_rd_f32x(r, rec, "physique weight", "PHYSIQUE", 1, &physique, NULL, NULL))
    return false;
  if (ninf > 0) x->submeshes[si].ninfluenced++;
  SkSpan whole = sk_span(start, r->pos);
  m->vertices[vidx].span = whole;
  cv = &x->vertices[vidx];
  cv->tag = whole;
  set_num(&cv->numinfluences, ispan, ninf, true);

  cx_open(r, "VERTEX");
  cx_attr_i(r, "ID", vi);
  cx_attr_i(r, "NUMINFLUENCES", ninf);
  cx_open_end(r);
  cx_leaf_f(r, "POS", pos, 3);
  cx_leaf_f(r, "NORM", norm, 3);
  if (s->imvu) cx_leaf_f(r, "COLOR", color, 3);
  long cid = collapse_id, ccount = collapse_count;
  cx_leaf_i(r, "COLLAPSEID", &cid, 1);
  cx_leaf_i(r, "COLLAPSECOUNT", &ccount, 1);
  if (r->xml) {
    for (int32_t t = 0; t < s->ntexcoords; t++) {
      float uv[2] = {cal_f32_at(r, tc_at + 8u * (uint32_t)t),
                     cal_f32_at(r, tc_at + 8u * (uint32_t)t + 4)};
      cx_leaf_f(r, "TEXCOORD", uv, 2);
    }
    for (int32_t k = 0; k < ninf; k++) {
      float w = cal_f32_at(r, inf_at + 8u * (uint32_t)k + 4);
      cx_open(r, "INFLUENCE");
      cx_attr_i(r, "ID", cal_i32_at(r, inf_at + 8u * (uint32_t)k));
      cx_content_f(r, "INFLUENCE", &w, 1);
    }
  }
  if (s->nsprings > 0) cx_leaf_f(r, "PHYSIQUE", &physique, 1);
  cx_close(r, "VERTEX");
  return true;
}

static bool spring(CalRd *r, CalExt *x, uint32_t si, int32_t k) {
  char rec[64];
  snprintf(rec, sizeof rec, "spring %ld of submesh %u", (long)k, si);
  uint32_t start = r->pos;
  int32_t a, b;
  float coef, len;
  if (!cal_rd_i32(r, rec, "vertex ID", &a, NULL)) return false;
  if (!cal_rd_i32(r, rec, "second vertex ID", &b, NULL)) return false;
  if (!cal_rd_f32x(r, rec, "coefficient", "COEF", 1, &coef, NULL, NULL)) return false;
  if (!cal_rd_f32x(r, rec, "idle length", "LENGTH", 1, &len, NULL, NULL)) return false;
  CalSpring *sp = SK_ARRAY_PUSH(x->springs, x->nsprings, x->springs_cap);
  sp->tag = sk_span(start, r->pos);
  sp->vertexid = sk_span(start, start + 8);
  sp->v[0] = a;
  sp->v[1] = b;
  sp->n = 2;
  x->submeshes[si].nsprings++;
  char ids[32];
  int n = snprintf(ids, sizeof ids, "%ld %ld", (long)a, (long)b);
  cx_open(r, "SPRING");
  cx_attr_s(r, "VERTEXID", ids, (size_t)n);
  cx_attr_f(r, "COEF", coef);
  cx_attr_f(r, "LENGTH", len);
  cx_empty_end(r);
  return true;
}

/* IMVU's morph target: a name, then blend vertices each led by the ID of
 * the vertex it moves; the loader walks the submesh's vertices once,
 * reading a blend vertex at each vertex from that ID on, and an ID at or
 * past the vertex count ends the morph. */
static bool morph(CalRd *r, CalExt *x, const Sub *s, uint32_t si, int32_t k) {
  SkModel *m = r->m;
  char rec[64];
  snprintf(rec, sizeof rec, "morph %ld of submesh %u", (long)k, si);
  uint32_t start = r->pos;
  const char *name;
  size_t nlen;
  SkSpan nspan, ispan;
  if (!cal_rd_str(r, rec, "name", &name, &nlen, &nspan)) return false;
  int32_t id;
  if (!cal_rd_i32(r, rec, "blend vertex ID", &id, &ispan)) return false;
  CalMorph *mo = SK_ARRAY_PUSH(x->morphs, x->nmorphs, x->morphs_cap);
  uint32_t mi = x->nmorphs - 1;
  mo->name.present = true;
  mo->name.value = nspan;
  mo->name.text = dash_model_printable(m, name, nlen);
  mo->first_blend = x->nblends;
  x->submeshes[si].nmorphs++;
  cx_open(r, "MORPH");
  cx_attr_s(r, "NAME", name, nlen);
  cx_attr_i(r, "MORPHID", k);
  cx_open_end(r);
  /* Jump from vertex to vertex: the loop of the loader reads nothing for
   * the vertices before the ID. */
  int64_t at = 0;
  while (at < s->nvertices) {
    if (id > at) at = id;
    if (at >= s->nvertices) break;
    char brec[96];
    snprintf(brec, sizeof brec, "blend vertex %u of morph %ld of submesh %u",
             x->morphs[mi].nblendverts, (long)k, si);
    float p[3], nv[3];
    if (!cal_rd_f32x(r, brec, "position", "POSITION", 3, p, NULL, NULL)) return false;
    if (!cal_rd_f32x(r, brec, "normal", "NORMAL", 3, nv, NULL, NULL)) return false;
    uint32_t tc_at = r->pos;
    for (int32_t t = 0; t < s->ntexcoords; t++) {
      float uv[2];
      if (!cal_rd_f32x(r, brec, "texture coordinates", "TEXCOORD", 2, uv, NULL, NULL)) return false;
    }
    CalBlendVertex *bv = SK_ARRAY_PUSH(x->blends, x->nblends, x->blends_cap);
    set_num(&bv->id, ispan, id, true);
    x->morphs[mi].nblendverts++;
    cx_open(r, "BLENDVERTEX");
    cx_attr_i(r, "VERTEXID", id);
    cx_open_end(r);
    cx_leaf_f(r, "POSITION", p, 3);
    cx_leaf_f(r, "NORMAL", nv, 3);
    if (r->xml)
      for (int32_t t = 0; t < s->ntexcoords; t++) {
        float uv[2] = {cal_f32_at(r, tc_at + 8u * (uint32_t)t),
                       cal_f32_at(r, tc_at + 8u * (uint32_t)t + 4)};
        cx_leaf_f(r, "TEXCOORD", uv, 2);
      }
    cx_close(r, "BLENDVERTEX");
    if (!cal_rd_i32(r, rec, "blend vertex ID", &id, &ispan)) return false;
    at++;
  }
  x->morphs[mi].tag = sk_span(start, r->pos);
  cx_close(r, "MORPH");
  return true;
}

/* Mainline Cal3D's binary loader (not its XML one) takes the winding of a
 * submesh from its first face, in float arithmetic as here: the normal of
 * (v0 - v1) x (v2 - v1) against the first corner's vertex normal. Pointing
 * the same way, every face of the submesh is turned round (corners 1 and
 * 2 swapped). No normal (a zero cross product): the loader of mainline's
 * source today refuses the mesh, Cal3D 0.11.0's divides by zero and keeps
 * the faces as they are (SK455). Returns -1: no normal; 1: turned round;
 * 0: kept, or corners out of range (SK451 says so; the loader reads past
 * its vertices). */
static int first_face_winding(const CalExt *x, uint32_t si, const int32_t v[3]) {
  const CalSubmesh *sm = &x->submeshes[si];
  for (int i = 0; i < 3; i++)
    if (v[i] < 0 || (uint32_t)v[i] >= sm->nvertices) return 0;
  const CalVertex *c0 = &x->vertices[sm->first_vertex + (uint32_t)v[0]];
  const CalVertex *c1 = &x->vertices[sm->first_vertex + (uint32_t)v[1]];
  const CalVertex *c2 = &x->vertices[sm->first_vertex + (uint32_t)v[2]];
  float a[3], b[3];
  for (int i = 0; i < 3; i++) {
    a[i] = c0->pos[i] - c1->pos[i];
    b[i] = c2->pos[i] - c1->pos[i];
  }
  float n[3] = {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
  float len = (float)sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
  if (len == 0.0f) return -1;
  float dot = n[0] / len * c0->norm[0] + n[1] / len * c0->norm[1] + n[2] / len * c0->norm[2];
  return dot > 0 ? 1 : 0;
}

static bool face(CalRd *r, CalExt *x, Sub *s, uint32_t si, int32_t k) {
  char rec[64];
  snprintf(rec, sizeof rec, "face %ld of submesh %u", (long)k, si);
  int32_t v[3];
  SkSpan sp[3];
  for (int i = 0; i < 3; i++)
    if (!cal_rd_i32(r, rec, "vertex ID", &v[i], &sp[i])) return false;
  if (k == 0 && s->mainline) { /* IMVU's loader is not public: not known to do this */
    int w = first_face_winding(x, si, v);
    x->submeshes[si].first_face_winding = (int8_t)w;
    s->flip = w > 0; /* no normal: a NaN normal, never turned round (SK455) */
  }
  if (s->flip) { /* as the loader holds it, and as `show` writes it */
    int32_t t = v[1];
    v[1] = v[2];
    v[2] = t;
  }
  CalFace *f = SK_ARRAY_PUSH(x->faces, x->nfaces, x->faces_cap);
  f->value = sk_span(sp[0].start, sp[2].end);
  for (int i = 0; i < 3; i++) f->v[i] = v[i];
  f->n = 3;
  f->ok = true;
  x->submeshes[si].nfaces++;
  char ids[48];
  int n = snprintf(ids, sizeof ids, "%ld %ld %ld", (long)v[0], (long)v[1], (long)v[2]);
  cx_open(r, "FACE");
  cx_attr_s(r, "VERTEXID", ids, (size_t)n);
  cx_empty_end(r);
  return true;
}

static bool submesh(CalRd *r, CalExt *x, Sub *s, uint32_t si) {
  char rec[32];
  snprintf(rec, sizeof rec, "submesh %u", si);
  uint32_t start = r->pos;
  SkSpan sp[7];
  int32_t *field[7] = {&s->material, &s->nvertices, &s->nfaces, &s->nlods,
                       &s->nsprings, &s->ntexcoords, &s->nmorphs};
  static const char *const name[7] = {"material ID", "vertex count", "face count",
                                      "LOD step count", "spring count",
                                      "texture coordinate count", "morph count"};
  int nfields = s->imvu ? 7 : 6;
  s->nmorphs = 0;
  for (int i = 0; i < nfields; i++)
    if (!cal_rd_i32(r, rec, name[i], field[i], &sp[i])) return false;
  CalSubmesh *sm = SK_ARRAY_PUSH(x->submeshes, x->nsubmeshes, x->submeshes_cap);
  sm->tag = sk_span(start, r->pos);
  set_num(&sm->material, sp[0], s->material, true);
  set_num(&sm->numvertices, sp[1], s->nvertices, true);
  set_num(&sm->numfaces, sp[2], s->nfaces, true);
  set_num(&sm->numlodsteps, sp[3], s->nlods, true);
  set_num(&sm->numsprings, sp[4], s->nsprings, true);
  set_num(&sm->numtexcoords, sp[5], s->ntexcoords, true);
  if (s->imvu) set_num(&sm->nummorphs, sp[6], s->nmorphs, true);
  sm->first_vertex = r->m->nvertices;
  sm->first_face = x->nfaces;
  sm->first_spring = x->nsprings;
  sm->first_morph = x->nmorphs;
  if (!count_ok(r, s->nvertices, sp[1], rec, "vertex count") ||
      !count_ok(r, s->ntexcoords, sp[5], rec, "texture coordinate count") ||
      !count_ok(r, s->nfaces, sp[2], rec, "face count") ||
      !count_ok(r, s->nsprings, sp[4], rec, "spring count"))
    return false;
  cx_open(r, "SUBMESH");
  cx_attr_i(r, "NUMVERTICES", s->nvertices);
  cx_attr_i(r, "NUMFACES", s->nfaces);
  cx_attr_i(r, "MATERIAL", s->material);
  cx_attr_i(r, "NUMLODSTEPS", s->nlods);
  cx_attr_i(r, "NUMSPRINGS", s->nsprings);
  cx_attr_i(r, "NUMTEXCOORDS", s->ntexcoords);
  if (s->imvu) cx_attr_i(r, "NUMMORPHS", s->nmorphs > 0 ? s->nmorphs : 0);
  cx_open_end(r);
  CalNote outer = cal_note_save(r);
  /* A vertex is at least 32 bytes, its colour 12, a texture coordinate
   * pair 8, a physique weight 4. */
  uint64_t each = 32 + (s->imvu ? 12 : 0) + 8 * (uint64_t)s->ntexcoords + (s->nsprings > 0 ? 4 : 0);
  cal_counting(r, s->nvertices, clamp32(each), sp[1], "its vertex count");
  for (int32_t i = 0; i < s->nvertices; i++)
    if (!vertex(r, x, s, si, i)) return false;
  cal_note_restore(r, &outer);
  cal_counting(r, s->nsprings, 16, sp[4], "its spring count");
  for (int32_t i = 0; i < s->nsprings; i++)
    if (!spring(r, x, si, i)) return false;
  cal_note_restore(r, &outer);
  /* A negative morph count is a loop that does not run. */
  if (s->nmorphs > 0) cal_counting(r, s->nmorphs, 4 + 1 + 4, sp[6], "its morph count");
  for (int32_t i = 0; i < s->nmorphs; i++)
    if (!morph(r, x, s, si, i)) return false;
  cal_note_restore(r, &outer);
  cal_counting(r, s->nfaces, 12, sp[2], "its face count");
  s->flip = false;
  for (int32_t i = 0; i < s->nfaces; i++)
    if (!face(r, x, s, si, i)) return false;
  cal_note_restore(r, &outer);
  cx_close(r, "SUBMESH");
  x->submeshes[si].tag = sk_span(start, r->pos);
  sk_model_add_block(r->m, sk_span(start, r->pos));
  return true;
}

void cal_bin_cmf(CalRd *r) {
  CalExt *x = cal_bin_ext(r->m, SK_FORMAT_XMF);
  r->m->skinned = true;
  int32_t version, nsub;
  SkSpan vspan, nspan;
  if (!cal_header(r, "CMF", "mesh", &version, &vspan)) return;
  x->has_root = true;
  x->root_tag = sk_span(0, 4);
  set_num(&x->root_version, vspan, version, true);
  if (cal_too_new(r, version, vspan)) return;
  if (!cal_rd_i32(r, "the header", "submesh count", &nsub, &nspan)) return;
  set_num(&x->numsubmesh, nspan, nsub, true);
  cx_open(r, "HEADER");
  cx_attr_s(r, "MAGIC", "XMF", 3);
  cx_attr_i(r, "VERSION", version);
  cx_empty_end(r);
  cx_open(r, "MESH");
  cx_attr_i(r, "NUMSUBMESH", nsub > 0 ? nsub : 0);
  cx_open_end(r);
  /* A negative submesh count is a loop that does not run: an empty mesh.
   * A submesh is at least its six counts. */
  bool trunk = cal_trunk2009(r, version);
  Sub s = {.imvu = cal_imvu_extras(version) || trunk, .mainline = !cal_imvu_extras(version)};
  if (nsub > 0) cal_counting(r, nsub, 24, nspan, "the submesh count");
  for (int32_t i = 0; i < nsub && !r->stop; i++)
    if (!submesh(r, x, &s, (uint32_t)i)) return;
  cx_close(r, "MESH");
  /* Cal3D's loader ignores whatever follows the last submesh. */
}
