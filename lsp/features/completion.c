/* completion.c — textDocument/completion. Where the format has keywords
 * or fixed values at the cursor's place (a tag or attribute being written
 * in XML, a line's first word, a JSON key, an attribute or setting with a
 * fixed set of values), the items are those (keywords*.c). Elsewhere they
 * are bone names; where the cursor is in a reference written as a number
 * (a parent index, an influence's bone id), the bones' indices, each
 * labelled with its name, also in an empty XSF PARENTID or CHILDID; a bone
 * is never offered as its own parent or child. In a mesh's INFLUENCE ID or an animation's
 * TRACK BONEID, the IDs of the character's skeleton (skeleton_refs.c). In
 * a .bon serial field, serials (complete_serials.c); in a Dash parentIndex
 * or a BonesPro parent line, indices (complete_indices.c); LGW bone names
 * quoted (complete_names.c). A request sent because a trigger character
 * was typed is answered only where that character opens such a field
 * (completion_trigger.c). */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ITEMS 5000

static bool is_integer(const SkSource *src, SkSpan sp) {
  if (!sk_span_valid(sp) || sp.end <= sp.start || sp.end > src->len) return false;
  const char *t = src->text + sp.start;
  size_t n = sp.end - sp.start, i = t[0] == '-';
  if (i == n) return false;
  for (; i < n; i++)
    if (t[i] < '0' || t[i] > '9') return false;
  return true;
}

static cJSON *answer(cJSON *items, bool incomplete) {
  cJSON *r = cJSON_CreateObject();
  cJSON_AddBoolToObject(r, "isIncomplete", incomplete);
  cJSON_AddItemToObject(r, "items", items);
  return r;
}

cJSON *lsp_completion(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const SkModel *m = d->doc->model;
  cJSON *items = cJSON_CreateArray();
  bool incomplete = false;
  /* Typed a trigger character where it opens nothing: no list. */
  char trigger = lsp_completion_trigger(params);
  if (trigger && !lsp_trigger_fits(d->doc->src, d->doc->format, off, trigger))
    return answer(items, false);
  if (lsp_complete_skeleton_ids(s, d, off, items, &incomplete) ||
      lsp_complete_bon_serials(s, d, off, items, &incomplete) ||
      lsp_complete_parent_index(s, d, off, items, &incomplete))
    return answer(items, incomplete);
  LspKeywords kw = {s, d, d->doc->src, items, SK_NO_SPAN, 0};
  if (lsp_keywords(&kw, d->doc->format, m, off)) return answer(items, false);
  if (lsp_complete_quoted_names(s, d, off, items, &incomplete)) return answer(items, incomplete);
  bool xsf_field = sk_format_spec(d->doc->format)->id_elements && lsp_in_xsf_id_field(d->doc->src, off);
  /* ',' and '=' open fields the completers above fill, or nothing. */
  if ((trigger == ',' || trigger == '=') && !xsf_field) return answer(items, false);
  uint32_t n = m ? m->nbones : 0;
  SkBoneAt at = sk_bone_at(m, off);
  bool by_index = (at.kind == SK_AT_PARENT || at.kind == SK_AT_INFLUENCE) &&
                  is_integer(d->doc->src, at.span);
  if (xsf_field) by_index = true;
  /* A bone is not its own parent (or child). */
  int32_t self = at.kind == SK_AT_PARENT || xsf_field ? sk_bone_owning(m, off, xsf_field) : -1;
  for (uint32_t i = 0; i < n && i < MAX_ITEMS; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->name[0] || (int32_t)i == self) continue;
    /* One item per name: duplicates would only confuse the list. */
    if (!by_index && sk_model_find_bone(m, b->name, strlen(b->name)) != (int32_t)i) continue;
    cJSON *it = cJSON_CreateObject();
    char num[16], sort[16];
    snprintf(num, sizeof num, "%u", i);
    snprintf(sort, sizeof sort, "%08u", i);
    cJSON_AddStringToObject(it, "label", by_index ? num : b->name);
    cJSON_AddNumberToObject(it, "kind", by_index ? LSP_KIND_VALUE : LSP_KIND_REFERENCE);
    char *detail = by_index ? sk_xasprintf("bone %u: %s", i, b->name) : sk_xasprintf("bone %u", i);
    cJSON_AddStringToObject(it, "detail", detail);
    free(detail);
    cJSON_AddStringToObject(it, "sortText", sort);
    cJSON_AddItemToArray(items, it);
  }
  return answer(items, n > MAX_ITEMS);
}
