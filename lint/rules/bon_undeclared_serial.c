/* SK416 bon-undeclared-serial
 *
 * ## What it does
 * In a separated-type RokDeBone2 `.bon` file that has both parts, flags a
 * serial used in TREEPART that no NAMEPART line names, and a NAMEPART
 * serial that TREEPART never uses. Each serial is reported once, where it
 * first appears. The parent of top-level joints (`-0001` in relative mode,
 * `0001`, the scene root, otherwise) needs no name.
 *
 * ## Why is this bad?
 * Both parts describe the same joints. A serial in only one of them is
 * usually a typo (`0135` for `0153`) or a line lost while editing: the
 * joint keeps its old name or its old place in the tree. The serial may be
 * a joint of the model file that this file does not mean to rename, which
 * is why this is a warning and not an error (and why SK101 does not apply).
 *
 * ## Example
 * ```text
 * NAMEPART_START
 * 0104:右手
 * NAMEPART_END
 * TREEPART_START
 * 0103,0105,
 * TREEPART_END
 * ```
 * Use instead: `0103,0104,` (if 0105 was a typo), or name `0105` too.
 *
 * ## Fix
 * None: which of the two is wrong is the author's knowledge.
 */
#include "../formats/bon.h"

#include <stdlib.h>

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}

typedef struct {
  int64_t value;
  uint32_t index;
} Cand;

static int cmp_cand(const void *a, const void *b) {
  const Cand *x = a, *y = b;
  if (x->value != y->value) return x->value < y->value ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

static bool contains(const int64_t *v, uint32_t n, int64_t k) {
  return n && bsearch(&k, v, n, sizeof *v, cmp_i64) != NULL;
}

/* Sorted values of the serials for which keep() holds. */
static uint32_t collect(const BonExt *x, bool tree, int64_t **out) {
  int64_t *v = sk_xmalloc((x->nserials ? x->nserials : 1) * sizeof *v);
  uint32_t n = 0;
  for (uint32_t i = 0; i < x->nserials; i++) {
    const BonSerial *s = &x->serials[i];
    if (s->overflow) continue;
    if (tree ? (s->section == BON_SEC_TREE && s->shape == BON_SHAPE_CHAIN)
             : (s->section == BON_SEC_NAME && s->shape == BON_SHAPE_NAME_LINE))
      v[n++] = s->value;
  }
  if (n > 1) qsort(v, n, sizeof *v, cmp_i64);
  *out = v;
  return n;
}

void sk_check_bon_undeclared_serial(const SkContext *ctx, SkDiagSink *sink) {
  const BonExt *x = bon_ext(ctx);
  if (!x || x->type != BON_TYPE_SEPARATED || !x->has_namepart || !x->has_treepart) return;
  const SkSource *src = ctx->src;
  int64_t *named, *used;
  uint32_t nn = collect(x, false, &named), nu = collect(x, true, &used);
  /* Candidates (value, index); each value is reported once, at its first. */
  Cand *cand = sk_xmalloc((x->nserials ? x->nserials : 1) * sizeof *cand);
  uint32_t nc = 0;
  for (uint32_t i = 0; i < x->nserials; i++) {
    const BonSerial *s = &x->serials[i];
    if (s->overflow || s->section == BON_SEC_NONE) continue;
    bool in_tree = s->section == BON_SEC_TREE && s->shape == BON_SHAPE_CHAIN;
    bool in_names = s->section == BON_SEC_NAME && s->shape == BON_SHAPE_NAME_LINE;
    if (in_tree && s->role == BON_ROLE_PARENT &&
        (x->relative ? s->value < 0 : (s->value == 1 || s->value == 0)))
      continue; /* the parent of top-level joints */
    bool missing = in_tree ? !contains(named, nn, s->value)
                   : in_names ? !contains(used, nu, s->value) : false;
    if (missing) cand[nc++] = (Cand){s->value, i};
  }
  if (nc > 1) qsort(cand, nc, sizeof *cand, cmp_cand);
  for (uint32_t c = 0; c < nc; c++) {
    if (c > 0 && cand[c].value == cand[c - 1].value) continue;
    const BonSerial *s = &x->serials[cand[c].index];
    char *text = bon_dup(src, s->span);
    if (s->section == BON_SEC_TREE) {
      sk_report(sink, SK_RULE_SK416, s->span,
                "serial '%s' in TREEPART has no NAMEPART line; expected '%s:name' in "
                "NAMEPART (or a serial that has one)",
                text, text);
    } else {
      char *name = sk_span_valid(s->name) ? bon_dup(src, s->name) : sk_xstrdup("");
      sk_report(sink, SK_RULE_SK416, s->span,
                "joint '%s' (serial %s) is named in NAMEPART but never appears in "
                "TREEPART; expected it in a TREEPART line",
                name, text);
      free(name);
    }
    free(text);
  }
  free(cand);
  free(named);
  free(used);
}
