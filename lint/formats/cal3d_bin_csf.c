/* cal3d_bin_csf.c — a binary Cal3D skeleton (CSF) into the bones an XSF
 * gives (and, for `skellint show`, into that XSF). Layout in
 * docs/cal3d-binary.md. */
#include "../front_end.h"
#include "cal3d_bin.h"
#include "dash.h" /* dash_model_printable: names safe to print */
#include "xsf.h"  /* CsfExt: the child lists */

#include <stdlib.h>

static void csf_ext_free(void *p) {
  CsfExt *x = p;
  free(x->first_child);
  free(x->childids);
  free(x->childid_spans);
  free(x->count_spans);
  free(x->bone_lights);
  free(x);
}

void cal_bin_csf(CalRd *r) {
  SkModel *m = r->m;
  CsfExt *cx = sk_xcalloc(1, sizeof *cx);
  cx->format = SK_FORMAT_XSF;
  m->ext = cx;
  m->ext_free = csf_ext_free;
  *SK_ARRAY_PUSH(cx->first_child, cx->nfirst, cx->nfirst_cap) = 0;
  int32_t version, nbones;
  SkSpan vspan, nspan;
  if (!cal_header(r, "CSF", "skeleton", &version, &vspan)) return;
  if (cal_too_new(r, version, vspan)) return;
  if (!cal_rd_i32(r, "the header", "bone count", &nbones, &nspan)) return;
  if (nbones <= 0) {
    cal_refuse(r, nspan, "the bone count is %ld; expected at least 1 (Cal3D's loader refuses "
                         "the skeleton)", (long)nbones);
    return;
  }
  /* IMVU's lineage (911 to 999), and the trunk's version 1300 of 2009 to
   * 2017, add lights: the scene's ambient colour here, a light type and
   * colour in every bone. */
  bool lights = (version >= CAL_IMVU_LIGHTS && version < 1000) || cal_trunk2009(r, version);
  float *ambient = cx->ambient.v;
  cx->lights = lights;
  if (lights && !cal_rd_f32x(r, "the header", "scene ambient colour", "SCENEAMBIENTCOLOR", 3,
                             ambient, &cx->ambient.span, &cx->ambient.finite))
    return;
  cx_open(r, "HEADER");
  cx_attr_s(r, "MAGIC", "XSF", 3);
  cx_attr_i(r, "VERSION", version);
  cx_empty_end(r);
  cx_open(r, "SKELETON");
  cx_attr_i(r, "NUMBONES", nbones);
  if (lights) cx_attr_fv(r, "SCENEAMBIENTCOLOR", ambient, 3);
  cx_open_end(r);
  /* A bone is at least 4 (name length) + 1 (its NUL) + 14 floats + 2 ints
   * (+ an int and 3 floats of light). */
  cal_counting(r, nbones, 4 + 1 + 56 + 8 + (lights ? 16 : 0), nspan, "the bone count");
  char rec[48];
  for (int32_t i = 0; i < nbones && !r->stop; i++) {
    snprintf(rec, sizeof rec, "bone %ld", (long)i);
    uint32_t start = r->pos;
    const char *name;
    size_t nlen;
    SkSpan name_span;
    if (!cal_rd_str(r, rec, "name", &name, &nlen, &name_span)) return;
    SkBone *b = sk_model_add_bone(m);
    /* Control characters and bytes that are not UTF-8 shown as \x1B,
     * \xFF (the escaping policy), as in the binary Dash front-end. */
    b->name = dash_model_printable(m, name, nlen);
    b->name_span = name_span;
    float t[3], q[4], bt[3], bq[4];
    bool ok;
    /* A non-finite value is worded as the XSF front-end words it. */
    char what[4][160];
    static const char *const tags[4] = {"TRANSLATION", "ROTATION", "LOCALTRANSLATION",
                                        "LOCALROTATION"};
    for (int k = 0; k < 4; k++)
      snprintf(what[k], sizeof what[k], "%s of bone '%s'", tags[k], b->name);
    if (!cal_rd_f32x(r, rec, "translation", what[0], 3, t, &b->translation_span, &ok)) return;
    b->has_translation = ok;
    if (!cal_rd_f32x(r, rec, "rotation", what[1], 4, q, &b->rotation_span, &ok)) return;
    b->has_rotation = ok;
    if (!cal_rd_f32x(r, rec, "bone-space translation", what[2], 3, bt,
                     &b->bind_translation_span, &ok))
      return;
    b->has_bind_translation = ok;
    if (!cal_rd_f32x(r, rec, "bone-space rotation", what[3], 4, bq, &b->bind_rotation_span,
                     &ok))
      return;
    b->has_bind_rotation = ok;
    for (int k = 0; k < 3; k++)
      b->translation[k] = t[k], b->bind_translation[k] = bt[k];
    for (int k = 0; k < 4; k++) b->rotation[k] = q[k], b->bind_rotation[k] = bq[k];
    int32_t parent, nchildren, light_type = 0;
    float light_color[3];
    SkSpan cspan, tspan, lspan;
    bool lok;
    if (!cal_rd_i32(r, rec, "parent ID", &parent, &b->parent_span)) return;
    b->has_parent_ref = true;
    b->parent_ref = parent;
    b->has_declared_id = false;
    if (lights) {
      if (!cal_rd_i32(r, rec, "light type", &light_type, &tspan)) return;
      if (!cal_rd_f32x(r, rec, "light colour", "LIGHTCOLOR", 3, light_color, &lspan, &lok))
        return;
      struct CsfLight *l = SK_ARRAY_PUSH(cx->bone_lights, cx->nbone_lights, cx->bone_lights_cap);
      l->type = light_type;
      l->type_span = tspan;
      memcpy(l->color.v, light_color, sizeof light_color);
      l->color.span = lspan;
      l->color.finite = lok;
    }
    if (!cal_rd_i32(r, rec, "child count", &nchildren, &cspan)) return;
    if (nchildren < 0) {
      cal_refuse(r, cspan, "%s ('%s'): the child count is %ld; expected 0 or more (Cal3D's "
                           "loader refuses the skeleton)", rec, b->name, (long)nchildren);
      return;
    }
    cx_open(r, "BONE");
    cx_attr_i(r, "ID", i);
    cx_attr_s(r, "NAME", name, nlen);
    cx_attr_i(r, "NUMCHILDS", nchildren);
    if (lights) {
      cx_attr_i(r, "LIGHTTYPE", light_type);
      cx_attr_fv(r, "LIGHTCOLOR", light_color, 3);
    }
    cx_open_end(r);
    cx_leaf_f(r, "TRANSLATION", t, 3);
    cx_leaf_f(r, "ROTATION", q, 4);
    cx_leaf_f(r, "LOCALTRANSLATION", bt, 3);
    cx_leaf_f(r, "LOCALROTATION", bq, 4);
    long parent_l = parent;
    cx_leaf_i(r, "PARENTID", &parent_l, 1);
    *SK_ARRAY_PUSH(cx->count_spans, cx->ncounts, cx->counts_cap) = cspan;
    CalNote outer = cal_note_save(r);
    cal_counting(r, nchildren, 4, cspan, "its child count");
    for (int32_t c = 0; c < nchildren; c++) {
      int32_t child;
      SkSpan s;
      if (!cal_rd_i32(r, rec, "child ID", &child, &s)) return;
      if (child < 0) {
        cal_refuse(r, s, "%s ('%s'): child %ld has ID %ld; expected 0 or more (Cal3D's loader "
                         "refuses the skeleton)", rec, b->name, (long)c, (long)child);
        return;
      }
      sk_model_add_ref(m, (uint32_t)child, s, false);
      uint32_t nids = cx->nchildids;
      *SK_ARRAY_PUSH(cx->childid_spans, nids, cx->spans_cap) = s;
      *SK_ARRAY_PUSH(cx->childids, cx->nchildids, cx->childids_cap) = child;
      long child_l = child;
      cx_leaf_i(r, "CHILDID", &child_l, 1);
    }
    cal_note_restore(r, &outer);
    *SK_ARRAY_PUSH(cx->first_child, cx->nfirst, cx->nfirst_cap) = cx->nchildids;
    cx_close(r, "BONE");
    /* Re-fetch: adding refs does not move bones, but keep it explicit. */
    b = &m->bones[m->nbones - 1];
    b->span = sk_span(start, r->pos);
    sk_model_add_block(m, b->span);
  }
  cx_close(r, "SKELETON");
  /* Cal3D's loader ignores whatever follows the last bone. */
  sk_model_resolve_parent_indices(m);
}
