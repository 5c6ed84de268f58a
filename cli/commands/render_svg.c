/* render_svg.c — `skellint render`'s picture written to its file: the
 * library draws it (sk_picture_svg, lint/picture.c); this hands it the
 * command's layer (a mesh, render_mesh.c), which writes to the FILE
 * itself: what the picture has so far goes to the file before the layer
 * writes, so the bytes come out in the picture's order. */
#include "cli.h"
#include "render.h"

#include <string.h>

/* Writes out what the picture has so far and empties it. */
static void flush(SkBuf *b, FILE *out) {
  if (b->len) fwrite(b->data, 1, b->len, out);
  b->len = 0;
}

typedef struct {
  FILE *out;
  const CliLayer *layer;
} Writer;

static void layer_points(const void *data, void (*fn)(void *ud, const double p[3]), void *ud) {
  const Writer *w = data;
  w->layer->points(w->layer->data, fn, ud);
}

static void layer_draw(SkBuf *b, const void *data, const SkPictureView *v) {
  const Writer *w = data;
  flush(b, w->out);
  w->layer->draw(w->out, w->layer->data, v);
}

static void layer_caption(SkBuf *b, const void *data) {
  const Writer *w = data;
  flush(b, w->out);
  w->layer->caption(w->out, w->layer->data);
}

void cli_render_svg(FILE *out, const CliPicture *p) {
  Writer w = {out, p->layer};
  SkPictureLayer layer = {&w, layer_points, layer_draw, layer_caption};
  SkPicture pic = {p->doc, p->path, p->pose, p->animation, p->time, p->duration,
                   p->layer ? &layer : NULL};
  SkBuf b = {0};
  sk_picture_svg(&b, &pic);
  flush(&b, out);
  sk_buf_free(&b);
}

void cli_svg_text(FILE *out, const char *s) {
  SkBuf b = {0};
  sk_buf_put_xml(&b, s ? s : "", s ? strlen(s) : 0);
  flush(&b, out);
  sk_buf_free(&b);
}

void cli_view_point(const CliView *v, const double p[3], double *x, double *y) {
  sk_picture_point(v, p, x, y);
}
