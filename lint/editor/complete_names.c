/* complete_names.c — completion of a bone name in an LGW file, where a
 * reference to a bone is a quoted string (a WVERTS weight's bone, a
 * helper's PARENT). Inside the quotes an item replaces what is between
 * them (closing them when the line has no closing quote); outside, it
 * replaces the word being typed with the quoted name — never a bare name,
 * which the reader would not take for a string. */
#include "complete.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

bool sk_complete_quoted_names(const SkDocument *doc, uint32_t off, SkCompletions *out) {
  const SkModel *m = doc->model;
  const SkSource *src = doc->src;
  if (!sk_format_spec(doc->format)->quoted_names || !m || off > src->len) return false;
  SkSpan line = sk_source_line_span(src, sk_source_line_of(src, off));
  if (off < line.start || off > line.end) return false;
  const char *t = src->text;
  uint32_t quotes = 0, open = 0;
  for (uint32_t i = line.start; i < off; i++)
    if (t[i] == '"') quotes++, open = i;
  bool inside = quotes % 2 == 1;
  SkSpan replace;
  bool close = false;
  if (inside) {
    uint32_t e = off;
    while (e < line.end && t[e] != '"') e++;
    close = e == line.end;
    replace = sk_span(open + 1, e);
  } else {
    uint32_t a = off, e = off;
    while (a > line.start && !is_blank(t[a - 1])) a--;
    while (e < line.end && !is_blank(t[e])) e++;
    replace = sk_span(a, e);
  }
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->nbones && n < SK_COMPLETION_MAX; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->name || !b->name[0] || sk_model_find_bone(m, b->name, strlen(b->name)) != (int32_t)i)
      continue;
    SkCompletion *c = sk_completion_add(out);
    c->label = sk_xstrdup(b->name);
    c->kind = SK_COMPLETION_REFERENCE;
    c->detail = sk_xasprintf("bone %u", i);
    snprintf(c->sort, sizeof c->sort, "%08u", i);
    c->text = inside ? sk_xasprintf("%s%s", b->name, close ? "\"" : "")
                     : sk_xasprintf("\"%s\"", b->name);
    /* Clients filter on the replaced text: a quote typed outside a string
     * opens the filter text too. */
    c->filter = sk_xstrdup(inside ? b->name : c->text);
    c->edits = true;
    c->replace = replace;
    n++;
  }
  out->incomplete = m->nbones > SK_COMPLETION_MAX;
  return true;
}
