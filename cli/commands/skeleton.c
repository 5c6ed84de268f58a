/* skeleton.c — one file's skeleton for the picture commands: the checked
 * document (the hierarchy, the bind pose and each bone's findings are the
 * library's: sk_model_skeleton, sk_bone_findings). */
#include "skeleton.h"
#include "project/config_find.h"
#include "project/project.h"
#include "files/files.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

SkDocument *cli_load_document(const char *path, bool no_config) {
  return cli_load_document_in(path, no_config, NULL);
}

SkDocument *cli_load_document_in(const char *path, bool no_config, const SkCharacter *c) {
  char *err = NULL;
  CliConfigs *cfgs = cli_configs_new(NULL, no_config, &err);
  SkOptions opts;
  SkFormat format = SK_FORMAT_UNKNOWN;
  if (!cfgs || !cli_configs_options(cfgs, path, &opts, &format, &err)) {
    fprintf(stderr, "skellint: %s\n", err);
    free(err);
    cli_configs_free(cfgs);
    return NULL;
  }
  cli_configs_free(cfgs);
  char *bytes = NULL;
  size_t len = 0;
  int e = 0;
  /* The size first: check's default limit, before reading. */
  struct stat st;
  if (stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
      cli_too_large((size_t)st.st_size, CLI_DEFAULT_MAX_FILE_SIZE)) {
    char a[32], b[32];
    cli_file_error(NULL, path, "file too large (%s; the limit is %s)",
                   cli_size_text((size_t)st.st_size, a), cli_size_text(CLI_DEFAULT_MAX_FILE_SIZE, b));
    return NULL;
  }
  if (!cli_read_file(path, cli_read_cap(CLI_DEFAULT_MAX_FILE_SIZE), &bytes, &len, &e)) {
    cli_file_error(NULL, path, "%s", cli_strerror(e));
    return NULL;
  }
  if (cli_too_large(len, CLI_DEFAULT_MAX_FILE_SIZE)) {
    char b[32];
    cli_file_error(NULL, path, "file too large (more than %s)",
                   cli_size_text(CLI_DEFAULT_MAX_FILE_SIZE, b));
    free(bytes);
    return NULL;
  }
  if (format == SK_FORMAT_UNKNOWN) format = sk_detect(path, bytes, len);
  if (format == SK_FORMAT_UNKNOWN) {
    char *what = cli_describe_unknown(path, bytes, len);
    cli_file_error(NULL, path, "unknown format (%s)", what);
    free(what);
    free(bytes);
    return NULL;
  }
  SkSource *src = sk_format_source_adopt(format, path, bytes, len);
  if (!src) {
    cli_file_error(NULL, path, "file too large");
    return NULL;
  }
  return sk_document_check_in(src, format, &opts, c, -1, NULL);
}

SkDocument *cli_load_skeleton(const char *path, bool no_config, char **followed) {
  *followed = NULL;
  SkDocument *doc = cli_load_document(path, no_config);
  if (!doc || sk_format_spec(doc->format)->kind != SK_KIND_CHARACTER) return doc;
  /* A model file: its skeleton= line names the skeleton to show. */
  CliProjects *projects = cli_projects_new(NULL, NULL, 0);
  SkCharacter *c = sk_character_from_cfg(doc->src, cli_project_scope(projects, path), NULL);
  const SkPart *parts = NULL;
  sk_character_parts(c, &parts);
  int32_t k = sk_character_skeleton(c);
  SkDocument *skel = NULL;
  if (k < 0)
    cli_file_error(NULL, path, "the model file names no skeleton (no skeleton= line)");
  else if (parts[k].status == SK_FILE_OUTSIDE)
    cli_file_error(NULL, path, "its skeleton %s is outside the project: not read", parts[k].path);
  else if (!parts[k].found)
    cli_file_error(NULL, path, "its skeleton %s is not there", parts[k].path);
  else if ((skel = cli_load_document(parts[k].found, no_config)) != NULL)
    *followed = sk_xstrdup(parts[k].found);
  sk_character_free(c);
  cli_projects_free(projects);
  sk_document_free(doc);
  return skel;
}
