/* cli.h — what every file of the `skellint` command shares: the exit
 * codes. Each folder of cli/ declares what it offers in its own headers
 * (files/files.h, output/output.h, fix/fix_write.h, project/project.h,
 * args/args.h, check/check.h, commands/commands.h …; docs/architecture.md
 * says which folder may use which). Everything here may print; the
 * library never does. */
#ifndef SK_CLI_H
#define SK_CLI_H

#include "skellint.h"

#include <stdio.h>

/* Exit codes (docs/architecture.md, "Contracts"): 2 wins over 1. */
enum { CLI_EXIT_OK = 0, CLI_EXIT_FINDINGS = 1, CLI_EXIT_USAGE = 2 };

/* UTF-8: sk_utf8_seq and sk_utf8_sanitize (skellint.h), shared with the
 * library and the language server. */

/* Positions: sk_positions_new(src, SK_COLUMN_CHARS) (skellint.h), fast
 * on very long lines, shared with the language server. */

#endif
