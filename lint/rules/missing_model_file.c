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
 * A name that is not beside the `.cfg` is looked for as the programs that
 * load characters do. Found from a folder above the `.cfg`'s, inside the
 * project (a demo started from there reads `path=../../data/cally/`), it
 * is an info naming the folder the `.cfg` assumes the program runs in.
 * When `path=` leads nowhere and the name alone is beside the `.cfg` or in
 * a folder in its folder (an application that sets its own model path
 * never reads a stale `path=`), it is a warning naming where the file is.
 * Either way the file found is the one checked with the character. Only a
 * name found nowhere is an error.
 *
 * Two more kinds of name are flagged because skellint does not open them:
 * a name that resolves outside the project (the folder of the nearest
 * `.skellint.json` or `.git`, the editor's workspace, or a folder allowed
 * with `--allow-root`), and a name of another model file (`mesh=b.cfg`:
 * a `.cfg` is no mesh, animation or material, and is never checked as
 * one).
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

static const char *what(SkPartKind k) { return sk_part_kind_name(k); }

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
    if (p->status == SK_FILE_FOUND && p->where == SK_WHERE_ANCESTOR) {
      sk_report_sev(sink, SK_RULE_SK471, SK_SEVERITY_INFO, e->value,
                    "%s '%.*s' is not beside the model file: it is %s, as read from the folder "
                    "'%s' above it (the model file assumes the program runs there)",
                    what(p->kind), SPAN_TEXT(ctx, e->value), p->found, p->assumed);
      continue;
    }
    if (p->status == SK_FILE_FOUND && p->where == SK_WHERE_BESIDE) {
      SkSpan pv = e->path >= 0 ? x->entries[e->path].value : e->value;
      sk_report_sev(sink, SK_RULE_SK471, SK_SEVERITY_WARNING, e->value,
                    "%s '%.*s': path= '%.*s' leads nowhere; the file is in '%s' (%s): path= is "
                    "stale, and only a program that sets its own folder finds it; expected a "
                    "path= that leads to it",
                    what(p->kind), SPAN_TEXT(ctx, e->value), SPAN_TEXT(ctx, pv), p->assumed,
                    p->found);
      continue;
    }
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
    if (p->status == SK_FILE_OUTSIDE)
      sk_report(sink, SK_RULE_SK471, e->value,
                "%s '%s' is outside the project ('%s'): not read; expected a file inside it, "
                "or allow its folder with --allow-root (the editor's skellint.allowRoots)",
                what(p->kind), name, path);
    else if (p->status == SK_FILE_NOT_A_PART)
      sk_report(sink, SK_RULE_SK471, e->value,
                "%s '%s' is a model file (.cfg), which a model file cannot load: not read; "
                "expected the %s file",
                what(p->kind), name, what(p->kind));
    else if (p->status == SK_FILE_NOT_A_FILE)
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
