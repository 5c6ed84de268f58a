/* fix_pick.h — which fixes "Fix all safe skellint problems" applies
 * (actions.c): in diagnostic order, each diagnostic's preferred fix
 * (sk_diag_preferred_fix, always a safe one), kept when none of its
 * edits overlaps an edit of a fix kept before it — two ranges overlap
 * when they share a character; an insertion also clashes with any kept
 * edit that starts where it inserts. O(n log n) in the number of edits
 * (a max-Fenwick tree over the edits' starts), with the results of
 * comparing every pair. */
#ifndef SK_LSP_FIX_PICK_H
#define SK_LSP_FIX_PICK_H

#include "skellint.h"

/* Fills chosen (room for l->count fixes) and returns how many. */
size_t lsp_fix_all_pick(const SkDiagList *l, const SkFix **chosen);

#endif
