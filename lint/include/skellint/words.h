/* skellint/words.h — the types of the words each format accepts (SkWord,
 * its fixed values, where a document wrote one, how a header is written):
 * types only, so the front-ends that hold the vocabulary tables
 * (the formats' vocabulary files, xsf.h) see them without the editor layer's
 * functions (skellint/editor.h, which includes this). */
#ifndef SKELLINT_WORDS_H
#define SKELLINT_WORDS_H

#include "model.h"

typedef enum {
  SK_WORD_ELEMENT,   /* an XML element; parent: the element it goes in */
  SK_WORD_ATTRIBUTE, /* an XML attribute; parent: its element */
  SK_WORD_KEY,       /* a JSON key; parent: the key whose object holds it
                      * (NULL: a bone object of Dash's top-level array) */
  SK_WORD_KEYWORD,   /* a keyword opening a line; parent: the section or
                      * block it goes in (NULL: the top level, or any
                      * section the format allows: sk_vocab_allowed) */
  SK_WORD_HEADER     /* a whole first line (RokDeBone2 .bon) */
} SkWordKind;

/* A fixed value a word takes, and what it means (or NULL). */
typedef struct {
  const char *value;
  const char *description;
} SkWordValue;

typedef struct {
  const char *name;          /* as files write it */
  SkWordKind kind;
  const char *parent;        /* where it may appear (see SkWordKind) */
  const char *description;   /* one short phrase or sentence, or NULL */
  const SkWordValue *values; /* its fixed values, ended by a NULL value; or NULL */
  unsigned value_arg;        /* the argument (0-based) those values are for */
  const char *also;          /* another spelling the format reads, or NULL */
} SkWord;

/* A header word the document wrote (BonesPro animation header lines). */
typedef struct {
  SkSpan key;   /* the word as written; a value written alone: its line */
  SkSpan value; /* its value (without quotes), empty when missing */
  bool alone;   /* the header gives values alone, without their keys */
} SkWritten;

/* How a document's header is written (sk_vocab_header). */
typedef enum { SK_HEADER_NONE, SK_HEADER_KEYED, SK_HEADER_VALUES } SkHeaderForm;

#endif
