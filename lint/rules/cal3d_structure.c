/* SK409 cal3d-structure
 *
 * ## What it does
 * Checks a Cal3D mesh (XMF), animation (XAF), material (XRF) or morph
 * animation (XPF) against the way Cal3D's XML reader walks it: every
 * element where the reader expects it, in the reader's order (a VERTEX
 * holds POS, NORM, COLOR, COLLAPSEID and COLLAPSECOUNT, TEXCOORDs,
 * INFLUENCEs, PHYSIQUE; a SUBMESH its VERTEXes, then SPRINGs, MORPHs,
 * FACEs; a MATERIAL AMBIENT, DIFFUSE, SPECULAR, SHININESS, then MAPs),
 * every attribute the reader reads, and the right number of numbers in
 * each value. Also: an animation TRACK needs at least one KEYFRAME (a
 * morph animation's may have none), and in the
 * `cal3d` profile an animation keyframe needs its TRANSLATION unless the
 * file's version is 1300 or later (the `imvu` profile reads keyframes
 * without one); in the `imvu` profile a mesh whose HEADER VERSION is 911 or
 * later needs a COLOR in every vertex.
 *
 * ## Why is this bad?
 * The reader does not search for elements: it takes the next sibling and
 * refuses the whole file when it is not the one it expects, so a
 * misplaced or misspelt element, or a missing one, makes the character
 * fail to load; a file wrapped in another element (`<ROOT>`, as a Java
 * port of Cal3D writes materials) is refused as a whole, since the reader
 * takes the first element after the HEADER for the root (one finding, on
 * the wrapper). It reads attributes with `atoi`/`atof` without checking
 * that they exist, so a missing NUMVERTICES or ID crashes it. A value with
 * too few numbers leaves the rest undefined. An element after everything
 * the reader takes is ignored: that is a warning.
 *
 * ## Example
 * ```xml
 * <VERTEX ID="0" NUMINFLUENCES="1">
 *   <NORM>0 0 1</NORM>
 *   <POS>1 2 3</POS>
 * ```
 * Use instead: POS first, then NORM.
 *
 * ## Fix
 * None: the right order or value depends on what was meant.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

/* The root element of a format's files. */
static const char *root_tag(SkFormat f) {
  switch (f) {
  case SK_FORMAT_XMF: return "MESH";
  case SK_FORMAT_XRF: return "MATERIAL";
  default: return "ANIMATION";
  }
}

/* Whether the unknown top-level element at `tag` (its name's span) holds
 * the format's root element: a wrapper (`<ROOT><HEADER …/><MATERIAL>`, as
 * a Java port of Cal3D writes material files). */
static bool wraps_root(const SkContext *ctx, SkSpan tag) {
  char open[16];
  int n = snprintf(open, sizeof open, "<%s", root_tag(ctx->format));
  const char *t = ctx->src->text + tag.end, *end = ctx->src->text + ctx->src->len;
  for (const char *p = t; (p = memchr(p, '<', (size_t)(end - p))) != NULL; p++)
    if ((size_t)(end - p) > (size_t)n && memcmp(p, open, (size_t)n) == 0 &&
        (p[n] == '>' || p[n] == ' ' || p[n] == '\t' || p[n] == '\n' || p[n] == '\r' || p[n] == '/'))
      return true;
  return false;
}

/* Whether the file starts with an element Cal3D does not know (reported
 * alone: the missing root is the same cause). */
static bool unknown_top(const CalExt *x) {
  for (uint32_t i = 0; i < x->nissues; i++)
    if ((CalIssueKind)x->issues[i].kind == CAL_ISSUE_UNKNOWN_ELEMENT && !x->issues[i].parent)
      return true;
  return false;
}

static void report_issue(const SkContext *ctx, SkDiagSink *sink, const CalIssue *i) {
  SkSeverity sev = i->fatal ? SK_SEVERITY_ERROR : SK_SEVERITY_WARNING;
  char where[120] = "";
  if (i->where) snprintf(where, sizeof where, " of %s", i->where);
  switch ((CalIssueKind)i->kind) {
  case CAL_ISSUE_UNKNOWN_ELEMENT:
    if (!i->parent && wraps_root(ctx, i->span))
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%.*s> at the top level, around the <%s>; expected <HEADER> or <%s> there "
                    "(Cal3D's reader takes the first element after an optional HEADER as the "
                    "<%s> and refuses the file when it is another: the <%s> inside is never read)",
                    SPAN_TEXT(ctx, i->span), root_tag(ctx->format), root_tag(ctx->format),
                    root_tag(ctx->format), root_tag(ctx->format));
    else if (!i->parent)
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%.*s> at the top level; expected <HEADER> or <%s> (Cal3D's reader refuses "
                    "a file that starts with another element)",
                    SPAN_TEXT(ctx, i->span), root_tag(ctx->format));
    else if (i->fatal)
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%.*s> inside <%s> is not an element Cal3D reads there; its reader takes "
                    "the children of <%s> in a fixed order and refuses the file at an element it "
                    "does not expect",
                    SPAN_TEXT(ctx, i->span), i->parent, i->parent);
    else
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%.*s> inside <%s> is not an element Cal3D reads; it comes after everything "
                    "the reader takes from <%s> and is ignored",
                    SPAN_TEXT(ctx, i->span), i->parent, i->parent);
    break;
  case CAL_ISSUE_MISSING_ELEMENT:
    if (i->after && strcmp(i->after, "NUMSPRINGS") == 0)
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "this VERTEX has no <PHYSIQUE> after its influences; expected one, since the "
                    "submesh has springs (NUMSPRINGS > 0): Cal3D's reader refuses the file");
    else if (i->after && strcmp(i->after, "COLLAPSEID") == 0)
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "this VERTEX has <COLLAPSEID> but no <COLLAPSECOUNT> right after it; Cal3D's "
                    "reader expects both and refuses the file");
    else
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%s> has no <%s>; expected one (Cal3D's reader requires it and refuses the "
                    "file)",
                    i->parent ? i->parent : "the file", i->what);
    break;
  case CAL_ISSUE_MISSING_ATTRIBUTE:
    sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                  "<%s> has no %s attribute; expected one (Cal3D's reader reads it without "
                  "checking that it is there, and crashes)",
                  i->parent, i->what);
    break;
  case CAL_ISSUE_WRONG_ARITY:
    if (i->found == 0)
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%s>%s is empty; expected %u number%s (Cal3D's reader refuses an empty "
                    "element)",
                    i->what, where, i->expected, sk_plural(i->expected));
    else
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%s>%s holds %u number%s; expected %u (%s)", i->what, where, i->found,
                    sk_plural(i->found), i->expected,
                    i->found < i->expected ? "the reader leaves the missing ones undefined"
                                           : "the reader ignores the rest");
    break;
  case CAL_ISSUE_ORDER:
    if (strcmp(i->what, i->after) == 0)
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "a second <%s> in <%s>; expected one (Cal3D's reader takes one and then the "
                    "next element in its order, so it refuses the file)",
                    i->what, i->parent ? i->parent : "the file");
    else
      sk_report_sev(sink, SK_RULE_SK409, sev, i->span,
                    "<%s> after <%s>; expected <%s> first (Cal3D's reader takes the children of "
                    "<%s> in a fixed order and refuses the file)",
                    i->what, i->after, i->what, i->parent ? i->parent : "the file");
    break;
  }
}

/* The file's version as the animation reader takes it: the HEADER's, then
 * the ANIMATION's own VERSION attribute; -1 without either. */
static int64_t animation_version(const CalExt *x) {
  if (x->root_version.present && x->root_version.ok) return (int64_t)x->root_version.v;
  if (x->header_version.present && x->header_version.ok) return (int64_t)x->header_version.v;
  return -1;
}

static void check_tracks(const SkContext *ctx, SkDiagSink *sink, const CalExt *x) {
  int64_t version = animation_version(x);
  bool need_translation = ctx->format == SK_FORMAT_XAF &&
                          ctx->opts->profile == SK_PROFILE_CAL3D && version < 1300;
  for (uint32_t t = 0; t < x->ntracks; t++) {
    const CalTrack *tr = &x->tracks[t];
    /* The morph animation reader takes an empty track. */
    if (ctx->format == SK_FORMAT_XAF && tr->numkeyframes.present && tr->numkeyframes.ok &&
        tr->numkeyframes.v <= 0)
      sk_report(sink, SK_RULE_SK409, tr->numkeyframes.value,
                "NUMKEYFRAMES of track %u is %.0f; expected at least 1 (Cal3D's reader refuses "
                "a track without keyframes)",
                t, tr->numkeyframes.v);
    if (!need_translation) continue;
    if (tr->key_layout != CAL_KEYS_XML) continue; /* binary keyframes have both */
    for (uint32_t k = tr->first_key; k < tr->first_key + tr->nkeys; k++) {
      const CalKeyframe *kf = &x->keys[k];
      if (kf->has_translation || !kf->has_rotation) continue;
      sk_report(sink, SK_RULE_SK409, kf->tag,
                "keyframe %u of track %u has no <TRANSLATION>; expected one before <ROTATION> "
                "(Cal3D reads keyframes without a translation only from file version 1300; "
                "this file's version is %lld)",
                k - tr->first_key, t, (long long)version);
    }
  }
}

static void check_colors(SkDiagSink *sink, const SkModel *m, const CalExt *x) {
  int64_t version = x->header_version.present && x->header_version.ok
                        ? (int64_t)x->header_version.v : -1;
  if (!x->has_header || version < 911) return;
  for (uint32_t v = 0; v < m->nvertices; v++) {
    if (x->vertices[v].has_color) continue;
    sk_report(sink, SK_RULE_SK409, x->vertices[v].tag,
              "this VERTEX has no <COLOR> after <NORM>; IMVU's reader requires one in meshes "
              "whose HEADER VERSION is 911 or later (this one's is %lld) and refuses the file",
              (long long)version);
  }
}

void sk_check_cal3d_structure(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x) return;
  if (!x->has_root && !x->truncated && !unknown_top(x))
    sk_report(sink, SK_RULE_SK409, x->has_header ? x->header_tag : sk_span(0, 0),
              "the file has no <%s>; expected one (after the HEADER, if any)",
              root_tag(ctx->format));
  for (uint32_t i = 0; i < x->nissues; i++) report_issue(ctx, sink, &x->issues[i]);
  if (x->format == SK_FORMAT_XAF || x->format == SK_FORMAT_XPF) check_tracks(ctx, sink, x);
  if (x->format == SK_FORMAT_XMF && ctx->opts->profile == SK_PROFILE_IMVU)
    check_colors(sink, ctx->model, x);
}
