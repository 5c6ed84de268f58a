/* SK204 unknown-influence-bone
 *
 * ## What it does
 * Flags a weight given to a bone that is not declared: in LGW a bone name
 * that is not in the mesh's `LINKINFO` / `BONES` list, in a BonesPro
 * structure file a bone number that is not below Nb, in an XMF mesh an
 * INFLUENCE ID that is negative or, when the mesh is checked with its
 * skeleton (through a model file `.cfg`, `--skeleton` or the `skeleton`
 * setting), not below the skeleton's number of bones. An XMF checked on
 * its own, with no skeleton known, is never compared with one.
 *
 * In a character whose file lies outside the `.cfg`'s folder (checked for
 * the character, not reported on its own), the finding is reported on the
 * `.cfg`, at the line that names that file, with where in the file it is.
 *
 * ## Why is this bad?
 * The reader looks the bone up and finds nothing: the influence is lost
 * (the vertex follows the other bones only, or none) or, with an index out
 * of range, the reader reads past its bone array — Cal3D indexes the
 * model's bones with the ID every frame, and crashes or moves the vertex
 * with garbage. A bone renamed in the
 * skeleton but not in the weights is the usual cause.
 *
 * ## Example
 * ```text
 * BONES 2
 * BONE "Larva-bone4" ... BONE "Larva-bone5" ...
 * ... 1 1.000000 "Larva-bone6"
 * ```
 * Use instead: a bone of the mesh's BONES list, or add the bone to it.
 *
 * ## Fix
 * None: only the author knows which bone was meant.
 */
#include "weights_util.h"

/* XMF: an influence's ID is a bone of the skeleton the mesh is used with.
 * A negative one names no bone anywhere; others are checked only when the
 * skeleton is known (a .cfg, --skeleton). */
static void check_mesh(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  const char *skel_name = NULL;
  const SkModel *skel = sk_ctx_skeleton(ctx, &skel_name);
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      if (!f->bone_len) continue; /* no ID at all: SK409 */
      SkSpan s = sk_inf_bone_span(ctx, f);
      int64_t id = f->bone; /* a binary mesh (CMF): the ID as read */
      if (!sk_weights_binary(ctx) &&
          sk_parse_int(ctx->src->text + s.start, s.end - s.start, &id) != SK_NUM_OK)
        continue;
      char label[160];
      sk_vertex_label(ctx, vi, label, sizeof label);
      if (id < 0) {
        sk_report(sink, SK_RULE_SK204, s,
                  "%s gives a weight to bone %lld; expected a bone ID of the skeleton, from 0 "
                  "(no bone has a negative ID: Cal3D indexes its bone list with it)",
                  label, (long long)id);
      } else if (skel && id >= (int64_t)skel->nbones) {
        sk_report(sink, SK_RULE_SK204, s,
                  "%s gives a weight to bone %lld, but skeleton '%s' has %u bone%s; expected a "
                  "bone ID from 0 to %u (Cal3D indexes its bone list with it: past the end)",
                  label, (long long)id, skel_name, skel->nbones, sk_plural(skel->nbones),
                  skel->nbones ? skel->nbones - 1 : 0);
      }
    }
  }
}

void sk_check_unknown_influence_bone(const SkContext *ctx, SkDiagSink *sink) {
  const SkModel *m = ctx->model;
  if (!m) return;
  const CalExt *cal = cal3d_ext(ctx);
  if (cal && cal->format == SK_FORMAT_XMF) { /* an XMF, or a CMF decoded into one */
    check_mesh(ctx, sink);
    return;
  }
  for (uint32_t vi = 0; vi < m->nvertices; vi++) {
    const SkVertex *v = &m->vertices[vi];
    for (uint32_t i = v->first; i < v->first + v->count; i++) {
      const SkInfluence *f = &m->influences[i];
      if (f->bone >= 0) continue;
      char label[160];
      sk_vertex_label(ctx, vi, label, sizeof label);
      SkSpan s = sk_inf_bone_span(ctx, f);
      if (ctx->format == SK_FORMAT_LGW) {
        uint32_t k;
        const char *mesh = lgw_vertex_mesh(ctx, vi, &k);
        sk_report(sink, SK_RULE_SK204, s,
                  "%s gives a weight to bone '%.*s', which is not in the BONES list of mesh "
                  "\"%s\"; expected a bone declared by a BONE line of its LINKINFO",
                  label, SPAN_TEXT(ctx, s), mesh ? mesh : "");
      } else {
        sk_report(sink, SK_RULE_SK204, s,
                  "%s gives a weight to bone %.*s, but the file has %u bone%s; expected a bone "
                  "number from 0 to %u",
                  label, SPAN_TEXT(ctx, s), m->nbones, sk_plural(m->nbones),
                  m->nbones ? m->nbones - 1 : 0);
      }
    }
  }
}
