/* completion.c — textDocument/completion: what the library offers at the
 * place (sk_complete, lint/editor/completion.c) as a CompletionList
 * (lsp/proto/completion_json.c). A request sent because a trigger
 * character was typed (context.triggerKind 2) passes that character; a
 * mesh's or animation's skeleton is the character's (lsp_bound_skeleton). */
#include "features.h"

#include <stdlib.h>
#include <string.h>

/* The character a request was sent for (one of SK_COMPLETION_TRIGGERS),
 * or 0 when completion was asked for. */
static char trigger_of(const cJSON *params) {
  const cJSON *ctx = cJSON_GetObjectItemCaseSensitive(params, "context");
  const cJSON *kind = cJSON_GetObjectItemCaseSensitive(ctx, "triggerKind");
  const cJSON *ch = cJSON_GetObjectItemCaseSensitive(ctx, "triggerCharacter");
  if (!cJSON_IsNumber(kind) || kind->valueint != 2 || !cJSON_IsString(ch) || !ch->valuestring[0] ||
      ch->valuestring[1])
    return 0;
  return strchr(SK_COMPLETION_TRIGGERS, ch->valuestring[0]) ? ch->valuestring[0] : 0;
}

cJSON *lsp_completion(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  LspBound bound = {s, d, NULL};
  SkCompletions l = {0};
  sk_complete(d->doc, off, trigger_of(params), lsp_bound_skeleton, &bound, &l);
  free(bound.shown);
  cJSON *out = lsp_completions_json(&l, lsp_doc_positions(s, d));
  sk_completions_free(&l);
  return out;
}
