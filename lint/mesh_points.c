/* mesh_points.c — where a mesh's vertices are, for pictures: a Cal3D mesh's
 * (XMF, or a binary CMF) POS of each vertex, in model space (the space of
 * the skeleton's bind pose); an LGW model's WVERTS vertex and a BonesPro
 * structure's vertex, read back from the first three numbers of the
 * vertex's text (its line: the position comes first, in the space of the
 * file's bones — BonesPro's "absolute world" coordinates). The front-ends
 * of those two keep no positions; their spans say where each vertex is
 * written, and the numbers were judged there (SK002, SK003). */
#include "formats/cal3d.h"

#include <math.h>

static const CalExt *mesh_ext(const SkModel *m) {
  if (!m || !m->ext) return NULL;
  if (m->format != SK_FORMAT_XMF && m->format != SK_FORMAT_CAL3D_BINARY) return NULL;
  const CalExt *x = m->ext;
  return x->format == SK_FORMAT_XMF && x->vertices ? x : NULL;
}

/* A format whose vertices' lines begin with their position. */
static bool text_positions(const SkModel *m) {
  return m && (m->format == SK_FORMAT_LGW || m->format == SK_FORMAT_BPSTRUCT) && m->nvertices;
}

bool sk_mesh_has_positions(const SkModel *m) {
  return mesh_ext(m) != NULL || text_positions(m);
}

/* The first three numbers of [at, end) of the text (blanks between them). */
static bool three_numbers(const SkSource *src, uint32_t at, uint32_t end, double out[3]) {
  const char *t = src->text;
  if (end > src->len) return false;
  for (int j = 0; j < 3; j++) {
    while (at < end && (t[at] == ' ' || t[at] == '\t')) at++;
    uint32_t s = at;
    while (at < end && t[at] != ' ' && t[at] != '\t' && t[at] != '\r' && t[at] != '\n') at++;
    if (at == s || sk_parse_double(t + s, at - s, &out[j]) != SK_NUM_OK) return false;
  }
  return true;
}

bool sk_mesh_vertex_position(const SkSource *src, const SkModel *m, uint32_t v, double out[3]) {
  if (!m || v >= m->nvertices) return false;
  const CalExt *x = mesh_ext(m);
  if (x) {
    const CalVertex *cv = &x->vertices[v];
    if (cv->npos < 3) return false;
    for (int j = 0; j < 3; j++) out[j] = cv->pos[j];
  } else {
    const SkSpan s = m->vertices[v].span;
    if (!text_positions(m) || !src || !sk_span_valid(s) || !three_numbers(src, s.start, s.end, out))
      return false;
  }
  return isfinite(out[0]) && isfinite(out[1]) && isfinite(out[2]);
}
