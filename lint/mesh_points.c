/* mesh_points.c — where a mesh's vertices are, for pictures: asked of the
 * model's format (its spec's has_positions and vertex_position hooks:
 * a Cal3D mesh's POS in formats/cal3d_points.c, an LGW model's or a
 * BonesPro structure's vertex lines in formats/vertex_lines.c). */
#include "check_layer.h"
#include "skellint/project.h"

#include <math.h>

bool sk_mesh_has_positions(const SkModel *m) {
  const SkFormatSpec *f = m ? sk_format_spec(m->format) : NULL;
  return f && f->has_positions && f->has_positions(m);
}

bool sk_mesh_vertex_position(const SkSource *src, const SkModel *m, uint32_t v, double out[3]) {
  if (!m || v >= m->nvertices) return false;
  const SkFormatSpec *f = sk_format_spec(m->format);
  if (!f->vertex_position || !f->vertex_position(src, m, v, out)) return false;
  return isfinite(out[0]) && isfinite(out[1]) && isfinite(out[2]);
}
