/* txt_model_detect.c — how LGW models and BonesPro exports are told by
 * their bytes (the detection hook the three specs share, format_spec.h).
 * They are .txt files among unrelated ones: an LGW model opens with MODEL
 * "name" or EXPORT_VERSION n; a BonesPro file with the counts Nb and Nv
 * alone on their lines, then a `<bone name>` and its parent (structure) or
 * Nf and a header line such as ExportMode "Bones" or the value Bones alone
 * (animation) — or, judged by the header's shape, any word there when the
 * next two lines are header lines BonesPro writes (TransformSystem and
 * TransformRepesentation, keyed or as values), so that one misspelt
 * ExportMode (`Bonez`) is still an animation, whose SK421 names the
 * value. Asked last (SK_DETECT_TEXT_LATE) and only when the extension
 * names no format. */
#include "bonespro.h"
#include "sniff.h"

/* LGW: MODEL "name"; EXPORT_VERSION and its number; or MODEL and an
 * unquoted word when EXPORT_VERSION follows (a line of prose that starts
 * with MODEL is not a model). */
static SkFormat detect_lgw(const char *s, const char *e, const char *p, const char *end) {
  if (sk_sniff_starts_word(s, e, "MODEL") && s + 5 < e && (sk_sniff_blank(s[5]) || s[5] == '"')) {
    const char *q = s + 5;
    while (q < e && sk_sniff_blank(*q)) q++;
    if (*q == '"') return SK_FORMAT_LGW;
    const char *s2, *e2;
    return sk_sniff_line(&p, end, &s2, &e2) && sk_sniff_starts_word(s2, e2, "EXPORT_VERSION")
               ? SK_FORMAT_LGW
               : SK_FORMAT_UNKNOWN;
  }
  const char *q = s + 14;
  if (q >= e || !sk_sniff_blank(*q)) return SK_FORMAT_UNKNOWN;
  while (q < e && sk_sniff_blank(*q)) q++;
  return q < e && *q >= '0' && *q <= '9' ? SK_FORMAT_LGW : SK_FORMAT_UNKNOWN;
}

static SkFormat detect_bonespro(const char *s, const char *e, const char *p, const char *end) {
  if (!sk_sniff_digits(s, e)) return SK_FORMAT_UNKNOWN;
  if (!sk_sniff_line(&p, end, &s, &e) || !sk_sniff_digits(s, e)) return SK_FORMAT_UNKNOWN;
  if (!sk_sniff_line(&p, end, &s, &e)) return SK_FORMAT_UNKNOWN;
  /* Structure: the first bone's <name>, then its parent: an index or '*'. */
  if (*s == '<') {
    if (e[-1] != '>' || !sk_sniff_line(&p, end, &s, &e)) return SK_FORMAT_UNKNOWN;
    if (*s == '-' && e - s > 1) s++;
    return (e - s == 1 && *s == '*') || sk_sniff_digits(s, e) ? SK_FORMAT_BPSTRUCT
                                                               : SK_FORMAT_UNKNOWN;
  }
  if (!sk_sniff_digits(s, e) || !sk_sniff_line(&p, end, &s, &e)) return SK_FORMAT_UNKNOWN;
  /* A header key the front-end knows, or an ExportMode value alone. */
  if (bp_header_opens(s, (size_t)(e - s))) return SK_FORMAT_BPANIM;
  /* Otherwise the header's shape: a line that is not a number (a
   * misspelt key or value), then two header lines BonesPro writes. */
  if (sk_sniff_digits(s, e) || (*s == '-' && sk_sniff_digits(s + 1, e))) return SK_FORMAT_UNKNOWN;
  for (int i = 0; i < 2; i++)
    if (!sk_sniff_line(&p, end, &s, &e) || !bp_header_line_known(s, (size_t)(e - s)))
      return SK_FORMAT_UNKNOWN;
  return SK_FORMAT_BPANIM;
}

bool sk_detect_txt_model(const SkSniff *in, SkFormat *out) {
  const char *p = in->bytes, *s, *e;
  if (in->by_ext != SK_FORMAT_UNKNOWN || !sk_sniff_line(&p, in->end, &s, &e)) return false;
  bool lgw = (sk_sniff_starts_word(s, e, "MODEL") && s + 5 < e &&
              (sk_sniff_blank(s[5]) || s[5] == '"')) ||
             sk_sniff_starts_word(s, e, "EXPORT_VERSION");
  *out = lgw ? detect_lgw(s, e, p, in->end) : detect_bonespro(s, e, p, in->end);
  return *out != SK_FORMAT_UNKNOWN;
}
