/* SK403 xsf-header
 *
 * ## What it does
 * Checks the `<HEADER MAGIC="XSF" VERSION="…"/>` element that may precede
 * `<SKELETON>`, and MAGIC / VERSION on SKELETON itself when written there:
 *
 * - `imvu` profile: the HEADER is required (a commented-out one counts as
 *   missing);
 * - a HEADER must have both MAGIC and VERSION;
 * - MAGIC must be `XSF` (any case);
 * - VERSION must be a whole number of at least 699.
 *
 * ## Why is this bad?
 * IMVU rejects a skeleton without a header. Mainline Cal3D accepts a file
 * without HEADER, but once a HEADER is there it reads MAGIC and VERSION
 * unconditionally: a HEADER lacking either crashes it, a wrong MAGIC or a
 * VERSION below 699 makes it refuse the file.
 *
 * ## Example
 * ```xml
 * <!-- <HEADER MAGIC="XSF" VERSION="911" /> -->
 * <SKELETON NUMBONES="87">
 * ```
 * Use instead (imvu profile): `<HEADER MAGIC="XSF" VERSION="919"/>` before
 * `<SKELETON>`.
 *
 * ## Fix
 * Safe: inserts a missing HEADER (`MAGIC="XSF" VERSION="919"`, what IMVU's
 * exporter writes) before SKELETON, or a missing MAGIC="XSF" / VERSION
 * attribute into an existing HEADER. Unsafe: replaces a wrong MAGIC with
 * XSF (the file may really be another kind). A too-low VERSION has no fix:
 * the file was written for an older format.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

#include <strings.h>

#define MIN_VERSION 699

static void check_magic(const SkContext *ctx, SkDiagSink *sink, const XsfAttr *a,
                        const char *where) {
  if (!a->present || strcasecmp(a->value, "XSF") == 0) return;
  SkDiagnostic *d = sk_report(sink, SK_RULE_SK403, a->value_span,
                              "MAGIC of %s is '%s'; expected \"XSF\" (%s)", where, a->value,
                              strcmp(where, "SKELETON") == 0
                                  ? "readers that check it refuse the file"
                                  : "Cal3D refuses the file");
  (void)ctx;
  sk_fix_edit(sk_diag_fix(d, false, "Set MAGIC to XSF"), a->value_span, "XSF");
}

/* `nonint`: also report a value that is not a whole number (the front-end
 * reports SK002 for SKELETON's VERSION but not for HEADER's). */
static void check_version(SkDiagSink *sink, const XsfAttr *a, const char *where,
                          bool nonint) {
  if (!a->present) return;
  int64_t v;
  if (!sk_str_int(a->value, &v)) {
    if (nonint)
      sk_report(sink, SK_RULE_SK403, a->value_span,
                "VERSION of %s is '%s'; expected a whole number of at least %d", where,
                a->value, MIN_VERSION);
    return;
  }
  if (v >= MIN_VERSION) return;
  sk_report(sink, SK_RULE_SK403, a->value_span,
            "VERSION of %s is %lld; expected at least %d (%s)", where, (long long)v,
            MIN_VERSION,
            strcmp(where, "SKELETON") == 0 ? "readers that check it refuse older files"
                                           : "Cal3D refuses older files");
}

/* Inserts `attr` right after "<HEADER" in the header's start tag. */
static void insert_attr_fix(SkDiagnostic *d, const XsfExt *x, const char *title,
                            const char *attr) {
  uint32_t at = x->header_tag.start + 7; /* "<HEADER" */
  sk_fix_edit(sk_diag_fix(d, true, "%s", title), sk_span(at, at), attr);
}

void sk_check_xsf_header(const SkContext *ctx, SkDiagSink *sink) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x) return;
  bool imvu = ctx->opts->profile == SK_PROFILE_IMVU;

  if (!x->has_header) {
    if (imvu && x->has_skeleton) {
      SkDiagnostic *d;
      if (x->header_commented)
        d = sk_report(sink, SK_RULE_SK403, x->header_tag,
                      "the HEADER is commented out; expected <HEADER MAGIC=\"XSF\" "
                      "VERSION=\"…\"/> before <SKELETON> (IMVU rejects headerless files)");
      else
        d = sk_report(sink, SK_RULE_SK403, x->skeleton_tag_name,
                      "no HEADER before <SKELETON>; expected <HEADER MAGIC=\"XSF\" "
                      "VERSION=\"…\"/> (IMVU rejects headerless files)");
      uint32_t at = x->skeleton_tag.start;
      SkSpan in = sk_indent_of(ctx->src, at);
      char *text = sk_xasprintf("<HEADER MAGIC=\"XSF\" VERSION=\"919\"/>%s%.*s",
                                ctx->eol, (int)(in.end - in.start),
                                ctx->src->text + in.start);
      sk_fix_edit(sk_diag_fix(d, true, "Insert <HEADER MAGIC=\"XSF\" VERSION=\"919\"/>"),
                  sk_span(at, at), text);
      free(text);
    }
  } else {
    const char *crash = imvu ? "IMVU rejects the file" : "Cal3D crashes reading it";
    if (!x->header_magic.present) {
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK403, x->header_tag,
                                  "the HEADER has no MAGIC attribute; expected MAGIC=\"XSF\" (%s)",
                                  crash);
      insert_attr_fix(d, x, "Add MAGIC=\"XSF\"", " MAGIC=\"XSF\"");
    }
    if (!x->header_version.present) {
      const char *ver = imvu ? "919" : "1000";
      SkDiagnostic *d = sk_report(sink, SK_RULE_SK403, x->header_tag,
                                  "the HEADER has no VERSION attribute; expected VERSION=\"%s\" "
                                  "or another number of at least %d (%s)",
                                  ver, MIN_VERSION, crash);
      char *attr = sk_xasprintf(" VERSION=\"%s\"", ver);
      char *title = sk_xasprintf("Add VERSION=\"%s\"", ver);
      insert_attr_fix(d, x, title, attr);
      free(title);
      free(attr);
    }
    check_magic(ctx, sink, &x->header_magic, "the HEADER");
    check_version(sink, &x->header_version, "the HEADER", true);
  }
  check_magic(ctx, sink, &x->magic, "SKELETON");
  check_version(sink, &x->version, "SKELETON", false);
}
