/* completion.c — what completion offers at a place (sk_complete). Where
 * the format has keywords or fixed values at the cursor's place (a tag or
 * attribute being written in XML, a line's first word, a JSON key, an
 * attribute or setting with a fixed set of values), the items are those
 * (complete_keywords*.c). Elsewhere they are bone names; where the cursor
 * is in a reference written as a number (a parent index, an influence's
 * bone id), the bones' indices, each labelled with its name, also in an
 * empty XSF PARENTID or CHILDID; a bone is never offered as its own
 * parent or child. In a mesh's INFLUENCE ID or an animation's TRACK
 * BONEID, the IDs of the bound skeleton (complete_ids.c). In a .bon
 * serial field, serials (complete_serials.c); in a Dash parentIndex or a
 * BonesPro parent line, indices (complete_indices.c); LGW bone names
 * quoted (complete_names.c). A request sent because a trigger character
 * was typed is answered only where that character opens such a field
 * (complete_trigger.c). */
#include "complete.h"

#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static bool is_integer(const SkSource *src, SkSpan sp) {
  if (!sk_span_valid(sp) || sp.end <= sp.start || sp.end > src->len) return false;
  const char *t = src->text + sp.start;
  size_t n = sp.end - sp.start, i = t[0] == '-';
  if (i == n) return false;
  for (; i < n; i++)
    if (t[i] < '0' || t[i] > '9') return false;
  return true;
}

/* The bones by name (one item per name) or, in a field written as a
 * number, by index; never `self`. */
static void bones(const SkModel *m, bool by_index, int32_t self, SkCompletions *out) {
  uint32_t n = m ? m->nbones : 0;
  for (uint32_t i = 0; i < n && i < SK_COMPLETION_MAX; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->name[0] || (int32_t)i == self) continue;
    /* One item per name: duplicates would only confuse the list. */
    if (!by_index && sk_model_find_bone(m, b->name, strlen(b->name)) != (int32_t)i) continue;
    SkCompletion *c = sk_completion_add(out);
    c->label = by_index ? sk_xasprintf("%u", i) : sk_xstrdup(b->name);
    c->kind = by_index ? SK_COMPLETION_VALUE : SK_COMPLETION_REFERENCE;
    c->detail = by_index ? sk_xasprintf("bone %u: %s", i, b->name) : sk_xasprintf("bone %u", i);
    snprintf(c->sort, sizeof c->sort, "%08u", i);
  }
  out->incomplete = n > SK_COMPLETION_MAX;
}

void sk_complete(const SkDocument *doc, uint32_t off, char trigger, SkBoundSkeletonOf skeleton,
                 void *arg, SkCompletions *out) {
  const SkModel *m = doc->model;
  /* Typed a trigger character where it opens nothing: no list. */
  if (trigger && !sk_completion_trigger_fits(doc->src, doc->format, off, trigger)) return;
  if (sk_complete_skeleton_ids(doc, off, skeleton, arg, out) ||
      sk_complete_bon_serials(doc, off, out) || sk_complete_parent_index(doc, off, out))
    return;
  SkKeywords kw = {doc->src, out, SK_NO_SPAN, 0};
  if (sk_complete_keywords(&kw, doc->format, m, off)) return;
  if (sk_complete_quoted_names(doc, off, out)) return;
  bool xsf_field = sk_format_spec(doc->format)->id_elements && sk_in_xsf_id_field(doc->src, off);
  /* ',' and '=' open fields the completers above fill, or nothing. */
  if ((trigger == ',' || trigger == '=') && !xsf_field) return;
  SkBoneAt at = sk_bone_at(m, off);
  bool by_index = xsf_field || ((at.kind == SK_AT_PARENT || at.kind == SK_AT_INFLUENCE) &&
                                is_integer(doc->src, at.span));
  /* A bone is not its own parent (or child). */
  int32_t self = at.kind == SK_AT_PARENT || xsf_field ? sk_bone_owning(m, off, xsf_field) : -1;
  bones(m, by_index, self, out);
}
