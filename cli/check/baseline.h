/* baseline.h — `--write-baseline FILE` and `--baseline FILE` (baseline.c):
 * accept today's findings, report only new ones. */
#ifndef SK_CLI_BASELINE_H
#define SK_CLI_BASELINE_H

#include "cli.h"

typedef struct CliBaseline CliBaseline;

/* Reads a baseline written by --write-baseline. Returns NULL and sets *err
 * (caller frees) when it cannot be read or is not one. */
CliBaseline *cli_baseline_load(const char *path, char **err);
void cli_baseline_free(CliBaseline *b);
/* Removes from doc->diags every finding the baseline holds; returns how
 * many. Reads b only (safe from several threads). */
size_t cli_baseline_filter(const CliBaseline *b, SkDocument *doc);

/* The findings of a run, to be written as a baseline. */
typedef struct CliBaselineWriter CliBaselineWriter;
CliBaselineWriter *cli_baseline_writer_new(void);
void cli_baseline_writer_add(CliBaselineWriter *w, const SkDocument *doc);
/* Writes the file (atomically) and frees w. Returns false and prints the
 * reason on failure; *count receives the number of findings written. */
bool cli_baseline_writer_finish(CliBaselineWriter *w, const char *path, size_t *count);

/* The fingerprint of each diagnostic of doc (malloc'd array of doc's
 * diag count, caller frees): a hash of the code, the trimmed text of the
 * diagnostic's line, the bone's name and the occurrence index among
 * diagnostics with the same three — not the line number, so unrelated
 * lines moving do not change it. */
uint64_t *cli_fingerprints(const SkDocument *doc);

#endif
