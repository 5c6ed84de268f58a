/* folder_cfg.c — the model file (.cfg) of a Cal3D file checked on its own.
 *
 * A mesh, animation, material, morph animation or skeleton given by itself
 * (`skellint check body.xmf`, as pre-commit passes changed files) is
 * checked in the character of the first .cfg of its folder, by name, that
 * lists it — as the language server does for an open document: both ask
 * the library's finder (sk_character_discover, with its caps and checks) —
 * so that a file reports on its own what it reports in a walk of its
 * folder. The run keeps one finder: each folder is listed, and each of its
 * .cfgs read and planned, once however many of its files are given. It is
 * used while the run is planned, on the main thread, before any -j worker
 * starts (check.c), so it needs no lock. Here the finder reads a .cfg the
 * way the CLI reads every file (cli_read_file_in: never a FIFO's wait or a
 * /proc file, and judged again once open), and looks its names up inside the .cfg's project with the
 * .cfg's own settings (its working folder). */
#include "check.h"
#include "files/files.h"

#include <stdlib.h>
#include <string.h>

static SkSource *read_cfg(void *ud, const char *path, size_t cap) {
  Run *run = ud;
  char *b = NULL;
  size_t l = 0;
  int err = 0;
  /* Judged again once open (a .cfg swapped for a symlink out meanwhile). */
  if (!cli_read_file_in(cli_project_scope(run->projects, path), path, cap + 1, &b, &l, NULL, &err) ||
      l > cap) {
    free(b);
    return NULL;
  }
  return sk_source_adopt(path, b, l, false);
}

static const SkScope *cfg_scope(void *ud, const char *cfg, const char **workdir) {
  Run *run = ud;
  SkOptions o;
  SkFormat f = SK_FORMAT_UNKNOWN;
  char *why = NULL;
  if (run->configs && cli_configs_options(run->configs, cfg, &o, &f, &why)) {
    cli_check_args_overlay(run->args, &o);
    *workdir = o.working_folder;
  }
  free(why);
  return cli_project_scope(run->projects, cfg);
}

SkCharacter *cli_folder_character(Run *run, const char *path, int32_t *part, char **cfg_path,
                                  char **bytes, size_t *len) {
  if (!run->discover)
    run->discover = sk_discover_new(&(SkDiscoverHooks){.ud = run, .read = read_cfg, .scope = cfg_scope});
  const SkSource *cfg = NULL;
  SkCharacter *c = sk_character_discover(run->discover, path, part, &cfg);
  if (!c) return NULL;
  *cfg_path = sk_xstrdup(cfg->path);
  *len = cfg->raw_len;
  *bytes = sk_xmalloc(cfg->raw_len + 1);
  memcpy(*bytes, cfg->raw, cfg->raw_len);
  (*bytes)[cfg->raw_len] = '\0';
  return c;
}

void cli_folder_characters_done(Run *run) {
  sk_discover_free(run->discover);
  run->discover = NULL;
}
