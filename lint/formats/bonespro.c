/* bonespro.c — the BonesPro front-end, for both the Structure file
 * (SK_FORMAT_BPSTRUCT) and the Animation file (SK_FORMAT_BPANIM). Parses
 * the text with the tree-sitter grammar in grammars/bonespro (flat: data
 * lines come as runs, `<bone name>` and header lines as nodes) and feeds
 * every data line, name and header line in order to a small state machine
 * that knows what comes where (specs/bonespro-export.txt). Data lines are
 * split and judged here, one at a time; nothing is kept per number.
 *
 * Reported here: SK001 (lines of the wrong shape, names where numbers are
 * expected), SK002/SK003 (numbers) and SK007 (header lines that are not
 * BonesPro's). Counts, header values and matrices are recorded in BpExt for
 * the rules (bonespro.h); the structure file's bones and weighted vertices
 * go into the neutral model. */
#include "../front_end.h"
#include "bonespro.h"

#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <tree_sitter/api.h>

const TSLanguage *tree_sitter_bonespro(void);

/* One sentence on what key k says (the vocabulary's description, for
 * hover). */
static const char *bp_key_doc(BpKey k) {
  static const char *const doc[BP_KEY_COUNT] = {
      "What a frame holds: per bone a box and two transforms (Bones), every vertex's "
      "position (Mesh (absolute)), or per bone its vertices in the bone's coordinate system "
      "(Mesh (bones c.s)).",
      "Whether the bone and node transforms are in world coordinates (Absolute) or in the "
      "parent's (Relative to parent).",
      "Whether a transform's rotation is a 3x3 matrix (three rows) or three Euler angles "
      "(one row). BonesPro spells the key TransformRepesentation.",
      "The order in which the Euler angles are applied.",
      "The unit of the Euler angles.",
      "The first frame of the exported interval.",
      "The last frame of the exported interval.",
      "The step between exported frames: Nf = (LastFrame - FirstFrame) / Step + 1."};
  return (unsigned)k < BP_KEY_COUNT ? doc[k] : "";
}

/* ---- The public vocabulary (skellint.h) ---- */

/* The animation header's keys, in the order of a value-only header. */
static bool bp_word(SkFormat f, size_t i, SkWord *out) {
  if (f != SK_FORMAT_BPANIM || i >= BP_KEY_COUNT) return false;
  *out = (SkWord){bp_key_names[i], SK_WORD_KEYWORD, NULL, bp_key_doc((BpKey)i),
                  bp_key_values[i][0].value ? bp_key_values[i] : NULL, 0,
                  i == BP_KEY_TRANSFORM_REPRESENTATION ? "TransformRepresentation" : NULL};
  return true;
}

static int key_of_word(const SkWord *w) { return bp_key_of(w->name, strlen(w->name)); }

/* A header line is written once: not on another line than its own. */
static bool bp_allowed(const void *ext, const SkWord *w, SkSpan line) {
  const BpExt *x = ext;
  int k = key_of_word(w);
  if (k < 0) return false;
  const BpSetting *set = x ? &x->settings[k] : NULL;
  return !(set && set->present && (set->key.start < line.start || set->key.start > line.end));
}

static bool bp_written(const void *ext, const SkWord *w, SkWritten *out) {
  const BpExt *x = ext;
  int k = key_of_word(w);
  if (!x || k < 0 || !x->settings[k].present) return false;
  *out = (SkWritten){x->settings[k].key, x->settings[k].value, x->form == BP_FORM_VALUES};
  return true;
}

static bool bp_header(const void *ext, SkHeaderForm *form, uint32_t *after) {
  const BpExt *x = ext;
  *form = !x || x->form == BP_FORM_NONE ? SK_HEADER_NONE
          : x->form == BP_FORM_KEYED    ? SK_HEADER_KEYED
                                        : SK_HEADER_VALUES;
  *after = x && sk_span_valid(x->counts_span) ? x->counts_span.end : UINT32_MAX;
  return true;
}

const SkVocab sk_vocab_bpanim = {bp_word, false, NULL, bp_allowed, bp_written, bp_header, NULL};

int bp_setting_at(const BpExt *x, uint32_t off) {
  if (!x) return -1;
  for (int k = 0; k < BP_KEY_COUNT; k++) {
    const BpSetting *st = &x->settings[k];
    if (!st->present) continue;
    uint32_t a = st->key.start < st->value.start ? st->key.start : st->value.start;
    uint32_t e = st->key.end > st->value.end ? st->key.end : st->value.end;
    if (off >= a && off <= e) return k;
  }
  return -1;
}


typedef struct {
  uint32_t start, end;
} Tok;

enum { MAX_TOKS = 8 };

typedef enum {
  S_NB, S_NV, S_NF,     /* the counts */
  S_HEADER,             /* animation: header lines */
  S_BONE,               /* structure: inside a bone's 10 lines */
  S_AFTER_BONE,         /* structure: a bone is complete */
  S_VERTEX,             /* structure: a position line read, its count next */
  S_INFLUENCES,         /* structure: `bone weight` lines */
  S_FRAMES,             /* animation: frame data */
  S_DONE
} State;

typedef struct {
  const SkSource *src;
  SkDiagSink *sink;
  SkModel *model;
  BpExt *ext;
  bool animation;
  State state;
  TSSymbol s_rows, s_name, s_setting, s_header_value, s_key, s_string, s_value, s_comment;
  uint32_t matrices_cap, counts_cap, poses_cap;
  int64_t nb, nv, nf;
  SkSpan nb_span, nv_span, nf_span;
  /* Structure file */
  uint32_t line_in_bone;  /* 0 parent, 1 box, 2..9 transform rows */
  int32_t bone;
  float rows[9];
  SkSpan rows_span;
  SkSpan bone_end;        /* the last line of the current bone */
  int64_t nbv;            /* the current vertex's declared bone count */
  SkSpan nbv_span;
  bool vertex_open;
  bool vertex_bad;        /* a line of the vertex was wrong: it is dropped */
  uint32_t vertices_read;
  /* Animation file */
  BpMode mode;
  bool matrix;            /* TransformRepesentation Matrix (else Euler) */
  uint32_t frame, frame_bone, frame_line; /* position in the frame data */
  uint64_t frame_lines;   /* data lines of the frames */
  int64_t group_declared; /* Mesh (bones c.s): the bone's declared vertex count */
  SkSpan group_span;
  uint32_t group_read;
  uint32_t groups;        /* bone groups read */
  bool frames_known;      /* the mode is known: frames are checked */
  SkSpan frame_block;     /* the current frame's lines (folding) */
  uint32_t block_frame;
  /* Animation header */
  struct HeaderItem *pending; /* header lines read before the form is known */
  uint32_t npending, pending_cap, mixed_cap;
  int next_value;         /* value-only form: the key the next value is for */
} Builder;

/* A header line as read: `ExportMode "Bones"` or a value alone. */
typedef struct HeaderItem {
  SkSpan line;   /* from its first character to its last */
  SkSpan key;    /* the key; SK_NO_SPAN for a value alone */
  SkSpan value;  /* without quotes; empty when missing */
  SkSpan quoted; /* the value with its quotes */
  int known;     /* bp_key_of(key), or -1 */
} HeaderItem;

static const char *text_at(const Builder *b, uint32_t at) { return b->src->text + at; }

static SkDeclaredCount *add_count(Builder *b, const char *what, const char *items, SkSpan span,
                                  int64_t declared, int64_t actual) {
  BpExt *x = b->ext;
  SkDeclaredCount *c = SK_ARRAY_PUSH(x->counts, x->ncounts, b->counts_cap);
  c->span = span;
  c->related = SK_NO_SPAN;
  c->what = what;
  c->items = items;
  c->declared = declared;
  c->actual = actual;
  c->trusted = true; /* a BonesPro file has no other delimiters than its counts */
  return c;
}

/* ------------------------------------------------------------------ */
/* Lines                                                               */
/* ------------------------------------------------------------------ */

static uint32_t split(const char *t, uint32_t a, uint32_t e, Tok *out, uint32_t *total) {
  uint32_t n = 0, all = 0, i = a;
  while (i < e) {
    while (i < e && (t[i] == ' ' || t[i] == '\t')) i++;
    if (i >= e) break;
    uint32_t s = i;
    while (i < e && t[i] != ' ' && t[i] != '\t') i++;
    if (n < MAX_TOKS) out[n++] = (Tok){s, i};
    all++;
  }
  *total = all;
  return n;
}

static bool number(Builder *b, const Tok *k, double *v, const char *what) {
  const char *t = text_at(b, k->start);
  size_t n = k->end - k->start;
  SkNumStatus s = sk_scan_number(t, n, v);
  if (s == SK_NUM_OK) return true;
  if (s == SK_NUM_NONFINITE)
    sk_report(b->sink, SK_RULE_SK003, sk_span(k->start, k->end),
              "%s is '%.*s'; expected a finite number", what, (int)n, t);
  else
    sk_report(b->sink, SK_RULE_SK002, sk_span(k->start, k->end), "%s is '%.*s'; expected a number",
              what, (int)n, t);
  return false;
}

static bool integer(Builder *b, const Tok *k, int64_t *v, const char *what) {
  const char *t = text_at(b, k->start);
  size_t n = k->end - k->start;
  SkNumStatus s = sk_parse_int(t, n, v);
  if (s == SK_NUM_OK) return true;
  double d;
  bool real = sk_parse_double(t, n, &d) == SK_NUM_OK;
  sk_report(b->sink, SK_RULE_SK002, sk_span(k->start, k->end), "%s is '%.*s'; expected %s", what,
            (int)n, t, real ? "an integer (no decimal point)" : "an integer");
  return false;
}

/* A line of the wrong shape. */
static void shape(Builder *b, uint32_t a, uint32_t e, uint32_t found, const char *expected) {
  sk_report(b->sink, SK_RULE_SK001, sk_span(a, e), "a line of %u value%s; expected %s", found,
            found == 1 ? "" : "s", expected);
}

/* The three numbers of a row; false if the line is not three numbers. */
static bool row3(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n, const char *what,
                 double out[3]) {
  if (n != 3) {
    shape(b, a, e, n, what);
    return false;
  }
  bool ok = true;
  for (int i = 0; i < 3; i++) ok = number(b, &k[i], &out[i], "a transform value") && ok;
  return ok;
}

static void add_matrix(Builder *b, uint32_t frame, uint32_t bone, bool node) {
  BpExt *x = b->ext;
  BpMatrix *m = SK_ARRAY_PUSH(x->matrices, x->nmatrices, b->matrices_cap);
  m->span = b->rows_span;
  memcpy(m->r, b->rows, sizeof m->r);
  m->frame = frame;
  m->bone = bone;
  m->node = node;
}

/* Row k (0..2) of a rotation, or the translation (k == 3). */
static void matrix_row(Builder *b, uint32_t k, const double v[3], SkSpan line) {
  if (k == 0) b->rows_span = line;
  if (k < 3) {
    for (int i = 0; i < 3; i++) b->rows[k * 3 + i] = (float)v[i];
    b->rows_span.end = line.end;
  }
}

/* ------------------------------------------------------------------ */
/* Structure file                                                      */
/* ------------------------------------------------------------------ */

static const char *const bone_line_what[10] = {
    "the parent: a bone index or '*'",
    "the bone's box size: Ax Ay Az",
    "row 1 of the bone transform: R00 R01 R02",
    "row 2 of the bone transform: R10 R11 R12",
    "row 3 of the bone transform: R20 R21 R22",
    "the bone transform's translation: Tx Ty Tz",
    "row 1 of the node transform: R00 R01 R02",
    "row 2 of the node transform: R10 R11 R12",
    "row 3 of the node transform: R20 R21 R22",
    "the node transform's translation: Tx Ty Tz"};

static void bone_line(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n) {
  SkBone *bone = &b->model->bones[b->bone];
  uint32_t li = b->line_in_bone++;
  b->bone_end = sk_span(a, e);
  bone->span.end = e;
  if (li == 0) {
    if (n != 1) { shape(b, a, e, n, bone_line_what[0]); return; }
    bone->parent_span = sk_span(k[0].start, k[0].end);
    if (k[0].end - k[0].start == 1 && *text_at(b, k[0].start) == '*') return;
    int64_t p;
    if (integer(b, &k[0], &p, "the parent")) {
      bone->has_parent_ref = true;
      bone->parent_ref = p;
    }
    return;
  }
  double v[3];
  if (!row3(b, a, e, k, n, bone_line_what[li], v) || li == 1) return;
  uint32_t r = (li - 2) % 4;
  bool node = li >= 6;
  matrix_row(b, r, v, sk_span(a, e));
  if (r == 3) {
    if (!node) {
      bone->has_matrix = true;
      bone->matrix = sk_model_alloc(b->model, 12 * sizeof *bone->matrix);
      for (int i = 0; i < 9; i++) bone->matrix[i] = b->rows[i];
      for (int i = 0; i < 3; i++) bone->matrix[9 + i] = v[i];
      bone->matrix_span = sk_span(b->rows_span.start, e);
    }
    add_matrix(b, UINT32_MAX, (uint32_t)b->bone, node);
  }
}

static void close_vertex(Builder *b) {
  if (!b->vertex_open) return;
  b->vertex_open = false;
  SkModel *m = b->model;
  SkVertex *v = &m->vertices[m->nvertices - 1];
  if (b->vertex_bad) { /* SK001/SK002 said what is wrong; no guesses on top */
    m->ninfluences = v->first;
    m->nvertices--;
    return;
  }
  if (v->count != b->nbv && sk_span_valid(b->nbv_span)) {
    SkDeclaredCount *c = add_count(b, "Nbv (the vertex's number of bones)", "'bone weight' lines",
                                   b->nbv_span, b->nbv, v->count);
    char *where = sk_xasprintf("vertex %u", b->vertices_read - 1);
    c->where = sk_model_strdup(m, where, strlen(where));
    free(where);
  }
}

static void vertex_line(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n) {
  SkModel *m = b->model;
  if (b->state == S_VERTEX) { /* the vertex's number of bones */
    b->state = S_INFLUENCES;
    b->nbv_span = SK_NO_SPAN;
    if (n != 1) {
      shape(b, a, e, n, "the number of bones of the vertex (Nbv)");
      b->vertex_bad = true;
      return;
    }
    if (integer(b, &k[0], &b->nbv, "the number of bones of the vertex")) b->nbv_span = sk_span(k[0].start, k[0].end);
    else b->vertex_bad = true;
    m->vertices[m->nvertices - 1].span.end = e;
    return;
  }
  if (n == 2 && b->state == S_INFLUENCES && b->vertex_open) {
    int64_t bone;
    double w = 0;
    bool ok = integer(b, &k[0], &bone, "a bone number");
    ok = number(b, &k[1], &w, "a weight") && ok;
    if (!ok) { b->vertex_bad = true; return; }
    SkInfluence *f = sk_model_add_influence(m);
    f->bone = bone >= 0 && bone < (int64_t)m->nbones ? (int32_t)bone : -1;
    f->weight = (float)w;
    f->bone_start = k[0].start;
    f->bone_len = k[0].end - k[0].start;
    f->weight_start = k[1].start;
    f->weight_len = k[1].end - k[1].start;
    SkVertex *v = &m->vertices[m->nvertices - 1];
    v->count++;
    v->span.end = e;
    return;
  }
  if (n != 3) {
    shape(b, a, e, n,
          b->state == S_INFLUENCES && b->vertex_open
              ? "'bone weight' (2 values) or the next vertex's position 'Vx Vy Vz' (3)"
              : "a vertex position: Vx Vy Vz");
    b->vertex_bad = true;
    return;
  }
  close_vertex(b);
  b->vertex_bad = false;
  b->vertices_read++;
  double v3;
  for (int i = 0; i < 3; i++) number(b, &k[i], &v3, "a vertex coordinate");
  SkVertex *v = sk_model_add_vertex(m);
  v->first = m->ninfluences;
  v->span = sk_span(a, e);
  b->vertex_open = true;
  b->state = S_VERTEX;
}

/* ------------------------------------------------------------------ */
/* Animation file                                                      */
/* ------------------------------------------------------------------ */

/* Case-insensitive match of a setting's value (quotes already removed). */
static bool value_is(const Builder *b, BpKey key, const char *want) {
  const BpSetting *s = &b->ext->settings[key];
  size_t n = s->value.end - s->value.start;
  return s->present && strlen(want) == n && strncasecmp(text_at(b, s->value.start), want, n) == 0;
}

static void start_frames(Builder *b) {
  b->state = S_FRAMES;
  if (value_is(b, BP_KEY_EXPORT_MODE, "Bones")) b->mode = BP_MODE_BONES;
  else if (value_is(b, BP_KEY_EXPORT_MODE, "Mesh (absolute)")) b->mode = BP_MODE_MESH_ABSOLUTE;
  else if (value_is(b, BP_KEY_EXPORT_MODE, "Mesh (bones c.s)")) b->mode = BP_MODE_MESH_BONES;
  b->matrix = value_is(b, BP_KEY_TRANSFORM_REPRESENTATION, "Matrix");
  bool euler = value_is(b, BP_KEY_TRANSFORM_REPRESENTATION, "Euler Angles");
  /* Without a known mode (SK421 says why) the frames cannot be read. */
  b->frames_known = b->mode != BP_MODE_UNKNOWN && (b->mode != BP_MODE_BONES || b->matrix || euler) &&
                    b->nb >= 0 && b->nv >= 0 && sk_span_valid(b->nb_span) && sk_span_valid(b->nv_span);
  if (b->mode == BP_MODE_BONES && b->nb <= 0) b->frames_known = false;
  if (b->mode == BP_MODE_MESH_ABSOLUTE && b->nv <= 0) b->frames_known = false;
  if (b->mode == BP_MODE_MESH_BONES && b->nb <= 0) b->frames_known = false;
}

static void close_group(Builder *b) {
  if (!sk_span_valid(b->group_span)) return;
  if ((int64_t)b->group_read != b->group_declared) {
    SkDeclaredCount *c = add_count(b, "Nvb (the bone's number of vertices)",
                                   "'v Vx Vy Vz' lines", b->group_span, b->group_declared,
                                   b->group_read);
    char *where = sk_xasprintf("bone %u of frame %u", b->frame_bone, b->frame);
    c->where = sk_model_strdup(b->model, where, strlen(where));
    free(where);
  }
  b->group_span = SK_NO_SPAN;
}

static void close_frame_block(Builder *b) {
  if (sk_span_valid(b->frame_block)) sk_model_add_block(b->model, b->frame_block);
  b->frame_block = SK_NO_SPAN;
}

/* The lines of a frame fold together. */
static void frame_block_line(Builder *b, uint32_t frame, uint32_t a, uint32_t e) {
  if (sk_span_valid(b->frame_block) && b->block_frame != frame) close_frame_block(b);
  if (!sk_span_valid(b->frame_block)) b->frame_block = sk_span(a, e), b->block_frame = frame;
  else b->frame_block.end = e;
}

static void frame_data(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n);

static void frame_line(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n) {
  b->frame_lines++;
  if (!b->frames_known) return;
  uint32_t frame = b->frame;
  frame_data(b, a, e, k, n);
  frame_block_line(b, b->mode == BP_MODE_MESH_BONES ? b->frame : frame, a, e);
}

/* Line li of a Bones frame's bone group, kept for posing: the box opens
 * the bone's BpFrameBone, the bone transform's lines fill it. */
static void keep_pose_line(Builder *b, uint32_t li, bool ok, const double v[3]) {
  BpExt *x = b->ext;
  if (li == 0) {
    BpFrameBone *p = SK_ARRAY_PUSH(x->poses, x->nposes, b->poses_cap);
    p->frame = b->frame;
    p->bone = b->frame_bone;
    x->euler = !b->matrix;
    return;
  }
  uint32_t row = li - 1, last = b->matrix ? 3 : 1;
  if (!ok || row > last || !x->nposes) return;
  BpFrameBone *p = &x->poses[x->nposes - 1];
  float *to = row == last ? p->t : p->rot + 3 * row;
  for (int i = 0; i < 3; i++) to[i] = (float)v[i];
  p->got |= (uint8_t)(1u << row);
}

static void frame_data(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n) {
  double v[4];
  if (b->mode == BP_MODE_BONES) {
    uint32_t per = b->matrix ? 9 : 5;
    uint32_t li = b->frame_line;
    const char *what = li == 0 ? "the bone's box size: Ax Ay Az"
                       : b->matrix ? ((li - 1) % 4 == 3 ? "a translation: Tx Ty Tz" : "a rotation row: R0 R1 R2")
                                   : ((li - 1) % 2 == 1 ? "a translation: Tx Ty Tz" : "Euler angles: E0 E1 E2");
    bool ok = row3(b, a, e, k, n, what, v);
    keep_pose_line(b, li, ok, v);
    if (ok && b->matrix && li >= 1) {
      uint32_t r = (li - 1) % 4;
      matrix_row(b, r, v, sk_span(a, e));
      if (r == 2) add_matrix(b, b->frame, b->frame_bone, li >= 5);
    }
    if (++b->frame_line == per) {
      b->frame_line = 0;
      if (++b->frame_bone == (uint32_t)b->nb) b->frame_bone = 0, b->frame++;
    }
  } else if (b->mode == BP_MODE_MESH_ABSOLUTE) {
    if (n != 3) shape(b, a, e, n, "a vertex position: Vx Vy Vz");
    else for (int i = 0; i < 3; i++) number(b, &k[i], &v[i], "a vertex coordinate");
    if (++b->frame_line == (uint32_t)b->nv) b->frame_line = 0, b->frame++;
  } else {
    if (n == 2) { /* b Nvb: a bone's group */
      close_group(b);
      if (b->groups && b->groups % (uint32_t)b->nb == 0) b->frame++;
      b->frame_bone = b->groups % (uint32_t)b->nb;
      b->groups++;
      int64_t bone, count;
      bool ok = integer(b, &k[0], &bone, "the bone index");
      ok = integer(b, &k[1], &count, "the bone's number of vertices (Nvb)") && ok;
      if (ok) {
        b->group_span = sk_span(k[1].start, k[1].end);
        b->group_declared = count;
        b->group_read = 0;
      }
    } else if (n == 4) {
      int64_t vi;
      if (integer(b, &k[0], &vi, "the vertex index") && (vi < 0 || vi >= b->nv))
        sk_report(b->sink, SK_RULE_SK001, sk_span(k[0].start, k[0].end),
                  "vertex index %lld, but the file has Nv = %lld vertices; expected an index "
                  "from 0 to %lld",
                  (long long)vi, (long long)b->nv, (long long)(b->nv - 1));
      for (int i = 1; i < 4; i++) number(b, &k[i], &v[i], "a vertex coordinate");
      b->group_read++;
    } else {
      shape(b, a, e, n, "'b Nvb' (a bone and its number of vertices) or 'v Vx Vy Vz'");
    }
  }
}

static void finish_frames(Builder *b) {
  BpExt *x = b->ext;
  (void)x;
  if (b->state != S_FRAMES && b->state != S_HEADER) return;
  if (!b->frames_known || !sk_span_valid(b->nf_span)) return;
  int64_t frames;
  if (b->mode == BP_MODE_MESH_BONES) {
    close_group(b);
    frames = b->groups / (uint32_t)b->nb;
    if (b->groups % (uint32_t)b->nb) frames++;
  } else {
    frames = b->frame;
    if (b->frame_line || b->frame_bone) frames++; /* an incomplete last frame */
  }
  bool partial = b->mode == BP_MODE_MESH_BONES ? b->groups % (uint32_t)b->nb != 0
                                                : (b->frame_line || b->frame_bone);
  if (partial && b->mode == BP_MODE_MESH_BONES)
    sk_report(b->sink, SK_RULE_SK001, sk_span((uint32_t)b->src->len, (uint32_t)b->src->len),
              "the file ends inside frame %lld (%u of its %lld bone groups); expected a group "
              "'b Nvb' for every bone (Nb)",
              (long long)(frames - 1), b->groups % (uint32_t)b->nb, (long long)b->nb);
  else if (partial) {
    uint64_t per = b->mode == BP_MODE_BONES ? (uint64_t)b->nb * (b->matrix ? 9 : 5) : (uint64_t)b->nv;
    sk_report(b->sink, SK_RULE_SK001, sk_span((uint32_t)b->src->len, (uint32_t)b->src->len),
              "the frames hold %llu lines, not a whole number of frames of %llu lines (%s); "
              "expected a multiple of %llu: a line is missing or extra",
              (unsigned long long)b->frame_lines, (unsigned long long)per,
              b->mode == BP_MODE_BONES ? (b->matrix ? "Nb x 9: a box and two 3x4 matrices per bone"
                                                    : "Nb x 5: a box and two Euler transforms per bone")
                                       : "Nv positions",
              (unsigned long long)per);
  }
  add_count(b, "Nf", "frames", b->nf_span, b->nf, frames);
}

/* ------------------------------------------------------------------ */
/* Animation header: keyed or values alone                             */
/* ------------------------------------------------------------------ */

/* The header's extent, for folding. */
static void header_covers(Builder *b, SkSpan line) {
  BpExt *x = b->ext;
  if (!sk_span_valid(x->header_span)) x->header_span = line;
  if (line.end > x->header_span.end) x->header_span.end = line.end;
}

static void assign(Builder *b, int k, SkSpan key, SkSpan value) {
  BpSetting *st = &b->ext->settings[k];
  st->present = true;
  st->key = key;
  st->value = value;
}

static void add_mixed(Builder *b, SkSpan line, int key, SkSpan key_part) {
  BpExt *x = b->ext;
  BpMixed *m = SK_ARRAY_PUSH(x->mixed, x->nmixed, b->mixed_cap);
  m->line = line;
  m->key = key;
  m->key_part = key_part;
}

/* A keyed line with a known key. */
static void keyed_item(Builder *b, const HeaderItem *it) {
  BpSetting *st = &b->ext->settings[it->known];
  if (st->present) {
    sk_report(b->sink, SK_RULE_SK007, it->key, "%s is written a second time; expected it once",
              bp_key_names[it->known]);
    return;
  }
  assign(b, it->known, it->key,
         sk_span_valid(it->value) ? it->value : sk_span(it->key.end, it->key.end));
}

/* The text a line stands for as a value alone: a header_value's value, or
 * the whole of a line that parsed as an unknown key and its value
 * (`Mesh (bones cs)`, `Bnoes`). */
static SkSpan value_text(const HeaderItem *it) {
  return sk_span_valid(it->key) ? it->line : it->value;
}

/* Whether the line is a documented value alone (any case). */
static bool is_value_line(const Builder *b, const HeaderItem *it) {
  if (it->known >= 0) return false;
  if (!sk_span_valid(it->key)) return true;
  SkSpan v = value_text(it);
  return bp_value_key(text_at(b, v.start), v.end - v.start, 0) >= 0;
}

static bool is_number(const Builder *b, SkSpan v) {
  double d;
  return v.end > v.start && sk_parse_double(text_at(b, v.start), v.end - v.start, &d) == SK_NUM_OK;
}

/* The first key in [from, to] without a value, or -1. */
static int next_missing(const BpExt *x, int from, int to) {
  for (int k = from; k <= to; k++)
    if (!x->settings[k].present) return k;
  return -1;
}

static void unexpected_line(Builder *b, const HeaderItem *it, const char *why) {
  SkSpan at = sk_span_valid(it->key) ? it->key : it->line;
  sk_report(b->sink, SK_RULE_SK007, at, "unexpected header line '%.*s'; %s",
            (int)(at.end - at.start), text_at(b, at.start), why);
}

/* A header line, once the header's form is known. */
static void apply_item(Builder *b, const HeaderItem *it) {
  BpExt *x = b->ext;
  header_covers(b, it->line);
  if (x->form == BP_FORM_KEYED) {
    if (it->known >= 0) { keyed_item(b, it); return; }
    if (!is_value_line(b, it)) {
      unexpected_line(b, it, "expected ExportMode, TransformSystem, TransformRepesentation, "
                             "EulerOrder, AngleUnits, FirstFrame, LastFrame or Step");
      return;
    }
    /* A value alone among keyed lines: read for the key it belongs to
     * when that key has no line yet. */
    SkSpan v = value_text(it);
    int k = -1;
    for (int from = 0; (k = bp_value_key(text_at(b, v.start), v.end - v.start, from)) >= 0; from = k + 1)
      if (!x->settings[k].present) break;
    add_mixed(b, it->line, k, SK_NO_SPAN);
    if (k >= 0) assign(b, k, it->line, v);
    return;
  }
  /* The value-only form. */
  if (it->known >= 0) {
    SkSpan vq = sk_span_valid(it->quoted) ? it->quoted : it->value;
    add_mixed(b, it->line, it->known,
              sk_span(it->key.start, sk_span_valid(vq) ? vq.start : it->key.end));
    keyed_item(b, it);
    return;
  }
  SkSpan v = value_text(it);
  const char *t = text_at(b, v.start);
  size_t n = v.end - v.start;
  /* The next value in the document's order; one that belongs to a later
   * key says the keys between have no value. A number (quoted) is a frame
   * number; a misspelt value is the next key's. */
  int k = b->next_value <= BP_KEY_ANGLE_UNITS ? bp_value_key(t, n, b->next_value) : -1;
  if (k < 0 && is_number(b, v))
    k = next_missing(x, b->next_value > BP_KEY_FIRST_FRAME ? b->next_value : BP_KEY_FIRST_FRAME,
                     BP_KEY_STEP);
  if (k < 0) k = next_missing(x, b->next_value, BP_KEY_ANGLE_UNITS);
  if (k < 0) {
    unexpected_line(b, it, "the header has a value for each of ExportMode, TransformSystem, "
                           "TransformRepesentation, EulerOrder and AngleUnits already");
    return;
  }
  if (x->settings[k].present) {
    sk_report(b->sink, SK_RULE_SK007, it->line, "%s is written a second time; expected it once",
              bp_key_names[k]);
    return;
  }
  assign(b, k, it->line, v);
  b->next_value = k + 1;
}

/* The form is set by the first header line that tells: a known key, or a
 * documented value alone. Lines before it (unknown words) are read in that
 * form; without any such line the header is taken as keyed. */
static void settle_form(Builder *b) {
  BpExt *x = b->ext;
  if (x->form != BP_FORM_NONE || !b->npending) return; /* no header line: no form */
  x->form = BP_FORM_KEYED;
  for (uint32_t i = 0; i < b->npending; i++) {
    const HeaderItem *it = &b->pending[i];
    if (it->known >= 0 || is_value_line(b, it)) {
      x->form = it->known >= 0 ? BP_FORM_KEYED : BP_FORM_VALUES;
      x->form_span = it->line;
      break;
    }
  }
  for (uint32_t i = 0; i < b->npending; i++) apply_item(b, &b->pending[i]);
  free(b->pending);
  b->pending = NULL;
  b->npending = b->pending_cap = 0;
}

/* A header line as the grammar gave it: a setting, or a header_value. */
static void header_line(Builder *b, TSNode n) {
  HeaderItem it = {sk_span(ts_node_start_byte(n), ts_node_end_byte(n)), SK_NO_SPAN, SK_NO_SPAN,
                   SK_NO_SPAN, -1};
  const char *t = b->src->text;
  bool alone = ts_node_symbol(n) != b->s_setting;
  if (alone) it.value = it.line;
  uint32_t k = ts_node_child_count(n);
  for (uint32_t i = 0; i < k; i++) {
    TSNode c = ts_node_child(n, i);
    TSSymbol s = ts_node_symbol(c);
    SkSpan sp = sk_span(ts_node_start_byte(c), ts_node_end_byte(c));
    if (s == b->s_key) it.key = sp;
    else if (s == b->s_string) {
      if (sp.end - sp.start < 2 || t[sp.end - 1] != '"')
        sk_report(b->sink, SK_RULE_SK001, sk_span(sp.end, sp.end),
                  "the value %.*s is not closed; expected '\"' before the end of the line",
                  (int)(sp.end - sp.start), t + sp.start);
      it.quoted = sp;
      it.value = sk_span(sp.start + 1, t[sp.end - 1] == '"' && sp.end - sp.start >= 2 ? sp.end - 1 : sp.end);
    } else if (s == b->s_value && !alone) { /* after a value alone: part of it */
      it.value = sp;
    }
  }
  if (!alone && !sk_span_valid(it.key)) return;
  if (sk_span_valid(it.key)) it.known = bp_key_of(t + it.key.start, it.key.end - it.key.start);
  if (!b->animation || b->state != S_HEADER) {
    const char *why =
        !b->animation ? "a structure file has no header lines; expected numbers or a <bone name>"
        : sk_span_valid(it.key) && it.known < 0
            ? "expected ExportMode, TransformSystem, TransformRepesentation, EulerOrder, "
              "AngleUnits, FirstFrame, LastFrame or Step"
        : b->state == S_FRAMES ? "header lines come before the frames"
                               : "header lines come after Nb, Nv and Nf";
    unexpected_line(b, &it, why);
    return;
  }
  if (b->ext->form != BP_FORM_NONE) { apply_item(b, &it); return; }
  *SK_ARRAY_PUSH(b->pending, b->npending, b->pending_cap) = it;
}

/* A data line of one number right after the header lines: FirstFrame,
 * LastFrame or Step as a value alone. True when it was read as one. */
static bool header_number(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n) {
  BpExt *x = b->ext;
  if (n != 1 || x->form == BP_FORM_NONE) return false;
  int key = BP_KEY_FIRST_FRAME;
  while (key < BP_KEY_COUNT && x->settings[key].present) key++;
  if (key == BP_KEY_COUNT) return false;
  if (x->form == BP_FORM_KEYED) add_mixed(b, sk_span(a, e), key, SK_NO_SPAN);
  assign(b, key, sk_span(a, e), sk_span(k[0].start, k[0].end));
  if (b->next_value < key + 1) b->next_value = key + 1;
  header_covers(b, sk_span(a, e));
  return true;
}

/* ------------------------------------------------------------------ */
/* Items in order                                                      */
/* ------------------------------------------------------------------ */

static bool count_line(Builder *b, uint32_t a, uint32_t e, const Tok *k, uint32_t n,
                       const char *what, int64_t *out, SkSpan *span) {
  if (n != 1) {
    char *msg = sk_xasprintf("%s alone on its line", what);
    shape(b, a, e, n, msg);
    free(msg);
    return false;
  }
  if (!integer(b, &k[0], out, what)) return false;
  *span = sk_span(k[0].start, k[0].end);
  if (!sk_span_valid(b->ext->counts_span)) b->ext->counts_span = *span;
  b->ext->counts_span.end = e;
  return true;
}

static void data_line(Builder *b, uint32_t a, uint32_t e) {
  Tok k[MAX_TOKS];
  uint32_t total;
  uint32_t n = split(b->src->text, a, e, k, &total);
  if (total > MAX_TOKS) n = total; /* a shape error below, whatever the state */
  switch (b->state) {
  case S_NB:
    count_line(b, a, e, k, n, "Nb (the number of bones)", &b->nb, &b->nb_span);
    b->state = S_NV;
    break;
  case S_NV:
    count_line(b, a, e, k, n, "Nv (the number of vertices)", &b->nv, &b->nv_span);
    b->state = b->animation ? S_NF : S_AFTER_BONE;
    break;
  case S_NF:
    count_line(b, a, e, k, n, "Nf (the number of frames)", &b->nf, &b->nf_span);
    b->ext->nf_span = b->nf_span;
    b->ext->nf = b->nf;
    b->state = S_HEADER;
    break;
  case S_HEADER:
    settle_form(b);
    if (total == 1 && header_number(b, a, e, k, n)) break;
    start_frames(b);
    frame_line(b, a, e, k, n);
    break;
  case S_FRAMES:
    frame_line(b, a, e, k, n);
    break;
  case S_BONE:
    bone_line(b, a, e, k, n);
    if (b->line_in_bone == 10) b->state = S_AFTER_BONE;
    break;
  case S_AFTER_BONE:
  case S_VERTEX:
  case S_INFLUENCES:
    if (b->state == S_AFTER_BONE) b->state = S_INFLUENCES; /* the vertices start */
    vertex_line(b, a, e, k, n);
    break;
  case S_DONE:
    break;
  }
}

static void rows(Builder *b, uint32_t start, uint32_t end) {
  const char *t = b->src->text;
  for (uint32_t a = start; a < end;) {
    const char *nl = memchr(t + a, '\n', end - a);
    uint32_t e = nl ? (uint32_t)(nl - t) : end, next = nl ? e + 1 : end;
    if (e > a && t[e - 1] == '\r') e--;
    while (e > a && (t[e - 1] == ' ' || t[e - 1] == '\t')) e--;
    data_line(b, a, e);
    a = next;
  }
}

/* A bone cut short: its rows are misaligned, so its transforms mean
 * nothing (only SK001 is said about it). */
static void drop_bone_matrices(Builder *b) {
  BpExt *x = b->ext;
  while (x->nmatrices && x->matrices[x->nmatrices - 1].bone == (uint32_t)b->bone &&
         x->matrices[x->nmatrices - 1].frame == UINT32_MAX)
    x->nmatrices--;
  SkBone *bone = &b->model->bones[b->bone];
  bone->has_matrix = false;
}

static void bone_name(Builder *b, SkSpan s) {
  const char *t = b->src->text;
  bool closed = s.end - s.start >= 2 && t[s.end - 1] == '>';
  if (!closed)
    sk_report(b->sink, SK_RULE_SK001, sk_span(s.end, s.end),
              "the bone name %.*s is not closed; expected '>' before the end of the line",
              (int)(s.end - s.start), t + s.start);
  if (b->animation || b->state == S_NB || b->state == S_NV || b->state == S_VERTEX ||
      b->state == S_INFLUENCES) {
    const char *why = b->animation ? "an animation file has no bone names"
                      : b->state == S_NB || b->state == S_NV
                          ? "expected Nb and Nv (two counts) first"
                          : "bones come before the vertices";
    sk_report(b->sink, SK_RULE_SK001, s, "unexpected bone name %.*s; %s", (int)(s.end - s.start),
              t + s.start, why);
    return;
  }
  if (b->state == S_BONE) {
    sk_report(b->sink, SK_RULE_SK001, b->bone_end,
              "bone '%s' ends after %u of its 10 lines; expected %s",
              b->model->bones[b->bone].name, b->line_in_bone, bone_line_what[b->line_in_bone]);
    drop_bone_matrices(b);
  }
  SkBone *bone = sk_model_add_bone(b->model);
  uint32_t a = s.start + 1, e = closed ? s.end - 1 : s.end;
  bone->name = sk_model_strdup(b->model, t + a, e - a);
  bone->name_span = sk_span(a, e);
  bone->span = s;
  b->bone = (int32_t)(b->model->nbones - 1);
  b->line_in_bone = 0;
  b->bone_end = s;
  b->state = S_BONE;
}

static void walk(Builder *b, TSTree *tree) {
  TSNode root = ts_tree_root_node(tree);
  TSTreeCursor c = ts_tree_cursor_new(root);
  if (ts_tree_cursor_goto_first_child(&c)) {
    do {
      TSNode n = ts_tree_cursor_current_node(&c);
      TSSymbol t = ts_node_symbol(n);
      SkSpan s = sk_span(ts_node_start_byte(n), ts_node_end_byte(n));
      if (ts_node_is_missing(n) || strcmp(ts_node_type(n), "ERROR") == 0) {
        SkSpan line = sk_source_line_span(b->src, sk_source_line_of(b->src, s.start));
        uint32_t e = s.end > line.end ? line.end : s.end;
        if (e <= s.start) e = s.start + 1 > b->src->len ? s.start : s.start + 1;
        sk_report(b->sink, SK_RULE_SK001, sk_span(s.start, e),
                  "unexpected '%.*s'; expected numbers, a <bone name> or a header line such as "
                  "ExportMode \"Bones\"",
                  (int)(e - s.start), text_at(b, s.start));
      } else if (t == b->s_comment) {
        sk_model_note_comment(b->model, text_at(b, s.start + 2), s.end - s.start - 2, s);
      } else if (t == b->s_rows) {
        rows(b, s.start, s.end);
      } else if (t == b->s_name) {
        bone_name(b, s);
      } else if (t == b->s_setting || t == b->s_header_value) {
        header_line(b, n);
      }
    } while (ts_tree_cursor_goto_next_sibling(&c));
  }
  ts_tree_cursor_delete(&c);
}

static void finish(Builder *b) {
  SkModel *m = b->model;
  if (b->animation) {
    if (b->state == S_HEADER) settle_form(b), start_frames(b);
    finish_frames(b);
    close_frame_block(b);
    if (sk_span_valid(b->ext->header_span)) sk_model_add_block(m, b->ext->header_span);
    return;
  }
  if (b->state == S_BONE) {
    sk_report(b->sink, SK_RULE_SK001, b->bone_end,
              "bone '%s' ends after %u of its 10 lines; expected %s", m->bones[b->bone].name,
              b->line_in_bone, bone_line_what[b->line_in_bone]);
    drop_bone_matrices(b);
  }
  if (b->state == S_VERTEX) {
    SkVertex *v = &m->vertices[m->nvertices - 1];
    sk_report(b->sink, SK_RULE_SK001, sk_span(v->span.end, v->span.end),
              "the file ends after the position of vertex %u; expected its number of bones", m->nvertices - 1);
  }
  close_vertex(b);
  if (sk_span_valid(b->nb_span)) add_count(b, "Nb", "bones", b->nb_span, b->nb, m->nbones);
  if (sk_span_valid(b->nv_span)) add_count(b, "Nv", "vertices", b->nv_span, b->nv, b->vertices_read);
  sk_model_resolve_parent_indices(m);
}

static void ext_free(void *p) {
  BpExt *x = p;
  free(x->matrices);
  free(x->poses);
  free(x->counts);
  free(x->mixed);
  free(x);
}

SkModel *sk_parse_bonespro(const SkSource *src, const SkOptions *opts, SkDiagSink *sink) {
  (void)opts;
  const TSLanguage *lang = tree_sitter_bonespro();
  TSTree *tree = sk_ts_parse_with(lang, sink->reparse, sink->format, src->text, (uint32_t)src->len);
  if (!tree) return NULL;
  Builder b = {0};
  b.src = src;
  b.sink = sink;
  b.animation = sink->format == SK_FORMAT_BPANIM;
  b.model = sk_model_new(b.animation ? SK_FORMAT_BPANIM : SK_FORMAT_BPSTRUCT);
  b.model->skinned = !b.animation;
  b.ext = sk_xcalloc(1, sizeof *b.ext);
  b.ext->animation = b.animation;
  b.ext->counts_span = b.ext->nf_span = SK_NO_SPAN;
  b.model->ext = b.ext;
  b.model->ext_free = ext_free;
  b.nb_span = b.nv_span = b.nf_span = b.group_span = b.nbv_span = b.frame_block = SK_NO_SPAN;
  b.ext->form_span = b.ext->header_span = SK_NO_SPAN;
  b.nb = b.nv = b.nf = -1;
  b.bone = -1;
  b.state = S_NB;
#define SYM(name) ts_language_symbol_for_name(lang, name, (uint32_t)strlen(name), true)
  b.s_rows = SYM("rows");
  b.s_name = SYM("bone_name");
  b.s_setting = SYM("setting");
  b.s_header_value = SYM("header_value");
  b.s_key = SYM("key");
  b.s_string = SYM("string");
  b.s_value = SYM("value");
  b.s_comment = SYM("comment");
#undef SYM
  walk(&b, tree);
  sk_ts_done(sink->reparse, sink->format, tree);
  finish(&b);
  return b.model;
}

/* The formats (format_spec.h): BonesPro's structure and animation, .txt
 * files told by their content, with `//` comments. */
const SkFormatSpec sk_spec_bpstruct = {
    .format = SK_FORMAT_BPSTRUCT, .name = "bpstruct", .extensions = "",
    .kind = SK_KIND_SKELETON, .syntax = SK_SYNTAX_LINES, .comment_open = "// ", .comment_close = "",
    .triggers = "", .parent_field = SK_PARENT_FIELD_AFTER_NAME, .top_parent = "*",
    .weight_lines = true, .detect = sk_detect_txt_model, .detect_stage = SK_DETECT_TEXT_LATE,
    .has_positions = sk_vertex_lines_any, .vertex_position = sk_vertex_line_position,
    .parse = sk_parse_bonespro,
};
const SkFormatSpec sk_spec_bpanim = {
    .format = SK_FORMAT_BPANIM, .name = "bpanim", .extensions = "",
    .kind = SK_KIND_ANIMATION, .syntax = SK_SYNTAX_LINES, .comment_open = "// ", .comment_close = "",
    .triggers = "=", .keywords = SK_KEYWORDS_HEADER, .detect = sk_detect_txt_model,
    .detect_stage = SK_DETECT_TEXT_LATE, .outline = sk_bpanim_outline, .parse = sk_parse_bonespro,
    .vocab = &sk_vocab_bpanim,
};
