/* cal3d_bin.c — the binary Cal3D front-end: a skeleton (CSF) into the
 * same bones an XSF gives, an animation (CAF) into the same CalExt tracks
 * and keyframes an XAF gives (cal3d.h), so that the XAF rules apply
 * unchanged. The layouts, the versions and what changed between them are
 * in docs/cal3d-binary.md; they are those of Cal3D's binary loader.
 *
 * Little-endian whatever the host. Spans are byte offsets in the file.
 * Nothing is read past the end: a field that does not fit is SK001 naming
 * the record and the field, and the read stops there (the model is then
 * incomplete and no rule runs). No count is trusted for an allocation:
 * every array grows only as records are actually read. Mesh (CMF),
 * material (CRF) and morph-animation (CPF) files are not decoded yet. */
#include "cal3d.h"
#include "dash.h" /* dash_model_printable: names safe to print */

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Versions of Cal3D's loaders (docs/cal3d-binary.md). */
enum {
  CAL_EARLIEST = 699,       /* every loader refuses older files */
  CAL_IMVU_LIGHTS = 911,    /* IMVU's lineage: CSF scene ambient and bone lights */
  CAL_IMVU_COMPRESSED = 913,/* IMVU's lineage: compressed keyframes from here */
  CAL_IMVU_FLAG = 919,      /* … and a compression flag after the version */
  CAL_MAIN_FLAGS = 1100,    /* mainline 0.11: a flags word after the track count */
  CAL_LATEST = 1300         /* newer than any loader known here: not checked */
};

typedef struct {
  const unsigned char *d;
  uint32_t size, pos;
  SkDiagSink *sink;
  SkModel *m;
  bool stop;                /* a field did not fit, or the loader refuses the file */
  char note[192];           /* the count whose items are being read, for SK001 */
} Rd;

static uint32_t le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Room for `n` more bytes of field `field` of record `record`; else SK001
 * at the bytes that are there (or the end), and the read stops. */
static bool need(Rd *r, uint32_t n, const char *record, const char *field) {
  if (r->stop) return false;
  if (r->size - r->pos >= n) return true;
  uint32_t left = r->size - r->pos;
  sk_report(r->sink, SK_RULE_SK001, left ? sk_span(r->pos, r->size) : sk_span(r->size, r->size),
            "truncated: %s, field %s needs %u byte%s at offset 0x%X but %u byte%s follow%s; "
            "expected the whole record%s (Cal3D's loader refuses the file)",
            record, field, n, n == 1 ? "" : "s", (unsigned)r->pos, left, left == 1 ? "" : "s",
            left == 1 ? "s" : "", r->note);
  r->stop = true;
  return false;
}

static bool rd_i32(Rd *r, const char *record, const char *field, int32_t *v, SkSpan *span) {
  if (!need(r, 4, record, field)) return false;
  *v = (int32_t)le32(r->d + r->pos);
  if (span) *span = sk_span(r->pos, r->pos + 4);
  r->pos += 4;
  return true;
}

/* `n` floats; a non-finite one is SK003 (the read goes on). */
static bool rd_f32(Rd *r, const char *record, const char *field, int n, float *out,
                   SkSpan *span, bool *finite) {
  if (!need(r, 4u * (uint32_t)n, record, field)) return false;
  if (span) *span = sk_span(r->pos, r->pos + 4u * (uint32_t)n);
  bool ok = true;
  for (int k = 0; k < n; k++) {
    uint32_t bits = le32(r->d + r->pos);
    memcpy(&out[k], &bits, sizeof out[k]);
    if (!isfinite(out[k])) {
      ok = false;
      sk_report(r->sink, SK_RULE_SK003, sk_span(r->pos, r->pos + 4),
                "%s, %s component %d is %s (bits 0x%08X): expected a finite number", record,
                field, k, isnan(out[k]) ? "NaN" : out[k] > 0 ? "infinity" : "-infinity",
                (unsigned)bits);
    }
    r->pos += 4;
  }
  if (finite) *finite = ok;
  return true;
}

/* The loader's refusal of a value it checks: SK001 at the field. */
static void refuse(Rd *r, SkSpan at, const char *fmt, ...) {
  char msg[320];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  sk_report(r->sink, SK_RULE_SK001, at, "%s", msg);
  r->stop = true;
}

/* A count the loader reads. Nothing is allocated from it (arrays grow as
 * items are read), so a count larger than the file can hold only runs the
 * read into the end, where SK001 names the record and field and recalls
 * the count. */
static void counting(Rd *r, int32_t n, uint32_t each, SkSpan at, const char *what) {
  uint64_t left = r->size - r->pos;
  if ((uint64_t)n * each <= left) return;
  snprintf(r->note, sizeof r->note, " (%.48s at 0x%X is %ld: at least %llu bytes, %llu follow)",
           what, (unsigned)at.start, (long)n, (unsigned long long)((uint64_t)n * each),
           (unsigned long long)left);
}

static bool header(Rd *r, const char *magic, const char *type, int32_t *version, SkSpan *vspan) {
  if (!need(r, 4, "the header", "magic")) return false;
  if (memcmp(r->d, magic, 4) != 0) {
    refuse(r, sk_span(0, 4), "the magic is not '%.3s\\0'; expected a binary Cal3D %s", magic,
           type);
    return false;
  }
  r->pos = 4;
  if (!rd_i32(r, "the header", "version", version, vspan)) return false;
  if (*version < CAL_EARLIEST) {
    refuse(r, *vspan,
           "file version %ld is older than %d, the earliest Cal3D's loader accepts; "
           "re-export the %s",
           (long)*version, CAL_EARLIEST, type);
    return false;
  }
  return true;
}

/* A version newer than any loader skellint knows: said once, not checked. */
static bool too_new(Rd *r, int32_t version, SkSpan vspan) {
  if (version <= CAL_LATEST) return false;
  sk_report_sev(r->sink, SK_RULE_SK001, SK_SEVERITY_INFO, vspan,
                "file version %ld is newer than any Cal3D loader skellint knows (up to %d); "
                "not checked",
                (long)version, CAL_LATEST);
  r->stop = true;
  return true;
}

/* ---- CSF ---- */

static void skeleton(Rd *r) {
  SkModel *m = r->m;
  int32_t version, nbones;
  SkSpan vspan, nspan;
  if (!header(r, "CSF", "skeleton", &version, &vspan)) return;
  if (too_new(r, version, vspan)) return;
  if (!rd_i32(r, "the header", "bone count", &nbones, &nspan)) return;
  if (nbones <= 0) {
    refuse(r, nspan, "the bone count is %ld; expected at least 1 (Cal3D's loader refuses the "
                     "skeleton)", (long)nbones);
    return;
  }
  /* IMVU's lineage (911 to 999) adds lights: the scene's ambient colour
   * here, a light type and colour in every bone. */
  bool lights = version >= CAL_IMVU_LIGHTS && version < 1000;
  float ambient[3];
  if (lights && !rd_f32(r, "the header", "scene ambient colour", 3, ambient, NULL, NULL)) return;
  /* A bone is at least 4 (name length) + 1 (its NUL) + 14 floats + 2 ints
   * (+ an int and 3 floats of light). */
  counting(r, nbones, 4 + 1 + 56 + 8 + (lights ? 16 : 0), nspan, "the bone count");
  char rec[48];
  for (int32_t i = 0; i < nbones && !r->stop; i++) {
    snprintf(rec, sizeof rec, "bone %ld", (long)i);
    uint32_t start = r->pos;
    int32_t len;
    SkSpan lspan;
    if (!rd_i32(r, rec, "name length", &len, &lspan)) return;
    if (len < 0 || (uint32_t)len > r->size - r->pos) {
      if (len >= 0) need(r, (uint32_t)len, rec, "name");
      else refuse(r, lspan, "%s: the name length is %ld; expected 0 or more", rec, (long)len);
      return;
    }
    SkBone *b = sk_model_add_bone(m);
    /* Cal3D keeps the bytes up to the first NUL (the length counts it).
     * Control characters and bytes that are not UTF-8 show as '?', as in
     * the binary Dash front-end. */
    const char *name = (const char *)r->d + r->pos;
    const char *nul = memchr(name, 0, (size_t)len);
    size_t nlen = nul ? (size_t)(nul - name) : (size_t)len;
    b->name = dash_model_printable(m, name, nlen);
    b->name_span = sk_span(r->pos, r->pos + (uint32_t)nlen);
    r->pos += (uint32_t)len;
    float t[3], q[4], bt[3], bq[4];
    bool ok;
    if (!rd_f32(r, rec, "translation", 3, t, &b->translation_span, &ok)) return;
    b->has_translation = ok;
    if (!rd_f32(r, rec, "rotation", 4, q, &b->rotation_span, &ok)) return;
    b->has_rotation = ok;
    if (!rd_f32(r, rec, "bone-space translation", 3, bt, &b->bind_translation_span, &ok)) return;
    b->has_bind_translation = ok;
    if (!rd_f32(r, rec, "bone-space rotation", 4, bq, &b->bind_rotation_span, &ok)) return;
    b->has_bind_rotation = ok;
    for (int k = 0; k < 3; k++)
      b->translation[k] = t[k], b->bind_translation[k] = bt[k];
    for (int k = 0; k < 4; k++) b->rotation[k] = q[k], b->bind_rotation[k] = bq[k];
    int32_t parent, nchildren;
    SkSpan cspan;
    if (!rd_i32(r, rec, "parent ID", &parent, &b->parent_span)) return;
    b->has_parent_ref = true;
    b->parent_ref = parent;
    b->has_declared_id = false;
    if (lights) {
      int32_t type;
      float color[3];
      if (!rd_i32(r, rec, "light type", &type, NULL)) return;
      if (!rd_f32(r, rec, "light colour", 3, color, NULL, NULL)) return;
    }
    if (!rd_i32(r, rec, "child count", &nchildren, &cspan)) return;
    if (nchildren < 0) {
      refuse(r, cspan, "%s ('%s'): the child count is %ld; expected 0 or more (Cal3D's "
                       "loader refuses the skeleton)", rec, b->name, (long)nchildren);
      return;
    }
    char outer[96];
    memcpy(outer, r->note, sizeof outer);
    counting(r, nchildren, 4, cspan, "its child count");
    for (int32_t c = 0; c < nchildren; c++) {
      int32_t child;
      SkSpan s;
      if (!rd_i32(r, rec, "child ID", &child, &s)) return;
      if (child < 0) {
        refuse(r, s, "%s ('%s'): child %ld has ID %ld; expected 0 or more (Cal3D's loader "
                     "refuses the skeleton)", rec, b->name, (long)c, (long)child);
        return;
      }
      sk_model_add_ref(m, (uint32_t)child, s, false);
    }
    memcpy(r->note, outer, sizeof outer);
    /* Re-fetch: adding refs does not move bones, but keep it explicit. */
    b = &m->bones[m->nbones - 1];
    b->span = sk_span(start, r->pos);
    sk_model_add_block(m, b->span);
  }
  /* Cal3D's loader ignores whatever follows the last bone. */
  sk_model_resolve_parent_indices(m);
}

/* ---- CAF ---- */

static void ext_free(void *p) {
  CalExt *x = p;
  free(x->tracks);
  free(x->keys);
  free(x);
}

static void animation(Rd *r, CalExt *x) {
  int32_t version, flags = 0, ntracks;
  SkSpan vspan, fspan = SK_NO_SPAN, tspan;
  if (!header(r, "CAF", "animation", &version, &vspan)) return;
  x->has_root = true;
  x->root_tag = sk_span(0, 4);
  x->root_version.present = x->root_version.ok = true;
  x->root_version.value = vspan;
  x->root_version.v = version;
  if (too_new(r, version, vspan)) return;
  bool imvu = version >= CAL_IMVU_COMPRESSED && version < 1000;
  bool compressed = imvu;
  if (imvu && version >= CAL_IMVU_FLAG) {
    if (!rd_i32(r, "the header", "compression flag", &flags, &fspan)) return;
    compressed = flags != 0;
  }
  float duration;
  SkSpan dspan;
  bool ok;
  if (!rd_f32(r, "the header", "duration", 1, &duration, &dspan, &ok)) return;
  x->duration.present = true;
  x->duration.ok = ok;
  x->duration.value = dspan;
  x->duration.v = duration;
  if (!rd_i32(r, "the header", "track count", &ntracks, &tspan)) return;
  x->numtracks.present = x->numtracks.ok = true;
  x->numtracks.value = tspan;
  x->numtracks.v = ntracks;
  if (ntracks <= 0) {
    refuse(r, tspan, "the track count is %ld; expected at least 1 (Cal3D's loader refuses the "
                     "animation)", (long)ntracks);
    return;
  }
  if (!imvu && version >= CAL_MAIN_FLAGS) {
    if (!rd_i32(r, "the header", "flags", &flags, &fspan)) return;
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
  /* A track is at least its bone ID, its count and one 32-byte keyframe. */
  counting(r, ntracks, 8 + 32, tspan, "the track count");
  char rec[64];
  for (int32_t t = 0; t < ntracks && !r->stop; t++) {
    snprintf(rec, sizeof rec, "track %ld", (long)t);
    uint32_t start = r->pos;
    int32_t bone, nkeys;
    SkSpan bspan, kspan;
    if (!rd_i32(r, rec, "bone ID", &bone, &bspan)) return;
    if (bone < 0) {
      refuse(r, bspan, "%s: the bone ID is %ld; expected 0 or more (Cal3D's loader refuses "
                       "the animation)", rec, (long)bone);
      return;
    }
    if (!rd_i32(r, rec, "keyframe count", &nkeys, &kspan)) return;
    if (nkeys <= 0) {
      refuse(r, kspan, "%s (bone %ld): the keyframe count is %ld; expected at least 1 "
                       "(Cal3D's loader refuses the animation)", rec, (long)bone, (long)nkeys);
      return;
    }
    char outer[96];
    memcpy(outer, r->note, sizeof outer);
    counting(r, nkeys, 32, kspan, "its keyframe count");
    CalTrack *tr = SK_ARRAY_PUSH(x->tracks, x->ntracks, x->tracks_cap);
    tr->boneid.present = tr->boneid.ok = true;
    tr->boneid.value = bspan;
    tr->boneid.v = bone;
    tr->numkeyframes.present = tr->numkeyframes.ok = true;
    tr->numkeyframes.value = kspan;
    tr->numkeyframes.v = nkeys;
    tr->first_key = x->nkeys;
    sk_model_add_skeleton_ref(r->m, (uint32_t)bone, bspan);
    for (int32_t k = 0; k < nkeys; k++) {
      char krec[96];
      snprintf(krec, sizeof krec, "keyframe %ld of track %ld", (long)k, (long)t);
      uint32_t kstart = r->pos;
      float time, tr3[3], rot[4];
      SkSpan ts;
      bool tok, trok, rok;
      if (!rd_f32(r, krec, "time", 1, &time, &ts, &tok)) return;
      CalKeyframe *kf = SK_ARRAY_PUSH(x->keys, x->nkeys, x->keys_cap);
      x->tracks[x->ntracks - 1].nkeys++;
      kf->translation_span = kf->rotation_span = kf->weight_span = SK_NO_SPAN;
      kf->time.present = true;
      kf->time.ok = tok;
      kf->time.value = ts;
      kf->time.v = time;
      if (!rd_f32(r, krec, "translation", 3, tr3, &kf->translation_span, &trok)) return;
      if (!rd_f32(r, krec, "rotation", 4, rot, &kf->rotation_span, &rok)) return;
      kf->tag = sk_span(kstart, r->pos);
      kf->has_translation = kf->has_rotation = true;
      kf->ntranslation = trok ? 3 : 0;
      kf->nrotation = rok ? 4 : 0;
      memcpy(kf->translation, tr3, sizeof tr3);
      memcpy(kf->rotation, rot, sizeof rot);
    }
    memcpy(r->note, outer, sizeof outer);
    x->tracks[x->ntracks - 1].tag = sk_span(start, r->pos);
    sk_model_add_block(r->m, sk_span(start, r->pos));
  }
}

SkModel *sk_parse_cal3d_bin(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  Rd r = {(const unsigned char *)src->raw, (uint32_t)src->raw_len, 0, sink, NULL, false, ""};
  if (src->raw_len > UINT32_MAX) r.size = UINT32_MAX;
  SkModel *m = sk_model_new(SK_FORMAT_CAL3D_BINARY);
  r.m = m;
  if (r.size >= 4 && memcmp(r.d, "CSF", 4) == 0) {
    skeleton(&r);
  } else if (r.size >= 4 && memcmp(r.d, "CAF", 4) == 0) {
    CalExt *x = sk_xcalloc(1, sizeof *x);
    x->format = SK_FORMAT_XAF; /* its content is an XAF's: the XAF rules read it */
    x->binary = true;
    m->ext = x;
    m->ext_free = ext_free;
    animation(&r, x);
  } else {
    /* CMF, CRF, CPF: recognised, not decoded yet. */
    m->incomplete = true;
    return m;
  }
  m->incomplete = r.stop;
  if (m->ext) ((CalExt *)m->ext)->truncated = r.stop;
  return m;
}
