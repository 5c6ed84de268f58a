/* registry.c — the rule table, built from rules.def (the one list). The
 * CLI's `rules`, `explain` and `--select`, SARIF metadata, the docs pages
 * and the LSP all read it from here. */
#include "report.h"

#include "rule_docs.h" /* generated: SK_DOC_<code> */

#include <strings.h>

void sk_check_none(const SkContext *ctx, SkDiagSink *sink) {
  (void)ctx;
  (void)sink;
}

#define ERROR SK_SEVERITY_ERROR
#define WARNING SK_SEVERITY_WARNING
#define INFO SK_SEVERITY_INFO
static const SkRule rules[SK_RULE_COUNT] = {
#define SK_RULE(code, name, sev, formats, summary, check)                    \
  {SK_RULE_##code, #code, name, sev, formats, summary, SK_DOC_##code, check},
#include "rules.def"
#undef SK_RULE
};
#undef ERROR
#undef WARNING
#undef INFO

_Static_assert(SK_RULE_COUNT <= SK_MAX_RULES, "raise SK_MAX_RULES");

const SkRule *sk_rule_get(SkRuleId id) {
  if ((unsigned)id >= SK_RULE_COUNT) return NULL;
  return &rules[id];
}

const SkRule *sk_rule_find(const char *s) {
  for (int i = 0; i < SK_RULE_COUNT; i++)
    if (strcasecmp(rules[i].code, s) == 0 || strcmp(rules[i].name, s) == 0)
      return sk_rule_get((SkRuleId)i);
  return NULL;
}

size_t sk_rule_count(void) { return SK_RULE_COUNT; }

const char *sk_rules_base_url(void) {
  return "https://github.com/skellint/skellint/blob/main/docs/rules/";
}

bool sk_rule_compares_files(SkRuleId id) {
  /* The rules whose check reads the document's character: their findings
   * are about a file against the others (a part outside the .cfg's folder
   * has them reported at the .cfg line that names it, relay.c). */
  switch (id) {
  case SK_RULE_SK110: case SK_RULE_SK204: case SK_RULE_SK434: case SK_RULE_SK474:
  case SK_RULE_SK475: case SK_RULE_SK476:
    return true;
  default: return false;
  }
}
