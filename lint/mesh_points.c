/* mesh_points.c — where a mesh's vertices are, for pictures: a Cal3D mesh's
 * (XMF, or a binary CMF) POS of each vertex, in model space (the space of
 * the skeleton's bind pose). Formats whose front-ends keep no positions
 * (LGW, BonesPro) have none here. */
#include "formats/cal3d.h"

#include <math.h>

static const CalExt *mesh_ext(const SkModel *m) {
  if (!m || !m->ext) return NULL;
  if (m->format != SK_FORMAT_XMF && m->format != SK_FORMAT_CAL3D_BINARY) return NULL;
  const CalExt *x = m->ext;
  return x->format == SK_FORMAT_XMF && x->vertices ? x : NULL;
}

bool sk_mesh_has_positions(const SkModel *m) {
  return mesh_ext(m) != NULL;
}

bool sk_mesh_vertex_position(const SkModel *m, uint32_t v, double out[3]) {
  const CalExt *x = mesh_ext(m);
  if (!x || v >= m->nvertices) return false;
  const CalVertex *cv = &x->vertices[v];
  if (cv->npos < 3) return false;
  for (int j = 0; j < 3; j++) out[j] = cv->pos[j];
  return isfinite(out[0]) && isfinite(out[1]) && isfinite(out[2]);
}
