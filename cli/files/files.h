/* files.h — what every command reads files with (cli/files/): files and
 * streams read into memory (files.c), the largest file read
 * (--max-file-size, limits.c), "skellint: PATH: message" lines
 * (file_error.c) and what an unrecognised file looks like (unknown.c). */
#ifndef SK_CLI_FILES_H
#define SK_CLI_FILES_H

#include "cli.h"

/* ---- --max-file-size (limits.c) ----------------------------------- */

#define CLI_DEFAULT_MAX_FILE_SIZE ((size_t)256 << 20)
/* Parses "256M", "64K", "1G", "1000" (bytes) or "0" (no limit). Prints
 * the reason and returns false on a bad value. */
bool cli_max_file_size_parse(const char *opt, const char *v, size_t *out);
/* "256 MiB", "1 GiB", "1000 bytes" into buf. */
const char *cli_size_text(size_t n, char buf[32]);
/* The largest source the library takes (sk_source_new: 32-bit spans). */
#define CLI_MAX_SOURCE ((size_t)UINT32_MAX - 1)
/* Whether len exceeds the limit (0: the library's, CLI_MAX_SOURCE). */
bool cli_too_large(size_t len, size_t limit);
/* How many bytes to read at most to tell whether a stream is too large. */
size_t cli_read_cap(size_t limit);
/* The message for a file refused by cli_too_large: `size` is exact when
 * `exact`, else the file (a stream) was cut off after the cap. Caller
 * frees. */
char *cli_too_large_text(size_t size, bool exact, size_t limit);

/* ---- files (files.c, walk.c, unknown.c) --------------------------- */

/* The error of reading a file that is not a regular file or a pipe (a
 * device, a file of /proc or /sys): such files are never read. */
#define CLI_ENOTPLAIN (-1000)
/* The error of opening a file that, opened, is not inside the scope it
 * was listed in (sk_scope_judge_open): never read. */
#define CLI_EOUTSIDE (-1001)
/* strerror, and CLI_ENOTPLAIN's text. */
const char *cli_strerror(int err);

/* Reads at most `limit` bytes of a file (SIZE_MAX: all of it) into a
 * malloc'd buffer, NUL-terminated. Returns false and sets *err (errno) on
 * failure. */
bool cli_read_file(const char *path, size_t limit, char **bytes, size_t *len,
                   int *err);
/* The same, the file opened judged inside `within` (NULL: anywhere; else
 * *err CLI_EOUTSIDE), and its fstat in *opened (may be NULL). */
struct stat;
bool cli_read_file_in(const SkScope *within, const char *path, size_t limit, char **bytes,
                      size_t *len, struct stat *opened, int *err);
/* Opens a file once: reads its first `probe` bytes and asks `wanted`
 * whether to read on; if not, returns false with *skipped set; if so,
 * reads the rest (up to `limit` bytes in all) from the same descriptor.
 * A regular file larger than `limit` is not read on: false, *err EFBIG. */
bool cli_read_file_probed(const char *path, const SkScope *within, size_t probe, size_t limit,
                          bool (*wanted)(const char *path, const char *bytes, size_t len),
                          char **bytes, size_t *len, bool *skipped, int *err);
bool cli_read_stream(FILE *f, char **bytes, size_t *len, int *err);
/* Like cli_read_stream, reading at most `limit` bytes. */
bool cli_read_stream_max(FILE *f, size_t limit, char **bytes, size_t *len, int *err);

/* "skellint: PATH: MESSAGE\n", PATH and MESSAGE written safe for a
 * terminal (sk_display_text; the message at most CLI_MESSAGE_MAX bytes),
 * appended to b, or to stderr when b is NULL (file_error.c). */
#define CLI_MESSAGE_MAX 2000
void cli_file_error(SkBuf *b, const char *path, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A short description of what an unrecognised file looks like
 * ("an empty file", "XML with root element <CRYSTAL>" …), malloc'd. */
char *cli_describe_unknown(const char *path, const char *bytes, size_t len);
/* "xsf, xmf, xaf, bon, …": every format name, malloc'd. */
char *cli_format_list(void);

#endif
