/* report.h — what a front-end and a rule share to build findings: the
 * diagnostic sink, messages, the arena, growable arrays, bone-name tables,
 * declared counts, number helpers and every rule's check function. It sees
 * only the text and model layers (skellint/text.h, skellint/model.h):
 * nothing declared here or there parses, reads a file or checks a
 * document, which is what lets rules/rule.h be all a rule sees. */
#ifndef SK_REPORT_H
#define SK_REPORT_H

#include "skellint/model.h"

#include <stdio.h>
#include <string.h>

typedef struct SkReparse SkReparse; /* skellint/check.h */

/* Where diagnostics go while a document is parsed and linted. */
struct SkDiagSink {
  SkDiagList *out;
  const SkOptions *opts;
  SkFormat format;
  /* The caller's kept syntax tree (the language server), or NULL: the
   * front-ends of tree-sitter formats re-parse from it (reparse.c). */
  SkReparse *reparse;
};

void sk_sink_init(SkDiagSink *sink, SkDiagList *out, const SkOptions *opts,
                  SkFormat format);
/* Frees what a diagnostic owns (message, related, fixes), not the item. */
void sk_diag_free_contents(SkDiagnostic *d);
/* A message made one line with quoted text over 100 bytes shortened
 * (diag.c); every diagnostic's message goes through it. Takes and returns
 * a malloc'd string. */
char *sk_message_tidy(char *msg);
/* [s, s+n) as a message shows it when quoted: whole up to 100 bytes,
 * else its start, "…" and its end. For a long text (a path) that a rule
 * would otherwise format whole only to see it shortened. Caller frees. */
char *sk_message_text(const char *s, size_t n);
/* The same for the text the `pieces` strings make one after the other,
 * without joining them first (a folder, a 1 MiB path= and a name). */
char *sk_message_join(const char *const *s, const size_t *len, size_t pieces);

/* The edit distance (insert, delete, replace one byte) of a[0, la) and
 * b[0, lb), ASCII letters compared case-insensitively; 99 when either is
 * over 30 bytes: for "did you mean" among short words (util.c). */
int sk_edit_distance(const char *a, size_t la, const char *b, size_t lb);

/* A bump allocator: many small strings, freed at once. */
SkArena *sk_arena_new(void);
void *sk_arena_alloc(SkArena *a, size_t size); /* zeroed, 8-aligned */
char *sk_arena_strndup(SkArena *a, const char *s, size_t n);
void sk_arena_free(SkArena *a);

/* The character at byte i of the text: its byte length (an invalid byte is
 * one character of one byte) and the columns it occupies in `unit`. */
size_t sk_source_char_at(const SkSource *src, size_t i, size_t *units, SkColumnUnit unit);

/* Growable arrays: SK_ARRAY_PUSH(ptr, count, cap) makes room for one more
 * element and evaluates to a pointer to it (zeroed). */
#define SK_ARRAY_GROW(ptr, count, cap)                                        \
  ((count) >= (cap)                                                           \
       ? ((cap) = (cap) ? (cap) * 2 : 8,                                      \
          (ptr) = sk_xrealloc((ptr), (size_t)(cap) * sizeof *(ptr)))          \
       : (ptr))
#define SK_ARRAY_PUSH(ptr, count, cap)                                        \
  (SK_ARRAY_GROW(ptr, count, cap),                                            \
   memset(&(ptr)[(count)], 0, sizeof *(ptr)), &(ptr)[(count)++])

/* Bone name → bone index tables (names.c). */
typedef struct SkNames {
  uint32_t *slots; /* bone index + 1; 0 empty */
  uint32_t cap, count;
} SkNames;
/* The bone added under the name [s, s+n), or -1. */
int32_t sk_names_find(const SkNames *t, const SkModel *m, const char *s, size_t n);
/* Adds `bone` under its name unless the name is there: returns -1 when
 * added, else the bone that has the name already. */
int32_t sk_names_put(SkNames *t, const SkModel *m, uint32_t bone);
/* Makes room for n names in all, so that adding them does not grow the
 * table step by step. */
void sk_names_reserve(SkNames *t, const SkModel *m, uint32_t n);
void sk_names_clear(SkNames *t);
void sk_names_free(SkNames *t);

/* A count a file declares and what actually follows it (VERTS n, COUNT n,
 * Nb, Nv …). Front-ends of lgw, bpstruct and bpanim record one per count
 * in their extras; SK107 (rules/count_mismatch.c) judges them. */
typedef struct {
  SkSpan span;        /* the count as written */
  SkSpan related;     /* what holds it (a MESH name, a vertex), or SK_NO_SPAN */
  const char *what;   /* "WVERTS", "Nv": static text */
  const char *items;  /* what is counted, plural: "vertex lines" (static) */
  const char *where;  /* "mesh \"body\"", or NULL (arena) */
  int64_t declared, actual;
  bool trusted;       /* the reader reads exactly `declared` items: an error */
  bool no_fix;        /* setting the count to `actual` would not settle it
                       * (the items disagree among themselves) */
} SkDeclaredCount;

/* A float as the shortest text (6 to 9 significant digits) that reads back
 * as the same float, into buf (at least 32 chars); returns its length. For
 * the numbers of binary files, which have no text (numbers.c). */
int sk_format_float(float v, char *buf);
/* n such floats (v holds them as doubles) separated by single spaces, as
 * `skellint show` writes a vector, into buf (at least 33 * n chars);
 * returns its length. */
int sk_format_floats(const double *v, int n, char *buf);

/* A whole number that fits the `int` a Cal3D reader stores it in (larger
 * ones are SK_NUM_RANGE), as a double; 0 when it is not one. */
static inline SkNumStatus sk_parse_int32(const char *s, size_t len, double *out) {
  int64_t v = 0;
  SkNumStatus st = sk_parse_int(s, len, &v);
  if (st == SK_NUM_OK && (v < INT32_MIN || v > INT32_MAX)) st = SK_NUM_RANGE;
  *out = (double)v;
  return st;
}

/* Judges a number token as sk_parse_double does, converting it only when
 * needed: plain decimals with at most 15 significant digits are converted
 * exactly without strtod (the bulk of exported vertex data), anything
 * else goes through sk_parse_double. `out` may be NULL (syntax and range
 * only). For the bulk-data scanners of the lgw and bonespro front-ends. */
static inline SkNumStatus sk_scan_number(const char *s, size_t len, double *out) {
  static const double pow10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
                                 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
  size_t i = 0;
  bool neg = false;
  if (len && (s[0] == '-' || s[0] == '+')) neg = s[0] == '-', i = 1;
  uint64_t mant = 0;
  int digits = 0, frac = -1;
  for (; i < len; i++) {
    char c = s[i];
    if (c >= '0' && c <= '9') {
      mant = mant * 10 + (uint64_t)(c - '0');
      digits++;
      if (frac >= 0) frac++;
    } else if (c == '.' && frac < 0) {
      frac = 0;
    } else {
      break;
    }
  }
  if (i != len || digits == 0 || digits > 15) {
    double v;
    SkNumStatus st = sk_parse_double(s, len, &v);
    if (out) *out = v;
    return st;
  }
  if (out) {
    double v = (double)mant / pow10[frac < 0 ? 0 : frac];
    *out = neg ? -v : v;
  }
  return SK_NUM_OK;
}

/* Declarations of every rule's check function. */
#define SK_RULE(code, name, sev, formats, summary, check)                    \
  void check(const SkContext *ctx, SkDiagSink *sink);
#include "rules.def"
#undef SK_RULE

/* Small span helpers. */
static inline SkSpan sk_span_n(size_t start, size_t len) {
  return sk_span((uint32_t)start, (uint32_t)(start + len));
}

#endif
