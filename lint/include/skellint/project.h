/* skellint/project.h — the project layer: the configuration and which one governs a
 * file, the character a file belongs to, an animation's pose and a mesh's
 * points. One header per layer of lint/ (docs/architecture.md); skellint.h includes them all. */
#ifndef SKELLINT_PROJECT_H
#define SKELLINT_PROJECT_H

#include "check.h"

/* Configuration (.skellint.json; JSON with comments). */
typedef struct SkConfig SkConfig;
/* Parses and validates a configuration. On error returns NULL and sets *err
 * to "path:line:col: what is wrong; the valid choices" (caller frees). A
 * text longer than SK_CONFIG_MAX_BYTES is refused unread (a configuration
 * is a few lines; readers need read no more than SK_CONFIG_MAX_BYTES + 1). */
#define SK_CONFIG_MAX_BYTES ((size_t)1 << 20)
SkConfig *sk_config_parse(const char *path, const char *text, size_t len,
                          char **err);
void sk_config_free(SkConfig *cfg);
/* The directory the configuration's globs are relative to. */
const char *sk_config_dir(const SkConfig *cfg);
/* Applies the configuration to `opts` for a file at `relpath` (relative to
 * sk_config_dir): top-level settings, per-file-ignores, then the first
 * matching override; sets *format when "formats" maps the path. */
void sk_config_apply(const SkConfig *cfg, const char *relpath, SkOptions *opts,
                     SkFormat *format);
/* The glob of the configuration's "exclude" that matches the file, or the
 * folder when is_dir, at `relpath` (relative to sk_config_dir): a walk
 * skips it. NULL when none does. A glob ending in '/' matches folders
 * only. */
const char *sk_config_excludes(const SkConfig *cfg, const char *relpath, bool is_dir);
/* Whether an "exclude" glob (or --exclude's) matches the file, or the
 * folder when is_dir, at `relpath`: sk_glob_match, and a glob ending in
 * '/' matches folders only. */
bool sk_exclude_match(const char *glob, const char *relpath, bool is_dir);
/* Which configuration governs a file (config_find.c): the nearest
 * SK_CONFIG_NAME in the file's folder or above it; the nearest wins,
 * configurations do not merge. The CLI and the language server both find
 * it here. A finder remembers each folder's answer (a run over a fixed
 * tree stats each folder once). */
#define SK_CONFIG_NAME ".skellint.json"
typedef struct SkConfigFinder SkConfigFinder;
SkConfigFinder *sk_config_finder_new(void);
void sk_config_finder_free(SkConfigFinder *f);
/* The path of the configuration governing the file at `path`, which must
 * be absolute (sk_path_is_absolute); NULL when none governs
 * it or `path` is relative. `f` may be NULL: then nothing is remembered
 * and every call looks again (a server, where files come and go). Only
 * stat(2) is used. Caller frees. */
char *sk_config_find(SkConfigFinder *f, const char *path);
/* Glob match: `*` and `?` within a path segment, `**` across segments; a
 * pattern without '/' also matches the file name in any directory. */
bool sk_glob_match(const char *pattern, const char *path);

/* A skeleton posed by a Cal3D animation (XAF or CAF; formats/cal3d_pose.c):
 * each bone's local transform at `time` seconds, interpolated as Cal3D's
 * CalCoreTrack::getState does (keyframes sorted by time, translation
 * linear, rotation by CalQuaternion::blend; outside the keyframes the
 * first or last two extrapolate), into `local` (skeleton->nbones
 * entries; bones without a track are not set). `src` is the animation's
 * source (a CAF's keyframes are read from its bytes). False when `anim`
 * is not an animation. */
bool sk_animation_pose(const SkSource *src, const SkModel *anim, const SkModel *skeleton,
                       double time, SkLocalPose *local);
/* The animation's DURATION in seconds (0 when unreadable); false when
 * `anim` is not an animation. */
bool sk_animation_duration(const SkModel *anim, double *seconds);
/* A BonesPro animation's frames (ExportMode "Bones"; formats/bonespro_pose.c):
 * how many were read, their numbers as the header counts them (FirstFrame,
 * then every Step; 0 and 1 when not given) and the frames a second taken
 * for seconds (3ds max's default, 30: the export does not say). False when
 * `anim` is not a BonesPro animation whose frames hold bones. */
typedef struct {
  uint32_t count;
  double first, step, fps;
} SkFrameRange;
bool sk_bonespro_frames(const SkSource *src, const SkModel *anim, SkFrameRange *r);
/* The joints (world space, structure->nbones × 3) of a BonesPro structure
 * posed by frame `frame` (0-based, below count) of its animation: each
 * bone the frame holds at its bone transform (world, or in its parent's
 * with TransformSystem "Relative to parent"; the rotation a matrix or
 * Euler angles in EulerOrder and AngleUnits), a bone it does not hold
 * following its parent rigidly as in the structure. False when `anim` is
 * not such an animation. */
bool sk_bonespro_pose(const SkSource *src, const SkModel *anim, const SkModel *structure,
                      uint32_t frame, double (*pos)[3]);
/* A mesh's vertex positions, in model space (mesh_points.c): whether the
 * mesh has them (a Cal3D XMF or CMF; an LGW model with WVERTS vertices, a
 * BonesPro structure with vertices), and vertex v's (false when it has
 * none, or not three finite numbers). `src` is the mesh's source (LGW and
 * BonesPro positions are read from the vertex's text). */
bool sk_mesh_has_positions(const SkModel *m);
bool sk_mesh_vertex_position(const SkSource *src, const SkModel *m, uint32_t v, double out[3]);

/* The character a file belongs to when no model file was given
 * (character_discover.c): the first model file (.cfg) of the file's folder,
 * by name, that lists it. The CLI (a file checked on its own) and the
 * language server (an open document) both find it here. Of the folder's
 * *.cfg names (and those the caller adds), in byte order, at most
 * SK_DISCOVER_MAX_CFGS are read: the caller's own texts (an editor's
 * unsaved buffers), else regular files on an ordinary file system inside
 * the scope of their names, each of at most SK_DISCOVER_MAX_CFG_BYTES. A
 * finder lists each folder and plans each model file once (a run asks for
 * thousands of files); not thread-safe. */
#define SK_DISCOVER_MAX_CFGS 64
#define SK_DISCOVER_MAX_CFG_BYTES ((size_t)1 << 20)
typedef struct {
  void *ud;
  /* The entries' names of the folder `dir` ("" for the current folder,
   * else ending in '/'), the array and each name malloc'd; names not
   * ending in .cfg are passed over. NULL: sk_folder_list. */
  char **(*list)(void *ud, const char *dir, size_t *n);
  /* The caller's own text of the model file at `path` (an editor's
   * buffer), which it takes, or NULL: then the file is read from disk.
   * NULL: none. */
  SkSource *(*offer)(void *ud, const char *path);
  /* Reads the regular file at `path`: NULL when it cannot or holds more
   * than `cap` bytes. NULL: sk_file_read. */
  SkSource *(*read)(void *ud, const char *path, size_t cap);
  /* Where the names of the model file at `cfg` are looked up (NULL:
   * anywhere; it must live as long as the finder) and, in *workdir, the
   * folder its program runs in (NULL: its own). NULL: anywhere, its own. */
  const SkScope *(*scope)(void *ud, const char *cfg, const char **workdir);
} SkDiscoverHooks;
typedef struct SkDiscover SkDiscover;
SkDiscover *sk_discover_new(const SkDiscoverHooks *hooks);
void sk_discover_free(SkDiscover *d);
/* The character of the first model file of the folder of `path` that
 * lists the file at `path` (its part in *part), or NULL. The character is
 * the caller's (sk_character_free); *cfg (may be NULL) is the model file's
 * text as planned, the finder's. */
SkCharacter *sk_character_discover(SkDiscover *d, const char *path, int32_t *part,
                                   const SkSource **cfg);
/* The next model file after `after` (a path sk_character_discover gave in
 * (*cfg)->path), in the same order, that lists the file too, or NULL: for
 * a caller that must know whether the first is the only one. */
SkCharacter *sk_character_discover_next(SkDiscover *d, const char *path, const char *after,
                                        int32_t *part, const SkSource **cfg);
/* The names in the folder `dir` ("" for the current folder), from
 * readdir: the array and each name malloc'd; NULL when it cannot be
 * listed. */
char **sk_folder_list(const char *dir, size_t *n);

#endif
