/* cal3d_bin_crf.c — a binary Cal3D material (CRF) into the CalExt colours,
 * shininess and maps an XRF gives (cal3d.h), so that the XRF rules apply
 * unchanged (and, for `skellint show`, into that XRF). Layout in
 * docs/cal3d-binary.md. */
#include "cal3d_bin.h"

static void set_num(CalNum *n, SkSpan at, double v, bool ok) {
  n->present = true;
  n->ok = ok;
  n->value = at;
  n->v = v;
}

/* A colour: four bytes, red green blue alpha (the loader reads them as
 * they are, so every component is a whole number from 0 to 255). */
static bool color(CalRd *r, CalColor *c, const char *field, const char *tag) {
  if (!cal_need(r, 4, "the material", field)) return false;
  c->present = true;
  c->span = sk_span(r->pos, r->pos + 4);
  c->n = 4;
  long v[4];
  for (int k = 0; k < 4; k++) {
    c->v[k] = v[k] = r->d[r->pos + (uint32_t)k];
    c->tok[k] = sk_span(r->pos + (uint32_t)k, r->pos + (uint32_t)k + 1);
  }
  r->pos += 4;
  cx_leaf_i(r, tag, v, 4);
  return true;
}

void cal_bin_crf(CalRd *r) {
  CalExt *x = cal_bin_ext(r->m, SK_FORMAT_XRF);
  int32_t version, nmaps;
  SkSpan vspan, mspan;
  if (!cal_header(r, "CRF", "material", &version, &vspan)) return;
  x->has_root = true;
  x->root_tag = sk_span(0, 4);
  set_num(&x->root_version, vspan, version, true);
  if (cal_too_new(r, version, vspan)) return;
  /* IMVU's lineage (911 to 999), and the trunk's version 1300 of 2009 to
   * 2017, give each map a type after its file. */
  bool types = cal_imvu_extras(version) || cal_trunk2009(r, version);
  cx_open(r, "HEADER");
  cx_attr_s(r, "MAGIC", "XRF", 3);
  cx_attr_i(r, "VERSION", version);
  cx_empty_end(r);
  /* NUMMAPS comes first in the XML but after the colours in the file:
   * look ahead for it (it is read, and checked, in its turn below). */
  uint32_t at = r->pos + 16;
  cx_open(r, "MATERIAL");
  if (r->size >= 4 && at <= r->size - 4) cx_attr_i(r, "NUMMAPS", cal_i32_at(r, at));
  cx_open_end(r);
  if (!color(r, &x->ambient, "ambient colour", "AMBIENT")) return;
  if (!color(r, &x->diffuse, "diffuse colour", "DIFFUSE")) return;
  if (!color(r, &x->specular, "specular colour", "SPECULAR")) return;
  float shininess;
  bool ok;
  if (!cal_rd_f32x(r, "the material", "shininess", "SHININESS", 1, &shininess,
                   &x->shininess_span, &ok))
    return;
  x->shininess.present = true;
  x->shininess.ok = ok;
  x->shininess.v = shininess;
  x->shininess.value = x->shininess_span;
  cx_leaf_f(r, "SHININESS", &shininess, 1);
  if (!cal_rd_i32(r, "the material", "map count", &nmaps, &mspan)) return;
  set_num(&x->nummaps, mspan, nmaps, true);
  if (nmaps < 0) {
    cal_refuse(r, mspan, "the map count is %ld; expected 0 or more (Cal3D's loader refuses "
                         "the material)", (long)nmaps);
    return;
  }
  /* A map is at least its file name's length and NUL (and its type's). */
  cal_counting(r, nmaps, types ? 10 : 5, mspan, "the map count");
  char rec[32];
  for (int32_t i = 0; i < nmaps; i++) {
    snprintf(rec, sizeof rec, "map %ld", (long)i);
    uint32_t start = r->pos;
    const char *file, *type = "";
    size_t flen, tlen = 0;
    SkSpan fspan;
    if (!cal_rd_str(r, rec, "file name", &file, &flen, &fspan)) return;
    if (types && !cal_rd_str(r, rec, "type", &type, &tlen, NULL)) return;
    CalMap *mp = SK_ARRAY_PUSH(x->maps, x->nmaps, x->maps_cap);
    mp->tag = sk_span(start, r->pos);
    mp->file = fspan;
    cx_open(r, "MAP");
    if (types) cx_attr_s(r, "TYPE", type, tlen);
    cx_content_s(r, "MAP", file, flen);
  }
  cx_close(r, "MATERIAL");
  /* Cal3D's loader ignores whatever follows the last map. */
}
