/* SK434 unknown-material
 *
 * ## What it does
 * Flags an LGW `MATERIAL_REF id` for which the `MATERIAL_LIST` has no
 * `MATERIAL id`.
 *
 * ## Why is this bad?
 * The mesh is drawn with a material that does not exist: the engine falls
 * back to a default (untextured, often magenta) or fails to load the
 * model. It happens when materials are removed or renumbered in 3ds max
 * after the mesh was exported.
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
#include "../formats/lgw.h"
#include "rule_util.h"

void sk_check_unknown_material(const SkContext *ctx, SkDiagSink *sink) {
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
