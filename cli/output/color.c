/* color.c — whether output is coloured: --color=always|never wins, then
 * NO_COLOR (https://no-color.org) and TERM=dumb, then whether the stream is
 * a terminal. */
#include "output.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool cli_color_wanted(CliColorMode mode, FILE *stream) {
  if (mode == CLI_COLOR_ALWAYS) return true;
  if (mode == CLI_COLOR_NEVER) return false;
  const char *no = getenv("NO_COLOR");
  if (no && *no) return false;
  const char *term = getenv("TERM");
  if (term && strcmp(term, "dumb") == 0) return false;
  return isatty(fileno(stream));
}
