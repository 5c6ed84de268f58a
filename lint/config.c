/* config.c — `.skellint.json`: JSON with // and block comments, read with
 * cJSON after the comments are blanked (offsets kept, so errors point at
 * the right line). It sets rule selection and severities, options, format
 * mapping, per-file ignores and overrides by glob. Anything unknown is an
 * error naming the file, line, column and the valid choices.
 *
 * The same keys serve the LSP's initializationOptions and
 * workspace/didChangeConfiguration: the server prints the object and parses
 * it here, so both surfaces accept exactly the same settings. */
#include "check_layer.h"
#include "skellint/project.h"

#include <cjson/cJSON.h>
#include <math.h>
#include <stdlib.h>
#include <strings.h>

typedef struct {
  char **globs;
  size_t nglobs;
  cJSON *settings; /* an object with the same keys as the top level */
  char *skeleton;  /* its "skeleton", resolved against the config's directory */
  char *working_folder; /* its "working-folder", resolved the same way */
} Override;

struct SkConfig {
  char *path;
  char *dir;   /* directory of the config file, globs are relative to it */
  cJSON *root;
  Override *overrides;
  size_t noverrides;
  char *skeleton; /* the top level's "skeleton", resolved */
  char *working_folder; /* the top level's "working-folder", resolved */
  char **exclude;  /* the top level's "exclude": globs of paths walks skip */
  size_t nexclude;
};

static const char *const top_keys[] = {
    "select", "ignore", "severity", "profile", "weight-tolerance", "max-influences",
    "quaternion-tolerance", "bind-pose-tolerance", "time-tolerance", "formats", "overrides",
    "per-file-ignores", "skeleton", "working-folder", "exclude", "$schema", NULL};

/* ---- Errors with a position ---- */

typedef struct {
  const char *path;
  const char *text;
  size_t len;
  char **err;
} Ctx;

static void line_col(const char *text, size_t off, unsigned *line, unsigned *col) {
  *line = 1, *col = 1;
  for (size_t i = 0; i < off; i++) {
    if (text[i] == '\n') (*line)++, *col = 1;
    else if (((unsigned char)text[i] & 0xC0) != 0x80) (*col)++;
  }
}

/* Where `"key"` is first written as a key (a string followed by ':'), or
 * 0. Looks only within the text's length (an empty key, such as a rule
 * named "", matches nowhere: strstr would match it everywhere, past the
 * end too). */
static size_t key_offset(const Ctx *c, const char *key) {
  size_t n = strlen(key);
  if (n == 0 || n + 2 > c->len) return 0;
  const char *t = c->text, *end = t + c->len;
  for (const char *p = t + 1; p + n < end; p++) {
    if (p[-1] != '"' || p[n] != '"' || memcmp(p, key, n) != 0) continue;
    const char *q = p + n + 1;
    while (q < end && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\n')) q++;
    if (q < end && *q == ':') return (size_t)(p - 1 - t);
  }
  return 0;
}

/* Longest configuration error message. */
#define SK_CONFIG_MESSAGE_MAX 1000

static bool fail_at(const Ctx *c, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool fail_at(const Ctx *c, size_t off, const char *fmt, ...) {
  if (*c->err) return false; /* keep the first error */
  unsigned line, col;
  line_col(c->text, off, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  /* Keys and values quoted in the message come from the file: written
   * safe for a terminal and shortened like a diagnostic's quotes, and the
   * whole bounded (a 50 MB rule name must not be echoed whole). */
  char *msg = sk_message_tidy(sk_xvasprintf(fmt, ap));
  va_end(ap);
  char *shown = sk_display_text(msg, strlen(msg), SK_CONFIG_MESSAGE_MAX);
  char *path = sk_display_text(c->path, strlen(c->path), 0);
  *c->err = sk_xasprintf("%s:%u:%u: %s", path, line, col, shown);
  free(path);
  free(shown);
  free(msg);
  return false;
}

static char *choices(const char *const *list) {
  SkBuf b = {0};
  for (size_t i = 0; list[i]; i++) {
    if (list[i][0] == '$') continue;
    if (b.len) sk_buf_puts(&b, ", ");
    sk_buf_puts(&b, list[i]);
  }
  return sk_buf_take(&b);
}

static bool in_list(const char *const *list, const char *s) {
  for (size_t i = 0; list[i]; i++)
    if (strcmp(list[i], s) == 0) return true;
  return false;
}

/* ---- Comments ---- */

/* Blanks // and block comments outside strings, keeping offsets. Returns
 * false on an unterminated block comment. */
static bool blank_comments(char *t, size_t len, size_t *bad) {
  bool in_str = false;
  for (size_t i = 0; i < len; i++) {
    if (in_str) {
      if (t[i] == '\\' && i + 1 < len) i++;
      else if (t[i] == '"') in_str = false;
      continue;
    }
    if (t[i] == '"') in_str = true;
    else if (t[i] == '/' && i + 1 < len && t[i + 1] == '/') {
      while (i < len && t[i] != '\n') t[i++] = ' ';
    } else if (t[i] == '/' && i + 1 < len && t[i + 1] == '*') {
      size_t start = i;
      t[i++] = ' ';
      t[i++] = ' ';
      while (i + 1 < len && !(t[i] == '*' && t[i + 1] == '/')) {
        if (t[i] != '\n') t[i] = ' ';
        i++;
      }
      if (i + 1 >= len) return *bad = start, false;
      t[i++] = ' ';
      t[i] = ' ';
    }
  }
  return true;
}

/* ---- Validation ---- */

static bool check_codes(const Ctx *c, const cJSON *arr, const char *key) {
  if (!cJSON_IsArray(arr))
    return fail_at(c, key_offset(c, key), "\"%s\" must be a list of rule codes or names, e.g. [\"SK401\"]", key);
  const cJSON *it;
  cJSON_ArrayForEach(it, arr) {
    if (!cJSON_IsString(it))
      return fail_at(c, key_offset(c, key), "\"%s\" holds a value that is not a string", key);
    if (strcasecmp(it->valuestring, "ALL") != 0 && !sk_rule_find(it->valuestring) &&
        !(strlen(it->valuestring) < 5 && strncasecmp(it->valuestring, "SK", 2) == 0))
      return fail_at(c, key_offset(c, it->valuestring) ? key_offset(c, it->valuestring) : key_offset(c, key),
                     "unknown rule '%s' in \"%s\"; expected a code (SK401), a name "
                     "(numchilds-mismatch), a prefix (SK4) or ALL (see `skellint rules`)",
                     it->valuestring, key);
  }
  return true;
}

static bool parse_severity(const char *s, SkSeverity *out) {
  static const struct { const char *n; SkSeverity s; } map[] = {
      {"error", SK_SEVERITY_ERROR}, {"warning", SK_SEVERITY_WARNING},
      {"info", SK_SEVERITY_INFO}, {"off", SK_SEVERITY_OFF}};
  for (size_t i = 0; i < 4; i++)
    if (strcasecmp(s, map[i].n) == 0) return *out = map[i].s, true;
  return false;
}

static bool check_number(const Ctx *c, const cJSON *v, const char *key, bool integer) {
  if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) || v->valuedouble < 0 ||
      (integer && (v->valuedouble != (double)(int)v->valuedouble || v->valuedouble < 1)))
    return fail_at(c, key_offset(c, key), "\"%s\" must be %s", key,
                   integer ? "a whole number of at least 1" : "a number of at least 0");
  return true;
}

static bool check_settings(const Ctx *c, const cJSON *obj, const char *const *allowed) {
  const cJSON *it;
  cJSON_ArrayForEach(it, obj) {
    const char *k = it->string;
    if (!in_list(allowed, k)) {
      char *ch = choices(allowed);
      fail_at(c, key_offset(c, k), "unknown key \"%s\"; expected one of: %s", k, ch);
      free(ch);
      return false;
    }
    if (strcmp(k, "select") == 0 || strcmp(k, "ignore") == 0) {
      if (!check_codes(c, it, k)) return false;
    } else if (strcmp(k, "severity") == 0) {
      if (!cJSON_IsObject(it))
        return fail_at(c, key_offset(c, k), "\"severity\" must map codes to error, warning, info or off");
      const cJSON *s;
      cJSON_ArrayForEach(s, it) {
        SkSeverity sev;
        if (!sk_rule_find(s->string))
          return fail_at(c, key_offset(c, s->string), "unknown rule '%s' in \"severity\"; see `skellint rules`", s->string);
        if (!cJSON_IsString(s) || !parse_severity(s->valuestring, &sev))
          return fail_at(c, key_offset(c, s->string),
                         "severity of '%s' must be one of: error, warning, info, off", s->string);
      }
    } else if (strcmp(k, "profile") == 0) {
      SkProfile p;
      if (!cJSON_IsString(it) || !sk_profile_parse(it->valuestring, &p))
        return fail_at(c, key_offset(c, k), "\"profile\" must be one of: cal3d, imvu");
    } else if (strcmp(k, "skeleton") == 0) {
      if (!cJSON_IsString(it) || !*it->valuestring)
        return fail_at(c, key_offset(c, k), "\"skeleton\" must be the path of a Cal3D skeleton (.xsf)");
    } else if (strcmp(k, "working-folder") == 0) {
      if (!cJSON_IsString(it) || !*it->valuestring)
        return fail_at(c, key_offset(c, k), "\"working-folder\" must be the path of a folder");
    } else if (strcmp(k, "max-influences") == 0) {
      if (!check_number(c, it, k, true)) return false;
    } else if (strstr(k, "tolerance")) {
      if (!check_number(c, it, k, false)) return false;
    }
  }
  return true;
}

static bool glob_list(const Ctx *c, const cJSON *v, const char *key, char ***out, size_t *n) {
  if (cJSON_IsString(v)) {
    *out = sk_xmalloc(sizeof **out);
    (*out)[0] = sk_xstrdup(v->valuestring);
    *n = 1;
    return true;
  }
  if (!cJSON_IsArray(v) || cJSON_GetArraySize(v) == 0)
    return fail_at(c, key_offset(c, key), "\"%s\" must be a glob or a list of globs", key);
  *n = (size_t)cJSON_GetArraySize(v);
  *out = sk_xcalloc(*n, sizeof **out);
  size_t i = 0;
  const cJSON *it;
  cJSON_ArrayForEach(it, v) {
    if (!cJSON_IsString(it)) return fail_at(c, key_offset(c, key), "\"%s\" holds a value that is not a glob", key);
    (*out)[i++] = sk_xstrdup(it->valuestring);
  }
  return true;
}

/* The "skeleton" of a settings object, relative to the config's directory
 * (the LSP's settings have none: their paths are taken as they are). */
static char *resolve_path(const SkConfig *cfg, const cJSON *obj, const char *key) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
  if (!cJSON_IsString(v) || !*v->valuestring) return NULL;
  const char *s = v->valuestring;
  if (sk_path_root_len(s) || !cfg->dir || strcmp(cfg->dir, ".") == 0) return sk_xstrdup(s);
  return sk_path_join(cfg->dir, s);
}

static bool check_top(const Ctx *c, SkConfig *cfg) {
  const cJSON *root = cfg->root;
  if (!cJSON_IsObject(root)) return fail_at(c, 0, "the configuration must be a JSON object");
  if (!check_settings(c, root, top_keys)) return false;
  cfg->skeleton = resolve_path(cfg, root, "skeleton");
  cfg->working_folder = resolve_path(cfg, root, "working-folder");
  const cJSON *ex = cJSON_GetObjectItemCaseSensitive(root, "exclude");
  if (ex && !glob_list(c, ex, "exclude", &cfg->exclude, &cfg->nexclude)) return false;
  const cJSON *fm = cJSON_GetObjectItemCaseSensitive(root, "formats");
  if (fm) {
    if (!cJSON_IsObject(fm)) return fail_at(c, key_offset(c, "formats"), "\"formats\" must map globs to format names");
    const cJSON *it;
    cJSON_ArrayForEach(it, fm) {
      if (!cJSON_IsString(it) || sk_format_from_name(it->valuestring) == SK_FORMAT_UNKNOWN)
        return fail_at(c, key_offset(c, it->string),
                       "format for \"%s\" must be one of: xsf, xmf, xaf, xrf, xpf, cal3dcfg, bon, bpstruct, bpanim, lgw, dashjson, dashbin",
                       it->string);
    }
  }
  const cJSON *pfi = cJSON_GetObjectItemCaseSensitive(root, "per-file-ignores");
  if (pfi) {
    if (!cJSON_IsObject(pfi)) return fail_at(c, key_offset(c, "per-file-ignores"), "\"per-file-ignores\" must map globs to lists of codes");
    const cJSON *it;
    cJSON_ArrayForEach(it, pfi) if (!check_codes(c, it, it->string)) return false;
  }
  const cJSON *ov = cJSON_GetObjectItemCaseSensitive(root, "overrides");
  if (ov) {
    if (!cJSON_IsArray(ov)) return fail_at(c, key_offset(c, "overrides"), "\"overrides\" must be a list of objects with \"files\"");
    cfg->noverrides = (size_t)cJSON_GetArraySize(ov);
    cfg->overrides = sk_xcalloc(cfg->noverrides ? cfg->noverrides : 1, sizeof *cfg->overrides);
    size_t i = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, ov) {
      Override *o = &cfg->overrides[i++];
      o->settings = (cJSON *)it;
      const cJSON *files = cJSON_GetObjectItemCaseSensitive(it, "files");
      if (!cJSON_IsObject(it) || !files)
        return fail_at(c, key_offset(c, "overrides"), "each entry of \"overrides\" needs \"files\" (a glob or a list of globs)");
      if (!glob_list(c, files, "files", &o->globs, &o->nglobs)) return false;
      static const char *const ov_keys[] = {"files", "select", "ignore", "severity", "profile",
                                            "weight-tolerance", "max-influences", "quaternion-tolerance",
                                            "bind-pose-tolerance", "time-tolerance", "skeleton", "working-folder", NULL};
      if (!check_settings(c, it, ov_keys)) return false;
      o->skeleton = resolve_path(cfg, it, "skeleton");
      o->working_folder = resolve_path(cfg, it, "working-folder");
    }
  }
  return true;
}

/* ---- Globs: `*` and `?` within a path segment, `**` across segments ---- */

bool sk_glob_match(const char *pat, const char *path) {
  if (!strchr(pat, '/') && strncmp(pat, "**", 2) != 0) {
    /* A pattern without '/' matches the file name anywhere in the tree. */
    const char *base = strrchr(path, '/');
    if (base && sk_glob_match(pat, base + 1)) return true;
  }
  while (*pat) {
    if (pat[0] == '*' && pat[1] == '*') {
      pat += 2;
      if (*pat == '/') pat++;
      for (const char *p = path;; p++) {
        if (sk_glob_match(pat, p)) return true;
        if (!*p) return false;
      }
    }
    if (*pat == '*') {
      pat++;
      for (const char *p = path;; p++) {
        if (sk_glob_match(pat, p)) return true;
        if (!*p || *p == '/') return false;
      }
    }
    if (!*path) return false;
    if (*pat == '?' ? *path == '/' : *pat != *path) return false;
    pat++, path++;
  }
  return *path == '\0';
}

bool sk_exclude_match(const char *glob, const char *relpath, bool is_dir) {
  size_t n = strlen(glob);
  if (n < 2 || glob[n - 1] != '/') return sk_glob_match(glob, relpath);
  if (!is_dir) return false; /* "gen/": folders only */
  char *pat = sk_xstrndup(glob, n - 1);
  bool hit = sk_glob_match(pat, relpath);
  free(pat);
  return hit;
}

const char *sk_config_excludes(const SkConfig *cfg, const char *relpath, bool is_dir) {
  for (size_t i = 0; cfg && i < cfg->nexclude; i++)
    if (sk_exclude_match(cfg->exclude[i], relpath, is_dir)) return cfg->exclude[i];
  return NULL;
}

/* ---- Loading and applying ---- */

SkConfig *sk_config_parse(const char *path, const char *text, size_t len, char **err) {
  *err = NULL;
  Ctx c = {path, text, len, err};
  if (len > SK_CONFIG_MAX_BYTES) {
    fail_at(&c, 0, "the configuration is larger than 1 MiB; expected a few lines of JSON");
    return NULL;
  }
  char *t = sk_xstrndup(text, len);
  size_t bad = 0;
  if (!blank_comments(t, len, &bad)) {
    fail_at(&c, bad, "unterminated comment");
    free(t);
    return NULL;
  }
  const char *end = NULL;
  /* len + 1: cJSON checks the terminating NUL inside the length. */
  cJSON *root = cJSON_ParseWithLengthOpts(t, len + 1, &end, true);
  if (!root) {
    size_t off = end ? (size_t)(end - t) : 0;
    if (off > len) off = len;
    /* Nothing of the text is quoted: the file may be a symlink to one that
     * is no configuration (and not the user's to read out). */
    fail_at(&c, off, "invalid JSON; expected a value, ',' or a closing bracket here");
    free(t);
    return NULL;
  }
  free(t);
  SkConfig *cfg = sk_xcalloc(1, sizeof *cfg);
  cfg->path = sk_xstrdup(path);
  size_t dir_len = sk_path_dir_len(path);
  cfg->dir = dir_len ? sk_xstrndup(path, dir_len - 1) : sk_xstrdup(".");
  cfg->root = root;
  if (!check_top(&c, cfg)) {
    sk_config_free(cfg);
    return NULL;
  }
  return cfg;
}

void sk_config_free(SkConfig *cfg) {
  if (!cfg) return;
  for (size_t i = 0; i < cfg->noverrides; i++) {
    for (size_t k = 0; k < cfg->overrides[i].nglobs; k++) free(cfg->overrides[i].globs[k]);
    free(cfg->overrides[i].globs);
    free(cfg->overrides[i].skeleton);
    free(cfg->overrides[i].working_folder);
  }
  free(cfg->skeleton);
  free(cfg->working_folder);
  for (size_t i = 0; i < cfg->nexclude; i++) free(cfg->exclude[i]);
  free(cfg->exclude);
  free(cfg->overrides);
  cJSON_Delete(cfg->root);
  free(cfg->path);
  free(cfg->dir);
  free(cfg);
}

const char *sk_config_dir(const SkConfig *cfg) { return cfg->dir; }

static void set_codes(SkOptions *o, const cJSON *arr, SkSeverity sev, bool select) {
  if (select) /* select: everything off, then the listed ones back on */
    for (size_t i = 0; i < sk_rule_count(); i++) o->severity[i] = SK_SEVERITY_OFF;
  const cJSON *it;
  cJSON_ArrayForEach(it, arr) {
    const char *s = it->valuestring;
    for (size_t i = 0; i < sk_rule_count(); i++) {
      const SkRule *r = sk_rule_get((SkRuleId)i);
      bool hit = strcasecmp(s, "ALL") == 0 || strcasecmp(s, r->code) == 0 ||
                 strcmp(s, r->name) == 0 ||
                 (strlen(s) < 5 && strncasecmp(s, r->code, strlen(s)) == 0);
      if (hit) o->severity[i] = sev;
    }
  }
}

/* Applies one settings object (top level or an override). */
static void apply_settings(const cJSON *obj, SkOptions *o) {
  const cJSON *v;
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "select"))) set_codes(o, v, SK_SEVERITY_DEFAULT, true);
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "ignore"))) set_codes(o, v, SK_SEVERITY_OFF, false);
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "severity"))) {
    const cJSON *s;
    cJSON_ArrayForEach(s, v) {
      const SkRule *r = sk_rule_find(s->string);
      SkSeverity sev;
      if (r && cJSON_IsString(s) && parse_severity(s->valuestring, &sev)) o->severity[r->id] = sev;
    }
  }
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "profile")) && cJSON_IsString(v))
    sk_profile_parse(v->valuestring, &o->profile);
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "weight-tolerance")) && cJSON_IsNumber(v))
    o->weight_tolerance = v->valuedouble;
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "max-influences")) && cJSON_IsNumber(v))
    o->max_influences = v->valueint;
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "quaternion-tolerance")) && cJSON_IsNumber(v))
    o->quaternion_tolerance = v->valuedouble;
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "bind-pose-tolerance")) && cJSON_IsNumber(v))
    o->bind_pose_tolerance = v->valuedouble;
  if ((v = cJSON_GetObjectItemCaseSensitive(obj, "time-tolerance")) && cJSON_IsNumber(v))
    o->time_tolerance = v->valuedouble;
}

void sk_config_apply(const SkConfig *cfg, const char *path, SkOptions *o, SkFormat *format) {
  if (!cfg) return;
  char *relpath = sk_path_slashed(path); /* globs are written with '/' */
  apply_settings(cfg->root, o);
  if (cfg->skeleton) o->skeleton = cfg->skeleton;
  if (cfg->working_folder) o->working_folder = cfg->working_folder;
  const cJSON *fm = cJSON_GetObjectItemCaseSensitive(cfg->root, "formats");
  const cJSON *it;
  if (fm && format)
    cJSON_ArrayForEach(it, fm) if (sk_glob_match(it->string, relpath))
        *format = sk_format_from_name(it->valuestring);
  const cJSON *pfi = cJSON_GetObjectItemCaseSensitive(cfg->root, "per-file-ignores");
  if (pfi)
    cJSON_ArrayForEach(it, pfi) if (sk_glob_match(it->string, relpath))
        set_codes(o, it, SK_SEVERITY_OFF, false);
  for (size_t i = 0; i < cfg->noverrides; i++)
    for (size_t k = 0; k < cfg->overrides[i].nglobs; k++)
      if (sk_glob_match(cfg->overrides[i].globs[k], relpath)) {
        apply_settings(cfg->overrides[i].settings, o);
        if (cfg->overrides[i].skeleton) o->skeleton = cfg->overrides[i].skeleton;
        if (cfg->overrides[i].working_folder) o->working_folder = cfg->overrides[i].working_folder;
        break;
      }
  free(relpath);
}
