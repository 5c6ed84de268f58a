/* show_cmd.c — `skellint show FILE|-`: a binary Cal3D file (CSF, CAF …)
 * printed on stdout as the Cal3D XML file it is equivalent to (XSF, XAF
 * …), so that a user can read and diff it (sk_cal3d_binary_to_xml). The
 * XML checks with the same findings as the binary.
 *
 * A file that is not binary Cal3D, a binary type not decoded yet, and a
 * file whose read stops (truncated, refused by Cal3D's loader, or not
 * checked) print no XML: a message on stderr (with the findings that
 * stopped the read, in check's text form) and exit status 2 (1 for a read
 * that stopped on a finding). A partial XML file would only be refused by
 * Cal3D's XML loader in its turn. */
#include "commands.h"
#include "files/files.h"
#include "output/output.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A named file's bytes (check's size limit first); false after saying why. */
static bool read_named(const char *path, char **bytes, size_t *len) {
  int e = 0;
  struct stat st;
  if (stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
      cli_too_large((size_t)st.st_size, CLI_DEFAULT_MAX_FILE_SIZE)) {
    char a[32], b[32];
    cli_file_error(NULL, path, "file too large (%s; the limit is %s)",
                   cli_size_text((size_t)st.st_size, a),
                   cli_size_text(CLI_DEFAULT_MAX_FILE_SIZE, b));
    return false;
  }
  if (!cli_read_file(path, cli_read_cap(CLI_DEFAULT_MAX_FILE_SIZE), bytes, len, &e)) {
    cli_file_error(NULL, path, "%s", cli_strerror(e));
    return false;
  }
  return true;
}

/* The XML of `bytes` (taken), or why there is none. */
static int show_bytes(const char *path, char *bytes, size_t len) {
  SkSource *src = sk_source_adopt_binary(path, bytes, len);
  if (!src) {
    cli_file_error(NULL, path, "file too large (the limit is 4 GiB)");
    return CLI_EXIT_USAGE;
  }
  SkDocument doc = {.src = src, .format = SK_FORMAT_CAL3D_BINARY};
  SkFormat xml = SK_FORMAT_UNKNOWN;
  SkBinaryXml r = sk_cal3d_binary_to_xml(src, NULL, stdout, &doc.diags, &xml);
  int rc = CLI_EXIT_OK;
  switch (r) {
  case SK_BINARY_XML_WRITTEN:
    if (fflush(stdout) != 0 || ferror(stdout)) {
      cli_file_error(NULL, "<stdout>", "%s", cli_strerror(errno));
      rc = CLI_EXIT_USAGE;
    }
    break;
  case SK_BINARY_XML_NOT_BINARY:
    cli_file_error(NULL, path,
                   "not a binary Cal3D file (no CSF, CAF, CMF, CRF or CPF magic); "
                   "`show` prints binary Cal3D files as XML");
    rc = CLI_EXIT_USAGE;
    break;
  case SK_BINARY_XML_NOT_DECODED:
    cli_file_error(NULL, path, "a binary Cal3D %.3s file: not decoded by this skellint, no XML",
                   src->raw);
    rc = CLI_EXIT_USAGE;
    break;
  case SK_BINARY_XML_STOPPED: {
    sk_diag_list_sort(&doc.diags);
    CliTextStyle style = {.fold = false};
    cli_text_document(stderr, &doc, &style);
    char name[8] = {0};
    for (size_t i = 0; i + 1 < sizeof name && sk_format_name(xml)[i]; i++)
      name[i] = (char)(sk_format_name(xml)[i] & ~0x20); /* "XAF" */
    cli_file_error(NULL, path, "the read stopped (above): no %s written", name);
    rc = CLI_EXIT_FINDINGS;
    break;
  }
  }
  sk_diag_list_free(&doc.diags);
  sk_source_free(src);
  return rc;
}

static int show_one(const char *path) {
  char *bytes = NULL;
  size_t len = 0;
  int e = 0;
  if (strcmp(path, "-") == 0) { /* standard input */
    path = "<stdin>";
    if (!cli_read_stream_max(stdin, cli_read_cap(CLI_DEFAULT_MAX_FILE_SIZE), &bytes, &len, &e)) {
      cli_file_error(NULL, path, "%s", cli_strerror(e));
      return CLI_EXIT_USAGE;
    }
  } else if (!read_named(path, &bytes, &len)) {
    return CLI_EXIT_USAGE;
  }
  if (cli_too_large(len, CLI_DEFAULT_MAX_FILE_SIZE)) {
    char b[32];
    cli_file_error(NULL, path, "file too large (more than %s)",
                   cli_size_text(CLI_DEFAULT_MAX_FILE_SIZE, b));
    free(bytes);
    return CLI_EXIT_USAGE;
  }
  return show_bytes(path, bytes, len);
}

int cli_show_main(int argc, char **argv) {
  const char *file = NULL;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      printf("usage: skellint show FILE|-\n"
             "Prints a binary Cal3D file (CSF, CAF …) as the equivalent Cal3D XML\n"
             "(XSF, XAF …) on stdout. A file that is not binary Cal3D, or whose read\n"
             "stops (truncated, refused by Cal3D's loader), prints no XML: the\n"
             "reason goes to stderr, exit status 1 (findings) or 2.\n");
      return CLI_EXIT_OK;
    }
    if (a[0] == '-' && a[1]) { /* "-" alone is standard input */
      fprintf(stderr, "skellint show: unknown option '%s' (expected FILE)\n", a);
      return CLI_EXIT_USAGE;
    }
    if (file) {
      fprintf(stderr, "skellint show: one FILE at a time (got '%s' and '%s')\n", file, a);
      return CLI_EXIT_USAGE;
    }
    file = a;
  }
  if (!file) {
    fprintf(stderr, "usage: skellint show FILE|-\n");
    return CLI_EXIT_USAGE;
  }
  return show_one(file);
}
