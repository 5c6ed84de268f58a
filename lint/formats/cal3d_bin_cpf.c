/* cal3d_bin_cpf.c — a binary Cal3D morph animation (CPF, IMVU's lineage)
 * into the CalExt tracks and keyframes an XPF gives (cal3d.h), so that the
 * XPF rules apply unchanged (and, for `skellint show`, into that XPF).
 * Layout in docs/cal3d-binary.md. */
#include "cal3d_bin.h"
#include "dash.h" /* dash_model_printable: names safe to print */

static void set_num(CalNum *n, SkSpan at, double v, bool ok) {
  n->present = true;
  n->ok = ok;
  n->value = at;
  n->v = v;
}

void cal_bin_cpf(CalRd *r) {
  CalExt *x = cal_bin_ext(r->m, SK_FORMAT_XPF);
  int32_t version, ntracks;
  SkSpan vspan, tspan, dspan;
  if (!cal_header(r, "CPF", "morph animation", &version, &vspan)) return;
  x->has_root = true;
  x->root_tag = sk_span(0, 4);
  set_num(&x->root_version, vspan, version, true);
  if (cal_too_new(r, version, vspan)) return;
  float duration;
  bool ok;
  if (!cal_rd_f32x(r, "the header", "duration", "DURATION", 1, &duration, &dspan, &ok)) return;
  set_num(&x->duration, dspan, duration, ok);
  if (!cal_rd_i32(r, "the header", "track count", &ntracks, &tspan)) return;
  set_num(&x->numtracks, tspan, ntracks, true);
  if (ntracks <= 0) {
    cal_refuse(r, tspan, "the track count is %ld; expected at least 1 (Cal3D's loader refuses "
                         "the morph animation)", (long)ntracks);
    return;
  }
  cx_open(r, "HEADER");
  cx_attr_s(r, "MAGIC", "XPF", 3);
  cx_attr_i(r, "VERSION", version);
  cx_empty_end(r);
  cx_open(r, "ANIMATION");
  cx_attr_f(r, "DURATION", duration);
  cx_attr_i(r, "NUMTRACKS", ntracks);
  cx_open_end(r);
  /* A track is at least its name (a length and a NUL), its keyframe count
   * and one 8-byte keyframe. */
  cal_counting(r, ntracks, 4 + 1 + 4 + 8, tspan, "the track count");
  char rec[64];
  for (int32_t t = 0; t < ntracks && !r->stop; t++) {
    snprintf(rec, sizeof rec, "track %ld", (long)t);
    uint32_t start = r->pos;
    const char *name;
    size_t nlen;
    SkSpan nspan, kspan;
    int32_t nkeys;
    if (!cal_rd_str(r, rec, "morph name", &name, &nlen, &nspan)) return;
    const char *shown = dash_model_printable(r->m, name, nlen);
    if (!cal_rd_i32(r, rec, "keyframe count", &nkeys, &kspan)) return;
    if (nkeys <= 0) {
      cal_refuse(r, kspan, "%s ('%s'): the keyframe count is %ld; expected at least 1 "
                           "(Cal3D's loader refuses the morph animation)", rec, shown,
                 (long)nkeys);
      return;
    }
    cx_open(r, "TRACK");
    cx_attr_s(r, "MORPHNAME", name, nlen);
    cx_attr_i(r, "NUMKEYFRAMES", nkeys);
    cx_open_end(r);
    CalNote outer = cal_note_save(r);
    cal_counting(r, nkeys, 8, kspan, "its keyframe count");
    CalTrack *tr = SK_ARRAY_PUSH(x->tracks, x->ntracks, x->tracks_cap);
    tr->morphname.present = true;
    tr->morphname.value = nspan;
    tr->morphname.text = shown;
    set_num(&tr->numkeyframes, kspan, nkeys, true);
    tr->first_key = x->nkeys;
    for (int32_t k = 0; k < nkeys; k++) {
      char krec[96];
      snprintf(krec, sizeof krec, "keyframe %ld of track %ld", (long)k, (long)t);
      uint32_t kstart = r->pos;
      float time, weight;
      SkSpan ts;
      bool tok, wok;
      if (!cal_rd_f32x(r, krec, "time", "TIME", 1, &time, &ts, &tok)) return;
      CalKeyframe *kf = SK_ARRAY_PUSH(x->keys, x->nkeys, x->keys_cap);
      x->tracks[x->ntracks - 1].nkeys++;
      kf->translation_span = kf->rotation_span = kf->weight_span = SK_NO_SPAN;
      set_num(&kf->time, ts, time, tok);
      if (!cal_rd_f32x(r, krec, "weight", "WEIGHT", 1, &weight, &kf->weight_span, &wok)) return;
      kf->tag = sk_span(kstart, r->pos);
      kf->has_weight = true;
      /* A weight that is not finite (SK003) is recorded as 0, as the XML
       * front-end records a WEIGHT it cannot read: no rule judges it. */
      kf->weight = wok ? weight : 0.0f;
      cx_open(r, "KEYFRAME");
      cx_attr_f(r, "TIME", time);
      cx_open_end(r);
      cx_leaf_f(r, "WEIGHT", &weight, 1);
      cx_close(r, "KEYFRAME");
    }
    cal_note_restore(r, &outer);
    cx_close(r, "TRACK");
    x->tracks[x->ntracks - 1].tag = sk_span(start, r->pos);
    sk_model_add_block(r->m, sk_span(start, r->pos));
  }
  cx_close(r, "ANIMATION");
  /* Cal3D's loader ignores whatever follows the last track. */
}
