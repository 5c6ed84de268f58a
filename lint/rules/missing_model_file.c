/* SK471 missing-model-file
 *
 * ## What it does
 * Flags a line of a Cal3D model file (`.cfg`) naming a skeleton, mesh,
 * animation, material or morph target that is not there: no file at that
 * name, in the `.cfg`'s folder after any `path=` prefix (which viewers
 * put before the name as it is, without adding a '/'). The message gives
 * the path that was looked for (shortened, like every name in a message,
 * when it is long). A model file without a `skeleton=` line
 * is flagged too. (A file that exists only with other letter case is
 * SK472.)
 *
 * ## Why is this bad?
 * The viewer stops loading the character, or shows it without that mesh
 * or animation. Renamed or moved files, a `path=` without its trailing
 * '/', and blanks after the name (the viewers keep them: `mesh=a.xmf `
 * looks for "a.xmf ") are the usual causes. Cal3D cannot build a model
 * without a skeleton.
 *
 * ## Example
 * ```text
 * path=meshes
 * mesh=body.xmf      # looks for meshesbody.xmf
 * ```
 * Use instead: `path=meshes/`.
 *
 * ## Fix
 * None: where the file went is not known.
 */
#include "../formats/cal3dcfg.h"
#include "rule_util.h"

#include <sys/stat.h>

static const char *what(SkPartKind k) {
  switch (k) {
  case SK_PART_SKELETON: return "skeleton";
  case SK_PART_MESH: return "mesh";
  case SK_PART_ANIMATION: return "animation";
  case SK_PART_MATERIAL: return "material";
  default: return "morph target";
  }
}

void sk_check_missing_model_file(const SkContext *ctx, SkDiagSink *sink) {
  const CfgExt *x = cfg_ext(ctx);
  if (!x || !ctx->character) return;
  const SkPart *parts;
  size_t n = sk_character_parts(ctx->character, &parts);
  bool skeleton = false;
  for (size_t i = 0; i < n; i++) {
    const SkPart *p = &parts[i];
    if (p->kind == SK_PART_SKELETON) skeleton = true;
    if (p->entry < 0 || (uint32_t)p->entry >= x->n) continue;
    const CfgEntry *e = &x->entries[p->entry];
    if (p->status == SK_FILE_FOUND || p->status == SK_FILE_OTHER_CASE) continue;
    if (e->value.start == e->value.end) {
      sk_report(sink, SK_RULE_SK471, e->key_span,
                "%s= names no file; expected a file name after '=' (the viewers fail on an "
                "empty name)",
                cfg_key_name((CfgKey)e->key));
      continue;
    }
    const char *t = ctx->src->text;
    bool trailing = t[e->value.end - 1] == ' ' || t[e->value.end - 1] == '\t';
    /* Names and paths as the message will show them, shortened first:
     * a 1 MiB path= before 2,000 names must not cost 2,000 copies of it. */
    char *name = sk_message_text(t + e->value.start, e->value.end - e->value.start);
    char *path = sk_message_text(p->path, strlen(p->path));
    char *hint = NULL;
    if (trailing) {
      hint = sk_xstrdup("; the name ends with blanks, which the viewers keep");
    } else if (e->path >= 0) {
      SkSpan pv = x->entries[e->path].value;
      if (pv.end > pv.start && t[pv.end - 1] != '/' && t[pv.end - 1] != '\\') {
        char *prefix = sk_message_text(t + pv.start, pv.end - pv.start);
        hint = sk_xasprintf(
            "; path= '%s' is put before the name as it is: it needs a trailing '/'", prefix);
        free(prefix);
      }
    }
    if (p->status == SK_FILE_NOT_A_FILE)
      sk_report(sink, SK_RULE_SK471, e->value, "%s '%s' is '%s', not a file; expected the %s file",
                what(p->kind), name, path, what(p->kind));
    else
      sk_report(sink, SK_RULE_SK471, e->value,
                "%s '%s' is not there (looked for '%s')%s; expected an existing %s file",
                what(p->kind), name, path, hint ? hint : "", what(p->kind));
    free(hint);
    free(path);
    free(name);
  }
  if (!skeleton && x->stop < 0 && n > 0)
    sk_report(sink, SK_RULE_SK471, sk_span(0, 0),
              "the model file names no skeleton; expected a skeleton= line (Cal3D cannot build "
              "a model without one)");
}
