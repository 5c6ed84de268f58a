/* inlay_hints.c — textDocument/inlayHint: the bone's name after every bone
 * number, so that `<INFLUENCE ID="25">` reads `25 Bip01 Spine`. The
 * numbers are the references the front-ends recorded in the model (a
 * bone's parent field, an influence's bone, SkBoneRef: XSF CHILDID, .bon
 * serials, XAF TRACK BONEID…), so a new format needs no change here. A
 * number names a bone of this file, or — in a file without bones of its
 * own (an XMF mesh, an XAF animation) — the bone with that ID in the
 * character's skeleton (character.c finds it, as hover does). References
 * written as a name get no hint: the name is already there.
 *
 * Only hints inside the requested range are made: the scan of the model's
 * lists is a comparison per reference, and only the hints of the range
 * cost positions and JSON, so a screenful of a 5 MB file answers in well
 * under a millisecond (bench/bench_inlay.sh). */
#include "features.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  uint32_t at;        /* where the hint goes: after the number */
  const char *name;
} Hint;

typedef struct {
  const SkSource *src;
  const SkModel *m;   /* the bones numbers name */
  SkSpan range;
  Hint *items;
  size_t count, cap;
} Hints;

/* Written as a number: digits (half- or full-width, as .bon allows), an
 * optional sign, optional quotes around. */
static bool numeric(const SkSource *src, SkSpan sp) {
  if (!sk_span_valid(sp) || sp.end <= sp.start || sp.end > src->len) return false;
  const unsigned char *t = (const unsigned char *)src->text + sp.start;
  size_t n = sp.end - sp.start, i = 0;
  if (n >= 2 && (t[0] == '"' || t[0] == '\'') && t[n - 1] == t[0]) i++, n--;
  if (i < n && (t[i] == '-' || t[i] == '+')) i++;
  if (i == n) return false;
  while (i < n) {
    if (t[i] >= '0' && t[i] <= '9') {
      i++;
      continue;
    }
    /* Full-width digits and minus (U+FF10..FF19, U+FF0D) in UTF-8. */
    if (i + 3 <= n && t[i] == 0xEF && t[i + 1] == 0xBC &&
        ((t[i + 2] >= 0x90 && t[i + 2] <= 0x99) || t[i + 2] == 0x8D)) {
      i += 3;
      continue;
    }
    return false;
  }
  return true;
}

static void add(Hints *h, SkSpan at, int64_t bone) {
  if (!sk_span_valid(at) || at.start < h->range.start || at.start > h->range.end) return;
  if (!h->m || bone < 0 || bone >= (int64_t)h->m->nbones || !numeric(h->src, at)) return;
  const char *name = h->m->bones[bone].name;
  if (!name || !name[0]) return;
  if (h->count == h->cap) {
    h->cap = h->cap ? h->cap * 2 : 64;
    h->items = sk_xrealloc(h->items, h->cap * sizeof *h->items);
  }
  /* After an attribute's closing quote: ID="25" Bip01 Spine. */
  uint32_t after = at.end;
  const char *t = h->src->text;
  if (after < h->src->len && (t[after] == '"' || t[after] == '\'') && at.start > 0 &&
      t[at.start - 1] == t[after])
    after++;
  h->items[h->count++] = (Hint){after, name};
}

static int by_place(const void *a, const void *b) {
  const Hint *x = a, *y = b;
  return x->at < y->at ? -1 : x->at > y->at;
}

cJSON *lsp_inlay_hint(Lsp *s, const cJSON *params, LspError *err) {
  LspDoc *d = lsp_doc_from_params(s, params, err);
  if (!d) return NULL;
  SkSpan range;
  if (!lsp_range_read(s, d, cJSON_GetObjectItemCaseSensitive(params, "range"), &range))
    return lsp_fail(err, LSP_INVALID_PARAMS, "inlayHint needs a range");
  const SkModel *m = d->doc->model;
  cJSON *out = cJSON_CreateArray();
  if (!m) return out;
  Hints h = {.src = d->doc->src, .m = m, .range = range};
  if (m->nbones == 0 && (m->ninfluences || m->nrefs)) {
    /* A mesh or an animation: its numbers are IDs of the skeleton's bones. */
    char *path = NULL;
    const SkDocument *sk = lsp_doc_skeleton(s, d, &path);
    free(path);
    h.m = sk ? sk->model : NULL;
  }
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (b->has_parent_ref && !b->parent_unresolved) add(&h, b->parent_span, b->parent);
  }
  for (uint32_t k = 0; k < m->ninfluences; k++) {
    const SkInfluence *in = &m->influences[k];
    if (in->bone_len && in->bone_start >= range.start && in->bone_start <= range.end)
      add(&h, sk_span(in->bone_start, in->bone_start + in->bone_len), in->bone);
  }
  for (uint32_t k = 0; k < m->nrefs; k++)
    if (!m->refs[k].by_name) add(&h, m->refs[k].span, m->refs[k].bone);
  /* In order, and one hint per place (a .bon serial is a joint and the
   * parent of the next). */
  qsort(h.items, h.count, sizeof *h.items, by_place);
  for (size_t i = 0; i < h.count; i++) {
    if (i && h.items[i].at == h.items[i - 1].at) continue;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "position", lsp_position_json(s, d, h.items[i].at));
    cJSON_AddStringToObject(o, "label", h.items[i].name);
    cJSON_AddBoolToObject(o, "paddingLeft", true);
    cJSON_AddItemToArray(out, o);
  }
  free(h.items);
  return out;
}
