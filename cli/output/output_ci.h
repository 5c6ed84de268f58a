/* output_ci.h — the report formats CI systems read: `--format sarif`
 * (GitHub code scanning and any SARIF 2.1.0 viewer), `github` (workflow
 * commands that become annotations), `gitlab` (Code Quality JSON) and
 * `junit` (test reports). Each format is a small table of three functions
 * (output_<format>.c); check.c drives them through cli_ci_* and knows
 * nothing else about them. The helpers below are what they share: paths as
 * CI tools want them, 1-based ranges, and fingerprints that survive edits
 * elsewhere in the file. */
#ifndef SK_CLI_OUTPUT_CI_H
#define SK_CLI_OUTPUT_CI_H

#include "cli.h"

/* Where the project lives; SARIF's informationUri. */
#define CLI_CI_HOMEPAGE "https://github.com/skellint/skellint"

/* One report format. `start` returns its state; `document` is called once
 * per linted file (the document is freed right after, so a format copies
 * what it keeps); `finish` prints what is left and frees the state. */
typedef struct CliCiFormat {
  const char *name;
  void *(*start)(FILE *out);
  void (*document)(void *self, const SkDocument *doc);
  void (*finish)(void *self, size_t files);
} CliCiFormat;

extern const CliCiFormat cli_ci_sarif, cli_ci_github, cli_ci_gitlab,
    cli_ci_junit;

/* The format called `name` ("sarif", "github", "gitlab", "junit"), or NULL. */
const CliCiFormat *cli_ci_format_find(const char *name);

/* A running report: cli_ci_new starts it, cli_ci_document feeds it one
 * document, cli_ci_finish prints the rest and frees it. */
typedef struct CliCi CliCi;
CliCi *cli_ci_new(const CliCiFormat *format, FILE *out);
void cli_ci_document(CliCi *ci, const SkDocument *doc);
void cli_ci_finish(CliCi *ci, size_t files);

/* ---- shared by the formats (output_ci.c) -------------------------- */

/* A diagnostic's place, 1-based, columns in Unicode characters, end
 * exclusive (as in --format json). `pos` is the document's position index
 * (sk_positions_new), fast on very long lines. */
typedef struct {
  uint32_t line, column, end_line, end_column;
} CliCiRange;
CliCiRange cli_ci_range(const SkPositions *pos, SkSpan span);

/* The path as CI tools expect it: without leading "./", its bytes as they
 * are (each format writes it by the escaping policy, sk_display_text, or
 * percent-encoded in a URI). Returns a malloc'd string. */
char *cli_ci_path(const char *path);

/* Fingerprints of every diagnostic of `doc`, in order: 16 hex digits each,
 * from the rule's code, the trimmed text of the diagnostic's first line
 * (on a line over 512 bytes, such as minified XML: up to 64 bytes before
 * the diagnostic and 128 from its start),
 * the bone it is about (when it names one) and its occurrence among the
 * diagnostics sharing all of those — never the line number, so inserting
 * lines above a problem keeps its fingerprint. `salt` (may be NULL) is
 * mixed in (the path, for reports that span files). Returns a malloc'd
 * array of doc->diags.count strings of 17 bytes; the caller frees it. */
typedef char CliCiFingerprint[17];
CliCiFingerprint *cli_ci_fingerprints(const SkDocument *doc, const char *salt);

#endif
