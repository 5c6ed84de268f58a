/* json_canonical.c — `json_canonical [--formatted] < REPORT`: exits 0 when
 * REPORT (one JSON value and a newline) is byte for byte what cJSON prints
 * for the value it parses to (cJSON_Print with --formatted, else
 * cJSON_PrintUnformatted) — what the reports printed when they were one
 * cJSON tree printed whole. Prints the first difference otherwise. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int formatted = argc > 1 && strcmp(argv[1], "--formatted") == 0;
  size_t len = 0, cap = 1 << 16;
  char *in = malloc(cap);
  for (size_t n; in && (n = fread(in + len, 1, cap - len - 1, stdin)) > 0;) {
    len += n;
    if (cap - len < 2 && !(in = realloc(in, cap *= 2))) break;
  }
  if (!in) return 2;
  in[len] = '\0';
  if (len == 0 || in[len - 1] != '\n') {
    fprintf(stderr, "json_canonical: the report does not end with a newline\n");
    return 1;
  }
  in[--len] = '\0';
  cJSON *v = cJSON_ParseWithLength(in, len);
  if (!v) {
    fprintf(stderr, "json_canonical: not JSON\n");
    return 1;
  }
  char *out = formatted ? cJSON_Print(v) : cJSON_PrintUnformatted(v);
  size_t i = 0, olen = out ? strlen(out) : 0;
  while (i < len && i < olen && in[i] == out[i]) i++;
  int same = i == len && i == olen;
  if (!same)
    fprintf(stderr, "json_canonical: differs at byte %zu: report \"%.40s\", cJSON \"%.40s\"\n", i,
            in + i, out ? out + i : "");
  cJSON_free(out);
  cJSON_Delete(v);
  free(in);
  return same ? 0 : 1;
}
