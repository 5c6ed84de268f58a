/* SK110 unknown-track-bone
 *
 * ## What it does
 * Flags a TRACK of a Cal3D animation (XAF) whose BONEID names no bone:
 * negative, or — when the animation is checked with its skeleton, through
 * a model file (`.cfg`), `--skeleton` or the `skeleton` setting — not below
 * the skeleton's number of bones. An XAF checked on its own, with no
 * skeleton known, is never compared with one.
 *
 * In a character whose file lies outside the `.cfg`'s folder (checked for
 * the character, not reported on its own), the finding is reported on the
 * `.cfg`, at the line that names that file, with where in the file it is.
 *
 * ## Why is this bad?
 * Cal3D applies each track to the bone with that index every frame
 * without checking it: an ID past the skeleton's last bone reads and
 * writes past the bone list (a crash, or another object's memory
 * changed), and when the skeleton is passed to the loader it already
 * crashes while loading. Animations made for another skeleton, or a
 * skeleton whose bones were deleted, are the usual cause.
 *
 * ## Example
 * ```xml
 * <TRACK BONEID="52" NUMKEYFRAMES="31">   <!-- skeleton has 52 bones: 0…51 -->
 * ```
 * Use instead: the ID of the bone in the skeleton the animation is for.
 *
 * ## Fix
 * None: which bone was meant is not known.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

void sk_check_unknown_track_bone(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XAF) return;
  const char *name = NULL;
  const SkModel *skel = sk_ctx_skeleton(ctx, &name);
  for (uint32_t t = 0; t < x->ntracks; t++) {
    const CalNum *id = &x->tracks[t].boneid;
    if (!id->present || !id->ok) continue; /* SK409, SK002 */
    if (id->v < 0)
      sk_report(sink, SK_RULE_SK110, id->value,
                "track %u is for bone %.0f; expected a bone ID of the skeleton, from 0 (no bone "
                "has a negative ID)",
                t, id->v);
    else if (skel && id->v >= skel->nbones)
      sk_report(sink, SK_RULE_SK110, id->value,
                "track %u is for bone %.0f, but skeleton '%s' has %u bone%s; expected a bone ID "
                "from 0 to %u (Cal3D moves the bone at that index: past the end)",
                t, id->v, name, skel->nbones, sk_plural(skel->nbones),
                skel->nbones ? skel->nbones - 1 : 0);
  }
}
