/* highlight.c — textDocument/documentHighlight: every use in this file of
 * the bone under the cursor: its declaration (kind Write), and each
 * reference to it (Read) — parent fields, XSF CHILDID lists, .bon serials,
 * influences. In a file without bones of its own (an XMF mesh, an XAF
 * animation) the number under the cursor is a bone ID of the skeleton:
 * every influence and track with the same ID is highlighted. The cursor
 * on a bone's declared ID (XSF ID="3", a .bon NAMEPART serial) counts as
 * on the bone. */
#include "features.h"

#include <stdlib.h>

enum { HL_READ = 2, HL_WRITE = 3 };

static void add(Lsp *s, LspDoc *d, cJSON *out, SkSpan sp, int kind) {
  cJSON *o = cJSON_CreateObject();
  cJSON_AddItemToObject(o, "range", lsp_range_json(s, d, sp));
  cJSON_AddNumberToObject(o, "kind", kind);
  cJSON_AddItemToArray(out, o);
}

cJSON *lsp_document_highlight(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  uint32_t off;
  if (!d || !lsp_params_offset(s, d, params, &off, err)) return NULL;
  const SkModel *m = d->doc->model;
  cJSON *out = cJSON_CreateArray();
  SkBoneAt at = sk_bone_at(m, off);
  /* In a declaration, only its ID (XSF ID="3", a .bon NAMEPART serial)
   * stands for the bone as its name does. */
  if (at.kind == SK_AT_BONE) {
    SkSpan id = m->bones[at.bone].id_span;
    if (!sk_span_valid(id) || off < id.start || off > id.end) return out;
  }
  if (at.bone < 0 || at.kind == SK_AT_NOTHING) return out;
  if (at.kind == SK_AT_EXTERNAL) {
    /* Influences and refs are each in file order: merge the two lists. */
    uint32_t i = 0, k = 0;
    for (;;) {
      while (i < m->ninfluences && (m->influences[i].bone != at.bone || !m->influences[i].bone_len)) i++;
      while (k < m->nrefs && m->refs[k].bone != (uint32_t)at.bone) k++;
      if (i == m->ninfluences && k == m->nrefs) break;
      bool inf = i < m->ninfluences &&
                 (k == m->nrefs || m->influences[i].bone_start < m->refs[k].span.start);
      if (inf) {
        const SkInfluence *in = &m->influences[i++];
        add(s, d, out, sk_span(in->bone_start, in->bone_start + in->bone_len), HL_READ);
      } else {
        add(s, d, out, m->refs[k++].span, HL_READ);
      }
    }
    return out;
  }
  const SkBone *b = &m->bones[at.bone];
  SkSpan decl = sk_span_valid(b->name_span) ? b->name_span
                : sk_span_valid(b->id_span) ? b->id_span : b->span;
  SkSpans l = {0};
  sk_bone_references(m, at.bone, true, &l);
  for (size_t i = 0; i < l.count; i++) {
    bool is_decl = l.items[i].start == decl.start && l.items[i].end == decl.end;
    add(s, d, out, l.items[i], is_decl ? HL_WRITE : HL_READ);
  }
  sk_spans_free(&l);
  return out;
}
