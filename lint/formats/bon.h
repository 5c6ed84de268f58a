/* bon.h — what the RokDeBone2 .bon front-end records beyond the neutral
 * model: the file's type and mode, the header line, every serial as written
 * (with its role, section, colon and name), the section keywords and what
 * is wrong with their pairing, full-width punctuation, and the claims that
 * give one joint two parents. Only bon rules read this; they reach it with
 * bon_ext(ctx). The front-end records facts; rules decide what to report.
 *
 * The grammar is grammars/bon (tree-sitter); the reader's behaviour that
 * these facts are judged against is in shared specs/README.md, section 2. */
#ifndef SK_FORMAT_BON_H
#define SK_FORMAT_BON_H

#include "../report.h"

typedef enum {
  BON_TYPE_UNKNOWN = 0,
  BON_TYPE_MIXED,
  BON_TYPE_SEPARATED
} BonType;

/* Where a line sits, as the reader's section keywords delimit it. */
typedef enum {
  BON_SEC_NONE = 0, /* outside NAMEPART/TREEPART (or a mixed file) */
  BON_SEC_NAME,
  BON_SEC_TREE
} BonSection;

/* The shape a line was parsed as (grammar node). */
typedef enum {
  BON_SHAPE_NAME_LINE = 0, /* one element, no comma: `0104:name` */
  BON_SHAPE_CHAIN          /* elements separated by commas */
} BonShape;

/* The position of a serial in its line. */
typedef enum {
  BON_ROLE_NAMED = 0, /* the element of a name line */
  BON_ROLE_PARENT,    /* the first element of a chain */
  BON_ROLE_CHILD      /* a later element of a chain: its parent is the one before */
} BonRole;

/* One serial as written, with the rest of its element. */
typedef struct {
  SkSpan span;        /* the serial token (sign and digits) */
  SkSpan colon;       /* the ':' or '：' after it, or SK_NO_SPAN */
  SkSpan name;        /* the name after it, or SK_NO_SPAN */
  int64_t value;      /* the number written (relative in relative mode) */
  uint16_t ndigits;   /* digits written, half- or full-width */
  bool negative;      /* a '-' (or full-width minus) was written */
  bool wide;          /* a full-width digit or minus was written */
  bool overflow;      /* too many digits to hold a value */
  uint8_t role;       /* BonRole */
  uint8_t section;    /* BonSection */
  uint8_t shape;      /* BonShape */
  int32_t bone;       /* the model bone it denotes, or -1 (parents, ignored lines) */
} BonSerial;

typedef enum {
  BON_KW_RELATIVE = 0, /* RELATIVE_BONENO_MODE */
  BON_KW_NAMEPART_START,
  BON_KW_NAMEPART_END,
  BON_KW_TREEPART_START,
  BON_KW_TREEPART_END
} BonKeywordKind;

/* What is wrong with a section keyword's place, as the front-end paired
 * them in file order. */
typedef enum {
  BON_PAIR_OK = 0,
  BON_PAIR_IN_MIXED,   /* a section keyword in a mixed-type file */
  BON_PAIR_NESTED,     /* a START inside another open section */
  BON_PAIR_REPEATED,   /* a second NAMEPART (or TREEPART) section */
  BON_PAIR_NO_START,   /* an END with no open section of its kind */
  BON_PAIR_NO_END      /* a START never closed */
} BonPairing;

typedef struct {
  uint8_t kind;        /* BonKeywordKind */
  uint8_t pairing;     /* BonPairing */
  bool wide;           /* some letters (or '_') are full-width */
  bool lower;          /* some letters are lower-case */
  SkSpan span;         /* the keyword */
  SkSpan trailing;     /* white space after it on the line, or SK_NO_SPAN */
  SkSpan other;        /* for NESTED/REPEATED: the open or earlier START */
} BonKeyword;

/* A full-width colon or comma written where the half-width one is needed. */
typedef struct {
  SkSpan span;
  bool comma;          /* '，' (else '：') */
} BonWide;

/* A line the reader ignores: content outside the sections of a separated
 * file. */
typedef struct {
  SkSpan span;
} BonIgnored;

/* A second parent claimed for a joint: the first claim set bone.parent. */
typedef struct {
  uint32_t bone;       /* the joint claimed twice */
  SkSpan child;        /* its serial in the later claim */
  SkSpan parent;       /* the later claim's parent serial */
  int64_t parent_value;
} BonConflict;

typedef struct {
  /* Header (first line). */
  bool has_header;     /* the first line starts with BoneFile (any width/case) */
  SkSpan header;       /* the first line without its end (even when no header) */
  SkSpan bom;          /* a byte-order mark before it, or SK_NO_SPAN */
  BonType declared;    /* the type the header names (UNKNOWN: none recognised) */
  BonType type;        /* declared, or guessed from the content */
  /* RELATIVE_BONENO_MODE: any recognised line anywhere switches it on. */
  bool relative;
  SkSpan relative_span;
  bool has_namepart, has_treepart; /* a START of that section was seen */
  BonSerial *serials;  /* every serial, in file order; chains are runs of
                          PARENT, CHILD… */
  uint32_t nserials;
  BonKeyword *keywords;
  uint32_t nkeywords;
  BonWide *wide;
  uint32_t nwide;
  BonIgnored *ignored;
  uint32_t nignored;
  BonConflict *conflicts;
  uint32_t nconflicts;
} BonExt;

static inline const BonExt *bon_ext(const SkContext *ctx) {
  return ctx->format == SK_FORMAT_BON && ctx->model ? (const BonExt *)ctx->model->ext
                                                    : NULL;
}

/* The header as RokDeBone2 wants it, for a type (bon_vocab.c). */
const char *bon_canonical_header(BonType t);

/* What a first line says, once full-width characters are read as
 * half-width, case is ignored and spaces are collapsed. */
typedef struct {
  BonType type;        /* the type named, or the one it is close to */
  bool type_exact;     /* the type word is exactly mixed/separated (any case) */
  bool wide;           /* full-width characters were used */
  bool magic_ok;       /* 'BoneFile' exactly */
  bool magic_meant;    /* 'bonefile', 'Bone File', full-width … */
  bool type_word_ok;   /* 'type' present */
  bool version_ok;     /* 'ver1001' exactly */
  bool version_present;
  bool spacing_ok;     /* ' : ' separators, single spaces, no trailing space */
  char type_written[32]; /* the type word as written (half-width), for messages */
  char version_written[32];
} BonHeaderInfo;

/* Analyses the first line [s, s+len) (UTF-8, without its line end). */
void bon_header_analyse(const char *s, size_t len, BonHeaderInfo *out);

/* The half-width ASCII form of a full-width code point (U+FF01..U+FF5E,
 * U+3000, U+2212), or 0 when it has none. */
static inline int bon_narrow(uint32_t cp) {
  if (cp >= 0xFF01 && cp <= 0xFF5E) return (int)(cp - 0xFEE0);
  if (cp == 0x3000) return ' ';
  if (cp == 0x2212) return '-';
  return 0;
}

/* Decodes one UTF-8 character at s (at most n bytes): returns its length
 * (1 for an invalid byte, with *cp = 0xFFFD). */
static inline size_t bon_utf8(const char *s, size_t n, uint32_t *cp) {
  const unsigned char *p = (const unsigned char *)s;
  if (p[0] < 0x80) { *cp = p[0]; return 1; }
  size_t len = (p[0] & 0xE0) == 0xC0 ? 2 : (p[0] & 0xF0) == 0xE0 ? 3 : (p[0] & 0xF8) == 0xF0 ? 4 : 0;
  if (len == 0 || len > n) { *cp = 0xFFFD; return 1; }
  uint32_t c = p[0] & (0x7F >> len);
  for (size_t i = 1; i < len; i++) {
    if ((p[i] & 0xC0) != 0x80) { *cp = 0xFFFD; return 1; }
    c = (c << 6) | (p[i] & 0x3F);
  }
  *cp = c;
  return len;
}

/* The half-width form of [s, s+len): full-width ASCII characters narrowed,
 * everything else kept. Returns a malloc'd string. */
char *bon_narrow_text(const char *s, size_t len);

/* A copy of the text of a span for a message (caller frees): invalid
 * UTF-8 becomes U+FFFD; control characters stay (messages are written
 * through the escaping policy, lint/escape.c). */
char *bon_dup(const SkSource *src, SkSpan s);

/* 1-based line of an offset, for messages. */
static inline unsigned bon_line_no(const SkSource *src, uint32_t offset) {
  return sk_source_line_of(src, offset) + 1;
}

/* Whether the reader reads this serial's line at all: a separated file
 * ignores lines outside NAMEPART/TREEPART. */
static inline bool bon_serial_read(const BonExt *x, const BonSerial *s) {
  return !(x->type == BON_TYPE_SEPARATED && s->section == BON_SEC_NONE);
}

/* The section a place in the file is in, as the keywords before it open
 * and close them (BON_SEC_NONE in a mixed file), for editors. */
BonSection bon_section_at(const BonExt *x, uint32_t offset);

/* The canonical spelling of a keyword. */
static inline const char *bon_keyword_text(BonKeywordKind k) {
  static const char *const t[] = {"RELATIVE_BONENO_MODE", "NAMEPART_START", "NAMEPART_END",
                                   "TREEPART_START", "TREEPART_END"};
  return t[k];
}

#endif
