/* walk.h — the files under a folder, as `check` walks them (walk.c). */
#ifndef SK_CLI_WALK_H
#define SK_CLI_WALK_H

#include "cli.h"

/* Calls fn for every regular file under dir, sorted by name, skipping
 * what the repository's .gitignore files ignore, what `how->skip` says
 * (the `exclude` setting, --exclude), .git and the temporary files of
 * --fix — never a folder for its name alone; with how->verbose each skip
 * is named on stderr with its reason. Never enters a directory twice
 * (symlink loops). Reports unreadable directories on stderr. A symlink
 * that resolves outside how->scope (the project) is not followed (NULL:
 * every symlink is). Returns false if any error was reported. */
typedef void (*CliWalkFn)(const char *path, void *ud);
typedef struct {
  const SkScope *scope;
  bool verbose;
  /* Why the file or folder at `path` (as walked) is skipped (malloc'd),
   * or NULL to walk it. May be NULL. */
  char *(*skip)(const char *path, bool dir, void *ud);
  void *ud;
} CliWalkHow;
bool cli_walk(const char *dir, const CliWalkHow *how, CliWalkFn fn, void *ud);

#endif
