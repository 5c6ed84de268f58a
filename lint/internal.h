/* internal.h — what the library's own files share and surfaces do not see:
 * the diagnostic sink, the arena, the front-end table, the growable-array
 * macro and the rule check declarations generated from rules.def. */
#ifndef SK_INTERNAL_H
#define SK_INTERNAL_H

#include "skellint.h"

#include <string.h>

/* Where diagnostics go while a document is parsed and linted. */
struct SkDiagSink {
  SkDiagList *out;
  const SkOptions *opts;
  SkFormat format;
};

void sk_sink_init(SkDiagSink *sink, SkDiagList *out, const SkOptions *opts,
                  SkFormat format);
/* Frees what a diagnostic owns (message, related, fixes), not the item. */
void sk_diag_free_contents(SkDiagnostic *d);

/* A bump allocator: many small strings, freed at once. */
SkArena *sk_arena_new(void);
void *sk_arena_alloc(SkArena *a, size_t size); /* zeroed, 8-aligned */
char *sk_arena_strndup(SkArena *a, const char *s, size_t n);
void sk_arena_free(SkArena *a);

/* Growable arrays: SK_ARRAY_PUSH(ptr, count, cap) makes room for one more
 * element and evaluates to a pointer to it (zeroed). */
#define SK_ARRAY_GROW(ptr, count, cap)                                        \
  ((count) >= (cap)                                                           \
       ? ((cap) = (cap) ? (cap) * 2 : 8,                                      \
          (ptr) = sk_xrealloc((ptr), (size_t)(cap) * sizeof *(ptr)))          \
       : (ptr))
#define SK_ARRAY_PUSH(ptr, count, cap)                                        \
  (SK_ARRAY_GROW(ptr, count, cap),                                            \
   memset(&(ptr)[(count)], 0, sizeof *(ptr)), &(ptr)[(count)++])

/* Suppressions (suppress.c). Front-ends of formats with comments call
 * sk_model_note_comment with each comment's text (without its markers) and
 * span; a comment that is not a skellint directive is ignored. */
void sk_model_note_comment(SkModel *m, const char *text, size_t len, SkSpan span);
/* Drops suppressed diagnostics and reports unused suppressions (SK009). */
void sk_suppressions_apply(const SkSource *src, SkModel *m, SkDiagList *diags,
                           SkDiagSink *sink);

/* Front-ends, one per format (lint/formats/<fmt>.c). */
SkModel *sk_parse_xsf(const SkSource *src, const SkOptions *opts,
                      SkDiagSink *sink);
SkModel *sk_parse_dashjson(const SkSource *src, const SkOptions *opts,
                           SkDiagSink *sink);
SkModel *sk_parse_dashbin(const SkSource *src, const SkOptions *opts,
                          SkDiagSink *sink);
SkModel *sk_parse_bon(const SkSource *src, const SkOptions *opts,
                      SkDiagSink *sink);
const SkFrontEnd *sk_front_end(SkFormat f);

/* Resolves bone.parent from bone.parent_ref read as a bone index:
 * -1 (and, when `allow_self_root`, nothing else) means no parent, an index
 * in range becomes the parent, anything else sets parent_unresolved. */
void sk_model_resolve_parent_indices(SkModel *m);

/* Declarations of every rule's check function. */
#define SK_RULE(code, name, sev, formats, summary, check)                    \
  void check(const SkContext *ctx, SkDiagSink *sink);
#include "rules.def"
#undef SK_RULE


/* Small span helpers. */
static inline SkSpan sk_span_n(size_t start, size_t len) {
  return sk_span((uint32_t)start, (uint32_t)(start + len));
}

#endif
