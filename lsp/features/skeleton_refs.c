/* skeleton_refs.c — bone IDs in a mesh (INFLUENCE ID) or an animation
 * (TRACK BONEID) name bones of another file, the character's skeleton
 * (character.c finds it). Hover describes the bone there (hover.c),
 * definition jumps to it, completion offers the skeleton's bone IDs with their
 * names. Cal3D indexes its bone list with the ID: the bone with that ID
 * is the one at that index. */
#include "features.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define MAX_ITEMS 5000

char *lsp_shown_path(const Lsp *s, const char *path) {
  /* Relative to the workspace folder holding it (the innermost), compared
   * resolved: the folders are kept resolved (workspace.c). */
  const char *const *roots;
  size_t nroots = sk_scope_roots(s->workspace, &roots), best = 0;
  char *real = sk_real_path(path);
  const char *p = real ? real : path;
  for (size_t i = 0; i < nroots; i++) {
    size_t n = strlen(roots[i]);
    if (n > best && sk_path_is_below(p, roots[i]) && sk_path_sep(p[n])) best = n;
  }
  char *shown = best ? sk_xstrdup(p + best + 1) : sk_xstrdup(path);
  free(real);
  return shown;
}

/* A file: URI for a path (unreserved characters and '/' kept). */
static char *path_uri(const char *path) {
  SkBuf b = {0};
  sk_buf_puts(&b, "file://");
  const unsigned char *p = (const unsigned char *)path;
#ifdef _WIN32
  /* c:/Users/x.xsf as VS Code writes it: file:///c%3A/Users/x.xsf */
  if (((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') && p[1] == ':') {
    sk_buf_printf(&b, "/%c%%3A", *p | 0x20);
    p += 2;
  }
#endif
  for (; *p; p++) {
#ifdef _WIN32
    if (*p == '\\') {
      sk_buf_putc(&b, '/');
      continue;
    }
#endif
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
        strchr("/-._~", *p))
      sk_buf_putc(&b, (char)*p);
    else
      sk_buf_printf(&b, "%%%02X", *p);
  }
  return sk_buf_take(&b);
}

cJSON *lsp_skeleton_location(Lsp *s, LspDoc *d, int64_t id) {
  char *path;
  const SkDocument *sk = lsp_doc_skeleton(s, d, &path);
  int32_t b = sk ? sk_bone_of_id(sk->model, id) : -1;
  cJSON *loc = NULL;
  if (b >= 0) {
    const SkBone *bone = &sk->model->bones[b];
    SkSpan at = sk_span_valid(bone->name_span) ? bone->name_span : bone->span;
    LspDoc *open = lsp_doc_open_at(s, path);
    if (open) {
      loc = lsp_location_json(s, open, at);
    } else {
      SkPositions *pos = sk_positions_new(sk->src, s->unit);
      SkPosition a = sk_positions_at(pos, at.start), e = sk_positions_at(pos, at.end);
      sk_positions_free(pos);
      loc = cJSON_CreateObject();
      char *uri = path_uri(path);
      cJSON_AddStringToObject(loc, "uri", uri);
      free(uri);
      cJSON *r = cJSON_AddObjectToObject(loc, "range");
      cJSON *st = cJSON_AddObjectToObject(r, "start"), *en = cJSON_AddObjectToObject(r, "end");
      cJSON_AddNumberToObject(st, "line", a.line);
      cJSON_AddNumberToObject(st, "character", a.column);
      cJSON_AddNumberToObject(en, "line", e.line);
      cJSON_AddNumberToObject(en, "character", e.column);
    }
  }
  free(path);
  return loc;
}

static bool name_is(const char *t, size_t a, size_t b, const char *name) {
  return b - a == strlen(name) && strncasecmp(t + a, name, b - a) == 0;
}

static bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '-';
}

/* Whether `off` is inside the quotes of an INFLUENCE's ID (XMF) or a
 * TRACK's BONEID (XAF), found from the text alone so that an empty or
 * half-written value counts; *value is what is between the quotes. Right
 * after the '=' of such an attribute, before any quote, *bare is set and
 * *value is empty there: the value goes in with its quotes. */
static bool id_place(const SkSource *src, SkFormat f, uint32_t off, SkSpan *value, bool *bare) {
  const char *t = src->text;
  if (off > src->len) return false;
  uint32_t q = off, lim = off > 256 ? off - 256 : 0;
  *bare = off > lim && t[off - 1] == '=';
  if (!*bare) {
    while (q > lim && t[q - 1] != '"' && t[q - 1] != '\'' && t[q - 1] != '<' && t[q - 1] != '>' &&
           t[q - 1] != '\n')
      q--;
    if (q == lim || (t[q - 1] != '"' && t[q - 1] != '\'')) return false;
  }
  char quote = *bare ? 0 : t[q - 1];
  uint32_t e = *bare ? off : q - 1; /* before the quote: '=', the attribute name */
  while (e > lim && (t[e - 1] == ' ' || t[e - 1] == '\t')) e--;
  if (e == lim || t[e - 1] != '=') return false;
  e--;
  while (e > lim && (t[e - 1] == ' ' || t[e - 1] == '\t')) e--;
  uint32_t a = e;
  while (a > lim && is_name_char(t[a - 1])) a--;
  const char *attr = sk_format_spec(f)->bone_ref_attr, *tag = sk_format_spec(f)->bone_ref_tag;
  if (!name_is(t, a, e, attr)) return false;
  uint32_t lt = a; /* the tag this attribute belongs to */
  while (lt > lim && t[lt - 1] != '<' && t[lt - 1] != '>') lt--;
  if (lt == lim || t[lt - 1] != '<') return false;
  uint32_t ne = lt;
  while (ne < a && is_name_char(t[ne])) ne++;
  if (!name_is(t, lt, ne, tag)) return false;
  uint32_t end = off;
  while (!*bare && end < src->len && t[end] != quote && t[end] != '<' && t[end] != '>' &&
         t[end] != '\n')
    end++;
  *value = sk_span(*bare ? off : q, end);
  return true;
}

bool lsp_complete_skeleton_ids(Lsp *s, LspDoc *d, uint32_t off, cJSON *items, bool *incomplete) {
  SkFormat f = d->doc->format;
  SkSpan value;
  bool bare;
  if (!sk_format_spec(f)->bone_ref_tag || !id_place(d->doc->src, f, off, &value, &bare))
    return false;
  char *full;
  const SkDocument *sk = lsp_doc_skeleton(s, d, &full);
  char *path = full ? lsp_shown_path(s, full) : NULL;
  free(full);
  const SkModel *m = sk ? sk->model : NULL;
  uint32_t n = m ? m->nbones : 0;
  *incomplete = n > MAX_ITEMS;
  for (uint32_t i = 0; i < n && i < MAX_ITEMS; i++) {
    char num[16], sort[16];
    snprintf(num, sizeof num, "%u", i);
    snprintf(sort, sizeof sort, "%08u", i);
    cJSON *it = cJSON_CreateObject();
    cJSON_AddStringToObject(it, "label", num);
    cJSON_AddNumberToObject(it, "kind", LSP_KIND_REFERENCE);
    char *detail = sk_xasprintf("%s (bone %u of %s)", m->bones[i].name, i, path);
    cJSON_AddStringToObject(it, "detail", detail);
    free(detail);
    cJSON_AddStringToObject(it, "sortText", sort);
    /* Typing a bone's name finds its ID. */
    char *filter = sk_xasprintf("%s %s", num, m->bones[i].name);
    cJSON_AddStringToObject(it, "filterText", filter);
    free(filter);
    cJSON *edit = cJSON_AddObjectToObject(it, "textEdit");
    cJSON_AddItemToObject(edit, "range", lsp_range_json(s, d, value));
    if (bare) {
      char *quoted = sk_xasprintf("\"%s\"", num);
      cJSON_AddStringToObject(edit, "newText", quoted);
      free(quoted);
    } else {
      cJSON_AddStringToObject(edit, "newText", num);
    }
    cJSON_AddItemToArray(items, it);
  }
  free(path);
  return true;
}
