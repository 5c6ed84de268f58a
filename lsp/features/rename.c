/* rename.c — textDocument/prepareRename and textDocument/rename of a
 * bone. The edit changes the bone's name and every reference that spells
 * the name (a parent or influence written by name, quoted or not);
 * references by index or serial stay as they are, since they still point
 * at the same bone. A name another bone already has is refused, as is one
 * the format cannot hold (sk_vocab_name_refused: a .bon name with ',', an
 * XML one with U+FFFE …) and one that would need escaping in any format
 * (quotes, <, >, &, \). A bone without a written name (a .bon joint known only by
 * its serial) cannot be renamed: its references are numbers. */
#include "features.h"

#include <stdlib.h>
#include <string.h>

/* A bone without a written name cannot be renamed (its references are
 * serials or indices, which stay): fills err and returns false. */
static bool has_written_name(const SkModel *m, int32_t bone, LspError *err) {
  if (sk_span_valid(m->bones[bone].name_span)) return true;
  lsp_fail(err, LSP_REQUEST_FAILED,
           "bone %d has no name written in this file (it is known by its %s); "
           "write a name where it is declared first",
           bone, m->bones[bone].has_declared_id ? "number" : "place");
  return false;
}

/* Beyond what the format can hold: a name that would need escaping in
 * some format is refused everywhere, so that a rename reads the same in
 * every file that spells it. */
static bool name_ok(const char *name, const char **why) {
  for (const unsigned char *p = (const unsigned char *)name; *p; p++)
    if (strchr("\"'<>&\\", *p))
      return *why = "the new name contains a character that would need escaping "
                    "(quote, <, >, & or \\)",
             false;
  return true;
}

cJSON *lsp_prepare_rename(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  SkBoneAt at = sk_bone_at(d->doc->model, off);
  if (at.kind == SK_AT_NOTHING || at.kind == SK_AT_BONE || at.kind == SK_AT_EXTERNAL ||
      at.bone < 0) return NULL;
  if (!has_written_name(d->doc->model, at.bone, err)) return NULL;
  cJSON *r = cJSON_CreateObject();
  cJSON_AddItemToObject(r, "range", lsp_range_json(s, d, at.span));
  cJSON_AddStringToObject(r, "placeholder", d->doc->model->bones[at.bone].name);
  return r;
}

static cJSON *text_edit(const Lsp *s, LspDoc *d, SkSpan span, const char *text) {
  cJSON *e = cJSON_CreateObject();
  cJSON_AddItemToObject(e, "range", lsp_range_json(s, d, span));
  cJSON_AddStringToObject(e, "newText", text);
  return e;
}

cJSON *lsp_rename(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const cJSON *nn = cJSON_GetObjectItemCaseSensitive(params, "newName");
  if (!cJSON_IsString(nn)) return lsp_fail(err, LSP_INVALID_PARAMS, "newName must be a string");
  const SkModel *m = d->doc->model;
  SkBoneAt at = sk_bone_at(m, off);
  if (at.kind == SK_AT_NOTHING || at.kind == SK_AT_BONE || at.kind == SK_AT_EXTERNAL ||
      at.bone < 0)
    return lsp_fail(err, LSP_REQUEST_FAILED, "there is no bone name or bone reference here to rename");
  const char *why, *name = nn->valuestring;
  /* What the format can hold is the library's word (sk_vocab_name_refused). */
  why = sk_vocab_name_refused(d->doc->format, name, strlen(name));
  if (why || !name_ok(name, &why)) return lsp_fail(err, LSP_REQUEST_FAILED, "%s", why);
  const SkBone *b = &m->bones[at.bone];
  if (!has_written_name(m, at.bone, err)) return NULL;
  int32_t taken = sk_model_find_bone(m, name, strlen(name));
  if (taken >= 0 && taken != at.bone)
    return lsp_fail(err, LSP_REQUEST_FAILED, "a bone named '%.200s' already exists (bone %d)",
                    name, taken);
  cJSON *edits = cJSON_CreateArray();
  const SkSource *src = d->doc->src;
  cJSON_AddItemToArray(edits, text_edit(s, d, b->name_span, name));
  SkSpans refs = {0};
  sk_bone_references(m, at.bone, false, &refs);
  uint32_t last_end = 0;
  for (size_t i = 0; i < refs.count; i++) {
    SkSpan sp = sk_name_in(src, refs.items[i], b->name);
    /* Overlapping edits are invalid in LSP: keep the first. */
    if (!sk_span_valid(sp) || (i && sp.start < last_end)) continue;
    cJSON_AddItemToArray(edits, text_edit(s, d, sp, name));
    last_end = sp.end;
  }
  sk_spans_free(&refs);
  cJSON *r = cJSON_CreateObject();
  cJSON *changes = cJSON_AddObjectToObject(r, "changes");
  cJSON_AddItemToObject(changes, d->uri, edits);
  return r;
}
