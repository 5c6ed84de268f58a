/* tree_json.h — `skellint tree --format json` (tree_json.c): the bone
 * hierarchy of each file as one JSON object. */
#ifndef SK_CLI_TREE_JSON_H
#define SK_CLI_TREE_JSON_H

#include "cli.h"

/* {"version":…,"files":[ — then each file, then the end. */
void cli_tree_json_begin(FILE *out);
/* One file's object (a "," before it unless `first`): `path` as given,
 * `skeleton` the skeleton a .cfg names (NULL for a skeleton itself). */
void cli_tree_json_file(FILE *out, const SkDocument *doc, const char *path, const char *skeleton,
                        bool first);
void cli_tree_json_end(FILE *out);

#endif
