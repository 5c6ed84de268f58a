/* SK406 light-attributes
 *
 * ## What it does
 * Checks the lighting attributes IMVU room skeletons carry: `LIGHTTYPE` on
 * a BONE must be 0 (none), 1 (omni), 2 (directional), 3 (target/spot) or
 * 4 (ambient); `LIGHTCOLOR` on a BONE and `SCENEAMBIENTCOLOR` on SKELETON
 * must be three numbers from 0 to 1 (red, green, blue). The same fields of
 * a binary skeleton (CSF) of IMVU's lineage (versions 911 to 999) too.
 *
 * ## Why is this bad?
 * IMVU reads these to light a room. An unknown light type gives no light
 * or an arbitrary one; a colour written as 0..255 (the usual slip, copied
 * from a paint program) is hundreds of times too bright, and a colour with
 * a missing component reads the missing one as 0.
 *
 * ## Example
 * ```xml
 * <BONE NAME="Omni01" NUMCHILDS="0" ID="7" LIGHTTYPE="1" LIGHTCOLOR="251 232 181">
 * ```
 * Use instead: `LIGHTCOLOR="0.984314 0.909804 0.709804"`.
 *
 * ## Fix
 * Unsafe: when every component lies within 0..255 and one exceeds 1, divides
 * them by 255 (the colour was most likely written in 0..255). No fix for a
 * light type or for a wrong number of components, nor in a CSF.
 */
#include "../formats/xsf.h"
#include "rule_util.h"

typedef struct {
  double v[3];
  SkSpan spans[3];
  uint32_t n;     /* tokens */
  bool numbers;   /* every token parsed as a finite number */
  uint32_t base;
} Color;

static void on_tok(void *ud, const char *tok, size_t len, size_t off) {
  Color *c = ud;
  double d;
  if (sk_parse_double(tok, len, &d) != SK_NUM_OK) c->numbers = false;
  else if (c->n < 3) {
    c->v[c->n] = d;
    c->spans[c->n] = sk_span_n(c->base + off, len);
  }
  c->n++;
}

/* Judges a colour read into c; text is the value as the file shows it. */
static void judge_color(const SkContext *ctx, SkDiagSink *sink, const Color *c, SkSpan s,
                        const char *text, const char *what, const char *owner, int64_t bone) {
  SkDiagnostic *d = NULL;
  if (c->n != 3) {
    d = sk_report(sink, SK_RULE_SK406, s,
                  "%s of %s has %u number%s; expected three numbers from 0 to 1 (red, "
                  "green, blue)%s",
                  what, owner, c->n, sk_plural(c->n),
                  c->n < 3 ? ": the missing ones are read as 0" : "");
  } else {
    bool in01 = true, in255 = true;
    for (int k = 0; k < 3; k++) {
      if (c->v[k] < 0 || c->v[k] > 1) in01 = false;
      if (c->v[k] < 0 || c->v[k] > 255) in255 = false;
    }
    if (in01) return;
    d = sk_report(sink, SK_RULE_SK406, s,
                  "%s of %s is %s; expected three numbers from 0 to 1 (red, green, "
                  "blue)%s",
                  what, owner, text, in255 ? ": it looks written in 0..255" : "");
    /* A binary file (CSF) has no text to edit. */
    if (in255 && ctx->src->encoding != SK_ENCODING_BINARY) {
      SkFix *f = sk_diag_fix(d, false, "Divide %s by 255", what);
      for (int k = 0; k < 3; k++) {
        char *num = sk_format_like(c->v[k] / 255.0, 6, false);
        sk_fix_edit(f, c->spans[k], num);
        free(num);
      }
    }
  }
  if (bone >= 0) sk_diag_set_bone(d, (uint32_t)bone);
}

static void check_color(const SkContext *ctx, SkDiagSink *sink, const XsfAttr *a,
                        const char *what, const char *owner, int64_t bone) {
  if (!a->present) return;
  SkSpan s = a->value_span;
  Color c = {.numbers = true, .base = s.start};
  sk_tokens(ctx->src->text + s.start, s.end - s.start, on_tok, &c);
  if (!c.numbers) return; /* SK002/SK003 from the front-end */
  char *text = sk_xasprintf("%.*s", SPAN_TEXT(ctx, s));
  judge_color(ctx, sink, &c, s, text, what, owner, bone);
  free(text);
}

/* A CSF's colour: three floats, shown as `skellint show` writes them. */
static void check_csf_color(const SkContext *ctx, SkDiagSink *sink, const CsfColor *cc,
                            const char *what, const char *owner, int64_t bone) {
  if (!cc->finite) return; /* SK003 from the decoder */
  Color c = {.n = 3, .numbers = true};
  for (int k = 0; k < 3; k++) c.v[k] = cc->v[k];
  char text[3 * 33];
  sk_format_floats(c.v, 3, text);
  judge_color(ctx, sink, &c, cc->span, text, what, owner, bone);
}

/* LIGHTTYPE's values, from the XSF vocabulary. */
static const XsfValue *light_types(void) {
  const XsfElemInfo *bone = xsf_vocab_element(SK_FORMAT_XSF, "BONE", 4);
  return xsf_vocab_attr(bone, "LIGHTTYPE", 9)->values;
}

static bool known_light_type(int64_t type) {
  char text[24];
  snprintf(text, sizeof text, "%lld", (long long)type);
  for (const XsfValue *v = light_types(); v->value; v++)
    if (strcmp(v->value, text) == 0) return true;
  return false;
}

/* "0 (none), 1 (omni), … or 4 (ambient)"; the caller frees it. */
static char *light_types_text(void) {
  SkBuf b = {0};
  const XsfValue *v = light_types();
  for (size_t i = 0; v[i].value; i++)
    sk_buf_printf(&b, "%s%s (%s)", i == 0 ? "" : v[i + 1].value ? ", " : " or ", v[i].value,
                  v[i].description);
  return sk_buf_take(&b);
}

static void check_light_type(SkDiagSink *sink, int64_t type, SkSpan at, const char *owner,
                             uint32_t bone) {
  if (known_light_type(type)) return;
  char *expected = light_types_text();
  SkDiagnostic *d = sk_report(sink, SK_RULE_SK406, at, "LIGHTTYPE of %s is %lld; expected %s",
                              owner, (long long)type, expected);
  free(expected);
  sk_diag_set_bone(d, bone);
}

/* The binary form: a CSF of IMVU's lineage (versions 911 to 999). */
static void check_csf(const SkContext *ctx, SkDiagSink *sink, const CsfExt *x) {
  if (!x->lights) return;
  check_csf_color(ctx, sink, &x->ambient, "SCENEAMBIENTCOLOR", "SKELETON", -1);
  for (uint32_t i = 0; i < x->nbone_lights && i < ctx->model->nbones; i++) {
    char *owner = sk_xasprintf("bone '%s' (index %u)", ctx->model->bones[i].name, i);
    check_light_type(sink, x->bone_lights[i].type, x->bone_lights[i].type_span, owner, i);
    check_csf_color(ctx, sink, &x->bone_lights[i].color, "LIGHTCOLOR", owner, i);
    free(owner);
  }
}

void sk_check_light_attributes(const SkContext *ctx, SkDiagSink *sink) {
  const CsfExt *csf = csf_ext(ctx);
  if (csf) {
    check_csf(ctx, sink, csf);
    return;
  }
  const XsfExt *x = xsf_ext(ctx);
  if (!x) return;
  check_color(ctx, sink, &x->scene_ambient, "SCENEAMBIENTCOLOR", "SKELETON", -1);
  if (!x->bones) return;
  for (uint32_t i = 0; i < ctx->model->nbones; i++) {
    const XsfBone *xb = &x->bones[i];
    const SkBone *b = &ctx->model->bones[i];
    if (!xb->lighttype.present && !xb->lightcolor.present) continue; /* most bones */
    char *owner = sk_xasprintf("bone '%s' (index %u)", b->name, i);
    int64_t type;
    if (xb->lighttype.present && sk_str_int(xb->lighttype.value, &type))
      check_light_type(sink, type, xb->lighttype.value_span, owner, i);
    check_color(ctx, sink, &xb->lightcolor, "LIGHTCOLOR", owner, i);
    free(owner);
  }
}
