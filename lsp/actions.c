/* actions.c — textDocument/codeAction: the fixes the rules attached to
 * their diagnostics, as quick fixes with a WorkspaceEdit. A safe fix is
 * the preferred action of its diagnostic (editors apply it with one key).
 * "Fix all safe problems" (source.fixAll.skellint) gathers the first safe
 * fix of every diagnostic whose edits do not overlap an earlier one
 * (fix_pick.c). */
#include "fix_pick.h"
#include "server.h"

#include <stdlib.h>
#include <string.h>

static bool wants(const cJSON *only, const char *kind) {
  if (!cJSON_IsArray(only)) return true;
  const cJSON *k;
  cJSON_ArrayForEach(k, only) {
    if (!cJSON_IsString(k)) continue;
    size_t n = strlen(k->valuestring);
    /* "source" asks for "source.fixAll.skellint" too. */
    if (strncmp(kind, k->valuestring, n) == 0 && (kind[n] == '\0' || kind[n] == '.'))
      return true;
  }
  return false;
}

static cJSON *edit_of(const Lsp *s, LspDoc *d, const SkFix **fixes, size_t n) {
  cJSON *we = cJSON_CreateObject();
  cJSON *changes = cJSON_AddObjectToObject(we, "changes");
  cJSON *edits = cJSON_AddArrayToObject(changes, d->uri);
  for (size_t f = 0; f < n; f++)
    for (uint32_t i = 0; i < fixes[f]->nedits; i++) {
      const SkEdit *e = &fixes[f]->edits[i];
      cJSON *te = cJSON_CreateObject();
      cJSON_AddItemToObject(te, "range", lsp_range_json(s, d, e->span));
      cJSON_AddStringToObject(te, "newText", e->text ? e->text : "");
      cJSON_AddItemToArray(edits, te);
    }
  return we;
}

static bool touches(SkSpan a, SkSpan b) {
  return sk_span_valid(a) && a.start <= b.end && b.start <= a.end;
}

static void fix_all(const Lsp *s, LspDoc *d, cJSON *out) {
  const SkDiagList *l = &d->doc->diags;
  const SkFix **chosen = sk_xmalloc((l->count + 1) * sizeof *chosen);
  size_t n = lsp_fix_all_pick(l, chosen);
  if (n) {
    cJSON *a = cJSON_CreateObject();
    cJSON_AddStringToObject(a, "title", "Fix all safe skellint problems");
    cJSON_AddStringToObject(a, "kind", "source.fixAll.skellint");
    cJSON_AddItemToObject(a, "edit", edit_of(s, d, chosen, n));
    cJSON_AddItemToArray(out, a);
  }
  free(chosen);
}

cJSON *lsp_code_action(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  SkSpan range;
  if (!lsp_range_read(s, d, cJSON_GetObjectItemCaseSensitive(params, "range"), &range))
    return lsp_fail(err, LSP_INVALID_PARAMS, "range must be a Range with start ≤ end");
  const cJSON *only = cJSON_GetObjectItemCaseSensitive(
      cJSON_GetObjectItemCaseSensitive(params, "context"), "only");
  cJSON *out = cJSON_CreateArray();
  const SkDiagList *l = &d->doc->diags;
  for (size_t i = 0; wants(only, "quickfix") && i < l->count; i++) {
    const SkDiagnostic *g = &l->items[i];
    if (!g->nfixes || g->severity == SK_SEVERITY_OFF || !touches(g->span, range)) continue;
    bool preferred_given = false;
    for (uint32_t f = 0; f < g->nfixes; f++) {
      const SkFix *fix = &g->fixes[f];
      cJSON *a = cJSON_CreateObject();
      cJSON_AddStringToObject(a, "title", fix->title ? fix->title : "Fix");
      cJSON_AddStringToObject(a, "kind", "quickfix");
      cJSON *diags = cJSON_AddArrayToObject(a, "diagnostics");
      cJSON_AddItemToArray(diags, lsp_diagnostic_json(s, d, g));
      if (fix->safe && !preferred_given) {
        cJSON_AddBoolToObject(a, "isPreferred", true);
        preferred_given = true;
      }
      cJSON_AddItemToObject(a, "edit", edit_of(s, d, &fix, 1));
      cJSON_AddItemToArray(out, a);
    }
  }
  /* Fix-all rides along with the quick fixes, or when asked for by kind. */
  if (cJSON_IsArray(only) ? wants(only, "source.fixAll.skellint") : cJSON_GetArraySize(out) > 0)
    fix_all(s, d, out);
  return out;
}
