/* cal3d_bin_caf.c — a binary Cal3D animation (CAF) into the CalExt tracks
 * and keyframes an XAF gives (cal3d.h), so that the XAF rules apply
 * unchanged (and, for `skellint show`, into that XAF). Layout in
 * docs/cal3d-binary.md. */
#include "cal3d_bin.h"

static void set_num(CalNum *n, SkSpan at, double v, bool ok) {
  n->present = true;
  n->ok = ok;
  n->value = at;
  n->v = v;
}

void cal_bin_caf(CalRd *r) {
  CalExt *x = cal_bin_ext(r->m, SK_FORMAT_XAF);
  int32_t version, flags = 0, ntracks;
  SkSpan vspan, fspan = SK_NO_SPAN, tspan;
  if (!cal_header(r, "CAF", "animation", &version, &vspan)) return;
  x->has_root = true;
  x->root_tag = sk_span(0, 4);
  set_num(&x->root_version, vspan, version, true);
  if (cal_too_new(r, version, vspan)) return;
  bool imvu = version >= CAL_IMVU_COMPRESSED && version < 1000;
  bool compressed = imvu;
  if (imvu && version >= CAL_IMVU_FLAG) {
    if (!cal_rd_i32(r, "the header", "compression flag", &flags, &fspan)) return;
    compressed = flags != 0;
  }
  float duration;
  SkSpan dspan;
  bool ok;
  if (!cal_rd_f32x(r, "the header", "duration", "DURATION", 1, &duration, &dspan, &ok)) return;
  set_num(&x->duration, dspan, duration, ok);
  if (!cal_rd_i32(r, "the header", "track count", &ntracks, &tspan)) return;
  set_num(&x->numtracks, tspan, ntracks, true);
  if (ntracks <= 0) {
    cal_refuse(r, tspan, "the track count is %ld; expected at least 1 (Cal3D's loader refuses "
                         "the animation)", (long)ntracks);
    return;
  }
  if (!imvu && version >= CAL_MAIN_FLAGS) {
    if (!cal_rd_i32(r, "the header", "flags", &flags, &fspan)) return;
    compressed = flags & 1;
  }
  if (compressed) {
    sk_report_sev(r->sink, SK_RULE_SK001, SK_SEVERITY_INFO,
                  sk_span_valid(fspan) ? fspan : vspan,
                  "compressed keyframes (file version %ld%s): not decoded, the tracks and "
                  "keyframes are not checked",
                  (long)version, sk_span_valid(fspan) ? ", flag set" : "");
    r->stop = true;
    return;
  }
  cx_open(r, "HEADER");
  cx_attr_s(r, "MAGIC", "XAF", 3);
  cx_attr_i(r, "VERSION", version);
  cx_empty_end(r);
  cx_open(r, "ANIMATION");
  cx_attr_f(r, "DURATION", duration);
  cx_attr_i(r, "NUMTRACKS", ntracks);
  cx_open_end(r);
  /* A track is at least its bone ID, its count and one 32-byte keyframe. */
  cal_counting(r, ntracks, 8 + 32, tspan, "the track count");
  char rec[64];
  for (int32_t t = 0; t < ntracks && !r->stop; t++) {
    snprintf(rec, sizeof rec, "track %ld", (long)t);
    uint32_t start = r->pos;
    int32_t bone, nkeys;
    SkSpan bspan, kspan;
    if (!cal_rd_i32(r, rec, "bone ID", &bone, &bspan)) return;
    if (bone < 0) {
      cal_refuse(r, bspan, "%s: the bone ID is %ld; expected 0 or more (Cal3D's loader refuses "
                           "the animation)", rec, (long)bone);
      return;
    }
    if (!cal_rd_i32(r, rec, "keyframe count", &nkeys, &kspan)) return;
    if (nkeys <= 0) {
      cal_refuse(r, kspan, "%s (bone %ld): the keyframe count is %ld; expected at least 1 "
                           "(Cal3D's loader refuses the animation)", rec, (long)bone,
                 (long)nkeys);
      return;
    }
    cx_open(r, "TRACK");
    cx_attr_i(r, "BONEID", bone);
    cx_attr_i(r, "NUMKEYFRAMES", nkeys);
    cx_open_end(r);
    CalNote outer = cal_note_save(r);
    cal_counting(r, nkeys, 32, kspan, "its keyframe count");
    CalTrack *tr = SK_ARRAY_PUSH(x->tracks, x->ntracks, x->tracks_cap);
    set_num(&tr->boneid, bspan, bone, true);
    set_num(&tr->numkeyframes, kspan, nkeys, true);
    tr->first_key = x->nkeys;
    sk_model_add_skeleton_ref(r->m, (uint32_t)bone, bspan);
    for (int32_t k = 0; k < nkeys; k++) {
      char krec[96];
      snprintf(krec, sizeof krec, "keyframe %ld of track %ld", (long)k, (long)t);
      uint32_t kstart = r->pos;
      float time, tr3[3], rot[4];
      SkSpan ts;
      bool tok, trok, rok;
      if (!cal_rd_f32x(r, krec, "time", "TIME", 1, &time, &ts, &tok)) return;
      CalKeyframe *kf = SK_ARRAY_PUSH(x->keys, x->nkeys, x->keys_cap);
      x->tracks[x->ntracks - 1].nkeys++;
      kf->translation_span = kf->rotation_span = kf->weight_span = SK_NO_SPAN;
      set_num(&kf->time, ts, time, tok);
      if (!cal_rd_f32x(r, krec, "translation", "TRANSLATION", 3, tr3, &kf->translation_span, &trok)) return;
      if (!cal_rd_f32x(r, krec, "rotation", "ROTATION", 4, rot, &kf->rotation_span, &rok)) return;
      kf->tag = sk_span(kstart, r->pos);
      kf->has_translation = kf->has_rotation = true;
      kf->ntranslation = trok ? 3 : 0;
      kf->nrotation = rok ? 4 : 0;
      memcpy(kf->translation, tr3, sizeof tr3);
      memcpy(kf->rotation, rot, sizeof rot);
      cx_open(r, "KEYFRAME");
      cx_attr_f(r, "TIME", time);
      cx_open_end(r);
      cx_leaf_f(r, "TRANSLATION", tr3, 3);
      cx_leaf_f(r, "ROTATION", rot, 4);
      cx_close(r, "KEYFRAME");
    }
    cal_note_restore(r, &outer);
    cx_close(r, "TRACK");
    x->tracks[x->ntracks - 1].tag = sk_span(start, r->pos);
    sk_model_add_block(r->m, sk_span(start, r->pos));
  }
  cx_close(r, "ANIMATION");
}
