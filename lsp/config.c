/* config.c — the client's settings into SkOptions. They come from
 * initializationOptions and from workspace/didChangeConfiguration, either
 * bare or under a "skellint" key, and always describe the whole
 * configuration: each application starts again from the defaults.
 *
 *   profile              "cal3d" | "imvu"
 *   weightTolerance      number ≥ 0      (also "weight-tolerance")
 *   maxInfluences        integer ≥ 1     (also "max-influences")
 *   quaternionTolerance  number ≥ 0      (also "quaternion-tolerance")
 *   bindPoseTolerance    number ≥ 0      (also "bind-pose-tolerance")
 *   severity             {"SK401" | "numchilds-mismatch": "error" | "warning"
 *                         | "info" | "off" | "default"}   (also "severities")
 *   select               ["SK1", "SK401", "duplicate-bone-name", …]: only these
 *   ignore               [same]: not these
 *   debounce             milliseconds before re-checking after an edit; 0 off
 *
 * A value of the wrong type or an unknown rule is skipped and reported to
 * the client with window/logMessage. */
#include "server.h"

#include <string.h>
#include <strings.h>

static const cJSON *get(const cJSON *o, const char *camel, const char *kebab) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, camel);
  return v ? v : kebab ? cJSON_GetObjectItemCaseSensitive(o, kebab) : NULL;
}

static void number(Lsp *s, const cJSON *o, const char *camel, const char *kebab,
                   double *out) {
  const cJSON *v = get(o, camel, kebab);
  if (!v) return;
  if (cJSON_IsNumber(v) && v->valuedouble >= 0) *out = v->valuedouble;
  else lsp_log(s, 2, "skellint: setting %s must be a number ≥ 0", camel);
}

static bool parse_severity(const char *name, SkSeverity *out) {
  static const struct {
    const char *name;
    SkSeverity sev;
  } names[] = {{"error", SK_SEVERITY_ERROR},     {"warning", SK_SEVERITY_WARNING},
               {"info", SK_SEVERITY_INFO},       {"information", SK_SEVERITY_INFO},
               {"hint", SK_SEVERITY_INFO},       {"off", SK_SEVERITY_OFF},
               {"none", SK_SEVERITY_OFF},        {"default", SK_SEVERITY_DEFAULT}};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (strcasecmp(names[i].name, name) == 0) return *out = names[i].sev, true;
  return false;
}

/* Marks in `set` the rules an item names: a code, a name, a code prefix
 * ("SK4") or "ALL". Returns false when it names none. */
static bool mark_rules(const char *item, bool set[SK_MAX_RULES]) {
  const SkRule *r = sk_rule_find(item);
  if (r) return set[r->id] = true, true;
  size_t n = strlen(item);
  bool all = strcasecmp(item, "ALL") == 0, any = false;
  for (size_t i = 0; i < sk_rule_count() && i < SK_MAX_RULES; i++) {
    const SkRule *ri = sk_rule_get((SkRuleId)i);
    if (all || (n >= 2 && strncasecmp(ri->code, item, n) == 0)) set[i] = any = true;
  }
  return any;
}

static bool rule_list(Lsp *s, const cJSON *arr, const char *what, bool set[SK_MAX_RULES]) {
  if (!cJSON_IsArray(arr)) {
    lsp_log(s, 2, "skellint: setting %s must be a list of rule codes or names", what);
    return false;
  }
  const cJSON *e;
  cJSON_ArrayForEach(e, arr) {
    if (!cJSON_IsString(e) || !mark_rules(e->valuestring, set))
      lsp_log(s, 2, "skellint: %s: unknown rule %s", what,
              cJSON_IsString(e) ? e->valuestring : "(not a string)");
  }
  return true;
}

static void severities(Lsp *s, const cJSON *obj) {
  if (!cJSON_IsObject(obj)) {
    lsp_log(s, 2, "skellint: setting severity must be an object {rule: severity}");
    return;
  }
  const cJSON *e;
  cJSON_ArrayForEach(e, obj) {
    const SkRule *r = sk_rule_find(e->string);
    SkSeverity sev;
    if (!r) lsp_log(s, 2, "skellint: severity: unknown rule %s", e->string);
    else if (!cJSON_IsString(e) || !parse_severity(e->valuestring, &sev))
      lsp_log(s, 2, "skellint: severity of %s must be error, warning, info, off or default",
              e->string);
    else s->opts.severity[r->id] = sev;
  }
}

void lsp_config_apply(Lsp *s, const cJSON *settings) {
  sk_options_init(&s->opts);
  s->debounce_ms = LSP_DEFAULT_DEBOUNCE_MS;
  const cJSON *nested = cJSON_GetObjectItemCaseSensitive(settings, "skellint");
  const cJSON *o = cJSON_IsObject(nested) ? nested : settings;
  if (!cJSON_IsObject(o)) return;

  const cJSON *profile = get(o, "profile", NULL);
  if (profile && !(cJSON_IsString(profile) && sk_profile_parse(profile->valuestring, &s->opts.profile)))
    lsp_log(s, 2, "skellint: profile must be \"cal3d\" or \"imvu\"");
  number(s, o, "weightTolerance", "weight-tolerance", &s->opts.weight_tolerance);
  number(s, o, "quaternionTolerance", "quaternion-tolerance", &s->opts.quaternion_tolerance);
  number(s, o, "bindPoseTolerance", "bind-pose-tolerance", &s->opts.bind_pose_tolerance);
  const cJSON *mi = get(o, "maxInfluences", "max-influences");
  int64_t v;
  if (mi) {
    if (lsp_json_int(mi, 1, 1000, &v)) s->opts.max_influences = (int)v;
    else lsp_log(s, 2, "skellint: maxInfluences must be an integer from 1 to 1000");
  }
  const cJSON *db = get(o, "debounce", "debounceMs");
  if (db) {
    if (lsp_json_int(db, 0, 60000, &v)) s->debounce_ms = (int)v;
    else lsp_log(s, 2, "skellint: debounce must be an integer number of milliseconds (0 to 60000)");
  }

  const cJSON *sel = get(o, "select", NULL);
  bool chosen[SK_MAX_RULES] = {0};
  if (sel && rule_list(s, sel, "select", chosen))
    for (size_t i = 0; i < sk_rule_count() && i < SK_MAX_RULES; i++)
      if (!chosen[i]) s->opts.severity[i] = SK_SEVERITY_OFF;
  const cJSON *ign = get(o, "ignore", NULL);
  bool ignored[SK_MAX_RULES] = {0};
  if (ign && rule_list(s, ign, "ignore", ignored))
    for (size_t i = 0; i < sk_rule_count() && i < SK_MAX_RULES; i++)
      if (ignored[i]) s->opts.severity[i] = SK_SEVERITY_OFF;
  const cJSON *sev = get(o, "severity", "severities");
  if (sev) severities(s, sev);
}
