/* SK103 hierarchy-cycle
 *
 * ## What it does
 * Follows every bone's parents and flags each loop once, at the loop's
 * first bone in the file, listing every bone of the loop. A bone that is
 * its own parent is the shortest loop.
 *
 * ## Why is this bad?
 * A loop has no root, so no absolute transform can be computed for its
 * bones. Cal3D, which walks the hierarchy through CHILDID lists, recurses
 * forever on a CHILDID loop; readers that follow parents upwards hang or
 * give up, and the bones of the loop (and everything hanging from them)
 * vanish or end at the origin.
 *
 * ## Example
 * ```xml
 * <BONE ID="1" NAME="Arm"  …> … <PARENTID>2</PARENTID> … </BONE>
 * <BONE ID="2" NAME="Hand" …> … <PARENTID>1</PARENTID> … </BONE>
 * ```
 * Use instead: one of them must hang from a bone outside the loop, e.g.
 * `<PARENTID>0</PARENTID>` for `Arm`.
 *
 * ## Fix
 * None: which link is wrong is the author's decision.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

static SkSpan where(const SkBone *b) {
  return sk_span_valid(b->parent_span) ? b->parent_span : b->span;
}

void sk_check_hierarchy_cycle(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || m->nbones == 0) return;
  const uint8_t *ends = sk_model_skeleton(m)->chain;
  bool *done = sk_xcalloc(m->nbones, sizeof *done);
  for (uint32_t i = 0; i < m->nbones; i++) {
    if (ends[i] != SK_CHAIN_ON_CYCLE || done[i]) continue;
    /* i is the loop's first bone in document order: loops are disjoint and
     * we meet each at its lowest index first. */
    const SkBone *b = &m->bones[i];
    SkDiagnostic *d;
    if ((uint32_t)b->parent == i) {
      done[i] = true;
      d = sk_report(sink, SK_RULE_SK103, where(b),
                    "bone '%s' (index %u) is its own parent; expected another bone "
                    "or %s",
                    b->name, i, sk_no_parent_text(ctx->format));
    } else {
      SkBuf path = {0};
      uint32_t len = 0;
      for (uint32_t k = i;; k = (uint32_t)m->bones[k].parent) {
        if (len && k == i) break;
        done[k] = true;
        sk_buf_printf(&path, "'%s' (%u) -> ", m->bones[k].name, k);
        len++;
      }
      sk_buf_printf(&path, "'%s' (%u)", b->name, i);
      d = sk_report(sink, SK_RULE_SK103, where(b),
                    "following parents loops through %u bones: %s; expected every "
                    "chain to end at a root (parent %s)",
                    len, path.data, sk_no_parent_text(ctx->format));
      sk_buf_free(&path);
      for (uint32_t k = (uint32_t)b->parent; k != i; k = (uint32_t)m->bones[k].parent)
        sk_diag_related(d, where(&m->bones[k]), "bone '%s' (index %u) has parent %d here",
                        m->bones[k].name, k, m->bones[k].parent);
    }
    sk_diag_set_bone(d, i);
  }
  free(done);
}
