/* dash_detect.c — how Dash's files are told by their bytes (the detection
 * hooks of the Dash specs, format_spec.h): a .json file is a Dash skeleton
 * only by its content; a .dmx file is Dash's binary unless it is Valve's
 * DMX, which shares the extension. */
#include "sniff.h"

/* A Dash skeleton in JSON: an array of objects, one of which has a
 * "parentIndex" key within the first 4 KiB (the root may omit it). Other
 * JSON (package lists, configs) is left alone. */
static bool looks_like_dash_json(const char *p, const char *end) {
  if (p >= end || *p != '[') return false;
  p = sk_sniff_skip_ws(p + 1, end);
  if (p >= end || *p != '{') return false;
  const char *stop = end - p > 4096 ? p + 4096 : end;
  int depth = 1;
  for (const char *q = p; q < stop; q++) {
    if (*q == '{' || *q == '[') {
      depth++;
    } else if (*q == '}' || *q == ']') {
      if (--depth == 0) return false;
    } else if (*q == '"') {
      const char *k = q + 1;
      for (q++; q < stop && *q != '"'; q++)
        if (*q == '\\') q++;
      if (q >= stop) return false;
      const char *c = sk_sniff_skip_ws(q + 1, stop);
      if (depth == 2 && c < stop && *c == ':' && q - k == 11 &&
          memcmp(k, "parentIndex", 11) == 0)
        return true;
    }
  }
  return false;
}

bool sk_detect_dashjson(const SkSniff *in, SkFormat *out) {
  if (in->by_ext != SK_FORMAT_UNKNOWN || !looks_like_dash_json(in->first, in->end)) return false;
  *out = SK_FORMAT_DASHJSON;
  return true;
}

bool sk_detect_dashbin(const SkSniff *in, SkFormat *out) {
  if (in->by_ext != SK_FORMAT_DASHBIN) return false;
  *out = sk_sniff_starts_ci(in->bytes, in->end, "<!-- dmx") ? SK_FORMAT_UNKNOWN : SK_FORMAT_DASHBIN;
  return true;
}
