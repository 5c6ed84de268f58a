/* SK408 cal3d-header
 *
 * ## What it does
 * Checks the `<HEADER MAGIC="…" VERSION="…"/>` that opens a Cal3D mesh
 * (XMF), animation (XAF), material (XRF) or morph animation (XPF): MAGIC
 * must name the file's own format and VERSION must be at least 699, the
 * earliest version Cal3D reads. A file without a HEADER is fine (the
 * reader then starts at the root element).
 *
 * ## Why is this bad?
 * Cal3D's XML reader compares MAGIC with the format it was asked to load
 * and refuses anything else (an animation saved under a mesh's name fails
 * to load); it refuses a VERSION below 699 as incompatible. It reads both
 * attributes without checking that they are there, so a HEADER without
 * MAGIC or VERSION crashes it.
 *
 * ## Example
 * ```xml
 * <HEADER MAGIC="XAF" VERSION="1000"/>   <!-- in a .xmf -->
 * <MESH NUMSUBMESH="1">
 * ```
 * Use instead: `<HEADER MAGIC="XMF" VERSION="1000"/>`, or rename the file.
 *
 * ## Fix
 * Safe for a wrong MAGIC: writes the format's own magic (the content
 * decides the format). None for VERSION: an old file needs re-exporting.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

#include <strings.h>

void sk_check_cal3d_header(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || !x->has_header) return;
  const char *magic = cal3d_magic(x->format);
  const char *what = sk_format_name(x->format);
  if (!x->header_magic.present) {
    sk_report(sink, SK_RULE_SK408, x->header_tag,
              "HEADER has no MAGIC; expected MAGIC=\"%s\" (Cal3D reads MAGIC without checking "
              "that it is there, and crashes)", magic);
  } else if (strcasecmp(x->header_magic.text, magic) != 0) {
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK408, x->header_magic.value,
        "HEADER MAGIC is \"%s\" but this is a%s %s file; expected \"%s\" (Cal3D refuses a "
        "file whose MAGIC is not the format it loads)",
        x->header_magic.text, what[0] == 'x' ? "n" : "", what, magic);
    sk_fix_edit(sk_diag_fix(d, true, "Set MAGIC to %s", magic), x->header_magic.value, magic);
  }
  if (!x->header_version.present) {
    sk_report(sink, SK_RULE_SK408, x->header_tag,
              "HEADER has no VERSION; expected a version of at least 699, e.g. VERSION=\"1000\" "
              "(Cal3D reads VERSION without checking that it is there, and crashes)");
  } else if (x->header_version.ok && x->header_version.v < 699) {
    sk_report(sink, SK_RULE_SK408, x->header_version.value,
              "HEADER VERSION is %.0f; expected at least 699 (Cal3D refuses older files as "
              "incompatible)", x->header_version.v);
  }
}
