/* commands.h — the subcommands of cli/commands/ (`check` is cli/check/,
 * `lsp` is lsp/): their entry points, called by main.c. */
#ifndef SK_CLI_COMMANDS_H
#define SK_CLI_COMMANDS_H

#include "cli.h"

int cli_rules_main(int argc, char **argv);   /* rules_cmd.c */
int cli_explain_main(int argc, char **argv); /* rules_cmd.c */
int cli_docs_main(int argc, char **argv);    /* docs_cmd.c */
int cli_tree_main(int argc, char **argv);   /* tree_cmd.c */
int cli_render_main(int argc, char **argv); /* render_cmd.c */
int cli_show_main(int argc, char **argv);   /* show_cmd.c */
/* "xsf, xmf" or "all": the formats of a rule (malloc'd). */
char *cli_rule_formats(const SkRule *r);

#endif
