/* skellint/editor.h — the editor layer: what editors ask of a document — the words
 * each format accepts and the outline. One header per layer of lint/ (docs/architecture.md); skellint.h includes them all. */
#ifndef SKELLINT_EDITOR_H
#define SKELLINT_EDITOR_H

#include "model.h"
#include "words.h" /* SkWord, SkWritten, SkHeaderForm */
#include "format_spec.h" /* SkSymbolKind: the formats' outline hooks name them */

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

/* Whether the document wrote word `w`, and where. */
bool sk_vocab_written(SkFormat f, const SkModel *m, const SkWord *w, SkWritten *out);
/* How a document's header is written: not yet, keys with their values,
 * or values alone (in the format's order); and the offset after which its
 * lines go (UINT32_MAX: not known). False for a format without such a
 * header. */
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
 * animation's header and frames (outline.c, through each format's outline
 * hook: format_spec.h, which declares SkSymbolKind; the language server's
 * document symbols). */
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
/* Pictures: a skeleton drawn as SVG, for `render` and editors          */
/* ------------------------------------------------------------------ */

/* A world axis with a direction: axis 0 X, 1 Y, 2 Z; sign +1 or -1. */
typedef struct {
  int axis, sign;
} SkAxis;

/* How a skeleton stands (stand_up.c): its up and forward directions, the
 * axis that runs left to right across a front view (the figure's left on
 * the viewer's right: up × forward) and across a side view (forward, so
 * the figure faces right). */
typedef struct {
  SkAxis up, forward, front_across, side_across;
  bool from_spine;    /* up read from the lower and upper hubs, not the extents */
  bool facing_found;  /* forward's sign read from the feet */
  int32_t lower, upper; /* the hubs' bone indices, -1 when not found */
} SkOrientation;

/* Reads up and facing from the hierarchy and the joint positions (nbones
 * × 3) of a posed skeleton. */
void sk_stand_up(const SkModel *m, const double (*pos)[3], SkOrientation *o);

/* One panel of a picture (front or side): where a point lands in it. */
typedef struct SkPictureView SkPictureView;

/* Something drawn under the bones (a mesh's vertices), through its own
 * functions: the picture calls no layer by name. Each writes by
 * appending to `out` (never looking at what is there). */
typedef struct {
  const void *data;
  /* Calls fn with every point it draws (for the figure's extent). */
  void (*points)(const void *data, void (*fn)(void *ud, const double p[3]), void *ud);
  void (*draw)(SkBuf *out, const void *data, const SkPictureView *v);
  /* The heading's words about it. */
  void (*caption)(SkBuf *out, const void *data);
} SkPictureLayer;

typedef struct {
  const SkDocument *doc;     /* the skeleton: bones, findings */
  const char *path;          /* the skeleton's file, as shown */
  /* An animation's pose (nbones joints, world space) instead of the bind
   * pose, or NULL; `animation` its file, `time` and `duration` in seconds. */
  const double (*pose)[3];
  const char *animation;
  double time, duration;
  const SkPictureLayer *layer; /* drawn under the bones (a mesh), or NULL */
} SkPicture;

/* Appends the picture as SVG (picture.c): the pose in two orthographic
 * views, front and side, on one scale (a format without transforms: its
 * hierarchy, in one panel). Each bone and joint carries its index
 * (data-index) and a <title> with its name and its findings' codes; a
 * bone with an error has the class "error", with a warning "warning".
 * `doc` must have a model with bones. */
void sk_picture_svg(SkBuf *out, const SkPicture *p);
/* A point's place in a view, for layers drawn in it. */
void sk_picture_point(const SkPictureView *v, const double p[3], double *x, double *y);

/* ------------------------------------------------------------------ */
/* Bones at a place (editor/bones_at.c): what is under the cursor and  */
/* what refers to a bone, from the model's spans alone                 */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_AT_NOTHING,
  SK_AT_NAME,       /* a bone's own name */
  SK_AT_PARENT,     /* a bone's parent reference (bone = the parent) */
  SK_AT_INFLUENCE,  /* a vertex influence's bone reference */
  SK_AT_BONE,       /* elsewhere in a bone's declaration */
  SK_AT_EXTERNAL    /* a bone ID in a file with no bones of its own (XMF
                        influence, XAF track): a bone of the skeleton */
} SkAtKind;

typedef struct {
  SkAtKind kind;
  int32_t bone;      /* the bone meant (for references: the target) */
  SkSpan span;       /* the span under the cursor */
} SkBoneAt;

/* What is at `offset` (an end-inclusive match, so the cursor just after a
 * name counts). References that resolve to nothing give bone -1. */
SkBoneAt sk_bone_at(const SkModel *m, uint32_t offset);

/* The bone whose own reference field holds `offset`, which must never
 * refer to that bone itself: the bone whose parent reference is there, or
 * with `innermost`, else the innermost bone declared around it (an XSF
 * CHILDID, or an empty PARENTID the front-end recorded no span for); -1
 * when there is none. */
int32_t sk_bone_owning(const SkModel *m, uint32_t offset, bool innermost);

typedef struct {
  SkSpan *items;
  size_t count, cap;
} SkSpans;

/* Every span that refers to bone b: parent references and influences,
 * and its own name when `with_declaration`. */
void sk_bone_references(const SkModel *m, int32_t b, bool with_declaration,
                         SkSpans *out);
/* The span of `name` in [span] when the text there is the name itself
 * (optionally in quotes), or SK_NO_SPAN (e.g. a reference by index). */
SkSpan sk_name_in(const SkSource *src, SkSpan span, const char *name);
void sk_spans_free(SkSpans *l);

/* The bone an ID names: the one at that index (Cal3D's look-up), or -1. */
int32_t sk_bone_of_id(const SkModel *m, int64_t id);

/* ------------------------------------------------------------------ */
/* Symbols, folding, bone search and suppression edits                */
/* (editor/symbols.c, folding.c, bone_search.c, suppress_edit.c)      */
/* ------------------------------------------------------------------ */

/* Asked as work goes on (`work` counts it) whether to stop: true stops
 * the work and the function reports it (the language server polls the
 * client's $/cancelRequest every so often). NULL: never. */
typedef bool (*SkCancelled)(void *arg, uint32_t work);

/* The bones of m as symbols (SK_SYMBOL_OBJECT, detail "bone N"), nested
 * under their parents in the skeleton's order; a bone's range is its
 * declaration, its selection its name. Bones on a loop come after the
 * tops; a subtree deeper than 128 levels is listed flat, before the bone
 * at that depth, beside it. False (and nothing) when cancelled. Free
 * *out with sk_outline_free. */
bool sk_bone_symbols(const SkModel *m, SkCancelled cancelled, void *arg, SkSymbol **out,
                     size_t *n);
/* The document's symbols: its outline (sk_outline, with `skeleton`) and
 * then its bones (sk_bone_symbols). */
bool sk_document_symbols(const SkDocument *doc, SkSkeletonOf skeleton, void *skeleton_arg,
                         SkCancelled cancelled, void *arg, SkSymbol **out, size_t *n);

/* A range of lines an editor folds (0-based, both included). */
typedef struct {
  uint32_t start, end;
} SkFold;
/* The bone declarations and structural blocks of m (over src) that span
 * more than one line, one per start line (the outermost), by start line:
 * *out (malloc'd, free it) and *n. False (and nothing) when cancelled. */
bool sk_folds(const SkSource *src, const SkModel *m, SkCancelled cancelled, void *arg,
              SkFold **out, size_t *n);

/* Whether the characters of `query` (spaces aside) appear in order in
 * `name`, ignoring ASCII case: "lthigh" finds "Bip01 L Thigh". */
bool sk_name_matches(const char *query, const char *name);
/* The indices of m's first `max` bones whose names the query matches, in
 * *out (malloc'd, or NULL); their number. */
size_t sk_bones_matching(const SkModel *m, const char *query, size_t max, uint32_t **out);

/* An edit that silences a finding where it is. */
typedef struct {
  const SkDiagnostic *diag; /* the finding (the first of its code on its line, or in the file) */
  const char *code;         /* its rule's code (static) */
  SkSuppressKind kind;      /* SK_SUPPRESS_NEXT_LINE or SK_SUPPRESS_FILE */
  SkEdit edit;              /* an insertion; its text malloc'd */
} SkSuppressEdit;
typedef struct {
  SkSuppressEdit *items;
  size_t count, cap;
} SkSuppressEdits;
/* The edit that disables `code` for line `line` (SK_SUPPRESS_NEXT_LINE:
 * a comment above it, or the code added to the one there) or for the
 * file (SK_SUPPRESS_FILE: at the top, after a byte-order mark and an XML
 * declaration), in the comment syntax of the format's spec. False when the
 * format has no comments, the file is binary, or the line starts inside
 * an XML tag. */
bool sk_suppress_edit(const SkDocument *doc, const char *code, SkSuppressKind kind, uint32_t line,
                      SkEdit *out);
/* For the findings of doc touching `range` (not SK009, not off), in their
 * order: for each code and line its line edit, then for each code the
 * file edit. Free with sk_suppress_edits_free. */
void sk_suppress_edits(const SkDocument *doc, SkSpan range, SkSuppressEdits *out);
void sk_suppress_edits_free(SkSuppressEdits *l);

/* ------------------------------------------------------------------ */
/* Hover (editor/hover.c): what a place in a document is, as Markdown  */
/* ------------------------------------------------------------------ */

/* The skeleton whose bones a document without bones of its own names (an
 * XMF mesh's influences, an XAF animation's tracks), as the caller knows
 * it (the character's skeleton file, a setting): its model, NULL when
 * none is known, and its file as shown to the user (or NULL). Both stay
 * the caller's. */
typedef struct {
  const SkModel *model;
  const char *shown;
} SkBoundSkeleton;
/* Asked at most once, and only when a bone ID of that skeleton is met. */
typedef SkBoundSkeleton (*SkBoundSkeletonOf)(void *arg);

typedef struct {
  char *markdown;  /* malloc'd */
  SkSpan span;     /* what it describes: a name, a reference, a header line */
} SkHover;

/* What hover says at `offset` of `doc`: a bone (its index, parent chain,
 * transform and bind-pose position), a bone ID of the bound skeleton
 * (`skeleton` may be NULL: none known), a reference to no bone, or a
 * BonesPro animation's header value. False when there is nothing to say
 * (*out then holds nothing to free). */
bool sk_hover(const SkDocument *doc, uint32_t offset, SkBoundSkeletonOf skeleton, void *arg,
              SkHover *out);
void sk_hover_free(SkHover *h);

/* ------------------------------------------------------------------ */
/* Highlights (editor/highlight.c): every use of the bone at a place   */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_HIGHLIGHT_READ,  /* a reference */
  SK_HIGHLIGHT_WRITE  /* the bone's declaration */
} SkHighlightKind;

typedef struct {
  SkSpan span;
  SkHighlightKind kind;
} SkHighlight;

typedef struct {
  SkHighlight *items;
  size_t count, cap;
} SkHighlights;

/* Appends to `out`, in file order, the places of `doc` that name the bone
 * at `offset` (its name, a reference, its declared ID; in a file without
 * bones, the same bone ID). Nothing when there is none. */
void sk_highlights(const SkDocument *doc, uint32_t offset, SkHighlights *out);
void sk_highlights_free(SkHighlights *h);

/* ------------------------------------------------------------------ */
/* Inlay hints (editor/inlay_hints.c): a bone's name after its number   */
/* ------------------------------------------------------------------ */

typedef struct {
  uint32_t at;   /* the offset the hint goes at: after the number (and its quote) */
  char *label;   /* the bone's name, malloc'd */
} SkInlayHint;

typedef struct {
  SkInlayHint *items;
  size_t count;
} SkInlayHints;

/* The hints of the numbers that start in `range` of `doc`, in order, one
 * per place. In a file without bones of its own the numbers are IDs of
 * the skeleton `skeleton` gives (asked at most once; may be NULL). */
void sk_inlay_hints(const SkDocument *doc, SkSpan range, SkSkeletonOf skeleton, void *arg,
                    SkInlayHints *out);
void sk_inlay_hints_free(SkInlayHints *h);

/* ------------------------------------------------------------------ */
/* Definition and references (editor/definition.c)                      */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_DEFINED_NOWHERE,    /* no reference to a bone at the place */
  SK_DEFINED_HERE,       /* span: the bone's name (or declaration) in this document */
  SK_DEFINED_IN_SKELETON /* bone: an ID of the bound skeleton's bones */
} SkDefinedIn;

typedef struct {
  SkDefinedIn in;
  SkSpan span;
  int64_t bone;
} SkDefinition;

/* Where the bone referred to at `offset` is defined. */
SkDefinition sk_definition(const SkDocument *doc, uint32_t offset);
/* When `offset` is on a bone's name or a reference to a bone of `doc`:
 * appends to `out` every place referring to it, in order (with its name
 * when `with_declaration`), and returns true; false elsewhere. */
bool sk_references(const SkDocument *doc, uint32_t offset, bool with_declaration,
                   SkSpans *out);

/* ------------------------------------------------------------------ */
/* Rename (editor/rename.c): a bone's name and every spelling of it     */
/* ------------------------------------------------------------------ */

typedef struct {
  int32_t bone;    /* -1: no bone name or reference at the place */
  SkSpan span;     /* the name or reference at the place */
  char *name;      /* the bone's name (malloc'd), when it can be renamed */
  char *refusal;   /* why it cannot (malloc'd), or NULL */
} SkRenameTarget;

/* What a rename at `offset` would rename. */
SkRenameTarget sk_rename_target(const SkDocument *doc, uint32_t offset);
void sk_rename_target_free(SkRenameTarget *t);

typedef struct {
  SkEdit *items;
  size_t count, cap;
} SkEdits;

/* Renames the bone at `offset` to `name`: appends the edits to `out` (the
 * name first, then each reference spelling it, in order, none
 * overlapping) and returns NULL; or returns why not (malloc'd: no bone
 * there, a name the format cannot hold or that needs escaping, a bone
 * without a written name, a name taken) and appends nothing. */
char *sk_rename_bone(const SkDocument *doc, uint32_t offset, const char *name, SkEdits *out);
void sk_edits_free(SkEdits *e);

/* ------------------------------------------------------------------ */
/* Completion (editor/completion.c, complete_*.c): what may go at a place */
/* ------------------------------------------------------------------ */

/* The characters whose typing opens completion (a client is told them
 * all); where each one does: sk_completion_trigger_fits. */
#define SK_COMPLETION_TRIGGERS "\"<>=,"

typedef enum {
  SK_COMPLETION_KEYWORD,     /* a tag, attribute, key or line keyword */
  SK_COMPLETION_ENUM_MEMBER, /* a value from a fixed set */
  SK_COMPLETION_VALUE,       /* a bone's index or serial, its name beside */
  SK_COMPLETION_REFERENCE    /* a bone's name, or a bone ID of the skeleton */
} SkCompletionKind;

typedef struct {
  char *label;         /* what the list shows */
  char *label_detail;  /* shown right after the label (" Hips"), or NULL */
  SkCompletionKind kind;
  char *detail;        /* or NULL */
  char sort[16];       /* the items' order: they sort by it */
  char *filter;        /* what typing is matched against, when not the label; or NULL */
  bool edits;          /* `text` is written over `replace`; else the label at the word */
  SkSpan replace;
  char *text;
} SkCompletion;

typedef struct {
  SkCompletion *items;
  size_t count, cap;
  bool incomplete;     /* there were more than the list holds */
} SkCompletions;

/* Whether `c`, just typed before `offset`, opens in format f what
 * completion fills ('<' a tag, '"' an odd quote of its line, '=' an
 * attribute's value, '>' an XSF PARENTID or CHILDID, ',' a .bon serial),
 * by the format's spec (triggers, id_elements). */
bool sk_completion_trigger_fits(const SkSource *src, SkFormat f, uint32_t offset, char c);
/* What completion offers at `offset` of `doc`: the keywords or fixed
 * values the place takes (tags, attributes, keys, line keywords), or where
 * a bone goes, the bones as that place writes them (a name, quoted in LGW;
 * an index or a .bon serial with the name beside; a bone ID of the bound
 * `skeleton`, asked only in an XMF INFLUENCE ID or XAF TRACK BONEID, may
 * be NULL). `trigger` is the character whose typing asked (0: asked for):
 * where it opens nothing, nothing is offered. Appends to `out`; free with
 * sk_completions_free. */
void sk_complete(const SkDocument *doc, uint32_t offset, char trigger, SkBoundSkeletonOf skeleton,
                 void *arg, SkCompletions *out);
void sk_completions_free(SkCompletions *l);

#endif
