/* SK105 duplicate-bone-name
 *
 * ## What it does
 * Flags a bone whose name an earlier bone already has (names compare
 * exactly, case included).
 *
 * ## Why is this bad?
 * Animations, attachments and IMVU's special bones (`Seat01.Standing`,
 * `Handle01`, …) find bones by name, and a look-up finds only one of them:
 * in Cal3D and IMVU the later bone wins, so the earlier one silently stops
 * receiving its animation track. The IMVU avatar skeleton once shipped with
 * `lfFingerRing01` twice.
 *
 * ## Example
 * ```xml
 * <BONE ID="20" NAME="lfFingerRing01" …> … </BONE>
 * <BONE ID="23" NAME="lfFingerRing01" …> … </BONE>
 * ```
 * Use instead: `NAME="lfFingerRing02"` for the second one.
 *
 * ## Fix
 * None: renaming a bone breaks whatever refers to the name.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

typedef struct {
  const char *name;
  uint32_t index;
} Entry;

static int by_name(const void *a, const void *b) {
  const Entry *x = a, *y = b;
  int c = strcmp(x->name, y->name);
  if (c) return c;
  return x->index < y->index ? -1 : x->index > y->index;
}

void sk_check_duplicate_bone_name(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m || m->nbones < 2) return;
  Entry *order = sk_xmalloc(m->nbones * sizeof *order);
  for (uint32_t i = 0; i < m->nbones; i++) order[i] = (Entry){m->bones[i].name, i};
  qsort(order, m->nbones, sizeof *order, by_name);
  uint32_t run = 0; /* start of the current run of equal names */
  for (uint32_t k = 1; k < m->nbones; k++) {
    if (strcmp(order[k].name, order[run].name) != 0) {
      run = k;
      continue;
    }
    uint32_t i = order[k].index, first = order[run].index;
    const SkBone *b = &m->bones[i], *a = &m->bones[first];
    if (!b->name[0]) continue; /* a missing name is SK405 */
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK105, sk_span_valid(b->name_span) ? b->name_span : b->span,
        "bone %u is named '%s' like bone %u; expected unique names (look-ups by "
        "name find only one of them%s)",
        i, b->name, first,
        ctx->format == SK_FORMAT_XSF ? ": the later bone in Cal3D and IMVU" : "");
    sk_diag_related(d, sk_span_valid(a->name_span) ? a->name_span : a->span,
                    "first bone named '%s' here", a->name);
    sk_diag_set_bone(d, i);
  }
  free(order);
}
