/* cal3d_bin_caf.c — a binary Cal3D animation (CAF) into the CalExt tracks
 * an XAF gives (cal3d.h), so that the XAF rules apply unchanged (and, for
 * `skellint show`, into that XAF). Layout in docs/cal3d-binary.md.
 *
 * Keyframes are not copied: a track records where its keyframes are and
 * how they are laid out, and cal3d_keyframe decodes one from the file's
 * bytes when a rule asks (a 30 MB CAF holds a million of them;
 * bench/bench_caf.sh). The decoder still reads every field once, to find
 * where the file ends early and to report non-finite floats. */
#include "cal3d_bin.h"

#include <float.h>
#include <math.h>

static void set_num(CalNum *n, SkSpan at, double v, bool ok) {
  n->present = true;
  n->ok = ok;
  n->value = at;
  n->v = v;
}

static uint32_t le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static uint16_t le16(const unsigned char *p) { return (uint16_t)(p[0] | p[1] << 8); }
static float lef(const unsigned char *p) {
  uint32_t bits = le32(p);
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

/* ---- Mainline's compressed keyframes (version 1100 on, flags bit 0) ----
 *
 * 12 bytes: the time as a u16 fraction of the duration, the translation
 * as 11 + 11 + 10 bits of a u32 (steps above the track's minimum), the
 * rotation as three i16 (the "smallest three" of Zarb-Adami, GPG3: bit 0
 * of the second and third say which component is left out). Decoded in
 * single precision, step for step as CalLoader::loadCompressedCoreKeyframe
 * and CalQuaternion::decompress do, so that the rules judge the values
 * Cal3D holds. */
enum { CAL_QKEY_BYTES = 12 };

static void decode_quantised(const unsigned char *p, const CalTrack *tr, float duration,
                             float *time, float t[3], float q[4]) {
  uint16_t itime = le16(p);
  *time = ((float)itime / 65535.0f) * duration;
  uint32_t pt = le32(p + 2);
  uint32_t pv[3] = {pt & 0x7ff, (pt >> 11) & 0x7ff, pt >> 22};
  for (int k = 0; k < 3; k++) t[k] = (float)pv[k] * tr->qscale[k] + tr->qmin[k];
  int16_t s0 = (int16_t)le16(p + 6), s1 = (int16_t)le16(p + 8), s2 = (int16_t)le16(p + 10);
  int which = ((s1 & 1) << 1) | (s2 & 1);
  s1 = (int16_t)(s1 & ~1);
  s2 = (int16_t)(s2 & ~1);
  const float scale = 1.0f / 32767.0f / 1.41421f;
  float a = s0 * scale, b = s1 * scale, c = s2 * scale;
  /* The left-out component: its square root only when it is above
   * FLT_EPSILON (else 1 - the sum is kept as it is, as Cal3D does). */
  float rest = 1 - (a * a) - (b * b) - (c * c);
  if (rest > FLT_EPSILON) rest = sqrtf(rest);
  switch (which) {
  case 3: q[0] = a, q[1] = b, q[2] = c, q[3] = rest; break;
  case 2: q[0] = a, q[1] = b, q[3] = c, q[2] = rest; break;
  case 1: q[0] = a, q[2] = b, q[3] = c, q[1] = rest; break;
  default: q[1] = a, q[2] = b, q[3] = c, q[0] = rest; break;
  }
}

void cal3d_keyframe(const SkSource *src, const CalExt *x, uint32_t t, uint32_t k,
                    CalKeyframe *out) {
  const CalTrack *tr = &x->tracks[t];
  if (tr->key_layout == CAL_KEYS_XML) {
    *out = x->keys[tr->first_key + k];
    return;
  }
  memset(out, 0, sizeof *out);
  const unsigned char *d = (const unsigned char *)src->raw;
  float time, tv[3], qv[4];
  uint32_t at;
  out->has_translation = out->has_rotation = true;
  out->weight_span = SK_NO_SPAN;
  if (tr->key_layout == CAL_KEYS_PLAIN) {
    at = tr->key_offset + 32u * k;
    time = lef(d + at);
    for (int i = 0; i < 3; i++) tv[i] = lef(d + at + 4 + 4 * i);
    for (int i = 0; i < 4; i++) qv[i] = lef(d + at + 16 + 4 * i);
    out->tag = sk_span(at, at + 32);
    set_num(&out->time, sk_span(at, at + 4), time, isfinite(time));
    out->translation_span = sk_span(at + 4, at + 16);
    out->rotation_span = sk_span(at + 16, at + 32);
  } else {
    at = tr->key_offset + CAL_QKEY_BYTES * k;
    decode_quantised(d + at, tr, (float)x->duration.v, &time, tv, qv);
    out->tag = sk_span(at, at + CAL_QKEY_BYTES);
    set_num(&out->time, sk_span(at, at + 2), time, isfinite(time));
    out->translation_span = sk_span(at + 2, at + 6);
    out->rotation_span = sk_span(at + 6, at + 12);
  }
  bool tok = isfinite(tv[0]) && isfinite(tv[1]) && isfinite(tv[2]);
  bool qok = isfinite(qv[0]) && isfinite(qv[1]) && isfinite(qv[2]) && isfinite(qv[3]);
  out->ntranslation = tok ? 3 : 0;
  out->nrotation = qok ? 4 : 0;
  memcpy(out->translation, tv, sizeof tv);
  memcpy(out->rotation, qv, sizeof qv);
}

/* A decoded value that is not finite: SK003 worded as for the XAF `show`
 * writes (one finding per number, as the XML front-end gives). */
static void nonfinite(CalRd *r, const char *what, const float *v, int n, SkSpan at) {
  char text[32];
  for (int k = 0; k < n; k++)
    if (!isfinite(v[k]))
      sk_report(r->sink, SK_RULE_SK003, at, "%s has '%s', expected a finite number", what,
                sk_format_float(v[k], text));
}

/* The equivalent XAF keyframe. */
static void write_key(CalRd *r, float time, const float t[3], const float q[4]) {
  cx_open(r, "KEYFRAME");
  cx_attr_f(r, "TIME", time);
  cx_open_end(r);
  cx_leaf_f(r, "TRANSLATION", t, 3);
  cx_leaf_f(r, "ROTATION", q, 4);
  cx_close(r, "KEYFRAME");
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
  bool imvu_compressed = imvu;
  if (imvu && version >= CAL_IMVU_FLAG) {
    if (!cal_rd_i32(r, "the header", "compression flag", &flags, &fspan)) return;
    imvu_compressed = flags != 0;
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
  bool quantised = false;
  if (!imvu && version >= CAL_MAIN_FLAGS) {
    if (!cal_rd_i32(r, "the header", "flags", &flags, &fspan)) return;
    quantised = flags & 1;
  }
  if (imvu_compressed) {
    sk_report_sev(r->sink, SK_RULE_SK001, SK_SEVERITY_INFO,
                  sk_span_valid(fspan) ? fspan : vspan,
                  "IMVU's compressed keyframes (file version %ld%s): not decoded, the tracks and "
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
  /* A track is at least its bone ID, its count and one keyframe (and a
   * compressed one its translation range). */
  uint32_t key_bytes = quantised ? CAL_QKEY_BYTES : 32;
  cal_counting(r, ntracks, 8 + (quantised ? 24 : 0) + key_bytes, tspan, "the track count");
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
    CalTrack *tr = SK_ARRAY_PUSH(x->tracks, x->ntracks, x->tracks_cap);
    set_num(&tr->boneid, bspan, bone, true);
    set_num(&tr->numkeyframes, kspan, nkeys, true);
    tr->key_layout = quantised ? CAL_KEYS_QUANTISED : CAL_KEYS_PLAIN;
    if (quantised) {
      /* The range the translations are quantised in. Not judged itself: a
       * non-finite one gives non-finite translations, reported at each
       * keyframe as the XAF `show` writes reports them. */
      if (!cal_need(r, 12, rec, "translation minimum")) return;
      for (int k = 0; k < 3; k++) tr->qmin[k] = lef(r->d + r->pos + 4 * k);
      r->pos += 12;
      if (!cal_need(r, 12, rec, "translation step")) return;
      for (int k = 0; k < 3; k++) tr->qscale[k] = lef(r->d + r->pos + 4 * k);
      r->pos += 12;
    }
    tr->key_offset = r->pos;
    sk_model_add_skeleton_ref(r->m, (uint32_t)bone, bspan);
    cx_open(r, "TRACK");
    cx_attr_i(r, "BONEID", bone);
    cx_attr_i(r, "NUMKEYFRAMES", nkeys);
    cx_open_end(r);
    CalNote outer = cal_note_save(r);
    cal_counting(r, nkeys, key_bytes, kspan, "its keyframe count");
    for (int32_t k = 0; k < nkeys; k++) {
      char krec[96];
      float time, tr3[3], rot[4];
      if (quantised) {
        if (r->size - r->pos < CAL_QKEY_BYTES) {
          snprintf(krec, sizeof krec, "keyframe %ld of track %ld", (long)k, (long)t);
          cal_need(r, CAL_QKEY_BYTES, krec, "compressed keyframe");
          return;
        }
        decode_quantised(r->d + r->pos, tr, duration, &time, tr3, rot);
        nonfinite(r, "TIME", &time, 1, sk_span(r->pos, r->pos + 2));
        nonfinite(r, "TRANSLATION", tr3, 3, sk_span(r->pos + 2, r->pos + 6));
        r->pos += CAL_QKEY_BYTES;
      } else {
        /* The record's name only when a field does not fit (see cal_need). */
        if (r->size - r->pos < 32)
          snprintf(krec, sizeof krec, "keyframe %ld of track %ld", (long)k, (long)t);
        else
          krec[0] = '\0';
        if (!cal_rd_f32x(r, krec, "time", "TIME", 1, &time, NULL, NULL)) return;
        if (!cal_rd_f32x(r, krec, "translation", "TRANSLATION", 3, tr3, NULL, NULL)) return;
        if (!cal_rd_f32x(r, krec, "rotation", "ROTATION", 4, rot, NULL, NULL)) return;
      }
      x->tracks[x->ntracks - 1].nkeys++;
      x->nkeys++;
      write_key(r, time, tr3, rot);
    }
    cal_note_restore(r, &outer);
    cx_close(r, "TRACK");
    x->tracks[x->ntracks - 1].tag = sk_span(start, r->pos);
    sk_model_add_block(r->m, sk_span(start, r->pos));
  }
  cx_close(r, "ANIMATION");
}
