/* options.c — options with their defaults, and the names of profiles and
 * severities as users write them (a format's name is in its spec,
 * front_ends.c). */
#include "report.h"

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
