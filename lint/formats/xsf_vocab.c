/* xsf_vocab.c — the vocabulary of the Cal3D XML formats: which element
 * goes where, the attributes of each, and the values an attribute takes
 * from a fixed set. It is what the front-ends read (xsf.c takes the XSF
 * attributes through these tables, which say where each is kept;
 * cal3d_xml.c knows the other formats' elements by their kind) and what
 * Cal3D's XML loader reads (docs/cal3d-reader.md). Editors offer it as
 * completions through the public vocabulary (sk_vocab_xml below). */
#include "../front_end.h"
#include "cal3d.h"
#include "xsf.h"

#include <stddef.h>
#include <strings.h>

static const XsfAttrInfo no_attrs[] = {{NULL, 0, NULL, false}};

/* ---- XSF ---- */

static const XsfValue magic_xsf[] = {{"XSF", "Cal3D XML skeleton"}, {NULL, NULL}};

/* IMVU's light types (SK406). */
static const XsfValue light_types[] = {
    {"0", "none"}, {"1", "omni"}, {"2", "directional"}, {"3", "target/spot"},
    {"4", "ambient"}, {NULL, NULL}};

static const XsfAttrInfo xsf_header[] = {
    {"MAGIC", offsetof(XsfExt, header_magic), magic_xsf, false},
    {"VERSION", offsetof(XsfExt, header_version), NULL, false},
    {NULL, 0, NULL, false}};

static const XsfAttrInfo xsf_skeleton[] = {
    {"NUMBONES", offsetof(XsfExt, numbones), NULL, false},
    {"VERSION", offsetof(XsfExt, version), NULL, false},
    {"MAGIC", offsetof(XsfExt, magic), magic_xsf, false},
    {"SCENEAMBIENTCOLOR", offsetof(XsfExt, scene_ambient), NULL, false},
    {NULL, 0, NULL, false}};

static const XsfAttrInfo xsf_bone[] = {
    {"ID", offsetof(XsfBone, id), NULL, false},
    {"NAME", offsetof(XsfBone, name), NULL, false},
    {"NUMCHILDS", offsetof(XsfBone, numchilds), NULL, false},
    {"LIGHTTYPE", offsetof(XsfBone, lighttype), light_types, false},
    {"LIGHTCOLOR", offsetof(XsfBone, lightcolor), NULL, false},
    {NULL, 0, NULL, false}};

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
    {NULL, NULL, NULL, 0, 0, false}};

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
    {"MAGIC", 0, magic_xmf, false}, {"VERSION", 0, NULL, false}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_mesh[] = {
    {"MAGIC", 0, magic_xmf, false}, {"VERSION", 0, NULL, false}, {"NUMSUBMESH", 0, NULL, true}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_submesh[] = {
    {"NUMVERTICES", 0, NULL, true}, {"NUMFACES", 0, NULL, true},   {"MATERIAL", 0, NULL, true},
    {"NUMLODSTEPS", 0, NULL, true}, {"NUMSPRINGS", 0, NULL, true}, {"NUMMORPHS", 0, NULL, false},
    {"NUMTEXCOORDS", 0, NULL, true}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_vertex[] = {
    {"ID", 0, NULL, false}, {"NUMINFLUENCES", 0, NULL, true}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_influence[] = {{"ID", 0, NULL, true}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_spring[] = {
    {"VERTEXID", 0, NULL, true}, {"COEF", 0, NULL, true}, {"LENGTH", 0, NULL, true}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_face[] = {{"VERTEXID", 0, NULL, true}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_morph[] = {
    {"NAME", 0, NULL, true}, {"NUMBLENDVERTS", 0, NULL, false}, {"MORPHID", 0, NULL, false}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xmf_blendvertex[] = {
    {"VERTEXID", 0, NULL, true}, {"POSDIFF", 0, NULL, false}, {NULL, 0, NULL, false}};

/* In the order the reader takes them (cal3d xmlformat.cpp, loadXmlCoreMesh):
 * a SUBMESH's vertices, springs, morphs, faces; a VERTEX's POS, NORM, COLOR,
 * COLLAPSEID and COLLAPSECOUNT, texture coordinates, influences, PHYSIQUE. */
static const XsfElemInfo xmf[] = {
    {"HEADER", NULL, xmf_header, CAL_EL_HEADER, 0, false},
    {"MESH", NULL, xmf_mesh, CAL_EL_MESH, 1, false},
    {"SUBMESH", "MESH", xmf_submesh, CAL_EL_SUBMESH, 0, true},
    {"VERTEX", "SUBMESH", xmf_vertex, CAL_EL_VERTEX, 0, true},
    {"SPRING", "SUBMESH", xmf_spring, CAL_EL_SPRING, 0, true},
    {"MORPH", "SUBMESH", xmf_morph, CAL_EL_MORPH, 0, true},
    {"FACE", "SUBMESH", xmf_face, CAL_EL_FACE, 0, true},
    {"POS", "VERTEX", no_attrs, CAL_EL_POS, 1, false},
    {"NORM", "VERTEX", no_attrs, CAL_EL_NORM, 1, false},
    {"COLOR", "VERTEX", no_attrs, CAL_EL_COLOR, 0, false},
    {"COLLAPSEID", "VERTEX", no_attrs, CAL_EL_COLLAPSEID, 0, false},
    {"COLLAPSECOUNT", "VERTEX", no_attrs, CAL_EL_COLLAPSECOUNT, 0, false},
    {"TEXCOORD", "VERTEX", no_attrs, CAL_EL_TEXCOORD, 0, true},
    {"INFLUENCE", "VERTEX", xmf_influence, CAL_EL_INFLUENCE, 0, true},
    {"PHYSIQUE", "VERTEX", no_attrs, CAL_EL_PHYSIQUE, 0, false},
    {"BLENDVERTEX", "MORPH", xmf_blendvertex, CAL_EL_BLENDVERTEX, 0, true},
    {"POSITION", "BLENDVERTEX", no_attrs, CAL_EL_POSITION, 1, false},
    {"NORMAL", "BLENDVERTEX", no_attrs, CAL_EL_NORMAL, 1, false},
    {"TEXCOORD", "BLENDVERTEX", no_attrs, CAL_EL_BLENDTEXCOORD, 0, true},
    {NULL, NULL, NULL, 0, 0, false}};

/* ---- XAF ---- */

static const XsfValue magic_xaf[] = {{"XAF", "Cal3D XML animation"}, {NULL, NULL}};
static const XsfValue flag_values[] = {{"0", "no"}, {"1", "yes"}, {NULL, NULL}};

static const XsfAttrInfo xaf_header[] = {
    {"MAGIC", 0, magic_xaf, false}, {"VERSION", 0, NULL, false}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xaf_animation[] = {
    {"MAGIC", 0, magic_xaf, false}, {"VERSION", 0, NULL, false}, {"DURATION", 0, NULL, true},
    {"NUMTRACKS", 0, NULL, true},  {NULL, 0, NULL, false}};
static const XsfAttrInfo xaf_track[] = {
    {"BONEID", 0, NULL, true},
    {"NUMKEYFRAMES", 0, NULL, true},
    {"TRANSLATIONREQUIRED", 0, flag_values, false},
    {"TRANSLATIONISDYNAMIC", 0, flag_values, false},
    {"HIGHRANGEREQUIRED", 0, flag_values, false},
    {NULL, 0, NULL, false}};
static const XsfAttrInfo keyframe_attrs[] = {{"TIME", 0, NULL, true}, {NULL, 0, NULL, false}};

static const XsfElemInfo xaf[] = {
    {"HEADER", NULL, xaf_header, CAL_EL_HEADER, 0, false},
    {"ANIMATION", NULL, xaf_animation, CAL_EL_ANIMATION, 1, false},
    {"TRACK", "ANIMATION", xaf_track, CAL_EL_TRACK, 0, true},
    {"KEYFRAME", "TRACK", keyframe_attrs, CAL_EL_KEYFRAME, 0, true},
    {"TRANSLATION", "KEYFRAME", no_attrs, CAL_EL_TRANSLATION, 0, false},
    {"ROTATION", "KEYFRAME", no_attrs, CAL_EL_ROTATION, 1, false},
    {NULL, NULL, NULL, 0, 0, false}};

/* ---- XPF ---- */

static const XsfValue magic_xpf[] = {{"XPF", "Cal3D XML morph animation"}, {NULL, NULL}};

static const XsfAttrInfo xpf_header[] = {
    {"MAGIC", 0, magic_xpf, false}, {"VERSION", 0, NULL, false}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xpf_animation[] = {
    {"MAGIC", 0, magic_xpf, false}, {"VERSION", 0, NULL, false}, {"DURATION", 0, NULL, true},
    {"NUMTRACKS", 0, NULL, true},  {NULL, 0, NULL, false}};
static const XsfAttrInfo xpf_track[] = {
    {"MORPHNAME", 0, NULL, false}, {"NUMKEYFRAMES", 0, NULL, true}, {"MORPHID", 0, NULL, false},
    /* Since mp3butcher/Cal3D 763f8e7 (2017), whatever the VERSION: the mesh
     * and how many of its submeshes (<SUBMESH ID> before the keyframes). */
    {"MESHID", 0, NULL, false}, {"NUMSUBTARGET", 0, NULL, false}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xpf_track_submesh[] = {{"ID", 0, NULL, true}, {NULL, 0, NULL, false}};

static const XsfElemInfo xpf[] = {
    {"HEADER", NULL, xpf_header, CAL_EL_HEADER, 0, false},
    {"ANIMATION", NULL, xpf_animation, CAL_EL_ANIMATION, 1, false},
    {"TRACK", "ANIMATION", xpf_track, CAL_EL_TRACK, 0, true},
    {"SUBMESH", "TRACK", xpf_track_submesh, CAL_EL_TRACK_SUBMESH, 0, true},
    {"KEYFRAME", "TRACK", keyframe_attrs, CAL_EL_KEYFRAME, 0, true},
    {"WEIGHT", "KEYFRAME", no_attrs, CAL_EL_WEIGHT, 1, false},
    {NULL, NULL, NULL, 0, 0, false}};

/* ---- XRF ---- */

static const XsfValue magic_xrf[] = {{"XRF", "Cal3D XML material"}, {NULL, NULL}};

static const XsfAttrInfo xrf_header[] = {
    {"MAGIC", 0, magic_xrf, false}, {"VERSION", 0, NULL, false}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xrf_material[] = {
    {"MAGIC", 0, magic_xrf, false}, {"VERSION", 0, NULL, false}, {"NUMMAPS", 0, NULL, false}, {NULL, 0, NULL, false}};
static const XsfAttrInfo xrf_map[] = {{"TYPE", 0, NULL, false}, {NULL, 0, NULL, false}};

static const XsfElemInfo xrf[] = {
    {"HEADER", NULL, xrf_header, CAL_EL_HEADER, 0, false},
    {"MATERIAL", NULL, xrf_material, CAL_EL_MATERIAL, 1, false},
    {"AMBIENT", "MATERIAL", no_attrs, CAL_EL_AMBIENT, 1, false},
    {"DIFFUSE", "MATERIAL", no_attrs, CAL_EL_DIFFUSE, 1, false},
    {"SPECULAR", "MATERIAL", no_attrs, CAL_EL_SPECULAR, 1, false},
    {"SHININESS", "MATERIAL", no_attrs, CAL_EL_SHININESS, 1, false},
    {"MAP", "MATERIAL", xrf_map, CAL_EL_MAP, 0, true},
    {NULL, NULL, NULL, 0, 0, false}};

/* ---- Look-ups ---- */

const XsfElemInfo *xsf_vocabulary(SkFormat f) {
  switch (f) {
  case SK_FORMAT_XSF: return xsf;
  case SK_FORMAT_XMF: return xmf;
  case SK_FORMAT_XAF: return xaf;
  case SK_FORMAT_XRF: return xrf;
  case SK_FORMAT_XPF: return xpf;
  default: return NULL;
  }
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

/* ---- The public vocabulary (skellint.h) ---- */

/* Each element, then its attributes (parent: the element), in table order. */
static bool xml_word(SkFormat f, size_t i, SkWord *out) {
  for (const XsfElemInfo *e = xsf_vocabulary(f); e && e->tag; e++) {
    if (i-- == 0) {
      *out = (SkWord){e->tag, SK_WORD_ELEMENT, e->parent, NULL, NULL, 0, NULL};
      return true;
    }
    for (const XsfAttrInfo *a = e->attrs; a->name; a++)
      if (i-- == 0) {
        *out = (SkWord){a->name, SK_WORD_ATTRIBUTE, e->tag, NULL, a->values, 0, NULL};
        return true;
      }
  }
  return false;
}

/* Names are attribute values (NAME="…"): XML 1.0's characters only (no
 * U+FFFE, U+FFFF), and no quote, which would end the value (Cal3D writes
 * names unescaped: an entity would be read back as written). */
static const char *xml_name_refused(const char *name, size_t len) {
  for (size_t i = 0; i < len;) {
    size_t n;
    uint32_t u = sk_utf8_decode(name + i, len - i, &n);
    if (u == 0xFFFE || u == 0xFFFF)
      return "XML 1.0 cannot hold U+FFFE or U+FFFF: the file would no longer be well-formed";
    if (u == '"' || u == '\'')
      return "a Cal3D XML name cannot hold a quote: it would end the NAME attribute";
    if (u == '<' || u == '&')
      return "a Cal3D XML name cannot hold '<' or '&': the file would no longer be "
             "well-formed (Cal3D writes names unescaped)";
    i += n ? n : 1;
  }
  return NULL;
}

const SkVocab sk_vocab_xml = {xml_word, true, NULL, NULL, NULL, NULL, xml_name_refused};
