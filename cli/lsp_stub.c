/* lsp_stub.c — `skellint lsp` until lsp/ exists. The definition is weak:
 * lsp/ defines sk_lsp_main (lsp/lsp.h) and the
 * linker takes that one instead, with no change here. */
#include "cli.h"

__attribute__((weak)) int sk_lsp_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  fprintf(stderr, "skellint: lsp: not yet implemented\n");
  return CLI_EXIT_USAGE;
}
