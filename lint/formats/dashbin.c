/* dashbin.c — the Dash skeleton binary front-end (.dmx): one bone per
 * 80-byte record, little-endian whatever the host:
 *
 *   0x00 char  name[32]      NUL-padded
 *   0x20 u32   index         the record's own position
 *   0x24 u32   parentIndex   ignored on the first record (the root)
 *   0x28 f32   position[3]
 *   0x34 f32   rotation[4]   x y z w
 *   0x44 f32   scale[3]
 *
 * (The format document's offset table is mislabelled; this is the
 * corrected layout of shared/specs/README.md.) Spans are byte offsets in
 * the raw file. A trailing partial record is left to SK442; its bytes are
 * not read. Non-finite floats are SK003 here. */
#include "../front_end.h"
#include "dash.h"

#include <math.h>

enum {
  REC = 80,
  OFF_NAME = 0x00,
  NAME_LEN = 32,
  OFF_INDEX = 0x20,
  OFF_PARENT = 0x24,
  OFF_POSITION = 0x28,
  OFF_ROTATION = 0x34,
  OFF_SCALE = 0x44
};

static uint32_t le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}

static float lef32(const unsigned char *p) {
  uint32_t bits = le32(p);
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

static void take_vector(SkDiagSink *sink, SkBone *b, DashBone *d, int v,
                        const unsigned char *rec, uint32_t off, uint32_t field) {
  int arity = dash_vec_arity(v);
  double *dst = v == DASH_POSITION ? b->translation
                : v == DASH_ROTATION ? b->rotation
                                     : b->scale;
  bool usable = true;
  d->vec[v].type = DASH_OBJECT;
  d->vec[v].span = sk_span_n(off + field, 4u * (uint32_t)arity);
  for (int k = 0; k < arity; k++) {
    DashValue *c = &d->comp[v][k];
    uint32_t at = field + 4u * (uint32_t)k;
    c->type = DASH_NUMBER;
    c->span = sk_span_n(off + at, 4);
    c->num = lef32(rec + at);
    if (isfinite(c->num)) {
      dst[k] = c->num;
      continue;
    }
    usable = false;
    sk_report(sink, SK_RULE_SK003, c->span,
              "%s.%c of bone '%s' is %s (bits 0x%08X): expected a finite number",
              dash_vec_name(v), DASH_COMPONENTS[k], b->name,
              isnan(c->num) ? "NaN" : c->num > 0 ? "infinity" : "-infinity",
              (unsigned)le32(rec + at));
  }
  if (v == DASH_POSITION) b->has_translation = usable, b->translation_span = d->vec[v].span;
  if (v == DASH_ROTATION) b->has_rotation = usable, b->rotation_span = d->vec[v].span;
  if (v == DASH_SCALE) b->has_scale = usable, b->scale_span = d->vec[v].span;
}

SkModel *sk_parse_dashbin(const SkSource *src, const SkOptions *opts,
                          SkDiagSink *sink) {
  (void)opts;
  /* A binary source's text is its raw bytes; read the raw bytes anyway so
   * that a source made as text cannot shift the offsets. */
  const unsigned char *data = (const unsigned char *)src->raw;
  size_t size = src->raw_len;
  SkModel *m = sk_model_new(SK_FORMAT_DASHBIN);
  DashExt *x = dash_ext_new(m);
  x->size = (uint32_t)size;
  x->root.type = DASH_ARRAY;
  x->root.span = sk_span_n(0, size);
  uint32_t n = (uint32_t)(size / REC);
  for (uint32_t i = 0; i < n; i++) {
    const unsigned char *rec = data + (size_t)i * REC;
    uint32_t off = i * REC;
    DashBone *d;
    SkBone *b = dash_add_bone(m, x, &d);
    b->span = d->self.span = sk_span_n(off, REC);
    d->self.type = DASH_OBJECT;

    const unsigned char *nul = memchr(rec + OFF_NAME, 0, NAME_LEN);
    size_t name_len = nul ? (size_t)(nul - rec) : NAME_LEN;
    d->name_terminated = nul != NULL;
    d->name_field = sk_span_n(off + OFF_NAME, NAME_LEN);
    d->name.type = DASH_STRING;
    d->name.span = name_len ? sk_span_n(off + OFF_NAME, name_len) : d->name_field;
    /* Control characters and bytes that are not UTF-8 shown as \x1B, \xFF. */
    b->name = dash_model_printable(m, (const char *)rec + OFF_NAME, name_len);
    b->name_span = d->name.span;

    d->index_raw = le32(rec + OFF_INDEX);
    b->has_declared_id = true;
    b->declared_id = d->index_raw;
    b->id_span = sk_span_n(off + OFF_INDEX, 4);

    d->parent_raw = le32(rec + OFF_PARENT);
    d->parent.type = DASH_NUMBER;
    d->parent.num = d->parent_raw;
    d->parent.span = b->parent_span = sk_span_n(off + OFF_PARENT, 4);
    /* Readers ignore the first record's parent: it is the root. */
    if (i > 0) b->has_parent_ref = true, b->parent_ref = d->parent_raw;

    take_vector(sink, b, d, DASH_POSITION, rec, off, OFF_POSITION);
    take_vector(sink, b, d, DASH_ROTATION, rec, off, OFF_ROTATION);
    take_vector(sink, b, d, DASH_SCALE, rec, off, OFF_SCALE);
  }
  sk_model_resolve_parent_indices(m);
  return m;
}

/* The format (format_spec.h): a Dash skeleton's binary records. */
const SkFormatSpec sk_spec_dashbin = {
    .format = SK_FORMAT_DASHBIN, .name = "dashbin", .extensions = ".dmx",
    .kind = SK_KIND_SKELETON, .syntax = SK_SYNTAX_BINARY, .triggers = "",
    .detect = sk_detect_dashbin, .detect_stage = SK_DETECT_BYTES, .parse = sk_parse_dashbin,
};
