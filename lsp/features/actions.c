/* actions.c — textDocument/codeAction: the fixes the rules attached to
 * their diagnostics, as quick fixes with a WorkspaceEdit. The diagnostic's
 * preferred fix (sk_diag_preferred_fix: the safe fix that repairs the
 * culprit, else the first safe one) is its preferred action (editors
 * apply it with one key); an unsafe fix is never preferred and says
 * "(unsafe)" in its title. "Fix all safe problems"
 * (source.fixAll.skellint) applies the safe fixes the CLI's --fix applies
 * in one round (sk_fixes_pick, the one policy). Editors ask for code actions whenever the cursor moves, and
 * fix-all's edit on a file with 10,000 findings is megabytes: it is
 * offered only when asked for by kind or along with quick fixes of the
 * range, and its edit is written as text, not as a cJSON tree — or, for a
 * client that resolves edits lazily (codeAction/resolve), not at all until
 * the user picks the action. Suppression comments are offered after the
 * fixes (actions_suppress.c). The actions' JSON is lsp/proto/action_json.c's. */
#include "features.h"

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

/* The fix-all edit of d's findings as JSON text (NULL: nothing to fix). */
static char *fix_all_edit(const Lsp *s, LspDoc *d) {
  const SkDiagList *l = &d->doc->diags;
  const SkFix **chosen = sk_xmalloc((l->count + 1) * sizeof *chosen);
  size_t n = sk_fixes_pick(l, false, d->doc->src->len, chosen);
  char *text = NULL;
  if (n) {
    SkBuf b = {0};
    lsp_put_fix_edit(&b, d->uri, lsp_doc_positions(s, d), chosen, n);
    text = sk_buf_take(&b);
  }
  free(chosen);
  return text;
}

static bool touches(SkSpan a, SkSpan b) {
  return sk_span_valid(a) && a.start <= b.end && b.start <= a.end;
}

/* Whether fix-all may have anything to do: a finding with a safe fix. */
static bool any_safe_fix(const SkDiagList *l) {
  for (size_t i = 0; i < l->count; i++)
    for (uint32_t f = 0; f < l->items[i].nfixes; f++)
      if (l->items[i].fixes[f].safe) return true;
  return false;
}

static void fix_all(const Lsp *s, LspDoc *d, cJSON *out) {
  if (!any_safe_fix(&d->doc->diags)) return;
  /* With codeAction/resolve, the edit comes only if the user picks it. */
  char *edit = s->resolve_edits ? NULL : fix_all_edit(s, d);
  cJSON_AddItemToArray(out, lsp_fix_all_action_json(d->uri, d->checked_version, edit));
  free(edit);
}

cJSON *lsp_code_action_resolve(Lsp *s, const cJSON *params, LspError *err) {
  if (!cJSON_IsObject(params))
    return lsp_fail(err, LSP_INVALID_PARAMS, "codeAction/resolve needs a CodeAction");
  cJSON *a = cJSON_Duplicate(params, true);
  const cJSON *kind = cJSON_GetObjectItemCaseSensitive(params, "kind");
  if (!cJSON_IsString(kind) || strcmp(kind->valuestring, "source.fixAll.skellint") != 0 ||
      cJSON_GetObjectItemCaseSensitive(params, "edit"))
    return a; /* quick fixes carry their edit already */
  const cJSON *data = cJSON_GetObjectItemCaseSensitive(params, "data");
  const cJSON *uri = cJSON_GetObjectItemCaseSensitive(data, "uri");
  const cJSON *version = cJSON_GetObjectItemCaseSensitive(data, "version");
  LspDoc *d = cJSON_IsString(uri) ? lsp_doc_find(s, uri->valuestring) : NULL;
  if (!d || !d->doc || !cJSON_IsNumber(version) || d->dirty ||
      version->valuedouble != (double)d->checked_version || d->checked_version != d->version) {
    cJSON_Delete(a);
    return lsp_fail(err, LSP_CONTENT_MODIFIED,
                    "the document changed since the action was offered; ask again");
  }
  char *edit = fix_all_edit(s, d);
  cJSON_AddRawToObject(a, "edit", edit ? edit : "{\"changes\":{}}");
  free(edit);
  return a;
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
    const SkFix *preferred = sk_diag_preferred_fix(g);
    for (uint32_t f = 0; f < g->nfixes; f++) {
      const SkFix *fix = &g->fixes[f];
      SkBuf edit = {0};
      lsp_put_fix_edit(&edit, d->uri, lsp_doc_positions(s, d), &fix, 1);
      cJSON_AddItemToArray(out, lsp_fix_action_json(fix, fix == preferred,
                                                    lsp_diagnostic_json(s, d, g), edit.data));
      sk_buf_free(&edit);
    }
  }
  /* Fix-all rides along with the quick fixes, or when asked for by kind. */
  if (cJSON_IsArray(only) ? wants(only, "source.fixAll.skellint") : cJSON_GetArraySize(out) > 0)
    fix_all(s, d, out);
  /* "Disable SKxxx for this line / file" (actions_suppress.c). */
  if (wants(only, "quickfix")) lsp_suppress_actions(s, d, range, out);
  return out;
}
