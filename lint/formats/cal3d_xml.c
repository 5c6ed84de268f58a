/* cal3d_xml.c — the front-end of the Cal3D XML files other than the
 * skeleton: meshes (XMF), animations (XAF), materials (XRF) and morph
 * animations (XPF). For now it reads them for well-formedness only, through
 * the shared reader (xml_reader.c). */
#include "cal3d.h"
#include "xml_reader.h"

#include <stdlib.h>

static void ext_free(void *e) { free(e); }

SkModel *sk_parse_cal3d_xml(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  SkModel *m = sk_model_new(sink->format);
  CalExt *x = sk_xcalloc(1, sizeof *x);
  x->format = sink->format;
  m->ext = x;
  m->ext_free = ext_free;
  static const XmlHandlers handlers = {NULL, NULL, "a Cal3D file needs at most 5"};
  XmlResult res;
  xml_read(src, m, sink, &handlers, NULL, "<HEADER> or the root element", &res);
  x->truncated = res.stopped_early;
  return m;
}
