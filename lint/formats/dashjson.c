/* dashjson.c — the Dash skeleton JSON front-end: an array of bones
 * {parentIndex, name, position{x,y,z}, rotation{x,y,z,w}, scale{x,y,z}}.
 *
 * cJSON parses and decodes; it keeps no positions, so three small passes
 * over the same bytes supply them:
 *  - on a parse failure, `diagnose` re-reads the text up to the offset
 *    cJSON stopped at, tracking only the structure, to say what was
 *    expected there and what was found (SK001);
 *  - `NaN`/`Infinity` (written by Python's json module) are not JSON:
 *    they are blanked to `0` in a copy of the same length, reported as
 *    SK003, and the copy is parsed instead, so one of them does not hide
 *    the rest of the file;
 *  - on success, `scan_spans` walks the validated text and the cJSON tree
 *    in step and records each node's key and value span, looked up by node.
 * The model then takes each bone's fields; every field as written (type,
 * spans) goes into the DashExt for the schema rule (SK441). */
#include "../front_end.h"
#include "dash.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

/* ---- The Dash extension (shared with dashbin.c) ---- */

static void dash_ext_free(void *p) {
  DashExt *x = p;
  free(x->bones);
  free(x->keys);
  free(x);
}

DashExt *dash_ext_new(SkModel *m) {
  DashExt *x = sk_xcalloc(1, sizeof *x);
  x->root.span = x->root.key_span = SK_NO_SPAN;
  m->ext = x;
  m->ext_free = dash_ext_free;
  return x;
}

static void value_init(DashValue *v) {
  v->type = DASH_MISSING;
  v->span = v->key_span = SK_NO_SPAN;
}

SkBone *dash_add_bone(SkModel *m, DashExt *x, DashBone **slot) {
  DashBone *d = SK_ARRAY_PUSH(x->bones, x->nbones, x->bones_cap);
  value_init(&d->self), value_init(&d->parent), value_init(&d->name);
  for (int v = 0; v < DASH_NVEC; v++) {
    value_init(&d->vec[v]);
    for (int c = 0; c < 4; c++) value_init(&d->comp[v][c]);
  }
  d->name_field = SK_NO_SPAN;
  *slot = d;
  return sk_model_add_bone(m);
}

const char *dash_model_printable(SkModel *m, const char *s, size_t n) {
  char *tmp = sk_display_text(s, n, 0);
  const char *r = sk_model_strdup(m, tmp, strlen(tmp));
  free(tmp);
  return r;
}

/* ---- Shared lexing ---- */

/* cJSON skips every byte up to the space as white space; so do we. */
static const char *skip_ws(const char *p, const char *end) {
  while (p < end && (unsigned char)*p <= ' ') p++;
  return p;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_word(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) ||
         c == '_' || c == '+' || c == '-' || c == '.';
}
static int hexval(char c) {
  if (is_digit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Four hex digits at p, or -1. */
static long hex4(const char *p, const char *end) {
  if (end - p < 4) return -1;
  long v = 0;
  for (int i = 0; i < 4; i++) {
    int h = hexval(p[i]);
    if (h < 0) return -1;
    v = v * 16 + h;
  }
  return v;
}

/* Skips the string whose opening quote is at p; returns the byte after
 * its closing quote. With `bad` set, checks escapes the way cJSON does and
 * on the first fault returns NULL with *bad at it (or at end when the
 * string is not closed). */
static const char *skip_string(const char *p, const char *end, const char **bad) {
  for (p++; p < end && *p != '"'; p++) {
    if (*p != '\\') continue;
    if (!bad) { p++; continue; }
    const char *esc = p++;
    if (p >= end) break;
    if (*p && strchr("\"\\/bfnrt", *p)) continue;
    long u = *p == 'u' ? hex4(p + 1, end) : -1;
    if (u < 0 || (u >= 0xDC00 && u <= 0xDFFF)) { *bad = esc; return NULL; }
    p += 4;
    if (u >= 0xD800 && u <= 0xDBFF) { /* a high surrogate needs a low one */
      long lo = end - p > 2 && p[1] == '\\' && p[2] == 'u' ? hex4(p + 3, end) : -1;
      if (lo < 0xDC00 || lo > 0xDFFF) { *bad = esc; return NULL; }
      p += 6;
    }
  }
  if (p >= end) {
    if (bad) { *bad = end; return NULL; }
    return end;
  }
  return p + 1;
}

/* The end of the number at p as strtod reads it (cJSON's rule): -?digits,
 * then an optional fraction and exponent. Returns p when no digit. */
static const char *skip_number(const char *p, const char *end) {
  const char *q = p;
  if (q < end && *q == '-') q++;
  if (q >= end || !is_digit(*q)) return p;
  while (q < end && is_digit(*q)) q++;
  if (q < end && *q == '.') {
    q++;
    while (q < end && is_digit(*q)) q++;
  }
  if (q < end && (*q == 'e' || *q == 'E')) {
    const char *e = q + 1;
    if (e < end && (*e == '+' || *e == '-')) e++;
    if (e < end && is_digit(*e)) {
      while (e < end && is_digit(*e)) e++;
      q = e;
    }
  }
  return q;
}

static bool word_is(const char *p, const char *end, const char *w) {
  size_t n = strlen(w);
  return (size_t)(end - p) >= n && memcmp(p, w, n) == 0 &&
         (p + n == end || !is_word(p[n]));
}

/* ---- SK001: what was expected where cJSON stopped ---- */

typedef enum {
  X_VALUE,          /* after ':' or at the top */
  X_VALUE_OR_CLOSE, /* after '[' */
  X_KEY,            /* after ',' in an object */
  X_KEY_OR_CLOSE,   /* after '{' */
  X_COLON,
  X_COMMA_OR_CLOSE,
  X_END
} Expect;

typedef struct {
  const char *at;      /* where the text goes wrong */
  Expect expect;
  char close;          /* '}' or ']': the innermost open container's closer */
  bool after_comma;
  const char *string;  /* a string starting here is malformed at `at` */
  const char *last, *last_end; /* the last complete string read */
  bool too_deep;
} Diagnosis;

/* Follows the structure of text[0, len) until it goes wrong, or until
 * `err` (cJSON's error offset) for faults inside a scalar. */
static Diagnosis diagnose(const char *text, size_t len, size_t err) {
  enum { LIMIT = CJSON_NESTING_LIMIT };
  char *stack = sk_xmalloc(LIMIT + 1);
  int depth = 0;
  Diagnosis d = {0};
  const char *p = text, *end = text + len;
  /* cJSON clamps an error at the very end to the last byte. */
  const char *stop = err + 1 >= len ? end : text + err;
  if (len >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3;
  Expect ex = X_VALUE;
  bool comma = false;
  for (;;) {
    p = skip_ws(p, end);
    if (p >= stop) break;
    char c = *p;
    char close = depth ? (stack[depth - 1] == '{' ? '}' : ']') : 0;
    bool value = false;
    if (ex == X_VALUE || ex == X_VALUE_OR_CLOSE) {
      if (c == ']' && ex == X_VALUE_OR_CLOSE) {
        depth--, p++, value = true;
      } else if (c == '{' || c == '[') {
        if (depth >= LIMIT) { d.too_deep = true; break; }
        stack[depth++] = c, p++;
        ex = c == '{' ? X_KEY_OR_CLOSE : X_VALUE_OR_CLOSE;
        comma = false;
        continue;
      } else if (c == '"') {
        const char *bad = NULL, *q = skip_string(p, end, &bad);
        if (!q) { d.string = p, p = bad; break; }
        d.last = p, d.last_end = q;
        p = q, value = true;
      } else if (word_is(p, end, "true") || word_is(p, end, "null")) {
        p += 4, value = true;
      } else if (word_is(p, end, "false")) {
        p += 5, value = true;
      } else {
        const char *q = skip_number(p, end);
        if (q == p) break;
        p = q > stop ? stop : q, value = true;
      }
    } else if ((ex == X_KEY || ex == X_KEY_OR_CLOSE) && c == '"') {
      const char *bad = NULL, *q = skip_string(p, end, &bad);
      if (!q) { d.string = p, p = bad; break; }
      d.last = p, d.last_end = q;
      p = q, ex = X_COLON;
      continue;
    } else if (ex == X_KEY_OR_CLOSE && c == '}') {
      depth--, p++, value = true;
    } else if (ex == X_COLON && c == ':') {
      p++, ex = X_VALUE, comma = false;
      continue;
    } else if (ex == X_COMMA_OR_CLOSE && c == ',') {
      p++, ex = close == '}' ? X_KEY : X_VALUE, comma = true;
      continue;
    } else if (ex == X_COMMA_OR_CLOSE && c == close) {
      depth--, p++, value = true;
    } else {
      break;
    }
    if (value) ex = depth ? X_COMMA_OR_CLOSE : X_END, comma = false;
  }
  if (p < end && (*p == '[' || *p == '{') && depth >= LIMIT) d.too_deep = true;
  d.at = p < end ? p : end;
  d.expect = ex;
  d.close = depth ? (stack[depth - 1] == '{' ? '}' : ']') : 0;
  d.after_comma = comma;
  free(stack);
  return d;
}

/* What is at p, quoted for a message: a word, one character, or the end. */
static char *describe_found(const char *p, const char *end, uint32_t *len) {
  if (p >= end) {
    *len = 0;
    return sk_xstrdup("the end of the file");
  }
  const char *q = p;
  if (*q == '"') {
    q = skip_string(q, end, NULL);
    const char *nl = memchr(p, '\n', (size_t)(q - p));
    if (nl || q - p > 24) {
      *len = 1;
      return sk_xstrdup("'\"'");
    }
  } else if (is_word(*q)) {
    while (q < end && is_word(*q) && q - p < 24) q++;
  } else {
    unsigned char c = (unsigned char)*q++;
    int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    while (more-- && q < end && ((unsigned char)*q & 0xC0) == 0x80) q++;
    if (!sk_shown_plain(p, (size_t)(q - p))) {
      *len = 1;
      return sk_xasprintf("the byte 0x%02X (%s)", c,
                          c < 0x80 ? "a control character" : "not UTF-8");
    }
  }
  *len = (uint32_t)(q - p);
  char *clean = sk_display_text(p, *len, 0);
  char *r = sk_xasprintf("'%s'", clean);
  free(clean);
  return r;
}

static void report_syntax(SkDiagSink *sink, const char *text, size_t len, size_t err) {
  Diagnosis d = diagnose(text, len, err);
  const char *end = text + len;
  uint32_t at = (uint32_t)(d.at - text), n = 0;
  if (d.string) {
    uint32_t open = (uint32_t)(d.string - text);
    SkDiagnostic *diag;
    if (d.at >= end) {
      diag = sk_report(sink, SK_RULE_SK001, sk_span(at, at),
                       "expected '\"' to close the string, found the end of the file");
    } else {
      size_t esc = d.at[1] == 'u' ? 2 + strspn(d.at + 2, "0123456789abcdefABCDEF") : 2;
      if (esc > (size_t)(end - d.at)) esc = (size_t)(end - d.at);
      if (esc > 6) esc = 6;
      char *shown = sk_display_text(d.at, esc, 0);
      diag = sk_report(sink, SK_RULE_SK001, sk_span_n(at, esc),
                       "invalid escape '%s' in a string: expected one of \\\" \\\\ "
                       "\\/ \\b \\f \\n \\r \\t or \\u with four hex digits (a surrogate "
                       "pair for characters beyond U+FFFF)",
                       shown);
      free(shown);
    }
    sk_diag_related(diag, sk_span(open, open + 1), "the string starts here");
    return;
  }
  char *found = describe_found(d.at, end, &n);
  if (d.too_deep) {
    sk_report(sink, SK_RULE_SK001, sk_span(at, at + 1),
              "arrays and objects nested deeper than %d levels: expected at most "
              "that many",
              CJSON_NESTING_LIMIT);
    free(found);
    return;
  }
  const char *exp = "";
  char buf[64];
  switch (d.expect) {
  case X_VALUE:
    exp = d.after_comma && d.at < end && *d.at == ']'
              ? "a value after ',' (JSON allows no trailing comma)"
              : "a value (an object, array, string, number, true, false or null)";
    break;
  case X_VALUE_OR_CLOSE: exp = "a value or ']'"; break;
  case X_KEY:
    exp = d.at < end && *d.at == '}' ? "a key after ',' (JSON allows no trailing comma)"
                                     : "a key in double quotes";
    break;
  case X_KEY_OR_CLOSE: exp = "a key in double quotes or '}'"; break;
  case X_COLON: exp = "':' after the key"; break;
  case X_COMMA_OR_CLOSE:
    snprintf(buf, sizeof buf, "',' or '%c'", d.close);
    exp = buf;
    break;
  case X_END: exp = "the end of the file after the top-level value"; break;
  }
  const char *hint = "";
  bool runaway = d.last &&
                 skip_ws(d.last_end, end) == d.at &&
                 memchr(d.last, '\n', (size_t)(d.last_end - d.last)) != NULL;
  if (runaway) hint = " (the string before it runs over a line end: is its closing '\"' missing?)";
  else if (d.at < end && *d.at == '\'') hint = " (JSON strings use double quotes)";
  else if (d.at + 1 < end && d.at[0] == '/' && (d.at[1] == '/' || d.at[1] == '*'))
    hint = " (JSON has no comments)";
  SkDiagnostic *diag = sk_report(sink, SK_RULE_SK001, sk_span(at, at + n),
                                 "expected %s, found %s%s", exp, found, hint);
  if (runaway) {
    uint32_t open = (uint32_t)(d.last - text);
    sk_diag_related(diag, sk_span(open, open + 1), "the string starts here");
  }
  free(found);
}

/* ---- SK003: NaN and Infinity blanked in a copy ---- */

typedef struct {
  SkSpan *spans; /* the blanked tokens, in text order */
  double *values;
  size_t n, cap;
} NonFinite;

/* Copies text with every bare NaN, Infinity, -Infinity outside strings
 * replaced by 0 and spaces (same length). Returns NULL when there is none. */
static char *blank_nonfinite(const char *text, size_t len, NonFinite *nf) {
  char *copy = NULL;
  const char *end = text + len;
  for (const char *p = text; p < end;) {
    if (*p == '"') { p = skip_string(p, end, NULL); continue; }
    if (!is_word(*p)) { p++; continue; }
    const char *q = p;
    while (q < end && is_word(*q)) q++;
    size_t n = (size_t)(q - p);
    double v = 0;
    if (n == 3 && memcmp(p, "NaN", 3) == 0) v = NAN;
    else if (n == 8 && memcmp(p, "Infinity", 8) == 0) v = INFINITY;
    else if (n == 9 && memcmp(p, "-Infinity", 9) == 0) v = -INFINITY;
    if (v != 0) {
      if (!copy) copy = sk_xstrndup(text, len);
      memset(copy + (p - text), ' ', n);
      copy[p - text] = '0';
      if (nf->n == nf->cap) {
        nf->cap = nf->cap ? nf->cap * 2 : 8;
        nf->spans = sk_xrealloc(nf->spans, nf->cap * sizeof *nf->spans);
        nf->values = sk_xrealloc(nf->values, nf->cap * sizeof *nf->values);
      }
      nf->spans[nf->n] = sk_span_n((size_t)(p - text), n);
      nf->values[nf->n++] = v;
    }
    p = q;
  }
  return copy;
}

static const double *nonfinite_at(const NonFinite *nf, uint32_t start) {
  size_t lo = 0, hi = nf->n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (nf->spans[mid].start < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < nf->n && nf->spans[lo].start == start ? &nf->values[lo] : NULL;
}

/* ---- Spans of the validated text, by cJSON node ---- */

typedef struct {
  const cJSON *node;
  SkSpan key, value;
} NodeSpan;

typedef struct {
  NodeSpan *items; /* in pre-order, as the text is read */
  size_t n, cap, cursor;
  const char *text, *end;
} Spans;

static SkSpan span_of_ptrs(const Spans *s, const char *a, const char *b) {
  return sk_span((uint32_t)(a - s->text), (uint32_t)(b - s->text));
}

/* Records the value at p (node, under `key`) and everything inside it;
 * returns the byte after it. The text has passed cJSON, so the walk only
 * guards against running off the end. */
static const char *scan_spans(Spans *s, const char *p, const cJSON *node, SkSpan key) {
  const char *end = s->end;
  p = skip_ws(p, end);
  size_t slot = s->n;
  NodeSpan *ns = SK_ARRAY_PUSH(s->items, s->n, s->cap);
  ns->node = node, ns->key = key;
  const char *start = p;
  if (p < end && (*p == '{' || *p == '[')) {
    char close = *p == '{' ? '}' : ']';
    const cJSON *child = node ? node->child : NULL;
    p = skip_ws(p + 1, end);
    while (p < end && *p != close) {
      SkSpan k = SK_NO_SPAN;
      const char *before = p;
      if (close == '}') {
        const char *ks = p;
        p = skip_string(p, end, NULL);
        k = span_of_ptrs(s, ks, p);
        p = skip_ws(p, end);
        if (p < end && *p == ':') p++;
      }
      p = skip_ws(scan_spans(s, p, child, k), end);
      child = child ? child->next : NULL;
      if (p < end && *p == ',') p = skip_ws(p + 1, end);
      else if (p == before) break;
    }
    if (p < end) p++;
  } else if (p < end && *p == '"') {
    p = skip_string(p, end, NULL);
  } else {
    while (p < end && is_word(*p)) p++;
  }
  s->items[slot].value = span_of_ptrs(s, start, p);
  return p;
}

/* The span record of `node`. The model is built in document order, so
 * lookups move forward through the pre-order table: a cursor makes the
 * whole build linear. */
static const NodeSpan *span_lookup(Spans *s, const cJSON *node) {
  static const NodeSpan none = {NULL, {UINT32_MAX, UINT32_MAX}, {UINT32_MAX, UINT32_MAX}};
  for (int pass = 0; pass < 2; pass++, s->cursor = 0)
    for (size_t k = s->cursor; k < s->n; k++)
      if (s->items[k].node == node) return &s->items[s->cursor = k];
  return &none;
}

/* ---- Building the model ---- */

typedef struct {
  const SkSource *src;
  const char *text; /* what was parsed (the source or its blanked copy) */
  SkDiagSink *sink;
  SkModel *m;
  DashExt *x;
  Spans spans;
  NonFinite nf;
} Builder;

static DashType type_of(const cJSON *j) {
  if (cJSON_IsNull(j)) return DASH_NULL;
  if (cJSON_IsBool(j)) return DASH_BOOL;
  if (cJSON_IsNumber(j)) return DASH_NUMBER;
  if (cJSON_IsString(j)) return DASH_STRING;
  if (cJSON_IsArray(j)) return DASH_ARRAY;
  if (cJSON_IsObject(j)) return DASH_OBJECT;
  return DASH_MISSING;
}

/* Fills a DashValue from a node. A blanked NaN gets its value back, and a
 * number cJSON read as infinite (1e999) is SK002; `field` of bone `bone`
 * names it in that message. Returns false when the number is unusable. */
static bool take(Builder *b, DashValue *v, const cJSON *j, const char *field,
                 uint32_t bone) {
  const NodeSpan *ns = span_lookup(&b->spans, j);
  v->type = type_of(j);
  v->span = ns->value;
  v->key_span = ns->key;
  if (v->type != DASH_NUMBER) return true;
  v->num = j->valuedouble;
  const double *bad = sk_span_valid(v->span) ? nonfinite_at(&b->nf, v->span.start) : NULL;
  if (bad) {
    v->num = *bad;
    return false; /* reported as SK003 when blanked */
  }
  if (isfinite(v->num) || !sk_span_valid(v->span)) return true;
  sk_report(b->sink, SK_RULE_SK002, v->span,
            "%s of bone %u is %.*s, out of the range of a double: expected a finite "
            "number",
            field, (unsigned)bone, (int)(v->span.end - v->span.start),
            b->text + v->span.start);
  return false;
}

static void note_key(Builder *b, const cJSON *j, uint32_t bone, int vec, bool dup) {
  DashKeyNote *k = SK_ARRAY_PUSH(b->x->keys, b->x->nkeys, b->x->keys_cap);
  k->span = span_lookup(&b->spans, j)->key;
  k->key = dash_model_printable(b->m, j->string, strlen(j->string));
  k->bone = bone;
  k->vec = vec;
  k->duplicate = dup;
}

static void take_vector(Builder *b, uint32_t i, SkBone *bone, DashBone *d, int v,
                        const cJSON *obj) {
  static const char *const fields[DASH_NVEC][4] = {
      {"position.x", "position.y", "position.z", ""},
      {"rotation.x", "rotation.y", "rotation.z", "rotation.w"},
      {"scale.x", "scale.y", "scale.z", ""}};
  bool usable = take(b, &d->vec[v], obj, dash_vec_name(v), i);
  if (!cJSON_IsObject(obj)) return;
  int arity = dash_vec_arity(v);
  for (const cJSON *c = obj->child; c; c = c->next) {
    const char *letter = strlen(c->string) == 1 ? strchr(DASH_COMPONENTS, c->string[0]) : NULL;
    int k = letter && *letter ? (int)(letter - DASH_COMPONENTS) : -1;
    if (k < 0 || k >= arity) {
      note_key(b, c, i, v, false);
      continue;
    }
    if (d->comp[v][k].type != DASH_MISSING) note_key(b, c, i, v, true);
    if (!take(b, &d->comp[v][k], c, fields[v][k], i)) usable = false;
  }
  /* A missing or mistyped component is SK441; the model keeps defaults
   * for it. A non-finite one makes the whole vector unusable for rules. */
  double *dst = v == DASH_POSITION ? bone->translation
                : v == DASH_ROTATION ? bone->rotation
                                     : bone->scale;
  for (int k = 0; k < arity; k++)
    if (d->comp[v][k].type == DASH_NUMBER) dst[k] = d->comp[v][k].num;
  SkSpan span = d->vec[v].span;
  if (v == DASH_POSITION) bone->has_translation = usable, bone->translation_span = span;
  if (v == DASH_ROTATION) bone->has_rotation = usable, bone->rotation_span = span;
  if (v == DASH_SCALE) bone->has_scale = usable, bone->scale_span = span;
}

/* parentIndex: null (or absent) is no parent; a non-integer is SK441. */
static void take_parent(Builder *b, uint32_t i, SkBone *bone, const DashValue *p,
                        bool usable) {
  bone->parent_span = p->span;
  if (!usable || p->type != DASH_NUMBER || p->num != floor(p->num)) return;
  if (fabs(p->num) > 9.0e15) {
    sk_report(b->sink, SK_RULE_SK002, p->span,
              "parentIndex of bone %u is %.*s, out of range: expected a bone index "
              "or null",
              (unsigned)i, (int)(p->span.end - p->span.start), b->text + p->span.start);
    return;
  }
  /* The format's own example gives the root "parentIndex": 0: on the
   * first bone it means no parent, like null. */
  if (i == 0 && p->num == 0) return;
  bone->has_parent_ref = true;
  bone->parent_ref = (int64_t)p->num;
}

static void take_bone(Builder *b, uint32_t i, const cJSON *el) {
  DashBone *d;
  SkBone *bone = dash_add_bone(b->m, b->x, &d);
  take(b, &d->self, el, "the value", i);
  bone->span = d->self.span;
  if (!cJSON_IsObject(el)) return;
  const char *name = NULL;
  bool parent_usable = true;
  for (const cJSON *c = el->child; c; c = c->next) {
    DashValue *slot = NULL;
    int vec = -1, key = 0;
    while (key < DASH_NKEYS && strcmp(c->string, dash_key_name(key)) != 0) key++;
    if (key == DASH_KEY_PARENT) slot = &d->parent;
    else if (key == DASH_KEY_NAME) slot = &d->name;
    else if (key < DASH_NKEYS) vec = key - DASH_KEY_VEC;
    if (vec >= 0) slot = &d->vec[vec];
    if (!slot) {
      note_key(b, c, i, -1, false);
      continue;
    }
    if (slot->type != DASH_MISSING) {
      /* JavaScript's JSON.parse keeps the last of repeated keys. */
      note_key(b, c, i, -1, true);
      if (vec >= 0)
        for (int k = 0; k < 4; k++) d->comp[vec][k] = (DashValue){DASH_MISSING, SK_NO_SPAN, SK_NO_SPAN, 0};
    }
    if (vec >= 0) take_vector(b, i, bone, d, vec, c);
    else if (slot == &d->parent) parent_usable = take(b, slot, c, dash_key_name(DASH_KEY_PARENT), i);
    else take(b, slot, c, dash_key_name(DASH_KEY_NAME), i), name = c->valuestring;
  }
  if (d->name.type == DASH_STRING && name && sk_span_valid(d->name.span)) {
    bone->name = dash_model_printable(b->m, name, strlen(name));
    bone->name_span = sk_span(d->name.span.start + 1, d->name.span.end - 1);
  }
  take_parent(b, i, bone, &d->parent, parent_usable);
}

/* ---- Re-reading one bone after an edit (the language server) ----
 *
 * As the XSF front-end does (xsf.c): a check of a document edited in place
 * gets the model of its last check back (reparse.c), with the edits since
 * merged into one replaced range. When that range lies inside one element
 * of the top-level array — after its first byte, before its last — only
 * that element is parsed again (it must parse as exactly one JSON value,
 * without NaN or Infinity), and its bone replaces the old one; when it lies
 * between two elements and leaves only white space and their one comma
 * there, nothing is parsed. What follows moves by the change in length,
 * and the front-end's own findings are kept with the model and reported
 * again. Anything else parses the whole text. */

/* At most as many bones are re-read between two whole parses as the model
 * has (at least DASH_REREAD_MIN): the arena holds at most about twice the
 * strings of the skeleton. */
#define DASH_REREAD_MIN 64
/* Nesting a re-read element may have (cJSON's own limit is far above). */
#define DASH_REREAD_DEPTH 64

static void shift_value(const SkShift *sh, DashValue *v) {
  sk_shift_span(sh, &v->span);
  sk_shift_span(sh, &v->key_span);
}

static void shift_bone(const SkShift *sh, SkBone *b, DashBone *d) {
  SkSpan *spans[] = {&b->span, &b->name_span, &b->parent_span, &b->id_span,
                     &b->translation_span, &b->rotation_span, &b->scale_span,
                     &b->matrix_span, &b->bind_translation_span, &b->bind_rotation_span,
                     &d->name_field};
  for (size_t k = 0; k < sizeof spans / sizeof *spans; k++) sk_shift_span(sh, spans[k]);
  shift_value(sh, &d->self);
  shift_value(sh, &d->parent);
  shift_value(sh, &d->name);
  for (int v = 0; v < DASH_NVEC; v++) {
    shift_value(sh, &d->vec[v]);
    for (int c = 0; c < 4; c++) shift_value(sh, &d->comp[v][c]);
  }
}

/* The first bone whose element ends after offset `at`. */
static uint32_t element_after(const SkModel *m, uint32_t at) {
  uint32_t lo = 0, hi = m->nbones;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (m->bones[mid].span.end <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/* Whether t[from, to) is white space (as cJSON skips it) with exactly
 * `commas` commas. */
static bool gap_is(const char *t, uint32_t from, uint32_t to, int commas) {
  for (uint32_t i = from; i < to; i++) {
    if ((unsigned char)t[i] <= ' ') continue;
    if (t[i] != ',' || commas-- <= 0) return false;
  }
  return commas == 0;
}

/* How deep brackets nest in t[from, to), strings skipped. */
static int nesting(const char *t, uint32_t from, uint32_t to) {
  int depth = 0, most = 0;
  for (const char *p = t + from, *end = t + to; p < end;) {
    if (*p == '"') {
      p = skip_string(p, end, NULL);
      continue;
    }
    if (*p == '[' || *p == '{') most = ++depth > most ? depth : most;
    else if (*p == ']' || *p == '}') depth--;
    p++;
  }
  return most;
}

/* Re-uses the kept model m of the text before `e` for src: true when it
 * now describes src, false when the caller must free it and parse the
 * whole text. */
static bool reread_element(const SkSource *src, const SkOptions *opts, SkDiagSink *sink,
                           SkModel *m, SkFrontNotes *notes, const SkEditSpan *e) {
  DashExt *x = m->ext;
  if (!x || x->root.type != DASH_ARRAY || x->nbones != m->nbones || m->incomplete ||
      !sk_front_notes_fit(notes, opts) || src->len > INT32_MAX)
    return false;
  int64_t delta = e->any ? (int64_t)e->new_len - (int64_t)(e->old_end - e->start) : 0;
  uint32_t lo = 1, hi = 0, bone = UINT32_MAX; /* no edit: nothing re-read */
  const char *t = src->text;
  if (e->any) {
    uint32_t i = element_after(m, e->start), n = m->nbones;
    if (i < n && m->bones[i].span.start < e->start && e->old_end < m->bones[i].span.end) {
      bone = i;
      lo = m->bones[i].span.start, hi = m->bones[i].span.end;
    } else {
      lo = i > 0 ? m->bones[i - 1].span.end : x->root.span.start + 1;
      hi = i < n ? m->bones[i].span.start : x->root.span.end - 1;
      if (e->start < lo || e->old_end > hi || hi + delta < lo || hi + delta > (int64_t)src->len ||
          !gap_is(t, lo, (uint32_t)(hi + delta), i > 0 && i < n ? 1 : 0))
        return false;
    }
  }
  SkShift sh = {hi, delta};
  SkDiagList found = {0};
  uint32_t nkeys = x->nkeys;
  if (bone != UINT32_MAX) {
    if (notes->rereads >= (m->nbones > DASH_REREAD_MIN ? m->nbones : DASH_REREAD_MIN))
      return false;
    uint32_t end = (uint32_t)(hi + delta);
    if (end <= lo || end > src->len || nesting(t, lo, end) > DASH_REREAD_DEPTH) return false;
    SkJsonArena *arena = sk_json_arena_begin();
    const char *stop = NULL;
    cJSON *el = cJSON_ParseWithLengthOpts(t + lo, end - lo, &stop, false);
    if (!el || stop != t + end) {
      cJSON_Delete(el);
      sk_json_arena_end(arena);
      return false;
    }
    SkDiagSink part;
    sk_sink_init(&part, &found, opts, SK_FORMAT_DASHJSON);
    Builder b = {src, t, &part, m, x, {0}, {0}};
    b.spans.text = t, b.spans.end = t + src->len;
    scan_spans(&b.spans, t + lo, el, SK_NO_SPAN);
    take_bone(&b, bone, el); /* appended: moved into place below */
    cJSON_Delete(el);
    sk_json_arena_end(arena);
    free(b.spans.items);
    uint32_t n = m->nbones - 1;
    m->bones[bone] = m->bones[n];
    x->bones[bone] = x->bones[n];
    m->nbones = x->nbones = n;
    notes->rereads++;
    /* The keys noted for the bone: its new ones (appended) where its old
     * ones were, in bone order. */
    uint32_t nnew = x->nkeys - nkeys, keep = 0;
    DashKeyNote *fresh = nnew ? sk_xmalloc(nnew * sizeof *fresh) : NULL;
    if (nnew) memcpy(fresh, x->keys + nkeys, nnew * sizeof *fresh);
    for (uint32_t k = 0; k < nkeys; k++)
      if (x->keys[k].bone != bone) x->keys[keep++] = x->keys[k];
    uint32_t before = 0;
    while (before < keep && x->keys[before].bone < bone) before++;
    if (keep > before)
      memmove(x->keys + before + nnew, x->keys + before, (keep - before) * sizeof *fresh);
    if (nnew) memcpy(x->keys + before, fresh, nnew * sizeof *fresh);
    x->nkeys = keep + nnew;
    free(fresh);
  }
  /* What follows the range moves. */
  if (delta) {
    for (uint32_t i = bone != UINT32_MAX ? bone + 1 : element_after(m, hi); i < m->nbones; i++)
      shift_bone(&sh, &m->bones[i], &x->bones[i]);
    for (uint32_t k = 0; k < x->nkeys; k++)
      if (bone == UINT32_MAX || x->keys[k].bone != bone) sk_shift_span(&sh, &x->keys[k].span);
    shift_value(&sh, &x->root);
  }
  sk_model_resolve_parent_indices(m);
  m->names_for = UINT32_MAX; /* names may have changed: the table is rebuilt */
  sk_front_notes_splice(notes, lo, &sh, bone != UINT32_MAX ? &found : NULL, sink);
  sk_diag_list_free(&found);
  return true;
}

SkModel *sk_parse_dashjson(const SkSource *src, const SkOptions *opts,
                           SkDiagSink *sink) {
  size_t first_diag = sink->out->count;
  if (sink->reparse) {
    void *notes = NULL;
    SkEditSpan edit = {0};
    SkModel *kept = sk_reparse_take(sink->reparse, SK_FORMAT_DASHJSON, &notes, &edit);
    if (kept && opts && reread_element(src, opts, sink, kept, notes, &edit)) {
      sk_reparse_reused(sink->reparse);
      sk_reparse_expect(sink->reparse, kept, notes, sk_front_notes_free);
      return kept;
    }
    sk_model_free(kept);
    sk_front_notes_free(notes);
  }
  const char *text = src->text, *end_ptr = NULL;
  size_t len = src->len;
  NonFinite nf = {0};
  char *copy = NULL;
  SkJsonArena *arena = sk_json_arena_begin(); /* the tree's many small nodes */
  cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end_ptr, false);
  if (!root) {
    size_t err = end_ptr ? (size_t)(end_ptr - text) : 0;
    Diagnosis d = diagnose(text, len, err);
    if (!d.string && (word_is(d.at, text + len, "NaN") ||
                      word_is(d.at, text + len, "Infinity") ||
                      word_is(d.at, text + len, "-Infinity"))) {
      copy = blank_nonfinite(text, len, &nf);
      if (copy) {
        text = copy;
        root = cJSON_ParseWithLengthOpts(text, len, &end_ptr, false);
      }
    }
    for (size_t i = 0; i < nf.n; i++) {
      SkSpan s = nf.spans[i];
      sk_report(sink, SK_RULE_SK003, s,
                "%.*s is not a JSON number (Python's json module writes it for "
                "float('%s')): expected a finite number",
                (int)(s.end - s.start), src->text + s.start,
                isnan(nf.values[i]) ? "nan" : nf.values[i] > 0 ? "inf" : "-inf");
    }
    if (!root) {
      report_syntax(sink, text, len, end_ptr ? (size_t)(end_ptr - text) : 0);
      free(copy), free(nf.spans), free(nf.values);
      sk_json_arena_end(arena);
      return NULL;
    }
  }
  /* cJSON stops after the first value: anything but white space after it
   * is a syntax error, but the array itself is still checked. */
  const char *rest = skip_ws(end_ptr, text + len);
  if (rest < text + len) report_syntax(sink, text, len, (size_t)(rest - text));

  Builder b = {src, text, sink, sk_model_new(SK_FORMAT_DASHJSON), NULL, {0}, nf};
  b.x = dash_ext_new(b.m);
  b.spans.text = text, b.spans.end = text + len;
  const char *start = text;
  if (len >= 3 && memcmp(start, "\xEF\xBB\xBF", 3) == 0) start += 3;
  scan_spans(&b.spans, start, root, SK_NO_SPAN);

  take(&b, &b.x->root, root, "the document", 0);
  if (cJSON_IsArray(root)) {
    uint32_t i = 0;
    for (const cJSON *el = root->child; el; el = el->next) take_bone(&b, i++, el);
  }
  sk_model_resolve_parent_indices(b.m);
  if (sink->reparse) {
    /* Kept for the next check when it parsed whole and plain (no NaN). */
    bool plain = cJSON_IsArray(root) && !copy && nf.n == 0 && rest == text + len;
    SkFrontNotes *n = plain ? sk_front_notes_new(sink, first_diag) : NULL;
    sk_reparse_expect(sink->reparse, n ? b.m : NULL, n, sk_front_notes_free);
  }
  cJSON_Delete(root);
  sk_json_arena_end(arena);
  free(b.spans.items);
  free(copy), free(nf.spans), free(nf.values);
  return b.m;
}

/* The format (format_spec.h): a Dash skeleton in JSON, a .json file told
 * by its content; JSON has no comments. */
const SkFormatSpec sk_spec_dashjson = {
    .format = SK_FORMAT_DASHJSON, .name = "dashjson", .extensions = "",
    .kind = SK_KIND_SKELETON, .syntax = SK_SYNTAX_JSON, .triggers = "",
    .keywords = SK_KEYWORDS_JSON, .parent_field = SK_PARENT_FIELD_JSON_KEY, .top_parent = "null",
    .detect = sk_detect_dashjson, .parse = sk_parse_dashjson, .vocab = &sk_vocab_dash,
};
