/* format_spec.h — a format as one value (SkFormatSpec): its name and
 * extensions, what a file of it is, how its bytes are read, its parser
 * and vocabulary, and what editor features need of its syntax (comment
 * syntax for suppressions, completion triggers, where bone references
 * are written, what its outline lists). Each front-end defines its
 * formats' specs beside its parser (lint/formats/<fmt>.c);
 * lint/front_ends.c collects them in one table. The CLI and the language
 * server ask the table instead of branching on SK_FORMAT_*. Included by
 * skellint/check.h (and editor.h, for SkSymbolKind). */
#ifndef SK_FORMAT_SPEC_H
#define SK_FORMAT_SPEC_H

/* What a file of a format holds. */
typedef enum {
  SK_KIND_NONE = 0,        /* SK_FORMAT_UNKNOWN */
  SK_KIND_SKELETON,        /* bones and their hierarchy (XSF, .bon, BonesPro structure, Dash) */
  SK_KIND_MESH,            /* a mesh whose influences name a skeleton's bones (XMF) */
  SK_KIND_ANIMATION,       /* tracks of bones (XAF, BonesPro animation) */
  SK_KIND_MORPH_ANIMATION, /* tracks of morph targets (XPF) */
  SK_KIND_MATERIAL,        /* colours and maps (XRF) */
  SK_KIND_MODEL,           /* a skeleton and its meshes in one file (LGW) */
  SK_KIND_CHARACTER,       /* the files of one character (a Cal3D .cfg) */
  SK_KIND_ANY_CAL3D,       /* binary Cal3D: which of the above its magic says */
} SkFormatKind;

/* How the text of a file is written. */
typedef enum {
  SK_SYNTAX_LINES = 0, /* lines of keywords and numbers (.bon, BonesPro, LGW, .cfg) */
  SK_SYNTAX_XML,       /* Cal3D XML */
  SK_SYNTAX_JSON,      /* Dash JSON */
  SK_SYNTAX_BINARY,    /* no text: read as bytes, never fixed */
} SkTextSyntax;

/* How completion offers a format's keywords (lint/editor/complete_keywords*.c). */
typedef enum {
  SK_KEYWORDS_NONE = 0,
  SK_KEYWORDS_XML,      /* tags and attributes where the element allows them */
  SK_KEYWORDS_JSON,     /* an object's keys */
  SK_KEYWORDS_SECTIONS, /* a line's keyword within its section (.bon) */
  SK_KEYWORDS_BLOCKS,   /* a line's keyword within its block (LGW) */
  SK_KEYWORDS_HEADER,   /* the header's keys in their order (BonesPro animation) */
} SkKeywordStyle;

/* Where a bone's parent is written as a bare index (completion offers the
 * indices). */
typedef enum {
  SK_PARENT_FIELD_NONE = 0,
  SK_PARENT_FIELD_JSON_KEY,   /* the value of "parentIndex" (Dash JSON) */
  SK_PARENT_FIELD_AFTER_NAME, /* the line after a bone's <name> line (BonesPro) */
} SkParentField;

typedef struct SkVocab SkVocab; /* the library's (front_end.h) */

/* When a format's detection hook is asked (detect.c): formats told by their
 * bytes before any text is decoded (magic numbers, an extension that names
 * binary), then text formats in the table's order, then the text formats
 * whose openings (numbers, a common word) other text can share. */
typedef enum {
  SK_DETECT_TEXT = 0,
  SK_DETECT_BYTES,
  SK_DETECT_TEXT_LATE,
} SkDetectStage;

struct SkFormatSpec;

/* What a detection hook sees of a file. */
typedef struct SkSniff {
  const char *path;              /* may be NULL */
  const char *ext;               /* the name's extension with its dot ("" none) */
  SkFormat by_ext;               /* what the extension says (sk_format_from_path) */
  const struct SkFormatSpec *named; /* its spec (never NULL) */
  const char *bytes, *end;       /* as read (BYTES), after a UTF-8 byte-order mark (TEXT) */
  const char *first;             /* the first byte after white space from `bytes` */
} SkSniff;

/* What a symbol of an outline is (SkSymbol, skellint/editor.h): the kinds
 * a format's outline hook gives its symbols. */
typedef enum {
  SK_SYMBOL_FILE,      /* a file named (a model file's part, a material's map) */
  SK_SYMBOL_NAMESPACE, /* a header */
  SK_SYMBOL_PROPERTY,  /* a setting or colour */
  SK_SYMBOL_FIELD,     /* a material */
  SK_SYMBOL_OBJECT,    /* a track */
  SK_SYMBOL_STRUCT,    /* a submesh or mesh */
  SK_SYMBOL_EVENT      /* a morph target, a frame */
} SkSymbolKind;

/* What a format's outline hook writes to: the builder sk_outline
 * (lint/outline.c) hands it, called through these pointers so that a
 * front-end calls nothing above it and needs no editor header. */
typedef struct SkOutliner SkOutliner;
struct SkOutliner {
  const SkModel *model; /* the document's (never NULL; model->ext is the format's extras) */
  const SkSource *src;  /* its text */
  /* Adds a symbol after the last: name and detail are copied (an empty or
   * NULL name is "(unnamed)", detail may be NULL); a selection that is
   * not a span is the range, a range that is not one or does not hold the
   * selection is the selection. */
  void (*add)(SkOutliner *o, const char *name, const char *detail, SkSymbolKind kind,
              SkSpan range, SkSpan selection);
  /* The symbols added between enter and leave are the children of the
   * symbol added last before enter (after any it has; with none, they
   * stay at that level). */
  void (*enter)(SkOutliner *o);
  void (*leave)(SkOutliner *o);
  /* The text of span sp (malloc'd; "" when sp is not a span of the text). */
  char *(*text)(SkOutliner *o, SkSpan sp);
  /* model->blocks sorted by start (the XML reader adds them as elements
   * end), n in *n: made on first use, kept until the outline is done. */
  const SkSpan *(*blocks)(SkOutliner *o, uint32_t *n);
  /* The skeleton whose bone names an animation's tracks take, or NULL
   * (tracks are then "bone N"): the caller's, asked at most once. */
  const SkModel *(*skeleton)(SkOutliner *o);
};

typedef struct SkFormatSpec {
  SkFormat format;
  const char *name;       /* short and stable ("xsf", "bon", …): --format-of, languageId, reports */
  const char *extensions; /* the extensions that name it, space-separated (".xsf"); formats
                             told by their content only (.cfg, .json, .txt) have none */
  SkFormatKind kind;
  SkTextSyntax syntax;
  bool shift_jis;     /* text that is not UTF-8 is read as Shift_JIS (.bon) */
  bool detected_only; /* never asked for by name (--format-of): told by its bytes */
  bool cal3d_part;    /* can be a part of a Cal3D character (listed in a .cfg) */
  bool takes_skeleton; /* checked against a skeleton another file holds (--skeleton) */

  /* The library's questions besides the parser (lint/): they keep
   * detect.c, character.c, document.c and mesh_points.c from
   * naming formats. */
  /* Whether the bytes decide the format: *out is the one they say
   * (SK_FORMAT_UNKNOWN: none the linter reads); false, no opinion. Formats
   * told apart by one reading (Cal3D XML's roots, the .txt models) share a
   * hook. NULL: told by its extension alone. */
  bool (*detect)(const SkSniff *in, SkFormat *out);
  SkDetectStage detect_stage;
  /* What a file of an SK_KIND_ANY_CAL3D format is, by its bytes. */
  SkFormatKind (*kind_of)(const SkSource *src);
  /* Said of a file before its parser runs, given the spec its name's
   * extension points to (a binary Cal3D file under an XML name, SK006). */
  void (*name_check)(const SkSource *src, const struct SkFormatSpec *named, SkDiagSink *sink);
  /* Where its vertices are (pictures, mesh_points.c): whether a model has
   * positions, and vertex v's. NULL: none. */
  bool (*has_positions)(const SkModel *m);
  bool (*vertex_position)(const SkSource *src, const SkModel *m, uint32_t v, double out[3]);

  /* Editor features (lint/editor/). */
  const char *comment_open, *comment_close; /* a suppression comment; NULL: none */
  const char *triggers; /* characters that open completion where typed, besides '"' */
  bool id_elements;     /* bone IDs written as element text (<PARENTID>, <CHILDID>) */
  const char *bone_ref_tag, *bone_ref_attr; /* the element and attribute naming a bone of
                                               a skeleton in another file (INFLUENCE ID) */
  SkKeywordStyle keywords;
  SkParentField parent_field;
  const char *top_parent; /* the value of a top-level bone's parent field ("null", "*") */
  bool weight_lines;      /* `bone weight` lines whose bone is an index (BonesPro) */
  bool quoted_names;      /* bone names written in quotes on a line (LGW) */
  bool serial_lists;      /* lines of bone serials (TREEPART in .bon) */
  /* What a file holds besides bones, as symbols (sk_outline): its
   * submeshes, tracks, maps, parts, frames … written to o in file order.
   * NULL: none. Called only with a model that has extras (model->ext). */
  void (*outline)(SkOutliner *o);

  /* The library's: the front-end and the vocabulary (vocab.c). */
  SkModel *(*parse)(const SkSource *src, const SkOptions *opts, SkDiagSink *sink);
  const SkVocab *vocab;
} SkFormatSpec;

/* The spec of format f; SK_FORMAT_UNKNOWN (and a value out of range) has
 * one too, named "unknown", with nothing else. Never NULL. */
const SkFormatSpec *sk_format_spec(SkFormat f);
/* The known formats in the order of SkFormat, from i = 0; NULL past the
 * last. */
const SkFormatSpec *sk_format_spec_at(size_t i);
/* What a file of format f is: its spec's kind, or for SK_KIND_ANY_CAL3D
 * what its bytes say (SK_KIND_NONE when they say nothing). */
SkFormatKind sk_format_kind_of(SkFormat f, const SkSource *src);
/* A source of `bytes` (taken) read as format f reads them: binary, or text
 * (Shift_JIS when the format allows it). NULL when too large. */
SkSource *sk_format_source_adopt(SkFormat f, const char *path, char *bytes, size_t len);

#endif
