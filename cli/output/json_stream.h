/* json_stream.h — writing a JSON report one piece at a time, byte for byte
 * what cJSON would print for the whole tree at once, so that a report over
 * many files never holds more than one file's findings (issue 16).
 *
 * A report is a frame (everything but the elements of one array, printed
 * once from a small cJSON tree in which that array is empty) and the
 * elements, each printed on its own at the depth it has in the frame. */
#ifndef SK_CLI_JSON_STREAM_H
#define SK_CLI_JSON_STREAM_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stdio.h>

/* Prints `root` (cJSON_Print when `formatted`, else unformatted) and cuts
 * it around the last empty array "[]" of the text, which must be the one
 * to stream into (nothing after it may print "[]"): *head gets the text up
 * to and including its '[', *tail the rest from its ']'. Both malloc'd.
 * Returns false (nothing allocated) when printing fails or there is no
 * "[]". */
bool cli_json_split(const cJSON *root, bool formatted, char **head, char **tail);

/* The elements of one streamed array. `depth` is the array's nesting in
 * the frame (the number of objects and arrays around its elements,
 * counting the array itself) — it only matters when `formatted`. */
typedef struct {
  FILE *out;
  bool formatted;
  unsigned depth;
  size_t count;
} CliJsonArray;

/* Writes `item` as the next element (with the separator cJSON prints
 * between elements) and deletes it. */
void cli_json_array_add(CliJsonArray *a, cJSON *item);

/* Adds `s` (NULL: "") to `obj` as a string, bytes that are not UTF-8
 * replaced (sk_utf8_sanitize): names and messages as the reports write
 * them. */
void cli_json_add_text(cJSON *obj, const char *key, const char *s);

#endif
