/* SK472 file-name-case
 *
 * ## What it does
 * Flags a line of a Cal3D model file (`.cfg`) whose file is on disk only
 * with other letter case: `skeleton=Thug.CSF` where the folder holds
 * `thug.csf`; and a name that separates folders with '\'
 * (`mesh=meshes\body.xmf`), found on disk with '/'.
 *
 * ## Why is this bad?
 * It loads on Windows, whose file names ignore case and whose paths take
 * '\' as well as '/', and fails on Linux and macOS (and in most web and game servers): the character works for
 * its author and breaks for everyone else.
 *
 * ## Example
 * ```text
 * skeleton=Skeleton.CSF     # the file is skeleton.csf
 * ```
 * Use instead: `skeleton=skeleton.csf`.
 *
 * ## Fix
 * Safe: writes the name as it is on disk (only letter case changes), or
 * with '/' for '\'.
 */
#include "../formats/cal3dcfg.h"
#include "rule_util.h"

/* The part of `found` that corresponds to the written name (its last
 * strlen(name) bytes): only letter case differs between them. */
static const char *tail(const char *found, size_t n) {
  size_t f = strlen(found);
  return f >= n ? found + f - n : found;
}

void sk_check_file_name_case(const SkContext *ctx, SkDiagSink *sink) {
  const CfgExt *x = cfg_ext(ctx);
  if (!x || !ctx->character) return;
  const SkPart *parts;
  size_t n = sk_character_parts(ctx->character, &parts);
  for (size_t i = 0; i < n; i++) {
    const SkPart *p = &parts[i];
    if ((p->status == SK_FILE_FOUND || p->status == SK_FILE_OTHER_CASE) && p->entry >= 0 &&
        (uint32_t)p->entry < x->n) {
      const CfgEntry *e = &x->entries[p->entry];
      const char *v = ctx->src->text + e->value.start;
      size_t vlen = e->value.end - e->value.start;
      if (memchr(v, '\\', vlen)) {
        char *fixed = sk_xstrndup(v, vlen);
        for (char *q = fixed; *q; q++)
          if (*q == '\\') *q = '/';
        SkDiagnostic *d = sk_report(sink, SK_RULE_SK472, e->value,
                                    "'%.*s' separates folders with '\\'; expected '/' (it loads "
                                    "on Windows and fails on Linux and macOS)",
                                    (int)vlen, v);
        sk_fix_edit(sk_diag_fix(d, true, "Write '%s'", fixed), e->value, fixed);
        free(fixed);
      }
    }
    if (p->status != SK_FILE_OTHER_CASE || p->entry < 0 || (uint32_t)p->entry >= x->n) continue;
    const CfgEntry *e = &x->entries[p->entry];
    size_t nlen = strlen(p->name), vlen = e->value.end - e->value.start;
    const char *disk = tail(p->found, nlen);
    SkDiagnostic *d = sk_report(sink, SK_RULE_SK472, e->value,
                                "'%s' is on disk as '%s'; expected the same letter case (it "
                                "loads on Windows and fails on Linux and macOS)",
                                p->name, disk);
    /* The value is the end of the name (after any path= prefix): fix it
     * when the difference lies there. */
    const char *vdisk = tail(p->found, vlen);
    if (strlen(disk) == nlen && strlen(vdisk) == vlen &&
        memcmp(vdisk, ctx->src->text + e->value.start, vlen) != 0) {
      char *fixed = sk_xstrndup(vdisk, vlen);
      sk_fix_edit(sk_diag_fix(d, true, "Write '%s'", fixed), e->value, fixed);
      free(fixed);
    }
  }
}
