/* bon_conflicts.h — SK109 conflicting-parent for RokDeBone2 .bon files,
 * included by conflicting_parent.c (the rule's one file and doc). In a
 * .bon file a joint gets its parent from every chain that lists it as a
 * child; the front-end keeps the first claim as the bone's parent and
 * records each later, different one in BonExt.conflicts. */
#ifndef SK_RULES_BON_CONFLICTS_H
#define SK_RULES_BON_CONFLICTS_H

#include "../formats/bon.h"

#include <stdlib.h>

static inline void sk_bon_conflicting_parent(const SkContext *ctx, SkDiagSink *sink) {
  const BonExt *x = bon_ext(ctx);
  if (!x) return;
  const SkModel *m = ctx->model;
  for (uint32_t i = 0; i < x->nconflicts; i++) {
    const BonConflict *c = &x->conflicts[i];
    const SkBone *b = &m->bones[c->bone];
    char *serial = bon_dup(ctx->src, c->child);
    char *later = bon_dup(ctx->src, c->parent);
    char *first = bon_dup(ctx->src, b->parent_span);
    SkDiagnostic *d = sk_report(
        sink, SK_RULE_SK109, c->child,
        "joint '%s' (serial %s) is a child of %s here but of %s on line %u; expected one "
        "parent per joint (the two lines contradict each other)",
        b->name, serial, later, first, bon_line_no(ctx->src, b->parent_span.start));
    sk_diag_related(d, b->parent_span, "first given parent %s here", first);
    sk_diag_set_bone(d, c->bone);
    free(first);
    free(later);
    free(serial);
  }
}

#endif
