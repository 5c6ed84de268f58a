/* bonespro_words.c — the words of a BonesPro animation's header: its keys
 * and the values the format documents for each, and whether a line is one
 * BonesPro writes. Shared by the front-end (bonespro.c), its vocabulary
 * and content detection (txt_model_detect.c), which thus depend on this
 * file and not on each other. */
#include "bonespro.h"

#include <string.h>
#include <strings.h>

const char *const bp_key_names[BP_KEY_COUNT] = {
    "ExportMode", "TransformSystem", "TransformRepesentation", "EulerOrder",
    "AngleUnits", "FirstFrame",      "LastFrame",              "Step"};

/* Each ended by a NULL value. */
const SkWordValue bp_key_values[BP_KEY_COUNT][10] = {
    [BP_KEY_EXPORT_MODE] = {{"Bones"}, {"Mesh (absolute)"}, {"Mesh (bones c.s)"}},
    [BP_KEY_TRANSFORM_SYSTEM] = {{"Absolute"}, {"Relative to parent"}},
    [BP_KEY_TRANSFORM_REPRESENTATION] = {{"Matrix"}, {"Euler Angles"}},
    [BP_KEY_EULER_ORDER] = {{"XYZ"}, {"XZY"}, {"YZX"}, {"YXZ"}, {"ZXY"}, {"ZYX"}, {"XYX"},
                            {"YZY"}, {"ZXZ"}},
    [BP_KEY_ANGLE_UNITS] = {{"Degrees"}, {"Radians"}},
};

const char *bp_key_value(BpKey k, size_t i) {
  return (unsigned)k < BP_KEY_COUNT && i < 10 ? bp_key_values[k][i].value : NULL;
}

int bp_value_key(const char *s, size_t n, int from) {
  for (int k = from < 0 ? 0 : from; k <= BP_KEY_ANGLE_UNITS; k++)
    for (size_t i = 0; bp_key_values[k][i].value; i++) {
      const char *v = bp_key_values[k][i].value;
      if (strlen(v) == n && strncasecmp(v, s, n) == 0) return k;
    }
  return -1;
}

bool bp_header_opens(const char *s, size_t n) {
  size_t w = 0;
  while (w < n && s[w] != ' ' && s[w] != '\t' && s[w] != '"' && s[w] != ':' && s[w] != '=') w++;
  if (bp_key_of(s, w) >= 0) return true;
  if (n >= 2 && s[0] == '"' && s[n - 1] == '"') s++, n -= 2;
  /* "Mesh (bones c.s.)": the document's value with a last dot, as a
   * hand-written file may have it (SK421 offers the fix). */
  if (n == 17 && strncasecmp(s, "Mesh (bones c.s.)", n) == 0) return true;
  return bp_value_key(s, n, BP_KEY_EXPORT_MODE) == BP_KEY_EXPORT_MODE;
}

bool bp_header_line_known(const char *s, size_t n) {
  size_t w = 0;
  while (w < n && s[w] != ' ' && s[w] != '\t' && s[w] != '"' && s[w] != ':' && s[w] != '=') w++;
  if (bp_key_of(s, w) >= 0) return true;
  if (n >= 2 && s[0] == '"' && s[n - 1] == '"') s++, n -= 2;
  return bp_value_key(s, n, 0) >= 0;
}

int bp_key_of(const char *s, size_t n) {
  for (int i = 0; i < BP_KEY_COUNT; i++)
    if (strlen(bp_key_names[i]) == n && memcmp(bp_key_names[i], s, n) == 0) return i;
  if (n == 23 && memcmp(s, "TransformRepresentation", 23) == 0)
    return BP_KEY_TRANSFORM_REPRESENTATION;
  return -1;
}
