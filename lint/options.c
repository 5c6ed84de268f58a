/* options.c — options with their defaults, and the names of formats,
 * profiles and severities as users write them. */
#include "internal.h"

#include <strings.h>

void sk_options_init(SkOptions *o) {
  memset(o, 0, sizeof *o);
  o->profile = SK_PROFILE_CAL3D;
  o->weight_tolerance = 1e-4;
  o->max_influences = 4;
  o->quaternion_tolerance = 1e-3;
  o->bind_pose_tolerance = 1e-3;
  o->time_tolerance = 1e-6;
  for (int i = 0; i < SK_MAX_RULES; i++) o->severity[i] = SK_SEVERITY_DEFAULT;
}

bool sk_profile_parse(const char *name, SkProfile *out) {
  if (strcasecmp(name, "cal3d") == 0) return *out = SK_PROFILE_CAL3D, true;
  if (strcasecmp(name, "imvu") == 0) return *out = SK_PROFILE_IMVU, true;
  return false;
}

const char *sk_profile_name(SkProfile p) {
  return p == SK_PROFILE_IMVU ? "imvu" : "cal3d";
}

const char *sk_severity_name(SkSeverity s) {
  switch (s) {
  case SK_SEVERITY_ERROR: return "error";
  case SK_SEVERITY_WARNING: return "warning";
  case SK_SEVERITY_INFO: return "info";
  case SK_SEVERITY_OFF: return "off";
  default: return "default";
  }
}

static const char *const format_names[SK_FORMAT_COUNT] = {
    [SK_FORMAT_UNKNOWN] = "unknown",   [SK_FORMAT_XSF] = "xsf",
    [SK_FORMAT_XMF] = "xmf",           [SK_FORMAT_XAF] = "xaf",
    [SK_FORMAT_XRF] = "xrf",           [SK_FORMAT_XPF] = "xpf",
    [SK_FORMAT_CAL3DCFG] = "cal3dcfg",
    [SK_FORMAT_BON] = "bon",           [SK_FORMAT_BPSTRUCT] = "bpstruct",
    [SK_FORMAT_BPANIM] = "bpanim",     [SK_FORMAT_LGW] = "lgw",
    [SK_FORMAT_DASHJSON] = "dashjson", [SK_FORMAT_DASHBIN] = "dashbin",
    [SK_FORMAT_CAL3D_BINARY] = "cal3d-binary",
};

const char *sk_format_name(SkFormat f) {
  return (unsigned)f < SK_FORMAT_COUNT ? format_names[f] : "unknown";
}

SkFormat sk_format_from_name(const char *name) {
  for (int i = 1; i < SK_FORMAT_COUNT; i++)
    if (strcasecmp(format_names[i], name) == 0) return (SkFormat)i;
  return SK_FORMAT_UNKNOWN;
}
