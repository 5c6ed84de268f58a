/* diff.c — the unified diff `--diff` prints: what --fix would write, as
 * lines of the UTF-8 text (a Shift_JIS file's lines are shown decoded),
 * written by the escaping policy (sk_buf_put_shown; tabs stay tabs): a
 * line's control characters are shown (\x1B), never sent to the terminal.
 * Fixes touch few lines, so the common head and tail are cut first; the
 * rest is aligned by a longest common subsequence when it is small, and
 * shown as one replaced block when it is not. */
#include "fix_write.h"

#include <stdlib.h>
#include <string.h>

enum { CONTEXT = 3 };
#define LCS_MAX_CELLS (4u << 20)

typedef struct {
  const char *s;
  size_t len;  /* with its line ending */
} Line;

static Line *split(const char *t, size_t n, size_t *count) {
  size_t cap = 16, k = 0;
  Line *l = sk_xmalloc(cap * sizeof *l);
  size_t start = 0;
  for (size_t i = 0; i < n; i++) {
    if (t[i] != '\n') continue;
    if (k == cap) l = sk_xrealloc(l, (cap *= 2) * sizeof *l);
    l[k++] = (Line){t + start, i + 1 - start};
    start = i + 1;
  }
  if (start < n) {
    if (k == cap) l = sk_xrealloc(l, (cap *= 2) * sizeof *l);
    l[k++] = (Line){t + start, n - start};
  }
  *count = k;
  return l;
}

static bool same(Line a, Line b) { return a.len == b.len && memcmp(a.s, b.s, a.len) == 0; }

typedef enum { OP_EQ, OP_DEL, OP_INS } OpKind;
typedef struct {
  OpKind kind;
  size_t a, b; /* line indices (a for EQ/DEL, b for EQ/INS) */
} Op;

typedef struct {
  Op *v;
  size_t n, cap;
} Ops;

static void push(Ops *o, OpKind k, size_t a, size_t b) {
  if (o->n == o->cap) o->v = sk_xrealloc(o->v, (o->cap = o->cap ? o->cap * 2 : 64) * sizeof *o->v);
  o->v[o->n++] = (Op){k, a, b};
}

/* The edit script of a[a0,a1) → b[b0,b1). */
static void middle(const Line *a, size_t a0, size_t a1, const Line *b, size_t b0, size_t b1, Ops *o) {
  size_t n = a1 - a0, m = b1 - b0;
  if (n == 0 || m == 0 || (double)(n + 1) * (double)(m + 1) > LCS_MAX_CELLS) {
    for (size_t i = a0; i < a1; i++) push(o, OP_DEL, i, b0);
    for (size_t j = b0; j < b1; j++) push(o, OP_INS, a1, j);
    return;
  }
  /* L[i][j]: LCS length of a[a0+i..a1) and b[b0+j..b1). */
  uint32_t *L = sk_xcalloc((n + 1) * (m + 1), sizeof *L);
#define AT(i, j) L[(i) * (m + 1) + (j)]
  for (size_t i = n; i-- > 0;)
    for (size_t j = m; j-- > 0;)
      AT(i, j) = same(a[a0 + i], b[b0 + j]) ? AT(i + 1, j + 1) + 1
                 : AT(i + 1, j) >= AT(i, j + 1) ? AT(i + 1, j) : AT(i, j + 1);
  size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(a[a0 + i], b[b0 + j])) push(o, OP_EQ, a0 + i++, b0 + j++);
    else if (j < m && (i == n || AT(i, j + 1) > AT(i + 1, j))) push(o, OP_INS, a0 + i, b0 + j++);
    else push(o, OP_DEL, a0 + i++, b0 + j);
  }
#undef AT
  free(L);
}

static void put_line(SkBuf *out, char mark, Line l) {
  size_t n = l.len;
  bool nl = n && l.s[n - 1] == '\n';
  if (nl) n--;
  if (nl && n && l.s[n - 1] == '\r') n--;
  sk_buf_putc(out, mark);
  sk_buf_put_shown(out, l.s, n, SK_SHOWN_TABS); /* no raw ESC ]0; or ESC [2J */
  sk_buf_putc(out, '\n');
  if (!nl) sk_buf_puts(out, "\\ No newline at end of file\n");
}

char *cli_unified_diff(const char *path, const char *at, size_t alen,
                       const char *bt, size_t blen) {
  if (alen == blen && memcmp(at, bt, alen) == 0) return sk_xstrdup("");
  size_t na, nb;
  Line *a = split(at, alen, &na), *b = split(bt, blen, &nb);
  size_t pre = 0;
  while (pre < na && pre < nb && same(a[pre], b[pre])) pre++;
  size_t suf = 0;
  while (suf < na - pre && suf < nb - pre && same(a[na - 1 - suf], b[nb - 1 - suf])) suf++;
  Ops o = {0};
  for (size_t i = 0; i < pre; i++) push(&o, OP_EQ, i, i);
  middle(a, pre, na - suf, b, pre, nb - suf, &o);
  for (size_t k = 0; k < suf; k++) push(&o, OP_EQ, na - suf + k, nb - suf + k);

  SkBuf out = {0};
  char *shown = sk_display_text(path, strlen(path), 0); /* no raw ESC or newline */
  sk_buf_printf(&out, "--- a/%s\n+++ b/%s\n", shown, shown);
  free(shown);
  size_t k = 0;
  while (k < o.n) {
    while (k < o.n && o.v[k].kind == OP_EQ) k++;
    if (k == o.n) break;
    /* A hunk: from CONTEXT lines before this change to CONTEXT lines after
     * the last change closer than 2*CONTEXT equal lines to the previous. */
    size_t start = k >= CONTEXT ? k - CONTEXT : 0, end = k;
    for (;;) {
      while (end < o.n && o.v[end].kind != OP_EQ) end++;
      size_t eq = end;
      while (eq < o.n && o.v[eq].kind == OP_EQ) eq++;
      if (eq < o.n && eq - end <= 2 * CONTEXT) {
        end = eq;
        continue;
      }
      end = end + CONTEXT < o.n ? end + CONTEXT : o.n;
      if (end > eq) end = eq;
      break;
    }
    size_t acount = 0, bcount = 0;
    for (size_t i = start; i < end; i++) {
      if (o.v[i].kind != OP_INS) acount++;
      if (o.v[i].kind != OP_DEL) bcount++;
    }
    size_t astart = o.v[start].a + (acount ? 1 : 0), bstart = o.v[start].b + (bcount ? 1 : 0);
    sk_buf_printf(&out, "@@ -%zu,%zu +%zu,%zu @@\n", astart, acount, bstart, bcount);
    for (size_t i = start; i < end; i++) {
      const Op *p = &o.v[i];
      if (p->kind == OP_EQ) put_line(&out, ' ', a[p->a]);
      else if (p->kind == OP_DEL) put_line(&out, '-', a[p->a]);
      else put_line(&out, '+', b[p->b]);
    }
    k = end;
  }
  free(o.v);
  free(a);
  free(b);
  return sk_buf_take(&out);
}
