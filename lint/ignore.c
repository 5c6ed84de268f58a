/* ignore.c — .gitignore patterns (skellint.h, "Ignore files"), matched as
 * git matches them (gitignore(5)), with no git needed: a walk skips what
 * the repository ignores on any system, git installed or not.
 *
 * A line is a pattern: blank lines and lines starting with '#' are none;
 * trailing spaces are dropped unless escaped with '\'; a leading '!'
 * negates (re-includes); "\#" and "\!" start with the character itself; a
 * trailing '/' matches folders only; a pattern with a '/' at its start or
 * in its middle is anchored to the folder of the .gitignore, one without
 * matches a name at any depth. `*` and `?` match within a name, `[a-z]`,
 * `[!x]` (or `[^x]`) and `[[:alpha:]]` one character of a name, `\x` the
 * character x; two stars make a whole name: at the start followed by a
 * '/' they match any leading folders (none too), after a '/' at the end
 * everything inside, between two '/' any folders (none too); any other
 * two stars are one. The last pattern that matches decides.
 *
 * On Windows letters match in either case, as git's core.ignorecase
 * (true by default there) makes them: `*.XSF` ignores `a.xsf`, `Build/`
 * the folder `build` (the file system does not tell them apart either).
 *
 * A pattern is compiled into tokens once and matched by dynamic
 * programming over the path (one row per token): the cost is the
 * pattern's length times the path's, whatever the stars (a backtracking
 * matcher takes exponential time on `*a*a*a*a*b`). */
#include "skellint/files.h"
#include "report.h"

#include <ctype.h>
#include <stdlib.h>

typedef enum { T_CHAR, T_ANY, T_CLASS, T_STAR, T_ANYTHING, T_DIRS } TokKind;
/* T_STAR: any characters but '/'; T_ANYTHING: any characters (two stars
 * ending the pattern); T_DIRS: nothing, or anything that ends with '/'
 * (two stars and a '/'). */

typedef struct {
  TokKind kind;
  unsigned char ch;
  unsigned char set[32]; /* T_CLASS: the bytes it matches ('/' never) */
} Tok;

typedef struct {
  Tok *toks;
  size_t ntoks;
  bool negate, dir_only, anchored, valid;
  bool fold; /* letters in either case (Windows) */
  uint32_t line;
  char *text; /* the pattern as written, for messages */
} Pattern;

struct SkIgnore {
  Pattern *pats;
  size_t n;
  char *base; /* the folder of the file, relative to the walk's root ("" or "x/y/") */
};

static void set_bit(unsigned char *set, unsigned c) { set[c >> 3] |= (unsigned char)(1u << (c & 7)); }
static bool has_bit(const unsigned char *set, unsigned c) { return set[c >> 3] & (1u << (c & 7)); }

/* A [:name:] class into set; false when the name is unknown. */
static bool posix_class(const char *name, size_t n, unsigned char *set) {
  static const struct {
    const char *name;
    int (*is)(int);
  } classes[] = {{"alnum", isalnum}, {"alpha", isalpha}, {"blank", isblank}, {"cntrl", iscntrl},
                 {"digit", isdigit}, {"graph", isgraph}, {"lower", islower}, {"print", isprint},
                 {"punct", ispunct}, {"space", isspace}, {"upper", isupper}, {"xdigit", isxdigit}};
  for (size_t i = 0; i < sizeof classes / sizeof *classes; i++) {
    if (strlen(classes[i].name) != n || memcmp(classes[i].name, name, n) != 0) continue;
    for (unsigned c = 0; c < 128; c++)
      if (classes[i].is((int)c)) set_bit(set, c);
    return true;
  }
  return false;
}

/* The bracket expression at p[0] == '['; *end past its ']'. False when it
 * does not close (git's matcher then matches nothing). */
static bool bracket(const char *p, const char *stop, Tok *t, const char **end) {
  const char *q = p + 1;
  bool neg = q < stop && (*q == '!' || *q == '^');
  if (neg) q++;
  memset(t->set, 0, sizeof t->set);
  bool first = true;
  while (q < stop && (*q != ']' || first)) {
    first = false;
    unsigned lo;
    if (q[0] == '[' && q + 1 < stop && q[1] == ':') {
      const char *close = q + 2;
      while (close + 1 < stop && !(close[0] == ':' && close[1] == ']')) close++;
      if (close + 1 >= stop || !posix_class(q + 2, (size_t)(close - q - 2), t->set)) return false;
      q = close + 2;
      continue;
    }
    if (*q == '\\' && q + 1 < stop) q++;
    lo = (unsigned char)*q++;
    unsigned hi = lo;
    if (q + 1 < stop && q[0] == '-' && q[1] != ']') {
      q++;
      if (*q == '\\' && q + 1 < stop) q++;
      hi = (unsigned char)*q++;
    }
    for (unsigned c = lo; c <= hi; c++) set_bit(t->set, c);
  }
  if (q >= stop) return false;
  if (neg)
    for (size_t i = 0; i < sizeof t->set; i++) t->set[i] = (unsigned char)~t->set[i];
  t->set['/' >> 3] &= (unsigned char)~(1u << ('/' & 7));
  t->kind = T_CLASS;
  *end = q + 1;
  return true;
}

/* Compiles p[0, n) (no '!', no trailing '/', no leading '/') into tokens. */
static bool compile(Pattern *pat, const char *p, size_t n) {
  const char *stop = p + n;
  pat->toks = sk_xmalloc((n ? n : 1) * sizeof *pat->toks);
  for (const char *q = p; q < stop;) {
    Tok *t = &pat->toks[pat->ntoks++];
    t->kind = T_CHAR;
    bool at_name_start = q == p || q[-1] == '/';
    if (q[0] == '*' && q + 1 < stop && q[1] == '*' && at_name_start &&
        (q + 2 == stop || q[2] == '/')) {
      t->kind = q + 2 == stop ? T_ANYTHING : T_DIRS;
      q += q + 2 == stop ? 2 : 3;
    } else if (*q == '*') {
      t->kind = T_STAR;
      while (q < stop && *q == '*') q++;
    } else if (*q == '?') {
      t->kind = T_ANY;
      q++;
    } else if (*q == '[') {
      if (!bracket(q, stop, t, &q)) return false;
    } else if (*q == '\\') {
      if (q + 1 >= stop) return false; /* a trailing backslash: git matches nothing */
      t->ch = (unsigned char)q[1];
      q += 2;
    } else {
      t->ch = (unsigned char)*q++;
    }
  }
  return true;
}

/* Whether the tokens match all of s[0, m). */
static bool match_toks(const Pattern *pat, const char *s, size_t m) {
  bool *cur = sk_xcalloc(m + 1, sizeof *cur), *nxt = sk_xcalloc(m + 1, sizeof *nxt);
  cur[0] = true;
  for (size_t k = 0; k < pat->ntoks; k++) {
    const Tok *t = &pat->toks[k];
    bool any = false, seen = false;
    for (size_t j = 0; j <= m; j++) {
      unsigned char prev = j ? (unsigned char)s[j - 1] : 0;
      bool v = false;
      switch (t->kind) {
      case T_CHAR:
        v = j && cur[j - 1] && (prev == t->ch || (pat->fold && tolower(prev) == tolower(t->ch)));
        break;
      case T_ANY: v = j && cur[j - 1] && prev != '/'; break;
      case T_CLASS:
        v = j && cur[j - 1] &&
            (has_bit(t->set, prev) ||
             (pat->fold && (has_bit(t->set, (unsigned)tolower(prev)) || has_bit(t->set, (unsigned)toupper(prev)))));
        break;
      case T_STAR: v = cur[j] || (j && nxt[j - 1] && prev != '/'); break;
      case T_ANYTHING: v = cur[j] || (j && nxt[j - 1]); break;
      case T_DIRS: /* cur[j], or some earlier cur[i] and s[i, j) ends in '/' */
        v = cur[j] || (j && prev == '/' && seen);
        break;
      }
      seen |= cur[j];
      nxt[j] = v;
      any |= v;
    }
    bool *tmp = cur;
    cur = nxt, nxt = tmp;
    if (!any) break;
  }
  bool ok = cur[m];
  free(cur);
  free(nxt);
  return ok;
}

/* Parses one line (without its line break) into *pat; false when it holds
 * no pattern. */
static bool parse_line(const char *s, size_t n, uint32_t line, Pattern *pat) {
  memset(pat, 0, sizeof *pat);
  if (n && s[n - 1] == '\r') n--;
  while (n && s[n - 1] == ' ' && !(n >= 2 && s[n - 2] == '\\')) n--;
  if (!n || s[0] == '#') return false;
  pat->line = line;
  pat->text = sk_xstrndup(s, n);
  if (s[0] == '!') pat->negate = true, s++, n--;
  else if (s[0] == '\\' && n >= 2 && (s[1] == '!' || s[1] == '#')) s++, n--;
  if (n && s[n - 1] == '/') pat->dir_only = true, n--;
  for (size_t i = 0; i < n; i++)
    if (s[i] == '/') pat->anchored = true;
  if (n && s[0] == '/') s++, n--;
  pat->valid = n > 0 && compile(pat, s, n);
  return true;
}

SkIgnore *sk_ignore_parse_for(bool win, const char *text, size_t len, const char *base) {
  SkIgnore *ig = sk_xcalloc(1, sizeof *ig);
  ig->base = sk_xstrdup(base ? base : "");
  size_t cap = 0;
  uint32_t line = 0;
  for (size_t i = 0; i < len;) {
    size_t e = i;
    while (e < len && text[e] != '\n') e++;
    line++;
    Pattern p;
    if (parse_line(text + i, e - i, line, &p)) {
      p.fold = win;
      if (ig->n == cap) ig->pats = sk_xrealloc(ig->pats, (cap = cap ? 2 * cap : 8) * sizeof *ig->pats);
      ig->pats[ig->n++] = p;
    }
    i = e + 1;
  }
  return ig;
}

void sk_ignore_free(SkIgnore *ig) {
  if (!ig) return;
  for (size_t i = 0; i < ig->n; i++) {
    free(ig->pats[i].toks);
    free(ig->pats[i].text);
  }
  free(ig->pats);
  free(ig->base);
  free(ig);
}

SkIgnoreVerdict sk_ignore_match(const SkIgnore *ig, const char *rel, bool is_dir,
                                const char **pattern, uint32_t *line) {
  size_t nb = strlen(ig->base);
  if (strncmp(rel, ig->base, nb) != 0) return SK_IGNORE_NONE; /* not below its folder */
  const char *sub = rel + nb;
  const char *slash = strrchr(sub, '/');
  const char *name = slash ? slash + 1 : sub;
  for (size_t i = ig->n; i-- > 0;) {
    const Pattern *p = &ig->pats[i];
    if (!p->valid || (p->dir_only && !is_dir)) continue;
    const char *s = p->anchored ? sub : name;
    if (!match_toks(p, s, strlen(s))) continue;
    if (pattern) *pattern = p->text;
    if (line) *line = p->line;
    return p->negate ? SK_IGNORE_KEPT : SK_IGNORE_IGNORED;
  }
  return SK_IGNORE_NONE;
}
