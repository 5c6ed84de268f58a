/* bone_search.c — finding bones by a typed query, as editors filter (the
 * language server's workspace/symbol): the query matches when its
 * characters, spaces aside, appear in order in the bone's name, ignoring
 * case ("lthigh" finds "Bip01 L Thigh"). */
#include "../report.h"
#include "skellint/editor.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

bool sk_name_matches(const char *query, const char *name) {
  for (const char *q = query; *q; q++) {
    if (*q == ' ') continue;
    while (*name && tolower((unsigned char)*name) != tolower((unsigned char)*q)) name++;
    if (!*name) return false;
    name++;
  }
  return true;
}

size_t sk_bones_matching(const SkModel *m, const char *query, size_t max, uint32_t **out) {
  uint32_t *v = NULL;
  size_t n = 0, cap = 0;
  for (uint32_t i = 0; m && i < m->nbones && n < max; i++) {
    const char *name = m->bones[i].name;
    if (name && sk_name_matches(query, name)) *SK_ARRAY_PUSH(v, n, cap) = i;
  }
  *out = v;
  return n;
}
