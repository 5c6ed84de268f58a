/* xsf_vocab.c — the vocabulary of the Cal3D XML formats: which element
 * goes where, the attributes of each, and the values an attribute takes
 * from a fixed set. For XSF it is what the front-end reads (xsf.c takes
 * the attributes through these tables, which say where each is kept); for
 * XMF and XAF, which are checked for well-formedness only, it is what
 * Cal3D's XML loader reads (shared specs/README.md, section 1). Editors
 * offer it as completions. */
#include "xsf.h"

#include <stddef.h>
#include <strings.h>

static const XsfAttrInfo no_attrs[] = {{NULL, 0, NULL}};

/* ---- XSF ---- */

static const XsfValue magic_xsf[] = {{"XSF", "Cal3D XML skeleton"}, {NULL, NULL}};

/* IMVU's light types (SK406). */
static const XsfValue light_types[] = {
    {"0", "none"}, {"1", "omni"}, {"2", "directional"}, {"3", "target/spot"},
    {"4", "ambient"}, {NULL, NULL}};

static const XsfAttrInfo xsf_header[] = {
    {"MAGIC", offsetof(XsfExt, header_magic), magic_xsf},
    {"VERSION", offsetof(XsfExt, header_version), NULL},
    {NULL, 0, NULL}};

static const XsfAttrInfo xsf_skeleton[] = {
    {"NUMBONES", offsetof(XsfExt, numbones), NULL},
    {"VERSION", offsetof(XsfExt, version), NULL},
    {"MAGIC", offsetof(XsfExt, magic), magic_xsf},
    {"SCENEAMBIENTCOLOR", offsetof(XsfExt, scene_ambient), NULL},
    {NULL, 0, NULL}};

static const XsfAttrInfo xsf_bone[] = {
    {"ID", offsetof(XsfBone, id), NULL},
    {"NAME", offsetof(XsfBone, name), NULL},
    {"NUMCHILDS", offsetof(XsfBone, numchilds), NULL},
    {"LIGHTTYPE", offsetof(XsfBone, lighttype), light_types},
    {"LIGHTCOLOR", offsetof(XsfBone, lightcolor), NULL},
    {NULL, 0, NULL}};

/* The children of BONE come first, indexed by XsfElemKind, in the order
 * both readers require. */
static const XsfElemInfo xsf[] = {
    [XSF_EL_TRANSLATION] = {"TRANSLATION", "BONE", no_attrs},
    [XSF_EL_ROTATION] = {"ROTATION", "BONE", no_attrs},
    [XSF_EL_LOCALTRANSLATION] = {"LOCALTRANSLATION", "BONE", no_attrs},
    [XSF_EL_LOCALROTATION] = {"LOCALROTATION", "BONE", no_attrs},
    [XSF_EL_PARENTID] = {"PARENTID", "BONE", no_attrs},
    [XSF_EL_CHILDID] = {"CHILDID", "BONE", no_attrs},
    [XSF_EL_UNKNOWN] = {"HEADER", NULL, xsf_header},
    {"SKELETON", NULL, xsf_skeleton},
    {"BONE", "SKELETON", xsf_bone},
    {NULL, NULL, NULL}};

static const int arity[XSF_EL_UNKNOWN] = {3, 4, 3, 4, 1, 1};

const char *xsf_elem_tag(XsfElemKind k) {
  return (unsigned)k < XSF_EL_UNKNOWN ? xsf[k].tag : "";
}

int xsf_elem_arity(XsfElemKind k) {
  return (unsigned)k < XSF_EL_UNKNOWN ? arity[k] : 0;
}

/* ---- XMF ---- */

static const XsfValue magic_xmf[] = {{"XMF", "Cal3D XML mesh"}, {NULL, NULL}};

static const XsfAttrInfo xmf_header[] = {
    {"MAGIC", 0, magic_xmf}, {"VERSION", 0, NULL}, {NULL, 0, NULL}};
static const XsfAttrInfo xmf_mesh[] = {
    {"MAGIC", 0, magic_xmf}, {"VERSION", 0, NULL}, {"NUMSUBMESH", 0, NULL}, {NULL, 0, NULL}};
static const XsfAttrInfo xmf_submesh[] = {
    {"NUMVERTICES", 0, NULL}, {"NUMFACES", 0, NULL},    {"MATERIAL", 0, NULL},
    {"NUMLODSTEPS", 0, NULL}, {"NUMSPRINGS", 0, NULL},  {"NUMTEXCOORDS", 0, NULL},
    {NULL, 0, NULL}};
static const XsfAttrInfo xmf_vertex[] = {
    {"ID", 0, NULL}, {"NUMINFLUENCES", 0, NULL}, {NULL, 0, NULL}};
static const XsfAttrInfo xmf_influence[] = {{"ID", 0, NULL}, {NULL, 0, NULL}};
static const XsfAttrInfo xmf_spring[] = {
    {"VERTEXID", 0, NULL}, {"COEF", 0, NULL}, {"LENGTH", 0, NULL}, {NULL, 0, NULL}};
static const XsfAttrInfo xmf_face[] = {{"VERTEXID", 0, NULL}, {NULL, 0, NULL}};

static const XsfElemInfo xmf[] = {
    {"HEADER", NULL, xmf_header},
    {"MESH", NULL, xmf_mesh},
    {"SUBMESH", "MESH", xmf_submesh},
    {"VERTEX", "SUBMESH", xmf_vertex},
    {"SPRING", "SUBMESH", xmf_spring},
    {"FACE", "SUBMESH", xmf_face},
    {"POS", "VERTEX", no_attrs},
    {"NORM", "VERTEX", no_attrs},
    {"COLLAPSEID", "VERTEX", no_attrs},
    {"COLLAPSECOUNT", "VERTEX", no_attrs},
    {"TEXCOORD", "VERTEX", no_attrs},
    {"INFLUENCE", "VERTEX", xmf_influence},
    {"PHYSIQUE", "VERTEX", no_attrs},
    {NULL, NULL, NULL}};

/* ---- XAF ---- */

static const XsfValue magic_xaf[] = {{"XAF", "Cal3D XML animation"}, {NULL, NULL}};

static const XsfAttrInfo xaf_header[] = {
    {"MAGIC", 0, magic_xaf}, {"VERSION", 0, NULL}, {NULL, 0, NULL}};
static const XsfAttrInfo xaf_animation[] = {
    {"MAGIC", 0, magic_xaf}, {"VERSION", 0, NULL}, {"DURATION", 0, NULL},
    {"NUMTRACKS", 0, NULL},  {NULL, 0, NULL}};
static const XsfAttrInfo xaf_track[] = {
    {"BONEID", 0, NULL}, {"NUMKEYFRAMES", 0, NULL}, {NULL, 0, NULL}};
static const XsfAttrInfo xaf_keyframe[] = {{"TIME", 0, NULL}, {NULL, 0, NULL}};

static const XsfElemInfo xaf[] = {
    {"HEADER", NULL, xaf_header},
    {"ANIMATION", NULL, xaf_animation},
    {"TRACK", "ANIMATION", xaf_track},
    {"KEYFRAME", "TRACK", xaf_keyframe},
    {"TRANSLATION", "KEYFRAME", no_attrs},
    {"ROTATION", "KEYFRAME", no_attrs},
    {NULL, NULL, NULL}};

/* ---- Look-ups ---- */

const XsfElemInfo *xsf_vocabulary(SkFormat f) {
  return f == SK_FORMAT_XSF ? xsf : f == SK_FORMAT_XMF ? xmf : f == SK_FORMAT_XAF ? xaf : NULL;
}

static bool same_word(const char *word, const char *s, size_t len) {
  return strlen(word) == len && strncasecmp(word, s, len) == 0;
}

const XsfElemInfo *xsf_vocab_element(SkFormat f, const char *tag, size_t len) {
  for (const XsfElemInfo *e = xsf_vocabulary(f); e && e->tag; e++)
    if (same_word(e->tag, tag, len)) return e;
  return NULL;
}

const XsfAttrInfo *xsf_vocab_attr(const XsfElemInfo *e, const char *name, size_t len) {
  for (const XsfAttrInfo *a = e ? e->attrs : NULL; a && a->name; a++)
    if (same_word(a->name, name, len)) return a;
  return NULL;
}
