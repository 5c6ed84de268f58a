/* xsf.h — what the Cal3D/IMVU XML front-end records beyond the neutral
 * model: the header, the SKELETON attributes, each BONE's attributes and
 * child elements in document order with exact spans, the CHILDID lists,
 * and every tag or attribute whose case differs from the canonical one.
 * Only XSF rules (lint/rules/) read this; they reach it as
 * (const XsfExt *)ctx->model->ext when ctx->format == SK_FORMAT_XSF. */
#ifndef SK_FORMAT_XSF_H
#define SK_FORMAT_XSF_H

#include "../report.h"
#include "skellint/words.h" /* SkWordValue: the vocabulary tables below */

/* An attribute as written. Matching of names is case-insensitive; `exact`
 * says whether it was written in the canonical upper case. */
typedef struct {
  bool present;
  bool exact;
  SkSpan name_span;   /* the attribute's name */
  SkSpan value_span;  /* the characters between the quotes */
  const char *value;  /* the value (entity-decoded), arena-owned */
} XsfAttr;

typedef enum {
  XSF_EL_TRANSLATION,
  XSF_EL_ROTATION,
  XSF_EL_LOCALTRANSLATION,
  XSF_EL_LOCALROTATION,
  XSF_EL_PARENTID,
  XSF_EL_CHILDID,
  XSF_EL_UNKNOWN,
  XSF_EL_COUNT
} XsfElemKind;

/* The canonical tag of a kind ("TRANSLATION"), and how many numbers it
 * holds (3, 4 or 1; 0 for unknown). */
const char *xsf_elem_tag(XsfElemKind k);
int xsf_elem_arity(XsfElemKind k);

/* ---- The vocabulary of the Cal3D XML formats (xsf_vocab.c) ---- */

/* A value from the fixed set an attribute takes, and what it means (the
 * public vocabulary's type: sk_vocab_word hands these tables out). */
typedef SkWordValue XsfValue;

typedef struct {
  const char *name;        /* canonical upper case */
  /* XSF: where the front-end keeps it, the offset of an XsfAttr in
   * XsfExt (HEADER, SKELETON) or in XsfBone (BONE). 0 in the other
   * formats, whose front-end (cal3d_xml.c) reads each attribute by name. */
  size_t offset;
  const XsfValue *values;  /* its fixed set, ended by a NULL value; or NULL */
  /* XMF, XAF, XRF, XPF: Cal3D's reader reads it without checking that it
   * is there (atoi of a missing attribute dereferences NULL). */
  bool required;
} XsfAttrInfo;

typedef struct {
  const char *tag;           /* canonical upper case */
  const char *parent;        /* the element it belongs in; NULL: the top level */
  const XsfAttrInfo *attrs;  /* ended by a NULL name */
  int kind;                  /* XMF, XAF, XRF, XPF: its CalElem (cal3d.h); else 0 */
  /* XMF, XAF, XRF, XPF: how Cal3D's reader takes it among its siblings,
   * which it reads in the order of this table: at least `min`, and more
   * than one only when `many`. */
  uint8_t min;
  bool many;
} XsfElemInfo;

/* The elements of a Cal3D XML format (XSF, XMF, XAF, XRF, XPF), ended by
 * a NULL tag (the children of one parent in the order files have them);
 * NULL for any other format. It is what the front-ends read, and what
 * Cal3D's XML loader reads (docs/cal3d-reader.md). */
const XsfElemInfo *xsf_vocabulary(SkFormat f);
/* The element of format f named [tag, tag+len) (any case), or NULL. */
const XsfElemInfo *xsf_vocab_element(SkFormat f, const char *tag, size_t len);
/* The attribute of element e named [name, name+len) (any case), or NULL. */
const XsfAttrInfo *xsf_vocab_attr(const XsfElemInfo *e, const char *name, size_t len);

/* One child element of a BONE, in document order. Kept small (a 100,000
 * bone file has 700,000 of them): numbers are re-read on demand with
 * xsf_child_numbers. */
typedef struct {
  SkSpan tag_span;     /* the name in the start tag */
  SkSpan element_span; /* from '<' of the start tag to '>' of the end tag */
  /* The trimmed text content; for empty content an empty span placed
   * right after the start tag. */
  SkSpan value_span;
  uint16_t nnums;      /* numbers in the text (tokens that parsed) */
  uint16_t ntokens;    /* white-space separated tokens */
  uint8_t kind;        /* XsfElemKind */
  bool numbers_ok;     /* every token was a finite number */
} XsfChild;

/* Re-reads the first (up to) four numbers of a child's text with their
 * spans; returns how many parsed. Tokens that are not numbers are skipped. */
uint32_t xsf_child_numbers(const SkSource *src, const XsfChild *c,
                           double nums[4], SkSpan spans[4]);

typedef struct {
  SkSpan start_tag;    /* "<BONE …>" */
  SkSpan tag_span;     /* "BONE" in it */
  XsfAttr id, name, numchilds, lighttype, lightcolor;
  bool numchild_spelling;  /* `numchilds` was written NUMCHILD (an exporter's spelling) */
  XsfChild *children;  /* arena-owned, in document order */
  uint32_t nchildren;
  /* Index into children of the first of each kind, or -1. */
  int32_t first[XSF_EL_COUNT];
  /* CHILDID values that parsed as integers, in order, with spans. */
  int64_t *childids;
  SkSpan *childid_spans;
  uint32_t nchildids;
} XsfBone;

/* A tag or attribute whose name differs from canonical upper case. */
typedef struct {
  SkSpan span;
  const char *written;   /* as written */
  const char *canonical; /* upper-case form */
  bool is_attribute;
} XsfCaseIssue;

/* An element that is not where the format allows it. */
typedef struct {
  SkSpan tag_span;
  const char *tag;
  const char *parent;    /* "SKELETON", or NULL at the top level */
} XsfStray;

typedef struct {
  /* <HEADER MAGIC=… VERSION=…/>, live or commented out. */
  bool has_header;
  bool header_commented;     /* only a commented-out HEADER was found */
  SkSpan header_tag;         /* the start tag (or the comment) */
  XsfAttr header_magic, header_version;
  /* <SKELETON …> */
  bool has_skeleton;
  SkSpan skeleton_tag;       /* the start tag */
  SkSpan skeleton_tag_name;  /* "SKELETON" in it */
  XsfAttr numbones, version, magic, scene_ambient;
  /* Parallel to model->bones. */
  XsfBone *bones;
  /* Where a new child of SKELETON could be inserted (before </SKELETON>). */
  uint32_t skeleton_close;
  XsfCaseIssue *case_issues;
  uint32_t ncase_issues;
  XsfStray *strays;
  uint32_t nstrays;
  /* The parse stopped at a syntax error: counts (NUMBONES vs bones) are
   * not to be trusted. */
  bool truncated;
} XsfExt;

static inline const XsfExt *xsf_ext(const SkContext *ctx) {
  return ctx->format == SK_FORMAT_XSF && ctx->model ? (const XsfExt *)ctx->model->ext : NULL;
}

/* An XSF bone's first child element of kind k, or NULL (not an XSF, or no
 * such element). */
static inline const XsfChild *xsf_bone_child(const SkContext *ctx, uint32_t bone,
                                             XsfElemKind k) {
  const XsfExt *x = xsf_ext(ctx);
  if (!x || !x->bones) return NULL;
  const XsfBone *xb = &x->bones[bone];
  return xb->first[k] < 0 ? NULL : &xb->children[xb->first[k]];
}

/* A colour of a binary skeleton (CSF): three floats. */
typedef struct {
  float v[3];
  SkSpan span;           /* the three floats */
  bool finite;           /* SK003 otherwise */
} CsfColor;

/* What a binary skeleton (CSF, cal3d_bin_csf.c) keeps beyond the bones:
 * its child lists, for the rules that hold them against the parents
 * (SK401, SK402). Its first member is its format, SK_FORMAT_XSF, as
 * CalExt's is its own (XAF …): cal3d_ext() tells the two apart so. */
typedef struct {
  SkFormat format;       /* SK_FORMAT_XSF */
  uint32_t *first_child; /* bone i's child IDs: [first_child[i], first_child[i+1]) */
  uint32_t nfirst, nfirst_cap;
  int64_t *childids;     /* as written (0 or more: the loader refuses others) */
  SkSpan *childid_spans;
  uint32_t nchildids, childids_cap, spans_cap;
  SkSpan *count_spans;   /* bone i's child count field */
  uint32_t ncounts, counts_cap;
  /* IMVU's lineage (911 to 999): the scene's ambient colour and a light
   * per bone (SK406), as XSF's SCENEAMBIENTCOLOR, LIGHTTYPE, LIGHTCOLOR. */
  bool lights;
  CsfColor ambient;
  struct CsfLight {
    int32_t type;
    SkSpan type_span;
    CsfColor color;
  } *bone_lights;         /* one per bone read whole */
  uint32_t nbone_lights, bone_lights_cap;
} CsfExt;

static inline const CsfExt *csf_ext(const SkContext *ctx) {
  const SkModel *m = ctx->model;
  if (ctx->format != SK_FORMAT_CAL3D_BINARY || !m || !m->ext) return NULL;
  const CsfExt *x = (const CsfExt *)m->ext;
  return x->format == SK_FORMAT_XSF ? x : NULL;
}

/* An XSF or its binary form, a CSF: messages name the fields by XSF's
 * elements (TRANSLATION, LOCALROTATION, PARENTID, CHILDID …), so that a CSF
 * and the XSF `skellint show` prints for it check with the same
 * messages. */
static inline bool xsf_or_csf(const SkContext *ctx) {
  return xsf_ext(ctx) || csf_ext(ctx);
}

#endif
