/* skellint.h — the one public header of libskellint.
 *
 * The library turns the bytes of a skeleton or skin-weight file into a
 * format-neutral model, runs the rules of the registry over it and returns
 * diagnostics with exact byte spans. It never prints, never exits and keeps
 * no global state: every surface (CLI, LSP, fuzzers) drives it through the
 * functions below.
 *
 * Its declarations are in one header per layer of lint/, each including
 * the layers below it: skellint/text.h (spans, sources, paths, helpers) →
 * files.h (scope, trust, reading files) · model.h (formats, options, the
 * model and skeleton, the registry, diagnostics, fixes, what a character
 * holds, what a rule sees) → check.h (making a character, checking a
 * document, detection) → project.h (configuration, a file's character,
 * poses) · editor.h (vocabulary, outline, pictures). A rule includes
 * only text.h and model.h (lint/rules/rule.h); check.h includes
 * format_spec.h (a format as one value).
 *
 * Ownership: a function that returns a pointer says who frees it. Every
 * `_free(NULL)` is a no-op. Out of memory aborts in one place (sk_xmalloc). */
#ifndef SKELLINT_H
#define SKELLINT_H

#define SK_VERSION "0.1.0"

#include "skellint/text.h"    /* 1 text */
#include "skellint/model.h"   /* 3 model: with text.h, what a rule sees */
#include "skellint/files.h"   /* 2 files */
#include "skellint/check.h"   /* 5 check */
#include "skellint/project.h" /* 6 project */
#include "skellint/editor.h"  /* 7 editor */

#endif
