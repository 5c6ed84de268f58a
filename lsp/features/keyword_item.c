/* keyword_item.c — the completion item every format's keyword completion
 * makes (keywords.c, keywords_xml.c, keywords_json.c): its label, kind,
 * detail, the order it was added in, and the edit that writes it over the
 * word or value around the cursor. */
#include "features.h"

#include <stdio.h>

void lsp_keyword_item(LspKeywords *k, const char *label, int kind, const char *detail,
                      const char *text) {
  if (!text) text = label;
  cJSON *it = cJSON_CreateObject();
  char sort[16];
  snprintf(sort, sizeof sort, "%05u", k->count++);
  cJSON_AddStringToObject(it, "label", label);
  cJSON_AddNumberToObject(it, "kind", kind);
  if (detail) cJSON_AddStringToObject(it, "detail", detail);
  cJSON_AddStringToObject(it, "sortText", sort);
  /* Clients filter on the replaced text: when that opens with a quote,
   * so must the text filtered against. */
  if (k->replace.end > k->replace.start && k->src->text[k->replace.start] == '"' &&
      text[0] == '"')
    cJSON_AddStringToObject(it, "filterText", text);
  cJSON *edit = cJSON_AddObjectToObject(it, "textEdit");
  cJSON_AddItemToObject(edit, "range", lsp_range_json(k->s, k->doc, k->replace));
  cJSON_AddStringToObject(edit, "newText", text);
  cJSON_AddItemToArray(k->items, it);
}
