/* cal3d.h — what the front-ends of the rest of a Cal3D character record
 * beyond the neutral model: meshes (XMF), animations (XAF), materials (XRF)
 * and morph animations (XPF). One struct for all four, since they share
 * their header, their counts and their reader's habits; a front-end fills
 * the part of its format. Rules reach it with cal3d_ext(ctx).
 *
 * The neutral model of a mesh: one SkVertex per VERTEX (in file order,
 * across submeshes) with one SkInfluence per INFLUENCE; an influence's
 * `bone` is the ID as written (a bone index of the skeleton the mesh is
 * used with), resolved against a skeleton only by the cross-file rules.
 * Animations, materials and morph animations have no bones or vertices in
 * the model.
 *
 * Spans are byte offsets into the text (XML) or the file (binary). What
 * Cal3D's reader does with each element and count is in
 * docs/cal3d-reader.md: the rules judge against it. */
#ifndef SK_FORMAT_CAL3D_H
#define SK_FORMAT_CAL3D_H

#include "../report.h"

#include <stdio.h>

/* The elements of the four formats (the vocabulary, xsf_vocab.c, gives
 * each its tag, its parent and its attributes). */
typedef enum {
  CAL_EL_NONE = 0,
  CAL_EL_HEADER,
  /* XMF */
  CAL_EL_MESH, CAL_EL_SUBMESH, CAL_EL_VERTEX, CAL_EL_POS, CAL_EL_NORM, CAL_EL_COLOR,
  CAL_EL_COLLAPSEID, CAL_EL_COLLAPSECOUNT, CAL_EL_TEXCOORD, CAL_EL_INFLUENCE,
  CAL_EL_PHYSIQUE, CAL_EL_SPRING, CAL_EL_FACE, CAL_EL_MORPH, CAL_EL_BLENDVERTEX,
  CAL_EL_POSITION, CAL_EL_NORMAL, CAL_EL_BLENDTEXCOORD,
  /* XAF, XPF */
  CAL_EL_ANIMATION, CAL_EL_TRACK, CAL_EL_KEYFRAME, CAL_EL_TRANSLATION, CAL_EL_ROTATION,
  CAL_EL_WEIGHT,
  CAL_EL_TRACK_SUBMESH,   /* XPF: <SUBMESH ID="…"/> in a TRACK (Cal3D since 2017) */
  /* XRF */
  CAL_EL_MATERIAL, CAL_EL_AMBIENT, CAL_EL_DIFFUSE, CAL_EL_SPECULAR, CAL_EL_SHININESS,
  CAL_EL_MAP,
  CAL_EL_COUNT
} CalElem;

/* A numeric attribute as written. */
typedef struct {
  SkSpan value;     /* between the quotes; SK_NO_SPAN when absent */
  double v;         /* its value when `ok` */
  bool present;
  bool ok;          /* a finite number (an integer where one is expected) */
} CalNum;

/* A text attribute as written (MAGIC, a track's MORPHNAME …). */
typedef struct {
  SkSpan value;
  const char *text; /* arena; NULL when absent */
  bool present;
} CalText;

/* An element or attribute the reader does not expect there, or one it
 * needs that is missing. */
typedef enum {
  CAL_ISSUE_UNKNOWN_ELEMENT,   /* an element the reader does not know there */
  CAL_ISSUE_MISSING_ELEMENT,   /* a required child is missing */
  CAL_ISSUE_MISSING_ATTRIBUTE, /* a required attribute is missing */
  CAL_ISSUE_WRONG_ARITY,       /* an element holds the wrong number of numbers */
  CAL_ISSUE_ORDER              /* a child out of the order the reader reads */
} CalIssueKind;

typedef struct {
  uint8_t kind;       /* CalIssueKind */
  bool fatal;         /* the reader refuses the file (else it goes on) */
  SkSpan span;        /* where: the element, its name, or the attribute */
  const char *what;   /* "POS", "NUMVERTICES" (static or arena) */
  const char *where;  /* "VERTEX 12 of submesh 0" (arena), or NULL */
  uint32_t expected;  /* WRONG_ARITY: how many numbers */
  uint32_t found;
  uint8_t depth;      /* of the element it is about */
  const char *parent; /* the tag of the element that holds it, or NULL at
                       * the top level (static) */
  const char *after;  /* ORDER: the sibling it comes after (static) */
} CalIssue;

/* ---- XMF ---- */

typedef struct {
  SkSpan tag;                       /* the start tag */
  CalNum numvertices, numfaces, material, numlodsteps, numsprings, nummorphs,
      numtexcoords;
  uint32_t first_vertex, nvertices; /* into model->vertices and xmf vertices */
  uint32_t ninfluenced;             /* vertices with at least one INFLUENCE */
  uint32_t first_face, nfaces;
  uint32_t first_spring, nsprings;
  uint32_t first_morph, nmorphs;
  int8_t first_face_winding;        /* binary mainline mesh: -1 the first face has no
                                       normal, 1 the loader turns every face round,
                                       0 neither (and always 0 from XML) */
} CalSubmesh;

typedef struct {
  SkSpan tag;             /* the VERTEX start tag */
  CalNum id, numinfluences;
  float pos[3], norm[3];
  SkSpan pos_span, norm_span; /* the numbers' text, or SK_NO_SPAN */
  uint16_t ntexcoords;    /* TEXCOORD elements */
  uint8_t npos, nnorm;    /* numbers read in POS and NORM */
  bool has_collapseid, has_collapsecount, has_color;
} CalVertex;

typedef struct {
  SkSpan value;           /* VERTEXID's value */
  int64_t v[3];
  uint8_t n;              /* numbers read (3 expected) */
  bool ok;                /* every token was a whole number */
} CalFace;

typedef struct {
  SkSpan tag;
  SkSpan vertexid;        /* VERTEXID's value */
  int64_t v[2];
  uint8_t n;
} CalSpring;

typedef struct {
  SkSpan tag;             /* the MORPH start tag */
  CalText name;
  CalNum numblendverts;
  uint32_t nblendverts;   /* BLENDVERTEX elements */
  uint32_t first_blend;
} CalMorph;

typedef struct {
  CalNum id;              /* the base vertex it moves */
} CalBlendVertex;

/* ---- XAF ---- */

/* Where a track's keyframes are: in x->keys (XML), or left in a binary
 * file's bytes and read on demand by cal3d_keyframe (a 30 MB CAF holds a
 * million keyframes: bench/bench_caf.sh). */
typedef enum {
  CAL_KEYS_XML = 0,       /* x->keys[first_key …] */
  CAL_KEYS_PLAIN,         /* 32-byte records from key_offset */
  CAL_KEYS_QUANTISED,     /* mainline's compressed 12-byte records from key_offset */
  CAL_KEYS_IMVU           /* IMVU's compressed bit-packed records from key_offset */
} CalKeyLayout;

/* CalTrack.imvu: the flags of an IMVU compressed track's header. */
enum { CAL_IMVU_TRANSLATION = 1, CAL_IMVU_HIGH_RANGE = 2, CAL_IMVU_DYNAMIC = 4 };

typedef struct {
  SkSpan tag;
  CalNum boneid, numkeyframes;
  CalText morphname;      /* XPF: the morph target it drives */
  /* XPF since mp3butcher/Cal3D 763f8e7 (2017): the mesh of the model it
   * morphs (MESHID), and NUMSUBTARGET <SUBMESH ID="…"/> of that mesh
   * (x->track_submeshes[first_submesh …]). */
  CalNum meshid, numsubtarget;
  uint32_t first_submesh, nsubmeshes;
  uint32_t first_key, nkeys;
  uint8_t key_layout;     /* CalKeyLayout */
  uint32_t key_offset;    /* binary: the first keyframe's offset */
  float qmin[3], qscale[3]; /* CAL_KEYS_QUANTISED: the translations' minimum and step */
  uint8_t imvu;           /* CAL_KEYS_IMVU: CAL_IMVU_* flags */
} CalTrack;

typedef struct {
  SkSpan tag;
  CalNum time;
  bool has_translation, has_rotation, has_weight;
  float translation[3], rotation[4];
  float weight;           /* XPF */
  SkSpan translation_span, rotation_span, weight_span;
  uint8_t ntranslation, nrotation; /* numbers read */
} CalKeyframe;

/* ---- XRF ---- */

typedef struct {
  SkSpan span;            /* the numbers' text */
  double v[4];
  SkSpan tok[4];
  uint8_t n;              /* numbers read */
  bool present;
} CalColor;

typedef struct {
  SkSpan tag;
  SkSpan file;            /* the file name (trimmed content) */
} CalMap;

/* ---- The whole file ---- */

typedef struct {
  SkFormat format;
  /* <HEADER MAGIC=… VERSION=…/> before the root, or commented out. */
  bool has_header, header_commented;
  SkSpan header_tag;
  CalText header_magic;
  CalNum header_version;
  /* The root element (MESH, ANIMATION, MATERIAL) and its own MAGIC and
   * VERSION (files written without a HEADER carry them here). */
  bool has_root;
  SkSpan root_tag, root_name;
  CalText root_magic;
  CalNum root_version;
  uint32_t root_close;    /* '<' of its end tag, or 0 */
  /* The read stopped at a syntax error: counts are not to be trusted. */
  bool truncated;
  /* Decoded from a binary file (cal3d_bin.c, a CAF for `format` XAF):
   * spans are byte offsets of the fields, numbers have no text. */
  bool binary;

  /* Declared counts that differ from what follows (SK107). */
  SkDeclaredCount *counts;
  uint32_t ncounts, counts_cap;
  CalIssue *issues;
  uint32_t nissues, issues_cap;

  /* XMF */
  CalNum numsubmesh;
  CalSubmesh *submeshes;
  uint32_t nsubmeshes, submeshes_cap;
  CalVertex *vertices;    /* parallel to model->vertices */
  CalFace *faces;
  uint32_t nfaces, faces_cap;
  CalSpring *springs;
  uint32_t nsprings, springs_cap;
  CalMorph *morphs;
  uint32_t nmorphs, morphs_cap;
  CalBlendVertex *blends;
  uint32_t nblends, blends_cap;

  /* XAF and XPF */
  CalNum duration, numtracks;
  CalTrack *tracks;
  uint32_t ntracks, tracks_cap;
  CalKeyframe *keys;
  uint32_t nkeys, keys_cap;
  CalNum *track_submeshes; /* XPF: the ID of every <SUBMESH> of every TRACK */
  uint32_t ntrack_submeshes, track_submeshes_cap;

  /* XRF */
  CalNum nummaps;
  CalColor ambient, diffuse, specular;
  CalNum shininess;       /* the element's number, in `v` */
  SkSpan shininess_span;
  CalMap *maps;
  uint32_t nmaps, maps_cap;
} CalExt;

#define CAL3D_FORMATS                                                        \
  (SK_FMT_BIT(SK_FORMAT_XMF) | SK_FMT_BIT(SK_FORMAT_XAF) |                   \
   SK_FMT_BIT(SK_FORMAT_XRF) | SK_FMT_BIT(SK_FORMAT_XPF) |                   \
   SK_FMT_BIT(SK_FORMAT_CAL3D_BINARY))

/* NULL for a binary skeleton, whose extras are a CsfExt (xsf.h): both
 * start with their format, XSF for a CSF (a pointer to a struct is one to
 * its first member). */
static inline const CalExt *cal3d_ext(const SkContext *ctx) {
  if (!ctx->model || !ctx->model->ext || !(CAL3D_FORMATS & SK_FMT_BIT(ctx->format))) return NULL;
  if (*(const SkFormat *)ctx->model->ext == SK_FORMAT_XSF) return NULL;
  return (const CalExt *)ctx->model->ext;
}

/* A number's text for a message, as printf arguments for "%.*s": as
 * written in an XML file; its value in a binary one (whose bytes are no
 * text). `buf` holds at least 32 chars. */
static inline const char *cal3d_num_str(const SkContext *ctx, const CalNum *n, char *buf);
static inline int cal3d_num_len(const SkContext *ctx, const CalNum *n) {
  const CalExt *x = cal3d_ext(ctx);
  char buf[32];
  if (x && x->binary) return (int)strlen(cal3d_num_str(ctx, n, buf));
  return sk_span_valid(n->value) ? (int)(n->value.end - n->value.start) : 0;
}
static inline const char *cal3d_num_str(const SkContext *ctx, const CalNum *n, char *buf) {
  const CalExt *x = cal3d_ext(ctx);
  /* As `skellint show` writes it, so that its XML gives the same message. */
  if (x && x->binary) {
    if ((double)(float)n->v == n->v) return sk_format_float((float)n->v, buf), buf;
    return snprintf(buf, 32, "%.0f", n->v), buf;
  }
  return sk_span_valid(n->value) ? ctx->src->text + n->value.start : "";
}
#define CAL_NUM_TEXT(ctx, n, buf) cal3d_num_len(ctx, n), cal3d_num_str(ctx, n, buf)

/* Keyframe k of track t (0 ≤ k < nkeys) into *out, wherever it is kept:
 * a copy of x->keys[first_key + k] for XML, decoded from the file's bytes
 * (src->raw) for a binary file, as Cal3D's loader decodes it
 * (cal3d_bin_caf.c). */
void cal3d_keyframe(const SkSource *src, const CalExt *x, uint32_t t, uint32_t k,
                    CalKeyframe *out);

/* The times (or the rotations) of keyframes k0 … k0+n-1 of track t alone,
 * cheaper than whole keyframes for rules that look at every keyframe (a
 * large animation holds millions); ok[i] false where keyframe i has none
 * the rules can use (missing, not finite, not four numbers). Spans, for a
 * finding, from cal3d_keyframe. */
enum { CAL_KEY_BLOCK = 256 };
void cal3d_key_times(const SkSource *src, const CalExt *x, uint32_t t, uint32_t k0,
                     uint32_t n, float *time, bool *ok);
void cal3d_key_rotations(const SkSource *src, const CalExt *x, uint32_t t, uint32_t k0,
                         uint32_t n, float (*q)[4], bool *ok);

/* A CalExt on `m` for content of `format` (XMF, XAF, XRF, XPF), freed with
 * the model (cal3d_xml.c). */
CalExt *cal3d_ext_new(SkModel *m, SkFormat format);

/* The magic a format's HEADER carries ("XMF"). */
const char *cal3d_magic(SkFormat f);

/* The submesh of vertex v of a mesh, or NULL for another format. */
static inline const CalSubmesh *cal3d_vertex_submesh(const SkContext *ctx, uint32_t v,
                                                     uint32_t *index, uint32_t *in_submesh) {
  const CalExt *x = cal3d_ext(ctx);
  if (!x || x->format != SK_FORMAT_XMF || v >= ctx->model->nvertices) return NULL;
  uint32_t s = ctx->model->vertices[v].mesh;
  if (s >= x->nsubmeshes) return NULL;
  if (index) *index = s;
  if (in_submesh) *in_submesh = v - x->submeshes[s].first_vertex;
  return &x->submeshes[s];
}

#endif
