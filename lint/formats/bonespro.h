/* bonespro.h — what the BonesPro front-end records beyond the neutral
 * model: the counts at the top (Nb, Nv, Nf), the animation header lines,
 * the rotation part of every transform written as a matrix, and the
 * declared counts for SK107. Only bonespro rules read this; they reach it
 * with bp_ext(ctx).
 *
 * The model of a structure file: one bone per `<name>` (parent: the index
 * written, `*` for none; matrix: the bone transform), one vertex per vertex
 * with one influence per `bone weight` line. An animation file has no
 * bones or vertices in the model: its frames are checked as they are read,
 * and a Bones animation's bone transforms kept (BpExt.poses) for posing
 * the structure (bonespro_pose.c).
 *
 * The animation header comes in two forms, both read: the values alone,
 * one a line in the document's order (`Bones`, `"Absolute"`, … then three
 * numbers), as specs/bonespro-export.txt lists them, and keyed
 * (`ExportMode "Bones"`). The first header line that tells (a known key,
 * or a documented value) sets the form; lines in the other form are
 * recorded in BpExt.mixed (SK421 reports them). */
#ifndef SK_FORMAT_BONESPRO_H
#define SK_FORMAT_BONESPRO_H

#include "../report.h"
#include "skellint/words.h" /* SkWordValue: the header keys' values */

typedef enum {
  BP_KEY_EXPORT_MODE = 0,
  BP_KEY_TRANSFORM_SYSTEM,
  BP_KEY_TRANSFORM_REPRESENTATION, /* TransformRepesentation, as BonesPro spells it */
  BP_KEY_EULER_ORDER,
  BP_KEY_ANGLE_UNITS,
  BP_KEY_FIRST_FRAME,
  BP_KEY_LAST_FRAME,
  BP_KEY_STEP,
  BP_KEY_COUNT
} BpKey;

/* The header keys as written in files, indexed by BpKey. */
extern const char *const bp_key_names[BP_KEY_COUNT];

/* Each key's documented values, each list ended by a NULL value
 * (bonespro_words.c). */
extern const SkWordValue bp_key_values[BP_KEY_COUNT][10];

/* The key [s, s+n) names (TransformRepresentation too), or -1. */
int bp_key_of(const char *s, size_t n);

/* The i-th value the format documents for key k, or NULL after the last
 * (and for the keys whose value is a number: FirstFrame, LastFrame, Step). */
const char *bp_key_value(BpKey k, size_t i);

/* The first key from `from` on (up to AngleUnits) one of whose documented
 * values is [s, s+n), in any letter case; or -1. */
int bp_value_key(const char *s, size_t n, int from);

/* Whether the line [s, s+n) (no blanks or comment around it) can open an
 * animation header after the counts: a known key first, or an ExportMode
 * value alone, quoted or not. For content detection. */
bool bp_header_opens(const char *s, size_t n);
/* Whether the line is a header line BonesPro writes: a known key first,
 * or a known value of any key alone, quoted or not. For content detection
 * by the header's shape. */
bool bp_header_line_known(const char *s, size_t n);

typedef struct {
  bool present;
  SkSpan key;      /* the key as written; in the value-only form the whole line */
  SkSpan value;    /* without quotes; empty (start == end) when missing */
} BpSetting;

typedef enum {
  BP_FORM_NONE = 0, /* no header line yet */
  BP_FORM_KEYED,    /* ExportMode "Bones" */
  BP_FORM_VALUES    /* Bones: the values alone, as the document lists them */
} BpForm;

/* A header line in the other form than the header's. */
typedef struct {
  SkSpan line;     /* the line, without blanks and comment */
  int key;         /* the key it was read as, or -1 */
  SkSpan key_part; /* a keyed line: its key and separator, before the value */
} BpMixed;

typedef enum {
  BP_MODE_UNKNOWN = 0,
  BP_MODE_BONES,
  BP_MODE_MESH_ABSOLUTE,
  BP_MODE_MESH_BONES
} BpMode;

/* The 3x3 rotation part of a transform written as a matrix. */
typedef struct {
  SkSpan span;     /* its three rows */
  float r[9];      /* row-major */
  uint32_t frame;  /* UINT32_MAX in a structure file */
  uint32_t bone;
  bool node;       /* the node transform (else the bone transform) */
} BpMatrix;

/* A bone's transform in one frame of a Bones animation (the bone
 * transform; the node transform is for reference only, and not kept), for
 * posing the structure (bonespro_pose.c): the rotation as written — a
 * matrix, row-major, or three Euler angles in rot[0..2] — and the
 * translation. `got` has bit k set when line k of the transform (the
 * rows, then the translation) was three numbers. */
typedef struct {
  float rot[9];
  float t[3];
  uint32_t frame, bone;
  uint8_t got;
} BpFrameBone;

typedef struct {
  bool animation;
  BpSetting settings[BP_KEY_COUNT];
  BpForm form;          /* the header's form */
  SkSpan form_span;     /* the header line that set it, or SK_NO_SPAN */
  SkSpan header_span;   /* the header lines, first to last, or SK_NO_SPAN */
  BpMixed *mixed;       /* lines in the other form */
  uint32_t nmixed;
  SkSpan counts_span;   /* the Nb … Nf lines: where a missing header line belongs */
  SkSpan nf_span;       /* Nf as written (animation), or SK_NO_SPAN */
  int64_t nf;
  BpMatrix *matrices;
  uint32_t nmatrices;
  BpFrameBone *poses;   /* Bones mode with its frames read, in file order */
  uint32_t nposes;
  bool euler;           /* the poses' rotations are Euler angles */
  SkDeclaredCount *counts;
  uint32_t ncounts;
} BpExt;

/* The key of the header line that holds `off`, or -1. */
int bp_setting_at(const BpExt *x, uint32_t off);

static inline const BpExt *bp_ext(const SkContext *ctx) {
  return (ctx->format == SK_FORMAT_BPSTRUCT || ctx->format == SK_FORMAT_BPANIM) && ctx->model
             ? (const BpExt *)ctx->model->ext
             : NULL;
}

#endif
