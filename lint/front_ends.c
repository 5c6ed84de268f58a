/* front_ends.c — the table of front-ends: which parser builds the model
 * of each format. Asked by the document's check (document.c) and by the
 * re-check of a repaired text (repair.c); apart from both, so that neither
 * reaches the other through it. */
#include "internal.h"

#include <stdlib.h>

static const SkFrontEnd front_ends[] = {
    {SK_FORMAT_XSF, sk_parse_xsf},
    {SK_FORMAT_XMF, sk_parse_cal3d_xml},
    {SK_FORMAT_XAF, sk_parse_cal3d_xml},
    {SK_FORMAT_XRF, sk_parse_cal3d_xml},
    {SK_FORMAT_XPF, sk_parse_cal3d_xml},
    {SK_FORMAT_CAL3DCFG, sk_parse_cal3dcfg},
    {SK_FORMAT_DASHJSON, sk_parse_dashjson},
    {SK_FORMAT_DASHBIN, sk_parse_dashbin},
    {SK_FORMAT_CAL3D_BINARY, sk_parse_cal3d_bin},
    {SK_FORMAT_BON, sk_parse_bon},
    {SK_FORMAT_LGW, sk_parse_lgw},
    {SK_FORMAT_BPSTRUCT, sk_parse_bonespro},
    {SK_FORMAT_BPANIM, sk_parse_bonespro},
};

const SkFrontEnd *sk_front_end(SkFormat f) {
  for (size_t i = 0; i < sizeof front_ends / sizeof *front_ends; i++)
    if (front_ends[i].format == f) return &front_ends[i];
  return NULL;
}
