/* highlight.c — the document highlights of a place (sk_highlights): every
 * use in this file of the bone under the cursor: its declaration (a
 * write), and each reference to it (a read) — parent fields, XSF CHILDID
 * lists, .bon serials, influences. In a file without bones of its own (an
 * XMF mesh, an XAF animation) the number under the cursor is a bone ID of
 * the skeleton: every influence and track with the same ID is a read. The
 * cursor on a bone's declared ID (XSF ID="3", a .bon NAMEPART serial)
 * counts as on the bone; elsewhere in a declaration, nothing. */
#include "../report.h"
#include "skellint/editor.h"

#include <stdlib.h>

static void add(SkHighlights *h, SkSpan sp, SkHighlightKind kind) {
  if (h->count == h->cap) {
    h->cap = h->cap ? h->cap * 2 : 8;
    h->items = sk_xrealloc(h->items, h->cap * sizeof *h->items);
  }
  h->items[h->count++] = (SkHighlight){sp, kind};
}

/* Every influence and recorded reference naming skeleton bone `id`:
 * influences and refs are each in file order, so the two lists merge. */
static void external(const SkModel *m, int32_t id, SkHighlights *out) {
  uint32_t i = 0, k = 0;
  for (;;) {
    while (i < m->ninfluences && (m->influences[i].bone != id || !m->influences[i].bone_len)) i++;
    while (k < m->nrefs && m->refs[k].bone != (uint32_t)id) k++;
    if (i == m->ninfluences && k == m->nrefs) break;
    bool inf = i < m->ninfluences &&
               (k == m->nrefs || m->influences[i].bone_start < m->refs[k].span.start);
    if (inf) {
      const SkInfluence *in = &m->influences[i++];
      add(out, sk_span(in->bone_start, in->bone_start + in->bone_len), SK_HIGHLIGHT_READ);
    } else {
      add(out, m->refs[k++].span, SK_HIGHLIGHT_READ);
    }
  }
}

void sk_highlights(const SkDocument *doc, uint32_t offset, SkHighlights *out) {
  const SkModel *m = doc ? doc->model : NULL;
  SkBoneAt at = sk_bone_at(m, offset);
  /* In a declaration, only its ID (XSF ID="3", a .bon NAMEPART serial)
   * stands for the bone as its name does. */
  if (at.kind == SK_AT_BONE) {
    SkSpan id = m->bones[at.bone].id_span;
    if (!sk_span_valid(id) || offset < id.start || offset > id.end) return;
  }
  if (at.bone < 0 || at.kind == SK_AT_NOTHING) return;
  if (at.kind == SK_AT_EXTERNAL) {
    external(m, at.bone, out);
    return;
  }
  const SkBone *b = &m->bones[at.bone];
  SkSpan decl = sk_bone_mark(b);
  SkSpans l = {0};
  sk_bone_references(m, at.bone, true, &l);
  for (size_t i = 0; i < l.count; i++) {
    bool is_decl = l.items[i].start == decl.start && l.items[i].end == decl.end;
    add(out, l.items[i], is_decl ? SK_HIGHLIGHT_WRITE : SK_HIGHLIGHT_READ);
  }
  sk_spans_free(&l);
}

void sk_highlights_free(SkHighlights *h) {
  free(h->items);
  *h = (SkHighlights){0};
}
