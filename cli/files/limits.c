/* limits.c — `--max-file-size`: the largest file `check` reads. A linter
 * in a pre-commit hook or an editor must not try to hold a stray 1 GB
 * export in memory (the whole text, its line index and the model are
 * several times the file); such a file is refused with a message and the
 * run exits 2. Sizes: a number of bytes with an optional K, M or G suffix
 * (powers of 1024); 0 means no limit of the user's, which leaves the
 * library's own (CLI_MAX_SOURCE: spans are 32-bit offsets): a larger file
 * is refused by its size as well, before a byte of it is read. */
#include "files.h"

#include <errno.h>
#include <stdlib.h>
#include <strings.h>

bool cli_max_file_size_parse(const char *opt, const char *v, size_t *out) {
  char *end;
  errno = 0;
  unsigned long long n = strtoull(v, &end, 10);
  unsigned long long unit = 1;
  if (end != v && *end) {
    if (strcasecmp(end, "K") == 0 || strcasecmp(end, "KiB") == 0) unit = 1ull << 10;
    else if (strcasecmp(end, "M") == 0 || strcasecmp(end, "MiB") == 0) unit = 1ull << 20;
    else if (strcasecmp(end, "G") == 0 || strcasecmp(end, "GiB") == 0) unit = 1ull << 30;
    else unit = 0;
  }
  if (end == v || *v == '-' || errno || unit == 0 || n > (4ull << 30) / unit) {
    fprintf(stderr,
            "skellint: %s: invalid value '%s' (expected a size such as 256M, "
            "64K or 1G, at most 4G; 0 for no limit)\n",
            opt, v);
    return false;
  }
  *out = (size_t)(n * unit);
  return true;
}

const char *cli_size_text(size_t n, char buf[32]) {
  if (n >= (1u << 30) && n % (1u << 30) == 0) snprintf(buf, 32, "%zu GiB", n >> 30);
  else if (n >= (1u << 20) && n % (1u << 20) == 0) snprintf(buf, 32, "%zu MiB", n >> 20);
  else if (n >= (1u << 10) && n % (1u << 10) == 0) snprintf(buf, 32, "%zu KiB", n >> 10);
  else if (n >= (1u << 30)) snprintf(buf, 32, "%.1f GiB", (double)n / (1u << 30));
  else snprintf(buf, 32, "%zu bytes", n);
  return buf;
}

bool cli_too_large(size_t len, size_t limit) {
  return len > (limit ? limit : CLI_MAX_SOURCE);
}

size_t cli_read_cap(size_t limit) {
  return (limit ? limit : CLI_MAX_SOURCE) + 1;
}

char *cli_too_large_text(size_t size, bool exact, size_t limit) {
  char a[32], b[32];
  if (!limit) /* the library's limit: no option raises it */
    return sk_xasprintf("file too large (%s%s; skellint reads files under 4 GiB): not checked",
                        exact ? "" : "more than ",
                        cli_size_text(exact ? size : CLI_MAX_SOURCE, a));
  return sk_xasprintf("file too large (%s%s; the limit is %s): not checked; raise the limit "
                      "with --max-file-size SIZE (0: none)",
                      exact ? "" : "more than ", cli_size_text(exact ? size : limit, a),
                      cli_size_text(limit, b));
}
