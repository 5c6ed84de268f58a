/* SK108 root-not-first
 *
 * ## What it does
 * Flags a Dash skeleton whose first bone is not the root: in JSON, bone 0
 * has a `parentIndex` other than `null` (or `0`, which the format's own
 * example writes for the root); in a binary `.dmx`, the first record's
 * parentIndex names another bone.
 *
 * ## Why is this bad?
 * Dash readers take the bone at index 0 as the root and build the
 * skeleton from there, parents before children. The binary reader ignores
 * the first record's parentIndex altogether, so a skeleton written with
 * its root elsewhere loads with the wrong bone at the top and every
 * world transform computed from the wrong chain.
 *
 * ## Example
 * ```json
 * [
 *   { "name": "hand", "parentIndex": 1 },
 *   { "name": "root", "parentIndex": null }
 * ]
 * ```
 * Use instead:
 * ```json
 * [
 *   { "name": "root", "parentIndex": null },
 *   { "name": "hand", "parentIndex": 0 }
 * ]
 * ```
 *
 * ## Fix
 * None: moving the root renumbers every parentIndex and every mesh and
 * animation that refers to a bone by index.
 */
#include "../formats/dash.h"

void sk_check_root_not_first(const SkContext *ctx, SkDiagSink *sink) {
  const DashExt *x = dash_ext(ctx);
  const SkModel *m = ctx->model;
  if (!x || m->nbones == 0 || x->nbones != m->nbones) return;
  const SkBone *b0 = &m->bones[0];
  SkDiagnostic *d = NULL;
  if (ctx->format == SK_FORMAT_DASHJSON) {
    if (!b0->has_parent_ref || b0->parent_ref == -1) return;
    d = sk_report(sink, SK_RULE_SK108, b0->parent_span,
                  "the first bone '%s' has parentIndex %lld, so it is not the root: "
                  "expected null here and the root at index 0",
                  b0->name, (long long)b0->parent_ref);
  } else {
    uint32_t p = x->bones[0].parent_raw;
    if (p == 0 || p == UINT32_MAX) return;
    d = sk_report(sink, SK_RULE_SK108, b0->parent_span,
                  "the first record '%s' has parentIndex %u, which readers ignore "
                  "(the first record is the root): expected the root first, with "
                  "parentIndex 0",
                  b0->name, (unsigned)p);
    if (p < m->nbones)
      sk_diag_related(d, m->bones[p].name_span, "bone %u '%s' is named as its parent",
                      (unsigned)p, m->bones[p].name);
  }
  for (uint32_t i = 1; i < m->nbones; i++) {
    const SkBone *b = &m->bones[i];
    if (b->parent == SK_NO_PARENT && !b->parent_unresolved) {
      sk_diag_related(d, sk_bone_place(b),
                      "bone %u '%s' has no parent", (unsigned)i, b->name);
      break;
    }
  }
  sk_diag_set_bone(d, 0);
}
