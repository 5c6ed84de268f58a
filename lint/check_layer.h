/* check_layer.h — what the check layer's files (detect, front_ends, relay,
 * repair, document, character) see, and what the layers above it build
 * on: front_end.h (what the formats are given, the parsers and their
 * specs), the public headers of the files and check layers
 * (skellint/files.h, skellint/check.h), and the check layer's own:
 * checking a repaired text, telling UTF-16 apart.
 * Not the project or editor layers' functions: a project file includes
 * skellint/project.h beside this, an editor file skellint/editor.h, and
 * with -Werror=implicit-function-declaration a check file calling either
 * does not compile (tidy, its check 18, names the include). A front-end
 * includes front_end.h and a rule rules/rule.h, not this. */
#ifndef SK_CHECK_LAYER_H
#define SK_CHECK_LAYER_H

#include "front_end.h"
#include "skellint/files.h"
#include "skellint/check.h"

#include <stdio.h>
#include <string.h>

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
