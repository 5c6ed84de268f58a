/* project.h — the project each checked file belongs to (project.c). */
#ifndef SK_CLI_PROJECT_H
#define SK_CLI_PROJECT_H

#include "cli.h"

typedef struct CliProjects CliProjects;

/* `root`: --root (or NULL); `allowed`: the --allow-root folders. */
CliProjects *cli_projects_new(const char *root, const char *const *allowed, size_t nallowed);
void cli_projects_free(CliProjects *p);
/* The resolved root folder of the project `path` belongs to. Caller frees. */
char *cli_project_root(const CliProjects *p, const char *path);
/* The folders files named from `path` may be opened in. */
const SkScope *cli_project_scope(CliProjects *p, const char *path);
/* The folders a walk of `dir` may open files in: its project's, and the
 * folder walked itself (named by the user). Kept with p. */
const SkScope *cli_walk_scope(CliProjects *p, const char *dir);
/* Prints on stderr, once each, the configurations and project markers
 * ignored as not trusted (sk_trust_notice). */
void cli_tell_untrusted(void);
/* The scope's project folder, for messages. */
const char *cli_scope_root_text(const SkScope *s);

#endif
