/* bone_findings.c — the findings about each bone of a checked document
 * (a diagnostic's `bone`), for what shows bones with their problems: the
 * pictures (picture.c), `skellint tree` and the editor's preview. */
#include "report.h"

#include <stdlib.h>

SkSeverity *sk_bone_severities(const SkDocument *doc) {
  uint32_t n = doc->model ? doc->model->nbones : 0;
  SkSeverity *sev = sk_xcalloc(n ? n : 1, sizeof *sev);
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    if (d->bone < n && d->severity > sev[d->bone]) sev[d->bone] = d->severity;
  }
  return sev;
}

SkBoneFindings sk_bone_findings(const SkDocument *doc) {
  uint32_t n = doc->model ? doc->model->nbones : 0;
  SkBoneFindings bd = {sk_xcalloc((size_t)n + 2, sizeof *bd.at),
                       sk_xcalloc(doc->diags.count ? doc->diags.count : 1, sizeof *bd.diag)};
  for (size_t k = 0; k < doc->diags.count; k++)
    if (doc->diags.items[k].bone < n) bd.at[doc->diags.items[k].bone + 2]++;
  for (uint32_t b = 0; b < n; b++) bd.at[b + 2] += bd.at[b + 1];
  for (size_t k = 0; k < doc->diags.count; k++)
    if (doc->diags.items[k].bone < n) bd.diag[bd.at[doc->diags.items[k].bone + 1]++] = k;
  return bd;
}

void sk_bone_findings_free(SkBoneFindings *bd) {
  free(bd->at);
  free(bd->diag);
}

void sk_bone_codes(const SkDocument *doc, const SkBoneFindings *bd, uint32_t b,
                   void (*fn)(void *ud, const SkDiagnostic *d), void *ud) {
  bool shown[SK_MAX_RULES] = {0};
  for (uint32_t k = bd->at[b]; k < bd->at[b + 1]; k++) {
    const SkDiagnostic *d = &doc->diags.items[bd->diag[k]];
    if (shown[d->rule]) continue;
    shown[d->rule] = true;
    fn(ud, d);
  }
}
