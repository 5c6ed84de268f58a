/* characters.c — the files of a Cal3D character checked together by
 * `skellint check`.
 *
 * A model file (.cfg) among the files checked — named, or found in a
 * folder walk — binds its skeleton, meshes, animations, materials and
 * morph targets into a character (the library's SkCharacter): each of
 * those files is checked as a part of it (influence and track bone IDs
 * against the skeleton, material indices, morph target vertex counts), and
 * the .cfg is checked for the files it names. Files the .cfg names that are
 * not among those checked are added: those in the .cfg's folder or below
 * are targets (checking `model.cfg` alone checks the character, and --fix
 * may write them), the others are context — read to check the targets,
 * never reported nor written. Names are looked up inside the .cfg's
 * project only (project.c), and a .cfg is never a part. Without a .cfg,
 * `--skeleton PATH` (and the "skeleton" setting of .skellint.json) binds
 * every mesh and animation checked to a skeleton; that skeleton is context
 * unless it is among the files checked, and the setting's skeleton is
 * opened only inside the project.
 *
 * Each file is read once: a .cfg here (the bytes are kept for its check),
 * every other file by its own check. The skeletons and the meshes that
 * morph targets refer to are checked first (Job.early), and their
 * documents stay until the run ends (Job.pinned). */
#include "check.h"
#include "files/files.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* A file's identity on disk, to match a job with a part whatever the
 * spelling of its path ("./a.xsf", "dir/../a.xsf"). */
typedef struct {
  dev_t dev;
  ino_t ino;
  size_t job;
} Id;

static int by_id(const void *a, const void *b) {
  const Id *x = a, *y = b;
  if (x->dev != y->dev) return x->dev < y->dev ? -1 : 1;
  if (x->ino != y->ino) return x->ino < y->ino ? -1 : 1;
  return x->job < y->job ? -1 : x->job > y->job;
}

static bool id_of(const char *path, Id *out) {
  struct stat st;
  if (!path || stat(path, &st) != 0 || !S_ISREG(st.st_mode)) return false;
  out->dev = st.st_dev;
  out->ino = st.st_ino;
  return true;
}

/* The job checking the file `path`, or -1 (ids sorted, n of them). */
static long find_job(const Id *ids, size_t n, const char *path) {
  Id key = {0};
  if (!id_of(path, &key)) return -1;
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (ids[mid].dev < key.dev || (ids[mid].dev == key.dev && ids[mid].ino < key.ino))
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < n && ids[lo].dev == key.dev && ids[lo].ino == key.ino ? (long)ids[lo].job : -1;
}

static void add_character(Run *run, SkCharacter *c) {
  run->characters = sk_xrealloc(run->characters, (run->ncharacters + 1) * sizeof *run->characters);
  run->characters[run->ncharacters++] = c;
}

/* Reads job j's bytes when it is a Cal3D model file and makes its
 * character; the bytes stay with the job for its own check. */
static SkCharacter *read_cfg(Run *run, Job *j) {
  if (j->is_stdin || j->have_bytes) return NULL;
  if (sk_format_spec(j->format)->kind != SK_KIND_CHARACTER &&
      (j->format != SK_FORMAT_UNKNOWN || !sk_path_is_cfg(j->path)))
    return NULL;
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  size_t limit = run->args->max_file_size ? run->args->max_file_size + 1 : SIZE_MAX;
  if (!cli_read_file_in(j->within, j->path, limit, &bytes, &len, NULL, &err))
    return NULL; /* its check says why */
  if (cli_too_large(len, run->args->max_file_size)) {
    free(bytes);
    return NULL;
  }
  SkFormat f = j->format != SK_FORMAT_UNKNOWN ? j->format : sk_detect(j->path, bytes, len);
  j->stdin_bytes = bytes;
  j->stdin_len = len;
  j->have_bytes = true;
  if (sk_format_spec(f)->kind != SK_KIND_CHARACTER) return NULL;
  SkSource *src = sk_source_new(j->path, bytes, len, false);
  if (!src) return NULL;
  j->scope = cli_project_scope(run->projects, j->path);
  SkCharacter *c = sk_character_from_cfg(src, j->scope, j->opts.working_folder);
  sk_source_free(src);
  return c;
}

typedef struct {
  Id id;
  size_t part;
} PartId;

static int by_part_id(const void *a, const void *b) {
  const PartId *x = a, *y = b;
  /* The file (device, inode), then the part: not by_id, whose last key
   * (a job) a part's Id does not have (it was read uninitialised, and the
   * order of a file named twice came out otherwise under Windows). */
  if (x->id.dev != y->id.dev) return x->id.dev < y->id.dev ? -1 : 1;
  if (x->id.ino != y->id.ino) return x->id.ino < y->id.ino ? -1 : 1;
  return x->part < y->part ? -1 : x->part > y->part;
}

typedef struct {
  size_t part;   /* the part its job is bound to */
  size_t first;  /* the first part naming the file */
  bool early;
} Group;

static int by_first(const void *a, const void *b) {
  const Group *x = a, *y = b;
  return x->first < y->first ? -1 : x->first > y->first;
}

/* Whether the file `found` lies in the resolved folder `dir` or below. */
static bool in_folder(const char *found, const char *dir) {
  if (!dir) return false;
  char *real = sk_real_path(found);
  bool in = real && sk_path_is_below(real, dir);
  free(real);
  return in;
}

/* Binds every job that checks a part of character c; adds jobs for the
 * parts no job checks: targets when they lie in `target_dir` (the .cfg's
 * resolved folder; NULL: none does), else context (hidden, never
 * written). A file named by several parts (the same mesh listed twice) is
 * one job, bound to its skeleton part if it is one, else to its first
 * part. */
typedef struct {
  const char *target_dir; /* added parts lying here are targets (NULL: none) */
  const bool *wanted;     /* the parts to add jobs for (NULL: every one) */
  bool companions;        /* added parts are reported for their findings
                           * against the others (a skeleton was given) */
  const SkScope *within;  /* added parts of a character with no .cfg are
                           * judged again as opened in this scope (NULL:
                           * named by the user) */
} BindMode;

static void bind(Run *run, SkCharacter *c, const Id *ids, size_t nids, const BindMode *m) {
  const char *target_dir = m->target_dir;
  const SkPart *parts;
  size_t n = sk_character_parts(c, &parts);
  bool *is_base = sk_xcalloc(n ? n : 1, sizeof *is_base); /* the mesh of a morph target */
  for (size_t q = 0; q < n; q++)
    if (parts[q].base >= 0 && (size_t)parts[q].base < n) is_base[parts[q].base] = true;
  PartId *found = sk_xmalloc((n ? n : 1) * sizeof *found);
  size_t nfound = 0;
  for (size_t p = 0; p < n; p++) /* missing ones: the .cfg's check says so */
    if (parts[p].found && id_of(parts[p].found, &found[nfound].id)) found[nfound++].part = p;
  if (nfound > 1) qsort(found, nfound, sizeof *found, by_part_id);
  /* One group per file: the part it is bound to, and the first line that
   * names it — the order in which its job is added (the .cfg's order, not
   * the files' inode numbers, so that reports are the same on every
   * checkout). */
  Group *groups = sk_xmalloc((nfound ? nfound : 1) * sizeof *groups);
  size_t ngroups = 0;
  for (size_t g = 0; g < nfound;) {
    size_t e = g + 1;
    while (e < nfound && found[e].id.dev == found[g].id.dev && found[e].id.ino == found[g].id.ino) e++;
    size_t p = found[g].part;
    bool early = false;
    for (size_t k = g; k < e; k++) {
      size_t q = found[k].part;
      if (parts[q].kind == SK_PART_SKELETON && parts[p].kind != SK_PART_SKELETON) p = q;
      early |= parts[q].kind == SK_PART_SKELETON || is_base[q];
    }
    groups[ngroups++] = (Group){.part = p, .first = found[g].part, .early = early};
    g = e;
  }
  if (ngroups > 1) qsort(groups, ngroups, sizeof *groups, by_first);
  for (size_t g = 0; g < ngroups; g++) {
    size_t p = groups[g].part;
    bool early = groups[g].early;
    long k = find_job(ids, nids, parts[p].found);
    Job *j = NULL;
    if (k >= 0) {
      j = &run->jobs[k];
      if (j->character) continue; /* already a part of another character */
    } else {
      if (m->wanted && !m->wanted[p]) continue;
      j = cli_add_job(run, parts[p].found, false, false); /* content of no known format: skipped, as in a walk */
      if (!j) continue;
      /* Judged again as opened, in the project of the .cfg naming it. */
      const char *cfg = sk_character_cfg(c);
      j->within = cfg && *cfg ? cli_project_scope(run->projects, cfg) : m->within;
      j->target = in_folder(parts[p].found, target_dir);
      j->hidden = !j->target;
      if (!j->target && m->companions && parts[p].kind != SK_PART_SKELETON)
        j->hidden = false, j->cross_only = true;
      /* Context of a .cfg: checked first, its findings about the character
       * told at the .cfg's line (check.c, sk_document_relay). */
      if (!j->target && target_dir) j->relayed = j->pinned = true;
    }
    j->character = c;
    j->part = (int32_t)p;
    if (early) j->early = j->pinned = true;
  }
  free(groups);
  free(found);
  free(is_base);
}

static Id *job_ids(const Run *run, size_t *n) {
  Id *ids = sk_xmalloc((run->njobs ? run->njobs : 1) * sizeof *ids);
  *n = 0;
  for (size_t i = 0; i < run->njobs; i++) {
    if (run->jobs[i].is_stdin || !id_of(run->jobs[i].path, &ids[*n])) continue;
    ids[*n].job = i;
    (*n)++;
  }
  if (*n > 1) qsort(ids, *n, sizeof *ids, by_id);
  return ids;
}

/* The format a job will most likely be checked as, without reading it. */
static SkFormat guess_format(const Job *j) {
  return j->format != SK_FORMAT_UNKNOWN ? j->format : sk_format_from_path(j->path);
}

/* --skeleton PATH and the "skeleton" setting: the meshes, animations and
 * morph animations not in a .cfg's character are checked with the
 * skeleton their options name. */
static void bind_skeletons(Run *run) {
  size_t before = run->ncharacters;
  const SkScope **scopes = NULL; /* each new character's scope (NULL: --skeleton) */
  for (size_t i = 0; i < run->njobs; i++) {
    Job *j = &run->jobs[i];
    if (j->character || !j->opts.skeleton || j->is_stdin) continue;
    SkFormat f = guess_format(j);
    if (!sk_format_spec(f)->takes_skeleton) /* binary: a CAF (a CSF or CMF is harmless) */
      continue;
    SkCharacter *c = NULL;
    for (size_t k = before; k < run->ncharacters && !c; k++) {
      const SkPart *parts;
      sk_character_parts(run->characters[k], &parts);
      if (strcmp(parts[0].path, j->opts.skeleton) == 0) c = run->characters[k];
    }
    if (!c) {
      /* --skeleton is named by the user; the setting's skeleton is opened
       * only inside the project of the file it is for: judged by its name
       * here, and again as it is opened (its job's `within`). */
      bool setting = j->opts.skeleton != run->args->opts.skeleton;
      const SkScope *scope = setting ? cli_project_scope(run->projects, j->path) : NULL;
      c = sk_character_new(j->opts.skeleton, scope);
      add_character(run, c);
      scopes = sk_xrealloc(scopes, (run->ncharacters - before) * sizeof *scopes);
      scopes[run->ncharacters - before - 1] = scope;
      const SkPart *parts;
      sk_character_parts(c, &parts);
      if (parts[0].status != SK_FILE_FOUND) {
        char *shown = sk_display_text(j->opts.skeleton, strlen(j->opts.skeleton), 300);
        char *file = sk_display_text(j->path, strlen(j->path), 300);
        if (parts[0].status == SK_FILE_OUTSIDE)
          fprintf(stderr,
                  "skellint: %s: skeleton %s (the \"skeleton\" setting): not read: outside the "
                  "project (%s); expected a skeleton inside it, or allow its folder with "
                  "--allow-root\n",
                  file, shown, cli_scope_root_text(scope));
        else
          fprintf(stderr, "skellint: skeleton %s: %s\n", shown,
                  parts[0].status == SK_FILE_MISSING ? cli_strerror(ENOENT) : "not a file");
        free(shown);
        free(file);
        run->failed = true;
      }
    }
    j->character = c;
    j->part = -1;
  }
  /* The skeletons: a job of their own, reported only when asked for. */
  for (size_t k = before; k < run->ncharacters; k++) {
    size_t nids;
    Id *ids = job_ids(run, &nids);
    bind(run, run->characters[k], ids, nids, &(BindMode){.within = scopes[k - before]});
    free(ids);
  }
  free(scopes);
}

/* A Cal3D file given by itself is checked in the character of the .cfg of
 * its folder that lists it (folder_cfg.c), as in a walk of the folder and
 * in the editor: the .cfg and the files its checks need (the skeleton, a
 * morph target's mesh) are context. When it is the skeleton, the
 * character's other files are checked too and their findings against the
 * others reported (pre-commit passes only the changed skeleton), unless
 * --only-given. */
static void bind_folder_characters(Run *run) {
  size_t njobs = run->njobs;
  for (size_t i = 0; i < njobs; i++) {
    Job *j = &run->jobs[i];
    if (!j->target || j->character || j->is_stdin || !sk_format_spec(guess_format(j))->cal3d_part) continue;
    int32_t part = -1;
    char *cfg = NULL, *bytes = NULL;
    size_t len = 0;
    SkCharacter *c = cli_folder_character(run, j->path, &part, &cfg, &bytes, &len);
    if (!c) continue;
    add_character(run, c);
    Job *cj = cli_add_job(run, cfg, false, false);
    free(cfg);
    j = &run->jobs[i]; /* the jobs may have moved */
    if (cj) {
      cj->hidden = true;
      cj->character = c;
      cj->part = -1;
      cj->stdin_bytes = bytes, cj->stdin_len = len, cj->have_bytes = true;
      cj->scope = cli_project_scope(run->projects, cj->path);
    } else {
      free(bytes);
    }
    const SkPart *parts;
    size_t n = sk_character_parts(c, &parts);
    bool skeleton = parts[part].kind == SK_PART_SKELETON;
    bool *wanted = sk_xcalloc(n ? n : 1, sizeof *wanted);
    for (size_t p = 0; p < n; p++)
      wanted[p] = (skeleton && !run->args->only_given) || parts[p].kind == SK_PART_SKELETON ||
                  (int32_t)p == parts[part].base;
    size_t nids;
    Id *ids = job_ids(run, &nids);
    bind(run, c, ids, nids, &(BindMode){.wanted = wanted, .companions = skeleton});
    free(ids);
    free(wanted);
  }
  cli_folder_characters_done(run);
}

void cli_plan_characters(Run *run) {
  /* The model files first: their characters take precedence over a
   * --skeleton for the files they name. */
  size_t njobs = run->njobs;
  for (size_t i = 0; i < njobs; i++) {
    SkCharacter *c = read_cfg(run, &run->jobs[i]);
    if (!c) continue;
    add_character(run, c);
    /* The .cfg itself is checked in its character (SK471–SK475). */
    run->jobs[i].character = c;
    run->jobs[i].part = -1;
  }
  if (run->ncharacters) {
    size_t nids;
    Id *ids = job_ids(run, &nids);
    for (size_t k = 0; k < run->ncharacters; k++) {
      char *dir = sk_real_folder(sk_character_cfg(run->characters[k]));
      bind(run, run->characters[k], ids, nids, &(BindMode){.target_dir = dir});
      free(dir);
    }
    free(ids);
  }
  bind_folder_characters(run);
  bind_skeletons(run);
}

void cli_character_done(Job *j) {
  if (j->character && j->part >= 0) sk_character_set_document(j->character, j->part, j->doc);
}

void cli_characters_free(Run *run) {
  for (size_t k = 0; k < run->ncharacters; k++) sk_character_free(run->characters[k]);
  free(run->characters);
  run->characters = NULL;
  run->ncharacters = 0;
}
