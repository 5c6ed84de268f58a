/* skeleton.c — one file's skeleton for the picture commands: the checked
 * document, per-bone severities, and absolute joint positions. */
#include "skeleton.h"
#include "config_find.h"
#include "project.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

SkDocument *cli_load_document(const char *path, bool no_config) {
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
  bool binary = format == SK_FORMAT_DASHBIN || format == SK_FORMAT_CAL3D_BINARY;
  SkSource *src = binary ? sk_source_adopt_binary(path, bytes, len)
                         : sk_source_adopt(path, bytes, len, format == SK_FORMAT_BON);
  if (!src) {
    cli_file_error(NULL, path, "file too large");
    return NULL;
  }
  return sk_document_check(src, format, &opts);
}

SkDocument *cli_load_skeleton(const char *path, bool no_config, char **followed) {
  *followed = NULL;
  SkDocument *doc = cli_load_document(path, no_config);
  if (!doc || doc->format != SK_FORMAT_CAL3DCFG) return doc;
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

SkSeverity *cli_bone_severities(const SkDocument *doc) {
  uint32_t n = doc->model ? doc->model->nbones : 0;
  SkSeverity *sev = sk_xcalloc(n ? n : 1, sizeof *sev);
  for (size_t i = 0; i < doc->diags.count; i++) {
    const SkDiagnostic *d = &doc->diags.items[i];
    if (d->bone < n && d->severity > sev[d->bone]) sev[d->bone] = d->severity;
  }
  return sev;
}

static bool finite3(const double v[3]) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

double (*cli_bind_pose(const SkModel *m, bool *posed))[3] {
  uint32_t n = m->nbones;
  double(*pos)[3] = sk_xcalloc(n ? n : 1, sizeof *pos);
  double(*rot)[4] = sk_xcalloc(n ? n : 1, sizeof *rot);
  unsigned char *state = sk_xcalloc(n ? n : 1, 1); /* 0 new, 1 on the path, 2 done */
  uint32_t *path = sk_xcalloc(n ? n : 1, sizeof *path);
  *posed = false;
  for (uint32_t i = 0; i < n; i++)
    if (m->bones[i].has_translation || m->bones[i].has_matrix) *posed = true;
  for (uint32_t i = 0; i < n; i++) {
    /* Up to a done bone, a root, or back onto the path (a cycle). */
    uint32_t len = 0, cur = i;
    while (state[cur] == 0) {
      state[cur] = 1;
      path[len++] = cur;
      int32_t p = m->bones[cur].parent;
      if (p < 0 || (uint32_t)p >= n) break;
      cur = (uint32_t)p;
    }
    while (len--) {
      uint32_t k = path[len];
      const SkBone *b = &m->bones[k];
      int32_t p = b->parent;
      bool from_parent = p >= 0 && (uint32_t)p < n && state[p] == 2;
      double q[4] = {0, 0, 0, 1}, t[3] = {0, 0, 0};
      if (b->has_rotation) memcpy(q, b->rotation, sizeof q);
      if (b->has_translation) memcpy(t, b->translation, sizeof t);
      if (b->has_matrix && b->matrix) {
        /* The matrix is the bone's absolute transform. */
        memcpy(pos[k], b->matrix + 9, sizeof pos[k]);
        rot[k][0] = rot[k][1] = rot[k][2] = 0, rot[k][3] = 1;
      } else if (from_parent) {
        double r[3];
        sk_quat_mul(q, rot[p], rot[k]);
        sk_quat_rotate_cal3d(rot[p], t, r);
        for (int j = 0; j < 3; j++) pos[k][j] = r[j] + pos[p][j];
      } else {
        memcpy(rot[k], q, sizeof q);
        memcpy(pos[k], t, sizeof t);
      }
      if (!finite3(pos[k])) {
        if (from_parent) memcpy(pos[k], pos[p], sizeof pos[k]);
        else pos[k][0] = pos[k][1] = pos[k][2] = 0;
      }
      state[k] = 2;
    }
  }
  free(rot);
  free(state);
  free(path);
  return pos;
}
