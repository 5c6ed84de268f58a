/* SK476 morph-track-target
 *
 * ## What it does
 * Flags, in an XML morph animation (XPF) checked as part of a model
 * (`.cfg`), a TRACK whose `MESHID` names no mesh of the model (Cal3D's
 * meshes are numbered from 0 in the order of the `mesh=` lines), and a
 * `<SUBMESH ID="…"/>` of a track whose ID is not below that mesh's
 * submesh count (when the mesh itself was read before the animation: in
 * `skellint check`, a mesh with a morph target, which is read first). The
 * model file has no key that loads a morph animation into the model
 * (Cal3D's 2017 viewer reads them with its own `morphanim=`), so this
 * runs on an XPF the character binds, such as one under `animation=`.
 *
 * ## Why is this bad?
 * Since 2017 (mp3butcher/Cal3D 763f8e7) Cal3D's morph animation loader
 * reads, on each TRACK, the mesh it morphs (`MESHID`) and, before the
 * keyframes, `NUMSUBTARGET` SUBMESH elements naming the submeshes of that
 * mesh whose morph target the track drives. The morph mixer looks the mesh
 * and the submeshes up by these numbers when the animation plays: a mesh
 * or a submesh the model does not have is a track that moves nothing, or
 * an access past the end of the model's meshes. It happens when meshes are
 * added to or removed from the model file after the animation was exported.
 *
 * ## Example
 * ```xml
 * <TRACK NUMKEYFRAMES="2" MORPHNAME="0" MESHID="3" NUMSUBTARGET="1">  <!-- 2 mesh= lines -->
 *   <SUBMESH ID="0"/>
 * ```
 * Use instead: the index of the mesh, in the model file's `mesh=` order,
 * that holds the morph target.
 *
 * ## Fix
 * None: which mesh or submesh was meant is not known.
 */
#include "../formats/cal3d.h"
#include "rule_util.h"

/* The model's meshes in the order Cal3D numbers them: the mesh= parts. */
static int32_t mesh_part(const SkPart *parts, size_t n, int64_t index, size_t *nmeshes) {
  int32_t found = -1;
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    if (parts[i].kind != SK_PART_MESH) continue;
    if ((int64_t)k == index) found = (int32_t)i;
    k++;
  }
  *nmeshes = k;
  return found;
}

/* The submesh count of a mesh part's document (an XMF, or a CMF decoded
 * into what an XMF gives), or -1 when it was not read. */
static int64_t submesh_count(const SkCharacter *c, int32_t part) {
  const SkDocument *d = sk_character_document(c, part);
  if (!d || !d->model || !d->model->ext) return -1;
  const CalExt *m = (const CalExt *)d->model->ext;
  if (d->format != SK_FORMAT_XMF && d->format != SK_FORMAT_CAL3D_BINARY) return -1;
  if (m->format != SK_FORMAT_XMF || m->truncated) return -1;
  return m->nsubmeshes;
}

void sk_check_morph_track_target(const SkContext *ctx, SkDiagSink *sink) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XPF || !ctx->character) return;
  const char *cfg = sk_character_cfg(ctx->character);
  if (!cfg) return; /* a skeleton alone (--skeleton): no meshes to judge against */
  const SkPart *parts;
  size_t n = sk_character_parts(ctx->character, &parts);
  for (uint32_t t = 0; t < x->ntracks; t++) {
    const CalTrack *tr = &x->tracks[t];
    if (!tr->meshid.present || !tr->meshid.ok) continue;
    size_t nmeshes;
    int32_t part = mesh_part(parts, n, (int64_t)tr->meshid.v, &nmeshes);
    if (part < 0 && !nmeshes) {
      sk_report(sink, SK_RULE_SK476, tr->meshid.value,
                "track %u has MESHID %.0f, but model file '%s' loads no mesh; expected the "
                "mesh it morphs on a mesh= line", t, tr->meshid.v, cfg);
      continue;
    }
    if (part < 0) {
      sk_report(sink, SK_RULE_SK476, tr->meshid.value,
                "track %u has MESHID %.0f, but model file '%s' loads %zu mesh%s; expected a "
                "mesh index from 0 to %zu, in the order of its mesh= lines",
                t, tr->meshid.v, cfg, nmeshes, nmeshes == 1 ? "" : "es", nmeshes - 1);
      continue;
    }
    int64_t nsub = submesh_count(ctx->character, part);
    if (nsub < 0) continue;
    for (uint32_t i = 0; i < tr->nsubmeshes; i++) {
      const CalNum *id = &x->track_submeshes[tr->first_submesh + i];
      if (!id->present || !id->ok || (id->v >= 0 && id->v < (double)nsub)) continue;
      if (nsub)
        sk_report(sink, SK_RULE_SK476, id->value,
                  "SUBMESH ID %.0f of track %u names no submesh of mesh %.0f ('%s'), which has "
                  "%lld; expected an ID from 0 to %lld",
                  id->v, t, tr->meshid.v, parts[part].name, (long long)nsub,
                  (long long)(nsub - 1));
      else
        sk_report(sink, SK_RULE_SK476, id->value,
                  "SUBMESH ID %.0f of track %u names no submesh of mesh %.0f ('%s'), which has "
                  "none; expected a mesh with submeshes",
                  id->v, t, tr->meshid.v, parts[part].name);
    }
  }
}
