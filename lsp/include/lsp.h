/* lsp.h — the entry point of `skellint lsp`, the language server. The CLI
 * calls it from its `lsp` subcommand. It is the one public header of the
 * library skellint_lsp (lsp/include/); everything else of the server is
 * private to lsp/ (server.h and the other layers' headers). */
#ifndef SK_LSP_H
#define SK_LSP_H

/* Runs the language server on stdin/stdout until the client sends `exit`
 * or closes stdin. argv[0] is the subcommand's name ("lsp"); the options
 * after it are --stdio (the default and only transport, accepted because
 * VS Code appends it), --clientProcessId=N (ignored) and --help.
 * Returns the process exit code: 0 after shutdown + exit, 1 when exit came
 * without shutdown (or stdin closed first), 2 on a usage error. */
int sk_lsp_main(int argc, char **argv);

#endif
