/* render_mesh.c — the mesh layer of `skellint render MESH`: each vertex
 * with a position as a dot under the bones. A vertex with findings (a
 * finding is the vertex's when it starts inside the vertex's text, its tag
 * through its last influence, as the weight rules SK201–SK207 place theirs) is drawn larger and coloured by
 * the first of SK204 (a bone that is not there), SK201 (weights that do
 * not sum to 1), SK202 (too many influences) it has — else by its worst
 * severity — with its findings' codes and messages in its <title>;
 * vertices without findings are small and neutral. Each is numbered as
 * the findings number it: data-vertex within its submesh (data-submesh).
 * Linear in vertices and
 * findings (one counting sort; a finding's vertex by bisection). */
#include "render.h"

#include <stdlib.h>
#include <string.h>

struct CliMesh {
  const SkDocument *doc;
  const char *path;
  uint32_t n;               /* the mesh's vertices */
  double (*pos)[3];
  bool *has;                /* vertex v has a position */
  uint32_t *at;             /* vertex v's findings: diag[at[v] .. at[v+1]) */
  size_t *diag;
  uint32_t *first;          /* the first vertex of each vertex's submesh */
  uint32_t with_findings;
};

/* Where vertex v's text ends: its own span's end or its last influence's. */
static uint32_t vertex_end(const SkModel *m, uint32_t v) {
  const SkVertex *x = &m->vertices[v];
  uint32_t end = x->span.end;
  for (uint32_t i = x->first; i < x->first + x->count && i < m->ninfluences; i++) {
    const SkInfluence *f = &m->influences[i];
    if (f->bone_start + f->bone_len > end) end = f->bone_start + f->bone_len;
    if (f->weight_start + f->weight_len > end) end = f->weight_start + f->weight_len;
  }
  return end;
}

/* The vertex whose text (its tag through its last influence) holds
 * offset `off`, or UINT32_MAX (vertices are in file order). */
static uint32_t vertex_at(const SkModel *m, uint32_t off) {
  uint32_t lo = 0, hi = m->nvertices;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (m->vertices[mid].span.start <= off) lo = mid + 1;
    else hi = mid;
  }
  if (lo == 0 || !sk_span_valid(m->vertices[lo - 1].span)) return UINT32_MAX;
  return off < vertex_end(m, lo - 1) ? lo - 1 : UINT32_MAX;
}

static void index_findings(CliMesh *c) {
  const SkModel *m = c->doc->model;
  const SkDiagList *l = &c->doc->diags;
  uint32_t *of = sk_xmalloc((l->count ? l->count : 1) * sizeof *of);
  c->at = sk_xcalloc((size_t)c->n + 2, sizeof *c->at);
  c->diag = sk_xcalloc(l->count ? l->count : 1, sizeof *c->diag);
  for (size_t k = 0; k < l->count; k++) {
    of[k] = sk_span_valid(l->items[k].span) ? vertex_at(m, l->items[k].span.start) : UINT32_MAX;
    if (of[k] != UINT32_MAX) c->at[of[k] + 2]++;
  }
  for (uint32_t v = 0; v < c->n; v++) c->at[v + 2] += c->at[v + 1];
  for (size_t k = 0; k < l->count; k++)
    if (of[k] != UINT32_MAX) c->diag[c->at[of[k] + 1]++] = k;
  for (uint32_t v = 0; v < c->n; v++) c->with_findings += c->at[v + 1] > c->at[v];
  free(of);
}

CliMesh *cli_mesh_new(const SkDocument *mesh, const char *path) {
  const SkModel *m = mesh->model;
  if (!m || !sk_mesh_has_positions(m)) return NULL;
  CliMesh *c = sk_xcalloc(1, sizeof *c);
  c->doc = mesh;
  c->path = path;
  c->n = m->nvertices;
  uint32_t n1 = c->n ? c->n : 1;
  c->pos = sk_xcalloc(n1, sizeof *c->pos);
  c->has = sk_xcalloc(n1, sizeof *c->has);
  c->first = sk_xcalloc(n1, sizeof *c->first);
  for (uint32_t v = 0; v < c->n; v++) {
    c->has[v] = sk_mesh_vertex_position(mesh->src, m, v, c->pos[v]);
    bool same = v > 0 && m->vertices[v - 1].mesh == m->vertices[v].mesh;
    c->first[v] = same ? c->first[v - 1] : v;
  }
  index_findings(c);
  return c;
}

void cli_mesh_free(CliMesh *c) {
  if (!c) return;
  free(c->pos);
  free(c->has);
  free(c->at);
  free(c->diag);
  free(c->first);
  free(c);
}

static void mesh_points(const void *data, void (*fn)(void *ud, const double p[3]), void *ud) {
  const CliMesh *c = data;
  for (uint32_t v = 0; v < c->n; v++)
    if (c->has[v]) fn(ud, c->pos[v]);
}

/* The class a vertex's findings colour it by. */
static const char *finding_class(const CliMesh *c, uint32_t v) {
  static const struct {
    SkRuleId rule;
    const char *cls;
  } order[] = {{SK_RULE_SK204, "unknown-bone"}, {SK_RULE_SK201, "weight-sum"},
               {SK_RULE_SK202, "influence-count"}};
  SkSeverity worst = SK_SEVERITY_OFF;
  for (size_t o = 0; o < sizeof order / sizeof *order; o++)
    for (uint32_t k = c->at[v]; k < c->at[v + 1]; k++)
      if (c->doc->diags.items[c->diag[k]].rule == order[o].rule) return order[o].cls;
  for (uint32_t k = c->at[v]; k < c->at[v + 1]; k++)
    if (c->doc->diags.items[c->diag[k]].severity > worst) worst = c->doc->diags.items[c->diag[k]].severity;
  return worst == SK_SEVERITY_ERROR ? "error" : worst == SK_SEVERITY_WARNING ? "warning" : "info";
}

static void put_vertex(FILE *out, const CliMesh *c, const CliView *view, uint32_t v) {
  double x, y;
  cli_view_point(view, c->pos[v], &x, &y);
  bool found = c->at[v + 1] > c->at[v];
  uint32_t mesh = c->doc->model->vertices[v].mesh;
  fprintf(out, "<circle class=\"vertex%s%s\" data-vertex=\"%u\" data-submesh=\"%u\" cx=\"%.2f\" cy=\"%.2f\" r=\"%s\"",
          found ? " finding " : "", found ? finding_class(c, v) : "", v - c->first[v], mesh, x, y,
          found ? "2.5" : "1");
  if (!found) {
    fputs("/>\n", out);
    return;
  }
  fputs(" data-codes=\"", out);
  for (uint32_t k = c->at[v]; k < c->at[v + 1]; k++)
    fprintf(out, "%s%s", k > c->at[v] ? " " : "", sk_rule_get(c->doc->diags.items[c->diag[k]].rule)->code);
  fprintf(out, "\"><title>vertex %u of submesh %u", v - c->first[v], mesh);
  for (uint32_t k = c->at[v]; k < c->at[v + 1]; k++) {
    const SkDiagnostic *d = &c->doc->diags.items[c->diag[k]];
    fprintf(out, "\n%s: ", sk_rule_get(d->rule)->code);
    cli_svg_text(out, d->message);
  }
  fputs("</title></circle>\n", out);
}

static void mesh_draw(FILE *out, const void *data, const CliView *view) {
  const CliMesh *c = data;
  fprintf(out, "<g class=\"vertices\" data-vertices=\"%u\">\n", c->n);
  /* Vertices with findings last: drawn over the others. */
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t v = 0; v < c->n; v++)
      if (c->has[v] && (c->at[v + 1] > c->at[v]) == (pass == 1)) put_vertex(out, c, view, v);
  fputs("</g>\n", out);
}

static void mesh_caption(FILE *out, const void *data) {
  const CliMesh *c = data;
  if (c->path) {
    cli_svg_text(out, c->path);
    fputs(", ", out);
  }
  fprintf(out, "%u vertices, %u with findings", c->n, c->with_findings);
}

CliLayer cli_mesh_layer(const CliMesh *m) {
  return (CliLayer){m, mesh_points, mesh_draw, mesh_caption};
}
