/* action_json.c — the library's fixes (SkFix) as LSP code actions: a
 * quick fix for one finding (its title, "(unsafe)" when it is not safe:
 * the editor shows no safety of its own), "Fix all safe skellint problems"
 * (source.fixAll.skellint), and the WorkspaceEdit of fixes written as JSON
 * text — fix-all's edit on a file with 10,000 findings is megabytes, never
 * built as a cJSON tree. */
#include "proto.h"

#include <stdlib.h>

void lsp_put_fix_edit(SkBuf *b, const char *uri, const SkPositions *pos, const SkFix *const *fixes,
                      size_t n) {
  sk_buf_append(b, "{\"changes\":{", 12);
  lsp_put_string(b, uri);
  sk_buf_append(b, ":[", 2);
  bool first = true;
  for (size_t f = 0; f < n; f++)
    for (uint32_t i = 0; i < fixes[f]->nedits; i++) {
      const SkEdit *e = &fixes[f]->edits[i];
      sk_buf_append(b, first ? "{\"range\":" : ",{\"range\":", first ? 9 : 10);
      first = false;
      lsp_put_range(b, pos, e->span);
      sk_buf_append(b, ",\"newText\":", 11);
      lsp_put_string(b, e->text ? e->text : "");
      sk_buf_putc(b, '}');
    }
  sk_buf_append(b, "]}}", 3);
}

cJSON *lsp_fix_action_json(const SkFix *fix, bool preferred, cJSON *diagnostic, const char *edit) {
  cJSON *a = cJSON_CreateObject();
  char *title = sk_xasprintf("%s%s", fix->title ? fix->title : "Fix", fix->safe ? "" : " (unsafe)");
  cJSON_AddStringToObject(a, "title", title);
  free(title);
  cJSON_AddStringToObject(a, "kind", "quickfix");
  cJSON_AddItemToArray(cJSON_AddArrayToObject(a, "diagnostics"), diagnostic);
  if (preferred) cJSON_AddBoolToObject(a, "isPreferred", true);
  cJSON_AddRawToObject(a, "edit", edit);
  return a;
}

cJSON *lsp_fix_all_action_json(const char *uri, int64_t version, const char *edit) {
  cJSON *a = cJSON_CreateObject();
  cJSON_AddStringToObject(a, "title", "Fix all safe skellint problems");
  cJSON_AddStringToObject(a, "kind", "source.fixAll.skellint");
  if (edit) {
    cJSON_AddRawToObject(a, "edit", edit);
  } else {
    cJSON *data = cJSON_AddObjectToObject(a, "data");
    cJSON_AddStringToObject(data, "uri", uri);
    cJSON_AddNumberToObject(data, "version", (double)version);
  }
  return a;
}
