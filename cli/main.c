/* main.c — `skellint`: dispatches to the subcommands. */
#include "args/args.h"
#include "check/check.h"
#include "commands/commands.h"
#include "lsp.h" /* sk_lsp_main: the one header of lsp/ the CLI sees */
#include "commit.h" /* SK_COMMIT (tools/commit.cmake) */

#include <string.h>

int main(int argc, char **argv) {
#ifdef _WIN32
  sk_compat_init(&argc, &argv); /* lint/compat/sk_compat.h */
#endif
  sk_init(); /* libxml2's globals, before any thread starts (check -j) */
  if (argc < 2) {
    cli_usage(stderr);
    return CLI_EXIT_USAGE;
  }
  const char *cmd = argv[1];
  int rest = argc - 2;
  char **args = argv + 2;
  if (strcmp(cmd, "check") == 0) return cli_check_main(rest, args);
  if (strcmp(cmd, "rules") == 0) return cli_rules_main(rest, args);
  if (strcmp(cmd, "explain") == 0) return cli_explain_main(rest, args);
  if (strcmp(cmd, "docs") == 0) return cli_docs_main(rest, args);
  if (strcmp(cmd, "tree") == 0) return cli_tree_main(rest, args);
  if (strcmp(cmd, "render") == 0) return cli_render_main(rest, args);
  if (strcmp(cmd, "show") == 0) return cli_show_main(rest, args);
  if (strcmp(cmd, "lsp") == 0) return sk_lsp_main(argc - 1, argv + 1); /* argv[0] "lsp" */
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
    cli_usage(stdout);
    return CLI_EXIT_OK;
  }
  if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "version") == 0) {
    printf("skellint %s (commit %s)\n", SK_VERSION, SK_COMMIT);
    return CLI_EXIT_OK;
  }
  fprintf(stderr,
          "skellint: unknown command '%s' (expected check, rules, explain, "
          "docs, tree, render, show or lsp; see `skellint --help`)\n",
          cmd);
  return CLI_EXIT_USAGE;
}
