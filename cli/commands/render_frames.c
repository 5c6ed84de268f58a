/* render_frames.c — which frame of a BonesPro animation `skellint render
 * STRUCTURE --animation ANIM` draws, posed by the library
 * (sk_bonespro_pose): --frame N, a frame number as the header counts them
 * (FirstFrame, then every Step), or --time SECONDS from the first frame,
 * at the library's frames a second (3ds max's 30), drawn as the exported
 * frame at or before that time — frames are drawn as written, not blended
 * (the export does not say how its reader blends them). The time shown is
 * the frame's; the duration runs from the first frame to the last read. */
#include "render_frames.h"
#include "files/files.h"

#include <math.h>
#include <stdlib.h>

bool cli_is_bonespro_animation(const SkDocument *anim) {
  return anim->format == SK_FORMAT_BPANIM;
}

static void no_frame(const char *anim_path, double asked, const SkFrameRange *r) {
  double last = r->first + (r->count - 1) * r->step;
  if (r->count == 1)
    cli_file_error(NULL, anim_path, "--frame %g: not one of its frames (it holds frame %g alone)",
                   asked, r->first);
  else
    cli_file_error(NULL, anim_path, "--frame %g: not one of its frames (%g to %g, every %g)",
                   asked, r->first, last, r->step);
}

bool cli_bonespro_posed(const SkDocument *skel, const SkDocument *anim, const char *anim_path,
                        const CliFrameAsk *ask, CliFramePose *out) {
  SkFrameRange r;
  if (!anim->model || !sk_bonespro_frames(anim->src, anim->model, &r)) {
    cli_file_error(NULL, anim_path, "a BonesPro animation whose frames hold no bones (ExportMode "
                   "\"Bones\", readable frames); only the bones' frames can be drawn");
    return false;
  }
  if (skel->format != SK_FORMAT_BPSTRUCT) {
    cli_file_error(NULL, anim_path, "a BonesPro animation is posed on its BonesPro structure, "
                   "not on a %s file", sk_format_name(skel->format));
    return false;
  }
  double k;
  if (ask->has_frame) {
    k = (ask->frame - r.first) / r.step;
    if (!(k >= 0 && k < r.count && fabs(k - nearbyint(k)) < 1e-9)) {
      no_frame(anim_path, ask->frame, &r);
      return false;
    }
    k = nearbyint(k);
  } else {
    k = floor(ask->time * r.fps / r.step + 1e-9);
    if (!(k >= 0)) k = 0;
    if (k > r.count - 1) k = r.count - 1;
  }
  sk_bonespro_pose(anim->src, anim->model, skel->model, (uint32_t)k, out->pos);
  out->time = k * r.step / r.fps;
  out->duration = (r.count - 1) * r.step / r.fps;
  out->label = sk_xasprintf("%s, frame %g", anim_path, r.first + k * r.step);
  return true;
}
