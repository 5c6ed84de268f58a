/* stand_up.c — which way is up and which way the figure faces, read from
 * the skeleton's own structure, for the pictures of a skeleton
 * (picture.c: `skellint render` and the editor's preview).
 *
 * The bounding box cannot say it: a T-pose's arm span is often wider than
 * the body is tall, and a figure facing +X is as wide as one facing -Y.
 * What every biped has is two hubs on one chain: from the root, follow the
 * child that carries the most bones; the first bone with three or more
 * children is the lower hub (pelvis: spine and two legs), and going on up
 * the heaviest child, the next such bone is the upper hub (neck or chest:
 * head and two arms). Up is the direction from the lower hub to the upper.
 * The two legs (the lower hub's other children) lie side by side: the
 * horizontal axis that separates them is the figure's left-right, and the
 * other horizontal axis is forward, its sign given by the feet: the lowest
 * joints of a leg (the toes) lie in front of its hip. Names are not read:
 * "Bip01 Head", "Head" and "boneSkull" are all found the same way.
 *
 * A skeleton without the two hubs (a chain, a prop) falls back to the
 * extents: up is the tallest axis, the front view looks at its widest
 * side, and the facing is reported as not found. */
#include "skellint/editor.h"
#include "report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NONE UINT32_MAX

typedef struct {
  const SkModel *m;
  const double (*pos)[3];
  uint32_t n;
  const SkSkeleton *sk; /* children, preorder and subtree sizes */
} Tree;

static uint32_t nkids(const Tree *t, uint32_t i) {
  return t->sk->kid_at[i + 1] - t->sk->kid_at[i];
}

static uint32_t heaviest_child(const Tree *t, uint32_t of, uint32_t except) {
  uint32_t best = NONE;
  for (uint32_t k = t->sk->kid_at[of]; k < t->sk->kid_at[of + 1]; k++) {
    uint32_t i = t->sk->kids[k];
    if (i == except) continue;
    if (best == NONE || t->sk->desc[i] > t->sk->desc[best]) best = i;
  }
  return best;
}

/* Down the heaviest children from start to the first bone with three or
 * more children; NONE when a leaf comes first. */
static uint32_t next_hub(const Tree *t, uint32_t start) {
  uint32_t cur = start;
  for (uint32_t steps = 0; cur != NONE && steps <= t->n; steps++) {
    if (nkids(t, cur) >= 3) return cur;
    cur = heaviest_child(t, cur, NONE);
  }
  return NONE;
}

static int by_index(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

/* The bones of top's subtree (top included) in file order, the order in
 * which sums over them are taken. Caller frees; *k is their number. */
static uint32_t *subtree(const Tree *t, uint32_t top, uint32_t *k) {
  *k = t->sk->desc[top] + 1;
  uint32_t *v = sk_xmalloc((size_t)*k * sizeof *v);
  memcpy(v, t->sk->pre + t->sk->pre_at[top], (size_t)*k * sizeof *v);
  if (*k > 1) qsort(v, *k, sizeof *v, by_index);
  return v;
}

static void subtree_mean(const Tree *t, uint32_t top, double out[3]) {
  double s[3] = {0, 0, 0};
  uint32_t k;
  uint32_t *v = subtree(t, top, &k);
  for (uint32_t j = 0; j < k; j++)
    for (int a = 0; a < 3; a++) s[a] += t->pos[v[j]][a];
  free(v);
  for (int a = 0; a < 3; a++) out[a] = k ? s[a] / k : t->pos[top][a];
}

/* The two children of a hub (other than `except`) whose bones lie
 * farthest apart across the up axis: the legs of a pelvis, the arms of a
 * chest. Returns false when the hub has fewer than two such children. */
static bool side_pair(const Tree *t, uint32_t hub, uint32_t except, int up, uint32_t pair[2],
                      double mean[2][3]) {
  uint32_t kids[64], nk = 0;
  for (uint32_t k = t->sk->kid_at[hub]; k < t->sk->kid_at[hub + 1] && nk < 64; k++)
    if (t->sk->kids[k] != except) kids[nk++] = t->sk->kids[k];
  if (nk < 2) return false;
  double (*means)[3] = sk_xcalloc(nk, sizeof *means);
  for (uint32_t k = 0; k < nk; k++) subtree_mean(t, kids[k], means[k]);
  double best = -1;
  for (uint32_t a = 0; a < nk; a++)
    for (uint32_t b = a + 1; b < nk; b++) {
      double d = 0;
      for (int x = 0; x < 3; x++)
        if (x != up) d += (means[a][x] - means[b][x]) * (means[a][x] - means[b][x]);
      if (d > best) {
        best = d;
        pair[0] = kids[a], pair[1] = kids[b];
        memcpy(mean[0], means[a], sizeof mean[0]);
        memcpy(mean[1], means[b], sizeof mean[1]);
      }
    }
  free(means);
  return best > 0;
}

static int dominant(const double v[3], int skip) {
  int best = -1;
  for (int a = 0; a < 3; a++)
    if (a != skip && (best < 0 || fabs(v[a]) > fabs(v[best]))) best = a;
  return best;
}

/* How far in front of its top joint a leg's lowest joints (the toes) are,
 * along the axis `fwd`. */
static double toe_lead(const Tree *t, uint32_t leg, SkAxis up, int fwd) {
  double low = HUGE_VAL, high = -HUGE_VAL;
  uint32_t n;
  uint32_t *v = subtree(t, leg, &n);
  for (uint32_t j = 0; j < n; j++) {
    double h = up.sign * t->pos[v[j]][up.axis];
    if (h < low) low = h;
    if (h > high) high = h;
  }
  double band = low + 0.1 * (high - low), s = 0;
  uint32_t k = 0;
  for (uint32_t j = 0; j < n; j++)
    if (up.sign * t->pos[v[j]][up.axis] <= band) s += t->pos[v[j]][fwd], k++;
  free(v);
  return k ? s / k - t->pos[leg][fwd] : 0;
}

/* The axis of a × b for signed unit axes. */
static SkAxis cross(SkAxis a, SkAxis b) {
  int c = 3 - a.axis - b.axis;
  int cyclic = (a.axis + 1) % 3 == b.axis ? 1 : -1;
  return (SkAxis){c, a.sign * b.sign * cyclic};
}

static void extents(const Tree *t, double ext[3]) {
  double lo[3] = {HUGE_VAL, HUGE_VAL, HUGE_VAL}, hi[3] = {-HUGE_VAL, -HUGE_VAL, -HUGE_VAL};
  for (uint32_t i = 0; i < t->n; i++)
    for (int a = 0; a < 3; a++) {
      if (t->pos[i][a] < lo[a]) lo[a] = t->pos[i][a];
      if (t->pos[i][a] > hi[a]) hi[a] = t->pos[i][a];
    }
  for (int a = 0; a < 3; a++) ext[a] = t->n ? hi[a] - lo[a] : 0;
}

/* Of the two axes other than up, the narrower (the second on a tie): a
 * figure is seen from the front across its widest side. */
static int narrow_axis(const double ext[3], int up) {
  int r0 = up == 0 ? 1 : 0, r1 = up == 2 ? 1 : 2;
  return ext[r1] > ext[r0] ? r0 : r1;
}

static void from_extents(const Tree *t, SkOrientation *o) {
  double ext[3];
  extents(t, ext);
  /* Up: the tallest axis; ties go to Z, then Y. */
  int up = 2;
  if (ext[1] > ext[up]) up = 1;
  if (ext[0] > ext[up]) up = 0;
  o->up = (SkAxis){up, 1};
  o->forward = (SkAxis){narrow_axis(ext, up), 1};
}

void sk_stand_up(const SkModel *m, const double (*pos)[3], SkOrientation *o) {
  Tree t = {.m = m, .pos = pos, .n = m->nbones, .sk = sk_model_skeleton(m)};
  memset(o, 0, sizeof *o);
  o->lower = o->upper = -1;
  uint32_t root = NONE;
  for (uint32_t k = 0; k < t.sk->ntops; k++) {
    uint32_t i = t.sk->tops[k];
    if (root == NONE || t.sk->desc[i] > t.sk->desc[root]) root = i;
  }
  uint32_t lower = root == NONE ? NONE : next_hub(&t, root);
  uint32_t spine = lower == NONE ? NONE : heaviest_child(&t, lower, NONE);
  uint32_t upper = spine == NONE ? NONE : next_hub(&t, spine);
  double v[3] = {0, 0, 0}, len = 0;
  if (upper != NONE) {
    for (int a = 0; a < 3; a++) v[a] = pos[upper][a] - pos[lower][a];
    len = sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  }
  if (!(len > 0)) {
    from_extents(&t, o);
    goto done;
  }
  o->from_spine = true;
  o->lower = (int32_t)lower, o->upper = (int32_t)upper;
  int up = dominant(v, -1);
  o->up = (SkAxis){up, v[up] < 0 ? -1 : 1};
  /* Left-right: what separates the legs, or else the arms. */
  uint32_t legs[2] = {NONE, NONE}, arms[2];
  double mean[2][3], d[3];
  bool have_legs = side_pair(&t, lower, spine, up, legs, mean);
  if (have_legs || side_pair(&t, upper, NONE, up, arms, mean)) {
    for (int a = 0; a < 3; a++) d[a] = mean[0][a] - mean[1][a];
    int side = dominant(d, up);
    o->forward = (SkAxis){3 - up - side, 1};
  } else {
    double ext[3];
    extents(&t, ext);
    o->forward = (SkAxis){narrow_axis(ext, up), 1};
  }
  if (have_legs) {
    double lead = toe_lead(&t, legs[0], o->up, o->forward.axis) +
                  toe_lead(&t, legs[1], o->up, o->forward.axis);
    if (fabs(lead) > 0.1 * len) { /* toes: a good part of a spine ahead */
      o->forward.sign = lead < 0 ? -1 : 1;
      o->facing_found = true;
    }
  }
done:
  o->front_across = cross(o->up, o->forward);
  o->side_across = o->forward;
}
