/* tree_cmd.c — `skellint tree FILE…`: the bone hierarchy as a tree, each
 * bone with its index and the codes of the problems about it
 * (SkDiagnostic.bone), so a broken parent or a misplaced CHILDID is seen
 * where it is:
 *
 *   Skeleton.xsf: xsf, 5 bones
 *   [0] Bip01  SK401
 *   └── [1] Bip01 Pelvis  SK401 SK402
 *       ├── [2] Bip01 Spine
 *       └── [4] Bip01 L Thigh  SK402
 *
 * Bones that no root reaches (a parent cycle) are listed after the tree
 * with the parent they name. Problems about no bone are counted at the
 * end. Past TREE_MAX_INDENT levels the indentation stops growing and each
 * line says its depth ("[depth 40] └── [40] Bone40"): the output is linear
 * in the number of bones (a 20,000-bone chain printed 800 MB when every
 * level indented). */
#include "commands.h"
#include "output/output.h"
#include "skeleton.h"
#include "tree_json.h"

#include <stdlib.h>
#include <string.h>

/* Levels of indentation shown; deeper bones say their depth instead. */
#define TREE_MAX_INDENT 32

typedef struct {
  const SkDocument *doc;
  const SkSkeleton *sk;
  SkBoneFindings bd;      /* the diagnostics about each bone */
  unsigned char *seen;
  bool color, first_code;
  FILE *out;
} Tree;

static const char *sev_color(SkSeverity s) {
  return s == SK_SEVERITY_ERROR ? CLI_RED : s == SK_SEVERITY_WARNING ? CLI_YELLOW : CLI_BLUE;
}

static void put_code(void *ud, const SkDiagnostic *d) {
  Tree *t = ud;
  fprintf(t->out, "%s%s%s", t->first_code ? "  " : " ", t->color ? sev_color(d->severity) : "",
          sk_rule_get(d->rule)->code);
  t->first_code = false;
  if (t->color) fputs(CLI_RESET, t->out);
}

static void put_bone(Tree *t, uint32_t i) {
  const SkModel *m = t->doc->model;
  const SkBone *b = &m->bones[i];
  char *name = sk_display_text(b->name ? b->name : "", b->name ? strlen(b->name) : 0, 0);
  fprintf(t->out, "[%u] %s", i, name);
  free(name);
  if (b->parent_unresolved) fprintf(t->out, " (parent %lld not found)", (long long)b->parent_ref);
  /* Each code once, in the order the problems are reported. */
  t->first_code = true;
  sk_bone_codes(t->doc, &t->bd, i, put_code, t);
  fputc('\n', t->out);
}

/* Prints the subtree of `root` without recursion (skeletons can be
 * 100,000 bones deep). `prefix` grows by 4 or 6 bytes per level, up to
 * TREE_MAX_INDENT levels. */
static void put_subtree(Tree *t, uint32_t root) {
  const SkSkeleton *sk = t->sk;
  SkBuf prefix = {0};
  /* Each open level: the place in sk->kids of its next child to print,
   * where its children end, the length of its prefix and its depth (the
   * root's children are 1). */
  uint32_t *at = sk_xmalloc((sk->nbones + 1) * sizeof *at);
  uint32_t *end = sk_xmalloc((sk->nbones + 1) * sizeof *end);
  uint32_t *depth = sk_xmalloc((sk->nbones + 1) * sizeof *depth);
  size_t *plen = sk_xmalloc((sk->nbones + 1) * sizeof *plen);
  size_t top = 0;
  t->seen[root] = 1;
  put_bone(t, root);
  if (sk->kid_at[root] < sk->kid_at[root + 1])
    at[top] = sk->kid_at[root], end[top] = sk->kid_at[root + 1], plen[top] = 0, depth[top++] = 1;
  while (top) {
    uint32_t c = sk->kids[at[top - 1]], dc = depth[top - 1];
    size_t pl = plen[top - 1];
    prefix.len = pl;
    bool last = at[top - 1] + 1 == end[top - 1];
    if (last) top--;
    else at[top - 1]++;
    if (t->seen[c]) continue;
    t->seen[c] = 1;
    fwrite(prefix.data ? prefix.data : "", 1, pl, t->out);
    if (dc > TREE_MAX_INDENT) fprintf(t->out, "[depth %u] ", dc);
    fputs(last ? "\xE2\x94\x94\xE2\x94\x80\xE2\x94\x80 " : "\xE2\x94\x9C\xE2\x94\x80\xE2\x94\x80 ", t->out);
    put_bone(t, c);
    if (sk->kid_at[c] < sk->kid_at[c + 1]) {
      prefix.len = pl;
      if (dc < TREE_MAX_INDENT) sk_buf_puts(&prefix, last ? "    " : "\xE2\x94\x82   ");
      at[top] = sk->kid_at[c];
      end[top] = sk->kid_at[c + 1];
      plen[top] = prefix.len;
      depth[top++] = dc + 1;
    }
  }
  free(at);
  free(end);
  free(depth);
  free(plen);
  sk_buf_free(&prefix);
}

/* The exit code of one file's tree: findings with errors or warnings. */
static int tree_rc(SkDocument *doc, char *followed) {
  int rc = sk_diag_list_count(&doc->diags, SK_SEVERITY_ERROR) ||
                   sk_diag_list_count(&doc->diags, SK_SEVERITY_WARNING)
               ? CLI_EXIT_FINDINGS
               : CLI_EXIT_OK;
  sk_document_free(doc);
  free(followed);
  return rc;
}

/* json: 0 text, 1 the first file's JSON, 2 a later file's. */
static int tree_one(const char *path, bool no_config, bool color, int json) {
  char *followed = NULL;
  SkDocument *doc = cli_load_skeleton(path, no_config, &followed);
  if (!doc) return CLI_EXIT_USAGE;
  if (json) {
    cli_tree_json_file(stdout, doc, path, followed, json == 1);
    return tree_rc(doc, followed);
  }
  const SkModel *m = doc->model;
  uint32_t n = m ? m->nbones : 0;
  char *shown = sk_display_text(path, strlen(path), 0);
  if (followed) {
    /* A .cfg: its skeleton's tree, under the skeleton's name. */
    char *skel = sk_display_text(followed, strlen(followed), 0);
    printf("%s: %s, skeleton %s\n", shown, sk_format_name(SK_FORMAT_CAL3DCFG), skel);
    free(shown);
    shown = skel;
    path = followed;
  }
  printf("%s: %s, %u %s\n", shown, sk_format_name(doc->format), n, n == 1 ? "bone" : "bones");
  free(shown);
  Tree t = {.doc = doc, .color = color, .out = stdout};
  if (n) {
    t.sk = sk_model_skeleton(m);
    t.seen = sk_xcalloc(n, 1);
    t.bd = sk_bone_findings(doc);
    /* The roots: the tops, but a bone that is its own parent (a loop). */
    for (uint32_t k = 0; k < t.sk->ntops; k++)
      if (t.sk->chain[t.sk->tops[k]] != SK_CHAIN_ON_CYCLE) put_subtree(&t, t.sk->tops[k]);
    bool header = false;
    for (uint32_t i = 0; i < n; i++) {
      if (t.seen[i]) continue;
      if (!header) printf("not reached from a root (a parent cycle):\n");
      header = true;
      printf("  [%u] parent [%d]: ", i, m->bones[i].parent);
      put_bone(&t, i);
      t.seen[i] = 1;
    }
    free(t.seen);
    sk_bone_findings_free(&t.bd);
  }
  size_t loose = 0;
  for (size_t k = 0; k < doc->diags.count; k++) loose += doc->diags.items[k].bone >= n;
  if (loose)
    printf("%zu %s about no bone in particular (see `skellint check %s`)\n", loose,
           loose == 1 ? "problem" : "problems", path);
  return tree_rc(doc, followed);
}

int cli_tree_main(int argc, char **argv) {
  bool no_config = false, json = false;
  CliColorMode mode = CLI_COLOR_AUTO;
  const char **files = sk_xcalloc((size_t)argc + 1, sizeof *files);
  size_t nfiles = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      printf("usage: skellint tree [--no-config] [--color auto|always|never] [--format text|json] FILE...\n"
             "Prints each file's bone hierarchy with indices and the codes of the\n"
             "problems about each bone ('--format json': one JSON object, docs/json.md).\n");
      free(files);
      return CLI_EXIT_OK;
    } else if (strcmp(a, "--no-config") == 0) no_config = true;
    else if (strncmp(a, "--color=", 8) == 0 || (strcmp(a, "--color") == 0 && i + 1 < argc)) {
      const char *v = a[7] == '=' ? a + 8 : argv[++i];
      if (strcmp(v, "always") == 0) mode = CLI_COLOR_ALWAYS;
      else if (strcmp(v, "never") == 0) mode = CLI_COLOR_NEVER;
      else if (strcmp(v, "auto") != 0) {
        fprintf(stderr, "skellint tree: --color: invalid value '%s' (expected auto, always or never)\n", v);
        free(files);
        return CLI_EXIT_USAGE;
      }
    } else if (strncmp(a, "--format=", 9) == 0 || (strcmp(a, "--format") == 0 && i + 1 < argc)) {
      const char *v = a[8] == '=' ? a + 9 : argv[++i];
      if (strcmp(v, "json") == 0) json = true;
      else if (strcmp(v, "text") == 0) json = false;
      else {
        fprintf(stderr, "skellint tree: --format: invalid value '%s' (expected text or json)\n", v);
        free(files);
        return CLI_EXIT_USAGE;
      }
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "skellint tree: unknown option '%s' (expected --no-config, --color, --format)\n", a);
      free(files);
      return CLI_EXIT_USAGE;
    } else files[nfiles++] = a;
  }
  if (!nfiles) {
    fprintf(stderr, "usage: skellint tree [--no-config] FILE...\n");
    free(files);
    return CLI_EXIT_USAGE;
  }
  bool color = cli_color_wanted(mode, stdout);
  int rc = CLI_EXIT_OK;
  if (json) cli_tree_json_begin(stdout);
  bool first = true;
  for (size_t i = 0; i < nfiles; i++) {
    int r = tree_one(files[i], no_config, color, json ? (first ? 1 : 2) : 0);
    if (json && r != CLI_EXIT_USAGE) first = false;
    if (r > rc) rc = r;
  }
  if (json) cli_tree_json_end(stdout);
  free(files);
  return rc;
}
