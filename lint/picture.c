/* picture.c — a skeleton drawn as SVG (sk_picture_svg), for `skellint
 * render` and the editor's preview: the pose (the bind pose, or an
 * animation's at a time) in two orthographic views, front and side, on one
 * scale. Bones are lines from the parent's joint to the child's, joints
 * are dots; each carries its index (data-index) and a <title> (a tooltip
 * in browsers) with the bone's index, name and the codes of its problems.
 * A bone with an error is red, with a warning orange. Every joint also
 * records its absolute position (data-x, data-y, data-z) so tests and
 * scripts can read the pose back.
 *
 * Axes: up and facing are read from the skeleton (stand_up.c: the spine
 * from the pelvis hub to the chest hub, the legs' sides, the toes), not
 * from the bounding box; the front view looks the figure in the face (its
 * left on the viewer's right), the side view shows it facing right. Each
 * figure is centred in its panel, both on one scale. Formats that store no
 * transforms (RokDeBone2 .bon keeps only the hierarchy) are drawn as a
 * hierarchy diagram instead, and say so. Text from the file (names,
 * paths) goes through the one escaping policy (sk_buf_put_xml), so the
 * SVG stays well-formed whatever the names. */
#include "skellint/editor.h"
#include "report.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { PANEL = 420, PAD = 30, HEAD = 40 };

/* A name or path, escaped (NULL: nothing). */
static void put_text(SkBuf *out, const char *s) {
  if (s) sk_buf_put_xml(out, s, strlen(s));
}

static const char *sev_class(SkSeverity s) {
  return s == SK_SEVERITY_ERROR ? "error" : s == SK_SEVERITY_WARNING ? "warning" : "ok";
}

/* The tooltip of a bone: "[3] Bip01 Spine — SK401 SK402". */
typedef struct {
  SkBuf *out;
  bool first;
} Codes;

static void put_code(void *ud, const SkDiagnostic *d) {
  Codes *c = ud;
  sk_buf_printf(c->out, "%s%s", c->first ? " \xE2\x80\x94 " : " ", sk_rule_get(d->rule)->code);
  c->first = false;
}

static void put_title(SkBuf *out, const SkDocument *doc, const SkBoneFindings *bd, uint32_t i) {
  const SkBone *b = &doc->model->bones[i];
  sk_buf_printf(out, "<title>[%u] ", i);
  put_text(out, b->name);
  Codes c = {out, true};
  sk_bone_codes(doc, bd, i, put_code, &c);
  sk_buf_puts(out, "</title>");
}

/* Positions for formats without transforms: depth down (the skeleton's;
 * a bone on or below a cycle of parents goes to the top row), declaration
 * order across. */
static void hierarchy_layout(const SkSkeleton *sk, double (*pos)[3]) {
  for (uint32_t i = 0; i < sk->nbones; i++) {
    pos[i][0] = i;          /* across: declaration order */
    pos[i][1] = 0;
    pos[i][2] = sk->depth[i] == SK_NO_DEPTH ? -0.0 : -(double)sk->depth[i];  /* up: roots at the top */
  }
}

typedef struct SkPictureView View;

struct SkPictureView {
  SkBuf *out;
  const SkDocument *doc;
  const SkPictureLayer *layer; /* drawn under the bones, or NULL */
  double (*pos)[3];
  const SkSeverity *sev;
  const SkBoneFindings *bd;
  SkAxis up, across;
  double scale;
  double cx, cy;        /* the panel's centre on the page */
  double mid_a, mid_u;  /* the figure's centre, in signed world units */
  double left, top;     /* the panel's corner */
  bool hierarchy;       /* no bind pose: depth down, file order across, no axes */
};

static double along(const View *v, uint32_t i, SkAxis a) {
  return a.sign * v->pos[i][a.axis];
}
static double vx(const View *v, uint32_t i) {
  return v->cx + (along(v, i, v->across) - v->mid_a) * v->scale;
}
static double vy(const View *v, uint32_t i) {
  return v->cy - (along(v, i, v->up) - v->mid_u) * v->scale;
}

void sk_picture_point(const SkPictureView *v, const double p[3], double *x, double *y) {
  *x = v->cx + (v->across.sign * p[v->across.axis] - v->mid_a) * v->scale;
  *y = v->cy - (v->up.sign * p[v->up.axis] - v->mid_u) * v->scale;
}

/* "+X", "-Z": a signed axis as the labels and data attributes write it. */
static const char *axis_name(SkAxis a) {
  static const char *names[2][3] = {{"-X", "-Y", "-Z"}, {"+X", "+Y", "+Z"}};
  return names[a.sign > 0][a.axis];
}

typedef struct {
  SkAxis a;
  double lo, hi;
} Extent;

static void extend(void *ud, const double p[3]) {
  Extent *e = ud;
  double x = e->a.sign * p[e->a.axis];
  if (x < e->lo) e->lo = x;
  if (x > e->hi) e->hi = x;
}

/* The span of the figure (the joints, and the mesh's vertices when there
 * is one) along a signed axis: its middle and its length. */
static double span(const View *v, SkAxis a, double *mid) {
  Extent e = {a, HUGE_VAL, -HUGE_VAL};
  for (uint32_t i = 0; i < v->doc->model->nbones; i++) extend(&e, v->pos[i]);
  if (v->layer) v->layer->points(v->layer->data, extend, &e);
  *mid = (e.lo + e.hi) / 2;
  return e.hi - e.lo;
}

/* Places the view in the panel whose corner is (left, top), centred. */
static void place(View *v, double left, double top) {
  v->left = left, v->top = top;
  v->cx = left + PANEL / 2.0, v->cy = top + PANEL / 2.0;
  span(v, v->across, &v->mid_a);
  span(v, v->up, &v->mid_u);
}

static void draw_view(const View *v, const char *id, const char *label) {
  SkBuf *out = v->out;
  const SkModel *m = v->doc->model;
  sk_buf_printf(out, "<g id=\"%s\" class=\"view\" data-across=\"%s\" data-up=\"%s\">\n", id,
          axis_name(v->across), axis_name(v->up));
  sk_buf_printf(out, "<rect class=\"frame\" x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\"/>\n",
          v->left, v->top, PANEL, PANEL);
  if (v->hierarchy)
    sk_buf_printf(out, "<text class=\"label\" x=\"%.1f\" y=\"%.1f\">%s</text>\n", v->left + 8,
            v->top + 16, label);
  else
    sk_buf_printf(out, "<text class=\"label\" x=\"%.1f\" y=\"%.1f\">%s (%s across, %s up)</text>\n",
            v->left + 8, v->top + 16, label, axis_name(v->across), axis_name(v->up));
  if (v->layer) v->layer->draw(out, v->layer->data, v);
  sk_buf_puts(out, "<g class=\"bones\">\n");
  for (uint32_t i = 0; i < m->nbones; i++) {
    int32_t p = m->bones[i].parent;
    if (p < 0 || (uint32_t)p >= m->nbones || (uint32_t)p == i) continue;
    sk_buf_printf(out, "<line class=\"bone %s\" data-index=\"%u\" data-parent=\"%d\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\">",
            sev_class(v->sev[i]), i, p, vx(v, (uint32_t)p), vy(v, (uint32_t)p), vx(v, i), vy(v, i));
    put_title(out, v->doc, v->bd, i);
    sk_buf_puts(out, "</line>\n");
  }
  sk_buf_puts(out, "</g>\n<g class=\"joints\">\n");
  for (uint32_t i = 0; i < m->nbones; i++) {
    sk_buf_printf(out, "<circle class=\"joint %s\" data-index=\"%u\" data-x=\"%.6g\" data-y=\"%.6g\" data-z=\"%.6g\" cx=\"%.2f\" cy=\"%.2f\" r=\"%s\">",
            sev_class(v->sev[i]), i, v->pos[i][0], v->pos[i][1], v->pos[i][2], vx(v, i), vy(v, i),
            v->sev[i] >= SK_SEVERITY_WARNING ? "4" : "3");
    put_title(out, v->doc, v->bd, i);
    sk_buf_puts(out, "</circle>\n");
  }
  sk_buf_puts(out, "</g>\n</g>\n");
}

/* The picture's <title>: the skeleton's file and what pose it shows. */
static void put_picture_title(SkBuf *out, const SkPicture *p, bool posed) {
  sk_buf_puts(out, "<title>");
  put_text(out, p->path);
  if (p->animation) {
    sk_buf_printf(out, " \xE2\x80\x94 pose at %.6g s of ", p->time);
    put_text(out, p->animation);
    sk_buf_puts(out, "</title>\n");
  } else {
    sk_buf_puts(out, posed ? " \xE2\x80\x94 bind pose</title>\n" : " \xE2\x80\x94 hierarchy (the format stores no bind pose)</title>\n");
  }
}

void sk_picture_svg(SkBuf *out, const SkPicture *p) {
  const SkDocument *doc = p->doc;
  const char *path = p->path;
  const SkModel *m = doc->model;
  const SkSkeleton *sk = sk_model_skeleton(m);
  bool posed = sk->posed;
  double(*pos)[3] = sk_xcalloc(m->nbones ? m->nbones : 1, sizeof *pos);
  SkOrientation o;
  if (posed) {
    /* Stood up from the bind pose: an animation's frames share its axes. */
    sk_stand_up(m, (const double(*)[3])sk->pos, &o);
    memcpy(pos, p->pose ? p->pose : (const double(*)[3])sk->pos, m->nbones * sizeof *pos);
  } else {
    hierarchy_layout(sk, pos);
    memset(&o, 0, sizeof o);
    /* Depth down Z, declaration order along X: seen from -Y. */
    o.up = (SkAxis){2, 1};
    o.forward = o.side_across = (SkAxis){1, -1};
    o.front_across = (SkAxis){0, 1};
  }
  SkSeverity *sev = sk_bone_severities(doc);
  SkBoneFindings bd = sk_bone_findings(doc);
  View front = {.out = out, .doc = doc, .layer = p->layer, .pos = pos, .sev = sev, .bd = &bd, .up = o.up, .across = o.front_across,
               .hierarchy = !posed};
  View side = front;
  side.across = o.side_across;
  /* One scale for both views: the figure's largest extent fills a panel. */
  double mid, big = span(&front, o.up, &mid);
  double w = span(&front, front.across, &mid);
  if (w > big) big = w;
  if (posed && (w = span(&side, side.across, &mid)) > big) big = w;
  front.scale = side.scale = big > 0 ? (PANEL - 2.0 * PAD) / big : 1;
  int width = posed ? 2 * PANEL : PANEL, height = PANEL + HEAD;
  char anim_attrs[96] = "";
  if (p->animation)
    snprintf(anim_attrs, sizeof anim_attrs, " data-time=\"%.9g\" data-duration=\"%.9g\"", p->time,
             p->duration);
  sk_buf_printf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
               "data-format=\"%s\" data-bones=\"%u\" data-scale=\"%.9g\" data-posed=\"%s\" "
               "data-up=\"%s\" data-forward=\"%s\" data-up-from=\"%s\" data-facing=\"%s\"%s>\n",
          width, height, width, height, sk_format_name(doc->format), m->nbones, front.scale,
          posed ? "true" : "false", axis_name(o.up), axis_name(o.forward),
          o.from_spine ? "spine" : "extents", o.facing_found ? "feet" : "unknown", anim_attrs);
  put_picture_title(out, p, posed);
  sk_buf_puts(out, "<style>\n"
        "  .frame { fill: #fafafa; stroke: #ccc; }\n"
        "  .label, .heading { font: 13px sans-serif; fill: #444; }\n"
        "  .bone { stroke: #607d8b; stroke-width: 2; stroke-linecap: round; }\n"
        "  .joint { fill: #37474f; }\n"
        "  .bone.warning { stroke: #f57c00; } .joint.warning { fill: #f57c00; }\n"
        "  .bone.error { stroke: #d32f2f; stroke-width: 3; } .joint.error { fill: #d32f2f; }\n");
  if (p->layer)
    sk_buf_puts(out, "  .vertex { fill: #b0bec5; } .vertex.finding { fill: #7b1fa2; }\n"
          "  .vertex.weight-sum { fill: #d32f2f; } .vertex.influence-count { fill: #f57c00; }\n"
          "  .vertex.unknown-bone { fill: #1565c0; }\n");
  sk_buf_puts(out, "</style>\n");
  sk_buf_puts(out, "<text class=\"heading\" x=\"10\" y=\"22\">");
  put_text(out, path);
  sk_buf_printf(out, " (%s, %u bones", sk_format_name(doc->format), m->nbones);
  if (p->animation) {
    sk_buf_puts(out, "; ");
    put_text(out, p->animation);
    sk_buf_printf(out, " at %.6g s of %.6g", p->time, p->duration);
  }
  if (p->layer) {
    sk_buf_puts(out, "; ");
    p->layer->caption(out, p->layer->data);
  }
  sk_buf_puts(out, ")</text>\n");
  place(&front, 0, HEAD);
  if (!posed) {
    /* In the panel, not the heading: a one-panel picture is narrow. */
    draw_view(&front, "front", "Hierarchy, roots on top: no bind pose in this format");
  } else {
    place(&side, PANEL, HEAD);
    /* Say what each panel shows, and how sure that is. */
    draw_view(&front, "front", o.facing_found ? "Front, facing you" : "Front (facing not found: broad side)");
    draw_view(&side, "side", o.facing_found ? "Right side, facing right" : "Side (facing not found: narrow side)");
  }
  sk_buf_puts(out, "</svg>\n");
  free(pos);
  free(sev);
  sk_bone_findings_free(&bd);
}
