/* SK475 morph-target-mismatch
 *
 * ## What it does
 * Checks the morph targets of a Cal3D model file (`.cfg`): a
 * `morphtarget=` line needs a `mesh=` line before it (the mesh it morphs:
 * the last one), and a morph target mesh (XMF) checked through the model
 * file must have as many submeshes as that mesh, each with as many
 * vertices as the mesh's submesh of the same number.
 *
 * In a character whose file lies outside the `.cfg`'s folder (checked for
 * the character, not reported on its own), the finding is reported on the
 * `.cfg`, at the line that names that file, with where in the file it is.
 *
 * ## Why is this bad?
 * A morph target moves each vertex of its base mesh towards the vertex of
 * the same number in the target: Cal3D refuses a target whose submeshes
 * or vertex counts differ (addAsMorphTarget fails, and the viewers stop
 * loading the character). A base mesh edited after its targets were made
 * — a vertex added or welded — is the usual cause.
 *
 * ## Example
 * ```text
 * mesh=head.xmf              # submesh 0: 1,204 vertices
 * morphtarget=head_smile.xmf # submesh 0: 1,198 vertices
 * ```
 * Use instead: targets made from the current head mesh.
 *
 * ## Fix
 * None: the target must be made again from the mesh.
 */
#include "../formats/cal3d.h"
#include "../formats/cal3dcfg.h"
#include "rule_util.h"

/* In the .cfg: a morphtarget= with no mesh= before it. */
static void check_cfg(const SkContext *ctx, SkDiagSink *sink, const CfgExt *x) {
  const SkPart *parts;
  size_t n = sk_character_parts(ctx->character, &parts);
  for (size_t i = 0; i < n; i++) {
    const SkPart *p = &parts[i];
    if (p->kind != SK_PART_MORPHTARGET || p->base >= 0) continue;
    if (p->entry < 0 || (uint32_t)p->entry >= x->n) continue;
    sk_report(sink, SK_RULE_SK475, x->entries[p->entry].key_span,
              "morphtarget= comes before any mesh=; expected the mesh it morphs on a mesh= line "
              "above it (the viewers attach a morph target to the last mesh loaded)");
  }
}

/* In a morph target mesh: its submeshes and vertex counts against its base. */
static void check_target(const SkContext *ctx, SkDiagSink *sink, const CalExt *x) {
  const SkPart *parts;
  size_t n = sk_character_parts(ctx->character, &parts);
  if (ctx->part < 0 || (size_t)ctx->part >= n) return;
  const SkPart *self = &parts[ctx->part];
  if (self->kind != SK_PART_MORPHTARGET || self->base < 0) return;
  const SkDocument *base = sk_character_document(ctx->character, self->base);
  /* Its mesh: an XMF, or a CMF decoded into what an XMF gives. */
  if (!base || !base->model) return;
  if (base->format != SK_FORMAT_XMF &&
      !(base->format == SK_FORMAT_CAL3D_BINARY && base->model->ext &&
        ((const CalExt *)base->model->ext)->format == SK_FORMAT_XMF))
    return;
  const CalExt *b = (const CalExt *)base->model->ext;
  const char *bname = parts[self->base].name;
  if (b->nsubmeshes != x->nsubmeshes) {
    SkSpan at = x->numsubmesh.present ? x->numsubmesh.value
                : x->has_root ? x->root_name : sk_span(0, 0);
    sk_report(sink, SK_RULE_SK475, at,
              "this morph target has %u submesh%s but its mesh '%s' has %u; expected the same "
              "submeshes (Cal3D refuses the morph target)",
              x->nsubmeshes, x->nsubmeshes == 1 ? "" : "es", bname, b->nsubmeshes);
    return;
  }
  for (uint32_t s = 0; s < x->nsubmeshes; s++) {
    const CalSubmesh *t = &x->submeshes[s], *o = &b->submeshes[s];
    if (t->nvertices == o->nvertices) continue;
    SkSpan at = t->numvertices.present ? t->numvertices.value : t->tag;
    sk_report(sink, SK_RULE_SK475, at,
              "submesh %u of this morph target has %u vert%s but submesh %u of its mesh '%s' "
              "has %u; expected the same number (Cal3D refuses the morph target)",
              s, t->nvertices, t->nvertices == 1 ? "ex" : "ices", s, bname, o->nvertices);
  }
}

void sk_check_morph_target_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  if (!ctx->character) return;
  const CfgExt *cfg = cfg_ext(ctx);
  if (cfg) {
    check_cfg(ctx, sink, cfg);
    return;
  }
  const CalExt *x = cal3d_ext(ctx);
  if (x && x->format == SK_FORMAT_XMF) check_target(ctx, sink, x);
}
