/* inlay_hints.c — the bone's name after every bone number
 * (sk_inlay_hints), so that `<INFLUENCE ID="25">` reads `25 Bip01 Spine`.
 * The numbers are the references the front-ends recorded in the model (a
 * bone's parent field, an influence's bone, SkBoneRef: XSF CHILDID, .bon
 * serials, XAF TRACK BONEID…), so a new format needs no change here. A
 * number names a bone of this file, or — in a file without bones of its
 * own (an XMF mesh, an XAF animation) — the bone with that ID in the
 * skeleton the caller's hook gives. References written as a name get no
 * hint: the name is already there.
 *
 * Only hints inside the requested range are made: the scan of the model's
 * lists is a comparison per reference, and only the hints of the range
 * cost a name, so a screenful of a 5 MB file answers in well under a
 * millisecond (bench/bench_inlay.sh). */
#include "../report.h"
#include "skellint/editor.h"

#include <stdlib.h>

typedef struct {
  uint32_t at;        /* where the hint goes: after the number */
  const char *name;   /* the model's */
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

/* In order, and one hint per place (a .bon serial is a joint and the
 * parent of the next). */
static void sorted(Hints *h, SkInlayHints *out) {
  if (h->count > 1) qsort(h->items, h->count, sizeof *h->items, by_place);
  out->items = h->count ? sk_xmalloc(h->count * sizeof *out->items) : NULL;
  for (size_t i = 0; i < h->count; i++) {
    if (i && h->items[i].at == h->items[i - 1].at) continue;
    out->items[out->count++] = (SkInlayHint){h->items[i].at, sk_xstrdup(h->items[i].name)};
  }
  free(h->items);
}

void sk_inlay_hints(const SkDocument *doc, SkSpan range, SkSkeletonOf skeleton, void *arg,
                    SkInlayHints *out) {
  const SkModel *m = doc ? doc->model : NULL;
  *out = (SkInlayHints){0};
  if (!m) return;
  Hints h = {.src = doc->src, .m = m, .range = range};
  if (m->nbones == 0 && (m->ninfluences || m->nrefs))
    /* A mesh or an animation: its numbers are IDs of the skeleton's bones. */
    h.m = skeleton ? skeleton(arg) : NULL;
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
  sorted(&h, out);
}

void sk_inlay_hints_free(SkInlayHints *h) {
  for (size_t i = 0; i < h->count; i++) free(h->items[i].label);
  free(h->items);
  *h = (SkInlayHints){0};
}
