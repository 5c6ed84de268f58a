/* front_ends.c — the table of formats: each format's spec (format_spec.h),
 * defined beside its front-end in lint/formats/, found by its SkFormat or
 * its name. Asked by the document's check (document.c) and the re-check of
 * a repaired text (repair.c) for the parser, by detect.c for extensions,
 * by vocab.c for the vocabulary, and by the CLI and the server for what a
 * format is; apart from all of them, so that none reaches another through
 * it. */
#include "check_layer.h"

#include <strings.h>

static const SkFormatSpec unknown = {.format = SK_FORMAT_UNKNOWN, .name = "unknown"};

static const SkFormatSpec *const specs[SK_FORMAT_COUNT] = {
    [SK_FORMAT_XSF] = &sk_spec_xsf,
    [SK_FORMAT_XMF] = &sk_spec_xmf,
    [SK_FORMAT_XAF] = &sk_spec_xaf,
    [SK_FORMAT_XRF] = &sk_spec_xrf,
    [SK_FORMAT_XPF] = &sk_spec_xpf,
    [SK_FORMAT_BON] = &sk_spec_bon,
    [SK_FORMAT_BPSTRUCT] = &sk_spec_bpstruct,
    [SK_FORMAT_BPANIM] = &sk_spec_bpanim,
    [SK_FORMAT_LGW] = &sk_spec_lgw,
    [SK_FORMAT_DASHJSON] = &sk_spec_dashjson,
    [SK_FORMAT_DASHBIN] = &sk_spec_dashbin,
    [SK_FORMAT_CAL3DCFG] = &sk_spec_cal3dcfg,
    [SK_FORMAT_CAL3D_BINARY] = &sk_spec_cal3d_binary,
};

const SkFormatSpec *sk_format_spec(SkFormat f) {
  return (unsigned)f < SK_FORMAT_COUNT && specs[f] ? specs[f] : &unknown;
}

const SkFormatSpec *sk_format_spec_at(size_t i) {
  return i + 1 < SK_FORMAT_COUNT ? sk_format_spec((SkFormat)(i + 1)) : NULL;
}

const char *sk_format_name(SkFormat f) { return sk_format_spec(f)->name; }

SkFormat sk_format_from_name(const char *name) {
  const SkFormatSpec *s;
  for (size_t i = 0; (s = sk_format_spec_at(i)); i++)
    if (strcasecmp(s->name, name) == 0) return s->format;
  return SK_FORMAT_UNKNOWN;
}

SkFormatKind sk_format_kind_of(SkFormat f, const SkSource *src) {
  const SkFormatSpec *s = sk_format_spec(f);
  return s->kind_of ? s->kind_of(src) : s->kind;
}

SkSource *sk_format_source_adopt(SkFormat f, const char *path, char *bytes, size_t len) {
  const SkFormatSpec *s = sk_format_spec(f);
  return s->syntax == SK_SYNTAX_BINARY ? sk_source_adopt_binary(path, bytes, len)
                                       : sk_source_adopt(path, bytes, len, s->shift_jis);
}
