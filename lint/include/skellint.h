/* skellint.h — the one public header of libskellint.
 *
 * The library turns the bytes of a skeleton or skin-weight file into a
 * format-neutral model, runs the rules of the registry over it and returns
 * diagnostics with exact byte spans. It never prints, never exits and keeps
 * no global state: every surface (CLI, LSP, fuzzers) drives it through the
 * functions below.
 *
 * Sections: spans and positions · sources · options (and finding the
 * configuration) · the model · diagnostics · the registry · scope · files
 * on disk · documents (parse + lint) · fixes · vocabulary · outline ·
 * detection · helpers shared by front-ends and rules.
 *
 * Ownership: a function that returns a pointer says who frees it. Every
 * `_free(NULL)` is a no-op. Out of memory aborts in one place (sk_xmalloc). */
#ifndef SKELLINT_H
#define SKELLINT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SK_VERSION "0.1.0"

/* ------------------------------------------------------------------ */
/* Spans and positions                                                 */
/* ------------------------------------------------------------------ */

/* A half-open byte range [start, end) in a source's text. */
typedef struct {
  uint32_t start;
  uint32_t end;
} SkSpan;

static inline SkSpan sk_span(uint32_t start, uint32_t end) {
  SkSpan s = {start, end};
  return s;
}
#define SK_NO_SPAN ((SkSpan){UINT32_MAX, UINT32_MAX})
static inline bool sk_span_valid(SkSpan s) { return s.start != UINT32_MAX; }

/* How columns are counted. */
typedef enum {
  SK_COLUMN_CHARS,  /* Unicode scalar values (the CLI) */
  SK_COLUMN_UTF16,  /* UTF-16 code units (LSP default) */
  SK_COLUMN_UTF8    /* bytes of UTF-8 (LSP when negotiated) */
} SkColumnUnit;

/* A 0-based line and column. Surfaces add 1 where they print 1-based. */
typedef struct {
  uint32_t line;
  uint32_t column;
} SkPosition;

/* ------------------------------------------------------------------ */
/* Sources: a document's text                                          */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_ENCODING_UTF8,
  SK_ENCODING_SHIFT_JIS, /* CP932; text holds the UTF-8 decoding */
  SK_ENCODING_BINARY     /* not text: spans are raw byte offsets */
} SkEncoding;

typedef enum { SK_EOL_NONE, SK_EOL_LF, SK_EOL_CRLF, SK_EOL_MIXED } SkEol;

/* A document's text with a line index. `text` is always UTF-8 (decoded
 * when the file is Shift_JIS) and NUL-terminated; `raw` is the file's own
 * bytes. All spans in models and diagnostics are offsets into `text`. */
typedef struct SkSource {
  char *path;        /* as given by the caller, for messages; may be "" */
  char *raw;         /* the original bytes (owned) */
  size_t raw_len;
  char *text;        /* UTF-8 text (owned; may alias raw) */
  size_t len;
  SkEncoding encoding;
  bool had_bom;      /* a UTF-8 BOM was present (kept in text) */
  bool invalid_bytes;/* neither valid UTF-8 nor decodable Shift_JIS */
  uint32_t *line_starts; /* byte offset of each line's first byte */
  uint32_t nlines;
} SkSource;

/* Creates a source from bytes (copied). Detects UTF-8 vs Shift_JIS when
 * `try_sjis` is set; otherwise invalid UTF-8 stays as is with
 * invalid_bytes set. Returns NULL only when len exceeds 4 GiB - 1.
 * The returned source must be freed with sk_source_free. */
SkSource *sk_source_new(const char *path, const char *bytes, size_t len,
                        bool try_sjis);
/* Like sk_source_new, but takes ownership of `bytes` (malloc'd, `len`
 * bytes; it may be reallocated) instead of copying: a large file is then
 * held once. */
SkSource *sk_source_adopt(const char *path, char *bytes, size_t len,
                          bool try_sjis);
/* Creates a binary source (no decoding, no line index beyond line 0). */
SkSource *sk_source_new_binary(const char *path, const char *bytes, size_t len);
/* The same, taking ownership of `bytes` (malloc'd; freed on failure): a
 * large binary file is not held twice (bench/bench_caf.sh). */
SkSource *sk_source_adopt_binary(const char *path, char *bytes, size_t len);
void sk_source_free(SkSource *src);
/* Replaces the byte range [start,end) of text with `with` (LSP edits) and
 * updates the line index (only the lines the edit touched are re-read).
 * Returns false if the range is out of bounds. */
bool sk_source_replace(SkSource *src, uint32_t start, uint32_t end,
                       const char *with, size_t with_len);
/* Makes the edited text the source's own bytes, as if it had been read
 * from a UTF-8 file (raw = text, encoding and invalid_bytes decided anew),
 * keeping the line index: a language server checks its edit buffer so. */
void sk_source_settle(SkSource *src);

/* Line/column of a byte offset (clamped to the text), 0-based. */
SkPosition sk_source_position(const SkSource *src, uint32_t offset,
                              SkColumnUnit unit);
/* Byte offset of a 0-based line/column (clamped to the line's end and the
 * text's end; a column inside a multi-unit character snaps to its start). */
uint32_t sk_source_offset(const SkSource *src, SkPosition pos,
                          SkColumnUnit unit);
/* An index for many conversions on one unchanging source: the same
 * answers as sk_source_position / sk_source_offset in `unit`, but each
 * costs at most a 4 KiB walk on lines of megabytes (minified XML), where
 * those walk from the line's start. The source must outlive the index and
 * not change while it is used. sk_positions_free(NULL) is a no-op. */
typedef struct SkPositions SkPositions;
SkPositions *sk_positions_new(const SkSource *src, SkColumnUnit unit);
void sk_positions_free(SkPositions *p);
const SkSource *sk_positions_source(const SkPositions *p);
SkPosition sk_positions_at(const SkPositions *p, uint32_t offset);
uint32_t sk_positions_offset(const SkPositions *p, SkPosition pos);
/* The line (0-based) of an offset, and a line's bounds without its EOL. */
uint32_t sk_source_line_of(const SkSource *src, uint32_t offset);
SkSpan sk_source_line_span(const SkSource *src, uint32_t line);
/* `s` widened to whole lines (from the line's start to after its line
 * ending) when only blanks share its line(s); else `s`. For fixes that
 * delete something without leaving an empty line behind. */
SkSpan sk_source_whole_lines(const SkSource *src, SkSpan s);
/* The line ending style of the whole text. */
SkEol sk_source_eol(const SkSource *src);
/* Re-encodes `utf8` into the source's own encoding. Returns a malloc'd
 * buffer (caller frees) and its length, or NULL if a character has no
 * Shift_JIS form. */
char *sk_source_encode(const SkSource *src, const char *utf8, size_t len,
                       size_t *out_len);

/* ------------------------------------------------------------------ */
/* Formats                                                             */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_FORMAT_UNKNOWN = 0,
  SK_FORMAT_XSF,
  SK_FORMAT_XMF,
  SK_FORMAT_XAF,
  SK_FORMAT_XRF,          /* Cal3D XML material */
  SK_FORMAT_XPF,          /* Cal3D XML morph animation */
  SK_FORMAT_BON,
  SK_FORMAT_BPSTRUCT,
  SK_FORMAT_BPANIM,
  SK_FORMAT_LGW,
  SK_FORMAT_DASHJSON,
  SK_FORMAT_DASHBIN,
  SK_FORMAT_CAL3DCFG,     /* a Cal3D model file (.cfg): the files of one character */
  SK_FORMAT_CAL3D_BINARY, /* binary Cal3D (CSF, CMF, CAF, CRF, CPF): not decoded */
  SK_FORMAT_COUNT
} SkFormat;

#define SK_FMT_BIT(f) (1u << (f))
#define SK_FMT_ALL 0xFFFFFFFEu

/* Short stable name ("xsf", "bon", "dashjson", …) and back. */
const char *sk_format_name(SkFormat f);
SkFormat sk_format_from_name(const char *name);

/* ------------------------------------------------------------------ */
/* Options                                                             */
/* ------------------------------------------------------------------ */

typedef enum { SK_PROFILE_CAL3D = 0, SK_PROFILE_IMVU } SkProfile;

typedef enum {
  SK_SEVERITY_DEFAULT = -1, /* "use the rule's own" (in overrides) */
  SK_SEVERITY_OFF = 0,
  SK_SEVERITY_INFO,
  SK_SEVERITY_WARNING,
  SK_SEVERITY_ERROR
} SkSeverity;

const char *sk_severity_name(SkSeverity s); /* "error", "warning", … */

#define SK_MAX_RULES 128

typedef struct {
  SkProfile profile;
  double weight_tolerance;     /* default 1e-4 */
  int max_influences;          /* default 4 */
  double quaternion_tolerance; /* default 1e-3 */
  double bind_pose_tolerance;  /* default 1e-3, relative to extent */
  double time_tolerance;       /* default 1e-6 s: keyframe times (SK461) */
  /* The skeleton meshes and animations are checked with when no model
   * file (.cfg) binds them (--skeleton, the "skeleton" setting): a path,
   * owned by whoever set it; NULL: none. Surfaces read it, rules do not. */
  const char *skeleton;
  /* The folder the program that loads a .cfg runs in (--working-folder,
   * the "working-folder" setting): its names are looked up from there.
   * NULL: the .cfg's own folder. */
  const char *working_folder;
  /* Per rule (indexed by SkRuleId): SK_SEVERITY_DEFAULT keeps the rule's
   * own severity, SK_SEVERITY_OFF disables it. */
  SkSeverity severity[SK_MAX_RULES];
} SkOptions;

/* Fills defaults: cal3d profile, default tolerances, every rule on. */
void sk_options_init(SkOptions *o);
bool sk_profile_parse(const char *name, SkProfile *out);
const char *sk_profile_name(SkProfile p);

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

/* ------------------------------------------------------------------ */
/* The model                                                           */
/* ------------------------------------------------------------------ */

#define SK_NO_PARENT (-1)

/* One bone (joint). Every field a rule can blame keeps its span. */
typedef struct {
  const char *name;      /* NUL-terminated, owned by the model's arena */
  SkSpan span;           /* the whole declaration */
  SkSpan name_span;      /* the name's characters (or SK_NO_SPAN) */
  /* The parent as resolved by the front-end: a bone index, or
   * SK_NO_PARENT. `parent_ref` is what was written (an index, serial…),
   * kept so rules can report references that resolve to nothing. */
  int32_t parent;
  int64_t parent_ref;
  bool has_parent_ref;   /* a parent was written at all */
  bool parent_unresolved;/* written, but names no bone */
  SkSpan parent_span;
  int64_t declared_id;   /* an ID/index attribute, when the format has one */
  bool has_declared_id;
  SkSpan id_span;
  /* Local transform (relative to the parent). */
  bool has_translation, has_rotation, has_scale;
  double translation[3];
  double rotation[4];    /* quaternion x y z w */
  double scale[3];
  SkSpan translation_span, rotation_span, scale_span;
  /* Rotation as a 3x3 matrix (row-major) plus translation, for matrix
   * formats: 12 values R00..R22 Tx Ty Tz, arena-owned (sk_model_alloc). */
  bool has_matrix;
  double *matrix;
  SkSpan matrix_span;
  /* Declared inverse bind pose (XSF LOCALTRANSLATION/LOCALROTATION). */
  bool has_bind_translation, has_bind_rotation;
  double bind_translation[3];
  double bind_rotation[4];
  SkSpan bind_translation_span, bind_rotation_span;
} SkBone;

/* One influence of a vertex on a bone. */
typedef struct {
  int32_t bone;          /* resolved bone index, or -1 when unknown */
  float weight;
  uint32_t bone_start;   /* span of the bone reference as written */
  uint32_t bone_len;     /* (lengths of any size: a weight written with
                          * 70,000 digits is one token, fixed whole) */
  uint32_t weight_start; /* span of the weight */
  uint32_t weight_len;
} SkInfluence;

typedef struct {
  uint32_t first;        /* index into model->influences */
  uint32_t count;
  SkSpan span;           /* the vertex's text */
  uint32_t mesh;         /* index of the mesh (format extra) it belongs to */
} SkVertex;

typedef struct SkArena SkArena;

/* A reference to a bone written somewhere other than a bone's own parent
 * field or an influence (XSF CHILDID, a .bon child serial, …), for editor
 * navigation: definition, references and rename find them here, so a new
 * format needs no LSP change. */
typedef struct {
  uint32_t bone;   /* the bone referred to: its index, or for a file with no
                      bones of its own (an XAF track) the ID in the skeleton */
  SkSpan span;     /* the reference as written */
  bool by_name;    /* written as the bone's name (renamed with it) */
} SkBoneRef;

/* An inline suppression comment (`skellint-disable-next-line SK401`). */
typedef enum {
  SK_SUPPRESS_NEXT_LINE,
  SK_SUPPRESS_DISABLE,  /* until a matching enable, or the end */
  SK_SUPPRESS_ENABLE,
  SK_SUPPRESS_FILE
} SkSuppressKind;

typedef struct {
  SkSuppressKind kind;
  SkSpan span;           /* the comment */
  const char **codes;    /* rule codes (arena); none means every rule */
  uint32_t ncodes;
  uint32_t used;         /* diagnostics it suppressed */
} SkSuppression;

typedef struct SkModel {
  SkBone *bones;
  uint32_t nbones, bones_cap;
  SkVertex *vertices;
  uint32_t nvertices, vertices_cap;
  SkInfluence *influences;
  uint32_t ninfluences, influences_cap;
  bool skinned;          /* vertices are meant to carry influences */
  /* The front-end stopped early (an unrecoverable syntax error): the model
   * holds what was read, for editors, but rules are not run on it. */
  bool incomplete;
  /* With `incomplete`: edits after which the front-end would read on past
   * its syntax error (lint/repair.c), or NULL. */
  struct SkRepair *repair;
  SkSuppression *suppressions;
  uint32_t nsuppressions, suppressions_cap;
  SkBoneRef *refs;
  uint32_t nrefs, refs_cap;
  /* Structural blocks of the text other than bones (sections, meshes,
   * materials, elements with children), for editors' folding. */
  SkSpan *blocks;
  uint32_t nblocks, blocks_cap;
  SkArena *arena;        /* strings and format extras */
  SkFormat format;
  void *ext;             /* per-format extras, read only by that format's rules */
  void (*ext_free)(void *ext);
  struct SkNames *names; /* sk_model_find_bone's table (built on first use) */
  uint32_t names_for;    /* nbones when it was built */
  struct SkSkeleton *skeleton; /* sk_model_skeleton's (built on first use) */
  uint32_t skeleton_for; /* nbones when it was built */
} SkModel;

SkModel *sk_model_new(SkFormat format);
void sk_model_free(SkModel *m);
/* Appends a zeroed bone (parent SK_NO_PARENT, spans SK_NO_SPAN) and
 * returns it; the pointer is valid until the next add. */
SkBone *sk_model_add_bone(SkModel *m);
SkVertex *sk_model_add_vertex(SkModel *m);
SkInfluence *sk_model_add_influence(SkModel *m);
/* Records a reference to bone `bone` at `span` (see SkBoneRef). */
void sk_model_add_ref(SkModel *m, uint32_t bone, SkSpan span, bool by_name);
/* Records, in a file with no bones of its own (an XAF), a reference to
 * the bone with ID `id` of the character's skeleton. */
void sk_model_add_skeleton_ref(SkModel *m, uint32_t id, SkSpan span);
/* Records a structural block (see SkModel.blocks); empty spans are ignored. */
void sk_model_add_block(SkModel *m, SkSpan span);
/* Copies a string into the model's arena. */
const char *sk_model_strdup(SkModel *m, const char *s, size_t len);
/* Allocates zeroed memory owned by the model. */
void *sk_model_alloc(SkModel *m, size_t size);
/* Index of the first bone with that name, or -1. The first call builds a
 * table of the names (not thread-safe on one model; call it once the
 * front-end has finished the model). */
int32_t sk_model_find_bone(const SkModel *m, const char *name, size_t len);

/* The skeleton computed once (skeleton.c): the hierarchy and the bind
 * pose every reader of a model's bones shares — the rules, `skellint
 * tree` and `render`, hover and the outline. Built in time linear in the
 * bones, without recursion. */

/* Where following a bone's parents ends. */
typedef enum {
  SK_CHAIN_ROOT = 0,   /* reaches a bone without a parent */
  SK_CHAIN_ON_CYCLE,   /* the bone itself is part of a loop (naming itself is one) */
  SK_CHAIN_TO_CYCLE,   /* the chain runs into a loop of other bones */
  SK_CHAIN_UNRESOLVED  /* the chain meets a parent reference naming no bone */
} SkChainEnd;

#define SK_NO_DEPTH UINT32_MAX

typedef struct SkSkeleton {
  uint32_t nbones;
  /* Bone i's children, in file order: kids[kid_at[i] .. kid_at[i+1]).
   * A bone is its parent's child when the parent is another bone of the
   * model (a bone naming itself is nobody's child). */
  uint32_t *kid_at, *kids;
  /* The tops: bones that are nobody's child (no parent, a parent out of
   * range, or themselves), in file order. */
  uint32_t *tops, ntops;
  /* The bones reached from the tops, in preorder (children in file
   * order): bone b's subtree is pre[pre_at[b] .. pre_at[b] + desc[b]].
   * Bones on a loop of parents (other than a bone naming itself) and the
   * bones below them are reached from no top: they have no place here. */
  uint32_t *pre, npre, *pre_at;
  uint32_t *desc;      /* bones below each bone (0 for unreached ones) */
  uint8_t *chain;      /* SkChainEnd of each bone */
  /* Levels below the root (a root is 0); SK_NO_DEPTH on or below a loop. */
  uint32_t *depth;
  /* The bind pose in world space: joint positions and rotations. Cal3D's
   * composition (CalBone::calculateState): rotation = local × parent's
   * (sk_quat_mul), position = the local translation turned by the
   * parent's rotation (sk_quat_rotate_cal3d) plus the parent's position.
   * A matrix format's bone (LGW, BonesPro) carries its world matrix: its
   * translation is the joint, its rotation is taken as none. A missing
   * translation is 0, a missing rotation none; a bone where a loop is
   * entered starts from its own transform; a position that comes out
   * non-finite is its parent's. */
  double (*pos)[3];
  double (*rot)[4];
  /* The pose of bone i is the plain composition of its own numbers and
   * its ancestors' (no loop, no matrix bone, nothing non-finite on the
   * way): what hover shows and SK305 compares. */
  bool *exact;
  bool posed;          /* some bone has a transform (.bon stores none) */
} SkSkeleton;

/* A bone's local transform replaced for one pose (an animation's, at a
 * time): `set` says it is. */
typedef struct {
  bool set;
  double translation[3];
  double rotation[4];
} SkLocalPose;

SkSkeleton *sk_skeleton_new(const SkModel *m);
void sk_skeleton_free(SkSkeleton *s);
/* The model's skeleton, built on first use and kept with the model (not
 * thread-safe on one model, like sk_model_find_bone). */
const SkSkeleton *sk_model_skeleton(const SkModel *m);
/* Composes world positions and rotations (nbones each, the caller's) as
 * the bind pose is composed, with the local transforms of `local` (NULL,
 * or nbones entries) where they are set; `exact` may be NULL. */
void sk_skeleton_compose(const SkModel *m, const SkLocalPose *local, double (*pos)[3],
                         double (*rot)[4], bool *exact);

/* A skeleton posed by a Cal3D animation (XAF or CAF; animation_pose.c):
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
/* A BonesPro animation's frames (ExportMode "Bones"; bonespro_pose.c):
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

/* ------------------------------------------------------------------ */
/* The registry                                                        */
/* ------------------------------------------------------------------ */

typedef enum {
#define SK_RULE(code, name, sev, formats, summary, check) SK_RULE_##code,
#include "../rules.def"
#undef SK_RULE
  SK_RULE_COUNT
} SkRuleId;

typedef struct SkContext SkContext;
typedef struct SkDiagSink SkDiagSink;
typedef void (*SkCheckFn)(const SkContext *ctx, SkDiagSink *sink);

typedef struct {
  SkRuleId id;
  const char *code;      /* "SK401" */
  const char *name;      /* "numchilds-mismatch" */
  SkSeverity severity;   /* default */
  uint32_t formats;      /* SK_FMT_BIT mask */
  const char *summary;   /* one line */
  const char *doc;       /* Markdown from the rule file's doc comment */
  SkCheckFn check;       /* a no-op for codes reported by front-ends */
} SkRule;

const SkRule *sk_rule_get(SkRuleId id);
/* By code ("SK401", case-insensitive) or name ("numchilds-mismatch"). */
const SkRule *sk_rule_find(const char *code_or_name);
size_t sk_rule_count(void);
/* Whether the rule compares a file with the other files of its character
 * (bone IDs against the skeleton, materials, morph targets). */
bool sk_rule_compares_files(SkRuleId id);
/* The URL of the rule's page under docs/rules/. */
const char *sk_rules_base_url(void);

/* ------------------------------------------------------------------ */
/* Diagnostics                                                         */
/* ------------------------------------------------------------------ */

typedef struct {
  SkSpan span;
  char *text;            /* replacement (UTF-8), owned */
} SkEdit;

typedef struct {
  char *title;           /* "Set NUMCHILDS to 1" */
  bool safe;
  /* The rule's choice among its diagnostic's fixes: the one that repairs
   * the culprit the findings agree on (sk_diag_preferred_fix). */
  bool preferred;
  SkEdit *edits;
  uint32_t nedits;
  uint32_t edits_cap;    /* room in edits (a fix may rewrite a whole subtree) */
} SkFix;

typedef struct {
  SkSpan span;
  char *message;
} SkRelated;

typedef struct {
  SkRuleId rule;
  SkSeverity severity;   /* resolved: options > rule's hint > default */
  SkSpan span;
  char *message;
  SkRelated *related;
  uint32_t nrelated;
  SkFix *fixes;
  uint32_t nfixes;
  uint32_t bone;         /* the bone it is about, or UINT32_MAX */
} SkDiagnostic;

typedef struct {
  SkDiagnostic *items;
  size_t count, cap;
} SkDiagList;

void sk_diag_list_free(SkDiagList *l);
/* Sorts by span start, then code (stable order for output). */
void sk_diag_list_sort(SkDiagList *l);
/* Keeps the diagnostics `keep` says yes to, in order, freeing the others;
 * returns how many were dropped. `keep` is asked about each diagnostic
 * once, in the list's order. */
size_t sk_diag_list_keep(SkDiagList *l, bool (*keep)(const SkDiagnostic *d, void *ud), void *ud);
/* Counts per severity. */
size_t sk_diag_list_count(const SkDiagList *l, SkSeverity sev);

/* Reports a diagnostic for `rule` at `span`. Returns it, to attach
 * related spans and fixes, or NULL when the rule is off (the caller may
 * ignore the result; all sk_diag_* accept NULL). */
SkDiagnostic *sk_report(SkDiagSink *sink, SkRuleId rule, SkSpan span,
                        const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Like sk_report, with a severity chosen by the rule for this case (for
 * rules whose severity depends on format or profile); options still win. */
SkDiagnostic *sk_report_sev(SkDiagSink *sink, SkRuleId rule, SkSeverity sev,
                            SkSpan span, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void sk_diag_related(SkDiagnostic *d, SkSpan span, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void sk_diag_set_bone(SkDiagnostic *d, uint32_t bone);
/* Adds a fix; returns it for sk_fix_edit, or NULL if d is NULL. */
SkFix *sk_diag_fix(SkDiagnostic *d, bool safe, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void sk_fix_edit(SkFix *f, SkSpan span, const char *text);
/* Marks f as its diagnostic's preferred fix (see sk_diag_preferred_fix). */
void sk_fix_prefer(SkFix *f);
/* The fix to apply when one is applied without asking (the CLI's --fix,
 * an editor's preferred quick fix, fix-all): the safe fix the rule marked
 * preferred, else the first safe fix; never an unsafe one. NULL when the
 * diagnostic has no safe fix. */
const SkFix *sk_diag_preferred_fix(const SkDiagnostic *d);

/* ------------------------------------------------------------------ */
/* Documents: parse and lint                                           */
/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* Paths: how a path is spelt (path.c; nothing here looks at the disk)  */
/* ------------------------------------------------------------------ */

/* On POSIX only '/' separates and names compare byte for byte. On Windows
 * '\' and '/' both separate, a path may start with a drive ("C:\", or
 * "C:" alone: that drive's current folder), "\" (the current drive), a
 * share ("\\host\share\", "//host/share/") or "\\?\", and names
 * compare without ASCII letter case. Each function takes `win` (the
 * Windows rules, or the POSIX ones) so that both can be tested anywhere;
 * the sk_path_* macros below use the system's own. Results that are
 * strings are malloc'd. */
#ifdef _WIN32
#define SK_PATH_WIN true
#else
#define SK_PATH_WIN false
#endif
/* Whether c separates folders. */
bool sk_path_sep_for(bool win, char c);
/* The length of the root the path starts with ("/", "C:\", "C:",
 * "\\host\share\" …), 0 for a relative path. */
size_t sk_path_root_len_for(bool win, const char *p);
/* Whether the path names the same file from any folder ("C:x" and "\x"
 * do not on Windows). */
bool sk_path_is_absolute_for(bool win, const char *p);
/* Whether the path names another machine or a device (Windows: "\\host",
 * "//host", "\\?\UNC\", "\\.\"): looking one up may open a network
 * connection (and hand the user's credentials to the host). */
bool sk_path_is_unc_for(bool win, const char *p);
/* The length of the path's folder with its last separator ("a/b/c" → 4,
 * "/c" → 1, "C:\c" → 3, "c" → 0): p + that is the file's own name. */
size_t sk_path_dir_len_for(bool win, const char *p);
const char *sk_path_base_for(bool win, const char *p);
/* The folder holding the path, without its last separator (the root
 * keeps its own: "/", "C:\"), "." when none is written. */
char *sk_path_folder_for(bool win, const char *p);
/* Cuts the path to its folder in place ("/a/b" → "/a", "/a" → "/"); false
 * (the path as it was) for a root or a name without a folder. */
bool sk_path_up_for(bool win, char *p);
/* `name` in folder `dir` (`name` alone when dir is empty). On Windows the
 * separator is the one the folder is written with ('\' when it has none)
 * and the name's separators are written the same way: a path reads in one
 * style, the user's. */
char *sk_path_join_for(bool win, const char *dir, const char *name);
/* Whether two paths are spelt alike (Windows: any letter case, either
 * separator). */
bool sk_path_eq_for(bool win, const char *a, const char *b);
/* The rest of `path` after the folder `dir` and a separator, when path lies
 * below dir ("/a/b/c" after "/a" → "b/c"); else NULL. */
const char *sk_path_after_for(bool win, const char *path, const char *dir);
/* Whether the resolved path `real` is the resolved folder `root` or lies
 * below it. */
bool sk_path_is_below_for(bool win, const char *real, const char *root);
/* A copy with '/' separators (globs, URIs, fingerprints); POSIX: a copy. */
char *sk_path_slashed_for(bool win, const char *p);
#define sk_path_sep(c) sk_path_sep_for(SK_PATH_WIN, c)
#define sk_path_root_len(p) sk_path_root_len_for(SK_PATH_WIN, p)
#define sk_path_is_absolute(p) sk_path_is_absolute_for(SK_PATH_WIN, p)
#define sk_path_is_unc(p) sk_path_is_unc_for(SK_PATH_WIN, p)
#define sk_path_dir_len(p) sk_path_dir_len_for(SK_PATH_WIN, p)
#define sk_path_base(p) sk_path_base_for(SK_PATH_WIN, p)
#define sk_path_folder(p) sk_path_folder_for(SK_PATH_WIN, p)
#define sk_path_up(p) sk_path_up_for(SK_PATH_WIN, p)
#define sk_path_join(d, n) sk_path_join_for(SK_PATH_WIN, d, n)
#define sk_path_eq(a, b) sk_path_eq_for(SK_PATH_WIN, a, b)
#define sk_path_after(p, d) sk_path_after_for(SK_PATH_WIN, p, d)
#define sk_path_is_below(r, d) sk_path_is_below_for(SK_PATH_WIN, r, d)
#define sk_path_slashed(p) sk_path_slashed_for(SK_PATH_WIN, p)

/* ------------------------------------------------------------------ */
/* Scope: the project a file may make skellint open others in          */
/* ------------------------------------------------------------------ */

/* A .cfg names files, a setting names a skeleton, a symlink points
 * anywhere: skellint opens such files only inside the project's roots
 * (the folder of the nearest .skellint.json or .git above the file
 * checked, the editor's workspace folders, folders the user allows),
 * judged on the resolved path. A scope with no folder allows nothing; no
 * scope (NULL) allows every path (what the user names: tests, fuzzers).
 * Paths are never read here: stat and realpath only. Whether a path is
 * inside costs one hash look-up per folder above it, whatever the number
 * of roots. */
typedef struct SkScope SkScope;
SkScope *sk_scope_new(void);
/* A scope that also holds every root of `base` (borrowed: it must outlive
 * the new scope), without copying them. */
SkScope *sk_scope_new_over(const SkScope *base);
void sk_scope_free(SkScope *s);
/* Adds the folder `dir` (resolved now); false when it does not exist. */
bool sk_scope_add(SkScope *s, const char *dir);
/* Removes the folder `dir` (resolved now, else as named); false when it
 * was not a root. The last root takes its place in sk_scope_roots. */
bool sk_scope_remove(SkScope *s, const char *dir);
/* The scope's own roots (not those of the scope it lies over). */
size_t sk_scope_roots(const SkScope *s, const char *const **roots);
/* Whether the scope (and the scopes it lies over) has no root. */
bool sk_scope_is_empty(const SkScope *s);
typedef enum { SK_SCOPE_INSIDE, SK_SCOPE_OUTSIDE, SK_SCOPE_MISSING } SkScopeVerdict;
/* Where `path` resolves: inside a root, outside every root, or nowhere.
 * A path that does not exist is OUTSIDE when it would lie outside if it
 * did (the resolved form of the part that exists and the rest as
 * written), so that an outside name gets the same answer whether or not
 * it exists; MISSING only inside. */
SkScopeVerdict sk_scope_judge(const SkScope *s, const char *path);
/* The judgement of a file once opened (fd, opened by the name `path`):
 * INSIDE only when the name resolves inside and to that very file (same
 * device and inode), so that a name swapped for a symlink between the
 * look-up and the open is refused (OUTSIDE). NULL scope: INSIDE. */
SkScopeVerdict sk_scope_judge_open(const SkScope *s, const char *path, int fd);
/* The same for a path already resolved (sk_real_path). */
bool sk_scope_holds_real(const SkScope *s, const char *real);
/* The resolved folder `path` names, or the resolved folder holding the file
 * `path` names as written (which need not exist: an unsaved buffer), or
 * NULL. Caller frees. */
char *sk_real_folder(const char *path);
/* realpath(3), or NULL. Caller frees. */
char *sk_real_path(const char *path);
/* The resolved folder of the nearest trusted .skellint.json or .git at or
 * above `path` (a file or a folder), or NULL. Caller frees. */
char *sk_project_root(const char *path);
/* Trust (trust.c): whether a .skellint.json or .git at `path` may be
 * believed — it belongs to the user or to root, or no folder it lies in
 * may be written by anyone (git's safe.directory). One that is not is
 * passed over by sk_config_find and sk_project_root as if absent, and a
 * notice saying so is queued, once per path and process. */
bool sk_marker_trusted(const char *path);
/* The next notice of a marker ignored (malloc'd, one line, safe for a
 * terminal), or NULL. */
char *sk_trust_notice(void);
/* Whether `path` lies on one of the kernel's pseudo file systems (/proc,
 * /sys, …), whose "regular files" may block or hold secrets. */
bool sk_path_on_pseudo_fs(const char *path);
/* The same for an open file. */
bool sk_fd_on_pseudo_fs(int fd);
/* A regular file on an ordinary file system. */
bool sk_path_is_plain_file(const char *path);

/* ------------------------------------------------------------------ */
/* Files on disk: reading them, and telling when one changed           */
/* ------------------------------------------------------------------ */

/* What stat(2) said of a file, enough to tell that it changed
 * (file_cache.c). */
typedef struct {
  uint64_t dev, ino, size;
  int64_t mtime_s, ctime_s;
  long mtime_ns, ctime_ns;
  bool regular;
} SkFileStamp;
/* stat(2) of `path` into *out; false when it fails. */
bool sk_file_stamp(const char *path, SkFileStamp *out);
/* Whether two stamps are of one file, unchanged: the same device, inode,
 * size, mtime and ctime (`cp -p` and `rsync -t` restore the mtime, not
 * the ctime). The CLI's --fix and the language server's cache both judge
 * a change by it. */
bool sk_file_stamp_same(const SkFileStamp *a, const SkFileStamp *b);
/* Whether two paths name one file: the same string, or the same device
 * and inode. */
bool sk_path_same_file(const char *a, const char *b);
/* The regular file at `path` as a source (Shift_JIS tried), or NULL when
 * it cannot be read, is not a regular file or holds more than `cap` bytes.
 * Free with sk_source_free. */
SkSource *sk_file_read(const char *path, size_t cap);
/* The same, judged as opened: NULL unless the file opened is inside
 * `within` (sk_scope_judge_open; NULL: anywhere). */
SkSource *sk_file_read_in(const SkScope *within, const char *path, size_t cap);
/* The stamp of what stat(2) said. */
struct stat;
void sk_file_stamp_from(const struct stat *st, SkFileStamp *out);
/* fstat(2) of an open file into *out. */
bool sk_file_stamp_fd(int fd, SkFileStamp *out);

/* A cache of what a caller makes of files read from disk (the language
 * server's checked skeletons), each kept while the file's stamp is
 * unchanged; a file changed within a second of being read is read again
 * on every look-up (a time stamp's tick may hide a second write).
 * `free_value` (or NULL) frees what `make` made. */
typedef struct SkFileCache SkFileCache;
typedef void *(*SkFileMake)(SkSource *src, void *arg);
typedef bool (*SkFileStale)(const char *path, const SkFileStamp *st, void *arg);
SkFileCache *sk_file_cache_new(void (*free_value)(void *));
void sk_file_cache_free(SkFileCache *c);
/* What `make(src, arg)` made of the file at `path`: the value kept while
 * the file is unchanged, else the file read again (its old value freed)
 * and `make` called, taking `src`. NULL when the file cannot be read or is
 * not a regular file; when it holds more than `cap` bytes, NULL with its
 * size in *too_big (may be NULL; set to 0 otherwise). The value belongs to
 * the cache. */
void *sk_file_cache_get(SkFileCache *c, const char *path, size_t cap, SkFileMake make, void *arg,
                        uint64_t *too_big);
/* The same, a file read only when the file opened is inside `within`
 * (sk_scope_judge_open; NULL: anywhere). */
void *sk_file_cache_get_in(SkFileCache *c, const SkScope *within, const char *path, size_t cap,
                           SkFileMake make, void *arg, uint64_t *too_big);
/* Forgets the copies of `path`: by that name, or the same file on disk. */
void sk_file_cache_forget(SkFileCache *c, const char *path);
/* Forgets every copy for which `stale(path, stamp, arg)` says true. */
void sk_file_cache_forget_if(SkFileCache *c, SkFileStale stale, void *arg);

/* ------------------------------------------------------------------ */
/* Characters: the files of one Cal3D model                            */
/* ------------------------------------------------------------------ */

/* A Cal3D character is a skeleton with the meshes, animations, materials
 * and morph targets made for it, bound by a model file (.cfg) or by the
 * user (--skeleton). Checking a file as part of a character adds the
 * checks between files: bone IDs of influences and tracks, material
 * indices, morph target vertex counts, and, for the .cfg itself, whether
 * each file it names is there. This is the one part of the library that
 * looks at the file system (stat and directory listings, never a read). */

typedef enum {
  SK_PART_SKELETON,
  SK_PART_MESH,
  SK_PART_ANIMATION,
  SK_PART_MATERIAL,
  SK_PART_MORPHTARGET
} SkPartKind;

/* "skeleton", "mesh", "animation", "material", "morph target". */
const char *sk_part_kind_name(SkPartKind k);

typedef enum {
  SK_FILE_FOUND,
  SK_FILE_OTHER_CASE,  /* only a name with other letter case exists */
  SK_FILE_MISSING,
  SK_FILE_NOT_A_FILE,  /* a directory, a device or a /proc or /sys file */
  SK_FILE_OUTSIDE,     /* resolves outside the project's roots: not read */
  SK_FILE_NOT_A_PART   /* another model file (.cfg): not a part, not read */
} SkFileStatus;

typedef enum {
  SK_WHERE_AS_NAMED,   /* the .cfg's folder (or the working folder set) + the name */
  SK_WHERE_ANCESTOR,   /* a folder above the .cfg's, inside the project: a viewer
                        * started there reads it */
  SK_WHERE_BESIDE      /* path= leads nowhere; the name without it is under the
                        * .cfg's folder (an application that sets its own path) */
} SkPartWhere;

typedef struct {
  SkPartKind kind;
  int32_t entry;       /* its line among the .cfg's entries, or -1 */
  SkSpan value;        /* the name as written in the .cfg, or SK_NO_SPAN */
  char *name;          /* the name as the reader builds it (path= + value) */
  char *path;          /* where it is looked for: the .cfg's folder + name */
  char *found;         /* the file on disk (FOUND, OTHER_CASE), or NULL */
  SkFileStatus status;
  int32_t base;        /* SK_PART_MORPHTARGET: the mesh part it morphs, or -1 */
  /* Where a FOUND file was found when not where the name says: */
  SkPartWhere where;
  char *assumed;       /* ANCESTOR: the folder the .cfg assumes the program runs in
                        * ("../../"); BESIDE: the folder it was found in; else NULL */
} SkPart;

typedef struct SkCharacter SkCharacter;
typedef struct SkDocument SkDocument;

/* The character a model file describes: `cfg` is the .cfg's text (its
 * path locates the files). Each file it names is looked for on disk now,
 * inside `scope` only (NULL: anywhere): from `workdir` (the folder the
 * program that loads it runs in, when the project says so; NULL: the
 * .cfg's folder), else as missing_model_file.c (SK471) describes. Free
 * with sk_character_free. */
SkCharacter *sk_character_from_cfg(const SkSource *cfg, const SkScope *scope, const char *workdir);
/* A character of one skeleton and nothing else (--skeleton PATH, a
 * "skeleton" setting): meshes and animations checked with it see its
 * bones. `path` is also how messages name it. */
SkCharacter *sk_character_new(const char *skeleton_path, const SkScope *scope);
/* The character of `cfg` rewritten (after a fix round): its parts looked
 * up again, each given the document `old` had for the same file. */
SkCharacter *sk_character_replan(const SkCharacter *old, const SkSource *cfg,
                                 const SkScope *scope, const char *workdir);
void sk_character_free(SkCharacter *c);
/* The .cfg it was read from, or NULL. */
const char *sk_character_cfg(const SkCharacter *c);
size_t sk_character_parts(const SkCharacter *c, const SkPart **parts);
/* The part whose file is the file at `path` (compared by device and
 * inode, then by name), or -1. */
int32_t sk_character_find(const SkCharacter *c, const char *path);
/* Gives a part its checked document: the skeleton (whose bones meshes and
 * animations are checked against) and meshes (the bases of morph
 * targets). The document must outlive every check that uses the
 * character; documents whose model is incomplete are ignored. */
void sk_character_set_document(SkCharacter *c, int32_t part, const SkDocument *doc);
const SkDocument *sk_character_document(const SkCharacter *c, int32_t part);
/* The skeleton part, or -1. */
int32_t sk_character_skeleton(const SkCharacter *c);

/* ------------------------------------------------------------------ */
/* Ignore files: .gitignore patterns (ignore.c)                         */
/* ------------------------------------------------------------------ */

/* The patterns of one .gitignore, matched as git does (gitignore(5):
 * negation, folder-only patterns, anchored patterns, `**`, classes) with
 * no git needed. `base` is the file's folder relative to the walk's root
 * ("" or ending in '/'); paths matched are relative to the same root. */
typedef struct SkIgnore SkIgnore;
typedef enum { SK_IGNORE_NONE, SK_IGNORE_IGNORED, SK_IGNORE_KEPT } SkIgnoreVerdict;
/* win: letters match in either case, as git's core.ignorecase makes them
 * on Windows (sk_ignore_parse: the system's own way). */
SkIgnore *sk_ignore_parse_for(bool win, const char *text, size_t len, const char *base);
#define sk_ignore_parse(text, len, base) sk_ignore_parse_for(SK_PATH_WIN, text, len, base)
void sk_ignore_free(SkIgnore *ig);
/* What the last pattern matching `rel` (a file, or a folder when is_dir)
 * says: ignored, kept (a '!' pattern), or nothing (no pattern matches, or
 * `rel` is not below the file's folder). *pattern (as written) and *line
 * (1-based) say which pattern; both may be NULL. */
SkIgnoreVerdict sk_ignore_match(const SkIgnore *ig, const char *rel, bool is_dir,
                                const char **pattern, uint32_t *line);

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

/* What a rule sees. */
struct SkContext {
  const SkSource *src;
  const SkModel *model;
  const SkOptions *opts;
  SkFormat format;
  /* The line ending a fix should insert ("\r\n" in a CRLF text, else
   * "\n"), found once per check: sk_source_eol reads every line. */
  const char *eol;
  /* The character the document is checked in (NULL: on its own, and no
   * check between files runs), and which of its parts the document is
   * (-1: none, e.g. a mesh bound by --skeleton, or the .cfg itself). */
  const SkCharacter *character;
  int32_t part;
};

/* A parsed document: source, detected format, model, diagnostics. */
typedef struct SkDocument {
  SkSource *src;
  SkFormat format;
  SkModel *model;        /* NULL when the front-end could not build one */
  SkDiagList diags;
} SkDocument;

/* Syntax trees kept between checks of one document edited in place (a
 * language server's open document). Report every edit with
 * sk_reparse_edit before applying it to the text, and check with
 * sk_document_check_reparse: the front-ends of tree-sitter formats (bon,
 * lgw, bpstruct, bpanim) then re-parse incrementally, re-reading only
 * what the edits touched; other formats re-parse whole. The diagnostics
 * are the same as a fresh check's. */
typedef struct SkReparse SkReparse;
SkReparse *sk_reparse_new(void);
void sk_reparse_free(SkReparse *r);
/* Forgets the kept tree (the whole text was replaced). */
void sk_reparse_reset(SkReparse *r);
/* [start, end) of `before` — the text as it is before the edit — is about
 * to be replaced by `with_len` bytes of `with`. */
void sk_reparse_edit(SkReparse *r, const SkSource *before, uint32_t start, uint32_t end,
                     const char *with, size_t with_len);
/* How many parses started from a kept tree or a kept model (for tests). */
uint32_t sk_reparse_count(const SkReparse *r);
/* Hands the model of `doc` — the last check made with r — over to r before
 * the document is freed: the next check may re-use it (the XSF front-end
 * re-reads only the BONE element an edit touched). Does nothing for any
 * other document. */
void sk_reparse_keep(SkReparse *r, SkDocument *doc);

/* Process-wide set-up of the XML parser (libxml2's globals and a deny-all
 * external entity loader), done once however often it is called. Call it
 * before starting threads that check documents; the XML front-ends also
 * call it. */
void sk_init(void);

/* Detects the format (unless `format` is given), parses and lints.
 * Takes ownership of `src`. Never returns NULL. */
SkDocument *sk_document_check(SkSource *src, SkFormat format,
                              const SkOptions *opts);
/* Like sk_document_check, re-parsing from the trees kept in `r` (may be
 * NULL) and keeping the new ones there. */
SkDocument *sk_document_check_reparse(SkSource *src, SkFormat format,
                                      const SkOptions *opts, SkReparse *r);
/* Like sk_document_check_reparse, as part `part` (-1: none) of character
 * `c` (may be NULL): the checks between files run too. */
SkDocument *sk_document_check_in(SkSource *src, SkFormat format, const SkOptions *opts,
                                 const SkCharacter *c, int32_t part, SkReparse *r);
void sk_document_free(SkDocument *doc);
/* Adds to `cfg` (the checked .cfg of character c) the findings of `from`
 * (part `part`'s document, checked in c but not reported: outside the
 * .cfg's folder) that compare it with the other files, at the .cfg line
 * naming it. Returns how many. */
size_t sk_document_relay(SkDocument *cfg, const SkCharacter *c, int32_t part,
                         const SkDocument *from);

/* A front-end: builds the model and reports input/syntax problems. */
typedef struct {
  SkFormat format;
  /* Returns a model (possibly partial) or NULL if nothing usable. */
  SkModel *(*parse)(const SkSource *src, const SkOptions *opts,
                    SkDiagSink *sink);
} SkFrontEnd;

/* The fixes one round applies — the one fix policy of the CLI's --fix
 * and the language server's "Fix all": in diagnostic order, each
 * diagnostic's preferred fix (sk_diag_preferred_fix) when it is well
 * formed, else (when its rule marked none) its first eligible fix (safe
 * ones; unsafe ones too when `unsafe`) that is well formed (edits inside the `text_len` bytes of
 * text, none clashing with another of its edits), kept whole when none of
 * its edits clashes with an edit kept before it; otherwise the diagnostic
 * waits for the next round (its later fixes are alternatives, never
 * fallbacks). Two edits clash when they share a character or start at the
 * same point. Fills `chosen` (room for diags->count) in diagnostic order
 * and returns how many. O(n log n) in the number of edits. */
size_t sk_fixes_pick(const SkDiagList *diags, bool unsafe, size_t text_len,
                     const SkFix **chosen);
/* Applies one round of fixes (sk_fixes_pick) to the source's text.
 * Returns the new UTF-8 text (malloc'd, NUL-terminated; caller frees) and
 * its length, and the number of fixes applied in *applied (0: the text is
 * unchanged). Callers re-lint and repeat until a round applies nothing. */
char *sk_fixes_apply(const SkSource *src, const SkDiagList *diags, bool unsafe,
                     size_t *out_len, size_t *applied);
/* The line ending new text should use in this source: "\r\n" for CRLF
 * files, "\n" otherwise. */
const char *sk_source_eol_text(const SkSource *src);

/* ------------------------------------------------------------------ */
/* Binary Cal3D as XML (`skellint show`)                               */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_BINARY_XML_WRITTEN,     /* the whole file, written as XML */
  SK_BINARY_XML_NOT_BINARY,  /* no binary Cal3D magic: nothing written */
  SK_BINARY_XML_NOT_DECODED, /* a binary type skellint does not decode yet */
  SK_BINARY_XML_STOPPED      /* the read stopped (truncated, refused, not
                              * checked): the findings say where; nothing
                              * written */
} SkBinaryXml;

/* Writes a binary Cal3D file (CSF, CAF …) to `out` as the Cal3D XML file
 * it is equivalent to (XSF, XAF …: the elements and attributes in the
 * order Cal3D's own saver writes them, floats as the shortest text that
 * reads back to the same float), so that it checks with the same findings.
 * The decoder's findings (SK001, SK003 …, with `opts`' severities; NULL
 * for the defaults) are appended to `diags`; the rules do not run. The XML
 * format is stored in *xml_format (may be NULL). Nothing is written unless
 * the whole file decodes. */
SkBinaryXml sk_cal3d_binary_to_xml(const SkSource *src, const SkOptions *opts, FILE *out,
                                   SkDiagList *diags, SkFormat *xml_format);

/* ------------------------------------------------------------------ */
/* Vocabulary: the words each format accepts, for editors              */
/* ------------------------------------------------------------------ */

/* What each format accepts — elements, attributes, keys, keywords and
 * their fixed values — with where each may appear and a short description
 * (what completion shows beside it and hover explains). The words are the
 * front-ends' own tables (lint/formats/xsf_vocab.c for the Cal3D XML
 * formats; bon_vocab.c, lgw.c, bonespro.c, dash_vocab.c), read through these
 * functions (lint/vocab.c): completion and hover need no front-end's
 * header. Formats without words (binaries, BonesPro structure, .cfg)
 * have an empty vocabulary. */
typedef enum {
  SK_WORD_ELEMENT,   /* an XML element; parent: the element it goes in */
  SK_WORD_ATTRIBUTE, /* an XML attribute; parent: its element */
  SK_WORD_KEY,       /* a JSON key; parent: the key whose object holds it
                      * (NULL: a bone object of Dash's top-level array) */
  SK_WORD_KEYWORD,   /* a keyword opening a line; parent: the section or
                      * block it goes in (NULL: the top level, or any
                      * section the format allows: sk_vocab_allowed) */
  SK_WORD_HEADER     /* a whole first line (RokDeBone2 .bon) */
} SkWordKind;

/* A fixed value a word takes, and what it means (or NULL). */
typedef struct {
  const char *value;
  const char *description;
} SkWordValue;

typedef struct {
  const char *name;          /* as files write it */
  SkWordKind kind;
  const char *parent;        /* where it may appear (see SkWordKind) */
  const char *description;   /* one short phrase or sentence, or NULL */
  const SkWordValue *values; /* its fixed values, ended by a NULL value; or NULL */
  unsigned value_arg;        /* the argument (0-based) those values are for */
  const char *also;          /* another spelling the format reads, or NULL */
} SkWord;

/* The i-th word (0-based) of format f, in the order editors offer them;
 * false past the last. A word allowed in several places is listed once
 * for each (parent). The strings are static. */
bool sk_vocab_word(SkFormat f, size_t i, SkWord *out);
/* The first word of kind `kind` named [name, name+len) — in any letter
 * case in the XML formats, exactly (or as `also`) elsewhere — whose parent
 * is `parent` (same comparison), or any parent when `parent` is NULL.
 * False when there is none. */
bool sk_vocab_find(SkFormat f, SkWordKind kind, const char *parent, const char *name, size_t len,
                   SkWord *out);

/* What a document's model says of where words go. `m` may be NULL (no
 * model yet) or of another format (then it is not read). */

/* The section or block around `offset` by the name of the keyword that
 * opens it ("NAMEPART", "MESH"), as the parent of the keywords allowed
 * there; NULL at the top level. A .bon declared mixed has no sections:
 * all of it is in its header's (the SK_WORD_HEADER word's name). */
const char *sk_vocab_section_at(SkFormat f, const SkModel *m, uint32_t offset);
/* Whether keyword or header word `w` may open the line `line` (without its
 * end): it belongs in the section or block the line is in, the document's
 * header does not rule it out, and it is not written on another line when
 * a document writes it once. */
bool sk_vocab_allowed(SkFormat f, const SkModel *m, const SkWord *w, SkSpan line);

/* A header word the document wrote (BonesPro animation header lines). */
typedef struct {
  SkSpan key;   /* the word as written; a value written alone: its line */
  SkSpan value; /* its value (without quotes), empty when missing */
  bool alone;   /* the header gives values alone, without their keys */
} SkWritten;
/* Whether the document wrote word `w`, and where. */
bool sk_vocab_written(SkFormat f, const SkModel *m, const SkWord *w, SkWritten *out);
/* How a document's header is written: not yet, keys with their values,
 * or values alone (in the format's order); and the offset after which its
 * lines go (UINT32_MAX: not known). False for a format without such a
 * header. */
typedef enum { SK_HEADER_NONE, SK_HEADER_KEYED, SK_HEADER_VALUES } SkHeaderForm;
bool sk_vocab_header(SkFormat f, const SkModel *m, SkHeaderForm *form, uint32_t *after);
/* Why format f cannot hold the bone name [name, name+len) — the file would
 * read back otherwise, or not at all (a .bon name with ',' is two names;
 * XML 1.0 has no U+FFFE) — as one sentence (static), or NULL when it can.
 * Every format refuses an empty name, bytes that are not UTF-8 and control
 * characters. An editor's rename asks here before it writes a name. */
const char *sk_vocab_name_refused(SkFormat f, const char *name, size_t len);

/* ------------------------------------------------------------------ */
/* Outline: what a document holds besides bones, for editors           */
/* ------------------------------------------------------------------ */

/* A Cal3D mesh's submeshes (and their morph targets), an animation's
 * tracks, a morph animation's tracks, a material's colours and maps, a
 * model file's parts, an LGW model's materials and meshes, a BonesPro
 * animation's header and frames (outline.c; the language server's
 * document symbols). */
typedef enum {
  SK_SYMBOL_FILE,      /* a file named (a model file's part, a material's map) */
  SK_SYMBOL_NAMESPACE, /* a header */
  SK_SYMBOL_PROPERTY,  /* a setting or colour */
  SK_SYMBOL_FIELD,     /* a material */
  SK_SYMBOL_OBJECT,    /* a track */
  SK_SYMBOL_STRUCT,    /* a submesh or mesh */
  SK_SYMBOL_EVENT      /* a morph target, a frame */
} SkSymbolKind;

typedef struct SkSymbol {
  char *name;          /* "(unnamed)" when it has none */
  char *detail;        /* or NULL */
  SkSymbolKind kind;
  SkSpan range;        /* its element or block */
  SkSpan selection;    /* its name or start tag, inside range */
  struct SkSymbol *children;
  uint32_t nchildren;
} SkSymbol;

/* Asked (at most once) for the skeleton whose bone names an animation's
 * tracks take; NULL: tracks are "bone N". */
typedef const SkModel *(*SkSkeletonOf)(void *arg);
/* The outline of `doc`, in file order: the number of symbols, and the
 * array in *out (NULL when none). `skeleton` may be NULL. Free with
 * sk_outline_free. */
size_t sk_outline(const SkDocument *doc, SkSkeletonOf skeleton, void *arg, SkSymbol **out);
void sk_outline_free(SkSymbol *symbols, size_t n);

/* ------------------------------------------------------------------ */
/* Detection                                                           */
/* ------------------------------------------------------------------ */

/* By content first, extension second. `path` may be NULL. Returns
 * SK_FORMAT_UNKNOWN when nothing matches. */
SkFormat sk_detect(const char *path, const char *bytes, size_t len);
/* By extension alone (".xsf" → SK_FORMAT_XSF), case-insensitive. */
SkFormat sk_format_from_path(const char *path);
/* Whether the path's extension is .cfg (any case): a candidate Cal3D model
 * file, to be confirmed by its content (sk_detect). */
bool sk_path_is_cfg(const char *path);
/* Whether a prefix of a file is too little to tell its format: a .cfg
 * whose prefix holds only blank and `#` comment lines (Cal3D ignores
 * them, so a model file can start with any number). A reader that
 * detects from a prefix reads the whole file (within its size limit)
 * before it calls such a file unknown. */
bool sk_detect_undecided(const char *path, const char *bytes, size_t len);

/* ------------------------------------------------------------------ */
/* Shared helpers                                                      */
/* ------------------------------------------------------------------ */

void *sk_xmalloc(size_t n);
void *sk_xcalloc(size_t n, size_t size);
void *sk_xrealloc(void *p, size_t n);
char *sk_xstrdup(const char *s);
char *sk_xstrndup(const char *s, size_t n);
char *sk_xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *sk_xvasprintf(const char *fmt, va_list ap);
/* FNV-1a, 64 bits, of data[0, len) continued from h (start with
 * SK_HASH_SEED): fingerprints, shards and hash tables. The values are part
 * of what users keep (baselines, shard assignments): never change it. */
uint64_t sk_hash64(const void *data, size_t len, uint64_t h);
#define SK_HASH_SEED 0xcbf29ce484222325ULL

/* A hash map from byte strings (copied) to pointers (map.c): constant
 * time per look-up however many entries it holds. */
typedef struct SkMap SkMap;
SkMap *sk_map_new(void);
/* Frees the map, and each value with free_value (may be NULL). */
void sk_map_free(SkMap *m, void (*free_value)(void *));
/* The value's slot for key[0, len), made (holding NULL) when the key is
 * new; *added (may be NULL) says which. The slot moves when the map
 * grows: use it before the next sk_map_slot. */
void **sk_map_slot(SkMap *m, const void *key, size_t len, bool *added);
/* The value of key[0, len), or NULL. */
void *sk_map_get(const SkMap *m, const void *key, size_t len);
size_t sk_map_count(const SkMap *m);

/* A growable string. */
typedef struct {
  char *data;
  size_t len, cap;
} SkBuf;
void sk_buf_append(SkBuf *b, const char *s, size_t n);
void sk_buf_puts(SkBuf *b, const char *s);
void sk_buf_putc(SkBuf *b, char c);
void sk_buf_printf(SkBuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *sk_buf_take(SkBuf *b); /* returns data (NUL-terminated), resets b */
void sk_buf_free(SkBuf *b);

/* UTF-8: the length (1..4) of the well-formed sequence at s, or 0 when it
 * is not one (overlong, surrogate, past U+10FFFF, truncated); whether all
 * of s[0, len) is well formed (the language server's check of a message
 * body); and a copy of s with every invalid byte and NUL replaced by
 * U+FFFD (for JSON). Caller frees. */
size_t sk_utf8_seq(const char *s, size_t avail);
/* The code point of the well-formed sequence at s, its length in *len (0
 * when it is not one, as sk_utf8_seq). */
uint32_t sk_utf8_decode(const char *s, size_t avail, size_t *len);
bool sk_utf8_valid(const char *s, size_t len);
char *sk_utf8_sanitize(const char *s, size_t len);
/* The one escaping policy (escape.c, which documents it): text from a file
 * written for a terminal or an XML/JSON reader, with control characters
 * (C0, C1, DEL), noncharacters (U+FFFE …) and bytes that are not UTF-8
 * written visibly as \n \r \t \xNN \u{NNNN}, never raw.
 * sk_buf_put_shown appends s[0, n) so (SK_SHOWN_TABS: tabs stay tabs, for
 * lines of a file); sk_shown_plain: whether it needs nothing escaped;
 * sk_display_text: a malloc'd copy, and when that is longer than max bytes
 * (0: no limit) its start, "…" and its end; sk_buf_put_xml: the policy,
 * then & < > " ' as XML entities (text and attribute values). */
enum { SK_SHOWN_TABS = 1 };
void sk_buf_put_shown(SkBuf *b, const char *s, size_t n, unsigned flags);
bool sk_shown_plain(const char *s, size_t n);
char *sk_display_text(const char *s, size_t len, size_t max);
void sk_buf_put_xml(SkBuf *b, const char *s, size_t n);

/* Number parsing shared by every front-end. */
typedef enum {
  SK_NUM_OK,
  SK_NUM_EMPTY,
  SK_NUM_INVALID,   /* not a number: "1.2.3", "abc" */
  SK_NUM_RANGE,     /* out of the type's range */
  SK_NUM_NONFINITE  /* nan, inf */
} SkNumStatus;

/* Parses exactly [s, s+len) as a decimal floating-point number (sign,
 * digits, fraction, exponent; also "nan"/"inf" as SK_NUM_NONFINITE). */
SkNumStatus sk_parse_double(const char *s, size_t len, double *out);
/* Parses exactly [s, s+len) as a decimal integer with optional sign. */
SkNumStatus sk_parse_int(const char *s, size_t len, int64_t *out);
/* Splits [s, s+len) at ASCII white space; calls `fn` for each token with
 * its offset relative to s. Returns the number of tokens. */
size_t sk_tokens(const char *s, size_t len,
                 void (*fn)(void *ud, const char *tok, size_t tok_len,
                            size_t offset),
                 void *ud);
/* Formats a double in the shortest form that round-trips at `decimals`
 * decimal places (decimals < 0: %.9g, trimmed). Returns a malloc'd string. */
char *sk_format_double(double v, int decimals);
/* The number of digits after the decimal point in a numeric token, or -1
 * when it is written in exponent form. */
int sk_decimals_of(const char *tok, size_t len);

/* Quaternion helpers (x y z w, Hamilton product). */
void sk_quat_mul(const double a[4], const double b[4], double out[4]);
void sk_quat_conj(const double q[4], double out[4]);
/* Cal3D's vector-by-quaternion rotation: v' = conj(q)·v·q. */
void sk_quat_rotate_cal3d(const double q[4], const double v[3], double out[3]);

#endif
