/* output.h — the reports of cli/output/: the text report (output_text.c,
 * snippet.c), `--format json` (output_json.c) and colours (color.c). The
 * CI formats have their own header (output_ci.h), and so has the JSON
 * writer they share (json_stream.h). */
#ifndef SK_CLI_OUTPUT_H
#define SK_CLI_OUTPUT_H

#include "cli.h"

/* ---- output back-ends --------------------------------------------- */

/* Totals over every file of one run. */
typedef struct {
  size_t files;
  size_t errors, warnings, infos;
} CliTotals;

/* Text (output_text.c): prints one document's diagnostics. */
typedef struct {
  bool show_source;
  bool fold;
  bool color;
} CliTextStyle;
void cli_text_document(FILE *out, const SkDocument *doc,
                       const CliTextStyle *style);
/* Prints "Found N problems (…) in F files." when there is a problem. */
void cli_text_summary(FILE *out, const CliTotals *t, bool color);
/* "Checked N files: no problems." when there were none (else nothing). */
void cli_text_clean(FILE *out, const CliTotals *t);
/* Writes n with thousands separators ("4,312") into buf (>= 32 bytes). */
const char *cli_thousands(size_t n, char *buf);

/* The source line of `span` with a caret underline (snippet.c). */
void cli_snippet_print(FILE *out, const SkPositions *pos, SkSpan span,
                       bool color);

/* JSON (output_json.c), streamed to `out`: cli_json_new prints the
 * opening, cli_json_document each diagnostic of a document as it comes. */
typedef struct CliJson CliJson;
CliJson *cli_json_new(FILE *out);
void cli_json_document(CliJson *j, const SkDocument *doc);
/* Prints "files" and the closing, and frees j. */
void cli_json_finish(CliJson *j, size_t files);

/* ---- colours (color.c) -------------------------------------------- */

/* --color: auto (the default), always or never. */
typedef enum { CLI_COLOR_AUTO, CLI_COLOR_ALWAYS, CLI_COLOR_NEVER } CliColorMode;
/* Whether to colour a stream: the mode, NO_COLOR and whether it is a tty. */
bool cli_color_wanted(CliColorMode mode, FILE *stream);
#define CLI_BOLD "\033[1m"
#define CLI_DIM "\033[2m"
#define CLI_RED "\033[1;31m"
#define CLI_YELLOW "\033[1;33m"
#define CLI_BLUE "\033[1;34m"
#define CLI_CYAN "\033[1;36m"
#define CLI_GREEN "\033[1;32m"
#define CLI_RESET "\033[0m"

#endif
