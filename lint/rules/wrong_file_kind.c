/* SK474 wrong-file-kind
 *
 * ## What it does
 * Flags a Cal3D file that Cal3D's loader cannot read as what it is loaded
 * as. The loader picks its reader by the **last three letters of the file
 * name** (any case): a mesh loaded from a name ending in `xmf` is read as
 * XML, from any other name as binary (expecting `CMF\0`); likewise `xsf`,
 * `xaf`, `xrf` for skeletons, animations and materials.
 *
 * - In a character (checked through its `.cfg`): the line that loads the
 *   file (`mesh=`, `skeleton=`, `animation=`, `material=`, `morphtarget=`
 *   as a mesh) decides the kind, its name decides XML or binary; a file
 *   of another kind or form is an error (`mesh=walk.xaf`, or
 *   `mesh=body.cmf` holding XML).
 * - On its own: a file whose content is of another kind than its
 *   extension says (an animation named `.xmf`), or XML under a binary
 *   extension (`.cmf` holding `<MESH>`), is a warning: loaded by its name,
 *   Cal3D refuses it whatever it is loaded as. (Binary under an XML
 *   extension is SK006.)
 *
 * In a character whose file lies outside the `.cfg`'s folder (checked for
 * the character, not reported on its own), the finding is reported on the
 * `.cfg`, at the line that names that file, with where in the file it is.
 *
 * ## Why is this bad?
 * The viewer stops loading the character, or shows it without that mesh
 * or animation, with only "invalid file format" to go by. Renaming files
 * (a `.xaf` saved as `.caf` to "convert" it) and a line under the wrong
 * key are the usual causes.
 *
 * ## Example
 * ```text
 * mesh=walk.xaf       # an animation loaded as a mesh
 * mesh=body.cmf       # body.cmf is an XML mesh: read as binary
 * ```
 * Use instead: `animation=walk.xaf`, and name the XML mesh `body.xmf`.
 *
 * ## Fix
 * None: rename the file or move the line.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

#include <strings.h>

/* The five kinds of Cal3D file and their names. */
typedef enum { K_SKELETON, K_MESH, K_ANIMATION, K_MATERIAL, K_MORPH, K_NONE } Kind;
static const char *const kind_name[] = {"skeleton", "mesh", "animation", "material",
                                        "morph animation"};
static const char xml_ext[][4] = {"xsf", "xmf", "xaf", "xrf", "xpf"};
static const char bin_ext[][4] = {"csf", "cmf", "caf", "crf", "cpf"};
static const char bin_magic[][4] = {"CSF", "CMF", "CAF", "CRF", "CPF"};

/* What the file holds, and whether it is binary. */
static Kind content(const SkContext *ctx, bool *binary) {
  *binary = ctx->format == SK_FORMAT_CAL3D_BINARY;
  switch (ctx->format) {
  case SK_FORMAT_XSF: return K_SKELETON;
  case SK_FORMAT_XMF: return K_MESH;
  case SK_FORMAT_XAF: return K_ANIMATION;
  case SK_FORMAT_XRF: return K_MATERIAL;
  case SK_FORMAT_XPF: return K_MORPH;
  case SK_FORMAT_CAL3D_BINARY:
    if (ctx->src->raw_len >= 4)
      for (int k = 0; k < K_NONE; k++)
        if (memcmp(ctx->src->raw, bin_magic[k], 4) == 0) return (Kind)k;
    return K_NONE;
  default: return K_NONE;
  }
}

/* The kind and form a name's last three letters say, or K_NONE. */
static Kind by_name(const char *name, size_t n, bool *binary) {
  if (n < 3) return K_NONE;
  for (int k = 0; k < K_NONE; k++) {
    if (strncasecmp(name + n - 3, xml_ext[k], 3) == 0) return *binary = false, (Kind)k;
    if (strncasecmp(name + n - 3, bin_ext[k], 3) == 0) return *binary = true, (Kind)k;
  }
  return K_NONE;
}

static Kind part_kind(SkPartKind k) {
  switch (k) {
  case SK_PART_SKELETON: return K_SKELETON;
  case SK_PART_ANIMATION: return K_ANIMATION;
  case SK_PART_MATERIAL: return K_MATERIAL;
  default: return K_MESH; /* mesh=, morphtarget= */
  }
}

static void describe(char *buf, size_t size, Kind k, bool binary) {
  if (binary) snprintf(buf, size, "a binary %s ('%s\\0')", kind_name[k], bin_magic[k]);
  else snprintf(buf, size, "an XML %s", kind_name[k]);
}

static void in_character(const SkContext *ctx, SkDiagSink *sink, const SkPart *p, Kind have,
                         bool have_bin) {
  Kind want = part_kind(p->kind);
  size_t n = strlen(p->name);
  bool want_bin = !(n >= 3 && strncasecmp(p->name + n - 3, xml_ext[want], 3) == 0);
  if (have == want && have_bin == want_bin) return;
  const char *cfg = sk_character_cfg(ctx->character);
  const char *cfg_name = cfg ? sk_path_base(cfg) : "the model file";
  char holds[64];
  describe(holds, sizeof holds, have, have_bin);
  const char *key = p->kind == SK_PART_MORPHTARGET ? "morphtarget" : kind_name[want];
  if (want_bin)
    sk_report_sev(sink, SK_RULE_SK474, SK_SEVERITY_ERROR, sk_span(0, 0),
              "%s loads this file with %s='%s': Cal3D's %s loader reads a name not ending in "
              "'%s' as binary and expects '%s\\0', but the file is %s; expected a binary %s",
              cfg_name, key, p->name, kind_name[want],
              xml_ext[want], bin_magic[want], holds, kind_name[want]);
  else
    sk_report_sev(sink, SK_RULE_SK474, SK_SEVERITY_ERROR, sk_span(0, 0),
              "%s loads this file with %s='%s': Cal3D's %s loader reads a name ending in '%s' as "
              "an XML %s, but the file is %s; expected an XML %s",
              cfg_name, key, p->name, kind_name[want],
              xml_ext[want], kind_name[want], holds, kind_name[want]);
}

void sk_check_wrong_file_kind(const SkContext *ctx, SkDiagSink *sink) {
  bool have_bin;
  Kind have = content(ctx, &have_bin);
  if (have == K_NONE) return;
  if (ctx->character && ctx->part >= 0) {
    const SkPart *parts;
    size_t n = sk_character_parts(ctx->character, &parts);
    const SkPart *self = (size_t)ctx->part < n ? &parts[ctx->part] : NULL;
    if (self && self->entry >= 0 && self->name) {
      /* A file listed on several lines is one part: each line loads it. */
      for (size_t j = 0; j < n; j++)
        if ((size_t)j == (size_t)ctx->part ||
            (parts[j].entry >= 0 && parts[j].name && parts[j].found && self->found &&
             strcmp(parts[j].found, self->found) == 0))
          in_character(ctx, sink, &parts[j], have, have_bin);
      return;
    }
  }
  const char *path = ctx->src->path ? ctx->src->path : "";
  const char *base = sk_path_base(path);
  const char *dot = strrchr(base, '.');
  if (!dot) return;
  bool named_bin;
  Kind named = by_name(dot + 1, strlen(dot + 1), &named_bin);
  if (named == K_NONE || strlen(dot + 1) != 3) return;
  /* XAF and XPF share their root: which of the two an XML animation is
   * comes from its name. */
  if (!have_bin && !named_bin && (named == K_ANIMATION || named == K_MORPH) &&
      (have == K_ANIMATION || have == K_MORPH))
    return;
  char holds[64];
  describe(holds, sizeof holds, have, have_bin);
  if (named != have)
    sk_report(sink, SK_RULE_SK474, sk_span(0, 0),
              "the name ends in '.%s' (a %s) but the file is %s: Cal3D's loaders, which go by "
              "the name, refuse it whatever it is loaded as; expected a name ending in '.%s'",
              dot + 1, kind_name[named], holds, have_bin ? bin_ext[have] : xml_ext[have]);
  else if (named_bin && !have_bin)
    sk_report(sink, SK_RULE_SK474, sk_span(0, 0),
              "the name ends in '.%s' but the file is %s: Cal3D's loader reads a name not "
              "ending in '%s' as binary and refuses it; expected a name ending in '.%s'",
              dot + 1, holds, xml_ext[have], xml_ext[have]);
  /* Binary under an XML name of the same kind: SK006. */
}
