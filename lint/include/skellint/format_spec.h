/* format_spec.h — a format as one value (SkFormatSpec): its name and
 * extensions, what a file of it is, how its bytes are read, its parser
 * and vocabulary, and what editor features need of its syntax (comment
 * syntax for suppressions, completion triggers, where bone references
 * are written). Each front-end defines its formats' specs beside its
 * parser (lint/formats/<fmt>.c); lint/front_ends.c collects them in one
 * table. The CLI and the language server ask the table instead of
 * branching on SK_FORMAT_*. Included by skellint/check.h. */
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

/* How completion offers a format's keywords (lsp/features/keywords*.c). */
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

typedef struct SkVocab SkVocab; /* the library's (internal.h) */

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

  /* Editor features (lsp/features). */
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
/* A source of `bytes` (taken) read as format f reads them: binary, or text
 * (Shift_JIS when the format allows it). NULL when too large. */
SkSource *sk_format_source_adopt(SkFormat f, const char *path, char *bytes, size_t len);

#endif
