/* xml_reader.c — the SAX2 reading loop of the Cal3D XML front-ends (see
 * xml_reader.h for what it does and what the front-ends do).
 *
 * Security: no entity substitution, no DTD loading, no network, a deny-all
 * external entity loader (xml_init.c), and any DOCTYPE stops the parse with
 * SK001 — Cal3D files never have one, and refusing it defeats entity
 * expansion attacks (billion laughs) and external entities at once. */
#include "xml_reader.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <stdlib.h>
#include <strings.h>

struct XmlReader {
  const SkSource *src;
  SkModel *model;
  SkDiagSink *sink;
  const XmlHandlers *h;
  void *ud;
  const char *root_hint;
  xmlParserCtxtPtr ctxt;
  uint32_t base; /* where libxml2's input starts in the text */
  bool stopped;
  int depth;
  SkBuf text;    /* decoded characters of the innermost leaf element */
  SkBuf values;  /* the current start tag's attribute values */
  XmlResult *out;
  bool whole;    /* the whole text is read (not one element of it) */
  uint32_t seen; /* the end of the markup of the last callback */
  uint32_t root_lt, root_end; /* the last top-level element read whole */
  /* Open elements by depth: where each starts, where its start tag ends,
   * and whether it has element children. */
  uint32_t open_lt[XML_MAX_DEPTH + 1];
  uint32_t open_gt[XML_MAX_DEPTH + 1];
  bool open_parent[XML_MAX_DEPTH + 1];
  size_t open_text[XML_MAX_DEPTH + 1]; /* where its characters start in `text` */
};

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool xml_span_is(const SkSource *src, SkSpan s, const char *word) {
  const char *t = src->text + s.start;
  size_t n = s.end - s.start, i = 0;
  for (; i < n && word[i]; i++) {
    char a = t[i], b = word[i];
    if (a >= 'a' && a <= 'z') a = (char)(a - 'a' + 'A');
    if (b >= 'a' && b <= 'z') b = (char)(b - 'a' + 'A');
    if (a != b) return false;
  }
  return i == n && word[n] == '\0';
}

bool xml_span_exact(const SkSource *src, SkSpan s, const char *word) {
  size_t n = s.end - s.start;
  return strlen(word) == n && memcmp(src->text + s.start, word, n) == 0;
}

const XmlAttr *xml_attr(const SkSource *src, const XmlStart *s, const char *name) {
  for (size_t i = 0; i < s->nattrs; i++)
    if (xml_span_is(src, s->attrs[i].name, name)) return &s->attrs[i];
  return NULL;
}

/* Whether an XML declaration names an encoding (libxml2 then decodes). */
static bool declares_encoding(const SkSource *src) {
  const char *gt = memchr(src->text, '>', src->len < 256 ? src->len : 256);
  size_t bom = src->had_bom ? 3 : 0;
  if (!gt || src->len < bom + 5 || memcmp(src->text + bom, "<?xml", 5) != 0) return false;
  for (const char *c = src->text; c + 8 <= gt; c++)
    if (memcmp(c, "encoding", 8) == 0) return true;
  return false;
}

/* The encoding the XML declaration names (encoding="…") into buf, or
 * false. */
static bool declared_encoding(const SkSource *src, char *buf, size_t cap) {
  if (!declares_encoding(src)) return false;
  const char *gt = memchr(src->text, '>', src->len < 256 ? src->len : 256);
  const char *c = src->text;
  while (c + 8 <= gt && memcmp(c, "encoding", 8) != 0) c++;
  c += 8;
  while (c < gt && is_ws(*c)) c++;
  if (c >= gt || *c != '=') return false;
  c++;
  while (c < gt && is_ws(*c)) c++;
  if (c >= gt || (*c != '"' && *c != '\'')) return false;
  char q = *c++;
  size_t n = 0;
  while (c < gt && *c != q && n + 1 < cap) buf[n++] = *c++;
  buf[n] = '\0';
  return c < gt && *c == q && n > 0;
}

/* ---- Raw tag scanning ---- */

/* Scans the start tag at t[lt] ('<') up to its '>' at t[gt]: the tag name
 * span and up to `cap` attribute name/value spans. Returns the count. */
static size_t scan_tag(const char *t, uint32_t lt, uint32_t gt, SkSpan *name,
                       XmlAttr *attrs, size_t cap) {
  uint32_t i = lt + 1;
  uint32_t ns = i;
  while (i < gt && !is_ws(t[i]) && t[i] != '/' && t[i] != '>') i++;
  *name = sk_span(ns, i);
  size_t n = 0;
  while (i < gt) {
    while (i < gt && is_ws(t[i])) i++;
    if (i >= gt || t[i] == '/' || t[i] == '>') break;
    uint32_t an = i;
    while (i < gt && !is_ws(t[i]) && t[i] != '=' && t[i] != '>') i++;
    SkSpan aname = sk_span(an, i);
    while (i < gt && is_ws(t[i])) i++;
    if (i >= gt || t[i] != '=') break;
    i++;
    while (i < gt && is_ws(t[i])) i++;
    if (i >= gt || (t[i] != '"' && t[i] != '\'')) break;
    char q = t[i++];
    uint32_t vs = i;
    while (i < gt && t[i] != q) i++;
    if (n < cap) {
      attrs[n].name = aname, attrs[n].value = sk_span(vs, i);
      attrs[n].text = NULL, attrs[n].text_len = 0;
      n++;
    }
    i++;
  }
  return n;
}

/* Gives each scanned attribute its value: libxml2's (entity-decoded) when
 * it has one of that name, else the raw characters. The values are copied
 * into `store` (NUL-terminated) so that handlers may keep pointers only
 * for the call. */
static void attach_values(const char *t, XmlAttr *attrs, size_t n, const xmlChar **xattrs,
                          int nx, SkBuf *store) {
  store->len = 0;
  size_t offs[XML_MAX_ATTRS];
  for (size_t i = 0; i < n; i++) {
    size_t nlen = attrs[i].name.end - attrs[i].name.start;
    const char *v = t + attrs[i].value.start;
    size_t vlen = attrs[i].value.end - attrs[i].value.start;
    for (int k = 0; xattrs && k < nx; k++) {
      const xmlChar **at = xattrs + 5 * k;
      if (strncmp((const char *)at[0], t + attrs[i].name.start, nlen) == 0 && at[0][nlen] == '\0') {
        v = (const char *)at[3];
        vlen = (size_t)(at[4] - at[3]);
        break;
      }
    }
    offs[i] = store->len;
    sk_buf_append(store, v, vlen);
    sk_buf_putc(store, '\0');
    attrs[i].text_len = vlen;
  }
  for (size_t i = 0; i < n; i++) attrs[i].text = store->data + offs[i];
}

/* ---- Too many attributes ---- */

static const char *find_seq(const char *p, const char *end, const char *pat) {
  size_t n = strlen(pat);
  for (; p + n <= end; p++) {
    p = memchr(p, pat[0], (size_t)(end - p));
    if (!p || p + n > end) return NULL;
    if (memcmp(p, pat, n) == 0) return p;
  }
  return NULL;
}

/* The offset of the first start tag in t[from, len) with more than
 * XML_MAX_ELEMENT_ATTRS attributes, or UINT32_MAX. A lexical scan, linear
 * in the text: comments, CDATA sections and processing instructions are
 * skipped, quotes are minded in tags, and a DOCTYPE (which stops the read
 * anyway) ends the scan. libxml2 is only ever fed the text before such a
 * tag: its own check for duplicate attributes compares every pair (500,000
 * attributes took minutes). */
static uint32_t attr_bomb(const char *t, uint32_t from, uint32_t len) {
  const char *p = t + from, *end = t + len;
  while ((p = memchr(p, '<', (size_t)(end - p))) != NULL) {
    const char *q = p + 1;
    if (q < end && *q == '!') {
      if (end - q >= 3 && memcmp(q, "!--", 3) == 0) q = find_seq(q + 3, end, "-->");
      else if (end - q >= 8 && memcmp(q, "![CDATA[", 8) == 0) q = find_seq(q + 8, end, "]]>");
      else return UINT32_MAX; /* a DOCTYPE: refused where it is */
    } else if (q < end && *q == '?') {
      q = find_seq(q + 1, end, "?>");
    } else if (q < end && (((*q | 0x20) >= 'a' && (*q | 0x20) <= 'z') || *q == '_' || *q == ':' ||
                           (unsigned char)*q >= 0x80)) {
      /* A start tag (a stray '<' before anything else is libxml2's error). */
      unsigned n = 0;
      char quote = 0;
      for (; q < end; q++) {
        if (quote) {
          if (*q == quote) quote = 0;
        } else if (*q == '"' || *q == '\'') {
          quote = *q;
        } else if (*q == '=') {
          if (++n > XML_MAX_ELEMENT_ATTRS) return (uint32_t)(p - t);
        } else if (*q == '>' || *q == '<') {
          break;
        }
      }
    }
    if (!q || q >= end) return UINT32_MAX;
    p = q + (*q == '<' && q > p ? 0 : 1);
  }
  return UINT32_MAX;
}

/* ---- Offsets and stopping ---- */

static uint32_t cur_offset(XmlReader *r) {
  xmlParserCtxtPtr c = r->ctxt;
  /* An error raised while xmlCreatePushParserCtxt reads the first bytes
   * (an encoding it cannot switch to, such as "\0<" taken for UTF-16)
   * comes before there is a context: it is at the start. */
  if (!c || !c->input) return r->base;
  if (c->input->buf && c->input->buf->encoder) return r->base + (uint32_t)xmlByteConsumed(c);
  return r->base + (uint32_t)(c->input->consumed + (unsigned long)(c->input->cur - c->input->base));
}

static uint32_t clamped_offset(XmlReader *r) {
  uint32_t off = cur_offset(r);
  return off > r->src->len ? (uint32_t)r->src->len : off;
}

void xml_reader_stop(XmlReader *r) {
  if (!r->stopped && r->ctxt) xmlStopParser(r->ctxt);
  r->stopped = true;
}

/* An unrecoverable problem: the model holds what was read, for editors. */
static void give_up(XmlReader *r) {
  r->model->incomplete = true;
  r->out->stopped_early = true;
  xml_reader_stop(r);
}

/* The element at t[lt] has more than XML_MAX_ELEMENT_ATTRS attributes. */
static void too_many_attrs(XmlReader *r, uint32_t lt) {
  const char *t = r->src->text;
  uint32_t e = lt + 1;
  while (e < r->src->len && !is_ws(t[e]) && t[e] != '/' && t[e] != '>' && e - lt < 200) e++;
  sk_report(r->sink, SK_RULE_SK001, sk_span(lt + 1, e),
            "element '%.*s' has more than %d attributes; expected a few (the rest of the file "
            "is not read)",
            (int)(e - lt - 1), t + lt + 1, XML_MAX_ELEMENT_ATTRS);
  give_up(r);
}

/* ---- Callbacks ---- */

static void emit_start(XmlReader *r, uint32_t lt, uint32_t gt, const xmlChar **xattrs, int nx) {
  const char *t = r->src->text;
  SkSpan name;
  XmlAttr attrs[XML_MAX_ATTRS];
  size_t n = scan_tag(t, lt, gt, &name, attrs, XML_MAX_ATTRS);
  attach_values(t, attrs, n, xattrs, nx, &r->values);
  r->depth++;
  if (r->depth > XML_MAX_DEPTH) {
    /* libxml2's push parser does not apply its own depth limit to SAX
     * callers; without one, hostile nesting costs memory per level. */
    sk_report(r->sink, SK_RULE_SK001, name,
              "elements nested more than %d deep; %s: the rest of the file is not read",
              XML_MAX_DEPTH, r->h->nesting);
    give_up(r);
    return;
  }
  r->open_lt[r->depth] = lt;
  r->open_gt[r->depth] = gt + 1;
  r->seen = gt + 1;
  r->open_parent[r->depth] = false;
  r->open_parent[r->depth - 1] = true;
  r->open_text[r->depth] = r->text.len;
  XmlStart s = {sk_span(lt, gt + 1), name, r->depth, attrs, n};
  if (r->h->start) r->h->start(r, r->ud, &s);
}

static void emit_end(XmlReader *r, uint32_t end) {
  const char *t = r->src->text;
  int depth = r->depth--;
  r->seen = end;
  if (depth < 1 || depth > XML_MAX_DEPTH) return;
  if (depth == 1) r->root_lt = r->open_lt[1], r->root_end = end;
  bool parent = r->open_parent[depth];
  if (parent) sk_model_add_block(r->model, sk_span(r->open_lt[depth], end));
  /* Content: from the end of the start tag to the '<' of the end tag. */
  uint32_t cs = r->open_gt[depth], ce = cs;
  bool self_closing = end >= 2 && end == cs && t[end - 2] == '/';
  if (!self_closing) {
    ce = end;
    while (ce > cs && t[ce - 1] != '<') ce--;
    if (ce > cs) ce--;
  }
  uint32_t vs = cs, ve = ce;
  while (vs < ve && is_ws(t[vs])) vs++;
  while (ve > vs && is_ws(t[ve - 1])) ve--;
  /* Raw text maps onto the source unless it holds markup or entities. */
  bool exact = !parent && memchr(t + vs, '<', ve - vs) == NULL &&
               memchr(t + vs, '&', ve - vs) == NULL;
  size_t from = r->open_text[depth] < r->text.len ? r->open_text[depth] : r->text.len;
  XmlEnd e = {depth, end, parent, sk_span(vs, ve),
              exact ? t + vs : (r->text.data ? r->text.data + from : ""),
              exact ? ve - vs : r->text.len - from, exact};
  if (r->h->end) r->h->end(r, r->ud, &e);
  /* The parent's text is its own characters, not its children's. */
  r->text.len = from;
}

static void on_start(void *ud, const xmlChar *localname, const xmlChar *prefix,
                     const xmlChar *uri, int nns, const xmlChar **ns, int nattrs,
                     int ndefaulted, const xmlChar **xattrs) {
  (void)localname, (void)prefix, (void)uri, (void)nns, (void)ns, (void)ndefaulted;
  XmlReader *r = ud;
  if (r->stopped) return;
  const char *t = r->src->text;
  uint32_t gt = cur_offset(r);
  if (gt >= r->src->len) gt = (uint32_t)r->src->len - 1;
  uint32_t lt = gt;
  while (lt > 0 && t[lt] != '<') lt--;
  while (gt < r->src->len && t[gt] != '>') gt++;
  emit_start(r, lt, gt, xattrs, nattrs);
}

static void on_end(void *ud, const xmlChar *localname, const xmlChar *prefix,
                   const xmlChar *uri) {
  (void)localname, (void)prefix, (void)uri;
  XmlReader *r = ud;
  if (r->stopped) return;
  emit_end(r, clamped_offset(r));
}

static void on_characters(void *ud, const xmlChar *ch, int len) {
  XmlReader *r = ud;
  if (r->depth < 1 || r->depth > XML_MAX_DEPTH) return;
  if (r->text.len >= (1u << 20)) {
    r->out->text_capped = true;
    return;
  }
  if (r->open_parent[r->depth]) {
    /* Between the children of a large element (SUBMESH holds every
     * vertex) only mixed content is worth keeping, not the indentation. */
    int i = 0;
    while (i < len && is_ws((char)ch[i])) i++;
    if (i == len) return;
  }
  sk_buf_append(&r->text, (const char *)ch, (size_t)len);
}

static void on_comment(void *ud, const xmlChar *value) {
  XmlReader *r = ud;
  if (r->stopped) return;
  const char *t = r->src->text;
  uint32_t end = clamped_offset(r);
  uint32_t start = end >= 3 ? end - 3 : 0;
  while (start > 0 && !(t[start] == '<' && strncmp(t + start, "<!--", 4) == 0)) start--;
  sk_model_note_comment(r->model, (const char *)value, strlen((const char *)value),
                        sk_span(start, end));
  r->seen = end;
}

static void on_internal_subset(void *ud, const xmlChar *name, const xmlChar *ext_id,
                               const xmlChar *sys_id) {
  (void)name, (void)ext_id, (void)sys_id;
  XmlReader *r = ud;
  if (r->stopped) return;
  const char *t = r->src->text;
  uint32_t off = clamped_offset(r);
  uint32_t lt = off;
  while (lt > 0 && !(t[lt] == '<' && t[lt + 1] == '!')) lt--;
  sk_report(r->sink, SK_RULE_SK001,
            sk_span(lt, lt + 9 <= r->src->len ? lt + 9 : (uint32_t)r->src->len),
            "a DOCTYPE is not allowed here: Cal3D files have none, and skellint "
            "does not load DTDs or expand entities (expected %s or <HEADER>)",
            r->root_hint);
  give_up(r);
}

static xmlEntityPtr on_get_entity(void *ud, const xmlChar *name) {
  (void)ud, (void)name;
  return NULL; /* only the five predefined entities exist */
}


/* ---- Syntax errors in the user's terms, and their repair ---- */

static bool is_name_char(char c) {
  return !(is_ws(c) || c == '<' || c == '>' || c == '/' || c == '=' || c == '"' || c == '\'' ||
           c == '\0');
}

/* The name written from t[i]: up to white space or markup. */
static SkSpan name_at(const SkSource *src, uint32_t i) {
  uint32_t e = i;
  while (e < src->len && is_name_char(src->text[e])) e++;
  return sk_span(i, e);
}

static uint32_t line_at(const XmlReader *r, uint32_t off) {
  return sk_source_line_of(r->src, off) + 1;
}

/* The name of the open element at depth k. */
static SkSpan open_name(const XmlReader *r, int k) { return name_at(r->src, r->open_lt[k] + 1); }

#define NAME_MAX_SHOWN 80
#define SHOW(sp) (int)((sp).end - (sp).start < NAME_MAX_SHOWN ? (sp).end - (sp).start : NAME_MAX_SHOWN), \
                 r->src->text + (sp).start

/* Appends </name> of the open elements from depth `from` out to depth
 * `to` (inclusive) to b. */
static void put_end_tags(const XmlReader *r, SkBuf *b, int from, int to) {
  for (int k = from; k >= to; k--) {
    SkSpan n = open_name(r, k);
    sk_buf_printf(b, "</%.*s>", (int)(n.end - n.start), r->src->text + n.start);
  }
}

/* Reports the syntax error d (already pushed) as the one to repair with
 * the edits given, adds libxml2's own text as a note, and offers the
 * repair as an unsafe fix titled `title` (none when NULL). */
static void propose(XmlReader *r, SkDiagnostic *d, const char *libxml_msg, const char *title,
                    const SkSpan *spans, const char *const *texts, int n) {
  if (d && libxml_msg) sk_diag_related(d, d->span, "libxml2: %s", libxml_msg);
  SkRepair *rep = sk_repair_of(r->model);
  rep->diag = d ? (size_t)(d - r->sink->out->items) : SIZE_MAX;
  SkFix *f = d && title ? sk_diag_fix(d, false, "%s", title) : NULL;
  for (int i = 0; i < n; i++) {
    sk_repair_add(rep, spans[i].start, spans[i].end, texts[i]);
    sk_fix_edit(f, spans[i], texts[i]);
  }
}

/* [from, to) of the text with every character but line breaks made a
 * space (malloc'd): what was there is gone, the lines stay where they are. */
static char *blanked(const XmlReader *r, uint32_t from, uint32_t to) {
  char *b = sk_xmalloc(to - from + 1);
  for (uint32_t i = from; i < to; i++) {
    char c = r->src->text[i];
    b[i - from] = c == '\n' || c == '\r' ? c : ' ';
  }
  b[to - from] = '\0';
  return b;
}

/* The offset just past the markup that ends at or after `from` with `close`
 * ("-->", "?>" …), or UINT32_MAX. */
static uint32_t past(const XmlReader *r, uint32_t from, const char *close) {
  const char *f = find_seq(r->src->text + from, r->src->text + r->src->len, close);
  return f ? (uint32_t)(f - r->src->text + strlen(close)) : UINT32_MAX;
}

/* The file ends inside open elements: they are closed where it ends (an
 * unfinished tag at the end is dropped). libxml2 reports elements a little
 * behind its reading, so the open elements are those of its last report
 * followed through the complete tags the text has after it. */
static bool ends_inside(XmlReader *r, const char *msg) {
  const char *t = r->src->text;
  uint32_t len = (uint32_t)r->src->len, cut = len;
  uint32_t lts[XML_MAX_DEPTH + 1], gts[XML_MAX_DEPTH + 1];
  int d = r->depth;
  memcpy(lts, r->open_lt, sizeof lts);
  memcpy(gts, r->open_gt, sizeof gts);
  uint32_t i = r->seen;
  /* An element whose start tag the text cut short (libxml2 may still
   * have reported it) is not there. */
  while (d >= 1 && t[gts[d] - 1] != '>') i = cut = lts[d--];
  if (d < 1) return false;
  for (;;) {
    const char *lt = memchr(t + i, '<', len - i);
    if (!lt) break;
    uint32_t p = (uint32_t)(lt - t), e;
    if (len - p >= 4 && memcmp(lt, "<!--", 4) == 0) e = past(r, p + 4, "-->");
    else if (len - p >= 9 && memcmp(lt, "<![CDATA[", 9) == 0) e = past(r, p + 9, "]]>");
    else if (len - p >= 2 && lt[1] == '?') e = past(r, p + 2, "?>");
    else if (len - p >= 2 && lt[1] == '/') {
      const char *gt = memchr(lt, '>', len - p);
      SkSpan n = name_at(r->src, p + 2), top = name_at(r->src, lts[d] + 1);
      if (!gt) e = UINT32_MAX;
      else if (n.end - n.start != top.end - top.start ||
               memcmp(t + n.start, t + top.start, n.end - n.start) != 0 || d == 1)
        return false; /* a wrong end tag, or the root closed: not this case */
      else e = (uint32_t)(gt - t) + 1, d--;
    } else if (len - p >= 2 && is_name_char(lt[1])) {
      uint32_t k = p + 1;
      char q = 0;
      for (; k < len; k++) {
        if (q) { if (t[k] == q) q = 0; continue; }
        if (t[k] == '"' || t[k] == '\'') q = t[k];
        else if (t[k] == '>' || t[k] == '<') break;
      }
      if (k >= len || t[k] != '>') e = UINT32_MAX;
      else {
        e = k + 1;
        if (t[k - 1] != '/') {
          if (d >= XML_MAX_DEPTH) return false;
          d++, lts[d] = p, gts[d] = e;
        }
      }
    } else {
      e = UINT32_MAX; /* a '<' that starts nothing */
    }
    if (e == UINT32_MAX) {
      cut = p;
      break;
    }
    i = e;
  }
  SkSpan inner = name_at(r->src, lts[d] + 1);
  SkBuf tags = {0};
  for (int k = d; k >= 1; k--) {
    SkSpan n = name_at(r->src, lts[k] + 1);
    sk_buf_printf(&tags, "</%.*s>", (int)(n.end - n.start), t + n.start);
  }
  SkSpan at = sk_span(cut, len);
  SkDiagnostic *g;
  if (d >= 2) {
    SkSpan outer = name_at(r->src, lts[d - 1] + 1);
    g = sk_report(r->sink, SK_RULE_SK001, at,
                  "the file ends inside <%.*s> opened at line %u, in <%.*s> opened at line %u; "
                  "expected %s before the end",
                  SHOW(inner), line_at(r, lts[d]), SHOW(outer), line_at(r, lts[d - 1]),
                  tags.data);
  } else {
    g = sk_report(r->sink, SK_RULE_SK001, at,
                  "the file ends inside <%.*s> opened at line %u; expected %s before the end",
                  SHOW(inner), line_at(r, lts[d]), tags.data);
  }
  sk_diag_related(g, sk_span(lts[d], gts[d]), "<%.*s> opened here", SHOW(inner));
  char *title = cut < len ? sk_xasprintf("Replace the unfinished tag at the end with %s", tags.data)
                          : sk_xasprintf("End the file with %s", tags.data);
  const char *texts[] = {tags.data};
  /* libxml2 says "Extra content at the end of the document" or what it
   * expected next: nothing that helps here. */
  (void)msg;
  propose(r, g, NULL, title, &at, texts, 1);
  free(title);
  sk_buf_free(&tags);
  return true;
}

/* Whether names a and b look like one misspelt as the other: one starts
 * with the other, or they share their first half (</TRANSLATON>,
 * </PARENTI> for TRANSLATION, PARENTID). */
static bool alike(const SkSource *src, SkSpan a, SkSpan b) {
  uint32_t na = a.end - a.start, nb = b.end - b.start, n = na < nb ? na : nb, same = 0;
  while (same < n && src->text[a.start + same] == src->text[b.start + same]) same++;
  return n > 0 && (same == n || 2 * same >= n);
}

/* A complete end tag </name> at [lt, gt] that does not close the
 * innermost open element: the elements it skips are closed before it, or
 * — when it closes no open element — it is taken for that element's. */
static bool end_tag_mismatch(XmlReader *r, const char *msg, uint32_t lt, SkSpan name,
                             uint32_t gt) {
  int d = r->depth;
  SkSpan inner = open_name(r, d);
  if (name.end - name.start == inner.end - inner.start &&
      memcmp(r->src->text + name.start, r->src->text + inner.start, name.end - name.start) == 0)
    return false; /* it matches: the error is something else */
  int k = d - 1;
  for (; k >= 1; k--) {
    SkSpan o = open_name(r, k);
    if (o.end - o.start == name.end - name.start &&
        memcmp(r->src->text + o.start, r->src->text + name.start, name.end - name.start) == 0)
      break;
  }
  SkSpan tag = sk_span(lt, gt + 1);
  if (k < 1 && !alike(r->src, name, inner)) {
    /* Not a misspelling of the open element's end tag: one left over
     * (its start tag deleted), read as if it were not there. */
    SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, tag,
                                "</%.*s> closes nothing: no <%.*s> is open here (the innermost "
                                "open element is <%.*s> opened at line %u); expected no end "
                                "tag here, or <%.*s> before it",
                                SHOW(name), SHOW(name), SHOW(inner), line_at(r, r->open_lt[d]),
                                SHOW(name));
    char *blank = blanked(r, tag.start, tag.end);
    char *title = sk_xasprintf("Remove </%.*s>", SHOW(name));
    const char *texts[] = {blank};
    propose(r, g, msg, title, &tag, texts, 1);
    free(title);
    free(blank);
    return true;
  }
  SkBuf tags = {0};
  put_end_tags(r, &tags, d, k >= 1 ? k + 1 : d);
  SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, tag,
                              "</%.*s> closes <%.*s> opened at line %u; expected %s%s",
                              SHOW(name), SHOW(inner), line_at(r, r->open_lt[d]), tags.data,
                              k >= 1 ? " first" : "");
  sk_diag_related(g, sk_span(r->open_lt[d], r->open_gt[d]), "<%.*s> opened here", SHOW(inner));
  char *title = k >= 1 ? sk_xasprintf("Insert %s before </%.*s>", tags.data, SHOW(name))
                       : sk_xasprintf("Replace </%.*s> with %s", SHOW(name), tags.data);
  SkSpan at = k >= 1 ? sk_span(lt, lt) : tag;
  const char *texts[] = {tags.data};
  propose(r, g, msg, title, &at, texts, 1);
  free(title);
  sk_buf_free(&tags);
  return true;
}

/* The start tag at t[lt] that libxml2 could not read: a value without its
 * quotes, an attribute without a value, a tag without its '>'. */
static bool start_tag_damage(XmlReader *r, const char *msg, uint32_t lt) {
  const char *t = r->src->text;
  uint32_t len = (uint32_t)r->src->len;
  SkSpan name = name_at(r->src, lt + 1);
  if (name.start == name.end) return false;
  /* <NAME content</NAME>: only the '>' is missing (the content may run
   * into the name: <NAME0.05</NAME>). */
  const char *next = memchr(t + name.end, '<', len - name.end);
  if (next && !memchr(t + name.end, '>', (size_t)(next - (t + name.end))) &&
      (uint32_t)(next - t) + 2 < len && next[1] == '/') {
    SkSpan n2 = name_at(r->src, (uint32_t)(next - t) + 2);
    if (n2.end > n2.start && n2.end - n2.start <= name.end - name.start &&
        memcmp(t + n2.start, t + name.start, n2.end - n2.start) == 0) {
      name.end = name.start + (n2.end - n2.start);
      SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, sk_span(lt, name.end),
                                  "the start tag <%.*s has no closing '>'; expected <%.*s>",
                                  SHOW(name), SHOW(name));
      SkSpan at = sk_span(name.end, name.end);
      const char *texts[] = {">"};
      char *title = sk_xasprintf("Add '>' after <%.*s", SHOW(name));
      propose(r, g, msg, title, &at, texts, 1);
      free(title);
      return true;
    }
  }
  uint32_t i = name.end, good = name.end;
  unsigned nattrs = 0;
  for (;;) {
    while (i < len && is_ws(t[i])) i++;
    if (i >= len || t[i] == '<') break; /* no '>' */
    if (t[i] == '>' || (t[i] == '/' && i + 1 < len && t[i + 1] == '>')) return false;
    SkSpan an = name_at(r->src, i);
    if (an.start == an.end) return false;
    i = an.end;
    while (i < len && is_ws(t[i])) i++;
    if (i >= len || t[i] == '<') break; /* a half-typed attribute: no '>' either */
    if (t[i] != '=') {
      SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, an,
                                  "attribute %.*s of <%.*s> has no value; expected %.*s=\"…\"",
                                  SHOW(an), SHOW(name), SHOW(an));
      char *blank = blanked(r, an.start, an.end);
      const char *texts[] = {blank};
      propose(r, g, msg, NULL, &an, texts, 1);
      free(blank);
      return true;
    }
    i++;
    while (i < len && is_ws(t[i])) i++;
    if (i >= len || (t[i] != '"' && t[i] != '\'')) {
      uint32_t ve = i;
      while (ve < len && !is_ws(t[ve]) && t[ve] != '>' && t[ve] != '<' && t[ve] != '"' &&
             t[ve] != '\'' && !(t[ve] == '/' && ve + 1 < len && t[ve + 1] == '>'))
        ve++;
      /* ID=3" or VERTEXID=0 1 2" : only the opening quote is missing. */
      uint32_t qe = ve;
      while (qe < len && t[qe] != '"' && t[qe] != '\'' && t[qe] != '>' && t[qe] != '<' &&
             t[qe] != '=')
        qe++;
      if (qe < len && (t[qe] == '"' || t[qe] == '\'')) ve = qe;
      bool closed = ve < len && (t[ve] == '"' || t[ve] == '\'');
      char q[2] = {closed ? t[ve] : '"', '\0'};
      SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, sk_span(an.start, ve),
                                  "the value of %.*s has no %s; expected %.*s=%s%.*s%s",
                                  SHOW(an), closed ? "opening quote" : "quotes", SHOW(an), q,
                                  (int)(ve - i), t + i, q);
      SkSpan at[] = {sk_span(i, i), sk_span(ve, ve)};
      const char *texts[] = {q, q};
      char *title = sk_xasprintf("Put the value of %.*s in quotes", SHOW(an));
      propose(r, g, msg, title, at, texts, closed ? 1 : 2);
      free(title);
      return true;
    }
    char q = t[i];
    uint32_t vs = i + 1, ve = vs;
    while (ve < len && t[ve] != q) ve++;
    const char *lt2 = memchr(t + vs, '<', ve - vs);
    bool bad = ve >= len || lt2 ||
               (ve + 1 < len && !is_ws(t[ve + 1]) && t[ve + 1] != '>' && t[ve + 1] != '/');
    if (bad) {
      /* Where the value was meant to end: before the next `name=`, else
       * before the tag's '>' (or "/>"), else where the text runs into the
       * next tag (then the '>' is missing too). */
      uint32_t limit = lt2 ? (uint32_t)(lt2 - t) : ve < len ? ve : len;
      uint32_t at = UINT32_MAX;
      const char *ins = "\"";
      for (uint32_t k = vs; k < limit && at == UINT32_MAX; k++) {
        if (!is_ws(t[k]) || k + 1 >= limit || is_ws(t[k + 1])) continue;
        SkSpan nx = name_at(r->src, k + 1);
        uint32_t e = nx.end;
        while (e < len && is_ws(t[e])) e++;
        if (nx.end > nx.start && e < len && t[e] == '=') {
          at = k;
          while (at > vs && is_ws(t[at - 1])) at--;
        }
      }
      if (at == UINT32_MAX) {
        const char *gt = memchr(t + vs, '>', limit - vs);
        if (gt) {
          at = (uint32_t)(gt - t);
          if (at > vs && t[at - 1] == '/') at--;
        } else {
          at = limit;
          ins = q == '"' ? "\">" : "'>";
        }
        while (at > vs && is_ws(t[at - 1])) at--;
      }
      if (q == '\'') ins = ins[1] ? "'>" : "'";
      SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, sk_span(an.start, at),
                                  "the value of %.*s has no closing quote; expected %c after "
                                  "'%.*s'",
                                  SHOW(an), q, (int)(at - vs < 100 ? at - vs : 100), t + vs);
      SkSpan sp = sk_span(at, at);
      const char *texts[] = {ins};
      char *title = sk_xasprintf("Close the value of %.*s with %c", SHOW(an), q);
      propose(r, g, msg, title, &sp, texts, 1);
      free(title);
      return true;
    }
    i = ve + 1;
    good = i;
    nattrs++;
  }
  /* No '>': the tag runs into the next one (or the text ends). */
  SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, sk_span(lt, name.end),
                              "the start tag <%.*s has no closing '>'; expected '>' at the end "
                              "of the tag", SHOW(name));
  if (nattrs == 0) {
    /* A tag still being typed: read on as if it were not there yet. */
    SkSpan sp = sk_span(lt, i);
    char *blank = blanked(r, lt, i);
    const char *texts[] = {blank};
    propose(r, g, msg, NULL, &sp, texts, 1);
    free(blank);
  } else {
    /* Its complete attributes stay; what follows them is not read. */
    char *rest = blanked(r, good, i);
    char *text = sk_xasprintf(">%s", rest);
    SkSpan sp = sk_span(good, i);
    const char *texts[] = {text};
    bool only_ws = true;
    for (uint32_t k = good; k < i && only_ws; k++) only_ws = is_ws(t[k]);
    char *title = only_ws ? sk_xasprintf("Add '>' after the attributes of <%.*s", SHOW(name)) : NULL;
    propose(r, g, msg, title, &sp, texts, 1);
    free(title);
    free(text);
    free(rest);
  }
  return true;
}

/* An '&' that starts no entity XML knows ("Head & Neck", "&nbsp;"): it is
 * read as the character it is, as if written &amp;. */
static bool ampersand(XmlReader *r, uint32_t off, bool undeclared, const char *msg) {
  const char *t = r->src->text;
  uint32_t amp = off < r->src->len ? off : (uint32_t)r->src->len - 1;
  while (amp > r->seen && t[amp] != '&') amp--;
  if (t[amp] != '&') return false;
  uint32_t e = amp + 1;
  while (e < r->src->len && e - amp < 64 && is_name_char(t[e]) && t[e] != ';' && t[e] != '&') e++;
  SkSpan name = sk_span(amp + 1, e);
  SkDiagnostic *g;
  if (undeclared && name.end > name.start && name.end < r->src->len && t[name.end] == ';')
    g = sk_report(r->sink, SK_RULE_SK001, sk_span(amp, name.end + 1),
                  "&%.*s; is not an entity XML knows; expected &amp;, &lt;, &gt;, &quot; or "
                  "&apos; (write &amp; for an ampersand)",
                  SHOW(name));
  else
    g = sk_report(r->sink, SK_RULE_SK001, sk_span(amp, amp + 1),
                  "'&' starts no entity here; write &amp; for an ampersand");
  SkSpan at = sk_span(amp + 1, amp + 1);
  const char *texts[] = {"amp;"};
  propose(r, g, msg, "Write &amp; for the '&'", &at, texts, 1);
  return true;
}

/* Something after the end of the root element: a file holds one. It is
 * read as if it were not there. */
static bool after_root(XmlReader *r, const char *msg) {
  const char *t = r->src->text;
  uint32_t len = (uint32_t)r->src->len, from = r->root_end;
  while (from < len && is_ws(t[from])) from++;
  if (from >= len) return false;
  uint32_t shown = from, rest;
  while (shown < len && shown - from < 30 && t[shown] != '\n' && t[shown] != '\r') shown++;
  for (rest = shown; rest < len && is_ws(t[rest]);) rest++;
  SkSpan root = name_at(r->src, r->root_lt + 1);
  SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, sk_span(from, shown),
                              "'%.*s%s' after </%.*s> on line %u, the end of the document; "
                              "expected nothing after the root element",
                              (int)(shown - from), t + from, rest < len ? "…" : "", SHOW(root),
                              line_at(r, r->root_end - 1));
  char *blank = blanked(r, from, len);
  char *title = sk_xasprintf("Remove what follows </%.*s>", SHOW(root));
  SkSpan at = sk_span(from, len);
  const char *texts[] = {blank};
  propose(r, g, msg, title, &at, texts, 1);
  free(title);
  free(blank);
  return true;
}

/* Reports the syntax error libxml2 stopped at (offset `off`) in the
 * user's terms, with the edits after which the text reads on: false when
 * it is none of the kinds known here (then libxml2's text is reported). */
static bool explain_error(XmlReader *r, uint32_t off, int code, const char *msg) {
  const char *t = r->src->text;
  uint32_t len = (uint32_t)r->src->len;
  if (r->whole && r->depth == 0 && code == XML_ERR_DOCUMENT_END && r->root_end > 0)
    return after_root(r, msg);
  if (!r->whole || r->depth < 1 || r->depth > XML_MAX_DEPTH) return false;
  bool at_end = true;
  for (uint32_t i = off; i < len && at_end; i++) at_end = is_ws(t[i]);
  if (!at_end && (code == XML_ERR_UNDECLARED_ENTITY || code == XML_ERR_ENTITYREF_SEMICOL_MISSING ||
                  (code == XML_ERR_NAME_REQUIRED && strstr(msg, "EntityRef"))))
    return ampersand(r, off, code == XML_ERR_UNDECLARED_ENTITY, msg);
  /* The markup libxml2 was reading: the last '<' after what it reported
   * and before its cursor, or the one at its cursor. */
  uint32_t lt = off < len ? off : len, from = r->seen < lt ? r->seen : lt;
  while (lt > from && t[lt - 1] != '<') lt--;
  if (lt > from) lt--;
  else if (off < len && t[off] == '<') lt = off;
  else return at_end ? ends_inside(r, msg) : false;
  /* Markup that the text ends in is a file that ends too soon; but a
   * complete end tag that closes the wrong element may be the last thing
   * in the file. */
  if (!memchr(t + lt, '>', len - lt)) at_end = true;
  if (at_end && code == XML_ERR_TAG_NAME_MISMATCH && t[lt + 1] == '/' &&
      memchr(t + lt, '>', off - lt))
    at_end = false;
  if (at_end) return ends_inside(r, msg);
  if (lt < r->open_gt[r->depth]) return false;
  if (lt + 1 < len && t[lt + 1] == '/') {
    SkSpan name = name_at(r->src, lt + 2);
    uint32_t j = name.end;
    while (j < len && is_ws(t[j])) j++;
    if (name.start == name.end) {
      /* "</" being typed: the end tag it is meant to be. */
      SkSpan inner = open_name(r, r->depth);
      SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, sk_span(lt, lt + 2),
                                  "the end tag '</' has no name; expected </%.*s>", SHOW(inner));
      char *text = sk_xasprintf("%.*s>", SHOW(inner));
      char *title = sk_xasprintf("Complete it: </%.*s>", SHOW(inner));
      SkSpan at = sk_span(lt + 2, lt + 2);
      const char *texts[] = {text};
      propose(r, g, msg, title, &at, texts, 1);
      free(title);
      free(text);
      return true;
    }
    if (j < len && t[j] == '>') return end_tag_mismatch(r, msg, lt, name, j);
    /* Being typed: </CHILD for the open CHILDID is completed. */
    SkSpan inner = open_name(r, r->depth);
    uint32_t n = name.end - name.start, ni = inner.end - inner.start;
    bool typing = n < ni && memcmp(t + name.start, t + inner.start, n) == 0;
    SkDiagnostic *g =
        typing ? sk_report(r->sink, SK_RULE_SK001, sk_span(lt, name.end),
                           "the end tag </%.*s is not finished; expected </%.*s>", SHOW(name),
                           SHOW(inner))
               : sk_report(r->sink, SK_RULE_SK001, sk_span(lt, name.end),
                           "the end tag </%.*s has no closing '>'; expected </%.*s>",
                           SHOW(name), SHOW(name));
    SkSpan at = sk_span(name.end, name.end);
    char *text = sk_xasprintf("%.*s>", typing ? (int)(ni - n) : 0, t + inner.start + n);
    const char *texts[] = {text};
    char *title = typing ? sk_xasprintf("Complete it: </%.*s>", SHOW(inner))
                         : sk_xasprintf("Add '>' after </%.*s", SHOW(name));
    propose(r, g, msg, title, &at, texts, 1);
    free(title);
    free(text);
    return true;
  }
  if (lt + 1 < len && is_name_char(t[lt + 1]) && t[lt + 1] != '!' && t[lt + 1] != '?')
    return start_tag_damage(r, msg, lt);
  if (lt + 1 >= len || is_ws(t[lt + 1]) || t[lt + 1] == '<') {
    /* A '<' that starts nothing (a tag being typed): read on without it. */
    SkDiagnostic *g = sk_report(r->sink, SK_RULE_SK001, sk_span(lt, lt + 1),
                                "'<' starts no tag here; expected an element name after it "
                                "(in text, write &lt;)");
    SkSpan at = sk_span(lt, lt + 1);
    const char *texts[] = {" "};
    propose(r, g, msg, NULL, &at, texts, 1);
    return true;
  }
  return false;
}

static void on_error(void *ud, xmlErrorPtr err) {
  XmlReader *r = ud;
  if (r->stopped || !err || err->level < XML_ERR_ERROR) return;
  if (err->code == XML_ERR_USER_STOP) return;
  uint32_t off = clamped_offset(r);
  /* The cursor is where libxml2's line:column points (its input may start
   * after a leading HEADER, so its own line numbers can be offset). */
  char msg[512];
  snprintf(msg, sizeof msg, "%s", err->message ? err->message : "syntax error");
  size_t n = strlen(msg);
  while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' ')) msg[--n] = '\0';
  for (char *c = msg; *c; c++)
    if (*c == '\n' || *c == '\t') *c = ' '; /* messages are one line */
  uint32_t end = off < r->src->len ? off + 1 : off;
  while (end < r->src->len && (((unsigned char)r->src->text[end]) & 0xC0) == 0x80) end++;
  if (r->src->invalid_bytes && off < r->src->len &&
      !sk_utf8_seq(r->src->text + off, r->src->len - off) && !declares_encoding(r->src)) {
    /* libxml2 stops at the first byte that is not UTF-8. */
    sk_report_sev(r->sink, SK_RULE_SK004, SK_SEVERITY_ERROR, sk_span(off, off + 1),
                  "byte 0x%02X is not UTF-8 and the file declares no other encoding; "
                  "expected UTF-8 text: the rest of the file is not read",
                  (unsigned char)r->src->text[off]);
  } else if (!explain_error(r, off, err->code, msg)) {
    sk_report(r->sink, SK_RULE_SK001, sk_span(off, end), "%s", msg);
  }
  give_up(r);
}

/* ---- The leading HEADER ---- */

/* Finds a top-level <HEADER …/> that is followed by another element, and
 * hands it to the handlers as a top-level element of its own (noting a
 * commented-out one on the way). Returns the offset just past it, where
 * libxml2 starts reading, or 0 when there is none. */
static uint32_t take_header(XmlReader *r) {
  const char *t = r->src->text;
  uint32_t len = (uint32_t)r->src->len, i = 0;
  if (len >= 3 && memcmp(t, "\xEF\xBB\xBF", 3) == 0) i = 3;
  for (;;) {
    while (i < len && is_ws(t[i])) i++;
    if (i + 4 <= len && memcmp(t + i, "<!--", 4) == 0) {
      const char *close = NULL;
      for (uint32_t k = i + 4; k + 3 <= len; k++)
        if (memcmp(t + k, "-->", 3) == 0) { close = t + k; break; }
      if (!close) return 0;
      uint32_t ce = (uint32_t)(close - t) + 3;
      for (uint32_t k = i + 4; k + 7 <= ce; k++)
        if (strncasecmp(t + k, "<HEADER", 7) == 0 && !r->out->header_commented) {
          r->out->header_commented = true;
          r->out->header_comment = sk_span(i, ce);
          break;
        }
      i = ce;
      continue;
    }
    if (i + 2 <= len && t[i] == '<' && t[i + 1] == '?') {
      const char *q = NULL;
      for (uint32_t k = i + 2; k + 2 <= len; k++)
        if (t[k] == '?' && t[k + 1] == '>') { q = t + k; break; }
      if (!q) return 0;
      i = (uint32_t)(q - t) + 2;
      continue;
    }
    break;
  }
  if (i + 7 > len || strncasecmp(t + i, "<HEADER", 7) != 0 ||
      !(is_ws(t[i + 7]) || t[i + 7] == '/' || t[i + 7] == '>'))
    return 0;
  /* The end of the start tag, minding quotes. */
  uint32_t k = i + 7;
  char q = 0;
  for (; k < len; k++) {
    if (q) { if (t[k] == q) q = 0; continue; }
    if (t[k] == '"' || t[k] == '\'') q = t[k];
    else if (t[k] == '>') break;
  }
  if (k >= len) return 0;
  uint32_t end = k + 1;
  if (t[k - 1] != '/') {
    /* <HEADER …></HEADER> */
    uint32_t m = end;
    while (m < len && is_ws(t[m])) m++;
    if (m + 9 > len || strncasecmp(t + m, "</HEADER", 8) != 0) return 0;
    m += 8;
    while (m < len && t[m] != '>') m++;
    if (m >= len) return 0;
    end = m + 1;
  }
  uint32_t after = end;
  while (after < len && is_ws(t[after])) after++;
  if (after >= len) return 0; /* only a header: let libxml2 see it */
  r->out->header_commented = false;
  r->out->header_comment = SK_NO_SPAN;
  emit_start(r, i, k, NULL, 0);
  emit_end(r, end);
  return end;
}

/* Reads [from, to) of the text: the whole of it (from 0, with a leading
 * HEADER), or one element whose parent elements, `depth` of them, are
 * taken as open around it (xml_read_element). */
static void read_range(const SkSource *src, SkModel *m, SkDiagSink *sink, const XmlHandlers *h,
                       void *ud, const char *root_hint, XmlResult *out, uint32_t from,
                       uint32_t to, int depth) {
  memset(out, 0, sizeof *out);
  out->header_comment = SK_NO_SPAN;
  if (src->len > INT32_MAX) {
    sk_report(sink, SK_RULE_SK001, sk_span(0, 0), "the file is larger than 2 GiB; not parsed");
    m->incomplete = true;
    out->stopped_early = true;
    return;
  }
  XmlReader *r = sk_xcalloc(1, sizeof *r);
  r->src = src;
  r->model = m;
  r->sink = sink;
  r->h = h;
  r->ud = ud;
  r->root_hint = root_hint;
  r->out = out;
  r->depth = depth;
  r->whole = from == 0 && depth == 0;
  r->base = r->whole ? take_header(r) : from;
  r->seen = r->base;

  xmlSAXHandler sax;
  memset(&sax, 0, sizeof sax);
  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = on_start;
  sax.endElementNs = on_end;
  sax.characters = on_characters;
  sax.comment = on_comment;
  sax.internalSubset = on_internal_subset;
  sax.getEntity = on_get_entity;
  sax.serror = on_error;

  /* The deny-all entity loader is process-wide and installed once
   * (xml_init.c): setting and restoring it here would race between threads. */
  sk_init();
  /* The push parser, fed in chunks: libxml2 keeps only a window of the
   * text (no second copy of a large file), and the offsets it reports are
   * still exact (consumed + cursor). */
  const uint32_t chunk = 1u << 16;
  uint32_t bomb = attr_bomb(src->text, r->base, to);
  uint32_t feed = bomb == UINT32_MAX ? to : bomb; /* libxml2 reads [base, feed) */
  uint32_t left = feed - r->base;
  uint32_t first = left < chunk ? left : chunk;
  /* When libxml2 starts after a leading HEADER it does not see the XML
   * declaration before it: the encoding that declaration names is set
   * before it reads a byte (else a Latin-1 name is "not proper UTF-8"). */
  char enc[64];
  xmlCharEncodingHandlerPtr handler =
      r->base > 0 && declared_encoding(src, enc, sizeof enc) && strcasecmp(enc, "UTF-8") != 0 &&
              strcasecmp(enc, "UTF8") != 0
          ? xmlFindCharEncodingHandler(enc)
          : NULL;
  xmlParserCtxtPtr ctxt =
      r->stopped ? NULL
                 : xmlCreatePushParserCtxt(&sax, r, handler ? NULL : src->text + r->base,
                                           handler ? 0 : (int)first, NULL);
  if (ctxt) {
    r->ctxt = ctxt;
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR);
    ctxt->replaceEntities = 0;
    ctxt->loadsubset = 0;
    if (handler) {
      /* Nothing is buffered yet: every byte pushed is decoded. */
      xmlSwitchToEncoding(ctxt, handler);
      if (first) xmlParseChunk(ctxt, src->text + r->base, (int)first, 0);
    }
    if (to == from) {
      sk_report(sink, SK_RULE_SK001, sk_span(0, 0), "the file is empty; expected %s", root_hint);
      m->incomplete = true;
      out->stopped_early = true;
    } else {
      uint32_t at = r->base + first;
      while (!r->stopped && at < feed) {
        uint32_t n = feed - at < chunk ? feed - at : chunk;
        if (xmlParseChunk(ctxt, src->text + at, (int)n, 0) != 0 && r->stopped) break;
        at += n;
      }
      if (!r->stopped && bomb != UINT32_MAX) too_many_attrs(r, bomb);
      if (!r->stopped) xmlParseChunk(ctxt, NULL, 0, 1);
    }
    xmlFreeParserCtxt(ctxt);
  }
  if (r->stopped) out->stopped_early = true;
  sk_buf_free(&r->text);
  sk_buf_free(&r->values);
  free(r);
}

void xml_read(const SkSource *src, SkModel *m, SkDiagSink *sink, const XmlHandlers *h,
              void *ud, const char *root_hint, XmlResult *out) {
  read_range(src, m, sink, h, ud, root_hint, out, 0, (uint32_t)src->len, 0);
}

bool xml_read_element(const SkSource *src, SkModel *m, SkDiagSink *sink, const XmlHandlers *h,
                      void *ud, uint32_t from, uint32_t to, int depth, XmlResult *out) {
  if (from >= to || to > src->len || depth < 1 || depth >= XML_MAX_DEPTH || xml_declares_encoding(src))
    return false;
  read_range(src, m, sink, h, ud, "an element", out, from, to, depth);
  return !out->stopped_early;
}

bool xml_declares_encoding(const SkSource *src) {
  char enc[64];
  if (!declares_encoding(src)) return false;
  return !declared_encoding(src, enc, sizeof enc) ||
         (strcasecmp(enc, "UTF-8") != 0 && strcasecmp(enc, "UTF8") != 0);
}
