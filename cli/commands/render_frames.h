/* render_frames.h — a BonesPro animation's frame posed on its structure,
 * for `skellint render STRUCTURE --animation ANIM` (render_frames.c). */
#ifndef SK_CLI_RENDER_FRAMES_H
#define SK_CLI_RENDER_FRAMES_H

#include "cli.h"

/* Which frame: --frame N (a frame number as the header counts them) when
 * has_frame, else --time SECONDS. */
typedef struct {
  bool has_frame;
  double frame, time;
} CliFrameAsk;

/* The frame drawn: the joints (the caller's, skel's nbones × 3), its time
 * from the first frame and the frames' span in seconds, and the words
 * naming it ("walk.txt, frame 10", malloc'd). */
typedef struct {
  double (*pos)[3];
  double time, duration;
  char *label;
} CliFramePose;

/* Whether `anim` is a BonesPro animation (any export mode). */
bool cli_is_bonespro_animation(const SkDocument *anim);
/* Poses the BonesPro structure `skel` by the frame `ask` names of `anim`;
 * false after saying why on stderr (not a Bones animation, not a
 * structure, no such frame). */
bool cli_bonespro_posed(const SkDocument *skel, const SkDocument *anim, const char *anim_path,
                        const CliFrameAsk *ask, CliFramePose *out);

#endif
