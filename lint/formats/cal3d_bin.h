/* cal3d_bin.h — what the binary Cal3D decoders (cal3d_bin_*.c) share: a
 * bounded little-endian reader that reports where a field does not fit,
 * and a writer of the equivalent Cal3D XML (`skellint show`), fed by the
 * same walk over the fields so that the layout is written down once.
 *
 * A decoder reads its fields in file order with rd_*; each read either
 * succeeds or reports SK001 (naming the record and the field) and sets
 * `stop`, after which every read fails. While `xml` is set, the decoder
 * also writes each element with the cx_* calls (no-ops otherwise). The
 * layouts are in docs/cal3d-binary.md. */
#ifndef SK_FORMAT_CAL3D_BIN_H
#define SK_FORMAT_CAL3D_BIN_H

#include "cal3d.h"

#include <stdio.h>

/* Versions of Cal3D's loaders (docs/cal3d-binary.md). */
enum {
  CAL_EARLIEST = 699,       /* every loader refuses older files */
  CAL_IMVU_LIGHTS = 911,    /* IMVU's lineage: CSF scene ambient and bone lights, */
                            /* CMF vertex colours and morph targets, CRF map types */
  CAL_IMVU_COMPRESSED = 913,/* IMVU's lineage: compressed keyframes from here */
  CAL_IMVU_FLAG = 919,      /* … and a compression flag after the version */
  CAL_MAIN_FLAGS = 1100,    /* mainline 0.11: a flags word after the track count */
  CAL_TRUNK = 1300,         /* two layouts: 0.11's (plain) and the 2009-2017 trunk's */
  CAL_LATEST = 1300         /* newer than any loader known here: not checked */
};

/* How a version-1300 file is laid out (docs/cal3d-binary.md, "Version
 * 1300"): Cal3D's trunk from January 2009 (mp3butcher/Cal3D ebe5245) to
 * March 2017 (28cd3c1) read version 1300 with IMVU's additions (lights,
 * vertex colours and morphs, map types, a compression flag after the
 * version and a flags word after the track count); the plain layout is
 * 0.11's, extended to 1300. The decoder reads the file in the one that
 * reads it whole (cal3d_bin.c). */
typedef enum { CAL_LAYOUT_PLAIN = 0, CAL_LAYOUT_TRUNK2009 } CalLayout;

typedef struct {
  const unsigned char *d;
  uint32_t size, pos;
  SkDiagSink *sink;
  SkModel *m;
  bool stop;                /* a field did not fit, or the loader refuses the file */
  char note[192];           /* the count whose items are being read, for SK001 */
  FILE *xml;                /* the equivalent XML is written here, or NULL */
  int depth;                /* of the XML element being written */
  CalLayout layout;         /* of a version-1300 file */
  /* For choosing that layout (cal3d_bin.c): the most bytes one count or
   * length promised, and whether the loader would refuse what was read. */
  uint64_t promised;
  bool refused;
} CalRd;

/* ---- Reading (cal3d_bin_read.c) ---- */

/* Room for `n` more bytes of field `field` of record `record`; else SK001
 * and the read stops. */
bool cal_need(CalRd *r, uint32_t n, const char *record, const char *field);
bool cal_rd_i32(CalRd *r, const char *record, const char *field, int32_t *v, SkSpan *span);
/* `n` floats; a non-finite one is SK003 (the read goes on, *finite false). */
bool cal_rd_f32(CalRd *r, const char *record, const char *field, int n, float *out,
                SkSpan *span, bool *finite);
/* The same, a non-finite float reported as the XML front-end reports the
 * text `skellint show` writes for it ("TRANSLATION of bone 'Hip' has
 * 'nan', …", `xml_what` naming the element as that front-end does), so
 * that the binary and its XML check with the same messages. */
bool cal_rd_f32x(CalRd *r, const char *record, const char *field, const char *xml_what,
                 int n, float *out, SkSpan *span, bool *finite);
/* A string (i32 length counting a NUL, then the bytes): the bytes up to the
 * first NUL in *s / *n, their span in *span. A negative length is refused. */
bool cal_rd_str(CalRd *r, const char *record, const char *field, const char **s, size_t *n,
                SkSpan *span);
/* The loader's refusal of a value it checks: SK001 at the field, read stops. */
void cal_refuse(CalRd *r, SkSpan at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A count about to be read through (n items of at least `each` bytes):
 * when the file cannot hold them, SK001 at the end will recall it. */
void cal_counting(CalRd *r, int32_t n, uint32_t each, SkSpan at, const char *what);
/* Save and restore the count note around an inner count. */
typedef struct { char s[192]; } CalNote;
static inline CalNote cal_note_save(const CalRd *r) {
  CalNote n;
  memcpy(n.s, r->note, sizeof n.s);
  return n;
}
static inline void cal_note_restore(CalRd *r, const CalNote *n) {
  memcpy(r->note, n->s, sizeof n->s);
}
/* The i32 / f32 at byte `off`, already read through (the equivalent XML
 * of a record is written once the record is whole). */
int32_t cal_i32_at(const CalRd *r, uint32_t off);
float cal_f32_at(const CalRd *r, uint32_t off);
/* Magic and version; false (reported) when the loader refuses them. */
bool cal_header(CalRd *r, const char *magic, const char *type, int32_t *version, SkSpan *vspan);
/* A version newer than any loader skellint knows: said once, not checked. */
bool cal_too_new(CalRd *r, int32_t version, SkSpan vspan);

/* IMVU's lineage (911 to 999): lights, vertex colours, morphs, map types. */
static inline bool cal_imvu_extras(int32_t version) {
  return version >= CAL_IMVU_LIGHTS && version < 1000;
}

/* A version-1300 file read in the 2009-2017 trunk's layout. */
static inline bool cal_trunk2009(const CalRd *r, int32_t version) {
  return version == CAL_TRUNK && r->layout == CAL_LAYOUT_TRUNK2009;
}

/* A CalExt for a decoded file whose content is `format`'s (XMF, XAF …). */
CalExt *cal_bin_ext(SkModel *m, SkFormat format);

/* ---- The equivalent XML (cal3d_bin_read.c); no-ops when r->xml is NULL ---- */

void cx_open(CalRd *r, const char *tag);          /* "<TAG" */
void cx_attr_i(CalRd *r, const char *name, long v);
void cx_attr_f(CalRd *r, const char *name, double v);
void cx_attr_fv(CalRd *r, const char *name, const float *v, int n); /* "a b c" */
void cx_attr_s(CalRd *r, const char *name, const char *s, size_t n); /* escaped */
void cx_open_end(CalRd *r);                       /* ">" and a new level */
void cx_empty_end(CalRd *r);                      /* "/>" */
/* ">v0 v1 …</TAG>": an opened element with numbers, or text, inside. */
void cx_content_f(CalRd *r, const char *tag, const float *v, int n);
void cx_content_s(CalRd *r, const char *tag, const char *s, size_t n); /* escaped */
void cx_close(CalRd *r, const char *tag);         /* "</TAG>" */
/* <TAG>v0 v1 …</TAG> */
void cx_leaf_f(CalRd *r, const char *tag, const float *v, int n);
void cx_leaf_i(CalRd *r, const char *tag, const long *v, int n);
void cx_leaf_s(CalRd *r, const char *tag, const char *s, size_t n); /* escaped */

/* ---- The decoders, one file each ---- */

void cal_bin_csf(CalRd *r);                       /* cal3d_bin_csf.c */
void cal_bin_caf(CalRd *r);                       /* cal3d_bin_caf.c */
void cal_bin_cmf(CalRd *r);                       /* cal3d_bin_cmf.c */
void cal_bin_crf(CalRd *r);                       /* cal3d_bin_crf.c */
void cal_bin_cpf(CalRd *r);                       /* cal3d_bin_cpf.c */

#endif
