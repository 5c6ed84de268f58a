/* job_list.c — adding a file to the run's list of jobs (check.h): its
 * options (the governing .skellint.json, then the command line over it),
 * the format --format-of forces, and this runner's --shard share. Used by
 * check.c while it collects the files and by characters.c for the files a
 * character adds; it calls neither. */
#include "check.h"

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The format forced by the last matching --format-of, or UNKNOWN. A
 * pattern without '/' also matches the file's base name. */
static SkFormat forced_format(const CliCheckArgs *a, const char *file) {
  SkFormat f = SK_FORMAT_UNKNOWN;
  char *path = sk_path_slashed(file); /* patterns are written with '/' */
  for (size_t i = 0; i < a->nformat_of; i++) {
    const char *pat = a->format_of[i].pattern;
    if (fnmatch(pat, path, 0) == 0 ||
        (!strchr(pat, '/') && fnmatch(pat, sk_path_base(path), 0) == 0))
      f = a->format_of[i].format;
  }
  free(path);
  return f;
}

Job *cli_add_job(Run *run, const char *path, bool named, bool is_stdin) {
  if (!run->configs) return NULL; /* a configuration error stopped the collection */
  if (!is_stdin && !cli_shard_has(path, run->args->shard_k, run->args->shard_n)) return NULL;
  SkOptions o;
  SkFormat f = SK_FORMAT_UNKNOWN;
  char *err = NULL;
  const char *name = is_stdin ? (run->args->stdin_filename ? run->args->stdin_filename : "<stdin>") : path;
  if (!cli_configs_options(run->configs, name, &o, &f, &err)) {
    fprintf(stderr, "skellint: %s\n", err);
    free(err);
    run->failed = true;
    cli_configs_free(run->configs);
    run->configs = NULL; /* stop collecting: the configuration is wrong */
    return NULL;
  }
  cli_check_args_overlay(run->args, &o);
  if (!is_stdin || run->args->stdin_filename) {
    SkFormat forced = forced_format(run->args, name);
    if (forced != SK_FORMAT_UNKNOWN) f = forced; /* the command line wins */
  }
  if (run->njobs == run->cap)
    run->jobs = sk_xrealloc(run->jobs, (run->cap = run->cap ? run->cap * 2 : 64) * sizeof *run->jobs);
  Job *j = &run->jobs[run->njobs++];
  memset(j, 0, sizeof *j);
  j->path = sk_xstrdup(name);
  j->named = named;
  j->is_stdin = is_stdin;
  j->format = f;
  j->opts = o;
  j->part = -1;
  return j;
}
