/* render_cfg.c — the character of a mesh given to `skellint render` without
 * --skeleton: the model file (.cfg) of its folder that lists it, found by
 * the library's finder (sk_character_discover) as `check` finds the
 * character of a file checked on its own, each .cfg's names looked up in
 * its project. The picture depends on the skeleton, so the mesh must have
 * exactly one: none, or two .cfgs listing it, is an error naming them and
 * asking for --skeleton. */
#include "render_cfg.h"
#include "files/files.h"
#include "project/project.h"

#include <stdlib.h>

static const SkScope *cfg_scope(void *ud, const char *cfg, const char **workdir) {
  *workdir = NULL;
  return cli_project_scope(ud, cfg);
}

char *cli_render_find_cfg(const char *mesh) {
  CliProjects *projects = cli_projects_new(NULL, NULL, 0);
  SkDiscover *d = sk_discover_new(&(SkDiscoverHooks){.ud = projects, .scope = cfg_scope});
  int32_t part;
  const SkSource *cfg = NULL;
  char *found = NULL;
  SkCharacter *c = sk_character_discover(d, mesh, &part, &cfg);
  if (!c) {
    cli_file_error(NULL, mesh, "no model file (.cfg) of its folder lists it; name its skeleton: "
                   "--skeleton SKELETON (an XSF, CSF or the character's .cfg)");
  } else {
    found = sk_xstrdup(cfg->path);
    sk_character_free(c);
    const SkSource *other = NULL;
    if ((c = sk_character_discover_next(d, mesh, found, &part, &other)) != NULL) {
      cli_file_error(NULL, mesh, "two model files list it, %s and %s; choose its skeleton: "
                     "--skeleton %s", found, other->path, found);
      sk_character_free(c);
      free(found);
      found = NULL;
    }
  }
  sk_discover_free(d);
  cli_projects_free(projects);
  return found;
}
