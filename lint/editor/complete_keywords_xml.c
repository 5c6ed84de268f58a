/* complete_keywords_xml.c — keyword completion in the Cal3D XML formats (XSF, XMF,
 * XAF): the elements allowed where a tag is opened, the open element's
 * name where one is closed, the attributes of the tag the cursor is in
 * (those not written yet), and the values of attributes with a fixed set
 * (MAGIC, LIGHTTYPE). The words are the library's vocabulary
 * (sk_vocab_word, kept beside the front-end in xsf_vocab.c).
 *
 * The place is found from the text up to the cursor, scanning tags only
 * (comments, processing instructions, CDATA and quoted values skipped,
 * open elements counted), not by parsing: while a tag is being typed the
 * document is seldom well-formed, and the model is of the last text that
 * parsed. */
#include "complete.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_OPEN 64

typedef enum {
  AT_TEXT,          /* element content, or nowhere keywords go */
  AT_TAG_NAME,      /* <BO| */
  AT_END_TAG_NAME,  /* </BO| */
  AT_ATTR_NAME,     /* <BONE NA| */
  AT_ATTR_VALUE,    /* <BONE LIGHTTYPE="| */
  AT_ATTR_EQUALS    /* <BONE LIGHTTYPE=| (the value goes in with its quotes) */
} PlaceKind;

typedef struct {
  PlaceKind kind;
  SkSpan open[MAX_OPEN]; /* names of the elements open around the place */
  uint32_t depth;        /* how many are open (may exceed MAX_OPEN) */
  SkSpan tag;            /* the name of the tag the cursor is in */
  uint32_t attrs;        /* where that tag's attributes start */
  SkSpan attr;           /* AT_ATTR_VALUE, AT_ATTR_EQUALS: the attribute's name */
  SkSpan word;           /* the name or value the cursor is in */
} Place;

typedef struct {
  SkSpan name, value;    /* value: between the quotes, or SK_NO_SPAN */
  uint32_t eq;           /* just after its '=', or 0 when there is none */
  uint32_t next;         /* where the next attribute may start */
} Attr;

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

static bool starts(const char *t, uint32_t len, uint32_t i, const char *s) {
  size_t n = strlen(s);
  return len - i >= n && memcmp(t + i, s, n) == 0;
}

/* Just past the first `close` at or after i, or len. */
static uint32_t past(const char *t, uint32_t len, uint32_t i, const char *close) {
  for (; i < len; i++)
    if (starts(t, len, i, close)) return i + (uint32_t)strlen(close);
  return len;
}

/* Reads the attribute of a start tag at j (after blanks). Returns false at
 * the tag's end — '>', "/>", a '<' (a tag not closed) or the text's end —
 * with *end there. */
static bool read_attr(const char *t, uint32_t len, uint32_t j, Attr *a, uint32_t *end) {
  while (j < len && is_space(t[j])) j++;
  if (j >= len || t[j] == '>' || t[j] == '<' || starts(t, len, j, "/>")) {
    *end = j;
    return false;
  }
  uint32_t ns = j;
  while (j < len && !is_space(t[j]) && !strchr("=<>/\"'", t[j])) j++;
  a->name = sk_span(ns, j);
  a->value = SK_NO_SPAN;
  a->eq = 0;
  uint32_t k = j;
  while (k < len && is_space(t[k])) k++;
  if (k < len && t[k] == '=') {
    a->eq = k + 1;
    for (k++; k < len && is_space(t[k]);) k++;
    if (k < len && (t[k] == '"' || t[k] == '\'')) {
      /* A value not closed yet ends at its line's end. */
      char q = t[k];
      uint32_t e = k + 1;
      while (e < len && t[e] != q && t[e] != '<' && t[e] != '\n') e++;
      a->value = sk_span(k + 1, e);
      k = e < len && t[e] == q ? e + 1 : e;
    }
    j = k;
  }
  a->next = j > ns ? j : ns + 1; /* a stray character is skipped */
  return true;
}

static bool same_name(const char *t, SkSpan a, SkSpan b) {
  return a.end - a.start == b.end - b.start &&
         strncasecmp(t + a.start, t + b.start, a.end - a.start) == 0;
}

static void push(Place *p, SkSpan name) {
  if (p->depth < MAX_OPEN) p->open[p->depth] = name;
  p->depth++;
}

/* Closes the innermost open element of that name (and those inside it). */
static void pop(Place *p, const char *t, SkSpan name) {
  if (p->depth > MAX_OPEN) {
    p->depth--;
    return;
  }
  for (uint32_t k = p->depth; k-- > 0;)
    if (same_name(t, p->open[k], name)) {
      p->depth = k;
      return;
    }
}

/* The tag whose '<' is at lt. Returns false with the place filled when
 * the cursor is in it; else true with *next just after it. */
static bool scan_tag(const char *t, uint32_t len, uint32_t off, uint32_t lt, Place *p,
                     uint32_t *next) {
  bool closing = lt + 1 < len && t[lt + 1] == '/';
  uint32_t ns = lt + 1 + closing, ne = ns;
  while (ne < len && !is_space(t[ne]) && !strchr("<>/\"'=", t[ne])) ne++;
  p->tag = sk_span(ns, ne);
  p->attrs = ne;
  if (off <= ne) {
    p->kind = off < ns ? AT_TEXT : closing ? AT_END_TAG_NAME : AT_TAG_NAME;
    p->word = sk_span(ns, ne);
    return false;
  }
  Attr a;
  uint32_t j = ne, end;
  p->kind = AT_TEXT;
  while (read_attr(t, len, j, &a, &end)) {
    if (off < a.name.start) {
      if (off > j && !closing) p->kind = AT_ATTR_NAME, p->word = sk_span(off, off);
      return false;
    }
    if (off <= a.name.end) {
      if (!closing) p->kind = AT_ATTR_NAME, p->word = a.name;
      return false;
    }
    if (sk_span_valid(a.value) && a.value.start <= off && off <= a.value.end) {
      p->kind = AT_ATTR_VALUE, p->attr = a.name, p->word = a.value;
      return false;
    }
    if (!closing && !sk_span_valid(a.value) && a.eq && off == a.eq) {
      p->kind = AT_ATTR_EQUALS, p->attr = a.name, p->word = sk_span(off, off);
      return false;
    }
    if (off < a.next) return false;
    j = a.next;
  }
  if (off <= end) {
    if (off > j && !closing) p->kind = AT_ATTR_NAME, p->word = sk_span(off, off);
    return false;
  }
  bool empty = starts(t, len, end, "/>");
  if (closing) pop(p, t, p->tag);
  else if (!empty && ne > ns) push(p, p->tag); /* a tag not closed yet is open too */
  *next = end + (empty ? 2 : end < len && t[end] == '>');
  return !(empty && off == end + 1);
}

/* Where `off` is: open elements and the tag, name or value around it. */
static void find_place(const char *t, uint32_t len, uint32_t off, Place *p) {
  memset(p, 0, sizeof *p);
  uint32_t i = 0;
  while (i < off) {
    const char *lt = memchr(t + i, '<', off - i);
    if (!lt) break;
    i = (uint32_t)(lt - t);
    const char *close = starts(t, len, i, "<!--")        ? "-->"
                        : starts(t, len, i, "<![CDATA[") ? "]]>"
                        : starts(t, len, i, "<?")        ? "?>"
                        : starts(t, len, i, "<!")        ? ">"
                                                         : NULL;
    if (close) {
      i = past(t, len, i + 2, close);
      if (off < i) return; /* inside: AT_TEXT */
      continue;
    }
    if (!scan_tag(t, len, off, i, p, &i)) return;
  }
  p->kind = AT_TEXT;
}

/* Whether the tag has an attribute of that name other than the one at
 * the cursor's word. */
static bool has_attr(const char *t, uint32_t len, const Place *p, const char *name) {
  Attr a;
  uint32_t end;
  SkSpan want = {0, (uint32_t)strlen(name)};
  for (uint32_t j = p->attrs; read_attr(t, len, j, &a, &end); j = a.next) {
    if (a.name.start == p->word.start) continue;
    if (a.name.end - a.name.start == want.end &&
        strncasecmp(t + a.name.start, name, want.end) == 0)
      return true;
  }
  return false;
}

static void elements(SkKeywords *k, SkFormat f, const Place *p) {
  if (p->depth > MAX_OPEN) return;
  const char *t = k->src->text;
  SkSpan parent = p->depth ? p->open[p->depth - 1] : SK_NO_SPAN;
  char *detail = p->depth ? sk_xasprintf("element in %.*s", (int)(parent.end - parent.start),
                                         t + parent.start)
                          : sk_xstrdup("top-level element");
  SkWord e;
  for (size_t i = 0; sk_vocab_word(f, i, &e); i++) {
    if (e.kind != SK_WORD_ELEMENT) continue;
    bool here = p->depth ? e.parent && strlen(e.parent) == parent.end - parent.start &&
                               strncasecmp(e.parent, t + parent.start, strlen(e.parent)) == 0
                         : !e.parent;
    if (here) sk_keyword_item(k, e.name, SK_COMPLETION_KEYWORD, detail, NULL);
  }
  free(detail);
}

static void closing_name(SkKeywords *k, const Place *p) {
  if (!p->depth || p->depth > MAX_OPEN) return;
  SkSpan s = p->open[p->depth - 1];
  char *name = sk_xstrndup(k->src->text + s.start, s.end - s.start);
  char *detail = sk_xasprintf("closes <%s>", name);
  sk_keyword_item(k, name, SK_COMPLETION_KEYWORD, detail, NULL);
  free(detail);
  free(name);
}

/* The attributes of element e (the first of its name) not written yet. */
static void attributes(SkKeywords *k, SkFormat f, const SkWord *e, const Place *p) {
  char *detail = sk_xasprintf("attribute of %s", e->name);
  SkWord a;
  for (size_t i = 0; sk_vocab_word(f, i, &a); i++)
    if (a.kind == SK_WORD_ATTRIBUTE && strcmp(a.parent, e->name) == 0 &&
        !has_attr(k->src->text, (uint32_t)k->src->len, p, a.name))
      sk_keyword_item(k, a.name, SK_COMPLETION_KEYWORD, detail, NULL);
  free(detail);
}

bool sk_complete_keywords_xml(SkKeywords *k, SkFormat f, uint32_t offset) {
  const char *t = k->src->text;
  Place p;
  find_place(t, (uint32_t)k->src->len, offset, &p);
  k->replace = p.word;
  SkWord e, a;
  bool known = sk_vocab_find(f, SK_WORD_ELEMENT, NULL, t + p.tag.start, p.tag.end - p.tag.start, &e);
  switch (p.kind) {
  case AT_TAG_NAME: elements(k, f, &p); return true;
  case AT_END_TAG_NAME: closing_name(k, &p); return true;
  case AT_ATTR_NAME:
    if (known) attributes(k, f, &e, &p);
    return true;
  case AT_ATTR_VALUE:
  case AT_ATTR_EQUALS:
    if (!known || !sk_vocab_find(f, SK_WORD_ATTRIBUTE, e.name, t + p.attr.start,
                                 p.attr.end - p.attr.start, &a) || !a.values)
      return p.kind == AT_ATTR_EQUALS; /* in quotes, a name or a number: bone names as before */
    for (const SkWordValue *v = a.values; v->value; v++) {
      char *quoted = p.kind == AT_ATTR_EQUALS ? sk_xasprintf("\"%s\"", v->value) : NULL;
      sk_keyword_item(k, v->value, SK_COMPLETION_ENUM_MEMBER, v->description, quoted);
      free(quoted);
    }
    return true;
  default: return false;
  }
}
