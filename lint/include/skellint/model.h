/* skellint/model.h — the model layer: formats, options, the model and its skeleton,
 * the registry, diagnostics and fixes, a checked document's data, what a
 * character holds (not how it is found) and the context a rule sees. A rule
 * sees this header and text.h: nothing here reads a file or parses. One header per layer of lint/ (docs/architecture.md); skellint.h includes them all. */
#ifndef SKELLINT_MODEL_H
#define SKELLINT_MODEL_H

#include "text.h"

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
/* The directive word of a kind ("skellint-disable-next-line"), as the
 * comments write it (suppress.c reads them, editor/suppress_edit.c writes
 * them). */
const char *sk_suppress_word(SkSuppressKind kind);

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
/* Where a bone is named: its name, else its whole declaration — where
 * definition goes, what a symbol selects, what a note points at. */
SkSpan sk_bone_place(const SkBone *b);
/* The same, with its ID before its whole declaration: what highlights and
 * references mark as the declaration (an XSF bone without a NAME). */
SkSpan sk_bone_mark(const SkBone *b);

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

/* A parsed document: source, detected format, model, diagnostics. */
typedef struct SkDocument {
  SkSource *src;
  SkFormat format;
  SkModel *model;        /* NULL when the front-end could not build one */
  SkDiagList diags;
} SkDocument;

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

/* The .cfg it was read from, or NULL. */
const char *sk_character_cfg(const SkCharacter *c);
size_t sk_character_parts(const SkCharacter *c, const SkPart **parts);
const SkDocument *sk_character_document(const SkCharacter *c, int32_t part);
/* The skeleton part, or -1. */
int32_t sk_character_skeleton(const SkCharacter *c);

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

/* The findings about each bone (bone_findings.c): the worst severity of
 * each bone's diagnostics (SK_SEVERITY_OFF: none), malloc'd, nbones
 * entries; and each bone's diagnostics, diag[at[b] .. at[b+1]) the
 * indices in doc->diags of those about bone b, in report order (one
 * counting sort). */
SkSeverity *sk_bone_severities(const SkDocument *doc);
typedef struct {
  uint32_t *at;
  size_t *diag;
} SkBoneFindings;
SkBoneFindings sk_bone_findings(const SkDocument *doc);
void sk_bone_findings_free(SkBoneFindings *bf);
/* Calls `fn` with each rule code of bone b's findings once, in report
 * order. */
void sk_bone_codes(const SkDocument *doc, const SkBoneFindings *bf, uint32_t b,
                   void (*fn)(void *ud, const SkDiagnostic *d), void *ud);

#endif
