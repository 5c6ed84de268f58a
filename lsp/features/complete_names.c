/* complete_names.c — completion of a bone name in an LGW file, where a
 * reference to a bone is a quoted string (a WVERTS weight's bone, a
 * helper's PARENT). Inside the quotes an item replaces what is between
 * them (closing them when the line has no closing quote); outside, it
 * replaces the word being typed with the quoted name — never a bare name,
 * which the reader would not take for a string. */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 5000

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

bool lsp_complete_quoted_names(Lsp *s, LspDoc *d, uint32_t off, cJSON *items, bool *incomplete) {
  const SkModel *m = d->doc->model;
  const SkSource *src = d->doc->src;
  if (!sk_format_spec(d->doc->format)->quoted_names || !m || off > src->len) return false;
  SkSpan line = sk_source_line_span(src, sk_source_line_of(src, off));
  if (off < line.start || off > line.end) return false;
  const char *t = src->text;
  uint32_t quotes = 0, open = 0;
  for (uint32_t i = line.start; i < off; i++)
    if (t[i] == '"') quotes++, open = i;
  bool inside = quotes % 2 == 1;
  SkSpan replace;
  bool close = false;
  if (inside) {
    uint32_t e = off;
    while (e < line.end && t[e] != '"') e++;
    close = e == line.end;
    replace = sk_span(open + 1, e);
  } else {
    uint32_t a = off, e = off;
    while (a > line.start && !is_blank(t[a - 1])) a--;
    while (e < line.end && !is_blank(t[e])) e++;
    replace = sk_span(a, e);
  }
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->nbones && n < MAX_ITEMS; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->name || !b->name[0] || sk_model_find_bone(m, b->name, strlen(b->name)) != (int32_t)i)
      continue;
    cJSON *it = cJSON_CreateObject();
    char sort[16], detail[32];
    snprintf(sort, sizeof sort, "%08u", i);
    snprintf(detail, sizeof detail, "bone %u", i);
    cJSON_AddStringToObject(it, "label", b->name);
    cJSON_AddNumberToObject(it, "kind", LSP_KIND_REFERENCE);
    cJSON_AddStringToObject(it, "detail", detail);
    cJSON_AddStringToObject(it, "sortText", sort);
    char *text = inside ? sk_xasprintf("%s%s", b->name, close ? "\"" : "")
                        : sk_xasprintf("\"%s\"", b->name);
    /* Clients filter on the replaced text: a quote typed outside a string
     * opens the filter text too. */
    cJSON_AddStringToObject(it, "filterText", inside ? b->name : text);
    cJSON *edit = cJSON_AddObjectToObject(it, "textEdit");
    cJSON_AddItemToObject(edit, "range", lsp_range_json(s, d, replace));
    cJSON_AddStringToObject(edit, "newText", text);
    free(text);
    cJSON_AddItemToArray(items, it);
    n++;
  }
  *incomplete = m->nbones > MAX_ITEMS;
  return true;
}
