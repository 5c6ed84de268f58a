/* SK441 dash-schema
 *
 * ## What it does
 * Checks a Dash skeleton JSON file against the format's schema: the
 * document is an array of bones; each bone is an object with a string
 * `name`, a `parentIndex` that is an integer bone index or `null`, and
 * optional `position` {x, y, z}, `rotation` {x, y, z, w} and `scale`
 * {x, y, z} objects of numbers, each complete. Keys the format does not
 * have, and keys written twice, are warnings.
 *
 * ## Why is this bad?
 * The Dash loader reads these fields by name and uses them as they are:
 * a bone without a name cannot be looked up, a `parentIndex` of `"2"` or
 * `1.5` indexes the bone array with a string or a fraction, a rotation
 * missing `w` becomes NaN. An unknown key is usually a misspelling
 * (`parentindex`, `Position`), so the value meant for the real field is
 * ignored and its default used. A repeated key is read as the last one by
 * JavaScript and as the first one by some other readers.
 *
 * ## Example
 * ```json
 * [
 *   { "name": "root", "parentIndex": null },
 *   { "name": "spine", "parentindex": 0, "rotation": { "x": 0, "y": 0, "z": 0 } }
 * ]
 * ```
 * Use instead:
 * ```json
 * [
 *   { "name": "root", "parentIndex": null },
 *   { "name": "spine", "parentIndex": 0, "rotation": { "x": 0, "y": 0, "z": 0, "w": 1 } }
 * ]
 * ```
 *
 * ## Fix
 * None: the intended value is not known. `parentIndex: -1` is accepted as
 * "no parent" with a warning (write `null`).
 */
#include "../formats/dash.h"

#include <math.h>
#include <stdio.h>
#include <strings.h>

/* The first character of a value as its span, for whole objects that
 * would otherwise underline many lines. */
static SkSpan opening(SkSpan s) {
  return sk_span_valid(s) ? sk_span(s.start, s.start + 1) : s;
}

static void check_vector(const DashBone *d, uint32_t i, const SkBone *b, int v,
                         SkDiagSink *sink) {
  const DashValue *vec = &d->vec[v];
  const char *name = dash_vec_name(v);
  const char *want = v == DASH_ROTATION ? "{\"x\", \"y\", \"z\", \"w\"}" : "{\"x\", \"y\", \"z\"}";
  if (vec->type == DASH_MISSING) return;
  if (vec->type != DASH_OBJECT) {
    sk_diag_set_bone(sk_report(sink, SK_RULE_SK441, vec->span,
                               "\"%s\" of bone %u '%s' is %s: expected an object %s%s",
                               name, (unsigned)i, b->name, dash_type_name(vec->type), want,
                               vec->type == DASH_ARRAY ? ", not an array" : ""),
                     i);
    return;
  }
  for (int k = 0; k < dash_vec_arity(v); k++) {
    const DashValue *c = &d->comp[v][k];
    if (c->type == DASH_NUMBER) continue;
    SkDiagnostic *diag;
    if (c->type == DASH_MISSING)
      diag = sk_report(sink, SK_RULE_SK441, vec->span,
                       "\"%s\" of bone %u '%s' has no \"%c\": expected %s",
                       name, (unsigned)i, b->name, DASH_COMPONENTS[k], want);
    else
      diag = sk_report(sink, SK_RULE_SK441, c->span, "%s.%c of bone %u '%s' is %s: expected a number",
                       name, DASH_COMPONENTS[k], (unsigned)i, b->name, dash_type_name(c->type));
    sk_diag_set_bone(diag, i);
  }
}

static void check_parent(const DashBone *d, uint32_t i, const SkBone *b, SkDiagSink *sink) {
  const DashValue *p = &d->parent;
  SkDiagnostic *diag = NULL;
  if (p->type == DASH_MISSING || p->type == DASH_NULL) return;
  if (p->type != DASH_NUMBER)
    diag = sk_report(sink, SK_RULE_SK441, p->span,
                     "parentIndex of bone %u '%s' is %s: expected a bone index (an "
                     "integer from 0) or null",
                     (unsigned)i, b->name, dash_type_name(p->type));
  else if (!isfinite(p->num))
    return; /* SK002 / SK003 */
  else if (p->num != floor(p->num))
    diag = sk_report(sink, SK_RULE_SK441, p->span,
                     "parentIndex of bone %u '%s' is %g: expected a whole bone index or null",
                     (unsigned)i, b->name, p->num);
  else if (p->num == -1)
    diag = sk_report_sev(sink, SK_RULE_SK441, SK_SEVERITY_WARNING, p->span,
                         "parentIndex of bone %u '%s' is -1: expected null for a bone "
                         "without a parent (read here as null)",
                         (unsigned)i, b->name);
  sk_diag_set_bone(diag, i);
}

static void check_key(const DashExt *x, const DashKeyNote *k, const SkModel *m,
                      SkDiagSink *sink) {
  const char *bone = k->bone < m->nbones ? m->bones[k->bone].name : "";
  SkDiagnostic *d;
  if (k->duplicate) {
    char where[32] = "";
    if (k->vec >= 0) snprintf(where, sizeof where, "\"%s\" of ", dash_vec_name(k->vec));
    d = sk_report_sev(sink, SK_RULE_SK441, SK_SEVERITY_WARNING, k->span,
                      "\"%s\" is written twice in %sbone %u '%s': expected each key "
                      "once (JavaScript reads the last, other readers the first)",
                      k->key, where, (unsigned)k->bone, bone);
  } else if (k->vec >= 0) {
    d = sk_report_sev(sink, SK_RULE_SK441, SK_SEVERITY_WARNING, k->span,
                      "unknown key \"%s\" in \"%s\" of bone %u '%s': expected only %s",
                      k->key, dash_vec_name(k->vec), (unsigned)k->bone, bone,
                      k->vec == DASH_ROTATION ? "x, y, z and w" : "x, y and z");
  } else {
    const char *near = NULL;
    for (int j = 0; j < DASH_NKEYS; j++)
      if (strcasecmp(k->key, dash_key_name(j)) == 0) near = dash_key_name(j);
    if (near)
      d = sk_report_sev(sink, SK_RULE_SK441, SK_SEVERITY_WARNING, k->span,
                        "unknown key \"%s\" in bone %u '%s': expected \"%s\" (keys are "
                        "case-sensitive)",
                        k->key, (unsigned)k->bone, bone, near);
    else
      d = sk_report_sev(sink, SK_RULE_SK441, SK_SEVERITY_WARNING, k->span,
                        "unknown key \"%s\" in bone %u '%s': expected only parentIndex, "
                        "name, position, rotation and scale",
                        k->key, (unsigned)k->bone, bone);
  }
  sk_diag_set_bone(d, k->bone);
  (void)x;
}

void sk_check_dash_schema(const SkContext *ctx, SkDiagSink *sink) {
  const DashExt *x = dash_ext(ctx);
  const SkModel *m = ctx->model;
  if (!x || ctx->format != SK_FORMAT_DASHJSON || x->nbones != m->nbones) return;
  if (x->root.type != DASH_ARRAY) {
    sk_report(sink, SK_RULE_SK441, opening(x->root.span),
              "the document is %s: expected an array of bones", dash_type_name(x->root.type));
    return;
  }
  uint32_t k = 0;
  for (uint32_t i = 0; i < m->nbones; i++) {
    const DashBone *d = &x->bones[i];
    const SkBone *b = &m->bones[i];
    if (d->self.type != DASH_OBJECT) {
      sk_diag_set_bone(sk_report(sink, SK_RULE_SK441, d->self.span,
                                 "bone %u is %s: expected an object {\"name\": …, "
                                 "\"parentIndex\": …}",
                                 (unsigned)i, dash_type_name(d->self.type)),
                       i);
      continue;
    }
    if (d->name.type == DASH_MISSING)
      sk_diag_set_bone(sk_report(sink, SK_RULE_SK441, opening(d->self.span),
                                 "bone %u has no \"name\": expected a string", (unsigned)i),
                       i);
    else if (d->name.type != DASH_STRING)
      sk_diag_set_bone(sk_report(sink, SK_RULE_SK441, d->name.span,
                                 "\"name\" of bone %u is %s: expected a string", (unsigned)i,
                                 dash_type_name(d->name.type)),
                       i);
    check_parent(d, i, b, sink);
    for (int v = 0; v < DASH_NVEC; v++) check_vector(d, i, b, v, sink);
    /* Key notes are in bone order: report this bone's. */
    for (; k < x->nkeys && x->keys[k].bone <= i; k++) check_key(x, &x->keys[k], m, sink);
  }
  for (; k < x->nkeys; k++) check_key(x, &x->keys[k], m, sink);
}
