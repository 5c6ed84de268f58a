/* render_cfg.h — the model file (.cfg) that gives a mesh drawn without
 * --skeleton its skeleton (render_cfg.c). */
#ifndef SK_CLI_RENDER_CFG_H
#define SK_CLI_RENDER_CFG_H

#include "cli.h"

/* The path of the one .cfg of the folder of `mesh` that lists it
 * (malloc'd), or NULL after saying on stderr that none does, or that two
 * do (naming them). */
char *cli_render_find_cfg(const char *mesh);

#endif
