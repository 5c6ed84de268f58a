/* sniff.h — reading the first bytes of a file to tell its format, for the
 * formats' detection hooks (SkFormatSpec.detect, called by detect.c):
 * white space, a word at a place, the next meaningful line, a line of
 * digits. */
#ifndef SK_FORMATS_SNIFF_H
#define SK_FORMATS_SNIFF_H

#include "../front_end.h"

const char *sk_sniff_skip_ws(const char *p, const char *end);
/* Whether [p, end) opens with `word`, any case. */
bool sk_sniff_starts_ci(const char *p, const char *end, const char *word);
/* Whether [s, e) opens with `word`, this case. */
bool sk_sniff_starts_word(const char *s, const char *e, const char *word);
/* The next line that is not blank or a `//` comment: [*ls, *le) without
 * blanks at either end or a trailing comment; false at the end. */
bool sk_sniff_line(const char **p, const char *end, const char **ls, const char **le);
/* Whether [s, e) is digits only (and not empty). */
bool sk_sniff_digits(const char *s, const char *e);
bool sk_sniff_blank(char c);

#endif
