/* render_svg.c — `skellint render FILE -o OUT.svg`: the bind pose drawn in
 * two orthographic views, front and side, on one scale. Bones are lines
 * from the parent's joint to the child's, joints are dots; each carries a
 * <title> (a tooltip in browsers) with the bone's index, name and the
 * codes of its problems. A bone with an error is red, with a warning
 * orange. Every joint also records its absolute position (data-x, data-y,
 * data-z) so tests and scripts can read the pose back.
 *
 * Axes: the up axis is the one along which the skeleton is tallest (Z for
 * 3ds Max exports, Y for most others); the front view shows the first
 * remaining axis across, the side view the second. Formats that store no
 * transforms (RokDeBone2 .bon keeps only the hierarchy) are drawn as a
 * hierarchy diagram instead, and say so. */
#include "cli.h"
#include "skeleton.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { PANEL = 420, PAD = 30, HEAD = 40 };

static void put_escaped(FILE *out, const char *s) {
  char *clean = sk_utf8_sanitize(s ? s : "", s ? strlen(s) : 0);
  for (const char *p = clean; *p; p++) {
    switch (*p) {
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '&': fputs("&amp;", out); break;
    case '"': fputs("&quot;", out); break;
    default:
      if ((unsigned char)*p < 0x20 && *p != '\t') fputc(' ', out);
      else fputc(*p, out);
    }
  }
  free(clean);
}

static const char *sev_class(SkSeverity s) {
  return s == SK_SEVERITY_ERROR ? "error" : s == SK_SEVERITY_WARNING ? "warning" : "ok";
}

/* The tooltip of a bone: "[3] Bip01 Spine — SK401 SK402". */
static void put_title(FILE *out, const SkDocument *doc, uint32_t i, const char *extra) {
  const SkBone *b = &doc->model->bones[i];
  fprintf(out, "<title>[%u] ", i);
  put_escaped(out, b->name);
  if (extra) fputs(extra, out);
  bool shown[SK_MAX_RULES] = {0}, first = true;
  for (size_t k = 0; k < doc->diags.count; k++) {
    const SkDiagnostic *d = &doc->diags.items[k];
    if (d->bone != i || shown[d->rule]) continue;
    shown[d->rule] = true;
    fprintf(out, "%s%s", first ? " \xE2\x80\x94 " : " ", sk_rule_get(d->rule)->code);
    first = false;
  }
  fputs("</title>", out);
}

/* Positions for formats without transforms: depth down, leaves across. */
static void hierarchy_layout(const SkModel *m, double (*pos)[3]) {
  uint32_t n = m->nbones;
  double *depth = sk_xcalloc(n ? n : 1, sizeof *depth);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t d = 0, cur = i;
    while (m->bones[cur].parent >= 0 && (uint32_t)m->bones[cur].parent < n && d <= n) {
      cur = (uint32_t)m->bones[cur].parent;
      d++;
    }
    depth[i] = d > n ? 0 : d; /* a cycle: top row */
  }
  for (uint32_t i = 0; i < n; i++) {
    pos[i][0] = i;          /* across: declaration order */
    pos[i][1] = 0;
    pos[i][2] = -depth[i];  /* up: roots at the top */
  }
  free(depth);
}

typedef struct {
  FILE *out;
  const SkDocument *doc;
  double (*pos)[3];
  const SkSeverity *sev;
  int up, across;
  double min[3], max[3], scale;
  double ox, oy;
} View;

static double vx(const View *v, uint32_t i) {
  return v->ox + (v->pos[i][v->across] - v->min[v->across]) * v->scale;
}
static double vy(const View *v, uint32_t i) {
  return v->oy + (v->max[v->up] - v->pos[i][v->up]) * v->scale;
}

static void draw_view(const View *v, const char *id, const char *label) {
  FILE *out = v->out;
  const SkModel *m = v->doc->model;
  static const char axis[] = "XYZ";
  fprintf(out, "<g id=\"%s\" class=\"view\" data-across=\"%c\" data-up=\"%c\">\n", id,
          axis[v->across], axis[v->up]);
  fprintf(out, "<rect class=\"frame\" x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\"/>\n",
          v->ox - PAD, v->oy - PAD, PANEL, PANEL);
  fprintf(out, "<text class=\"label\" x=\"%.1f\" y=\"%.1f\">%s (%c across, %c up)</text>\n",
          v->ox - PAD + 8, v->oy - PAD + 16, label, axis[v->across], axis[v->up]);
  fputs("<g class=\"bones\">\n", out);
  for (uint32_t i = 0; i < m->nbones; i++) {
    int32_t p = m->bones[i].parent;
    if (p < 0 || (uint32_t)p >= m->nbones || (uint32_t)p == i) continue;
    fprintf(out, "<line class=\"bone %s\" data-index=\"%u\" data-parent=\"%d\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\">",
            sev_class(v->sev[i]), i, p, vx(v, (uint32_t)p), vy(v, (uint32_t)p), vx(v, i), vy(v, i));
    put_title(out, v->doc, i, NULL);
    fputs("</line>\n", out);
  }
  fputs("</g>\n<g class=\"joints\">\n", out);
  for (uint32_t i = 0; i < m->nbones; i++) {
    fprintf(out, "<circle class=\"joint %s\" data-index=\"%u\" data-x=\"%.6g\" data-y=\"%.6g\" data-z=\"%.6g\" cx=\"%.2f\" cy=\"%.2f\" r=\"%s\">",
            sev_class(v->sev[i]), i, v->pos[i][0], v->pos[i][1], v->pos[i][2], vx(v, i), vy(v, i),
            v->sev[i] >= SK_SEVERITY_WARNING ? "4" : "3");
    put_title(out, v->doc, i, NULL);
    fputs("</circle>\n", out);
  }
  fputs("</g>\n</g>\n", out);
}

static bool render(FILE *out, const SkDocument *doc, const char *path) {
  const SkModel *m = doc->model;
  bool posed = false;
  double(*pos)[3] = cli_bind_pose(m, &posed);
  if (!posed) hierarchy_layout(m, pos);
  SkSeverity *sev = cli_bone_severities(doc);
  View v = {.out = out, .doc = doc, .pos = pos, .sev = sev};
  for (int a = 0; a < 3; a++) v.min[a] = HUGE_VAL, v.max[a] = -HUGE_VAL;
  for (uint32_t i = 0; i < m->nbones; i++)
    for (int a = 0; a < 3; a++) {
      if (pos[i][a] < v.min[a]) v.min[a] = pos[i][a];
      if (pos[i][a] > v.max[a]) v.max[a] = pos[i][a];
    }
  double ext[3], big = 0;
  for (int a = 0; a < 3; a++) {
    ext[a] = v.max[a] - v.min[a];
    if (ext[a] > big) big = ext[a];
  }
  /* Up: the tallest axis; ties go to Z, then Y. */
  v.up = 2;
  if (ext[1] > ext[v.up]) v.up = 1;
  if (ext[0] > ext[v.up]) v.up = 0;
  int rest[2], k = 0;
  for (int a = 0; a < 3; a++)
    if (a != v.up) rest[k++] = a;
  v.scale = big > 0 ? (PANEL - 2.0 * PAD) / big : 1;
  int width = posed ? 2 * PANEL : PANEL, height = PANEL + HEAD;
  fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
               "data-format=\"%s\" data-bones=\"%u\" data-scale=\"%.9g\" data-posed=\"%s\">\n",
          width, height, width, height, sk_format_name(doc->format), m->nbones, v.scale,
          posed ? "true" : "false");
  fputs("<title>", out);
  put_escaped(out, path);
  fputs(posed ? " \xE2\x80\x94 bind pose</title>\n" : " \xE2\x80\x94 hierarchy (the format stores no bind pose)</title>\n", out);
  fputs("<style>\n"
        "  .frame { fill: #fafafa; stroke: #ccc; }\n"
        "  .label, .heading { font: 13px sans-serif; fill: #444; }\n"
        "  .bone { stroke: #607d8b; stroke-width: 2; stroke-linecap: round; }\n"
        "  .joint { fill: #37474f; }\n"
        "  .bone.warning { stroke: #f57c00; } .joint.warning { fill: #f57c00; }\n"
        "  .bone.error { stroke: #d32f2f; stroke-width: 3; } .joint.error { fill: #d32f2f; }\n"
        "</style>\n", out);
  fputs("<text class=\"heading\" x=\"10\" y=\"22\">", out);
  put_escaped(out, path);
  fprintf(out, " (%s, %u bones)%s</text>\n", sk_format_name(doc->format), m->nbones,
          posed ? "" : " \xE2\x80\x94 no bind pose in this format: hierarchy");
  v.oy = HEAD + PAD;
  v.ox = PAD;
  v.across = rest[0];
  draw_view(&v, "front", posed ? "Front" : "Hierarchy");
  if (posed) {
    v.ox = PANEL + PAD;
    v.across = rest[1];
    draw_view(&v, "side", "Side");
  }
  fputs("</svg>\n", out);
  free(pos);
  free(sev);
  return true;
}

int cli_render_main(int argc, char **argv) {
  const char *file = NULL, *output = NULL;
  bool no_config = false;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      printf("usage: skellint render FILE -o OUT.svg [--no-config]\n"
             "Draws the bind pose (front and side views) as SVG; bones with errors\n"
             "are red, with warnings orange. '-o -' writes to standard output.\n");
      return CLI_EXIT_OK;
    }
    if ((strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0) && i + 1 < argc) output = argv[++i];
    else if (strncmp(a, "-o", 2) == 0 && a[2]) output = a + 2; /* -oOUT.svg */
    else if (strncmp(a, "--output=", 9) == 0) output = a + 9;
    else if (strcmp(a, "--no-config") == 0) no_config = true;
    else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "skellint render: unknown option '%s' (expected -o FILE, --no-config)\n", a);
      return CLI_EXIT_USAGE;
    } else if (!file) file = a;
    else {
      fprintf(stderr, "skellint render: one FILE at a time\n");
      return CLI_EXIT_USAGE;
    }
  }
  if (!file || !output) {
    fprintf(stderr, "usage: skellint render FILE -o OUT.svg\n");
    return CLI_EXIT_USAGE;
  }
  char *followed = NULL; /* a .cfg: the skeleton it names */
  SkDocument *doc = cli_load_skeleton(file, no_config, &followed);
  if (!doc) return CLI_EXIT_USAGE;
  if (followed) file = followed;
  if (!doc->model || doc->model->nbones == 0) {
    fprintf(stderr, "skellint render: %s: no skeleton to draw (%s file without bones)\n", file,
            sk_format_name(doc->format));
    sk_document_free(doc);
    free(followed);
    return CLI_EXIT_USAGE;
  }
  FILE *out = strcmp(output, "-") == 0 ? stdout : fopen(output, "w");
  if (!out) {
    fprintf(stderr, "skellint render: %s: %s\n", output, cli_strerror(errno));
    sk_document_free(doc);
    free(followed);
    return CLI_EXIT_USAGE;
  }
  render(out, doc, file);
  bool ok = fflush(out) == 0 && !ferror(out);
  if (out != stdout && fclose(out) != 0) ok = false;
  sk_document_free(doc);
  free(followed);
  if (!ok) {
    fprintf(stderr, "skellint render: writing %s failed\n", output);
    return CLI_EXIT_USAGE;
  }
  return CLI_EXIT_OK;
}
