/* config_find.h — the `.skellint.json` that governs each checked file
 * (config_find.c). Not thread-safe: the CLI resolves every file's options
 * on the main thread before the checks run. */
#ifndef SK_CLI_CONFIG_FIND_H
#define SK_CLI_CONFIG_FIND_H

#include "cli.h"
#include "files/files.h" /* config_find.c reads with it */

typedef struct {
  SkConfig *cfg;
  char *path;  /* absolute path of the file */
  char *dir;   /* absolute directory: globs are relative to it */
} CliConfig;

typedef struct CliConfigs CliConfigs;

/* `forced`: --config FILE (or NULL); `disabled`: --no-config. Returns NULL
 * and sets *err (caller frees) when the forced file is unreadable or
 * invalid. */
CliConfigs *cli_configs_new(const char *forced, bool disabled, char **err);
void cli_configs_free(CliConfigs *c);
/* Fills *o with the defaults and the governing configuration's settings
 * for `path` (and *format when its "formats" map the file). Returns false
 * and sets *err (caller frees) when that configuration is invalid. */
bool cli_configs_options(CliConfigs *c, const char *path, SkOptions *o,
                         SkFormat *format, char **err);
/* Why the "exclude" setting of the configuration governing the file (or
 * folder, when dir) at `path` skips it in a walk (malloc'd), or NULL. */
char *cli_configs_excluded(CliConfigs *c, const char *path, bool dir);
#endif
