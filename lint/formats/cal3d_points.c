/* cal3d_points.c — where a Cal3D mesh's vertices are (the XMF and binary
 * specs' position hooks, format_spec.h): each vertex's POS, in model space
 * (the space of the skeleton's bind pose). A binary file that is not a
 * mesh, or has no vertices, has none. */
#include "../front_end.h" /* sk_cal3d_has_positions, sk_cal3d_vertex_position: declared there */
#include "cal3d.h"

static const CalExt *mesh_ext(const SkModel *m) {
  const CalExt *x = m ? m->ext : NULL;
  return x && x->format == SK_FORMAT_XMF && x->vertices ? x : NULL;
}

bool sk_cal3d_has_positions(const SkModel *m) { return mesh_ext(m) != NULL; }

bool sk_cal3d_vertex_position(const SkSource *src, const SkModel *m, uint32_t v, double out[3]) {
  (void)src;
  const CalExt *x = mesh_ext(m);
  if (!x) return false;
  const CalVertex *cv = &x->vertices[v];
  if (cv->npos < 3) return false;
  for (int j = 0; j < 3; j++) out[j] = cv->pos[j];
  return true;
}
