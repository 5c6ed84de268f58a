/* internal.h — what the library's files above the formats share and
 * surfaces do not see: every public layer (skellint.h), what the formats
 * are given (front_end.h), and the check layer's own: applying
 * suppressions, checking a repaired text, telling UTF-16 apart. A
 * front-end includes front_end.h and a rule rules/rule.h, not this: with
 * -Werror=implicit-function-declaration neither can call a check, a file
 * read or an editor feature. */
#ifndef SK_INTERNAL_H
#define SK_INTERNAL_H

#include "skellint.h"
#include "front_end.h"

#include <stdio.h>
#include <string.h>

/* Drops suppressed diagnostics and reports unused suppressions (SK009). */
void sk_suppressions_apply(const SkSource *src, SkModel *m, SkDiagList *diags,
                           SkDiagSink *sink);
/* The directive word of a kind ("skellint-disable-next-line"), as the
 * comments write it (editor/suppress_edit.c writes them). */
const char *sk_suppress_word(SkSuppressKind kind);

/* When doc's model stopped at a syntax error with a repair: checks the
 * repaired text (repairing again, a few rounds, when it has more errors)
 * and, if one reads to its end, replaces doc's findings with the syntax
 * errors and the repaired text's findings — each at its place in doc's
 * text; fixes that touch a repaired place are dropped. Otherwise adds the
 * further syntax errors found to doc's findings. `c` and `part` as for
 * sk_document_check_in. */
void sk_repair_check(SkDocument *doc, const SkOptions *opts, const SkCharacter *c, int32_t part,
                     void (*run_rules)(SkDocument *, const SkOptions *, SkDiagSink *,
                                       const SkCharacter *, int32_t));

/* Whether bytes are UTF-16 text (detect.c): 'L' little-endian, 'B'
 * big-endian (by byte-order mark, or ASCII with NUL high bytes), or 0.
 * Such a file is detected by its content but not parsed: document.c
 * reports SK004 (unsupported encoding) instead. */
int sk_utf16_kind(const char *bytes, size_t len);

#endif
