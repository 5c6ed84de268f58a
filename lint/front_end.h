/* front_end.h — what a front-end (lint/formats/) sees: report.h (the
 * sink, the arena, arrays, number helpers, the rules' check functions),
 * the format spec and vocabulary types, and the model layer's services
 * to the formats — comments noted for suppressions, repair proposals,
 * tree-sitter and kept-model re-parsing, the JSON arena — with the
 * parsers' and specs' own declarations. Not the files, check, project or
 * editor layers' functions: a front-end reads the bytes it is given,
 * reports to its sink, and calls nothing above it (the compiler keeps
 * that: -Werror=implicit-function-declaration). Implemented by the layers
 * below the formats (suppress.c, repair_record.c, reparse.c, json_arena.c,
 * model.c). */
#ifndef SK_FRONT_END_H
#define SK_FRONT_END_H

#include "report.h"
#include "skellint/words.h"       /* SkWord, SkWritten, SkHeaderForm: the vocabularies */
#include "skellint/format_spec.h" /* SkFormatSpec: each format's own value */

#include <stdio.h>
#include <string.h>

/* libxml2's process-wide set-up, once (xml_init.c; public in
 * skellint/check.h): the XML reader makes sure of it before parsing. */
void sk_init(void);

/* cJSON's allocations on this thread come from an arena between begin and
 * end (json_arena.c); every cJSON value made meanwhile must be deleted
 * before end. */
typedef struct SkJsonArena SkJsonArena;
SkJsonArena *sk_json_arena_begin(void);
void sk_json_arena_end(SkJsonArena *a);

/* Suppressions (suppress.c). Front-ends of formats with comments call
 * sk_model_note_comment with each comment's text (without its markers) and
 * span; a comment that is not a skellint directive is ignored. */
void sk_model_note_comment(SkModel *m, const char *text, size_t len, SkSpan span);
/* What the check does with them: drops suppressed diagnostics and reports
 * unused suppressions (SK009). */
void sk_suppressions_apply(const SkSource *src, SkModel *m, SkDiagList *diags,
                           SkDiagSink *sink);
/* Reading on past a syntax error (repair.c). A front-end that stops at
 * damaged text may propose edits to that text (same-length blanks,
 * insertions: what the user most likely meant — a missing end tag, a
 * closing quote, the end tags of a truncated file) with the finding that
 * reports the damage; sk_repair_check then checks the repaired text and
 * reports its findings at the places they have in the damaged one. */
typedef struct SkRepair {
  SkEdit *edits;         /* on the text the model was read from, sorted, disjoint */
  uint32_t nedits, cap;
  size_t diag;           /* the syntax error's index in the sink, or SIZE_MAX */
} SkRepair;

/* The model's repair, created on first use (edits are added in order). */
SkRepair *sk_repair_of(SkModel *m);
void sk_repair_add(SkRepair *r, uint32_t start, uint32_t end, const char *text);
void sk_repair_free(SkRepair *r);
/* Front-ends, one per format (lint/formats/<fmt>.c). */
SkModel *sk_parse_xsf(const SkSource *src, const SkOptions *opts,
                      SkDiagSink *sink);
/* XMF, XAF, XRF, XPF: the sink's format says which. */
SkModel *sk_parse_cal3d_xml(const SkSource *src, const SkOptions *opts,
                            SkDiagSink *sink);
SkModel *sk_parse_cal3dcfg(const SkSource *src, const SkOptions *opts, SkDiagSink *sink);
SkModel *sk_parse_dashjson(const SkSource *src, const SkOptions *opts,
                           SkDiagSink *sink);
SkModel *sk_parse_dashbin(const SkSource *src, const SkOptions *opts,
                          SkDiagSink *sink);
/* Binary Cal3D (cal3d_bin.c): CSF, CAF, CMF, CRF and CPF decoded into the
 * model of their XML siblings. */
SkModel *sk_parse_cal3d_bin(const SkSource *src, const SkOptions *opts, SkDiagSink *sink);
/* The same file written to `out` as the equivalent Cal3D XML, decoding as
 * above (findings to `sink`); false when the read stopped early (the XML
 * then holds what was read). */
bool sk_cal3d_bin_write_xml(const SkSource *src, FILE *out, SkDiagSink *sink);
SkModel *sk_parse_bon(const SkSource *src, const SkOptions *opts,
                      SkDiagSink *sink);

/* --- LGW and BonesPro (lint/formats/lgw.c, lint/formats/bonespro.c) --- */
SkModel *sk_parse_lgw(const SkSource *src, const SkOptions *opts,
                      SkDiagSink *sink);
/* Both BonesPro kinds: the sink's format says structure or animation. */
SkModel *sk_parse_bonespro(const SkSource *src, const SkOptions *opts,
                           SkDiagSink *sink);

/* One family of formats' vocabulary (skellint.h, "Vocabulary"), defined
 * beside its front-end and dispatched by vocab.c. `ext` is the model's
 * front-end data, or NULL without a model; a NULL hook answers no/none. */
struct SkVocab {
  bool (*word)(SkFormat f, size_t i, SkWord *out);
  bool any_case; /* names compare in any letter case */
  const char *(*section_at)(const void *ext, uint32_t offset);
  bool (*allowed)(const void *ext, const SkWord *w, SkSpan line);
  bool (*written)(const void *ext, const SkWord *w, SkWritten *out);
  bool (*header)(const void *ext, SkHeaderForm *form, uint32_t *after);
  /* Why a bone name (valid UTF-8, no control characters) cannot be
   * written in the format, or NULL (sk_vocab_name_refused). */
  const char *(*name_refused)(const char *name, size_t len);
};
extern const SkVocab sk_vocab_xml;    /* formats/xsf_vocab.c: XSF, XMF, XAF, XRF, XPF */
extern const SkVocab sk_vocab_bon;    /* formats/bon_vocab.c */
extern const SkVocab sk_vocab_lgw;    /* formats/lgw.c */
extern const SkVocab sk_vocab_bpanim; /* formats/bonespro.c */
extern const SkVocab sk_vocab_dash;   /* formats/dash_vocab.c: Dash skeleton JSON */

/* The formats' hooks their specs share (format_spec.h). */
bool sk_detect_cal3d_xml(const SkSniff *in, SkFormat *out); /* formats/cal3d_detect.c */
bool sk_detect_cal3d_bin(const SkSniff *in, SkFormat *out);
SkFormatKind sk_cal3d_bin_kind_of(const SkSource *src);
void sk_cal3d_bin_name_check(const SkSource *src, const SkFormatSpec *named, SkDiagSink *sink);
bool sk_detect_dashjson(const SkSniff *in, SkFormat *out); /* formats/dash_detect.c */
bool sk_detect_dashbin(const SkSniff *in, SkFormat *out);
bool sk_detect_txt_model(const SkSniff *in, SkFormat *out); /* formats/txt_model_detect.c */
bool sk_cal3d_has_positions(const SkModel *m);           /* formats/cal3d_points.c */
bool sk_cal3d_vertex_position(const SkSource *src, const SkModel *m, uint32_t v, double out[3]);
bool sk_vertex_lines_any(const SkModel *m);              /* formats/vertex_lines.c */
bool sk_vertex_line_position(const SkSource *src, const SkModel *m, uint32_t v, double out[3]);
/* Outline hooks (SkFormatSpec.outline) in files of their own. */
void sk_cal3d_outline(SkOutliner *o);  /* formats/cal3d_outline.c: XMF, XAF, XPF, XRF */
void sk_bpanim_outline(SkOutliner *o); /* formats/bonespro_outline.c */
/* Each format's spec (format_spec.h), defined beside its front-end and
 * collected by front_ends.c. */
extern const SkFormatSpec sk_spec_xsf;      /* formats/xsf.c */
extern const SkFormatSpec sk_spec_xmf, sk_spec_xaf, sk_spec_xrf,
    sk_spec_xpf;                            /* formats/cal3d_xml.c */
extern const SkFormatSpec sk_spec_bon;      /* formats/bon.c */
extern const SkFormatSpec sk_spec_bpstruct, sk_spec_bpanim; /* formats/bonespro.c */
extern const SkFormatSpec sk_spec_lgw;      /* formats/lgw.c */
extern const SkFormatSpec sk_spec_dashjson; /* formats/dashjson.c */
extern const SkFormatSpec sk_spec_dashbin;  /* formats/dashbin.c */
extern const SkFormatSpec sk_spec_cal3dcfg; /* formats/cal3dcfg.c */
extern const SkFormatSpec sk_spec_cal3d_binary; /* formats/cal3d_bin.c */

/* Tree-sitter parsing for the front-ends (reparse.c): sk_ts_parse
 * parses the text starting from the kept tree when there is one of this
 * format (the edits since were applied to it); sk_ts_done keeps the new
 * tree for next time, or deletes it when nothing keeps trees (r NULL). */
typedef struct TSParser TSParser;
typedef struct TSTree TSTree;
typedef struct TSLanguage TSLanguage;
TSTree *sk_ts_parse(TSParser *parser, SkReparse *r, SkFormat format, const char *text,
                    uint32_t len);
/* A parser of `lang`, or NULL when this tree-sitter cannot load it. */
TSParser *sk_ts_parser_new(const TSLanguage *lang);
/* sk_ts_parse with a parser of its own, deleted after: NULL when the
 * language does not load or nothing was parsed. */
TSTree *sk_ts_parse_with(const TSLanguage *lang, SkReparse *r, SkFormat format,
                         const char *text, uint32_t len);
void sk_ts_done(SkReparse *r, SkFormat format, TSTree *tree);

/* A model kept for the next check (reparse.c), for front-ends that re-read
 * only what an edit touched (XSF). The edits since its text, merged: bytes
 * [start, old_end) of that text are now [start, start + new_len) of the
 * current one. */
typedef struct {
  bool any;            /* there were edits */
  uint32_t start, old_end, new_len;
} SkEditSpan;
/* After a check whose model `m` the front-end could re-use: the surface
 * will hand m over (sk_reparse_keep) with `notes` (the front-end's own, freed
 * with notes_free). With r NULL the notes are freed at once. */
void sk_reparse_expect(SkReparse *r, const SkModel *m, void *notes, void (*notes_free)(void *));
/* The kept model of `format`, its notes and the edits since, taken out of
 * r (the caller owns them); NULL when there is none. */
SkModel *sk_reparse_take(SkReparse *r, SkFormat format, void **notes, SkEditSpan *edit);
/* Counts a check that re-used the kept model (sk_reparse_count). */
void sk_reparse_reused(SkReparse *r);

/* Moving a kept model's spans after an edit: what lies at or after `at`
 * (the old end of the re-read range) moves by delta; a span ending at `at`
 * moves only when it is empty and starts there. */
typedef struct {
  uint32_t at;
  int64_t delta;
} SkShift;

static inline void sk_shift_span(const SkShift *sh, SkSpan *sp) {
  if (sp->start == UINT32_MAX || sh->delta == 0) return;
  uint32_t start = sp->start;
  if (start >= sh->at) sp->start = (uint32_t)(start + sh->delta);
  if (sp->end > sh->at || (sp->end == sh->at && start >= sh->at))
    sp->end = (uint32_t)(sp->end + sh->delta);
}

/* Whether span s lies in [lo, hi] (what a re-read range held). */
static inline bool sk_span_within(SkSpan s, uint32_t lo, uint32_t hi) {
  return s.start != UINT32_MAX && s.start >= lo && s.end <= hi;
}

/* What a front-end reported while building a kept model (its own findings,
 * without related spans or fixes), to report again when the model is
 * re-used (reparse.c). */
typedef struct {
  SkDiagList diags;                  /* spans in the kept model's text */
  SkSeverity severity[SK_MAX_RULES]; /* the options they were reported under */
  /* Parts re-read since the whole text was: what they replaced stays in
   * the model's arena until the next whole read (the front-end bounds it). */
  uint32_t rereads;
} SkFrontNotes;
/* The findings [from, count) of the sink, or NULL when one of them has
 * related spans or fixes (not kept). */
SkFrontNotes *sk_front_notes_new(const SkDiagSink *sink, size_t from);
void sk_front_notes_free(void *notes);
/* Whether the findings were reported under these options' severities. */
bool sk_front_notes_fit(const SkFrontNotes *n, const SkOptions *opts);
/* Drops the kept findings in [lo, sh->at], moves the ones after, adds
 * `fresh` (taken: the list is emptied), and reports them all to sink. */
void sk_front_notes_splice(SkFrontNotes *n, uint32_t lo, const SkShift *sh, SkDiagList *fresh,
                           SkDiagSink *sink);

/* Resolves bone.parent from bone.parent_ref read as a bone index:
 * -1 (and, when `allow_self_root`, nothing else) means no parent, an index
 * in range becomes the parent, anything else sets parent_unresolved. */
void sk_model_resolve_parent_indices(SkModel *m);

#endif
