/* xml_reader.h — the reading loop every Cal3D XML front-end shares (XSF,
 * XMF, XAF, XRF, XPF): libxml2's SAX2 push parser, fed in chunks, with exact
 * byte offsets for every start tag, attribute, end tag and text content.
 *
 * A front-end gives two callbacks — an element starts, an element ends —
 * and builds its model from them; the reader does what is the same for all
 * of them:
 * - the leading <HEADER …/> that real files put before their root element
 *   (two top-level elements, which XML forbids) is read here and hidden
 *   from libxml2 without moving any offset;
 * - syntax errors become one SK001 (or SK004 for bytes that are not
 *   UTF-8), and reading stops: the model is marked incomplete. The
 *   common damage — a missing or misspelt end tag, a tag without its
 *   '>', a value without its quotes, a file cut short — is said in the
 *   user's terms at the damage, with the edits that repair it (SkRepair:
 *   lint/repair.c checks the repaired text); other errors keep libxml2's
 *   text, at the parser's cursor;
 * - DOCTYPEs are refused (no DTD, no entities, no network: docs/security.md),
 *   nesting deeper than XML_MAX_DEPTH stops the read, and so does an
 *   element with more than XML_MAX_ELEMENT_ATTRS attributes (found by a
 *   scan of the text before libxml2 reads it: libxml2's duplicate check
 *   is quadratic in the attributes of one element);
 * - comments become suppression directives, elements with element
 *   children become the model's blocks (editors fold them).
 *
 * Offsets: libxml2's cursor sits on the '>' of a start tag in its
 * start-element callback and just past the end tag in its end-element
 * callback; the raw tag is re-scanned from there for each attribute's name
 * and value spans. */
#ifndef SK_FORMAT_XML_READER_H
#define SK_FORMAT_XML_READER_H

#include "../front_end.h"

/* Deepest element nesting read, as libxml2's own default limit. */
#define XML_MAX_DEPTH 256
/* Attributes of one start tag that are scanned for their spans. */
#define XML_MAX_ATTRS 32
/* Attributes one element may have: more is SK001 and stops the read. */
#define XML_MAX_ELEMENT_ATTRS 256

/* An attribute as written: spans of its name and of the characters
 * between its quotes, and its value (entity-decoded when libxml2 decoded
 * it, else the raw characters), NUL-terminated, valid during the call. */
typedef struct {
  SkSpan name, value;
  const char *text;
  size_t text_len;
} XmlAttr;

typedef struct {
  SkSpan tag;           /* from '<' to '>' inclusive */
  SkSpan name;          /* the element's name */
  int depth;            /* 1 for a top-level element */
  const XmlAttr *attrs; /* the first XML_MAX_ATTRS attributes */
  size_t nattrs;
} XmlStart;

typedef struct {
  int depth;            /* as at its start */
  uint32_t end;         /* offset just past the end tag (or "/>") */
  bool has_children;    /* it holds element children */
  /* The content between the tags, trimmed of white space (for empty
   * content an empty span right after the start tag). `text` is what to
   * read a value from: the source itself at `content` when `exact` (no
   * markup or entity inside), else the element's own decoded characters,
   * without its children's (offsets inside it do not map onto the source). */
  SkSpan content;
  const char *text;
  size_t text_len;
  bool exact;
} XmlEnd;

typedef struct XmlReader XmlReader;

typedef struct {
  void (*start)(XmlReader *r, void *ud, const XmlStart *s);
  void (*end)(XmlReader *r, void *ud, const XmlEnd *e);
  /* How deep the format nests, for the message when a file nests deeper
   * than XML_MAX_DEPTH: "an XSF skeleton needs 3 (SKELETON, BONE, its
   * fields)". */
  const char *nesting;
} XmlHandlers;

/* What the reader learnt outside the callbacks. */
typedef struct {
  bool stopped_early;   /* a syntax error (or a handler) stopped the read */
  /* A <HEADER> inside a comment before the root (and no live one). */
  bool header_commented;
  SkSpan header_comment;
  /* Mixed content ran over the 1 MiB kept of an element's characters. */
  bool text_capped;
} XmlResult;

/* Reads the whole source, calling `h` for every element. `root_hint`
 * names what a file of this format starts with, for messages about an
 * empty file ("<SKELETON>"). Marks the model incomplete when the read
 * stopped at an error. */
void xml_read(const SkSource *src, SkModel *m, SkDiagSink *sink,
              const XmlHandlers *h, void *ud, const char *root_hint, XmlResult *out);

/* Reads only the element written at [from, to) of the text, as the
 * child of `depth` elements that are open around it (the handlers see
 * depths from depth + 1, offsets in the whole text): to re-read one
 * element of a document that was read whole before. Returns false — and
 * the caller must read the whole text instead — when the range is not one
 * element that reads without an error (a stray end tag, text after it, a
 * syntax error, a namespace prefix declared outside it…), or when the
 * document declares an encoding other than UTF-8. Errors it met are
 * reported to `sink`, for the caller to drop. */
bool xml_read_element(const SkSource *src, SkModel *m, SkDiagSink *sink, const XmlHandlers *h,
                      void *ud, uint32_t from, uint32_t to, int depth, XmlResult *out);
/* Whether the XML declaration names an encoding other than UTF-8. */
bool xml_declares_encoding(const SkSource *src);

/* Stops the read after the current callback (a handler that has seen
 * enough, or that reported an unrecoverable problem). */
void xml_reader_stop(XmlReader *r);

/* Whether the text of s is `word`, ASCII letters compared without case
 * (no locale-aware library call; a mismatch usually ends at the first
 * character). */
bool xml_span_is(const SkSource *src, SkSpan s, const char *word);
/* Whether the text of s is exactly `word`. */
bool xml_span_exact(const SkSource *src, SkSpan s, const char *word);

/* The attribute named `name` (any case), or NULL. */
const XmlAttr *xml_attr(const SkSource *src, const XmlStart *s, const char *name);

#endif
