/* SK107 count-mismatch
 *
 * ## What it does
 * Flags a declared count that differs from what follows it:
 * - XSF: `NUMBONES` on SKELETON against the number of BONE elements;
 * - LGW: `VERTS n` / `WVERTS n`, a weighted vertex's bone count, `COUNT n`
 *   of an index list, `BONES n`, `PRIMITIVE_GEOMETRY_GROUPS n`;
 * - BonesPro: `Nb`, `Nv` (structure) and `Nf` (animation) against the
 *   bones, vertices and frames that follow;
 * - XMF: `NUMSUBMESH`; per SUBMESH `NUMVERTICES`, `NUMFACES`, `NUMSPRINGS`,
 *   `NUMMORPHS`; per VERTEX `NUMINFLUENCES` and the submesh's
 *   `NUMTEXCOORDS` (TEXCOORD elements of each vertex); per MORPH
 *   `NUMBLENDVERTS`;
 * - XAF and XPF: `NUMTRACKS`, and `NUMKEYFRAMES` per TRACK; XPF:
 *   `NUMSUBTARGET` per TRACK (its SUBMESH elements; absent, it counts 0);
 * - XRF: `NUMMAPS`.
 *
 * Elements inside XML comments are not counted: they are not there for
 * any reader.
 *
 * ## Why is this bad?
 * Cal3D and IMVU ignore NUMBONES and count the BONE elements, so the file
 * loads; but tools and people that trust the count (to size an array, to
 * know the last valid bone index) are misled. Real exports get it wrong
 * when bones are added or removed by hand. The LGW and BonesPro readers
 * read exactly as many entries as declared, so there a wrong vertex or
 * index count misreads everything after it: that is an error, not a
 * warning. So does Cal3D's reader with every count of a mesh, an
 * animation and a morph animation: with fewer elements than declared it
 * refuses the file (or, for NUMMORPHS, crashes); elements beyond the count
 * are silently dropped — a track more than NUMTRACKS never plays, an
 * INFLUENCE beyond NUMINFLUENCES never moves its vertex. It ignores
 * NUMBLENDVERTS and NUMMAPS (a warning).
 *
 * ## Example
 * ```xml
 * <SKELETON VERSION="1000" NUMBONES="40">   <!-- 41 BONE elements follow -->
 * ```
 * Use instead: `NUMBONES="41"`.
 *
 * ## Fix
 * Sets the count to what the file holds: safe where readers ignore the
 * count (NUMBONES, BONES, PRIMITIVE_GEOMETRY_GROUPS, NUMBLENDVERTS,
 * NUMMAPS), unsafe where they trust it (the data may be what is wrong, not
 * the count).
 *
 * When the file could not be parsed to its end (a syntax error), the count
 * is not checked: the bones after the error are unknown.
 */
#include "../formats/bonespro.h"
#include "../formats/cal3d.h"
#include "../formats/lgw.h"
#include "../formats/xsf.h"
#include "rule_util.h"

/* --- lgw, bpstruct, bpanim: the counts their front-ends record ------- *
 * (SkDeclaredCount, lint/report.h): VERTS/WVERTS n, a vertex's number of
 * bones, COUNT, BONES n, PRIMITIVE_GEOMETRY_GROUPS n; Nb, Nv, Nf. Returns
 * false for other formats. */
/* `items` (plural, as the front-end names what it counts) for n of them:
 * "1 VERTEX element", "1 vertex", "2 vertices". */
static const char *items_for(const char *items, int64_t n, char *buf, size_t cap) {
  if (n != 1) return items;
  size_t len = strlen(items);
  if (len >= 4 && strcmp(items + len - 4, "ices") == 0)
    snprintf(buf, cap, "%.*sex", (int)(len - 4), items);
  else if (len >= 1 && items[len - 1] == 's')
    snprintf(buf, cap, "%.*s", (int)(len - 1), items);
  else
    return items;
  return buf;
}

static bool check_declared_counts(const SkContext *ctx, SkDiagSink *sink) {
  const SkDeclaredCount *c = NULL;
  uint32_t n = 0;
  const LgwExt *lgw = lgw_ext(ctx);
  const BpExt *bp = bp_ext(ctx);
  const CalExt *cal = cal3d_ext(ctx);
  if (lgw) c = lgw->counts, n = lgw->ncounts;
  else if (bp) c = bp->counts, n = bp->ncounts;
  else if (cal) c = cal->counts, n = cal->ncounts;
  else return false;
  for (uint32_t i = 0; i < n; i++) {
    const SkDeclaredCount *k = &c[i];
    if (k->declared == k->actual) continue;
    char one[64];
    const char *items = items_for(k->items, k->actual, one, sizeof one);
    SkSeverity sev = k->trusted ? SK_SEVERITY_ERROR : SK_SEVERITY_WARNING;
    SkDiagnostic *d;
    if (k->no_fix)
      d = sk_report_sev(sink, SK_RULE_SK107, sev, k->span,
                        "%s is %lld, but %s has %lld %s; expected the same number everywhere "
                        "it counts, and %s to say it%s",
                        k->what, (long long)k->declared, k->where ? k->where : "the file",
                        (long long)k->actual, items, k->what,
                        k->trusted ? " (the reader reads exactly as many as declared)" : "");
    else if (k->where)
      d = sk_report_sev(sink, SK_RULE_SK107, sev, k->span,
                        "%s is %lld, but %s has %lld %s; expected %lld%s", k->what,
                        (long long)k->declared, k->where, (long long)k->actual, items,
                        (long long)k->actual,
                        k->trusted ? " (the reader reads exactly as many as declared)" : "");
    else
      d = sk_report_sev(sink, SK_RULE_SK107, sev, k->span,
                        "%s is %lld, but %lld %s follow%s; expected %lld%s", k->what,
                        (long long)k->declared, (long long)k->actual, items,
                        k->actual == 1 ? "s" : "",
                        (long long)k->actual,
                        k->trusted ? " (the reader reads exactly as many as declared)" : "");
    if (k->no_fix) continue;
    char num[24];
    snprintf(num, sizeof num, "%lld", (long long)k->actual);
    /* Unsafe when the reader trusts the count: the data may be what lost
     * a line, not the count. */
    sk_fix_edit(sk_diag_fix(d, !k->trusted, "Set %s to %lld", k->what, (long long)k->actual),
                k->span, num);
  }
  return true;
}

void sk_check_count_mismatch(const SkContext *ctx, SkDiagSink *sink) {
  if (check_declared_counts(ctx, sink)) return;
  const XsfExt *x = xsf_ext(ctx);
  if (!x || x->truncated || !x->numbones.present) return;
  int64_t declared;
  if (!sk_str_int(x->numbones.value, &declared)) return; /* SK002 */
  uint32_t n = ctx->model->nbones;
  if (declared == (int64_t)n) return;
  SkDiagnostic *d = sk_report(
      sink, SK_RULE_SK107, x->numbones.value_span,
      "NUMBONES is %lld but the skeleton has %u BONE element%s; expected "
      "NUMBONES=\"%u\"",
      (long long)declared, n, sk_plural(n), n);
  char num[16];
  snprintf(num, sizeof num, "%u", n);
  sk_fix_edit(sk_diag_fix(d, true, "Set NUMBONES to %u", n), x->numbones.value_span, num);
}
