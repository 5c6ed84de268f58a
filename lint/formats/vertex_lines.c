/* vertex_lines.c — where a vertex is when its line begins with its position
 * (the LGW and BonesPro structure specs' position hooks, format_spec.h):
 * an LGW model's WVERTS vertex and a BonesPro structure's vertex, read back
 * from the first three numbers of the vertex's text, in the space of the
 * file's bones (BonesPro's "absolute world" coordinates). The front-ends
 * keep no positions; their spans say where each vertex is written, and the
 * numbers were judged there (SK002, SK003). */
#include "../front_end.h"

bool sk_vertex_lines_any(const SkModel *m) { return m && m->nvertices; }

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

bool sk_vertex_line_position(const SkSource *src, const SkModel *m, uint32_t v, double out[3]) {
  const SkSpan s = m->vertices[v].span;
  return sk_vertex_lines_any(m) && src && sk_span_valid(s) && three_numbers(src, s.start, s.end, out);
}
