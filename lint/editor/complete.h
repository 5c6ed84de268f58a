/* complete.h — what the completion files of the editor layer share
 * (completion.c asks each in turn; sk_complete is the public entry): the
 * list's items, the keyword places (complete_keywords*.c) and the bone
 * fields (complete_ids.c, complete_serials.c, complete_indices.c,
 * complete_names.c). Each field completer returns false when `off` is not
 * its field, and true with its items added otherwise. */
#ifndef SK_EDITOR_COMPLETE_H
#define SK_EDITOR_COMPLETE_H

#include "../report.h"
#include "skellint/editor.h"
#include "skellint/format_spec.h"

/* At most this many bones are offered; the list says it is incomplete. */
#define SK_COMPLETION_MAX 5000

/* completion_items.c: a new item at the end of l, zeroed. */
SkCompletion *sk_completion_add(SkCompletions *l);

/* Items being gathered for a keyword place. */
typedef struct {
  const SkSource *src;
  SkCompletions *out;
  /* The text the items replace: on the cursor's line, around the cursor
   * (the word or value it is in). */
  SkSpan replace;
  uint32_t count; /* items so far; their order is kept (sort) */
} SkKeywords;

/* completion_items.c: adds an item: its label, kind, detail (or
 * NULL), and the text written over k->replace (NULL: the label). */
void sk_keyword_item(SkKeywords *k, const char *label, SkCompletionKind kind, const char *detail,
                     const char *text);
/* complete_keywords.c: when `off` is a place where format f has keywords
 * or fixed values (a tag or attribute being written, a line's first word,
 * a JSON key…), adds those valid there — possibly none — and returns true;
 * false elsewhere (completion then offers bones). `m` is the document's
 * model (for what the front-end recorded), or NULL. */
bool sk_complete_keywords(SkKeywords *k, SkFormat f, const SkModel *m, uint32_t off);
/* The same for the Cal3D XML formats (complete_keywords_xml.c) and Dash
 * JSON (complete_keywords_json.c), which find the place from the text. */
bool sk_complete_keywords_xml(SkKeywords *k, SkFormat f, uint32_t off);
bool sk_complete_keywords_json(SkKeywords *k, SkFormat f, uint32_t off);

/* complete_ids.c: an XMF INFLUENCE ID or XAF TRACK BONEID value: the
 * bound skeleton's bone IDs. */
bool sk_complete_skeleton_ids(const SkDocument *doc, uint32_t off, SkBoundSkeletonOf skeleton,
                              void *arg, SkCompletions *out);
/* complete_serials.c: a .bon serial field (a TREEPART line, a mixed
 * chain's serial): the joints' serials. */
bool sk_complete_bon_serials(const SkDocument *doc, uint32_t off, SkCompletions *out);
/* completion_items.c: an item that writes `text` (a serial, an index)
 * over `replace`, with the bone's name as the label's detail and in the
 * filter text; `order` sorts it. */
void sk_ref_item(SkCompletions *out, SkSpan replace, const char *text, const char *name,
                 uint32_t order);
/* complete_indices.c: a field that takes a bone index (Dash parentIndex,
 * a BonesPro structure's parent line or a weight's bone), even empty. */
bool sk_complete_parent_index(const SkDocument *doc, uint32_t off, SkCompletions *out);
/* complete_names.c: in an LGW file, where bone names go: the names as
 * the quoted strings the format takes. */
bool sk_complete_quoted_names(const SkDocument *doc, uint32_t off, SkCompletions *out);
/* complete_trigger.c: whether `off` follows an XSF <PARENTID> or
 * <CHILDID> start tag (with a number or blanks between). */
bool sk_in_xsf_id_field(const SkSource *src, uint32_t off);

#endif
