/* SK434 unknown-material
 *
 * ## What it does
 * Flags an LGW `MATERIAL_REF id` for which the `MATERIAL_LIST` has no
 * `MATERIAL id`; and an XMF `SUBMESH MATERIAL="n"` when the mesh is checked
 * through a model file (`.cfg`) that loads n or fewer materials (a
 * warning: -1 means no material and is fine; a model file with no
 * `material=` line at all is a model drawn without materials on purpose,
 * and is not reported).
 *
 * In a character whose file lies outside the `.cfg`'s folder (checked for
 * the character, not reported on its own), the finding is reported on the
 * `.cfg`, at the line that names that file, with where in the file it is.
 *
 * ## Why is this bad?
 * The mesh is drawn with a material that does not exist: the engine falls
 * back to a default (untextured, often magenta) or fails to load the
 * model. It happens when materials are removed or renumbered in 3ds max
 * after the mesh was exported. Cal3D's viewers make material thread n of
 * the n-th `material=` line of the model file; a submesh whose thread does
 * not exist gets no material and is drawn untextured.
 *
 * ## Example
 * ```text
 * MATERIAL_LIST
 * MATERIAL 0 "3 - Default"
 * ...
 * MESH "veins"
 * MATERIAL_REF 1
 * ```
 * Use instead: `MATERIAL_REF 0`, or add `MATERIAL 1`.
 *
 * ## Fix
 * None: the intended material is not known.
 */
#include "../formats/cal3d.h"
#include "../formats/lgw.h"
#include "rule_util.h"

/* XMF in a character read from a .cfg: its material= lines. */
static void check_mesh(const SkContext *ctx, SkDiagSink *sink, const CalExt *x) {
  if (!sk_character_cfg(ctx->character)) return;
  const SkPart *parts;
  size_t n = sk_character_parts(ctx->character, &parts), materials = 0;
  for (size_t i = 0; i < n; i++) materials += parts[i].kind == SK_PART_MATERIAL;
  if (!materials) return; /* a model without materials: every submesh is drawn plain, as meant */
  for (uint32_t s = 0; s < x->nsubmeshes; s++) {
    const CalNum *m = &x->submeshes[s].material;
    if (!m->present || !m->ok || m->v < 0 || m->v < (double)materials) continue;
    sk_report_sev(sink, SK_RULE_SK434, SK_SEVERITY_WARNING, m->value,
                  "submesh %u uses material %.0f, but model file '%s' loads %zu material%s; "
                  "expected a material index below that, or -1 for none (the submesh is "
                  "drawn without a material)",
                  s, m->v, sk_character_cfg(ctx->character), materials, sk_plural((int64_t)materials));
  }
}

void sk_check_unknown_material(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *cal = cal3d_ext(ctx);
  if (cal && cal->format == SK_FORMAT_XMF) {
    check_mesh(ctx, sink, cal);
    return;
  }
  const LgwExt *x = lgw_ext(ctx);
  if (!x) return;
  for (uint32_t i = 0; i < x->nmeshes; i++) {
    const LgwMesh *m = &x->meshes[i];
    if (!sk_span_valid(m->material_ref)) continue;
    bool found = false;
    for (uint32_t k = 0; k < x->nmaterials && !found; k++) found = x->materials[k].id == m->material;
    if (found) continue;
    SkBuf ids = {0};
    sk_buf_append(&ids, "", 0);
    for (uint32_t k = 0; k < x->nmaterials && k < 12; k++)
      sk_buf_printf(&ids, "%s%lld", k ? ", " : "", (long long)x->materials[k].id);
    if (x->nmaterials > 12) sk_buf_puts(&ids, ", …");
    if (x->nmaterials)
      sk_report(sink, SK_RULE_SK434, m->material_ref,
                "MATERIAL_REF %lld of mesh \"%s\" names no MATERIAL; expected one of %s",
                (long long)m->material, m->name, ids.data);
    else
      sk_report(sink, SK_RULE_SK434, m->material_ref,
                "MATERIAL_REF %lld of mesh \"%s\" names no MATERIAL: the file has %s; expected "
                "a MATERIAL %lld in a MATERIAL_LIST",
                (long long)m->material, m->name,
                x->has_material_list ? "an empty MATERIAL_LIST" : "no MATERIAL_LIST",
                (long long)m->material);
    sk_buf_free(&ids);
  }
}
