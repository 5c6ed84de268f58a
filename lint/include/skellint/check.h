/* skellint/check.h — the check layer: a character made from its .cfg, a document
 * checked (detection, the front-ends, the rules, kept syntax trees), binary
 * Cal3D written as XML. One header per layer of lint/ (docs/architecture.md); skellint.h includes them all. */
#ifndef SKELLINT_CHECK_H
#define SKELLINT_CHECK_H

#include "files.h"
#include "model.h"

/* Characters: making one (model.h says what a character holds). */
/* The character a model file describes: `cfg` is the .cfg's text (its
 * path locates the files). Each file it names is looked for on disk now,
 * inside `scope` only (NULL: anywhere): from `workdir` (the folder the
 * program that loads it runs in, when the project says so; NULL: the
 * .cfg's folder), else as missing_model_file.c (SK471) describes. Free
 * with sk_character_free. */
SkCharacter *sk_character_from_cfg(const SkSource *cfg, const SkScope *scope, const char *workdir);
/* A character of one skeleton and nothing else (--skeleton PATH, a
 * "skeleton" setting): meshes and animations checked with it see its
 * bones. `path` is also how messages name it. */
SkCharacter *sk_character_new(const char *skeleton_path, const SkScope *scope);
/* The character of `cfg` rewritten (after a fix round): its parts looked
 * up again, each given the document `old` had for the same file. */
SkCharacter *sk_character_replan(const SkCharacter *old, const SkSource *cfg,
                                 const SkScope *scope, const char *workdir);
void sk_character_free(SkCharacter *c);
/* The part whose file is the file at `path` (compared by device and
 * inode, then by name), or -1. */
int32_t sk_character_find(const SkCharacter *c, const char *path);
/* Gives a part its checked document: the skeleton (whose bones meshes and
 * animations are checked against) and meshes (the bases of morph
 * targets). The document must outlive every check that uses the
 * character; documents whose model is incomplete are ignored. */
void sk_character_set_document(SkCharacter *c, int32_t part, const SkDocument *doc);


/* Syntax trees kept between checks of one document edited in place (a
 * language server's open document). Report every edit with
 * sk_reparse_edit before applying it to the text, and check with
 * sk_document_check_reparse: the front-ends of tree-sitter formats (bon,
 * lgw, bpstruct, bpanim) then re-parse incrementally, re-reading only
 * what the edits touched; other formats re-parse whole. The diagnostics
 * are the same as a fresh check's. */
typedef struct SkReparse SkReparse;
SkReparse *sk_reparse_new(void);
void sk_reparse_free(SkReparse *r);
/* Forgets the kept tree (the whole text was replaced). */
void sk_reparse_reset(SkReparse *r);
/* [start, end) of `before` — the text as it is before the edit — is about
 * to be replaced by `with_len` bytes of `with`. */
void sk_reparse_edit(SkReparse *r, const SkSource *before, uint32_t start, uint32_t end,
                     const char *with, size_t with_len);
/* How many parses started from a kept tree or a kept model (for tests). */
uint32_t sk_reparse_count(const SkReparse *r);
/* Hands the model of `doc` — the last check made with r — over to r before
 * the document is freed: the next check may re-use it (the XSF front-end
 * re-reads only the BONE element an edit touched). Does nothing for any
 * other document. */
void sk_reparse_keep(SkReparse *r, SkDocument *doc);

/* Process-wide set-up of the XML parser (libxml2's globals and a deny-all
 * external entity loader), done once however often it is called. Call it
 * before starting threads that check documents; the XML front-ends also
 * call it. */
void sk_init(void);

/* Detects the format (unless `format` is given), parses and lints.
 * Takes ownership of `src`. Never returns NULL. */
SkDocument *sk_document_check(SkSource *src, SkFormat format,
                              const SkOptions *opts);
/* Like sk_document_check, re-parsing from the trees kept in `r` (may be
 * NULL) and keeping the new ones there. */
SkDocument *sk_document_check_reparse(SkSource *src, SkFormat format,
                                      const SkOptions *opts, SkReparse *r);
/* Like sk_document_check_reparse, as part `part` (-1: none) of character
 * `c` (may be NULL): the checks between files run too. */
SkDocument *sk_document_check_in(SkSource *src, SkFormat format, const SkOptions *opts,
                                 const SkCharacter *c, int32_t part, SkReparse *r);
void sk_document_free(SkDocument *doc);
/* Adds to `cfg` (the checked .cfg of character c) the findings of `from`
 * (part `part`'s document, checked in c but not reported: outside the
 * .cfg's folder) that compare it with the other files, at the .cfg line
 * naming it. Returns how many. */
size_t sk_document_relay(SkDocument *cfg, const SkCharacter *c, int32_t part,
                         const SkDocument *from);

/* A format as one value (SkFormatSpec, sk_format_spec): its name, its
 * front-end, what it is and what editors need of it. */
#include "format_spec.h"

/* ------------------------------------------------------------------ */
/* Binary Cal3D as XML (`skellint show`)                               */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_BINARY_XML_WRITTEN,     /* the whole file, written as XML */
  SK_BINARY_XML_NOT_BINARY,  /* no binary Cal3D magic: nothing written */
  SK_BINARY_XML_NOT_DECODED, /* a binary type skellint does not decode yet */
  SK_BINARY_XML_STOPPED      /* the read stopped (truncated, refused, not
                              * checked): the findings say where; nothing
                              * written */
} SkBinaryXml;

/* Writes a binary Cal3D file (CSF, CAF …) to `out` as the Cal3D XML file
 * it is equivalent to (XSF, XAF …: the elements and attributes in the
 * order Cal3D's own saver writes them, floats as the shortest text that
 * reads back to the same float), so that it checks with the same findings.
 * The decoder's findings (SK001, SK003 …, with `opts`' severities; NULL
 * for the defaults) are appended to `diags`; the rules do not run. The XML
 * format is stored in *xml_format (may be NULL). Nothing is written unless
 * the whole file decodes. */
SkBinaryXml sk_cal3d_binary_to_xml(const SkSource *src, const SkOptions *opts, FILE *out,
                                   SkDiagList *diags, SkFormat *xml_format);

/* ------------------------------------------------------------------ */
/* Detection                                                           */
/* ------------------------------------------------------------------ */

/* By content first, extension second. `path` may be NULL. Returns
 * SK_FORMAT_UNKNOWN when nothing matches. */
SkFormat sk_detect(const char *path, const char *bytes, size_t len);
/* By extension alone (".xsf" → SK_FORMAT_XSF), case-insensitive. */
SkFormat sk_format_from_path(const char *path);
/* Whether the path's extension is .cfg (any case): a candidate Cal3D model
 * file, to be confirmed by its content (sk_detect). */
bool sk_path_is_cfg(const char *path);
/* Whether a prefix of a file is too little to tell its format: a .cfg
 * whose prefix holds only blank and `#` comment lines (Cal3D ignores
 * them, so a model file can start with any number). A reader that
 * detects from a prefix reads the whole file (within its size limit)
 * before it calls such a file unknown. */
bool sk_detect_undecided(const char *path, const char *bytes, size_t len);

#endif
