/* completion_items.c — the completion list (SkCompletions) and the items
 * its makers share: a keyword or fixed value written over the word or
 * value around the cursor, in the order it was added (sk_keyword_item),
 * and a bone written as a serial or an index with its name beside
 * (sk_ref_item). */
#include "complete.h"

#include <stdio.h>
#include <string.h>
#include <stdlib.h>

SkCompletion *sk_completion_add(SkCompletions *l) {
  if (l->count == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    l->items = sk_xrealloc(l->items, l->cap * sizeof *l->items);
  }
  SkCompletion *c = &l->items[l->count++];
  memset(c, 0, sizeof *c);
  return c;
}

void sk_completions_free(SkCompletions *l) {
  for (size_t i = 0; i < l->count; i++) {
    SkCompletion *c = &l->items[i];
    free(c->label);
    free(c->label_detail);
    free(c->detail);
    free(c->filter);
    free(c->text);
  }
  free(l->items);
  *l = (SkCompletions){0};
}

void sk_keyword_item(SkKeywords *k, const char *label, SkCompletionKind kind, const char *detail,
                     const char *text) {
  if (!text) text = label;
  SkCompletion *c = sk_completion_add(k->out);
  c->label = sk_xstrdup(label);
  c->kind = kind;
  c->detail = detail ? sk_xstrdup(detail) : NULL;
  snprintf(c->sort, sizeof c->sort, "%05u", k->count++);
  /* Clients filter on the replaced text: when that opens with a quote,
   * so must the text filtered against. */
  if (k->replace.end > k->replace.start && k->src->text[k->replace.start] == '"' &&
      text[0] == '"')
    c->filter = sk_xstrdup(text);
  c->edits = true;
  c->replace = k->replace;
  c->text = sk_xstrdup(text);
}

void sk_ref_item(SkCompletions *out, SkSpan replace, const char *serial, const char *name,
                 uint32_t order) {
  SkCompletion *c = sk_completion_add(out);
  c->label = sk_xstrdup(serial);
  c->label_detail = sk_xasprintf(" %s", name);
  c->kind = SK_COMPLETION_VALUE;
  c->detail = sk_xstrdup(name);
  snprintf(c->sort, sizeof c->sort, "1%08u", order);
  c->filter = sk_xasprintf("%s %s", serial, name);
  c->edits = true;
  c->replace = replace;
  c->text = sk_xstrdup(serial);
}
