/* lgw.c — the LGW model front-end. Parses the text with the tree-sitter
 * grammar in grammars/lgw (flat: one statement per line, consecutive data
 * lines as `rows` tokens of up to 256 lines), then walks the statements in order with a
 * stack of open blocks, reading the data lines itself: a WVERTS line
 * becomes one SkVertex and its weight/bone pairs SkInfluences, indices and
 * PIVOT numbers are checked as they are read and never stored one by one.
 *
 * Reported here: SK001 (text the grammar rejects, blocks not closed or
 * closed without an opening, data lines of the wrong shape), SK002/SK003
 * (numbers) and SK007 (unknown or misplaced keywords, unknown LINK_TYPE,
 * TYPE or group type). Everything else is recorded in LgwExt for the rules
 * (lgw.h). Its spec's outline hook lists the materials and meshes for
 * editors. The format: shared specs/README.md section 4 and
 * specs/lgw-animated-model.txt. */
#include "../front_end.h"
#include "lgw.h"

#include <stdio.h>
#include <stdlib.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_lgw(void);

/* ------------------------------------------------------------------ */
/* Keywords and blocks                                                 */
/* ------------------------------------------------------------------ */

typedef enum {
  B_TOP, B_MATERIAL_LIST, B_MATERIAL, B_TEXTURE, B_MESH, B_LINKINFO,
  B_BONES, B_BONE, B_PARENT, B_GROUP, B_HELPER, B_NONE
} Block;

static const char *const block_word[] = {
    "the model", "MATERIAL_LIST", "MATERIAL", "TEXTURE", "MESH", "LINKINFO",
    "BONES", "BONE", "PARENT", "GROUP", "HELPER"};

typedef enum {
  K_MODEL, K_EXPORT_VERSION, K_SOURCE_FILE, K_MATERIAL_LIST, K_END_OF_MATERIAL_LIST,
  K_MATERIAL, K_DIFFUSE_COLOR, K_END_OF_MATERIAL, K_TEXTURE, K_FILE_NAME, K_U_WRAP,
  K_V_WRAP, K_ALPHA_MODE, K_END_OF_TEXTURE, K_MESH, K_LINKINFO, K_LINK_TYPE, K_BONES,
  K_BONE, K_PIVOT, K_END_OF_BONE, K_END_OF_BONES, K_PARENT, K_END_OF_PARENT,
  K_END_OF_LINKINFO, K_MATERIAL_REF, K_DEFAULT_COLOR, K_VERTS, K_WVERTS,
  K_PRIMITIVE_GEOMETRY_GROUPS, K_GROUP, K_COUNT, K_END_OF_GROUP, K_END_OF_MESH,
  K_HELPER, K_TYPE, K_END_OF_HELPER, K_END_OF_MODEL, K_COUNT_OF_KEYWORDS
} Kw;

/* args: s quoted name, i integer, f number, w word; after '?' optional.
 * words: what the word argument may be (SK007 otherwise). */
static const struct {
  const char *word;
  uint8_t home;   /* the block it belongs in (closings: the block they close) */
  uint8_t opens;  /* the block it opens, or B_NONE */
  bool closes;
  const char *args;
  SkWordValue words[3]; /* ended by a NULL value */
} kws[] = {
    [K_MODEL] = {"MODEL", B_TOP, B_NONE, false, "s"},
    [K_EXPORT_VERSION] = {"EXPORT_VERSION", B_TOP, B_NONE, false, "i"},
    [K_SOURCE_FILE] = {"SOURCE_FILE", B_TOP, B_NONE, false, "s"},
    [K_MATERIAL_LIST] = {"MATERIAL_LIST", B_TOP, B_MATERIAL_LIST, false, ""},
    [K_END_OF_MATERIAL_LIST] = {"END_OF_MATERIAL_LIST", B_MATERIAL_LIST, B_NONE, true, ""},
    [K_MATERIAL] = {"MATERIAL", B_MATERIAL_LIST, B_MATERIAL, false, "is"},
    [K_DIFFUSE_COLOR] = {"DIFFUSE_COLOR", B_MATERIAL, B_NONE, false, "fff"},
    [K_END_OF_MATERIAL] = {"END_OF_MATERIAL", B_MATERIAL, B_NONE, true, ""},
    [K_TEXTURE] = {"TEXTURE", B_MATERIAL, B_TEXTURE, false, "i"},
    [K_FILE_NAME] = {"FILE_NAME", B_TEXTURE, B_NONE, false, "s"},
    [K_U_WRAP] = {"U_WRAP", B_TEXTURE, B_NONE, false, "?w", {{"V_WRAP"}}},
    [K_V_WRAP] = {"V_WRAP", B_TEXTURE, B_NONE, false, ""},
    [K_ALPHA_MODE] = {"ALPHA_MODE", B_TEXTURE, B_NONE, false, "i"},
    [K_END_OF_TEXTURE] = {"END_OF_TEXTURE", B_TEXTURE, B_NONE, true, ""},
    [K_MESH] = {"MESH", B_TOP, B_MESH, false, "s"},
    [K_LINKINFO] = {"LINKINFO", B_MESH, B_LINKINFO, false, ""},
    [K_LINK_TYPE] = {"LINK_TYPE", B_LINKINFO, B_NONE, false, "w", {{"SKIN"}, {"NORMAL"}}},
    [K_BONES] = {"BONES", B_LINKINFO, B_BONES, false, "i"},
    [K_BONE] = {"BONE", B_BONES, B_BONE, false, "s"},
    [K_PIVOT] = {"PIVOT", B_BONE, B_NONE, false, ""},
    [K_END_OF_BONE] = {"END_OF_BONE", B_BONE, B_NONE, true, ""},
    [K_END_OF_BONES] = {"END_OF_BONES", B_BONES, B_NONE, true, ""},
    [K_PARENT] = {"PARENT", B_LINKINFO, B_PARENT, false, "s"},
    [K_END_OF_PARENT] = {"END_OF_PARENT", B_PARENT, B_NONE, true, ""},
    [K_END_OF_LINKINFO] = {"END_OF_LINKINFO", B_LINKINFO, B_NONE, true, ""},
    [K_MATERIAL_REF] = {"MATERIAL_REF", B_MESH, B_NONE, false, "i"},
    [K_DEFAULT_COLOR] = {"DEFAULT_COLOR", B_MESH, B_NONE, false, "fff"},
    [K_VERTS] = {"VERTS", B_MESH, B_NONE, false, "i"},
    [K_WVERTS] = {"WVERTS", B_MESH, B_NONE, false, "i"},
    [K_PRIMITIVE_GEOMETRY_GROUPS] = {"PRIMITIVE_GEOMETRY_GROUPS", B_MESH, B_NONE, false, "i"},
    [K_GROUP] = {"GROUP", B_MESH, B_GROUP, false, "iw", {{"TYPE_LIST"}}},
    [K_COUNT] = {"COUNT", B_GROUP, B_NONE, false, "i"},
    [K_END_OF_GROUP] = {"END_OF_GROUP", B_GROUP, B_NONE, true, "?i"},
    [K_END_OF_MESH] = {"END_OF_MESH", B_MESH, B_NONE, true, "?s"},
    [K_HELPER] = {"HELPER", B_TOP, B_HELPER, false, "s"},
    [K_TYPE] = {"TYPE", B_HELPER, B_NONE, false, "w", {{"POINT"}}},
    [K_END_OF_HELPER] = {"END_OF_HELPER", B_HELPER, B_NONE, true, "?s"},
    [K_END_OF_MODEL] = {"END_OF_MODEL", B_TOP, B_NONE, false, ""},
};

/* PIVOT also belongs in PARENT and HELPER; LINKINFO also in HELPER. */
static bool allowed_in(Kw k, Block b) {
  if (kws[k].home == b) return true;
  if (k == K_PIVOT) return b == B_PARENT || b == B_HELPER;
  if (k == K_LINKINFO) return b == B_HELPER;
  return false;
}

static int keyword_of(const char *s, size_t n) {
  for (int k = 0; k < K_COUNT_OF_KEYWORDS; k++)
    if (strlen(kws[k].word) == n && memcmp(kws[k].word, s, n) == 0) return k;
  return -1;
}

/* "MATERIAL, END_OF_MATERIAL_LIST": what block b allows, for messages. */
static char *allowed_list(Block b) {
  SkBuf buf = {0};
  sk_buf_append(&buf, "", 0);
  for (int k = 0; k < K_COUNT_OF_KEYWORDS; k++) {
    if (!allowed_in((Kw)k, b)) continue;
    if (buf.len) sk_buf_puts(&buf, ", ");
    sk_buf_puts(&buf, kws[k].word);
  }
  return sk_buf_take(&buf);
}

/* ---- For editors (lgw.h) ---- */

const char *lgw_block_name(int block) {
  return (unsigned)block < B_NONE ? block_word[block] : "";
}

int lgw_block_at(const LgwExt *x, uint32_t offset) {
  int block = B_TOP;
  /* Blocks are recorded as they open, so the last one around is innermost. */
  for (uint32_t i = 0; x && i < x->nblocks; i++)
    if (x->blocks[i].span.start < offset && offset <= x->blocks[i].span.end)
      block = x->blocks[i].block;
  return block;
}

/* ---- The public vocabulary (skellint.h) ---- */

/* Block by block (the top level first), the keywords each allows. */
static bool lgw_word(SkFormat f, size_t i, SkWord *out) {
  (void)f;
  for (int b = B_TOP; b < B_NONE; b++)
    for (int k = 0; k < K_COUNT_OF_KEYWORDS; k++) {
      if (!allowed_in((Kw)k, (Block)b) || i-- > 0) continue;
      const char *w = strchr(kws[k].args, 'w');
      unsigned arg = 0;
      for (const char *a = kws[k].args; w && a < w; a++) arg += *a != '?';
      *out = (SkWord){kws[k].word, SK_WORD_KEYWORD, b == B_TOP ? NULL : block_word[b], NULL,
                      kws[k].words[0].value ? kws[k].words : NULL, arg, NULL};
      return true;
    }
  return false;
}

static const char *lgw_section(const void *ext, uint32_t offset) {
  int b = lgw_block_at(ext, offset);
  return b == B_TOP ? NULL : lgw_block_name(b);
}

/* In the block its line is in. */
static bool lgw_allowed(const void *ext, const SkWord *w, SkSpan line) {
  const char *sec = lgw_section(ext, line.start);
  return sec && w->parent ? strcmp(sec, w->parent) == 0 : sec == w->parent;
}

const SkVocab sk_vocab_lgw = {lgw_word, false, lgw_section, lgw_allowed, NULL, NULL, NULL};

/* ------------------------------------------------------------------ */
/* The builder                                                         */
/* ------------------------------------------------------------------ */

typedef struct {
  uint8_t block;
  SkSpan kw;          /* the opening keyword */
  SkSpan name;        /* its first argument, or SK_NO_SPAN */
  int32_t index;      /* mesh, group, pivot or bone index; -1 */
  int32_t pair;       /* LgwPair index, or -1 */
  int32_t extent;     /* LgwBlock index, or -1 */
  uint32_t children;  /* BONE blocks of a BONES block */
  SkSpan count_span;  /* BONES n */
  int64_t count;
} Frame;

typedef enum { D_NONE, D_VERTS, D_INDICES, D_PIVOT } DataKind;

typedef struct {
  const SkSource *src;
  SkDiagSink *sink;
  SkModel *model;
  LgwExt *ext;
  TSSymbol s_statement, s_rows, s_keyword, s_string, s_number, s_word, s_comment;
  uint32_t meshes_cap, pairs_cap, groups_cap, bad_cap, materials_cap, pivots_cap,
      counts_cap, blocks_cap;
  Frame stack[16];
  uint32_t depth;
  bool ended;          /* END_OF_MODEL seen */
  SkSpan end_kw;
  DataKind data;       /* what data lines mean here */
  int32_t mesh;        /* the current mesh, or -1 */
  int32_t group;       /* the current group, or -1 */
  int32_t pivot;       /* the current PIVOT, or -1 */
  int32_t bone;        /* the bone of the open BONE block, or -1 */
  int32_t attachment;  /* the node a PARENT block gives a parent, or -1 */
  uint32_t mesh_groups;/* GROUP blocks of the current mesh */
  SkSpan groups_span;  /* its PRIMITIVE_GEOMETRY_GROUPS n */
  int64_t groups_declared;
  int32_t verts_count; /* index of the VERTS/WVERTS count record, or -1 */
  SkNames skeleton;    /* every skeleton bone by name */
  SkNames mesh_bones;  /* the current mesh's BONES list */
  uint32_t nskeleton;
  const char *last_name; /* one-entry cache for mesh_bones look-ups */
  size_t last_len;
  int32_t last_bone;
} Builder;

static SkSpan node_span(TSNode n) {
  return sk_span(ts_node_start_byte(n), ts_node_end_byte(n));
}

static const char *text_at(const Builder *b, SkSpan s) { return b->src->text + s.start; }
static int span_len(SkSpan s) { return (int)(s.end - s.start); }

/* The characters of a string token without its quotes. */
static SkSpan inner(const Builder *b, SkSpan s) {
  if (!sk_span_valid(s)) return s;
  const char *t = b->src->text;
  uint32_t a = s.start, e = s.end;
  if (a < e && t[a] == '"') a++;
  if (e > a && t[e - 1] == '"') e--;
  return sk_span(a, e);
}

static SkDeclaredCount *add_count(Builder *b, const char *what, const char *items,
                                  SkSpan span, int64_t declared, bool trusted) {
  LgwExt *x = b->ext;
  SkDeclaredCount *c = SK_ARRAY_PUSH(x->counts, x->ncounts, b->counts_cap);
  c->span = span;
  c->related = SK_NO_SPAN;
  c->what = what;
  c->items = items;
  c->declared = declared;
  c->trusted = trusted;
  if (b->mesh >= 0) {
    const LgwMesh *m = &x->meshes[b->mesh];
    c->where = sk_xasprintf("mesh \"%s\"", m->name);
    const char *w = sk_model_strdup(b->model, c->where, strlen(c->where));
    free((char *)c->where);
    c->where = w;
    c->related = m->name_span;
  }
  return c;
}

/* ------------------------------------------------------------------ */
/* Syntax errors                                                       */
/* ------------------------------------------------------------------ */

static char *describe(const Builder *b, uint32_t at) {
  const SkSource *src = b->src;
  if (at >= src->len) return sk_xstrdup("the end of the file");
  char c = src->text[at];
  if (c == '\r' || c == '\n') return sk_xstrdup("the end of the line");
  if ((unsigned char)c < 0x20 || (unsigned char)c >= 0x80) {
    size_t n = sk_utf8_seq(src->text + at, src->len - at);
    if (n > 1) return sk_xasprintf("'%.*s'", (int)n, src->text + at);
    return sk_xasprintf("the byte 0x%02X", (unsigned char)c);
  }
  SkSpan line = sk_source_line_span(src, sk_source_line_of(src, at));
  uint32_t e = at;
  while (e < line.end && e - at < 24 && src->text[e] != ' ' && src->text[e] != '\t') e++;
  if (e == at) e = at + 1;
  return sk_xasprintf("'%.*s'", (int)(e - at), src->text + at);
}

static void report_errors(Builder *b, TSNode n) {
  if (ts_node_is_missing(n)) {
    uint32_t at = ts_node_start_byte(n);
    sk_report(b->sink, SK_RULE_SK001, sk_span(at, at), "missing %s; expected a complete line",
              ts_node_type(n));
    return;
  }
  if (ts_node_symbol(n) == (TSSymbol)-1 || strcmp(ts_node_type(n), "ERROR") == 0) {
    uint32_t start = ts_node_start_byte(n), end = ts_node_end_byte(n);
    SkSpan line = sk_source_line_span(b->src, sk_source_line_of(b->src, start));
    if (end > line.end) end = line.end;
    if (end <= start) end = start < b->src->len ? start + 1 : start;
    char *what = describe(b, start);
    const char *expected =
        start == line.start || b->src->text[start - 1] == ' ' || b->src->text[start - 1] == '\t'
            ? "expected a keyword (MESH, WVERTS, END_OF_MESH …), a quoted name, a number or a "
              "line of numbers"
            : "expected a space, a tab or the end of the line";
    if (b->src->text[start] == '"')
      expected = "a quoted name on a line of numbers must be closed with '\"'";
    sk_report(b->sink, SK_RULE_SK001, sk_span(start, end), "found %s; %s", what, expected);
    free(what);
    return;
  }
  if (!ts_node_has_error(n)) return;
  uint32_t k = ts_node_child_count(n);
  for (uint32_t i = 0; i < k; i++) report_errors(b, ts_node_child(n, i));
}

/* ------------------------------------------------------------------ */
/* Statements                                                          */
/* ------------------------------------------------------------------ */

typedef enum { A_STRING, A_NUMBER, A_WORD } ArgKind;

typedef struct {
  ArgKind kind;
  SkSpan span;
  int64_t i;
  double f;
  bool ok;
} Arg;

enum { MAX_ARGS = 24 };

typedef struct {
  Kw kw;
  SkSpan kw_span;
  SkSpan span;
  Arg a[MAX_ARGS];
  uint32_t n;      /* arguments written (at most MAX_ARGS kept) */
} Stmt;

static const char *kind_word(ArgKind k) {
  return k == A_STRING ? "a quoted name" : k == A_NUMBER ? "a number" : "a word";
}

/* Checks the arguments against the keyword's spec; false when a required
 * one is missing or of the wrong kind (the statement is then ignored). */
static bool check_args(Builder *b, Stmt *st) {
  const char *spec = kws[st->kw].args;
  const char *word = kws[st->kw].word;
  bool optional = false, ok = true;
  uint32_t k = 0;
  for (const char *p = spec; *p; p++) {
    if (*p == '?') { optional = true; continue; }
    const char *want = *p == 's' ? "a quoted name" : *p == 'w' ? "a word" : *p == 'i' ? "an integer" : "a number";
    if (k >= st->n) {
      if (optional) break;
      sk_report(b->sink, SK_RULE_SK001, sk_span(st->span.end, st->span.end),
                "%s needs %s here; expected %s%s", word, want, word,
                *p == 's' ? " \"name\"" : *p == 'i' ? " followed by an integer" : " followed by a value");
      return false;
    }
    Arg *a = &st->a[k++];
    ArgKind need = *p == 's' ? A_STRING : *p == 'w' ? A_WORD : A_NUMBER;
    if (a->kind != need) {
      sk_report(b->sink, SK_RULE_SK001, a->span, "%s of %s is %s '%.*s'; expected %s", want,
                word, kind_word(a->kind), span_len(a->span), text_at(b, a->span), want);
      ok = false;
      continue;
    }
    const char *t = text_at(b, a->span);
    size_t n = a->span.end - a->span.start;
    if (need == A_STRING) {
      if (n < 2 || t[n - 1] != '"')
        sk_report(b->sink, SK_RULE_SK001, sk_span(a->span.end, a->span.end),
                  "the name %.*s is not closed; expected '\"' before the end of the line",
                  (int)n, t);
      a->ok = true;
    } else if (need == A_NUMBER) {
      SkNumStatus s = *p == 'i' ? sk_parse_int(t, n, &a->i) : sk_parse_double(t, n, &a->f);
      if (s == SK_NUM_NONFINITE) {
        sk_report(b->sink, SK_RULE_SK003, a->span, "%s of %s is '%.*s'; expected a finite number",
                  want, word, (int)n, t);
      } else if (s != SK_NUM_OK) {
        double d;
        bool real = *p == 'i' && sk_parse_double(t, n, &d) == SK_NUM_OK;
        sk_report(b->sink, SK_RULE_SK002, a->span, "%s of %s is '%.*s'; expected %s%s", want,
                  word, (int)n, t, want, real ? " (no decimal point)" : "");
      } else {
        a->ok = true;
      }
      if (!a->ok) ok = false;
    } else {
      a->ok = true;
    }
  }
  for (; k < st->n; k++) {
    const Arg *a = &st->a[k];
    sk_report(b->sink, SK_RULE_SK001, a->span,
              "unexpected %s '%.*s' after %s; expected the end of the line", kind_word(a->kind),
              span_len(a->span), text_at(b, a->span), word);
  }
  return ok;
}

/* A word argument from the keyword's fixed set (SK007 otherwise). */
static bool word_is_one_of(Builder *b, const Stmt *st, uint32_t k) {
  const Arg *a = &st->a[k];
  size_t n = a->span.end - a->span.start;
  const char *t = text_at(b, a->span);
  const char *a1 = kws[st->kw].words[0].value, *a2 = kws[st->kw].words[1].value;
  if ((strlen(a1) == n && memcmp(t, a1, n) == 0) || (a2 && strlen(a2) == n && memcmp(t, a2, n) == 0))
    return true;
  sk_report(b->sink, SK_RULE_SK007, a->span, "%s is '%.*s'; expected %s%s%s", kws[st->kw].word,
            (int)n, t, a1, a2 ? " or " : "", a2 ? a2 : "");
  return false;
}

static void push(Builder *b, Block block, const Stmt *st) {
  if (b->depth >= sizeof b->stack / sizeof *b->stack) return;
  Frame *f = &b->stack[b->depth++];
  memset(f, 0, sizeof *f);
  f->block = (uint8_t)block;
  f->kw = st->kw_span;
  f->name = st->n ? st->a[0].span : SK_NO_SPAN;
  f->index = -1;
  f->pair = -1;
  f->count_span = SK_NO_SPAN;
  LgwExt *x = b->ext;
  LgwBlock *e = SK_ARRAY_PUSH(x->blocks, x->nblocks, b->blocks_cap);
  e->block = (uint8_t)block;
  e->span = sk_span(st->kw_span.start, (uint32_t)b->src->len);
  f->extent = (int32_t)(x->nblocks - 1);
}

/* Closes the top frame: by its END_OF_* (`closing`), or because `cause`
 * (a keyword of an outer block, or NULL: the end of the file) ends it. */
static void close_frame(Builder *b, const Stmt *closing, const Stmt *cause) {
  Frame *f = &b->stack[b->depth - 1];
  LgwExt *x = b->ext;
  if (f->extent >= 0) {
    x->blocks[f->extent].span.end = closing ? closing->span.end
                                    : cause ? cause->kw_span.start : (uint32_t)b->src->len;
    sk_model_add_block(b->model, x->blocks[f->extent].span);
  }
  if (!closing) {
    SkSpan name = f->name;
    bool named = sk_span_valid(name);
    bool quoted = named && b->src->text[name.start] == '"';
    SkSpan in = inner(b, name);
    char *label = !named ? sk_xstrdup(block_word[f->block])
                  : quoted ? sk_xasprintf("%s \"%.*s\"", block_word[f->block], span_len(in), text_at(b, in))
                           : sk_xasprintf("%s %.*s", block_word[f->block], span_len(in), text_at(b, in));
    char *before = cause ? sk_xasprintf("%s (line %u)", kws[cause->kw].word,
                                        sk_source_line_of(b->src, cause->kw_span.start) + 1)
                         : sk_xstrdup("the end of the file");
    SkSpan at = sk_span(f->kw.start, named ? name.end : f->kw.end);
    bool repeats = f->block == B_MESH || f->block == B_HELPER || f->block == B_GROUP;
    sk_report(b->sink, SK_RULE_SK001, at, "%s is not closed; expected END_OF_%s before %s", label,
              repeats ? label : block_word[f->block], before);
    free(label);
    free(before);
  }
  if (f->pair >= 0 && closing) {
    LgwPair *p = &x->pairs[f->pair];
    p->close_kw = closing->kw_span;
    p->close_name = closing->n ? closing->a[0].span : SK_NO_SPAN;
  }
  switch ((Block)f->block) {
  case B_BONES:
    if (sk_span_valid(f->count_span)) {
      SkDeclaredCount *c = add_count(b, "BONES", "BONE blocks", f->count_span, f->count, false);
      c->actual = f->children;
    }
    break;
  case B_BONE:
    if (b->bone >= 0 && b->pivot >= 0) {
      const LgwPivot *pv = &x->pivots[b->pivot];
      if (pv->n == 16) {
        SkBone *bone = &b->model->bones[b->bone];
        bone->has_matrix = true;
        bone->matrix = sk_model_alloc(b->model, 12 * sizeof *bone->matrix);
        for (int r = 0; r < 3; r++) {
          for (int c = 0; c < 3; c++) bone->matrix[r * 3 + c] = pv->v[r * 4 + c];
          bone->matrix[9 + r] = pv->v[r * 4 + 3];
        }
        bone->matrix_span = pv->numbers;
      }
    }
    b->bone = -1;
    break;
  case B_PARENT:
    b->attachment = -1;
    break;
  case B_GROUP:
    b->group = -1;
    break;
  case B_MESH:
    if (sk_span_valid(b->groups_span)) {
      SkDeclaredCount *c = add_count(b, "PRIMITIVE_GEOMETRY_GROUPS", "GROUP blocks",
                                     b->groups_span, b->groups_declared, false);
      c->actual = b->mesh_groups;
    }
    b->groups_span = SK_NO_SPAN;
    b->mesh = -1;
    break;
  default:
    break;
  }
  b->pivot = -1;
  b->data = D_NONE;
  b->depth--;
}

static LgwPair *add_pair(Builder *b, LgwPairKind kind, const Stmt *st) {
  LgwExt *x = b->ext;
  LgwPair *p = SK_ARRAY_PUSH(x->pairs, x->npairs, b->pairs_cap);
  p->kind = (uint8_t)kind;
  p->open_kw = st->kw_span;
  p->open_name = st->n ? st->a[0].span : SK_NO_SPAN;
  p->close_kw = p->close_name = SK_NO_SPAN;
  b->stack[b->depth - 1].pair = (int32_t)(x->npairs - 1);
  return p;
}

static const char *arg_string(Builder *b, const Stmt *st, uint32_t k) {
  if (k >= st->n || st->a[k].kind != A_STRING) return sk_model_strdup(b->model, "", 0);
  SkSpan s = inner(b, st->a[k].span);
  return sk_model_strdup(b->model, text_at(b, s), s.end - s.start);
}

static void start_pivot(Builder *b, const Stmt *st) {
  LgwExt *x = b->ext;
  LgwPivot *pv = SK_ARRAY_PUSH(x->pivots, x->npivots, b->pivots_cap);
  pv->keyword = st->kw_span;
  pv->numbers = SK_NO_SPAN;
  const Frame *f = &b->stack[b->depth - 1];
  SkSpan name = f->block == B_BONE || f->block == B_HELPER ? inner(b, f->name) : SK_NO_SPAN;
  if (f->block == B_PARENT && b->depth >= 3) name = inner(b, b->stack[b->depth - 3].name);
  char *owner = sk_xasprintf("%s \"%.*s\"", f->block == B_BONE ? "bone" : f->block == B_HELPER ? "helper" : "the parent of",
                             sk_span_valid(name) ? span_len(name) : 0, sk_span_valid(name) ? text_at(b, name) : "");
  pv->owner = sk_model_strdup(b->model, owner, strlen(owner));
  free(owner);
  b->pivot = (int32_t)(x->npivots - 1);
  b->data = D_PIVOT;
}

static void pivot_number(Builder *b, SkSpan tok, double v) {
  LgwPivot *pv = &b->ext->pivots[b->pivot];
  if (!sk_span_valid(pv->numbers)) pv->numbers = tok;
  pv->numbers.end = tok.end;
  if (pv->n < 16) {
    pv->v[pv->n] = v;
    pv->tok[pv->n] = tok;
  }
  pv->n++;
}

/* A node hanging from a bone: a HELPER or a mesh linked NORMAL. */
static void attach(Builder *b, const Stmt *st) {
  int32_t owner = -1;
  for (int32_t d = (int32_t)b->depth - 1; d >= 0; d--)
    if (b->stack[d].block == B_MESH || b->stack[d].block == B_HELPER) { owner = d; break; }
  if (owner < 0) return;
  const Frame *f = &b->stack[owner];
  SkSpan name = inner(b, f->name);
  SkBone *node = sk_model_add_bone(b->model);
  node->name = sk_span_valid(name) ? sk_model_strdup(b->model, text_at(b, name), name.end - name.start)
                                   : sk_model_strdup(b->model, "", 0);
  node->name_span = name;
  node->span = sk_span(f->kw.start, sk_span_valid(f->name) ? f->name.end : f->kw.end);
  if (st->n && st->a[0].kind == A_STRING) {
    node->has_parent_ref = true;
    node->parent_span = inner(b, st->a[0].span);
  }
  b->attachment = (int32_t)(b->model->nbones - 1);
}

static void add_skeleton_bone(Builder *b, const Stmt *st) {
  LgwExt *x = b->ext;
  SkSpan name = inner(b, st->a[0].span);
  const char *t = text_at(b, name);
  size_t n = name.end - name.start;
  Frame *bones = b->depth >= 2 ? &b->stack[b->depth - 2] : NULL;
  if (bones && bones->block == B_BONES) bones->children++;
  int32_t in_mesh = sk_names_find(&b->mesh_bones, b->model, t, n);
  int32_t known = sk_names_find(&b->skeleton, b->model, t, n);
  int32_t idx;
  if (known >= 0 && in_mesh < 0) {
    idx = known; /* another mesh's bone, listed again for this mesh */
  } else {
    /* New, or listed twice in this mesh (a second bone: SK105). */
    idx = (int32_t)b->model->nbones;
    SkBone *bone = sk_model_add_bone(b->model);
    bone->name = sk_model_strdup(b->model, t, n);
    bone->name_span = name;
    bone->span = sk_span(st->kw_span.start, st->a[0].span.end);
    if (known < 0) sk_names_put(&b->skeleton, b->model, (uint32_t)idx);
    b->nskeleton++;
  }
  if (in_mesh < 0) sk_names_put(&b->mesh_bones, b->model, (uint32_t)idx);
  b->bone = idx;
  (void)x;
}

static void statement(Builder *b, Stmt *st) {
  LgwExt *x = b->ext;
  Kw k = st->kw;
  b->data = D_NONE;
  if (b->ended) {
    sk_report(b->sink, SK_RULE_SK007, st->kw_span,
              "%s after END_OF_MODEL; expected nothing after the end of the model",
              kws[k].word);
    return;
  }
  /* Find the block this keyword belongs in; close blocks left open. */
  int32_t d = (int32_t)b->depth - 1;
  while (d >= 0 && !allowed_in(k, (Block)b->stack[d].block)) d--;
  if (d < 0) {
    Block top = (Block)b->stack[b->depth - 1].block;
    if (kws[k].closes)
      sk_report(b->sink, SK_RULE_SK001, st->kw_span,
                "%s without an open %s; expected it only after a %s line", kws[k].word,
                block_word[kws[k].home], block_word[kws[k].home]);
    else {
      char *list = allowed_list(top);
      sk_report(b->sink, SK_RULE_SK007, st->kw_span,
                "%s is not allowed in %s; expected one of %s (%s belongs in %s)", kws[k].word,
                block_word[top], list, kws[k].word, block_word[kws[k].home]);
      free(list);
    }
    return;
  }
  while ((int32_t)b->depth - 1 > d) close_frame(b, NULL, st);
  bool args_ok = check_args(b, st);
  if (kws[k].closes) {
    close_frame(b, st, NULL);
    return;
  }
  if (kws[k].opens != B_NONE) push(b, (Block)kws[k].opens, st);
  switch (k) {
  case K_EXPORT_VERSION:
    if (!x->has_version) {
      x->has_version = true;
      x->version_span = st->n ? st->a[0].span : st->kw_span;
      x->version_valid = args_ok;
      x->version = args_ok ? st->a[0].i : 0;
    }
    break;
  case K_MATERIAL_LIST:
    x->has_material_list = true;
    break;
  case K_MATERIAL:
    if (args_ok) {
      LgwMaterial *m = SK_ARRAY_PUSH(x->materials, x->nmaterials, b->materials_cap);
      m->id = st->a[0].i;
      m->id_span = st->a[0].span;
      m->name_span = st->a[1].span;
    }
    break;
  case K_U_WRAP:
    if (st->n) word_is_one_of(b, st, 0);
    break;
  case K_MESH: {
    LgwMesh *m = SK_ARRAY_PUSH(x->meshes, x->nmeshes, b->meshes_cap);
    m->name = arg_string(b, st, 0);
    char *label = sk_message_text(m->name, strlen(m->name));
    m->label = sk_model_strdup(b->model, label, strlen(label));
    free(label);
    m->name_span = st->n ? st->a[0].span : st->kw_span;
    m->material_ref = SK_NO_SPAN;
    m->first_vertex = b->model->nvertices;
    b->mesh = (int32_t)(x->nmeshes - 1);
    b->mesh_groups = 0;
    b->groups_span = SK_NO_SPAN;
    sk_names_clear(&b->mesh_bones);
    b->last_name = NULL;
    add_pair(b, LGW_PAIR_MESH, st);
    break;
  }
  case K_HELPER:
    add_pair(b, LGW_PAIR_HELPER, st);
    break;
  case K_LINK_TYPE:
    if (args_ok && word_is_one_of(b, st, 0) && b->mesh >= 0 &&
        b->stack[b->depth - 2].block == B_MESH)
      x->meshes[b->mesh].skin = text_at(b, st->a[0].span)[0] == 'S';
    break;
  case K_TYPE:
    if (args_ok) word_is_one_of(b, st, 0);
    break;
  case K_BONES:
    if (args_ok) {
      b->stack[b->depth - 1].count_span = st->a[0].span;
      b->stack[b->depth - 1].count = st->a[0].i;
    }
    break;
  case K_BONE:
    if (args_ok) add_skeleton_bone(b, st);
    break;
  case K_PARENT:
    attach(b, st);
    break;
  case K_PIVOT:
    start_pivot(b, st);
    for (uint32_t i = 0; i < st->n && i < MAX_ARGS; i++) {
      double v = 0;
      const Arg *a = &st->a[i];
      if (a->kind != A_NUMBER) continue;
      SkNumStatus s = sk_scan_number(text_at(b, a->span), a->span.end - a->span.start, &v);
      if (s == SK_NUM_OK) pivot_number(b, a->span, v);
    }
    b->data = D_PIVOT;
    break;
  case K_MATERIAL_REF:
    if (args_ok && b->mesh >= 0) {
      x->meshes[b->mesh].material_ref = st->a[0].span;
      x->meshes[b->mesh].material = st->a[0].i;
    }
    break;
  case K_VERTS:
  case K_WVERTS:
    if (b->mesh >= 0) {
      LgwMesh *m = &x->meshes[b->mesh];
      m->weighted = k == K_WVERTS;
      m->nverts = 0;
      m->first_vertex = b->model->nvertices;
      if (m->weighted) b->model->skinned = true;
      b->verts_count = -1;
      if (args_ok) {
        add_count(b, kws[k].word, "vertex lines", st->a[0].span, st->a[0].i, true);
        b->verts_count = (int32_t)(x->ncounts - 1);
      }
      b->data = D_VERTS;
    }
    break;
  case K_PRIMITIVE_GEOMETRY_GROUPS:
    if (args_ok) {
      b->groups_span = st->a[0].span;
      b->groups_declared = st->a[0].i;
    }
    break;
  case K_GROUP: {
    LgwGroup *g = SK_ARRAY_PUSH(x->groups, x->ngroups, b->groups_cap);
    g->mesh = b->mesh >= 0 ? (uint32_t)b->mesh : 0;
    g->open_kw = st->kw_span;
    g->count_span = SK_NO_SPAN;
    g->type_span = st->n >= 2 ? st->a[1].span : SK_NO_SPAN;
    if (st->n >= 2 && st->a[1].kind == A_WORD) word_is_one_of(b, st, 1);
    b->group = (int32_t)(x->ngroups - 1);
    b->mesh_groups++;
    add_pair(b, LGW_PAIR_GROUP, st);
    break;
  }
  case K_COUNT:
    if (b->group >= 0) {
      LgwGroup *g = &x->groups[b->group];
      if (args_ok) {
        g->count_span = st->a[0].span;
        g->count = st->a[0].i;
      }
      b->data = D_INDICES;
    }
    break;
  case K_END_OF_MODEL:
    b->ended = true;
    b->end_kw = st->kw_span;
    break;
  default:
    break;
  }
}

/* ------------------------------------------------------------------ */
/* Data lines                                                          */
/* ------------------------------------------------------------------ */

typedef struct {
  uint32_t start, end;
  bool string;
} Tok;

enum { MAX_TOKS = 64 };

/* Splits one line at blanks; a quoted name is one token. Returns the
 * number of tokens (capped at MAX_TOKS; *more is set beyond). */
static uint32_t split_line(const char *t, uint32_t a, uint32_t e, Tok *out, uint32_t *total) {
  uint32_t n = 0, all = 0;
  uint32_t i = a;
  while (i < e) {
    while (i < e && (t[i] == ' ' || t[i] == '\t')) i++;
    if (i >= e) break;
    uint32_t s = i;
    bool str = t[i] == '"';
    if (str) {
      i++;
      while (i < e && t[i] != '"') i++;
      if (i < e) i++;
    } else {
      while (i < e && t[i] != ' ' && t[i] != '\t' && t[i] != '"') i++;
    }
    if (n < MAX_TOKS) out[n++] = (Tok){s, i, str};
    all++;
  }
  *total = all;
  return n;
}

static bool number_tok(Builder *b, const Tok *k, double *v, const char *what) {
  const char *t = b->src->text + k->start;
  size_t n = k->end - k->start;
  if (k->string) {
    sk_report(b->sink, SK_RULE_SK001, sk_span(k->start, k->end), "%s is the name %.*s; expected a number",
              what, (int)n, t);
    return false;
  }
  SkNumStatus s = sk_scan_number(t, n, v);
  if (s == SK_NUM_OK) return true;
  if (s == SK_NUM_NONFINITE)
    sk_report(b->sink, SK_RULE_SK003, sk_span(k->start, k->end), "%s is '%.*s'; expected a finite number",
              what, (int)n, t);
  else
    sk_report(b->sink, SK_RULE_SK002, sk_span(k->start, k->end), "%s is '%.*s'; expected a number",
              what, (int)n, t);
  return false;
}

static const char *const vertex_field[8] = {
    "the position's x", "the position's y", "the position's z", "the texture u",
    "the texture v",    "the normal's x",   "the normal's y",   "the normal's z"};

static void vertex_line(Builder *b, uint32_t a, uint32_t e) {
  LgwExt *x = b->ext;
  LgwMesh *mesh = &x->meshes[b->mesh];
  const char *t = b->src->text;
  Tok tok[MAX_TOKS];
  uint32_t total;
  uint32_t n = split_line(t, a, e, tok, &total);
  uint32_t vindex = mesh->nverts++;
  double v;
  uint32_t fields = n < 8 ? n : 8;
  if (!mesh->weighted) {
    for (uint32_t i = 0; i < fields; i++) number_tok(b, &tok[i], &v, vertex_field[i]);
    if (total != 8)
      sk_report(b->sink, SK_RULE_SK001, sk_span(a, e),
                "vertex %u of mesh \"%s\" has %u value%s; expected 8 numbers (position x y z, "
                "texture u v, normal x y z)",
                vindex, mesh->name, total, total == 1 ? "" : "s");
    return;
  }
  if (n < 9) {
    sk_report(b->sink, SK_RULE_SK001, sk_span(a, e),
              "vertex %u of mesh \"%s\" has %u value%s; expected 8 numbers (position, texture "
              "coordinates, normal), the number of bones and a weight and \"bone\" for each",
              vindex, mesh->name, total, total == 1 ? "" : "s");
    return;
  }
  /* 8 numbers, the bone count, then weight/"bone" pairs: a name among
   * the first ten values means numbers are missing. */
  uint32_t lead = 0;
  while (lead < n && !tok[lead].string) lead++;
  if (lead < n && lead < 10) {
    sk_report(b->sink, SK_RULE_SK001, sk_span(a, e),
              "vertex %u of mesh \"%s\" has %u number%s before its first bone name; expected 8 "
              "numbers (position, texture coordinates, normal), the number of bones and a weight",
              vindex, mesh->name, lead, lead == 1 ? "" : "s");
    return;
  }
  for (uint32_t i = 0; i < 8; i++) number_tok(b, &tok[i], &v, vertex_field[i]);
  int64_t declared;
  const Tok *ct = &tok[8];
  if (ct->string || sk_parse_int(t + ct->start, ct->end - ct->start, &declared) != SK_NUM_OK) {
    sk_report(b->sink, ct->string ? SK_RULE_SK001 : SK_RULE_SK002, sk_span(ct->start, ct->end),
              "the number of bones of vertex %u is '%.*s'; expected an integer after the 8 numbers",
              vindex, (int)(ct->end - ct->start), t + ct->start);
    return;
  }
  SkVertex *vx = sk_model_add_vertex(b->model);
  vx->first = b->model->ninfluences;
  vx->span = sk_span(a, e);
  vx->mesh = (uint32_t)b->mesh;
  uint32_t pairs = 0;
  for (uint32_t i = 9; i < n; i += 2) {
    const Tok *w = &tok[i];
    if (w->string) {
      sk_report(b->sink, SK_RULE_SK001, sk_span(w->start, w->end),
                "bone %.*s of vertex %u has no weight before it; expected a weight, then the "
                "quoted bone name",
                (int)(w->end - w->start), t + w->start, vindex);
      i--; /* resynchronise on the name */
      continue;
    }
    if (i + 1 >= n || !tok[i + 1].string) {
      sk_report(b->sink, SK_RULE_SK001, sk_span(w->start, w->end),
                "weight '%.*s' of vertex %u has no bone name after it; expected a quoted bone "
                "name",
                (int)(w->end - w->start), t + w->start, vindex);
      if (i + 1 < n) i--; /* the next token may start a pair */
      continue;
    }
    double wv = 0;
    if (!number_tok(b, w, &wv, "a weight")) continue;
    const Tok *bn = &tok[i + 1];
    SkSpan name = inner(b, sk_span(bn->start, bn->end));
    const char *s = t + name.start;
    size_t len = name.end - name.start;
    int32_t bone;
    if (b->last_name && b->last_len == len && memcmp(b->last_name, s, len) == 0) {
      bone = b->last_bone;
    } else {
      bone = sk_names_find(&b->mesh_bones, b->model, s, len);
      b->last_name = s, b->last_len = len, b->last_bone = bone;
    }
    SkInfluence *inf = sk_model_add_influence(b->model);
    inf->bone = bone;
    inf->weight = (float)wv;
    inf->weight_start = w->start;
    inf->weight_len = w->end - w->start;
    inf->bone_start = bn->start;
    inf->bone_len = bn->end - bn->start;
    pairs++;
  }
  /* The model's influence array may have moved: index, not pointer. */
  vx = &b->model->vertices[b->model->nvertices - 1];
  vx->count = pairs;
  if (total > MAX_TOKS)
    sk_report(b->sink, SK_RULE_SK001, sk_span(tok[MAX_TOKS - 1].end, e),
              "vertex %u has %u values; only the first %d are read", vindex, total, MAX_TOKS);
  if (declared != (int64_t)pairs) {
    SkDeclaredCount *c = add_count(b, "the number of bones", "weight/bone pairs",
                                   sk_span(ct->start, ct->end), declared, true);
    c->actual = pairs;
    c->related = sk_span(a, e);
    char *where = sk_xasprintf("vertex %u of mesh \"%s\"", vindex, mesh->name);
    c->where = sk_model_strdup(b->model, where, strlen(where));
    free(where);
  }
}

static void index_tokens(Builder *b, uint32_t a, uint32_t e) {
  LgwExt *x = b->ext;
  LgwGroup *g = &x->groups[b->group];
  const LgwMesh *mesh = &x->meshes[g->mesh];
  const char *t = b->src->text;
  uint32_t i = a;
  while (i < e) {
    while (i < e && (t[i] == ' ' || t[i] == '\t')) i++;
    if (i >= e) break;
    uint32_t s = i;
    while (i < e && t[i] != ' ' && t[i] != '\t') i++;
    int64_t v = 0;
    SkNumStatus st = sk_parse_int(t + s, i - s, &v);
    g->nindices++;
    if (st != SK_NUM_OK || v < 0) {
      sk_report(b->sink, SK_RULE_SK002, sk_span(s, i),
                "index %u of GROUP is '%.*s'; expected a vertex number (an integer from 0)",
                g->nindices - 1, (int)(i - s), t + s);
      continue;
    }
    if (mesh->nverts && v >= (int64_t)mesh->nverts) {
      LgwBadIndex *bi = SK_ARRAY_PUSH(x->bad_indices, x->nbad_indices, b->bad_cap);
      bi->span = sk_span(s, i);
      bi->value = v;
      bi->group = (uint32_t)b->group;
    }
  }
}

static void pivot_tokens(Builder *b, uint32_t a, uint32_t e) {
  const char *t = b->src->text;
  uint32_t i = a;
  while (i < e) {
    while (i < e && (t[i] == ' ' || t[i] == '\t')) i++;
    if (i >= e) break;
    uint32_t s = i;
    while (i < e && t[i] != ' ' && t[i] != '\t') i++;
    Tok k = {s, i, t[s] == '"'};
    double v;
    if (number_tok(b, &k, &v, "a PIVOT value")) pivot_number(b, sk_span(s, i), v);
  }
}

/* Data lines; `continued`: they go on from the previous rows token (the
 * grammar cuts long runs into tokens of 256 lines). */
static void rows(Builder *b, SkSpan span, bool continued) {
  const char *t = b->src->text;
  if (b->data == D_NONE) {
    if (continued) return; /* reported at the run's first line */
    uint32_t e = span.start;
    while (e < span.end && t[e] != '\n' && t[e] != '\r') e++;
    const char *after = b->depth ? block_word[b->stack[b->depth - 1].block] : "the model";
    sk_report(b->sink, SK_RULE_SK001, sk_span(span.start, e),
              "a line of numbers in %s where a keyword was expected; numbers follow VERTS, "
              "WVERTS, COUNT or PIVOT",
              after);
    return;
  }
  for (uint32_t a = span.start; a < span.end;) {
    const char *nl = memchr(t + a, '\n', span.end - a);
    uint32_t e = nl ? (uint32_t)(nl - t) : span.end, next = nl ? e + 1 : span.end;
    if (e > a && t[e - 1] == '\r') e--;
    if (b->data == D_VERTS) vertex_line(b, a, e);
    else if (b->data == D_INDICES) index_tokens(b, a, e);
    else pivot_tokens(b, a, e);
    a = next;
  }
  if (b->data == D_VERTS && b->verts_count >= 0)
    b->ext->counts[b->verts_count].actual = b->ext->meshes[b->mesh].nverts;
}

/* COUNT n of every group against the indices read. */
static void finish_counts(Builder *b) {
  LgwExt *x = b->ext;
  for (uint32_t i = 0; i < x->ngroups; i++) {
    LgwGroup *g = &x->groups[i];
    if (!sk_span_valid(g->count_span)) continue;
    int32_t saved = b->mesh;
    b->mesh = (int32_t)g->mesh;
    SkDeclaredCount *c = add_count(b, "COUNT", "indices", g->count_span, g->count, true);
    c->actual = g->nindices;
    b->mesh = saved;
  }
}

/* ------------------------------------------------------------------ */
/* The walk                                                            */
/* ------------------------------------------------------------------ */

static void read_statement(Builder *b, TSNode n, Stmt *st) {
  memset(st, 0, sizeof *st);
  st->span = node_span(n);
  uint32_t k = ts_node_child_count(n);
  for (uint32_t i = 0; i < k; i++) {
    TSNode c = ts_node_child(n, i);
    TSSymbol s = ts_node_symbol(c);
    if (i == 0) {
      st->kw_span = node_span(c);
      continue;
    }
    if (s == b->s_comment) continue;
    ArgKind kind = s == b->s_string ? A_STRING : s == b->s_number ? A_NUMBER : A_WORD;
    if (st->n < MAX_ARGS) st->a[st->n] = (Arg){kind, node_span(c), 0, 0, false};
    st->n++;
  }
  if (st->n > MAX_ARGS) st->n = MAX_ARGS;
}

static void walk(Builder *b, TSTree *tree) {
  TSNode root = ts_tree_root_node(tree);
  TSTreeCursor c = ts_tree_cursor_new(root);
  Stmt st;
  bool first = true;
  uint32_t rows_end = UINT32_MAX; /* where the last rows token ended */
  if (ts_tree_cursor_goto_first_child(&c)) {
    do {
      TSNode n = ts_tree_cursor_current_node(&c);
      TSSymbol t = ts_node_symbol(n);
      /* A rows token right after one (one line end and blanks between)
       * continues its run of data lines. */
      bool continued = false;
      if (t == b->s_rows && rows_end != UINT32_MAX) {
        const char *x = b->src->text;
        uint32_t i = rows_end, e = ts_node_start_byte(n);
        if (i < e && x[i] == '\r') i++;
        if (i < e && x[i] == '\n') {
          i++;
          while (i < e && (x[i] == ' ' || x[i] == '\t')) i++;
          continued = i == e;
        }
      }
      rows_end = t == b->s_rows ? ts_node_end_byte(n) : UINT32_MAX;
      if (ts_node_has_error(n) || ts_node_is_missing(n)) report_errors(b, n);
      if (t == b->s_comment) {
        SkSpan s = node_span(n);
        sk_model_note_comment(b->model, b->src->text + s.start + 2, s.end - s.start - 2, s);
      } else if (t == b->s_statement && !ts_node_has_error(n)) {
        read_statement(b, n, &st);
        if (first) b->ext->first_line = st.span, first = false;
        int k = keyword_of(text_at(b, st.kw_span), st.kw_span.end - st.kw_span.start);
        if (k < 0) {
          Block top = (Block)b->stack[b->depth - 1].block;
          char *list = allowed_list(top);
          sk_report(b->sink, SK_RULE_SK007, st.kw_span,
                    "unknown keyword '%.*s' in %s; expected one of %s", span_len(st.kw_span),
                    text_at(b, st.kw_span), block_word[top], list);
          free(list);
          b->data = D_NONE;
          continue;
        }
        st.kw = (Kw)k;
        statement(b, &st);
      } else if (t == b->s_rows) {
        rows(b, node_span(n), continued);
      }
    } while (ts_tree_cursor_goto_next_sibling(&c));
  }
  ts_tree_cursor_delete(&c);
}

static void finish(Builder *b) {
  LgwExt *x = b->ext;
  SkModel *m = b->model;
  while (b->depth > 1) close_frame(b, NULL, NULL);
  if (!b->ended) {
    uint32_t at = (uint32_t)b->src->len;
    sk_report(b->sink, SK_RULE_SK001, sk_span(at, at),
              "the file ends without END_OF_MODEL; expected END_OF_MODEL as the last line");
  }
  finish_counts(b);
  /* Attachments' parents: a bone of the skeleton, by name. */
  for (uint32_t i = 0; i < m->nbones; i++) {
    SkBone *bone = &m->bones[i];
    if (!bone->has_parent_ref) continue;
    SkSpan s = bone->parent_span;
    int32_t p = sk_names_find(&b->skeleton, m, text_at(b, s), s.end - s.start);
    bone->parent = p;
    bone->parent_unresolved = p < 0;
  }
  (void)x;
}

static void ext_free(void *p) {
  LgwExt *x = p;
  free(x->meshes);
  free(x->pairs);
  free(x->groups);
  free(x->bad_indices);
  free(x->materials);
  free(x->pivots);
  free(x->counts);
  free(x->blocks);
  free(x);
}

const char *lgw_vertex_mesh(const SkContext *ctx, uint32_t vertex, uint32_t *index_in_mesh) {
  const LgwExt *x = lgw_ext(ctx);
  const SkVertex *v = &ctx->model->vertices[vertex];
  if (!x || v->mesh >= x->nmeshes) {
    *index_in_mesh = vertex;
    return NULL;
  }
  const LgwMesh *m = &x->meshes[v->mesh];
  *index_in_mesh = vertex - m->first_vertex;
  return m->label;
}

SkModel *sk_parse_lgw(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  const TSLanguage *lang = tree_sitter_lgw();
  TSTree *tree = sk_ts_parse_with(lang, sink->reparse, sink->format, src->text, (uint32_t)src->len);
  if (!tree) return NULL;

  Builder b = {0};
  b.src = src;
  b.sink = sink;
  b.model = sk_model_new(SK_FORMAT_LGW);
  b.ext = sk_xcalloc(1, sizeof *b.ext);
  b.ext->version_span = b.ext->first_line = SK_NO_SPAN;
  b.model->ext = b.ext;
  b.model->ext_free = ext_free;
  b.mesh = b.group = b.pivot = b.bone = b.attachment = b.verts_count = -1;
  b.groups_span = SK_NO_SPAN;
  b.depth = 1;
  b.stack[0].block = B_TOP;
  b.stack[0].name = b.stack[0].kw = SK_NO_SPAN;
  b.stack[0].pair = b.stack[0].index = b.stack[0].extent = -1;
#define SYM(name) ts_language_symbol_for_name(lang, name, (uint32_t)strlen(name), true)
  b.s_statement = SYM("statement");
  b.s_rows = SYM("rows");
  b.s_keyword = SYM("keyword");
  b.s_string = SYM("string");
  b.s_number = SYM("number");
  b.s_word = SYM("word");
  b.s_comment = SYM("comment");
#undef SYM
  walk(&b, tree);
  sk_ts_done(sink->reparse, sink->format, tree);
  finish(&b);
  sk_names_free(&b.skeleton);
  sk_names_free(&b.mesh_bones);
  return b.model;
}

/* The smallest block of kind name `kind` ("MESH") that holds `at`. */
static SkSpan outline_block(const LgwExt *x, uint32_t at, const char *kind) {
  SkSpan best = SK_NO_SPAN;
  for (uint32_t i = 0; i < x->nblocks; i++) {
    SkSpan sp = x->blocks[i].span;
    if (sp.start <= at && at <= sp.end && strcmp(lgw_block_name(x->blocks[i].block), kind) == 0 &&
        (!sk_span_valid(best) || sp.end - sp.start < best.end - best.start))
      best = sp;
  }
  return best;
}

/* A name token's text without its quotes. */
static char *outline_name(SkOutliner *o, SkSpan sp) {
  if (sk_span_valid(sp) && sp.end > sp.start && o->src->text[sp.start] == '"') {
    sp.start++;
    if (sp.end > sp.start && o->src->text[sp.end - 1] == '"') sp.end--;
  }
  return o->text(o, sp);
}

/* The outline (the spec's hook): the materials and then the meshes, each
 * named as written (without its quotes), its range the MATERIAL or MESH
 * block that holds it. */
static void outline(SkOutliner *o) {
  const LgwExt *x = o->model->ext;
  for (uint32_t i = 0; i < x->nmaterials; i++) {
    const LgwMaterial *mt = &x->materials[i];
    char *name = outline_name(o, mt->name_span);
    char detail[48];
    snprintf(detail, sizeof detail, "material %lld", (long long)mt->id);
    o->add(o, name, detail, SK_SYMBOL_FIELD, outline_block(x, mt->id_span.start, "MATERIAL"),
           mt->name_span);
    free(name);
  }
  for (uint32_t i = 0; i < x->nmeshes; i++) {
    const LgwMesh *me = &x->meshes[i];
    char *detail = sk_xasprintf("mesh, %u %s", me->nverts,
                                me->weighted ? "weighted vertices" : "vertices");
    o->add(o, me->name, detail, SK_SYMBOL_STRUCT, outline_block(x, me->name_span.start, "MESH"),
           me->name_span);
    free(detail);
  }
}

/* The format (format_spec.h): an LGW model, a .txt file told by its
 * content, with `//` comments and quoted bone names. */
const SkFormatSpec sk_spec_lgw = {
    .format = SK_FORMAT_LGW, .name = "lgw", .extensions = "",
    .kind = SK_KIND_MODEL, .syntax = SK_SYNTAX_LINES, .comment_open = "// ", .comment_close = "",
    .triggers = "", .keywords = SK_KEYWORDS_BLOCKS, .quoted_names = true,
    .detect = sk_detect_txt_model, .detect_stage = SK_DETECT_TEXT_LATE,
    .has_positions = sk_vertex_lines_any, .vertex_position = sk_vertex_line_position,
    .outline = outline, .parse = sk_parse_lgw, .vocab = &sk_vocab_lgw,
};
