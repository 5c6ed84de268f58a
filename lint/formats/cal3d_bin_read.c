/* cal3d_bin_read.c — what the binary Cal3D decoders (cal3d_bin_*.c)
 * share (cal3d_bin.h): a bounded little-endian reader that reports SK001
 * where a field does not fit, and the writer of the equivalent Cal3D XML
 * (`skellint show`). The decoders and the dispatch (cal3d_bin.c) call
 * these; nothing here calls back into them. */
#include "cal3d_bin.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- Reading ---- */

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

/* Bytes as XML text: the escaping policy, as in messages (control
 * characters, noncharacters and bytes that are not UTF-8 written \x1B,
 * \u{009B}, \u{FFFE}: XML cannot hold some, a terminal would act on
 * others), then markup characters as entities (sk_buf_put_xml). */
static void cx_text(CalRd *r, const char *s, size_t n) {
  SkBuf b = {0};
  sk_buf_put_xml(&b, s, n);
  if (b.len) fwrite(b.data, 1, b.len, r->xml);
  sk_buf_free(&b);
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
