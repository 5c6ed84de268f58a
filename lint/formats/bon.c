/* bon.c — the RokDeBone2 .bon front-end. Parses the UTF-8 text (decoded
 * from Shift_JIS by SkSource) with the tree-sitter grammar in grammars/bon,
 * reports syntax errors (SK001) and lines whose shape does not fit their
 * place, records every serial, keyword and full-width separator in BonExt
 * for the bon rules, and builds the neutral model: one bone per joint
 * serial named in NAMEPART or listed as a child in a chain, its parent the
 * element before it in the first chain that lists it.
 *
 * What counts is what RokDeBone2's reader does (shared specs/README.md,
 * section 2): the type comes from the header (guessed from the content
 * when the header is not recognised, so the rest is still checked), names
 * come from NAMEPART (separated) or from the chains themselves (mixed),
 * lines outside the sections of a separated file are ignored. */
#include "../front_end.h"
#include "bon.h"
#include "sniff.h"

#include <stdio.h>
#include <stdlib.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_bon(void);

/* Bytes of text parsed at a time (then up to the next line end). */
#define BON_CHUNK (64u * 1024u)

/* ------------------------------------------------------------------ */
/* Header                                                              */
/* ------------------------------------------------------------------ */

char *bon_narrow_text(const char *s, size_t len) {
  SkBuf b = {0};
  sk_buf_append(&b, "", 0);
  for (size_t i = 0; i < len;) {
    uint32_t cp;
    size_t n = bon_utf8(s + i, len - i, &cp);
    int c = bon_narrow(cp);
    if (c) sk_buf_putc(&b, (char)c);
    else sk_buf_append(&b, s + i, n);
    i += n;
  }
  return sk_buf_take(&b);
}

char *bon_dup(const SkSource *src, SkSpan s) {
  SkBuf b = {0};
  sk_buf_append(&b, "", 0);
  for (uint32_t i = s.start; i < s.end && i < src->len;) {
    uint32_t cp;
    size_t n = bon_utf8(src->text + i, s.end - i, &cp);
    if (cp == 0xFFFD && n == 1) sk_buf_append(&b, "\xEF\xBF\xBD", 3);
    else sk_buf_append(&b, src->text + i, n);
    i += (uint32_t)n;
  }
  return sk_buf_take(&b);
}

static void lower_copy(char *dst, size_t cap, const char *s, size_t n) {
  if (n >= cap) n = cap - 1;
  for (size_t i = 0; i < n; i++)
    dst[i] = (char)((s[i] >= 'A' && s[i] <= 'Z') ? s[i] + 32 : s[i]);
  dst[n] = '\0';
}

/* Trims ASCII blanks from both ends of [*s, *s+*n). */
static void trim(const char **s, size_t *n) {
  while (*n && (**s == ' ' || **s == '\t')) (*s)++, (*n)--;
  while (*n && ((*s)[*n - 1] == ' ' || (*s)[*n - 1] == '\t')) (*n)--;
}

void bon_header_analyse(const char *line, size_t len, BonHeaderInfo *out) {
  memset(out, 0, sizeof *out);
  char *t = bon_narrow_text(line, len);
  size_t tl = strlen(t);
  out->wide = tl != len || memcmp(t, line, len) != 0;
  /* Parts between ':' (after narrowing). */
  const char *part[4] = {0};
  size_t plen[4] = {0};
  int nparts = 0;
  for (const char *p = t, *end = t + tl; nparts < 4;) {
    const char *c = memchr(p, ':', (size_t)(end - p));
    part[nparts] = p;
    plen[nparts] = (size_t)((c ? c : end) - p);
    nparts++;
    if (!c) break;
    p = c + 1;
  }
  /* Magic: "BoneFile", or meant as it ("bonefile", "Bone File"). */
  const char *m = part[0];
  size_t ml = plen[0];
  trim(&m, &ml);
  char low[64];
  lower_copy(low, sizeof low, m, ml);
  out->magic_ok = ml == 8 && memcmp(m, "BoneFile", 8) == 0;
  out->magic_meant = strcmp(low, "bonefile") == 0 || strcmp(low, "bone file") == 0;
  /* "type <word>" */
  if (nparts >= 2) {
    const char *p = part[1];
    size_t pl = plen[1];
    trim(&p, &pl);
    lower_copy(low, sizeof low, p, pl);
    const char *w = low;
    if (strncmp(low, "type", 4) == 0) {
      out->type_word_ok = true;
      w = low + 4;
      while (*w == ' ' || *w == '\t') w++;
    }
    snprintf(out->type_written, sizeof out->type_written, "%.31s", w);
    out->type_exact = true;
    if (strcmp(w, "mixed") == 0) out->type = BON_TYPE_MIXED;
    else if (strcmp(w, "separated") == 0) out->type = BON_TYPE_SEPARATED;
    else {
      out->type_exact = false;
      size_t lw = strlen(w);
      int dm = sk_edit_distance(w, lw, "mixed", 5), ds = sk_edit_distance(w, lw, "separated", 9);
      if (dm <= 2 && dm < ds) out->type = BON_TYPE_MIXED;
      else if (ds <= 3 && ds < dm) out->type = BON_TYPE_SEPARATED;
    }
  }
  if (nparts >= 3) {
    const char *p = part[2];
    size_t pl = plen[2];
    trim(&p, &pl);
    out->version_present = pl > 0;
    snprintf(out->version_written, sizeof out->version_written, "%.*s",
             (int)(pl < 31 ? pl : 31), p);
    out->version_ok = pl == 7 && memcmp(p, "ver1001", 7) == 0;
  }
  /* Spacing: "X : type W : V" — one space on each side of each ':', one
   * between "type" and its word, none at either end. */
  if (nparts == 3) {
    const char *p0 = part[0], *p1 = part[1], *p2 = part[2];
    size_t l0 = plen[0], l1 = plen[1], l2 = plen[2];
    bool ok = l0 >= 2 && p0[0] != ' ' && p0[l0 - 1] == ' ' && p0[l0 - 2] != ' ';
    ok = ok && l1 >= 3 && p1[0] == ' ' && p1[1] != ' ' && p1[l1 - 1] == ' ' &&
         p1[l1 - 2] != ' ';
    for (size_t i = 1; ok && i + 1 < l1; i++)
      if (p1[i] == '\t' || (p1[i] == ' ' && p1[i + 1] == ' ')) ok = false;
    ok = ok && l2 >= 2 && p2[0] == ' ' && p2[1] != ' ' && p2[l2 - 1] != ' ' &&
         p2[l2 - 1] != '\t';
    out->spacing_ok = ok;
  }
  free(t);
}

/* ------------------------------------------------------------------ */
/* Parsing                                                             */
/* ------------------------------------------------------------------ */

/* Grammar symbols looked up once per parse. */
typedef struct {
  TSSymbol header, name_line, chain, element, serial, name, trailing;
  TSSymbol kw[5]; /* indexed by BonKeywordKind */
  TSSymbol colon_wide, comma_wide;
} Symbols;

static TSSymbol sym(const TSLanguage *l, const char *name, bool named) {
  return ts_language_symbol_for_name(l, name, (uint32_t)strlen(name), named);
}

static void symbols_init(Symbols *s, const TSLanguage *l) {
  s->header = sym(l, "header", true);
  s->name_line = sym(l, "name_line", true);
  s->chain = sym(l, "chain", true);
  s->element = sym(l, "element", true);
  s->serial = sym(l, "serial", true);
  s->name = sym(l, "name", true);
  s->trailing = sym(l, "trailing_space", true);
  s->kw[BON_KW_RELATIVE] = sym(l, "relative_mode", true);
  s->kw[BON_KW_NAMEPART_START] = sym(l, "namepart_start", true);
  s->kw[BON_KW_NAMEPART_END] = sym(l, "namepart_end", true);
  s->kw[BON_KW_TREEPART_START] = sym(l, "treepart_start", true);
  s->kw[BON_KW_TREEPART_END] = sym(l, "treepart_end", true);
  s->colon_wide = sym(l, "\xEF\xBC\x9A", false); /* ： */
  s->comma_wide = sym(l, "\xEF\xBC\x8C", false); /* ， */
}

/* serial value → bone index, open addressing. */
typedef struct {
  int64_t *keys;
  int32_t *vals;
  uint32_t cap, count;
} SerialMap;

static uint32_t hash64(int64_t k) {
  uint64_t x = (uint64_t)k * 0x9E3779B97F4A7C15ull;
  return (uint32_t)(x >> 32);
}

static int32_t map_get(const SerialMap *m, int64_t k) {
  if (!m->cap) return -1;
  for (uint32_t i = hash64(k) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
    if (m->vals[i] < 0) return -1;
    if (m->keys[i] == k) return m->vals[i];
  }
}

static void map_put(SerialMap *m, int64_t k, int32_t v) {
  if ((m->count + 1) * 2 > m->cap) {
    SerialMap g = {0};
    g.cap = m->cap ? m->cap * 2 : 64;
    g.keys = sk_xmalloc(g.cap * sizeof *g.keys);
    g.vals = sk_xmalloc(g.cap * sizeof *g.vals);
    for (uint32_t i = 0; i < g.cap; i++) g.vals[i] = -1;
    for (uint32_t i = 0; i < m->cap; i++)
      if (m->vals[i] >= 0) map_put(&g, m->keys[i], m->vals[i]);
    free(m->keys);
    free(m->vals);
    *m = g;
  }
  uint32_t i = hash64(k) & (m->cap - 1);
  while (m->vals[i] >= 0 && m->keys[i] != k) i = (i + 1) & (m->cap - 1);
  if (m->vals[i] < 0) m->count++;
  m->keys[i] = k;
  m->vals[i] = v;
}

typedef struct {
  const SkSource *src;
  SkDiagSink *sink;
  SkModel *model;
  BonExt *ext;
  Symbols sy;
  uint32_t serials_cap, keywords_cap, wide_cap, ignored_cap, conflicts_cap;
  BonSection section;       /* the section open at the current line */
  int32_t open_start;       /* keyword index of the open START, or -1 */
  int32_t first_start[2];   /* keyword index of the first NAMEPART/TREEPART START */
  SerialMap bones;
  uint32_t base;            /* where the chunk being walked starts in the text */
} Builder;

/* Spans in the source: the tree covers one chunk that starts at b->base. */
static SkSpan node_span(const Builder *b, TSNode n) {
  return sk_span(b->base + ts_node_start_byte(n), b->base + ts_node_end_byte(n));
}

/* The line (without its end) that holds `offset`. */
static SkSpan line_at(const SkSource *src, uint32_t offset) {
  return sk_source_line_span(src, sk_source_line_of(src, offset));
}

/* A short description of the character at `at`, for messages. */
static char *describe_char(const SkSource *src, uint32_t at) {
  if (at >= src->len) return sk_xstrdup("the end of the file");
  char c = src->text[at];
  if (c == '\r') return sk_xstrdup("a carriage return without a line feed");
  if (c == '\n') return sk_xstrdup("the end of the line");
  if (c == ' ') return sk_xstrdup("' ' (a space)");
  if (c == '\t') return sk_xstrdup("a tab");
  uint32_t cp;
  size_t n = bon_utf8(src->text + at, src->len - at, &cp);
  if (cp == 0xFFFD && n == 1 && (unsigned char)c >= 0x80)
    return sk_xasprintf("the byte 0x%02X", (unsigned char)c);
  if (cp == 0x3000) return sk_xstrdup("'\xE3\x80\x80' (a full-width space)");
  return sk_xasprintf("'%.*s'", (int)n, src->text + at);
}

/* What the grammar accepts after the text before `at` on its line. */
static const char *expected_after(const SkSource *src, uint32_t at) {
  SkSpan line = line_at(src, at);
  uint32_t p = at;
  if (p == line.start || (p == line.start + 3 && memcmp(src->text + line.start, "\xEF\xBB\xBF", 3) == 0))
    return "expected a serial such as '0012', a section keyword or an empty line";
  /* The last character before `at`. */
  uint32_t q = p - 1;
  while (q > line.start && ((unsigned char)src->text[q] & 0xC0) == 0x80) q--;
  uint32_t cp;
  bon_utf8(src->text + q, src->len - q, &cp);
  if (cp == ',' || cp == 0xFF0C) return "expected a 4-digit serial or the end of the line";
  if ((cp >= '0' && cp <= '9') || (cp >= 0xFF10 && cp <= 0xFF19))
    return "expected ':', ',' or the end of the line after a serial";
  if (cp == ':' || cp == 0xFF1A) return "expected a name, ',' or the end of the line";
  return "expected the end of the line";
}

static void report_error_node(Builder *b, TSNode n) {
  const SkSource *src = b->src;
  uint32_t start = b->base + ts_node_start_byte(n), end = b->base + ts_node_end_byte(n);
  SkSpan line = line_at(src, start);
  if (end > line.end) end = line.end;
  if (end <= start) { /* at a line end or a stray CR: point at one character */
    end = start < src->len ? start + 1 : start;
    if (start < src->len && src->text[start] == '\r' && start + 1 < src->len &&
        src->text[start + 1] == '\n')
      end = start + 2;
  }
  char *what = describe_char(src, start);
  sk_report(b->sink, SK_RULE_SK001, sk_span(start, end), "found %s; %s", what,
            expected_after(src, start));
  free(what);
}

static void report_missing_node(Builder *b, TSNode n) {
  uint32_t at = b->base + ts_node_start_byte(n);
  const char *type = ts_node_type(n);
  sk_report(b->sink, SK_RULE_SK001, sk_span(at, at), "missing %s%s%s; %s",
            ts_node_is_named(n) ? "" : "'", type, ts_node_is_named(n) ? "" : "'",
            expected_after(b->src, at));
}

/* Reports every ERROR and MISSING node under n (not inside an ERROR). */
static void report_errors(Builder *b, TSNode n) {
  if (ts_node_is_missing(n)) { report_missing_node(b, n); return; }
  if (ts_node_symbol(n) == (TSSymbol)-1 || strcmp(ts_node_type(n), "ERROR") == 0) {
    report_error_node(b, n);
    return;
  }
  if (!ts_node_has_error(n)) return;
  uint32_t k = ts_node_child_count(n);
  for (uint32_t i = 0; i < k; i++) report_errors(b, ts_node_child(n, i));
}

/* Reads the serial token: sign, digits (half or full width), value. */
static void read_serial(const SkSource *src, SkSpan s, BonSerial *out) {
  int64_t v = 0;
  for (uint32_t i = s.start; i < s.end;) {
    uint32_t cp;
    size_t n = bon_utf8(src->text + i, s.end - i, &cp);
    if (cp >= 0xFF10 && cp <= 0xFF19) cp -= 0xFF10 - '0', out->wide = true;
    else if (cp == 0xFF0D || cp == 0x2212) cp = '-', out->wide = true;
    if (cp == '-') out->negative = true;
    else if (cp >= '0' && cp <= '9') {
      out->ndigits++;
      if (v > (INT64_MAX - 9) / 10) out->overflow = true;
      else v = v * 10 + (cp - '0');
    }
    i += (uint32_t)n;
  }
  out->value = out->negative ? -v : v;
}

static BonSerial *add_serial(Builder *b) {
  BonExt *x = b->ext;
  BonSerial *s = SK_ARRAY_PUSH(x->serials, x->nserials, b->serials_cap);
  s->span = s->colon = s->name = SK_NO_SPAN;
  s->bone = -1;
  s->section = (uint8_t)b->section;
  return s;
}

static void add_wide(Builder *b, TSNode n, bool comma) {
  BonExt *x = b->ext;
  BonWide *w = SK_ARRAY_PUSH(x->wide, x->nwide, b->wide_cap);
  w->span = node_span(b, n);
  w->comma = comma;
}

/* One element: serial [':' [name]]. */
static void walk_element(Builder *b, TSTreeCursor *c, BonRole role, BonShape shape) {
  BonSerial *s = NULL;
  if (!ts_tree_cursor_goto_first_child(c)) return;
  do {
    TSNode n = ts_tree_cursor_current_node(c);
    TSSymbol t = ts_node_symbol(n);
    if (t == b->sy.serial && !ts_node_is_missing(n)) {
      s = add_serial(b);
      s->span = node_span(b, n);
      s->role = (uint8_t)role;
      s->shape = (uint8_t)shape;
      read_serial(b->src, s->span, s);
    } else if (!s) {
      continue;
    } else if (t == b->sy.name) {
      s->name = node_span(b, n);
    } else if (!ts_node_is_named(n) && !ts_node_is_missing(n)) {
      s->colon = node_span(b, n);
      if (t == b->sy.colon_wide) add_wide(b, n, false);
    }
  } while (ts_tree_cursor_goto_next_sibling(c));
  ts_tree_cursor_goto_parent(c);
}

static void walk_chain(Builder *b, TSTreeCursor *c) {
  if (!ts_tree_cursor_goto_first_child(c)) return;
  bool first = true;
  do {
    TSNode n = ts_tree_cursor_current_node(c);
    TSSymbol t = ts_node_symbol(n);
    if (t == b->sy.element) {
      walk_element(b, c, first ? BON_ROLE_PARENT : BON_ROLE_CHILD, BON_SHAPE_CHAIN);
      first = false;
    } else if (t == b->sy.comma_wide && !ts_node_is_missing(n)) {
      add_wide(b, n, true);
    }
  } while (ts_tree_cursor_goto_next_sibling(c));
  ts_tree_cursor_goto_parent(c);
}

static int keyword_kind(const Builder *b, TSSymbol t) {
  for (int k = 0; k < 5; k++)
    if (b->sy.kw[k] == t) return k;
  return -1;
}

/* Section pairing as the lines come, independent of the file's type. */
static void pair_keyword(Builder *b, uint32_t index) {
  BonExt *x = b->ext;
  BonKeyword *k = &x->keywords[index];
  BonSection mine = (k->kind == BON_KW_NAMEPART_START || k->kind == BON_KW_NAMEPART_END)
                        ? BON_SEC_NAME
                        : BON_SEC_TREE;
  int which = mine == BON_SEC_NAME ? 0 : 1;
  bool start = k->kind == BON_KW_NAMEPART_START || k->kind == BON_KW_TREEPART_START;
  if (start) {
    if (which == 0) x->has_namepart = true;
    else x->has_treepart = true;
    if (b->section == mine) { /* NAMEPART_START inside NAMEPART */
      k->pairing = BON_PAIR_NESTED;
      k->other = x->keywords[b->open_start].span;
      return;
    }
    if (b->section != BON_SEC_NONE) {
      /* The other section was never closed: it ends here. */
      BonKeyword *open = &x->keywords[b->open_start];
      open->pairing = BON_PAIR_NO_END;
      open->other = k->span;
    }
    if (b->first_start[which] >= 0) {
      k->pairing = BON_PAIR_REPEATED;
      k->other = x->keywords[b->first_start[which]].span;
    } else {
      b->first_start[which] = (int32_t)index;
    }
    b->section = mine;
    b->open_start = (int32_t)index;
  } else if (b->section == mine) {
    sk_model_add_block(b->model, sk_span(x->keywords[b->open_start].span.start, k->span.end));
    b->section = BON_SEC_NONE;
    b->open_start = -1;
  } else {
    k->pairing = BON_PAIR_NO_START;
  }
}

BonSection bon_section_at(const BonExt *x, uint32_t offset) {
  BonSection cur = BON_SEC_NONE;
  for (uint32_t i = 0; i < x->nkeywords && x->keywords[i].span.end <= offset; i++) {
    const BonKeyword *k = &x->keywords[i];
    if (k->kind == BON_KW_RELATIVE || k->pairing == BON_PAIR_IN_MIXED ||
        k->pairing == BON_PAIR_NESTED || k->pairing == BON_PAIR_NO_START)
      continue; /* opens or closes nothing */
    bool start = k->kind == BON_KW_NAMEPART_START || k->kind == BON_KW_TREEPART_START;
    bool name = k->kind == BON_KW_NAMEPART_START || k->kind == BON_KW_NAMEPART_END;
    cur = start ? (name ? BON_SEC_NAME : BON_SEC_TREE) : BON_SEC_NONE;
  }
  return cur;
}

static void walk_keyword(Builder *b, TSTreeCursor *c, int kind) {
  BonExt *x = b->ext;
  BonKeyword *k = SK_ARRAY_PUSH(x->keywords, x->nkeywords, b->keywords_cap);
  k->kind = (uint8_t)kind;
  k->span = k->trailing = k->other = SK_NO_SPAN;
  if (ts_tree_cursor_goto_first_child(c)) {
    do {
      TSNode n = ts_tree_cursor_current_node(c);
      if (ts_node_symbol(n) == b->sy.trailing) k->trailing = node_span(b, n);
      else if (!sk_span_valid(k->span)) k->span = node_span(b, n);
    } while (ts_tree_cursor_goto_next_sibling(c));
    ts_tree_cursor_goto_parent(c);
  }
  if (!sk_span_valid(k->span)) k->span = node_span(b, ts_tree_cursor_current_node(c));
  for (uint32_t i = k->span.start; i < k->span.end;) {
    uint32_t cp;
    i += (uint32_t)bon_utf8(b->src->text + i, k->span.end - i, &cp);
    if (cp >= 0xFF01) k->wide = true;
    if ((cp >= 'a' && cp <= 'z') || (cp >= 0xFF41 && cp <= 0xFF5A)) k->lower = true;
  }
  if (kind == BON_KW_RELATIVE) {
    if (!x->relative) x->relative_span = k->span;
    x->relative = true;
  } else {
    pair_keyword(b, x->nkeywords - 1);
  }
}

/* Walks the tree of one chunk of lines (the first chunk holds the header). */
static void walk(Builder *b, TSTree *tree) {
  TSNode root = ts_tree_root_node(tree);
  TSTreeCursor c = ts_tree_cursor_new(root);
  BonExt *x = b->ext;
  bool first_line = b->base == 0;
  if (ts_tree_cursor_goto_first_child(&c)) {
    do {
      TSNode n = ts_tree_cursor_current_node(&c);
      TSSymbol t = ts_node_symbol(n);
      if (ts_node_has_error(n) || ts_node_is_missing(n)) report_errors(b, n);
      if (t == b->sy.header) {
        if (first_line) x->has_header = true;
        else /* a later chunk starts with "BoneFile…": not the first line */
          sk_report(b->sink, SK_RULE_SK001, node_span(b, n),
                    "a header line after the first line; %s",
                    expected_after(b->src, b->base + ts_node_start_byte(n)));
      } else if (t == b->sy.name_line) {
        ts_tree_cursor_goto_first_child(&c);
        walk_element(b, &c, BON_ROLE_NAMED, BON_SHAPE_NAME_LINE);
        ts_tree_cursor_goto_parent(&c);
      } else if (t == b->sy.chain) {
        walk_chain(b, &c);
      } else {
        int k = keyword_kind(b, t);
        if (k >= 0) walk_keyword(b, &c, k);
      }
      if (ts_node_is_named(n)) first_line = false;
    } while (ts_tree_cursor_goto_next_sibling(&c));
  }
  ts_tree_cursor_delete(&c);
}

/* ------------------------------------------------------------------ */
/* After the walk: type, line shapes, the model                        */
/* ------------------------------------------------------------------ */

/* The end of the element whose serial is s. */
static uint32_t element_end(const BonSerial *s) {
  uint32_t e = s->span.end;
  if (sk_span_valid(s->colon) && s->colon.end > e) e = s->colon.end;
  if (sk_span_valid(s->name) && s->name.end > e) e = s->name.end;
  return e;
}

/* The run of serials [i, *next) that makes one line. */
static SkSpan line_run(const BonExt *x, uint32_t i, uint32_t *next) {
  uint32_t j = i + 1;
  if (x->serials[i].role == BON_ROLE_PARENT)
    while (j < x->nserials && x->serials[j].role == BON_ROLE_CHILD) j++;
  *next = j;
  return sk_span(x->serials[i].span.start, element_end(&x->serials[j - 1]));
}

/* Lines that cannot mean anything where they are (SK001), and lines the
 * reader ignores (recorded for SK415). Returns whether the line feeds the
 * model. */
static bool judge_line(Builder *b, uint32_t i, uint32_t next, SkSpan span) {
  BonExt *x = b->ext;
  const BonSerial *s = &x->serials[i];
  bool chain = s->shape == BON_SHAPE_CHAIN;
  if (x->type == BON_TYPE_SEPARATED && s->section == BON_SEC_NONE) {
    BonIgnored *ig = SK_ARRAY_PUSH(x->ignored, x->nignored, b->ignored_cap);
    ig->span = span;
    return false;
  }
  if (x->type == BON_TYPE_MIXED && !chain) {
    sk_report(b->sink, SK_RULE_SK001, span,
              "a single element in a mixed-type file; expected a line "
              "'PPPP:,SSSS:name,…,' (the parent's serial and ':', then ',' and "
              "each child as 'serial:name,')");
    return false;
  }
  if (x->type == BON_TYPE_SEPARATED && s->section == BON_SEC_NAME && chain) {
    sk_report(b->sink, SK_RULE_SK001, span,
              "a list of %u elements in NAMEPART; expected one 'SSSS:name' per line",
              next - i);
    return false;
  }
  if (x->type == BON_TYPE_SEPARATED && s->section == BON_SEC_TREE && !chain) {
    sk_report(b->sink, SK_RULE_SK001, span,
              "a single element in TREEPART; expected serials separated by ',' "
              "('PPPP,SSSS,…,': a parent and its child, grandchild…)");
    return false;
  }
  return true;
}

/* A copy of [s, s+n) for the model, invalid UTF-8 bytes as U+FFFD. A
 * control character stays itself: "a\x01b" and "a\x02b" are two names to
 * the reader (both were "a?b", a false SK105); every output writes it
 * visibly (lint/escape.c). */
static const char *model_string(Builder *b, const char *s, size_t n) {
  if (!b->src->invalid_bytes) return sk_model_strdup(b->model, s, n);
  SkBuf out = {0};
  sk_buf_append(&out, "", 0);
  for (size_t i = 0; i < n;) {
    uint32_t cp;
    size_t k = bon_utf8(s + i, n - i, &cp);
    if (cp == 0xFFFD && k == 1) sk_buf_append(&out, "\xEF\xBF\xBD", 3);
    else sk_buf_append(&out, s + i, k);
    i += k;
  }
  const char *r = sk_model_strdup(b->model, out.data, out.len);
  sk_buf_free(&out);
  return r;
}

static int32_t bone_for(Builder *b, BonSerial *s) {
  int32_t i = map_get(&b->bones, s->value);
  if (i < 0) {
    i = (int32_t)b->model->nbones;
    SkBone *bone = sk_model_add_bone(b->model);
    bone->declared_id = s->value;
    bone->has_declared_id = true;
    bone->id_span = s->span;
    bone->span = sk_span(s->span.start, element_end(s));
    bone->name = NULL;
    map_put(&b->bones, s->value, i);
  }
  s->bone = i;
  return i;
}

static void name_bone(Builder *b, int32_t i, const BonSerial *s) {
  SkBone *bone = &b->model->bones[i];
  if (bone->name || !sk_span_valid(s->name) || s->name.end == s->name.start) return;
  bone->name = model_string(b, b->src->text + s->name.start, s->name.end - s->name.start);
  bone->name_span = s->name;
}

/* A parent value that means "top level": -1 in relative mode; in absolute
 * mode 0001 (the scene root, unless a joint has that serial) and 0000
 * (rejected by the reader, SK413). */
static bool is_top(const Builder *b, int64_t v) {
  if (b->ext->relative) return v < 0;
  return v == 0 || (v == 1 && map_get(&b->bones, 1) < 0);
}

static void build_model(Builder *b) {
  BonExt *x = b->ext;
  SkModel *m = b->model;
  bool mixed = x->type == BON_TYPE_MIXED;
  /* Reserve the bones at once: SkBone is large, and doubling a growable
   * array would leave up to half of it unused. */
  uint32_t upper = 0;
  for (uint32_t i = 0; i < x->nserials; i++)
    upper += x->serials[i].role != BON_ROLE_PARENT && !x->serials[i].overflow;
  SerialMap distinct = {0};
  for (uint32_t i = 0; i < x->nserials && upper > 64; i++)
    if (x->serials[i].role != BON_ROLE_PARENT && !x->serials[i].overflow)
      map_put(&distinct, x->serials[i].value, 0);
  if (distinct.count > m->bones_cap) {
    m->bones = sk_xrealloc(m->bones, distinct.count * sizeof *m->bones);
    m->bones_cap = distinct.count;
  }
  free(distinct.keys);
  free(distinct.vals);
  /* Serials of the lines read, as [first, next) runs: each names a joint. */
  uint32_t *runs = NULL, nruns = 0, runs_cap = 0;
  for (uint32_t i = 0, next; i < x->nserials; i = next) {
    SkSpan span = line_run(x, i, &next);
    if (!judge_line(b, i, next, span)) continue;
    uint32_t *run = SK_ARRAY_PUSH(runs, nruns, runs_cap);
    *run = i;
    BonSerial *s = &x->serials[i];
    if (s->shape == BON_SHAPE_NAME_LINE) { /* NAMEPART (judge_line let it through) */
      if (s->overflow) continue;
      name_bone(b, bone_for(b, s), s);
      continue;
    }
    for (uint32_t j = i + 1; j < next; j++) {
      BonSerial *c = &x->serials[j], *p = &x->serials[j - 1];
      if (c->overflow) continue;
      int32_t bi = bone_for(b, c);
      if (mixed) name_bone(b, bi, c);
      SkBone *bone = &m->bones[bi];
      if (p->overflow) continue;
      if (!bone->has_parent_ref) {
        bone->has_parent_ref = true;
        bone->parent_ref = p->value;
        bone->parent_span = p->span;
      } else if (bone->parent_ref != p->value) {
        BonConflict *k = SK_ARRAY_PUSH(x->conflicts, x->nconflicts, b->conflicts_cap);
        k->bone = (uint32_t)bi;
        k->child = c->span;
        k->parent = p->span;
        k->parent_value = p->value;
      }
    }
  }
  /* Parents, now that every joint is known; unnamed joints are called by
   * their serial as written. */
  for (uint32_t i = 0; i < m->nbones; i++) {
    SkBone *bone = &m->bones[i];
    if (!bone->name)
      bone->name = model_string(b, b->src->text + bone->id_span.start,
                                bone->id_span.end - bone->id_span.start);
    if (!bone->has_parent_ref) continue;
    if (is_top(b, bone->parent_ref)) {
      bone->parent = SK_NO_PARENT;
      continue;
    }
    int32_t p = map_get(&b->bones, bone->parent_ref);
    bone->parent = p;
    bone->parent_unresolved = p < 0; /* a joint of the model file only (SK416) */
  }
  /* For editors: every serial of a line read refers to its joint (a name
   * line's serial, a repeated chain, the last child of a chain), except
   * the joint's first appearance, which is its declaration. */
  for (uint32_t r = 0; r < nruns; r++) {
    uint32_t next;
    line_run(x, runs[r], &next);
    for (uint32_t j = runs[r]; j < next; j++) {
      const BonSerial *s = &x->serials[j];
      int32_t bi = s->overflow ? -1 : map_get(&b->bones, s->value);
      if (bi >= 0 && m->bones[bi].id_span.start != s->span.start)
        sk_model_add_ref(m, (uint32_t)bi, s->span, false);
    }
  }
  free(runs);
}

static void decide_type(Builder *b) {
  BonExt *x = b->ext;
  if (x->has_header) {
    BonHeaderInfo h;
    bon_header_analyse(b->src->text + x->header.start, x->header.end - x->header.start, &h);
    if (h.type_exact || h.type != BON_TYPE_UNKNOWN) x->declared = h.type;
  }
  x->type = x->declared;
  if (x->type == BON_TYPE_UNKNOWN)
    x->type = (x->nkeywords > (x->relative ? 1u : 0u) || x->has_namepart || x->has_treepart)
                  ? BON_TYPE_SEPARATED
                  : BON_TYPE_MIXED;
  if (x->type == BON_TYPE_MIXED) {
    /* Sections mean nothing in a mixed file. */
    for (uint32_t i = 0; i < x->nkeywords; i++)
      if (x->keywords[i].kind != BON_KW_RELATIVE) x->keywords[i].pairing = BON_PAIR_IN_MIXED;
    for (uint32_t i = 0; i < x->nserials; i++) x->serials[i].section = BON_SEC_NONE;
  }
}

static void ext_free(void *p) {
  BonExt *x = p;
  free(x->serials);
  free(x->keywords);
  free(x->wide);
  free(x->ignored);
  free(x->conflicts);
  free(x);
}

SkModel *sk_parse_bon(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  const TSLanguage *lang = tree_sitter_bon();
  TSParser *parser = sk_ts_parser_new(lang);
  if (!parser) return NULL;
  Builder b = {0};
  b.src = src;
  b.sink = sink;
  b.model = sk_model_new(SK_FORMAT_BON);
  b.ext = sk_xcalloc(1, sizeof *b.ext);
  b.ext->bom = b.ext->relative_span = SK_NO_SPAN;
  b.model->ext = b.ext;
  b.model->ext_free = ext_free;
  b.open_start = -1;
  b.first_start[0] = b.first_start[1] = -1;
  symbols_init(&b.sy, lang);

  BonExt *x = b.ext;
  x->header = sk_source_line_span(src, 0);
  /* tree-sitter skips a leading byte-order mark before the first token. */
  if (src->len >= 3 && memcmp(src->text, "\xEF\xBB\xBF", 3) == 0) {
    x->bom = sk_span(0, 3);
    x->header.start = 3;
  }
  /* Every line stands alone in this grammar (only the first can be the
   * header), so the text is parsed in chunks of whole lines: the tree of
   * one chunk at a time stays small however long the file is. A caller
   * that keeps trees (the language server) gets one tree of the whole
   * text, re-parsed incrementally from the last. */
  if (sink->reparse) {
    TSTree *tree = sk_ts_parse(parser, sink->reparse, SK_FORMAT_BON, src->text, (uint32_t)src->len);
    if (tree) walk(&b, tree);
    sk_ts_done(sink->reparse, SK_FORMAT_BON, tree);
  }
  for (uint32_t start = 0; !sink->reparse && (start < src->len || start == 0);) {
    uint32_t end = (uint32_t)src->len;
    if (src->len - start > BON_CHUNK) {
      const char *nl = memchr(src->text + start + BON_CHUNK, '\n',
                              src->len - start - BON_CHUNK);
      if (nl) end = (uint32_t)(nl - src->text) + 1;
    }
    TSTree *tree = ts_parser_parse_string(parser, NULL, src->text + start, end - start);
    if (!tree) break;
    b.base = start;
    walk(&b, tree);
    ts_tree_delete(tree);
    if (end == start) break;
    start = end;
  }
  ts_parser_delete(parser);
  if (b.section != BON_SEC_NONE && b.open_start >= 0)
    x->keywords[b.open_start].pairing = BON_PAIR_NO_END;
  decide_type(&b);
  build_model(&b);
  free(b.bones.keys);
  free(b.bones.vals);
  return b.model;
}

/* A .bon file opens with BoneFile (in ASCII or full-width letters),
 * whatever its name. */
static bool detect_bon(const SkSniff *in, SkFormat *out) {
  if (!sk_sniff_starts_ci(in->bytes, in->end, "BoneFile") &&
      !sk_sniff_starts_ci(in->bytes, in->end,
                          "\xEF\xBC\xA2\xEF\xBD\x8F\xEF\xBD\x8E\xEF\xBD\x85")) /* ＢｏｎｅＦｉｌｅ */
    return false;
  *out = SK_FORMAT_BON;
  return true;
}

/* The format (format_spec.h): a RokDeBone2 skeleton, Shift_JIS or UTF-8,
 * with no comments. */
const SkFormatSpec sk_spec_bon = {
    .format = SK_FORMAT_BON, .name = "bon", .extensions = ".bon",
    .kind = SK_KIND_SKELETON, .syntax = SK_SYNTAX_LINES, .shift_jis = true,
    .triggers = ",", .keywords = SK_KEYWORDS_SECTIONS, .serial_lists = true,
    .detect = detect_bon, .parse = sk_parse_bon, .vocab = &sk_vocab_bon,
};
