/* json_stream.c — see json_stream.h. cJSON prints a formatted element at
 * depth D as it prints it alone, with D more tabs after every newline (its
 * newlines are all layout: strings escape theirs), and separates array
 * elements with "," (", " formatted). */
#include "json_stream.h"

#include "skellint.h"

#include <stdlib.h>
#include <string.h>

bool cli_json_split(const cJSON *root, bool formatted, char **head, char **tail) {
  char *text = formatted ? cJSON_Print(root) : cJSON_PrintUnformatted(root);
  if (!text) return false;
  char *at = NULL;
  for (char *p = strstr(text, "[]"); p; p = strstr(p + 1, "[]")) at = p;
  if (!at) {
    cJSON_free(text);
    return false;
  }
  *head = sk_xstrndup(text, (size_t)(at - text) + 1);
  *tail = sk_xstrdup(at + 1);
  cJSON_free(text);
  return true;
}

void cli_json_array_add(CliJsonArray *a, cJSON *item) {
  char *text = a->formatted ? cJSON_Print(item) : cJSON_PrintUnformatted(item);
  cJSON_Delete(item);
  if (!text) return;
  if (a->count++) fputs(a->formatted ? ", " : ",", a->out);
  if (!a->formatted || a->depth == 0) {
    fputs(text, a->out);
  } else {
    const char *p = text;
    for (const char *nl; (nl = strchr(p, '\n')); p = nl + 1) {
      fwrite(p, 1, (size_t)(nl - p) + 1, a->out);
      for (unsigned i = 0; i < a->depth; i++) fputc('\t', a->out);
    }
    fputs(p, a->out);
  }
  cJSON_free(text);
}

void cli_json_add_text(cJSON *obj, const char *key, const char *s) {
  char *clean = sk_utf8_sanitize(s ? s : "", s ? strlen(s) : 0);
  cJSON_AddStringToObject(obj, key, clean);
  free(clean);
}
