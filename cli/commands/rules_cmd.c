/* rules_cmd.c — `skellint rules` (the registry as a table) and
 * `skellint explain CODE|NAME` (one rule's header and documentation). Both
 * read the registry only, so they always agree with `check`. */
#include "commands.h"

#include <stdlib.h>
#include <string.h>

char *cli_rule_formats(const SkRule *r) {
  if ((r->formats & SK_FMT_ALL) == SK_FMT_ALL) return sk_xstrdup("all");
  SkBuf b = {0};
  const SkFormatSpec *s;
  for (size_t i = 0; (s = sk_format_spec_at(i)); i++) {
    if (!(r->formats & SK_FMT_BIT(s->format))) continue;
    if (b.len) sk_buf_puts(&b, ", ");
    sk_buf_puts(&b, s->name);
  }
  return sk_buf_take(&b);
}

/* qsort order of registry indices: by code (SK001 < SK004 < SK101). */
static int by_code(const void *a, const void *b) {
  size_t ia = *(const size_t *)a, ib = *(const size_t *)b;
  return strcmp(sk_rule_get((SkRuleId)ia)->code, sk_rule_get((SkRuleId)ib)->code);
}

int cli_rules_main(int argc, char **argv) {
  if (argc > 0) {
    if (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0) {
      printf("usage: skellint rules\nLists every rule: code, name, default "
             "severity, formats and summary.\n");
      return CLI_EXIT_OK;
    }
    fprintf(stderr, "skellint: rules: unexpected argument '%s' (it takes none)\n", argv[0]);
    return CLI_EXIT_USAGE;
  }
  size_t n = sk_rule_count();
  char **formats = sk_xcalloc(n, sizeof *formats);
  int wname = (int)strlen("NAME"), wsev = (int)strlen("SEVERITY"),
      wfmt = (int)strlen("FORMATS");
  for (size_t i = 0; i < n; i++) {
    const SkRule *r = sk_rule_get((SkRuleId)i);
    formats[i] = cli_rule_formats(r);
    int ln = (int)strlen(r->name), ls = (int)strlen(sk_severity_name(r->severity)),
        lf = (int)strlen(formats[i]);
    if (ln > wname) wname = ln;
    if (ls > wsev) wsev = ls;
    if (lf > wfmt) wfmt = lf;
  }
  printf("%-6s %-*s %-*s %-*s %s\n", "CODE", wname, "NAME", wsev, "SEVERITY",
         wfmt, "FORMATS", "SUMMARY");
  /* In code order (the registry groups rules by purpose, not by code). */
  size_t *order = sk_xmalloc((n ? n : 1) * sizeof *order);
  for (size_t i = 0; i < n; i++) order[i] = i;
  if (n > 1) qsort(order, n, sizeof *order, by_code);
  for (size_t k = 0; k < n; k++) {
    size_t i = order[k];
    const SkRule *r = sk_rule_get((SkRuleId)i);
    printf("%-6s %-*s %-*s %-*s %s\n", r->code, wname, r->name, wsev,
           sk_severity_name(r->severity), wfmt, formats[i], r->summary);
  }
  for (size_t i = 0; i < n; i++) free(formats[i]);
  free(formats);
  free(order);
  return CLI_EXIT_OK;
}

int cli_explain_main(int argc, char **argv) {
  if (argc != 1 || argv[0][0] == '-') {
    if (argc == 1 && (strcmp(argv[0], "--help") == 0 || strcmp(argv[0], "-h") == 0)) {
      printf("usage: skellint explain CODE|NAME\nPrints a rule's documentation "
             "(e.g. skellint explain SK401).\n");
      return CLI_EXIT_OK;
    }
    fprintf(stderr, "skellint: explain needs exactly one rule code or name "
                    "(e.g. skellint explain SK401)\n");
    return CLI_EXIT_USAGE;
  }
  const SkRule *r = sk_rule_find(argv[0]);
  if (!r) {
    fprintf(stderr, "skellint: explain: unknown rule '%s' (expected a code such "
                    "as SK401 or a name such as numchilds-mismatch; `skellint "
                    "rules` lists them)\n", argv[0]);
    return CLI_EXIT_USAGE;
  }
  char *formats = cli_rule_formats(r);
  printf("%s %s\n", r->code, r->name);
  printf("Default severity: %s\n", sk_severity_name(r->severity));
  printf("Formats: %s\n", formats);
  printf("Summary: %s\n", r->summary);
  if (r->doc && *r->doc) {
    size_t n = strlen(r->doc);
    printf("\n%s%s", r->doc, r->doc[n - 1] == '\n' ? "" : "\n");
  }
  free(formats);
  return CLI_EXIT_OK;
}
