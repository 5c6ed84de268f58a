/* complete_ids.c — completion of a bone ID in a mesh (XMF INFLUENCE ID)
 * or an animation (XAF TRACK BONEID): the IDs of the bound skeleton (the
 * character's, as the caller knows it), each with its bone's name — in
 * the detail and in the filter text, so that typing a name finds its ID.
 * Cal3D indexes its bone list with the ID: the bone with that ID is the
 * one at that index. The field is found from the text, so that an empty
 * or half-written value counts. */
#include "complete.h"

#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <strings.h>

static bool name_is(const char *t, size_t a, size_t b, const char *name) {
  return b - a == strlen(name) && strncasecmp(t + a, name, b - a) == 0;
}

static bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '-';
}

/* Whether `off` is inside the quotes of an INFLUENCE's ID (XMF) or a
 * TRACK's BONEID (XAF), found from the text alone so that an empty or
 * half-written value counts; *value is what is between the quotes. Right
 * after the '=' of such an attribute, before any quote, *bare is set and
 * *value is empty there: the value goes in with its quotes. */
static bool id_place(const SkSource *src, SkFormat f, uint32_t off, SkSpan *value, bool *bare) {
  const char *t = src->text;
  if (off > src->len) return false;
  uint32_t q = off, lim = off > 256 ? off - 256 : 0;
  *bare = off > lim && t[off - 1] == '=';
  if (!*bare) {
    while (q > lim && t[q - 1] != '"' && t[q - 1] != '\'' && t[q - 1] != '<' && t[q - 1] != '>' &&
           t[q - 1] != '\n')
      q--;
    if (q == lim || (t[q - 1] != '"' && t[q - 1] != '\'')) return false;
  }
  char quote = *bare ? 0 : t[q - 1];
  uint32_t e = *bare ? off : q - 1; /* before the quote: '=', the attribute name */
  while (e > lim && (t[e - 1] == ' ' || t[e - 1] == '\t')) e--;
  if (e == lim || t[e - 1] != '=') return false;
  e--;
  while (e > lim && (t[e - 1] == ' ' || t[e - 1] == '\t')) e--;
  uint32_t a = e;
  while (a > lim && is_name_char(t[a - 1])) a--;
  const char *attr = sk_format_spec(f)->bone_ref_attr, *tag = sk_format_spec(f)->bone_ref_tag;
  if (!name_is(t, a, e, attr)) return false;
  uint32_t lt = a; /* the tag this attribute belongs to */
  while (lt > lim && t[lt - 1] != '<' && t[lt - 1] != '>') lt--;
  if (lt == lim || t[lt - 1] != '<') return false;
  uint32_t ne = lt;
  while (ne < a && is_name_char(t[ne])) ne++;
  if (!name_is(t, lt, ne, tag)) return false;
  uint32_t end = off;
  while (!*bare && end < src->len && t[end] != quote && t[end] != '<' && t[end] != '>' &&
         t[end] != '\n')
    end++;
  *value = sk_span(*bare ? off : q, end);
  return true;
}

bool sk_complete_skeleton_ids(const SkDocument *doc, uint32_t off, SkBoundSkeletonOf skeleton,
                              void *arg, SkCompletions *out) {
  SkSpan value;
  bool bare;
  if (!sk_format_spec(doc->format)->bone_ref_tag || !id_place(doc->src, doc->format, off, &value, &bare))
    return false;
  SkBoundSkeleton sk = skeleton ? skeleton(arg) : (SkBoundSkeleton){NULL, NULL};
  const SkModel *m = sk.model;
  uint32_t n = m ? m->nbones : 0;
  out->incomplete = n > SK_COMPLETION_MAX;
  for (uint32_t i = 0; i < n && i < SK_COMPLETION_MAX; i++) {
    SkCompletion *c = sk_completion_add(out);
    c->label = sk_xasprintf("%u", i);
    c->kind = SK_COMPLETION_REFERENCE;
    c->detail = sk_xasprintf("%s (bone %u of %s)", m->bones[i].name, i,
                             sk.shown ? sk.shown : "the skeleton");
    snprintf(c->sort, sizeof c->sort, "%08u", i);
    /* Typing a bone's name finds its ID. */
    c->filter = sk_xasprintf("%s %s", c->label, m->bones[i].name);
    c->edits = true;
    c->replace = value;
    c->text = bare ? sk_xasprintf("\"%s\"", c->label) : sk_xstrdup(c->label);
  }
  return true;
}
