/* check.h — what `skellint check` keeps per file and per run, shared by
 * check.c (collecting, checking, output), job_list.c (adding a job) and
 * characters.c (the files of Cal3D characters checked together). */
#ifndef SK_CLI_CHECK_H
#define SK_CLI_CHECK_H

#include "cli.h"
#include "args/args.h"
#include "output/output.h"
#include "baseline.h"
#include "project/config_find.h"
#include "jobs.h"
#include "output/output_ci.h"
#include "project/project.h"

#include <stdint.h>

/* Bytes a walk reads to decide whether a file is worth reading whole. */
enum { PROBE_BYTES = 64 * 1024 };

/* One file to check, and what checking it produced (filled by a worker,
 * read by the output in order). */
typedef struct {
  char *path;
  bool named;          /* named on the command line or in --files-from */
  bool target;         /* named, walked, or a part of a .cfg checked that lies in
                        * the .cfg's folder: reported, and written by --fix;
                        * other jobs are context (read, never written) */
  bool is_stdin;
  SkFormat format;     /* forced by --format-of or the configuration */
  SkOptions opts;
  char *stdin_bytes;   /* `-`, or a model file read while planning: the bytes */
  size_t stdin_len;
  bool have_bytes;     /* stdin_bytes holds the file (a .cfg read while planning) */
  /* The Cal3D character it is checked in (characters.c), or NULL, and
   * which of its parts it is (-1: none). */
  SkCharacter *character;
  int32_t part;
  const SkScope *scope; /* a .cfg's: where its names are looked up */
  const SkScope *within; /* walked or a .cfg's part: the file opened must lie
                          * inside (sk_scope_judge_open); NULL: named by the user */
  bool early;          /* checked before the others: a skeleton or a morph base */
  bool relayed;        /* context of a .cfg: checked after the early jobs and
                        * before the others, its findings about the character
                        * told at the .cfg's line (sk_document_relay) */
  bool checked;        /* its check has run (early jobs) */
  bool pinned;         /* its document is the character's: freed at the end */
  bool hidden;         /* checked for a character, not asked for: not reported */
  bool cross_only;     /* a companion of a skeleton given (characters.c): only
                        * its findings against the other files are reported */
  /* results */
  SkDocument *doc;     /* NULL: nothing to report */
  SkBuf err;           /* messages for stderr, printed in order */
  char *diff;          /* --diff */
  size_t fixed;
  bool written;
  bool failed;         /* a usage or I/O error: exit 2 */
} Job;

typedef struct {
  const CliCheckArgs *args;
  CliConfigs *configs;
  CliBaseline *baseline;
  CliBaselineWriter *writer;
  Job *jobs;
  size_t njobs, cap;
  /* output */
  CliTextStyle text;
  CliJson *json;
  CliCi *ci;
  CliProgress *progress;
  CliTotals totals;
  size_t per_code[SK_MAX_RULES], fixable[SK_MAX_RULES];
  size_t fixed, fixed_files, diffs, baselined;
  size_t held_back;    /* findings whose only fixes are unsafe, without --unsafe-fixes */
  bool failed;
  /* Cal3D characters (characters.c): from the .cfg files checked and from
   * --skeleton / the "skeleton" setting. */
  SkCharacter **characters;
  size_t ncharacters;
  CliProjects *projects; /* the project of each file (project.c) */
  const SkScope *walking; /* the scope of the walk under way (collect) */
  SkDiscover *discover;  /* folder_cfg.c: the folders' .cfgs, while planning */
} Run;

/* Finds the Cal3D characters among the jobs (every .cfg, --skeleton, the
 * "skeleton" setting), binds each job to its character and part, adds
 * jobs for the files a .cfg names that are not among them, and marks the
 * jobs whose documents others need (skeletons, morph bases) `early`.
 * Prints what it cannot read and sets run->failed. */
void cli_plan_characters(Run *run);
/* After an early job's check: gives its document to its character. */
void cli_character_done(Job *j);
/* folder_cfg.c: the character of the first .cfg (by name) in the folder
 * of `path` that lists it, and which part `path` is; *cfg_path and the
 * .cfg's bytes are the caller's. NULL when none lists it. Each folder is
 * listed once until cli_folder_characters_done. */
SkCharacter *cli_folder_character(Run *run, const char *path, int32_t *part, char **cfg_path,
                                  char **bytes, size_t *len);
void cli_folder_characters_done(Run *run);
void cli_characters_free(Run *run);
/* job_list.c: adds a job for `path` (`-` with is_stdin) with its options;
 * returns it, or NULL when the path was not taken (another runner's
 * --shard share, or a configuration error, which stops the collection). */
Job *cli_add_job(Run *run, const char *path, bool named, bool is_stdin);

/* `skellint check PATH…` (check.c). */
int cli_check_main(int argc, char **argv);

#endif
