/* skeleton.c — the skeleton computed once from a model (skellint.h,
 * SkSkeleton): children lists, the tops and the preorder from them,
 * subtree sizes, depth, where each parent chain ends (a root, a loop, a
 * reference to no bone) and the composed bind pose. Every step is linear
 * in the bones and uses no recursion (skeletons can be 100,000 bones
 * deep). */
#include "report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The parent as a link of the hierarchy: another bone of the model. */
static bool linked(const SkModel *m, uint32_t i) {
  int32_t p = m->bones[i].parent;
  return p >= 0 && (uint32_t)p < m->nbones && (uint32_t)p != i;
}

/* out[i]: where bone i's parent chain ends (SkChainEnd). Each bone is
 * walked once. */
static void chain_ends(const SkModel *m, uint8_t *out, uint32_t *path) {
  enum { UNSEEN = 255, ON_PATH = 254 };
  uint32_t n = m->nbones;
  for (uint32_t i = 0; i < n; i++) out[i] = UNSEEN;
  for (uint32_t s = 0; s < n; s++) {
    if (out[s] != UNSEEN) continue;
    uint32_t len = 0, cur = s;
    uint8_t end;
    for (;;) {
      if (out[cur] == ON_PATH) { /* a loop closes at cur */
        uint32_t k = len;
        while (k > 0 && path[k - 1] != cur) k--;
        for (uint32_t j = k - 1; j < len; j++) out[path[j]] = SK_CHAIN_ON_CYCLE;
        len = k - 1;
        end = SK_CHAIN_TO_CYCLE;
        break;
      }
      if (out[cur] != UNSEEN) {
        end = out[cur] == SK_CHAIN_ON_CYCLE ? SK_CHAIN_TO_CYCLE : out[cur];
        break;
      }
      out[cur] = ON_PATH;
      path[len++] = cur;
      const SkBone *b = &m->bones[cur];
      if (b->parent_unresolved) { end = SK_CHAIN_UNRESOLVED; break; }
      if (b->parent < 0 || (uint32_t)b->parent >= n) { end = SK_CHAIN_ROOT; break; }
      cur = (uint32_t)b->parent;
    }
    for (uint32_t j = 0; j < len; j++) out[path[j]] = end;
  }
}

/* Children lists (a counting sort keeps file order) and the tops. */
static void link_children(const SkModel *m, SkSkeleton *s, uint32_t *fill) {
  uint32_t n = m->nbones;
  for (uint32_t i = 0; i < n; i++)
    if (linked(m, i)) s->kid_at[m->bones[i].parent + 1]++;
  for (uint32_t i = 0; i < n; i++) s->kid_at[i + 1] += s->kid_at[i];
  for (uint32_t i = 0; i < n; i++) {
    if (!linked(m, i)) {
      s->tops[s->ntops++] = i;
      continue;
    }
    uint32_t p = (uint32_t)m->bones[i].parent;
    s->kids[s->kid_at[p] + fill[p]++] = i;
  }
}

/* Preorder from the tops by an explicit stack (children pushed last to
 * first), then subtree sizes and depths. */
static void order(const SkModel *m, SkSkeleton *s, uint32_t *stack) {
  uint32_t top = 0;
  for (uint32_t r = 0; r < s->ntops; r++) {
    stack[top++] = s->tops[r];
    while (top) {
      uint32_t b = stack[--top];
      s->pre_at[b] = s->npre;
      s->pre[s->npre++] = b;
      for (uint32_t k = s->kid_at[b + 1]; k-- > s->kid_at[b];) stack[top++] = s->kids[k];
    }
  }
  for (uint32_t k = s->npre; k-- > 0;) {
    uint32_t b = s->pre[k];
    if (linked(m, b)) s->desc[m->bones[b].parent] += s->desc[b] + 1;
  }
  for (uint32_t i = 0; i < m->nbones; i++) s->depth[i] = SK_NO_DEPTH;
  for (uint32_t k = 0; k < s->npre; k++) {
    uint32_t b = s->pre[k];
    uint8_t c = s->chain[b];
    if (c == SK_CHAIN_ON_CYCLE || c == SK_CHAIN_TO_CYCLE) continue;
    s->depth[b] = linked(m, b) ? s->depth[m->bones[b].parent] + 1 : 0;
  }
}

static bool finite3(const double v[3]) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

/* Composes bone k from its parent p (valid and done, or -1: starts from
 * its own transform). */
static void compose_one(const SkModel *m, const SkLocalPose *local, uint32_t k, int32_t p,
                        double (*pos)[3], double (*rot)[4], bool *exact, bool parent_exact) {
  const SkBone *b = &m->bones[k];
  double q[4] = {0, 0, 0, 1}, t[3] = {0, 0, 0};
  if (local && local[k].set) {
    memcpy(q, local[k].rotation, sizeof q);
    memcpy(t, local[k].translation, sizeof t);
  } else {
    if (b->has_rotation) memcpy(q, b->rotation, sizeof q);
    if (b->has_translation) memcpy(t, b->translation, sizeof t);
  }
  bool ok = parent_exact;
  if (b->has_matrix && b->matrix) {
    /* The matrix is the bone's absolute transform. */
    memcpy(pos[k], b->matrix + 9, sizeof pos[k]);
    rot[k][0] = rot[k][1] = rot[k][2] = 0, rot[k][3] = 1;
    ok = false;
  } else if (p >= 0) {
    double r[3];
    sk_quat_mul(q, rot[p], rot[k]);
    sk_quat_rotate_cal3d(rot[p], t, r);
    for (int j = 0; j < 3; j++) pos[k][j] = r[j] + pos[p][j];
  } else {
    memcpy(rot[k], q, sizeof q);
    memcpy(pos[k], t, sizeof t);
  }
  if (!finite3(pos[k])) {
    if (p >= 0) memcpy(pos[k], pos[p], sizeof pos[k]);
    else pos[k][0] = pos[k][1] = pos[k][2] = 0;
    ok = false;
  }
  if (exact) exact[k] = ok;
}

void sk_skeleton_compose(const SkModel *m, const SkLocalPose *local, double (*pos)[3],
                         double (*rot)[4], bool *exact) {
  uint32_t n = m->nbones, m1 = n ? n : 1;
  unsigned char *state = sk_xcalloc(m1, 1); /* 0 new, 1 on the path, 2 done */
  uint32_t *path = sk_xcalloc(m1, sizeof *path);
  for (uint32_t i = 0; i < n; i++) {
    /* Up to a done bone, a root, or back onto the path (a loop). */
    uint32_t len = 0, cur = i;
    bool loop = false;
    while (state[cur] == 0) {
      state[cur] = 1;
      path[len++] = cur;
      int32_t p = m->bones[cur].parent;
      if (p < 0 || (uint32_t)p >= n) break;
      cur = (uint32_t)p;
      if (state[cur] == 1) loop = true;
    }
    while (len--) {
      uint32_t k = path[len];
      int32_t p = m->bones[k].parent;
      bool from_parent = p >= 0 && (uint32_t)p < n && state[p] == 2;
      /* Exact only down from a root: a loop's bones and those below are not. */
      bool parent_exact = from_parent ? (exact ? exact[p] : true) : !loop;
      compose_one(m, local, k, from_parent ? p : -1, pos, rot, exact, parent_exact);
      state[k] = 2;
    }
  }
  free(state);
  free(path);
}

SkSkeleton *sk_skeleton_new(const SkModel *m) {
  uint32_t n = m->nbones, m1 = n ? n : 1;
  SkSkeleton *s = sk_xcalloc(1, sizeof *s);
  s->nbones = n;
  s->kid_at = sk_xcalloc((size_t)n + 1, sizeof *s->kid_at);
  s->kids = sk_xcalloc(m1, sizeof *s->kids);
  s->tops = sk_xcalloc(m1, sizeof *s->tops);
  s->pre = sk_xcalloc(m1, sizeof *s->pre);
  s->pre_at = sk_xcalloc(m1, sizeof *s->pre_at);
  s->desc = sk_xcalloc(m1, sizeof *s->desc);
  s->chain = sk_xcalloc(m1, 1);
  s->depth = sk_xcalloc(m1, sizeof *s->depth);
  /* The pose is written whole by sk_skeleton_compose: not zeroed first. */
  s->pos = sk_xmalloc(m1 * sizeof *s->pos);
  s->rot = sk_xmalloc(m1 * sizeof *s->rot);
  s->exact = sk_xmalloc(m1 * sizeof *s->exact);
  uint32_t *scratch = sk_xcalloc(m1, sizeof *scratch);
  chain_ends(m, s->chain, scratch);
  memset(scratch, 0, m1 * sizeof *scratch);
  link_children(m, s, scratch);
  order(m, s, scratch);
  free(scratch);
  for (uint32_t i = 0; i < n; i++)
    if (m->bones[i].has_translation || m->bones[i].has_matrix) s->posed = true;
  sk_skeleton_compose(m, NULL, s->pos, s->rot, s->exact);
  return s;
}

void sk_skeleton_free(SkSkeleton *s) {
  if (!s) return;
  free(s->kid_at);
  free(s->kids);
  free(s->tops);
  free(s->pre);
  free(s->pre_at);
  free(s->desc);
  free(s->chain);
  free(s->depth);
  free(s->pos);
  free(s->rot);
  free(s->exact);
  free(s);
}

const SkSkeleton *sk_model_skeleton(const SkModel *m) {
  /* A cache: the model is otherwise read-only here. */
  SkModel *w = (SkModel *)m;
  if (!w->skeleton || w->skeleton_for != m->nbones) {
    sk_skeleton_free(w->skeleton);
    w->skeleton = sk_skeleton_new(m);
    w->skeleton_for = m->nbones;
  }
  return w->skeleton;
}
