/* util.c — the helpers every part of the library shares, written once:
 * allocation (out of memory aborts here and nowhere else), string
 * building, the edit distance of short words, the bump arena, and
 * quaternion arithmetic. Number parsing and
 * formatting live in numbers.c. */
#include "report.h"

#include <stdio.h>
#include <stdlib.h>

static void *oom(size_t n) {
  fprintf(stderr, "skellint: out of memory (%zu bytes)\n", n);
  abort();
}

void *sk_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  return p ? p : oom(n);
}

void *sk_xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  return p ? p : oom(n * size);
}

void *sk_xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  return q ? q : oom(n);
}

char *sk_xstrndup(const char *s, size_t n) {
  char *d = sk_xmalloc(n + 1);
  memcpy(d, s, n);
  d[n] = '\0';
  return d;
}

char *sk_xstrdup(const char *s) { return sk_xstrndup(s, strlen(s)); }

char *sk_xvasprintf(const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) return sk_xstrdup("");
  char *s = sk_xmalloc((size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  return s;
}

char *sk_xasprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = sk_xvasprintf(fmt, ap);
  va_end(ap);
  return s;
}

/* ---- SkBuf ---- */

static void buf_reserve(SkBuf *b, size_t more) {
  if (b->len + more + 1 <= b->cap) return;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < b->len + more + 1) cap *= 2;
  b->data = sk_xrealloc(b->data, cap);
  b->cap = cap;
}

void sk_buf_append(SkBuf *b, const char *s, size_t n) {
  buf_reserve(b, n);
  if (n) memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
}

void sk_buf_puts(SkBuf *b, const char *s) { sk_buf_append(b, s, strlen(s)); }

void sk_buf_putc(SkBuf *b, char c) { sk_buf_append(b, &c, 1); }

void sk_buf_printf(SkBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = sk_xvasprintf(fmt, ap);
  va_end(ap);
  sk_buf_puts(b, s);
  free(s);
}

char *sk_buf_take(SkBuf *b) {
  if (!b->data) buf_reserve(b, 0), b->data[0] = '\0';
  char *d = b->data;
  b->data = NULL;
  b->len = b->cap = 0;
  return d;
}

void sk_buf_free(SkBuf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

/* ---- Edit distance ---- */

int sk_edit_distance(const char *a, size_t la, const char *b, size_t lb) {
  if (la > 30 || lb > 30) return 99;
  int row[32];
  for (size_t j = 0; j <= lb; j++) row[j] = (int)j;
  for (size_t i = 1; i <= la; i++) {
    int diag = row[0];
    row[0] = (int)i;
    for (size_t j = 1; j <= lb; j++) {
      int up = row[j];
      char x = a[i - 1], y = b[j - 1];
      if (x >= 'A' && x <= 'Z') x = (char)(x + 32);
      if (y >= 'A' && y <= 'Z') y = (char)(y + 32);
      int best = diag + (x != y);
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      if (up + 1 < best) best = up + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[lb];
}

/* ---- SkArena ---- */

typedef struct ArenaBlock {
  struct ArenaBlock *next;
  size_t used, size;
  _Alignas(8) unsigned char data[];
} ArenaBlock;

struct SkArena {
  ArenaBlock *head;
};

SkArena *sk_arena_new(void) { return sk_xcalloc(1, sizeof(SkArena)); }

void *sk_arena_alloc(SkArena *a, size_t size) {
  size = (size + 7) & ~(size_t)7;
  ArenaBlock *b = a->head;
  if (!b || b->used + size > b->size) {
    size_t bsize = size > 16384 ? size : 16384;
    b = sk_xmalloc(sizeof(ArenaBlock) + bsize);
    b->used = 0;
    b->size = bsize;
    b->next = a->head;
    a->head = b;
  }
  void *p = b->data + b->used;
  b->used += size;
  memset(p, 0, size);
  return p;
}

char *sk_arena_strndup(SkArena *a, const char *s, size_t n) {
  char *d = sk_arena_alloc(a, n + 1);
  memcpy(d, s, n);
  d[n] = '\0';
  return d;
}

void sk_arena_free(SkArena *a) {
  if (!a) return;
  for (ArenaBlock *b = a->head, *next; b; b = next) {
    next = b->next;
    free(b);
  }
  free(a);
}

/* ---- Quaternions (x y z w), Hamilton product as Cal3D's operator*= ---- */

void sk_quat_mul(const double a[4], const double b[4], double out[4]) {
  double x = a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1];
  double y = a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0];
  double z = a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3];
  double w = a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2];
  out[0] = x, out[1] = y, out[2] = z, out[3] = w;
}

void sk_quat_conj(const double q[4], double out[4]) {
  out[0] = -q[0], out[1] = -q[1], out[2] = -q[2], out[3] = q[3];
}

void sk_quat_rotate_cal3d(const double q[4], const double v[3], double out[3]) {
  double c[4], t[4], vq[4] = {v[0], v[1], v[2], 0};
  sk_quat_conj(q, c);
  sk_quat_mul(c, vq, t);
  sk_quat_mul(t, q, t);
  out[0] = t[0], out[1] = t[1], out[2] = t[2];
}

uint64_t sk_hash64(const void *data, size_t len, uint64_t h) {
  const unsigned char *p = data;
  for (size_t i = 0; i < len; i++) {
    h ^= p[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}
