/* lgw.h — what the LGW model front-end records beyond the neutral model:
 * the meshes (name, material reference, vertex count, skinning), the
 * blocks whose closing repeats the opening's name (MESH, HELPER, GROUP),
 * primitive groups with their COUNT, indices out of range, materials,
 * EXPORT_VERSION, PIVOT matrices and the declared counts. Only lgw rules
 * read this; they reach it with lgw_ext(ctx).
 *
 * The model: bones are the skeleton's bones (every BONE of a LINK_TYPE
 * SKIN block; a name listed by several meshes is one bone), followed by one
 * node per attachment (a HELPER, or a MESH with LINK_TYPE NORMAL) whose
 * parent is the bone its PARENT block names. Vertices are the WVERTS lines
 * of all meshes (VERTS lines carry no weights and are only counted). */
#ifndef SK_FORMAT_LGW_H
#define SK_FORMAT_LGW_H

#include "../report.h"

typedef enum { LGW_PAIR_MESH = 0, LGW_PAIR_HELPER, LGW_PAIR_GROUP } LgwPairKind;

/* A block whose closing keyword repeats its name: MESH "n" … END_OF_MESH
 * "n", HELPER "n" … END_OF_HELPER "n", GROUP k … END_OF_GROUP k. */
typedef struct {
  uint8_t kind;       /* LgwPairKind */
  SkSpan open_kw;     /* MESH */
  SkSpan open_name;   /* "veins (the argument token), or SK_NO_SPAN */
  SkSpan close_kw;    /* END_OF_MESH */
  SkSpan close_name;  /* "cievy", or SK_NO_SPAN when nothing was written */
} LgwPair;

typedef struct {
  const char *name;   /* arena; "" when missing */
  const char *label;  /* the name as messages show it (shortened once: a
                       * 1 MiB name in each vertex's finding was quadratic) */
  SkSpan name_span;   /* the string token */
  SkSpan material_ref;/* MATERIAL_REF's argument, or SK_NO_SPAN */
  int64_t material;   /* its value */
  uint32_t nverts;    /* vertex lines read (VERTS or WVERTS) */
  uint32_t first_vertex; /* its first WVERTS vertex in model->vertices */
  bool weighted;      /* WVERTS */
  bool skin;          /* LINK_TYPE SKIN */
} LgwMesh;

typedef struct {
  uint32_t mesh;
  SkSpan open_kw;     /* GROUP */
  SkSpan count_span;  /* COUNT's argument, or SK_NO_SPAN */
  int64_t count;      /* declared */
  uint32_t nindices;  /* read */
  SkSpan type_span;   /* TYPE_LIST */
} LgwGroup;

/* An index of a GROUP that is not below its mesh's vertex count. */
typedef struct {
  SkSpan span;
  int64_t value;
  uint32_t group;
} LgwBadIndex;

typedef struct {
  int64_t id;
  SkSpan id_span;
  SkSpan name_span;
} LgwMaterial;

/* A PIVOT: its numbers as read (up to 16 kept). */
typedef struct {
  SkSpan keyword;
  SkSpan numbers;     /* from the first number to the last, or SK_NO_SPAN */
  uint32_t n;         /* numbers read (all of them, even beyond 16) */
  double v[16];
  SkSpan tok[16];
  const char *owner;  /* "bone \"x\"", "helper \"y\"" (arena) */
} LgwPivot;

/* A block from its opening keyword to the end of its closing line, or to
 * where a keyword of an outer block or the end of the file closed it.
 * `block` is the front-end's kind of block, for lgw_block_name and
 * lgw_block_keyword. */
typedef struct {
  uint8_t block;
  SkSpan span;
} LgwBlock;

typedef struct {
  LgwMesh *meshes;
  uint32_t nmeshes;
  LgwPair *pairs;
  uint32_t npairs;
  LgwGroup *groups;
  uint32_t ngroups;
  LgwBadIndex *bad_indices;
  uint32_t nbad_indices;
  LgwMaterial *materials;
  uint32_t nmaterials;
  bool has_material_list;
  LgwPivot *pivots;
  uint32_t npivots;
  SkDeclaredCount *counts;
  uint32_t ncounts;
  bool has_version;
  SkSpan version_span; /* EXPORT_VERSION's argument (or the keyword when missing) */
  int64_t version;
  bool version_valid;  /* the argument is an integer */
  SkSpan first_line;   /* where a missing EXPORT_VERSION belongs */
  LgwBlock *blocks;    /* in the order they open */
  uint32_t nblocks;
} LgwExt;

static inline const LgwExt *lgw_ext(const SkContext *ctx) {
  return ctx->format == SK_FORMAT_LGW && ctx->model ? (const LgwExt *)ctx->model->ext : NULL;
}

/* The mesh a vertex belongs to (its name as messages show it, shortened
 * when long) and its index within that mesh, for messages about vertices
 * ("vertex 12 of mesh \"body\""). */
const char *lgw_vertex_mesh(const SkContext *ctx, uint32_t vertex, uint32_t *index_in_mesh);

/* ---- Blocks, for editors (the keywords: sk_vocab_lgw in lgw.c) ---- */

/* The innermost block that holds the text after `offset` (a line's
 * start): the model's top level when none does or x is NULL. */
int lgw_block_at(const LgwExt *x, uint32_t offset);
/* What a block is called: "MESH", "the model". */
const char *lgw_block_name(int block);

#endif
