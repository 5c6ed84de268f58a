/* bones_at.c — the format-neutral questions every navigation feature asks
 * of the model: which bone (or reference to a bone) is at this place, and
 * which places refer to a bone. Only SkModel spans are used (name_span,
 * parent_span, span, influences), so a new format's front-end gets hover,
 * definition, references and rename without changes here. */
#include "../report.h"
#include "skellint/editor.h"

#include <stdlib.h>
#include <string.h>

static bool within(SkSpan s, uint32_t off) {
  return sk_span_valid(s) && s.start <= off && off <= s.end;
}

static uint32_t width(SkSpan s) { return s.end - s.start; }

/* A reference to bone `bone`: in a file without bones (XMF, XAF) it names
 * a bone of another file; one past this file's bones names none. */
static SkBoneAt ref(const SkModel *m, SkAtKind kind, int64_t bone, SkSpan s) {
  if (m->nbones == 0 && bone >= 0) return (SkBoneAt){SK_AT_EXTERNAL, (int32_t)bone, s};
  if (bone < 0 || bone >= (int64_t)m->nbones) bone = -1;
  return (SkBoneAt){kind, (int32_t)bone, s};
}

SkBoneAt sk_bone_at(const SkModel *m, uint32_t off) {
  SkBoneAt at = {SK_AT_NOTHING, -1, SK_NO_SPAN};
  if (!m) return at;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (within(b->name_span, off)) return (SkBoneAt){SK_AT_NAME, (int32_t)i, b->name_span};
    if (b->has_parent_ref && within(b->parent_span, off))
      return (SkBoneAt){SK_AT_PARENT, b->parent_unresolved ? -1 : b->parent, b->parent_span};
    /* The innermost declaration wins (formats that nest bones). */
    if (within(b->span, off) && (at.kind == SK_AT_NOTHING || width(b->span) < width(at.span)))
      at = (SkBoneAt){SK_AT_BONE, (int32_t)i, b->span};
  }
  for (uint32_t i = 0; i < m->ninfluences; i++) {
    const SkInfluence *in = &m->influences[i];
    SkSpan s = sk_span(in->bone_start, in->bone_start + in->bone_len);
    if (in->bone_len && within(s, off)) return ref(m, SK_AT_INFLUENCE, in->bone, s);
  }
  /* Other references the front-end recorded (XSF CHILDID, …). */
  for (uint32_t i = 0; i < m->nrefs; i++)
    if (within(m->refs[i].span, off))
      return ref(m, SK_AT_PARENT, m->refs[i].bone, m->refs[i].span);
  return at;
}

int32_t sk_bone_owning(const SkModel *m, uint32_t off, bool innermost) {
  if (!m) return -1;
  int32_t in = -1;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (b->has_parent_ref && within(b->parent_span, off)) return (int32_t)i;
    if (innermost && within(b->span, off) &&
        (in < 0 || width(b->span) < width(m->bones[in].span)))
      in = (int32_t)i;
  }
  return in;
}

static void push(SkSpans *l, SkSpan s) {
  if (!sk_span_valid(s)) return;
  if (l->count == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 8;
    l->items = sk_xrealloc(l->items, l->cap * sizeof *l->items);
  }
  l->items[l->count++] = s;
}

static int by_start(const void *a, const void *b) {
  const SkSpan *x = a, *y = b;
  return x->start < y->start ? -1 : x->start > y->start;
}

void sk_bone_references(const SkModel *m, int32_t b, bool with_declaration,
                         SkSpans *out) {
  if (!m || b < 0 || (uint32_t)b >= m->nbones) return;
  if (with_declaration) {
    const SkBone *d = &m->bones[b];
    push(out, sk_bone_mark(d));
  }
  for (uint32_t i = 0; i < m->nbones; i++) {
    const SkBone *c = &m->bones[i];
    if (c->has_parent_ref && !c->parent_unresolved && c->parent == b) push(out, c->parent_span);
  }
  for (uint32_t i = 0; i < m->ninfluences; i++) {
    const SkInfluence *in = &m->influences[i];
    if (in->bone == b && in->bone_len) push(out, sk_span(in->bone_start, in->bone_start + in->bone_len));
  }
  for (uint32_t i = 0; i < m->nrefs; i++)
    if (m->refs[i].bone == (uint32_t)b) push(out, m->refs[i].span);
  if (out->count < 2) return;
  if (out->count > 1) qsort(out->items, out->count, sizeof *out->items, by_start);
  /* One place can be two references (a .bon serial is a joint and the
   * parent of the next): list it once. */
  size_t k = 1;
  for (size_t i = 1; i < out->count; i++)
    if (out->items[i].start != out->items[k - 1].start || out->items[i].end != out->items[k - 1].end)
      out->items[k++] = out->items[i];
  out->count = k;
}

SkSpan sk_name_in(const SkSource *src, SkSpan span, const char *name) {
  if (!sk_span_valid(span) || span.end > src->len || span.end < span.start) return SK_NO_SPAN;
  const char *t = src->text + span.start;
  size_t n = span.end - span.start, nl = strlen(name);
  if (n == nl && memcmp(t, name, nl) == 0) return span;
  if (n == nl + 2 && (t[0] == '"' || t[0] == '\'') && t[n - 1] == t[0] &&
      memcmp(t + 1, name, nl) == 0)
    return sk_span(span.start + 1, span.end - 1);
  return SK_NO_SPAN;
}

void sk_spans_free(SkSpans *l) {
  free(l->items);
  l->items = NULL;
  l->count = l->cap = 0;
}

int32_t sk_bone_of_id(const SkModel *m, int64_t id) {
  return m && id >= 0 && id < (int64_t)m->nbones ? (int32_t)id : -1;
}
