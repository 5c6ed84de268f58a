/* cal3d_bin.c — the binary Cal3D front-end: the dispatch on the magic
 * (what its decoders share, a bounded reader and the equivalent-XML
 * writer, is in cal3d_bin_read.c). Each type is decoded into the model its XML
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
#include "../front_end.h"
#include "skellint/check.h" /* SkBinaryXml: sk_cal3d_binary_to_xml, the public entry point defined here */
#include "cal3d_bin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The format (format_spec.h): any binary Cal3D file, told by its magic and
 * never asked for by name; a CAF is checked against a skeleton. */
const SkFormatSpec sk_spec_cal3d_binary = {
    .format = SK_FORMAT_CAL3D_BINARY, .name = "cal3d-binary",
    .extensions = ".csf .caf .cmf .crf .cpf", .kind = SK_KIND_ANY_CAL3D,
    .syntax = SK_SYNTAX_BINARY, .detected_only = true, .cal3d_part = true,
    .takes_skeleton = true, .detect = sk_detect_cal3d_bin, .detect_stage = SK_DETECT_BYTES,
    .kind_of = sk_cal3d_bin_kind_of, .name_check = sk_cal3d_bin_name_check,
    .has_positions = sk_cal3d_has_positions, .vertex_position = sk_cal3d_vertex_position,
    .triggers = "", .parse = sk_parse_cal3d_bin,
};
