/* cal3d_bin.c — the binary Cal3D front-end: what its decoders share (a
 * bounded reader, the equivalent-XML writer, see cal3d_bin.h) and the
 * dispatch on the magic. Each type is decoded into the model its XML
 * sibling gives, so that the same rules judge it: a skeleton (CSF) into
 * bones (cal3d_bin_csf.c), an animation (CAF) into CalExt tracks and
 * keyframes (cal3d_bin_caf.c), a mesh (CMF) into vertices, influences and
 * the CalExt submeshes (cal3d_bin_cmf.c), a material (CRF) into CalExt
 * colours and maps (cal3d_bin_crf.c), a morph animation (CPF) into CalExt
 * morph tracks (cal3d_bin_cpf.c). The layouts, the versions and what changed
 * between them are in docs/cal3d-binary.md; they are those of Cal3D's
 * binary loader.
 *
 * Little-endian whatever the host. Spans are byte offsets in the file.
 * Nothing is read past the end: a field that does not fit is SK001 naming
 * the record and the field, and the read stops there (the model is then
 * incomplete and no rule runs). No count is trusted for an allocation:
 * every array grows only as records are actually read. */
#include "cal3d_bin.h"
#include "dash.h" /* dash_printable: names safe to write */

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

bool cal_need(CalRd *r, uint32_t n, const char *record, const char *field) {
  if (r->stop) return false;
  if (n > r->promised) r->promised = n;
  if (r->size - r->pos >= n) return true;
  uint32_t left = r->size - r->pos;
  sk_report(r->sink, SK_RULE_SK001, left ? sk_span(r->pos, r->size) : sk_span(r->size, r->size),
            "truncated: %s, field %s needs %u byte%s at offset 0x%X but %u byte%s follow%s; "
            "expected the whole record%s (the file ends early: Cal3D's loaders refuse it, or "
            "read what is missing as garbage)",
            record, field, n, n == 1 ? "" : "s", (unsigned)r->pos, left, left == 1 ? "" : "s",
            left == 1 ? "s" : "", r->note);
  r->stop = true;
  return false;
}

bool cal_rd_i32(CalRd *r, const char *record, const char *field, int32_t *v, SkSpan *span) {
  if (!cal_need(r, 4, record, field)) return false;
  *v = (int32_t)le32(r->d + r->pos);
  if (span) *span = sk_span(r->pos, r->pos + 4);
  r->pos += 4;
  return true;
}

bool cal_rd_f32x(CalRd *r, const char *record, const char *field, const char *xml_what,
                 int n, float *out, SkSpan *span, bool *finite) {
  if (!cal_need(r, 4u * (uint32_t)n, record, field)) return false;
  if (span) *span = sk_span(r->pos, r->pos + 4u * (uint32_t)n);
  bool ok = true;
  for (int k = 0; k < n; k++) {
    uint32_t bits = le32(r->d + r->pos);
    memcpy(&out[k], &bits, sizeof out[k]);
    if (!isfinite(out[k])) {
      ok = false;
      char text[32];
      sk_format_float(out[k], text);
      if (xml_what) /* as the XML front-end words it for the text `show` writes */
        sk_report(r->sink, SK_RULE_SK003, sk_span(r->pos, r->pos + 4),
                  "%s has '%s', expected a finite number", xml_what, text);
      else
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

bool cal_rd_f32(CalRd *r, const char *record, const char *field, int n, float *out,
                SkSpan *span, bool *finite) {
  return cal_rd_f32x(r, record, field, NULL, n, out, span, finite);
}

bool cal_rd_str(CalRd *r, const char *record, const char *field, const char **s, size_t *n,
                SkSpan *span) {
  int32_t len;
  SkSpan lspan;
  char what[64];
  snprintf(what, sizeof what, "%s length", field);
  if (!cal_rd_i32(r, record, what, &len, &lspan)) return false;
  if (len < 0) {
    cal_refuse(r, lspan, "%s: the %s length is %ld; expected 0 or more", record, field,
               (long)len);
    return false;
  }
  if (!cal_need(r, (uint32_t)len, record, field)) return false;
  /* Cal3D keeps the bytes up to the first NUL (the length counts it). */
  const char *p = (const char *)r->d + r->pos;
  const char *nul = memchr(p, 0, (size_t)len);
  *s = p;
  *n = nul ? (size_t)(nul - p) : (size_t)len;
  if (span) *span = sk_span(r->pos, r->pos + (uint32_t)*n);
  r->pos += (uint32_t)len;
  return true;
}

void cal_refuse(CalRd *r, SkSpan at, const char *fmt, ...) {
  char msg[320];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  sk_report(r->sink, SK_RULE_SK001, at, "%s", msg);
  r->stop = true;
  r->refused = true;
}

/* Nothing is allocated from a count (arrays grow as items are read), so a
 * count larger than the file can hold only runs the read into the end,
 * where SK001 names the record and field and recalls the count. */
void cal_counting(CalRd *r, int32_t n, uint32_t each, SkSpan at, const char *what) {
  uint64_t left = r->size - r->pos;
  if (n > 0 && (uint64_t)n * each > r->promised) r->promised = (uint64_t)n * each;
  if ((uint64_t)n * each <= left) return;
  snprintf(r->note, sizeof r->note, " (%.48s at 0x%X is %ld: at least %llu bytes, %llu follow)",
           what, (unsigned)at.start, (long)n, (unsigned long long)((uint64_t)n * each),
           (unsigned long long)left);
}

int32_t cal_i32_at(const CalRd *r, uint32_t off) { return (int32_t)le32(r->d + off); }

float cal_f32_at(const CalRd *r, uint32_t off) {
  uint32_t bits = le32(r->d + off);
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

bool cal_header(CalRd *r, const char *magic, const char *type, int32_t *version, SkSpan *vspan) {
  if (!cal_need(r, 4, "the header", "magic")) return false;
  if (memcmp(r->d, magic, 4) != 0) {
    cal_refuse(r, sk_span(0, 4), "the magic is not '%.3s\\0'; expected a binary Cal3D %s", magic,
               type);
    return false;
  }
  r->pos = 4;
  if (!cal_rd_i32(r, "the header", "version", version, vspan)) return false;
  if (*version < CAL_EARLIEST) {
    cal_refuse(r, *vspan,
               "file version %ld is older than %d, the earliest Cal3D's loader accepts; "
               "re-export the %s",
               (long)*version, CAL_EARLIEST, type);
    return false;
  }
  return true;
}

bool cal_too_new(CalRd *r, int32_t version, SkSpan vspan) {
  if (version <= CAL_LATEST) return false;
  sk_report_sev(r->sink, SK_RULE_SK001, SK_SEVERITY_INFO, vspan,
                "file version %ld is newer than any Cal3D loader skellint knows (up to %d); "
                "not checked",
                (long)version, CAL_LATEST);
  r->stop = true;
  return true;
}

CalExt *cal_bin_ext(SkModel *m, SkFormat format) {
  CalExt *x = cal3d_ext_new(m, format); /* its content is that XML format's: its rules read it */
  x->binary = true;
  return x;
}

/* ---- The equivalent XML ---- */

static void cx_indent(CalRd *r) {
  for (int i = 0; i < r->depth; i++) fputs("  ", r->xml);
}

/* Bytes as XML text: markup characters escaped; control characters and
 * bytes that are not UTF-8 written as '?' (XML cannot hold them), as in
 * messages. */
static void cx_text(CalRd *r, const char *s, size_t n) {
  char *p = dash_printable(s, n);
  for (const char *c = p; *c; c++) {
    switch (*c) {
    case '&': fputs("&amp;", r->xml); break;
    case '<': fputs("&lt;", r->xml); break;
    case '>': fputs("&gt;", r->xml); break;
    case '"': fputs("&quot;", r->xml); break;
    default: fputc(*c, r->xml);
    }
  }
  free(p);
}

static void cx_float(CalRd *r, double v) {
  char buf[32];
  sk_format_float((float)v, buf);
  fputs(buf, r->xml);
}

void cx_open(CalRd *r, const char *tag) {
  if (!r->xml) return;
  cx_indent(r);
  fprintf(r->xml, "<%s", tag);
}

void cx_attr_i(CalRd *r, const char *name, long v) {
  if (r->xml) fprintf(r->xml, " %s=\"%ld\"", name, v);
}

void cx_attr_f(CalRd *r, const char *name, double v) {
  if (!r->xml) return;
  fprintf(r->xml, " %s=\"", name);
  cx_float(r, v);
  fputc('"', r->xml);
}

void cx_attr_fv(CalRd *r, const char *name, const float *v, int n) {
  if (!r->xml) return;
  fprintf(r->xml, " %s=\"", name);
  for (int k = 0; k < n; k++) {
    if (k) fputc(' ', r->xml);
    cx_float(r, v[k]);
  }
  fputc('"', r->xml);
}

void cx_attr_s(CalRd *r, const char *name, const char *s, size_t n) {
  if (!r->xml) return;
  fprintf(r->xml, " %s=\"", name);
  cx_text(r, s, n);
  fputc('"', r->xml);
}

void cx_open_end(CalRd *r) {
  if (!r->xml) return;
  fputs(">\n", r->xml);
  r->depth++;
}

void cx_empty_end(CalRd *r) {
  if (r->xml) fputs("/>\n", r->xml);
}

void cx_content_f(CalRd *r, const char *tag, const float *v, int n) {
  if (!r->xml) return;
  fputc('>', r->xml);
  for (int k = 0; k < n; k++) {
    if (k) fputc(' ', r->xml);
    cx_float(r, v[k]);
  }
  fprintf(r->xml, "</%s>\n", tag);
}

void cx_content_s(CalRd *r, const char *tag, const char *s, size_t n) {
  if (!r->xml) return;
  fputc('>', r->xml);
  cx_text(r, s, n);
  fprintf(r->xml, "</%s>\n", tag);
}

void cx_close(CalRd *r, const char *tag) {
  if (!r->xml) return;
  r->depth--;
  cx_indent(r);
  fprintf(r->xml, "</%s>\n", tag);
}

void cx_leaf_f(CalRd *r, const char *tag, const float *v, int n) {
  if (!r->xml) return;
  cx_indent(r);
  fprintf(r->xml, "<%s>", tag);
  for (int k = 0; k < n; k++) {
    if (k) fputc(' ', r->xml);
    cx_float(r, v[k]);
  }
  fprintf(r->xml, "</%s>\n", tag);
}

void cx_leaf_i(CalRd *r, const char *tag, const long *v, int n) {
  if (!r->xml) return;
  cx_indent(r);
  fprintf(r->xml, "<%s>", tag);
  for (int k = 0; k < n; k++) fprintf(r->xml, k ? " %ld" : "%ld", v[k]);
  fprintf(r->xml, "</%s>\n", tag);
}

void cx_leaf_s(CalRd *r, const char *tag, const char *s, size_t n) {
  if (!r->xml) return;
  cx_indent(r);
  fprintf(r->xml, "<%s>", tag);
  cx_text(r, s, n);
  fprintf(r->xml, "</%s>\n", tag);
}

/* ---- Dispatch ---- */

static void (*decoder_of(const CalRd *r))(CalRd *) {
  static const struct { char magic[4]; void (*fn)(CalRd *); } types[] = {
      {"CSF", cal_bin_csf}, {"CAF", cal_bin_caf}, {"CMF", cal_bin_cmf},
      {"CRF", cal_bin_crf}, {"CPF", cal_bin_cpf}};
  for (size_t i = 0; r->size >= 4 && i < sizeof types / sizeof types[0]; i++)
    if (memcmp(r->d, types[i].magic, 4) == 0) return types[i].fn;
  return NULL;
}

/* How far a read in `layout` goes, silently: whether it reads the whole
 * file (every count, length and offset in range, the last field ending at
 * the last byte) and where it stopped. */
typedef struct {
  bool whole, refused;
  uint64_t promised;
  uint32_t reached;
} CalTrial;

static CalTrial trial(const CalRd *base, CalLayout layout) {
  SkDiagList diags = {0};
  SkOptions opts;
  sk_options_init(&opts);
  SkDiagSink sink;
  sk_sink_init(&sink, &diags, &opts, SK_FORMAT_CAL3D_BINARY);
  CalRd r = {.d = base->d, .size = base->size, .sink = &sink, .layout = layout};
  r.m = sk_model_new(SK_FORMAT_CAL3D_BINARY);
  decoder_of(&r)(&r);
  CalTrial t = {!r.stop && r.pos == r.size, r.refused, r.promised, r.pos};
  sk_model_free(r.m);
  sk_diag_list_free(&diags);
  return t;
}

/* Version 1300 has two layouts (cal3d_bin.h): the one that reads the file
 * whole; when both do, the 2009-2017 trunk's, whose exporters wrote
 * version 1300 (0.11's wrote 1100, the trunk's since 2017 1301). When
 * neither does (a file cut short, or damaged), the one more likely meant:
 * the one the loader would not refuse; then the one without a count or
 * length promising over 4096 times the file's size (a float read in the
 * wrong layout is its bits taken as a count: 1.0 is 1065353216); then
 * the one that reads further; 0.11's on a tie. */
static CalLayout choose_layout(const CalRd *r, int *nwhole) {
  CalTrial plain = trial(r, CAL_LAYOUT_PLAIN), trunk = trial(r, CAL_LAYOUT_TRUNK2009);
  *nwhole = plain.whole + trunk.whole;
  if (trunk.whole) return CAL_LAYOUT_TRUNK2009;
  if (plain.whole) return CAL_LAYOUT_PLAIN;
  if (plain.refused != trunk.refused) return plain.refused ? CAL_LAYOUT_TRUNK2009 : CAL_LAYOUT_PLAIN;
  uint64_t absurd = 4096 * ((uint64_t)r->size + 1);
  if ((plain.promised > absurd) != (trunk.promised > absurd))
    return plain.promised > absurd ? CAL_LAYOUT_TRUNK2009 : CAL_LAYOUT_PLAIN;
  return trunk.reached > plain.reached ? CAL_LAYOUT_TRUNK2009 : CAL_LAYOUT_PLAIN;
}

static SkModel *decode(const SkSource *src, SkDiagSink *sink, FILE *xml) {
  CalRd r = {.d = (const unsigned char *)src->raw, .size = (uint32_t)src->raw_len,
             .sink = sink, .xml = xml};
  if (src->raw_len > UINT32_MAX) r.size = UINT32_MAX;
  SkModel *m = sk_model_new(SK_FORMAT_CAL3D_BINARY);
  r.m = m;
  void (*decoder)(CalRd *) = decoder_of(&r);
  if (!decoder) {
    m->incomplete = true; /* not one of the five magics */
    return m;
  }
  if (r.size >= 8 && cal_i32_at(&r, 4) == CAL_TRUNK) {
    int nwhole;
    r.layout = choose_layout(&r, &nwhole);
    /* `skellint show` says which layout it read the file in. */
    if (xml)
      fprintf(xml, "<!-- Cal3D binary version %d, read in the %s layout: %s -->\n", CAL_TRUNK,
              r.layout == CAL_LAYOUT_TRUNK2009 ? "2009-2017 trunk's" : "plain (0.11's)",
              nwhole == 2   ? "both layouts read it whole; the trunk's, whose exporters wrote "
                              "version 1300"
              : nwhole == 1 ? "the only one that reads it whole"
                            : "neither reads it whole; the one more likely meant");
  }
  decoder(&r);
  m->incomplete = r.stop;
  if (m->ext && *(SkFormat *)m->ext != SK_FORMAT_XSF) /* not a CSF's CsfExt */
    ((CalExt *)m->ext)->truncated = r.stop;
  return m;
}

SkModel *sk_parse_cal3d_bin(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  return decode(src, sink, NULL);
}

bool sk_cal3d_bin_write_xml(const SkSource *src, FILE *out, SkDiagSink *sink) {
  SkModel *m = decode(src, sink, out);
  bool whole = !m->incomplete;
  sk_model_free(m);
  return whole;
}

/* The XML sibling of each binary type, by its magic. */
static SkFormat xml_format_of(const SkSource *src) {
  static const struct { char magic[4]; SkFormat xml; } types[] = {
      {"CSF", SK_FORMAT_XSF}, {"CAF", SK_FORMAT_XAF}, {"CMF", SK_FORMAT_XMF},
      {"CRF", SK_FORMAT_XRF}, {"CPF", SK_FORMAT_XPF}};
  if (src->raw_len < 4) return SK_FORMAT_UNKNOWN;
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    if (memcmp(src->raw, types[i].magic, 4) == 0) return types[i].xml;
  return SK_FORMAT_UNKNOWN;
}

/* Decoded once to learn whether the read goes through (the findings to
 * `diags`), and written only then, by a second decode: a refused or
 * truncated file gives no XML at all, rather than a document Cal3D's XML
 * loader would refuse in its turn. */
SkBinaryXml sk_cal3d_binary_to_xml(const SkSource *src, const SkOptions *opts, FILE *out,
                                   SkDiagList *diags, SkFormat *xml_format) {
  SkFormat xf = xml_format_of(src);
  if (xml_format) *xml_format = xf;
  if (xf == SK_FORMAT_UNKNOWN) return SK_BINARY_XML_NOT_BINARY;
  SkOptions defaults;
  if (!opts) sk_options_init(&defaults), opts = &defaults;
  SkDiagSink sink;
  sk_sink_init(&sink, diags, opts, SK_FORMAT_CAL3D_BINARY);
  size_t before = diags->count;
  SkModel *m = decode(src, &sink, NULL);
  bool whole = !m->incomplete;
  sk_model_free(m);
  if (!whole)
    return diags->count > before ? SK_BINARY_XML_STOPPED : SK_BINARY_XML_NOT_DECODED;
  SkDiagList again = {0};
  sk_sink_init(&sink, &again, opts, SK_FORMAT_CAL3D_BINARY);
  sk_cal3d_bin_write_xml(src, out, &sink);
  sk_diag_list_free(&again);
  return SK_BINARY_XML_WRITTEN;
}
