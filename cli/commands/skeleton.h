/* skeleton.h — what `skellint tree` and `skellint render` share
 * (skeleton.c): loading one file as `check` would (configuration
 * included). The pose, the bones each diagnostic is about and how the
 * figure stands are the library's (SkSkeleton, sk_bone_findings,
 * sk_stand_up). */
#ifndef SK_CLI_SKELETON_H
#define SK_CLI_SKELETON_H

#include "cli.h"

/* Reads, detects and checks one file with the options of its
 * .skellint.json (none with no_config). Returns NULL after printing the
 * reason. */
SkDocument *cli_load_document(const char *path, bool no_config);
/* cli_load_document checked in character `c` (NULL: alone), as no part
 * of it: a mesh or an animation with the skeleton `c` holds. */
SkDocument *cli_load_document_in(const char *path, bool no_config, const SkCharacter *c);

/* cli_load_document, except that a Cal3D model file (.cfg) gives the
 * skeleton its skeleton= line names: *followed is then that skeleton's
 * path (malloc'd), else NULL. */
SkDocument *cli_load_skeleton(const char *path, bool no_config, char **followed);

#endif
