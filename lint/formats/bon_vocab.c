/* bon_vocab.c — the vocabulary of RokDeBone2 .bon files (skellint.h,
 * "Vocabulary"): the two headers the reader knows, and the keywords that
 * stand alone on their line — the sections of a separated file
 * (NAMEPART_START … NAMEPART_END, TREEPART_START … TREEPART_END) and
 * RELATIVE_BONENO_MODE, anywhere. Where a keyword may go comes from what
 * the front-end recorded (bon.h: the sections, the declared type). */
#include "../front_end.h"
#include "bon.h"

static const SkWord words[] = {
    {"BoneFile : type mixed : ver1001", SK_WORD_HEADER, NULL,
     "header: every line a chain of serial:name", NULL, 0, NULL},
    {"BoneFile : type separated : ver1001", SK_WORD_HEADER, NULL,
     "header: NAMEPART and TREEPART sections", NULL, 0, NULL},
    {"NAMEPART_START", SK_WORD_KEYWORD, NULL, "section of serial:name lines", NULL, 0, NULL},
    {"NAMEPART_END", SK_WORD_KEYWORD, "NAMEPART", "ends the NAMEPART section", NULL, 0, NULL},
    {"TREEPART_START", SK_WORD_KEYWORD, NULL, "section of parent,child,… lines", NULL, 0, NULL},
    {"TREEPART_END", SK_WORD_KEYWORD, "TREEPART", "ends the TREEPART section", NULL, 0, NULL},
    {"RELATIVE_BONENO_MODE", SK_WORD_KEYWORD, NULL, "serials relative to the first joint's", NULL,
     0, NULL}};

enum { NWORDS = sizeof words / sizeof words[0] };

const char *bon_canonical_header(BonType t) {
  return words[t == BON_TYPE_SEPARATED ? 1 : 0].name;
}

static bool bon_word(SkFormat f, size_t i, SkWord *out) {
  (void)f;
  if (i >= NWORDS) return false;
  *out = words[i];
  return true;
}

/* The keyword w is, or -1 (a header). */
static int keyword_of(const SkWord *w) {
  for (int k = BON_KW_RELATIVE; k <= BON_KW_TREEPART_END; k++)
    if (strcmp(w->name, bon_keyword_text((BonKeywordKind)k)) == 0) return k;
  return -1;
}

/* A file declared mixed has no sections: all of it is its header's. */
static const char *bon_section(const void *ext, uint32_t offset) {
  const BonExt *x = ext;
  if (x && x->declared == BON_TYPE_MIXED) return bon_canonical_header(BON_TYPE_MIXED);
  BonSection sec = x ? bon_section_at(x, offset) : BON_SEC_NONE;
  return sec == BON_SEC_NAME ? "NAMEPART" : sec == BON_SEC_TREE ? "TREEPART" : NULL;
}

/* Sections only in a file not declared mixed; each opened once; a
 * section's end inside it; the relative mode once. */
static bool bon_allowed(const void *ext, const SkWord *w, SkSpan line) {
  const BonExt *x = ext;
  int k = keyword_of(w);
  if (k < 0) return line.start == 0;
  if (k == BON_KW_RELATIVE) return !(x && x->relative);
  if (x && x->declared == BON_TYPE_MIXED) return false;
  BonSection sec = x ? bon_section_at(x, line.start) : BON_SEC_NONE;
  switch (k) {
  case BON_KW_NAMEPART_END: return sec == BON_SEC_NAME;
  case BON_KW_TREEPART_END: return sec == BON_SEC_TREE;
  case BON_KW_NAMEPART_START: return sec == BON_SEC_NONE && !(x && x->has_namepart);
  default: return sec == BON_SEC_NONE && !(x && x->has_treepart); /* TREEPART_START */
  }
}

/* The header the file declares, and the relative mode. */
static bool bon_written(const void *ext, const SkWord *w, SkWritten *out) {
  const BonExt *x = ext;
  int k = keyword_of(w);
  bool yes = false;
  if (x && k < 0)
    yes = x->declared != BON_TYPE_UNKNOWN && strcmp(w->name, bon_canonical_header(x->declared)) == 0;
  else if (x && k == BON_KW_RELATIVE)
    yes = x->relative;
  if (yes)
    *out = (SkWritten){k < 0 ? x->header : x->relative_span, sk_span(0, 0), false};
  return yes;
}

/* A name runs from the ':' after its serial to the next ',' (or the full
 * width '，' RokDeBone2 also reads as one) or the line's end, and cannot
 * start with a ':' (grammars/bon/grammar.js, `name`). */
static const char *bon_name_refused(const char *name, size_t len) {
  static const char wide_comma[] = "\xEF\xBC\x8C", wide_colon[] = "\xEF\xBC\x9A";
  if (memchr(name, ',', len))
    return "a .bon name cannot hold ',': it ends the name, and the rest would be read as "
           "another bone";
  for (size_t i = 0; i + 3 <= len; i++)
    if (memcmp(name + i, wide_comma, 3) == 0)
      return "a .bon name cannot hold '\xEF\xBC\x8C' (the full-width comma): it ends the name, "
             "and the rest would be read as another bone";
  if (name[0] == ':' || (len >= 3 && memcmp(name, wide_colon, 3) == 0))
    return "a .bon name cannot start with ':': it would be read as the separator after the "
           "serial";
  return NULL;
}

const SkVocab sk_vocab_bon = {bon_word, false, bon_section, bon_allowed, bon_written, NULL,
                              bon_name_refused};
