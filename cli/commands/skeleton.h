/* skeleton.h — what `skellint tree` and `skellint render` share
 * (skeleton.c): loading one file as `check` would (configuration
 * included), the bones each diagnostic is about, and how the figure
 * stands (stand_up.c). The pose itself is the library's SkSkeleton. */
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

/* The worst severity of the diagnostics about each bone (SK_SEVERITY_OFF:
 * none), malloc'd, nbones entries. */
SkSeverity *cli_bone_severities(const SkDocument *doc);

/* Each bone's findings: diag[at[b] .. at[b+1]) are the indices in
 * doc->diags of the diagnostics about bone b, in report order (one
 * counting sort: a bone's codes cost its own findings, not every finding
 * of the file). */
typedef struct {
  uint32_t *at;
  size_t *diag;
} CliBoneDiags;

CliBoneDiags cli_bone_diags(const SkDocument *doc);
void cli_bone_diags_free(CliBoneDiags *bd);
/* Calls `fn` with each rule code of bone b's findings once, in report
 * order. */
void cli_bone_codes(const SkDocument *doc, const CliBoneDiags *bd, uint32_t b,
                    void (*fn)(void *ud, const SkDiagnostic *d), void *ud);

/* A world axis with a direction: axis 0 X, 1 Y, 2 Z; sign +1 or -1. */
typedef struct {
  int axis, sign;
} CliAxis;

/* How a skeleton stands (stand_up.c): its up and forward directions, the
 * axis that runs left to right across a front view (the figure's left on
 * the viewer's right: up × forward) and across a side view (forward, so
 * the figure faces right). */
typedef struct {
  CliAxis up, forward, front_across, side_across;
  bool from_spine;    /* up read from the lower and upper hubs, not the extents */
  bool facing_found;  /* forward's sign read from the feet */
  int32_t lower, upper; /* the hubs' bone indices, -1 when not found */
} CliOrientation;

/* Reads up and facing from the hierarchy and the joint positions (nbones
 * × 3) of a posed skeleton. */
void cli_stand_up(const SkModel *m, const double (*pos)[3], CliOrientation *o);

#endif
