/* SK473 unknown-cfg-key
 *
 * ## What it does
 * Notes a line of a Cal3D model file (`.cfg`) whose key is none of those
 * Cal3D's viewers read: `skeleton`, `mesh`, `animation`, `material`,
 * `morphtarget`, `path`, `scale`.
 *
 * ## Why is this bad?
 * It depends on the reader. Cal3D's miniviewers (`miniviewer_gl`,
 * `miniviewer_d3d` and their variants) print "Invalid syntax" and skip the
 * line; Cal3D's `cally` demo prints the same and refuses the whole model
 * (its `Model::onInit` returns false on any key it does not know). Other
 * programs keep their own settings in the same file (Soya writes
 * `sphere=`, `cellshading=`), which their own readers use. And a misspelt
 * key (`meshe=`) drops a file from the character in the miniviewers, so
 * it is worth a look: information only.
 *
 * ## Example
 * ```text
 * animaton=walk.xaf
 * ```
 * Use instead: `animation=walk.xaf`.
 *
 * ## Fix
 * None.
 */
#include "../formats/cal3dcfg.h"
#include "rule_util.h"

void sk_check_unknown_cfg_key(const SkContext *ctx, SkDiagSink *sink) {
  const CfgExt *x = cfg_ext(ctx);
  if (!x) return;
  uint32_t end = x->stop >= 0 ? (uint32_t)x->stop : x->n;
  for (uint32_t k = 0; k < end; k++) {
    const CfgEntry *e = &x->entries[k];
    if (e->key != CFG_UNKNOWN) continue;
    sk_report(sink, SK_RULE_SK473, e->key_span,
              "'%.*s' is not a key Cal3D's viewers read (skeleton, mesh, animation, material, "
              "morphtarget, path, scale); Cal3D's miniviewers skip the line, its cally demo "
              "refuses the whole model",
              SPAN_TEXT(ctx, e->key_span));
  }
}
