/* skellint/text.h — the text layer: spans and positions, a document's text, how a
 * path is spelt, and the helpers every file shares (allocation, strings, maps,
 * UTF-8, escaping, numbers, quaternions). One header per layer of lint/ (docs/architecture.md); skellint.h includes them all. */
#ifndef SKELLINT_TEXT_H
#define SKELLINT_TEXT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>


/* ------------------------------------------------------------------ */
/* Spans and positions                                                 */
/* ------------------------------------------------------------------ */

/* A half-open byte range [start, end) in a source's text. */
typedef struct {
  uint32_t start;
  uint32_t end;
} SkSpan;

static inline SkSpan sk_span(uint32_t start, uint32_t end) {
  SkSpan s = {start, end};
  return s;
}
#define SK_NO_SPAN ((SkSpan){UINT32_MAX, UINT32_MAX})
static inline bool sk_span_valid(SkSpan s) { return s.start != UINT32_MAX; }

/* How columns are counted. */
typedef enum {
  SK_COLUMN_CHARS,  /* Unicode scalar values (the CLI) */
  SK_COLUMN_UTF16,  /* UTF-16 code units (LSP default) */
  SK_COLUMN_UTF8    /* bytes of UTF-8 (LSP when negotiated) */
} SkColumnUnit;

/* A 0-based line and column. Surfaces add 1 where they print 1-based. */
typedef struct {
  uint32_t line;
  uint32_t column;
} SkPosition;

/* ------------------------------------------------------------------ */
/* Sources: a document's text                                          */
/* ------------------------------------------------------------------ */

typedef enum {
  SK_ENCODING_UTF8,
  SK_ENCODING_SHIFT_JIS, /* CP932; text holds the UTF-8 decoding */
  SK_ENCODING_BINARY     /* not text: spans are raw byte offsets */
} SkEncoding;

typedef enum { SK_EOL_NONE, SK_EOL_LF, SK_EOL_CRLF, SK_EOL_MIXED } SkEol;

/* A document's text with a line index. `text` is always UTF-8 (decoded
 * when the file is Shift_JIS) and NUL-terminated; `raw` is the file's own
 * bytes. All spans in models and diagnostics are offsets into `text`. */
typedef struct SkSource {
  char *path;        /* as given by the caller, for messages; may be "" */
  char *raw;         /* the original bytes (owned) */
  size_t raw_len;
  char *text;        /* UTF-8 text (owned; may alias raw) */
  size_t len;
  SkEncoding encoding;
  bool had_bom;      /* a UTF-8 BOM was present (kept in text) */
  bool invalid_bytes;/* neither valid UTF-8 nor decodable Shift_JIS */
  uint32_t *line_starts; /* byte offset of each line's first byte */
  uint32_t nlines;
} SkSource;

/* Creates a source from bytes (copied). Detects UTF-8 vs Shift_JIS when
 * `try_sjis` is set; otherwise invalid UTF-8 stays as is with
 * invalid_bytes set. Returns NULL only when len exceeds 4 GiB - 1.
 * The returned source must be freed with sk_source_free. */
SkSource *sk_source_new(const char *path, const char *bytes, size_t len,
                        bool try_sjis);
/* Like sk_source_new, but takes ownership of `bytes` (malloc'd, `len`
 * bytes; it may be reallocated) instead of copying: a large file is then
 * held once. */
SkSource *sk_source_adopt(const char *path, char *bytes, size_t len,
                          bool try_sjis);
/* Creates a binary source (no decoding, no line index beyond line 0). */
SkSource *sk_source_new_binary(const char *path, const char *bytes, size_t len);
/* The same, taking ownership of `bytes` (malloc'd; freed on failure): a
 * large binary file is not held twice (bench/bench_caf.sh). */
SkSource *sk_source_adopt_binary(const char *path, char *bytes, size_t len);
void sk_source_free(SkSource *src);
/* Replaces the byte range [start,end) of text with `with` (LSP edits) and
 * updates the line index (only the lines the edit touched are re-read).
 * Returns false if the range is out of bounds. */
bool sk_source_replace(SkSource *src, uint32_t start, uint32_t end,
                       const char *with, size_t with_len);
/* Makes the edited text the source's own bytes, as if it had been read
 * from a UTF-8 file (raw = text, encoding and invalid_bytes decided anew),
 * keeping the line index: a language server checks its edit buffer so. */
void sk_source_settle(SkSource *src);

/* Line/column of a byte offset (clamped to the text), 0-based. */
SkPosition sk_source_position(const SkSource *src, uint32_t offset,
                              SkColumnUnit unit);
/* Byte offset of a 0-based line/column (clamped to the line's end and the
 * text's end; a column inside a multi-unit character snaps to its start). */
uint32_t sk_source_offset(const SkSource *src, SkPosition pos,
                          SkColumnUnit unit);
/* An index for many conversions on one unchanging source: the same
 * answers as sk_source_position / sk_source_offset in `unit`, but each
 * costs at most a 4 KiB walk on lines of megabytes (minified XML), where
 * those walk from the line's start. The source must outlive the index and
 * not change while it is used. sk_positions_free(NULL) is a no-op. */
typedef struct SkPositions SkPositions;
SkPositions *sk_positions_new(const SkSource *src, SkColumnUnit unit);
void sk_positions_free(SkPositions *p);
const SkSource *sk_positions_source(const SkPositions *p);
SkPosition sk_positions_at(const SkPositions *p, uint32_t offset);
uint32_t sk_positions_offset(const SkPositions *p, SkPosition pos);
/* The line (0-based) of an offset, and a line's bounds without its EOL. */
uint32_t sk_source_line_of(const SkSource *src, uint32_t offset);
SkSpan sk_source_line_span(const SkSource *src, uint32_t line);
/* `s` widened to whole lines (from the line's start to after its line
 * ending) when only blanks share its line(s); else `s`. For fixes that
 * delete something without leaving an empty line behind. */
SkSpan sk_source_whole_lines(const SkSource *src, SkSpan s);
/* The line ending style of the whole text. */
SkEol sk_source_eol(const SkSource *src);
/* Re-encodes `utf8` into the source's own encoding. Returns a malloc'd
 * buffer (caller frees) and its length, or NULL if a character has no
 * Shift_JIS form. */
char *sk_source_encode(const SkSource *src, const char *utf8, size_t len,
                       size_t *out_len);

/* ------------------------------------------------------------------ */
/* Paths: how a path is spelt (path.c; nothing here looks at the disk)  */
/* ------------------------------------------------------------------ */

/* On POSIX only '/' separates and names compare byte for byte. On Windows
 * '\' and '/' both separate, a path may start with a drive ("C:\", or
 * "C:" alone: that drive's current folder), "\" (the current drive), a
 * share ("\\host\share\", "//host/share/") or "\\?\", and names
 * compare without ASCII letter case. Each function takes `win` (the
 * Windows rules, or the POSIX ones) so that both can be tested anywhere;
 * the sk_path_* macros below use the system's own. Results that are
 * strings are malloc'd. */
#ifdef _WIN32
#define SK_PATH_WIN true
#else
#define SK_PATH_WIN false
#endif
/* Whether c separates folders. */
bool sk_path_sep_for(bool win, char c);
/* The length of the root the path starts with ("/", "C:\", "C:",
 * "\\host\share\" …), 0 for a relative path. */
size_t sk_path_root_len_for(bool win, const char *p);
/* Whether the path names the same file from any folder ("C:x" and "\x"
 * do not on Windows). */
bool sk_path_is_absolute_for(bool win, const char *p);
/* Whether the path names another machine or a device (Windows: "\\host",
 * "//host", "\\?\UNC\", "\\.\"): looking one up may open a network
 * connection (and hand the user's credentials to the host). */
bool sk_path_is_unc_for(bool win, const char *p);
/* The length of the path's folder with its last separator ("a/b/c" → 4,
 * "/c" → 1, "C:\c" → 3, "c" → 0): p + that is the file's own name. */
size_t sk_path_dir_len_for(bool win, const char *p);
const char *sk_path_base_for(bool win, const char *p);
/* The folder holding the path, without its last separator (the root
 * keeps its own: "/", "C:\"), "." when none is written. */
char *sk_path_folder_for(bool win, const char *p);
/* Cuts the path to its folder in place ("/a/b" → "/a", "/a" → "/"); false
 * (the path as it was) for a root or a name without a folder. */
bool sk_path_up_for(bool win, char *p);
/* `name` in folder `dir` (`name` alone when dir is empty). On Windows the
 * separator is the one the folder is written with ('\' when it has none)
 * and the name's separators are written the same way: a path reads in one
 * style, the user's. */
char *sk_path_join_for(bool win, const char *dir, const char *name);
/* Whether two paths are spelt alike (Windows: any letter case, either
 * separator). */
bool sk_path_eq_for(bool win, const char *a, const char *b);
/* The rest of `path` after the folder `dir` and a separator, when path lies
 * below dir ("/a/b/c" after "/a" → "b/c"); else NULL. */
const char *sk_path_after_for(bool win, const char *path, const char *dir);
/* Whether the resolved path `real` is the resolved folder `root` or lies
 * below it. */
bool sk_path_is_below_for(bool win, const char *real, const char *root);
/* A copy with '/' separators (globs, URIs, fingerprints); POSIX: a copy. */
char *sk_path_slashed_for(bool win, const char *p);
/* How a drive letter is written in a file: URI: as the path has it
 * (file:///C:/x, SARIF's and RFC 8089's form) or as VS Code writes it
 * (file:///c%3A/x), which the language server sends back. */
typedef enum { SK_URI_DRIVE_AS_WRITTEN, SK_URI_DRIVE_VSCODE } SkUriDrive;
/* The file: URI of an absolute path, a relative reference of a relative
 * one: '/' separators, every byte but the unreserved ones and '/'
 * percent-escaped. Windows: a share's host is the authority
 * (\\host\share\x and \\?\UNC\host\share\x are file://host/share/x),
 * \\?\C:\x is C:\x. */
char *sk_path_uri_for(bool win, const char *p, SkUriDrive drive);
#define sk_path_sep(c) sk_path_sep_for(SK_PATH_WIN, c)
#define sk_path_uri(p, drive) sk_path_uri_for(SK_PATH_WIN, p, drive)
#define sk_path_root_len(p) sk_path_root_len_for(SK_PATH_WIN, p)
#define sk_path_is_absolute(p) sk_path_is_absolute_for(SK_PATH_WIN, p)
#define sk_path_is_unc(p) sk_path_is_unc_for(SK_PATH_WIN, p)
#define sk_path_dir_len(p) sk_path_dir_len_for(SK_PATH_WIN, p)
#define sk_path_base(p) sk_path_base_for(SK_PATH_WIN, p)
#define sk_path_folder(p) sk_path_folder_for(SK_PATH_WIN, p)
#define sk_path_up(p) sk_path_up_for(SK_PATH_WIN, p)
#define sk_path_join(d, n) sk_path_join_for(SK_PATH_WIN, d, n)
#define sk_path_eq(a, b) sk_path_eq_for(SK_PATH_WIN, a, b)
#define sk_path_after(p, d) sk_path_after_for(SK_PATH_WIN, p, d)
#define sk_path_is_below(r, d) sk_path_is_below_for(SK_PATH_WIN, r, d)
#define sk_path_slashed(p) sk_path_slashed_for(SK_PATH_WIN, p)

/* ------------------------------------------------------------------ */
/* Shared helpers                                                      */
/* ------------------------------------------------------------------ */

void *sk_xmalloc(size_t n);
void *sk_xcalloc(size_t n, size_t size);
void *sk_xrealloc(void *p, size_t n);
char *sk_xstrdup(const char *s);
char *sk_xstrndup(const char *s, size_t n);
char *sk_xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *sk_xvasprintf(const char *fmt, va_list ap);
/* FNV-1a, 64 bits, of data[0, len) continued from h (start with
 * SK_HASH_SEED): fingerprints, shards and hash tables. The values are part
 * of what users keep (baselines, shard assignments): never change it. */
uint64_t sk_hash64(const void *data, size_t len, uint64_t h);
#define SK_HASH_SEED 0xcbf29ce484222325ULL

/* A hash map from byte strings (copied) to pointers (map.c): constant
 * time per look-up however many entries it holds. */
typedef struct SkMap SkMap;
SkMap *sk_map_new(void);
/* Frees the map, and each value with free_value (may be NULL). */
void sk_map_free(SkMap *m, void (*free_value)(void *));
/* The value's slot for key[0, len), made (holding NULL) when the key is
 * new; *added (may be NULL) says which. The slot moves when the map
 * grows: use it before the next sk_map_slot. */
void **sk_map_slot(SkMap *m, const void *key, size_t len, bool *added);
/* The value of key[0, len), or NULL. */
void *sk_map_get(const SkMap *m, const void *key, size_t len);
size_t sk_map_count(const SkMap *m);

/* A growable string. */
typedef struct {
  char *data;
  size_t len, cap;
} SkBuf;
void sk_buf_append(SkBuf *b, const char *s, size_t n);
void sk_buf_puts(SkBuf *b, const char *s);
void sk_buf_putc(SkBuf *b, char c);
void sk_buf_printf(SkBuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *sk_buf_take(SkBuf *b); /* returns data (NUL-terminated), resets b */
void sk_buf_free(SkBuf *b);

/* UTF-8: the length (1..4) of the well-formed sequence at s, or 0 when it
 * is not one (overlong, surrogate, past U+10FFFF, truncated); whether all
 * of s[0, len) is well formed (the language server's check of a message
 * body); and a copy of s with every invalid byte and NUL replaced by
 * U+FFFD (for JSON). Caller frees. */
size_t sk_utf8_seq(const char *s, size_t avail);
/* The code point of the well-formed sequence at s, its length in *len (0
 * when it is not one, as sk_utf8_seq). */
uint32_t sk_utf8_decode(const char *s, size_t avail, size_t *len);
bool sk_utf8_valid(const char *s, size_t len);
char *sk_utf8_sanitize(const char *s, size_t len);
/* The one escaping policy (escape.c, which documents it): text from a file
 * written for a terminal or an XML/JSON reader, with control characters
 * (C0, C1, DEL), noncharacters (U+FFFE …) and bytes that are not UTF-8
 * written visibly as \n \r \t \xNN \u{NNNN}, never raw.
 * sk_buf_put_shown appends s[0, n) so (SK_SHOWN_TABS: tabs stay tabs, for
 * lines of a file); sk_shown_plain: whether it needs nothing escaped;
 * sk_display_text: a malloc'd copy, and when that is longer than max bytes
 * (0: no limit) its start, "…" and its end; sk_buf_put_xml: the policy,
 * then & < > " ' as XML entities (text and attribute values). */
enum { SK_SHOWN_TABS = 1 };
void sk_buf_put_shown(SkBuf *b, const char *s, size_t n, unsigned flags);
bool sk_shown_plain(const char *s, size_t n);
char *sk_display_text(const char *s, size_t len, size_t max);
void sk_buf_put_xml(SkBuf *b, const char *s, size_t n);

/* Number parsing shared by every front-end. */
typedef enum {
  SK_NUM_OK,
  SK_NUM_EMPTY,
  SK_NUM_INVALID,   /* not a number: "1.2.3", "abc" */
  SK_NUM_RANGE,     /* out of the type's range */
  SK_NUM_NONFINITE  /* nan, inf */
} SkNumStatus;

/* Parses exactly [s, s+len) as a decimal floating-point number (sign,
 * digits, fraction, exponent; also "nan"/"inf" as SK_NUM_NONFINITE). */
SkNumStatus sk_parse_double(const char *s, size_t len, double *out);
/* Parses exactly [s, s+len) as a decimal integer with optional sign. */
SkNumStatus sk_parse_int(const char *s, size_t len, int64_t *out);
/* Splits [s, s+len) at ASCII white space; calls `fn` for each token with
 * its offset relative to s. Returns the number of tokens. */
size_t sk_tokens(const char *s, size_t len,
                 void (*fn)(void *ud, const char *tok, size_t tok_len,
                            size_t offset),
                 void *ud);
/* Formats a double in the shortest form that round-trips at `decimals`
 * decimal places (decimals < 0: %.9g, trimmed). Returns a malloc'd string. */
char *sk_format_double(double v, int decimals);
/* The number of digits after the decimal point in a numeric token, or -1
 * when it is written in exponent form. */
int sk_decimals_of(const char *tok, size_t len);

/* Quaternion helpers (x y z w, Hamilton product). */
void sk_quat_mul(const double a[4], const double b[4], double out[4]);
void sk_quat_conj(const double q[4], double out[4]);
/* Cal3D's vector-by-quaternion rotation: v' = conj(q)·v·q. */
void sk_quat_rotate_cal3d(const double q[4], const double v[3], double out[3]);

#endif
