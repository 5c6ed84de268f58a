/* render.h — what `skellint render` draws, given by the command
 * (render_cmd.c): a skeleton in its bind pose or posed by an animation at
 * a time (drawn by the library: sk_picture_svg, written to the file by
 * render_svg.c), and optionally a mesh's vertices under the bones
 * coloured by their findings (render_mesh.c). */
#ifndef SK_CLI_RENDER_H
#define SK_CLI_RENDER_H

#include "skeleton.h"

typedef struct CliMesh CliMesh;
/* A panel of the picture (the library's). */
typedef SkPictureView CliView;

/* Something drawn under the bones (a mesh's vertices), through its own
 * functions, written straight to the picture's file at its place. */
typedef struct {
  const void *data;
  /* Calls fn with every point it draws (for the figure's extent). */
  void (*points)(const void *data, void (*fn)(void *ud, const double p[3]), void *ud);
  void (*draw)(FILE *out, const void *data, const CliView *v);
  /* The heading's words about it. */
  void (*caption)(FILE *out, const void *data);
} CliLayer;

typedef struct {
  const SkDocument *doc;     /* the skeleton: bones, findings */
  const char *path;          /* the skeleton's file, as shown */
  /* An animation's pose (nbones joints, world space) instead of the bind
   * pose, or NULL; `animation` its file, `time` and `duration` in seconds. */
  const double (*pose)[3];
  const char *animation;
  double time, duration;
  const CliLayer *layer;     /* drawn under the bones (a mesh), or NULL */
} CliPicture;

/* Writes the picture as SVG (front and side views on one scale;
 * sk_picture_svg). */
void cli_render_svg(FILE *out, const CliPicture *p);

/* Text for SVG character data and attribute values (the library's one
 * escaping, sk_buf_put_xml). */
void cli_svg_text(FILE *out, const char *s);

/* A point's place in a view (sk_picture_point), for layers drawn in it. */
void cli_view_point(const CliView *v, const double p[3], double *x, double *y);

/* The mesh layer (render_mesh.c): its vertices with a position, each
 * vertex's findings (a finding is a vertex's when its place is inside the
 * vertex's text). NULL when the mesh keeps no positions. */
CliMesh *cli_mesh_new(const SkDocument *mesh, const char *path);
void cli_mesh_free(CliMesh *m);
/* The mesh as a layer: its vertices drawn in a view, those without
 * findings small and neutral, those with findings coloured by the first
 * of SK204, SK201, SK202 they have (else by severity), each titled with
 * its findings; the caption "body.xmf, 1204 vertices, 3 with findings". */
CliLayer cli_mesh_layer(const CliMesh *m);

#endif
