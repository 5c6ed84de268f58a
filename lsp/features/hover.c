/* hover.c — textDocument/hover on a bone's name, declaration or any
 * reference to it: its index, name, parent chain, local transform and
 * absolute bind-pose position (bone_text.c writes them; for a bone of the
 * skeleton an XMF or XAF refers to, skeleton_refs.c). A BonesPro animation
 * header line (keyed or a value alone) says which header value it is and
 * which values the format documents. */
#include "features.h"

#include "../lint/formats/bonespro.h"

#include <stdlib.h>

/* A BonesPro animation header line: which of the eight values it is. */
static SkSpan bp_header_hover(const SkModel *m, uint32_t off, SkBuf *md) {
  const BpExt *x = m && m->format == SK_FORMAT_BPANIM ? m->ext : NULL;
  int k = bp_setting_at(x, off);
  if (k < 0) return SK_NO_SPAN;
  const BpSetting *st = &x->settings[k];
  sk_buf_printf(md, "**%s** — header value %d of 8%s\n\n%s\n", bp_key_names[k], k + 1,
                x->form == BP_FORM_VALUES ? ", written alone (as the BonesPro document lists it)"
                                          : "", bp_key_doc((BpKey)k));
  const char *v = bp_key_value((BpKey)k, 0);
  if (v) {
    sk_buf_puts(md, "\nValues: ");
    for (size_t i = 0; (v = bp_key_value((BpKey)k, i)); i++) sk_buf_printf(md, "%s`%s`", i ? ", " : "", v);
    sk_buf_putc(md, '\n');
  } else {
    sk_buf_puts(md, "\nValue: a frame number\n");
  }
  return sk_span(st->key.start < st->value.start ? st->key.start : st->value.start,
                 st->key.end > st->value.end ? st->key.end : st->value.end);
}

cJSON *lsp_hover(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const SkModel *m = d->doc->model;
  LspAt at = lsp_bone_at(m, off);
  SkBuf md = {0};
  if (at.kind == LSP_AT_NOTHING) {
    at.span = bp_header_hover(m, off, &md);
    if (!sk_span_valid(at.span)) return NULL;
  } else if (at.kind == LSP_AT_EXTERNAL) {
    lsp_describe_skeleton_bone(s, d, at.bone, &md);
  } else if (at.bone < 0) {
    sk_buf_puts(&md, "reference to no bone");
  } else {
    lsp_describe_bone(m, at.bone, NULL, &md);
  }
  cJSON *r = cJSON_CreateObject();
  cJSON *c = cJSON_AddObjectToObject(r, "contents");
  cJSON_AddStringToObject(c, "kind", "markdown");
  char *text = sk_buf_take(&md);
  cJSON_AddStringToObject(c, "value", text);
  free(text);
  cJSON_AddItemToObject(r, "range", lsp_range_json(s, d, at.span));
  return r;
}
