/* SK473 unknown-cfg-key
 *
 * ## What it does
 * Notes a line of a Cal3D model file (`.cfg`) whose key is none of those
 * Cal3D's viewers read: `skeleton`, `mesh`, `animation`, `material`,
 * `morphtarget`, `path`, `scale`.
 *
 * ## Why is this bad?
 * It usually is not: other programs keep their own settings in the same
 * file (Soya writes `sphere=`, `cellshading=`), and the viewers print
 * "Invalid syntax" and go on. But a misspelt key (`meshe=`) silently
 * drops a file from the character, so it is worth a look: information
 * only.
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
              "morphtarget, path, scale); the line is skipped",
              SPAN_TEXT(ctx, e->key_span));
  }
}
