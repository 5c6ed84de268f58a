/* check.c — `skellint check PATH…`: collects the files (paths, directory
 * walks, --files-from, stdin for `-`), keeps this runner's --shard share,
 * resolves each file's options (the nearest .skellint.json, then the
 * command line over it), checks them on -j threads (jobs.c) and hands each
 * document, in input order, to the chosen output. With --fix/--diff each
 * file is fixed in rounds and written back (fix_write.c); with --baseline
 * known findings are dropped (baseline.c). Files named on the command line
 * must be a known format (unless --ignore-unknown); in a directory walk
 * unknown files are skipped silently. */
#include "check.h"
#include "baseline.h"
#include "project/config_find.h"
#include "fix/fix_write.h"
#include "jobs.h"
#include "output/output_ci.h"
#include "walk.h"
#include "files/files.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- collecting the files (main thread) ---- */

static void walked_file(const char *path, void *ud) {
  Run *run = ud;
  Job *j = cli_add_job(run, path, false, false);
  if (j) j->target = true, j->within = run->walking;
}

/* Why a walk skips `path`: --exclude, or the "exclude" setting of the
 * configuration governing it (CliWalkHow.skip). */
static char *walk_skip(const char *path, bool dir, void *ud) {
  Run *run = ud;
  const CliCheckArgs *a = run->args;
  const char *p = strncmp(path, "./", 2) == 0 ? path + 2 : path;
  for (size_t i = 0; i < a->nexcludes; i++) {
    const char *g = a->excludes[i];
    if (sk_exclude_match(g, p, dir)) {
      char *shown = sk_display_text(g, strlen(g), 300);
      char *why = sk_xasprintf("excluded by --exclude '%s'", shown);
      free(shown);
      return why;
    }
  }
  return run->configs ? cli_configs_excluded(run->configs, path, dir) : NULL;
}

static void collect(Run *run, const char *path, bool named) {
  if (!run->configs) return;
  if (strcmp(path, "-") == 0) {
    Job *j = cli_add_job(run, path, true, true);
    if (j) j->target = true;
    return;
  }
  struct stat st;
  if (stat(path, &st) != 0) {
    cli_file_error(NULL, path, "%s", cli_strerror(errno));
    run->failed = true;
    return;
  }
  if (S_ISDIR(st.st_mode)) {
    run->walking = cli_walk_scope(run->projects, path);
    CliWalkHow how = {.scope = cli_project_scope(run->projects, path),
                      .verbose = run->args->verbose, .skip = walk_skip, .ud = run};
    if (!cli_walk(path, &how, walked_file, run))
      run->failed = true;
    run->walking = NULL;
  } else {
    Job *j = cli_add_job(run, path, named, false);
    if (j) j->target = true;
  }
}

static void listed_file(const char *path, void *ud) { collect(ud, path, true); }

/* ---- checking one file (any thread) ---- */

static void job_error(Job *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void job_error(Job *j, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = sk_xvasprintf(fmt, ap);
  va_end(ap);
  cli_file_error(&j->err, j->path, "%s", msg);
  free(msg);
  j->failed = true;
}

static void fix_job(const Run *run, Job *j, const CliStamp *stamp, bool try_sjis) {
  const CliCheckArgs *a = run->args;
  /* The text before fixing, for --diff (UTF-8, as shown). */
  char *before = a->diff ? sk_xstrndup(j->doc->src->text, j->doc->src->len) : NULL;
  size_t before_len = a->diff ? j->doc->src->len : 0;
  CliFixResult r;
  SkDocument *orig = j->doc;
  cli_fix_loop(&j->doc, &j->opts, j->character, j->scope, j->part, a->unsafe_fixes, try_sjis, &r);
  if (r.why) {
    cli_file_error(&j->err, j->path, "%s", r.why);
    free(r.why);
  }
  if (!r.converged)
    cli_file_error(&j->err, j->path,
                   "fixes did not settle after %d rounds (%zu applied); what remains is reported",
                   CLI_FIX_MAX_ROUNDS, r.applied);
  if (j->doc == orig) {
    free(before);
    return;
  }
  const SkSource *src = j->doc->src;
  char *why = NULL;
  if (a->diff) {
    j->diff = cli_unified_diff(cli_path_clean(j->path), before, before_len, src->text, src->len);
    free(before);
    j->fixed = r.applied;
    sk_document_free(orig);
  } else if (j->is_stdin) {
    sk_document_free(orig); /* nowhere to write: report what remains */
  } else if (cli_write_back(j->path, stamp, src->raw, src->raw_len, &why)) {
    j->fixed = r.applied;
    j->written = true;
    sk_document_free(orig);
  } else {
    /* Not written: the file's findings are the original ones. */
    job_error(j, "%s", why);
    free(why);
    sk_document_free(j->doc);
    j->doc = orig;
  }
}

/* --max-file-size (limits.c): `size` is exact when `exact`, else the file
 * (a stream) was cut off after more than the limit. */
static void too_large(Job *j, size_t size, bool exact, size_t limit) {
  char *why = cli_too_large_text(size, exact, limit);
  job_error(j, "%s", why);
  free(why);
}

static void unknown_format(Job *j, const char *bytes, size_t len) {
  char *what = cli_describe_unknown(j->path, bytes, len);
  job_error(j, "unknown format (%s); force one with --format-of PATTERN=FORMAT", what);
  free(what);
}

static bool known_format(const char *path, const char *bytes, size_t len) {
  /* A .cfg starting with more comment lines than the prefix holds is
   * read on, and detected from the whole. */
  return sk_detect(path, bytes, len) != SK_FORMAT_UNKNOWN || sk_detect_undecided(path, bytes, len);
}

static bool compares_files(const SkDiagnostic *d, void *ud) {
  (void)ud;
  return sk_rule_compares_files(d->rule);
}

/* The findings about the character of the parts of j's .cfg that are
 * context (outside its folder, checked first and not reported), at the
 * .cfg's lines that name them. */
static void relay_context(const Run *run, Job *j) {
  for (size_t k = 0; k < run->njobs; k++) {
    const Job *o = &run->jobs[k];
    if (o == j || o->character != j->character || o->target || !o->checked || !o->doc) continue;
    sk_document_relay(j->doc, j->character, o->part, o->doc);
  }
}

/* --verbose: a walked file of no format skellint knows is skipped. */
static void walk_unknown(const Run *run, Job *j) {
  if (run->args->verbose && j->target && !j->named)
    cli_file_error(&j->err, j->path, "skipped: of no format skellint knows");
}

static void check_job(const Run *run, Job *j) {
  const CliCheckArgs *a = run->args;
  bool fixing = (a->fix || a->diff) && j->target; /* only what was asked for is written */
  char *bytes = NULL;
  size_t len = 0;
  int err = 0;
  CliStamp stamp;
  SkFormat format = j->format;
  if (j->is_stdin || (j->have_bytes && !fixing)) {
    /* Standard input, or a model file read while planning the characters. */
    bytes = j->stdin_bytes, len = j->stdin_len;
    j->stdin_bytes = NULL;
  } else {
    size_t cap = cli_read_cap(a->max_file_size);
    bool probed = !j->named && format == SK_FORMAT_UNKNOWN && !fixing, skipped = false;
    /* Read a prefix first, and the rest from the same open file only when
     * it is a format skellint knows: most files in a tree are not. */
    if (probed && !cli_read_file_probed(j->path, j->within, PROBE_BYTES, cap, known_format, &bytes, &len,
                                        &skipped, &err)) {
      struct stat st;
      if (err == EFBIG && stat(j->path, &st) == 0)
        too_large(j, (size_t)st.st_size, true, a->max_file_size);
      else if (!skipped) job_error(j, "%s", cli_strerror(err));
      else walk_unknown(run, j);
      return;
    }
    /* Otherwise the size first: a file over the limit is refused unread. */
    struct stat st;
    bool regular = !probed && stat(j->path, &st) == 0 && S_ISREG(st.st_mode);
    if (regular && cli_too_large((size_t)st.st_size, a->max_file_size)) {
      too_large(j, (size_t)st.st_size, true, a->max_file_size);
      return;
    }
    bool big = regular && (size_t)st.st_size > PROBE_BYTES;
    if (!probed && format == SK_FORMAT_UNKNOWN && (!j->named || big)) {
      /* --fix reads with a stamp, so its prefix is only probed here; a
       * large named file that is no known format is described from its
       * first bytes, not read whole (small ones and pipes are read once). */
      if (!cli_read_file_in(j->within, j->path, PROBE_BYTES, &bytes, &len, NULL, &err)) {
        job_error(j, "%s", cli_strerror(err));
        return;
      }
      bool unknown = !known_format(j->path, bytes, len);
      if (unknown && j->named && !a->ignore_unknown) unknown_format(j, bytes, len);
      if (unknown) walk_unknown(run, j);
      free(bytes);
      bytes = NULL;
      if (unknown) return;
    }
    bool ok = probed ||
              (fixing ? cli_read_file_stamped(j->path, j->within, &bytes, &len, &stamp, &err)
                      : cli_read_file_in(j->within, j->path, cap, &bytes, &len, NULL, &err));
    if (!ok) {
      job_error(j, "%s", cli_strerror(err));
      return;
    }
  }
  if (cli_too_large(len, a->max_file_size)) { /* a stream, or a file that grew */
    too_large(j, len, false, a->max_file_size);
    free(bytes);
    return;
  }
  const char *detect_path = j->is_stdin ? a->stdin_filename : j->path;
  if (format == SK_FORMAT_UNKNOWN) format = sk_detect(detect_path, bytes, len);
  if (format == SK_FORMAT_UNKNOWN) {
    if (j->named && !a->ignore_unknown) unknown_format(j, bytes, len);
    walk_unknown(run, j);
    free(bytes);
    return;
  }
  const SkFormatSpec *spec = sk_format_spec(format);
  SkSource *src = sk_format_source_adopt(format, j->path, bytes, len);
  if (!src) {
    job_error(j, "file too large (the limit is 4 GiB)");
    return;
  }
  j->doc = sk_document_check_in(src, format, &j->opts, j->character, j->part, NULL);
  if (fixing && spec->syntax != SK_SYNTAX_BINARY) fix_job(run, j, &stamp, spec->shift_jis);
  if (spec->kind == SK_KIND_CHARACTER && j->character && j->part < 0) relay_context(run, j);
  if (j->cross_only) sk_diag_list_keep(&j->doc->diags, compares_files, NULL);
}

static void work(size_t i, void *ud) {
  Run *run = ud;
  Job *j = &run->jobs[i];
  if (j->checked) return; /* an early job, checked before the others */
  check_job(run, j);
  j->checked = true;
  if (j->early) cli_character_done(j);
}

/* What a checked file holds until it is emitted, roughly: its text (raw
 * and decoded) and model, and its findings. */
static size_t cost(size_t i, void *ud) {
  const Job *j = &((Run *)ud)->jobs[i];
  if (!j->doc) return (size_t)j->err.len + (j->diff ? strlen(j->diff) : 0);
  return 3 * j->doc->src->len + 256 * j->doc->diags.count + j->err.len +
         (j->diff ? strlen(j->diff) : 0);
}

/* Early jobs are checked first, in a run of their own that reports
 * nothing; their documents wait for the output in input order. */
typedef struct {
  Run *run;
  size_t *index;
} Early;

static void work_early(size_t i, void *ud) {
  Early *e = ud;
  work(e->index[i], e->run);
}

static void emit_nothing(size_t i, void *ud) { (void)i, (void)ud; }

static void check_early(Run *run, int threads, bool relayed) {
  Early e = {run, sk_xmalloc((run->njobs ? run->njobs : 1) * sizeof *e.index)};
  size_t n = 0;
  for (size_t i = 0; i < run->njobs; i++)
    if (relayed ? run->jobs[i].relayed && !run->jobs[i].early : run->jobs[i].early)
      e.index[n++] = i;
  if (n) {
    CliPool pool = {.n = n, .threads = threads, .work = work_early, .emit = emit_nothing,
                    .ud = &e};
    cli_pool_run(&pool);
  }
  free(e.index);
}

/* ---- output (main thread, in order) ---- */

static void emit(size_t i, void *ud) {
  Run *run = ud;
  Job *j = &run->jobs[i];
  const CliCheckArgs *a = run->args;
  if (j->err.len || j->diff || (j->doc && j->doc->diags.count))
    cli_progress_clear(run->progress); /* the next tick draws it again */
  if (j->err.len) fwrite(j->err.data, 1, j->err.len, stderr);
  if (j->failed) run->failed = true;
  if (j->fixed) run->fixed += j->fixed, run->fixed_files++;
  if (j->diff && *j->diff) {
    fputs(j->diff, stdout);
    run->diffs++;
  }
  SkDocument *doc = j->hidden ? NULL : j->doc;
  if (doc && !a->diff) {
    if (run->writer) cli_baseline_writer_add(run->writer, doc);
    if (run->baseline) run->baselined += cli_baseline_filter(run->baseline, doc);
    const SkDiagList *l = &doc->diags;
    run->totals.files++;
    run->totals.errors += sk_diag_list_count(l, SK_SEVERITY_ERROR);
    run->totals.warnings += sk_diag_list_count(l, SK_SEVERITY_WARNING);
    run->totals.infos += sk_diag_list_count(l, SK_SEVERITY_INFO);
    for (size_t k = 0; k < l->count; k++) {
      run->per_code[l->items[k].rule]++;
      uint32_t f = 0;
      for (; f < l->items[k].nfixes; f++)
        if (l->items[k].fixes[f].safe || a->unsafe_fixes) {
          run->fixable[l->items[k].rule]++;
          break;
        }
      if (l->items[k].nfixes && f == l->items[k].nfixes) run->held_back++;
    }
    if (run->writer) {
      /* --write-baseline: the findings go to the file, not the report. */
    } else if (run->json) cli_json_document(run->json, doc);
    else if (run->ci) cli_ci_document(run->ci, doc);
    else if (!a->statistics) cli_text_document(stdout, doc, &run->text);
  } else if (doc) {
    run->totals.files++;
  }
  if (!j->pinned) {
    sk_document_free(j->doc);
    j->doc = NULL;
  }
  sk_buf_free(&j->err);
  free(j->diff);
  j->diff = NULL;
  free(j->stdin_bytes);
  j->stdin_bytes = NULL;
}

static void tick(size_t done, size_t n, void *ud) {
  Run *run = ud;
  cli_progress_update(run->progress, done, n);
}

/* ---- the report's end ---- */

static void print_statistics(const Run *run, FILE *out) {
  size_t order[SK_MAX_RULES], n = 0;
  for (size_t i = 0; i < sk_rule_count(); i++)
    if (run->per_code[i]) order[n++] = i;
  /* Most frequent first; ties by code. */
  for (size_t i = 1; i < n; i++)
    for (size_t k = i; k > 0 && run->per_code[order[k]] > run->per_code[order[k - 1]]; k--) {
      size_t t = order[k];
      order[k] = order[k - 1];
      order[k - 1] = t;
    }
  for (size_t i = 0; i < n; i++) {
    const SkRule *r = sk_rule_get((SkRuleId)order[i]);
    char c[32];
    fprintf(out, "%8s  %s  %-28s", cli_thousands(run->per_code[order[i]], c), r->code, r->name);
    if (run->fixable[order[i]]) fprintf(out, "  (%s fixable)", cli_thousands(run->fixable[order[i]], c));
    fputc('\n', out);
  }
}

static int finish(Run *run) {
  const CliCheckArgs *a = run->args;
  FILE *note = a->output == CLI_OUTPUT_TEXT ? stdout : stderr;
  if (run->writer) {
    size_t count = 0;
    bool ok = cli_baseline_writer_finish(run->writer, a->write_baseline, &count);
    run->writer = NULL;
    if (!ok) return CLI_EXIT_USAGE;
    if (!a->quiet) {
      char n[32];
      fprintf(stderr, "skellint: wrote %s %s to %s\n", cli_thousands(count, n),
              count == 1 ? "finding" : "findings", a->write_baseline);
    }
    return run->failed ? CLI_EXIT_USAGE : CLI_EXIT_OK;
  }
  if (a->diff) {
    if (!a->quiet && run->fixed) {
      char n[32];
      fprintf(stderr, "skellint: --diff: %s %s would be applied in %zu %s (nothing written)\n",
              cli_thousands(run->fixed, n), run->fixed == 1 ? "fix" : "fixes", run->fixed_files,
              run->fixed_files == 1 ? "file" : "files");
    }
    if (run->failed) return CLI_EXIT_USAGE;
    return run->diffs && !a->exit_zero ? CLI_EXIT_FINDINGS : CLI_EXIT_OK;
  }
  if (run->json) cli_json_finish(run->json, run->totals.files);
  else if (run->ci) cli_ci_finish(run->ci, run->totals.files);
  else {
    if (a->statistics) print_statistics(run, stdout);
    if (!a->quiet) cli_text_summary(stdout, &run->totals, run->text.color);
    /* On a terminal a clean run says so (pipes and scripts get nothing). */
    if (!a->quiet && !a->fix && isatty(STDOUT_FILENO)) cli_text_clean(stdout, &run->totals);
  }
  if (!a->quiet) {
    char n[32], m[32];
    if (a->fix && run->fixed) {
      size_t left = run->totals.errors + run->totals.warnings + run->totals.infos;
      fprintf(note, "Fixed %s %s in %zu %s; %s %s.\n", cli_thousands(run->fixed, n),
              run->fixed == 1 ? "problem" : "problems", run->fixed_files,
              run->fixed_files == 1 ? "file" : "files", cli_thousands(left, m),
              left == 1 ? "remains" : "remain");
    } else if (a->fix && !run->failed) {
      fprintf(note, "Nothing to fix.\n");
    }
    if (a->fix && run->held_back)
      fprintf(note, "%s %s only an unsafe fix; --unsafe-fixes applies %s (--diff --unsafe-fixes shows %s).\n",
              cli_thousands(run->held_back, n), run->held_back == 1 ? "problem has" : "problems have",
              run->held_back == 1 ? "it" : "them", run->held_back == 1 ? "it" : "them");
    if (run->baselined)
      fprintf(note, "%s known %s hidden by the baseline %s.\n", cli_thousands(run->baselined, n),
              run->baselined == 1 ? "finding" : "findings", a->baseline);
  }
  if (fflush(stdout) != 0 || ferror(stdout)) {
#ifdef _WIN32 /* a reader that went away (`| more`) ends the run quietly, as SIGPIPE does on POSIX */
    if (!sk_pipe_closed(STDOUT_FILENO, errno))
#endif
      fprintf(stderr, "skellint: writing the report failed: %s\n", cli_strerror(errno));
    run->failed = true;
  }
  if (run->failed) return CLI_EXIT_USAGE;
  if (a->exit_zero) return CLI_EXIT_OK;
  if (run->totals.errors) return CLI_EXIT_FINDINGS;
  if (a->max_warnings >= 0) {
    if (run->totals.warnings <= (size_t)a->max_warnings) return CLI_EXIT_OK;
    fprintf(stderr, "skellint: %zu warnings exceed --max-warnings %ld\n", run->totals.warnings,
            a->max_warnings);
    return CLI_EXIT_FINDINGS;
  }
  return run->totals.warnings ? CLI_EXIT_FINDINGS : CLI_EXIT_OK;
}

static bool read_stdin_jobs(Run *run) {
  for (size_t i = 0; i < run->njobs; i++) {
    Job *j = &run->jobs[i];
    if (!j->is_stdin) continue;
    int err = 0;
    size_t cap = cli_read_cap(run->args->max_file_size);
    if (!cli_read_stream_max(stdin, cap, &j->stdin_bytes, &j->stdin_len, &err)) {
      fprintf(stderr, "skellint: <stdin>: %s\n", cli_strerror(err));
      return false;
    }
  }
  return true;
}

int cli_check_main(int argc, char **argv) {
  CliCheckArgs args;
  if (!cli_check_args_parse(argc, argv, &args)) {
    cli_check_args_free(&args);
    return CLI_EXIT_USAGE;
  }
  if (args.help || args.version) {
    if (args.help) cli_usage(stdout);
    else printf("skellint %s\n", SK_VERSION);
    cli_check_args_free(&args);
    return CLI_EXIT_OK;
  }
  Run run = {.args = &args};
  run.projects = cli_projects_new(args.root, args.allow_roots, args.nallow_roots);
  int status = CLI_EXIT_USAGE;
  char *err = NULL;
  run.configs = cli_configs_new(args.config_path, args.no_config, &err);
  if (!run.configs) {
    fprintf(stderr, "skellint: %s\n", err);
    free(err);
    goto out;
  }
  if (args.baseline && !(run.baseline = cli_baseline_load(args.baseline, &err))) {
    fprintf(stderr, "skellint: --baseline %s\n", err);
    free(err);
    goto out;
  }
  size_t stdin_uses = 0;
  for (size_t i = 0; i < args.npaths; i++) stdin_uses += strcmp(args.paths[i], "-") == 0;
  if (stdin_uses + (args.files_from && strcmp(args.files_from, "-") == 0) > 1) {
    fprintf(stderr, "skellint: standard input can be read once ('-' or --files-from -)\n");
    goto out;
  }

  if (args.files_from && !cli_files_from(args.files_from, listed_file, &run)) run.failed = true;
  static const char *here[] = {"."};
  bool default_here = args.npaths == 0 && !args.files_from;
  const char **paths = default_here ? here : args.paths;
  size_t npaths = default_here ? 1 : args.npaths;
  for (size_t i = 0; i < npaths; i++) collect(&run, paths[i], true);
  if (!run.configs) goto out; /* a configuration error: stop before checking */
  if (!read_stdin_jobs(&run)) goto out;

  run.text.fold = args.fold;
  run.text.color = cli_color_wanted(args.color_mode, stdout);
  run.text.show_source = args.show_source < 0 ? isatty(STDOUT_FILENO) : args.show_source;
  /* The JSON and CI reports stream: their opening is printed here, each
   * file's findings as it is emitted, the closing by finish(). (--diff
   * cannot be combined with --format.) */
  if (args.write_baseline) run.writer = cli_baseline_writer_new();
  else if (args.output == CLI_OUTPUT_JSON) run.json = cli_json_new(stdout);
  else if (args.output == CLI_OUTPUT_CI) run.ci = cli_ci_new(args.ci_format, stdout);
  run.progress = cli_progress_new(!args.quiet);

  cli_plan_characters(&run);
  cli_tell_untrusted(); /* markers passed over while collecting and planning */
  int threads = args.jobs ? args.jobs : cli_default_jobs();
  check_early(&run, threads, false); /* skeletons and morph bases */
  check_early(&run, threads, true);  /* then the context of .cfg files */
  CliPool pool = {.n = run.njobs, .threads = threads, .work = work, .emit = emit, .tick = tick,
                  .cost = cost, .ud = &run};
  cli_pool_run(&pool);
  cli_progress_end(run.progress);
  run.progress = NULL;
  status = finish(&run);

out:
  for (size_t i = 0; i < run.njobs; i++) {
    free(run.jobs[i].path);
    free(run.jobs[i].stdin_bytes);
    if (run.jobs[i].pinned) sk_document_free(run.jobs[i].doc);
  }
  cli_characters_free(&run);
  cli_projects_free(run.projects);
  free(run.jobs);
  cli_configs_free(run.configs);
  cli_baseline_free(run.baseline);
  cli_check_args_free(&args);
  return status;
}
