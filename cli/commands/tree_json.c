/* tree_json.c — `skellint tree --format json`: each file's bone hierarchy
 * as JSON, from the library's skeleton (SkSkeleton), for scripts and the
 * web page (docs/json.md, "The bone tree"). One object on one line:
 *
 *   {"version":"0.1.0","files":[{"path":"Skeleton.xsf","format":"xsf",
 *     "bones":[{"index":0,"name":"Bip01","parent":null,"children":[1],
 *               "depth":0,"loop":false,"findings":["SK401"]}, …],
 *     "roots":[0],"loose":0}]}
 *
 * Bones are streamed one at a time (a 200,000-bone chain is never one
 * cJSON tree). Names are JSON strings, bytes that are not UTF-8 replaced. */
#include "cli.h"
#include "output/json_stream.h"
#include "skeleton.h"
#include "tree_json.h"

#include <stdlib.h>
#include <string.h>

static void add_code(void *ud, const SkDiagnostic *d) {
  cJSON_AddItemToArray(ud, cJSON_CreateString(sk_rule_get(d->rule)->code));
}

static cJSON *bone_json(const SkDocument *doc, const SkSkeleton *sk, const SkBoneFindings *bd,
                        uint32_t i) {
  const SkBone *b = &doc->model->bones[i];
  cJSON *o = cJSON_CreateObject();
  cJSON_AddNumberToObject(o, "index", i);
  cli_json_add_text(o, "name", b->name);
  if (b->parent >= 0 && (uint32_t)b->parent < sk->nbones) cJSON_AddNumberToObject(o, "parent", b->parent);
  else cJSON_AddNullToObject(o, "parent");
  if (b->parent_unresolved) cJSON_AddNumberToObject(o, "parentNotFound", (double)b->parent_ref);
  cJSON *kids = cJSON_AddArrayToObject(o, "children");
  for (uint32_t k = sk->kid_at[i]; k < sk->kid_at[i + 1]; k++)
    cJSON_AddItemToArray(kids, cJSON_CreateNumber(sk->kids[k]));
  if (sk->depth[i] == SK_NO_DEPTH) cJSON_AddNullToObject(o, "depth");
  else cJSON_AddNumberToObject(o, "depth", sk->depth[i]);
  cJSON_AddBoolToObject(o, "loop", sk->chain[i] == SK_CHAIN_ON_CYCLE || sk->chain[i] == SK_CHAIN_TO_CYCLE);
  sk_bone_codes(doc, bd, i, add_code, cJSON_AddArrayToObject(o, "findings"));
  return o;
}

void cli_tree_json_file(FILE *out, const SkDocument *doc, const char *path, const char *skeleton,
                        bool first) {
  const SkModel *m = doc->model;
  uint32_t n = m ? m->nbones : 0;
  const SkSkeleton *sk = n ? sk_model_skeleton(m) : NULL;
  cJSON *frame = cJSON_CreateObject();
  cli_json_add_text(frame, "path", path);
  cJSON_AddStringToObject(frame, "format", sk_format_name(doc->format));
  if (skeleton) cli_json_add_text(frame, "skeleton", skeleton);
  cJSON *roots = cJSON_AddArrayToObject(frame, "roots");
  for (uint32_t k = 0; sk && k < sk->ntops; k++)
    if (sk->chain[sk->tops[k]] != SK_CHAIN_ON_CYCLE)
      cJSON_AddItemToArray(roots, cJSON_CreateNumber(sk->tops[k]));
  size_t loose = 0;
  for (size_t k = 0; k < doc->diags.count; k++) loose += doc->diags.items[k].bone >= n;
  cJSON_AddNumberToObject(frame, "loose", (double)loose);
  cJSON_AddArrayToObject(frame, "bones"); /* last: the array streamed into */
  char *head, *tail;
  if (cli_json_split(frame, false, &head, &tail)) {
    if (!first) fputc(',', out);
    fputs(head, out);
    CliJsonArray a = {.out = out, .formatted = false, .depth = 2};
    SkBoneFindings bd = sk_bone_findings(doc);
    for (uint32_t i = 0; i < n; i++) cli_json_array_add(&a, bone_json(doc, sk, &bd, i));
    sk_bone_findings_free(&bd);
    fputs(tail, out);
    free(head);
    free(tail);
  }
  cJSON_Delete(frame);
}

void cli_tree_json_begin(FILE *out) {
  fprintf(out, "{\"version\":\"%s\",\"files\":[", SK_VERSION);
}

void cli_tree_json_end(FILE *out) {
  fputs("]}\n", out);
}
