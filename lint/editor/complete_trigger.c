/* complete_trigger.c — the characters that open completion as they are
 * typed, and where each does. A client is told them all
 * (SK_COMPLETION_TRIGGERS; the server's completionProvider); a request sent
 * because one was typed (LSP: context.triggerKind 2) is answered only where
 * that character, in that format, opens what completion fills, and with
 * nothing elsewhere — a comma in a JSON file or a '>' that closes a BONE
 * tag pops up no list of bone names:
 *  - '<' in Cal3D XML: a tag's name (the elements allowed there);
 *  - '"' where it opens a quoted value (an odd quote of its line): an
 *    attribute's value (an INFLUENCE ID, a TRACK BONEID, MAGIC…), a JSON
 *    key or value, an LGW bone name, a BonesPro header value;
 *  - '=' after an attribute's name in Cal3D XML (the values are inserted
 *    with their quotes) or a BonesPro animation header key;
 *  - '>' that ends an XSF <PARENTID> or <CHILDID> start tag: the bone IDs;
 *  - ',' in a RokDeBone2 .bon line of serials (TREEPART): the serials.
 * Which format has which is its spec's (triggers, id_elements). */
#include "complete.h"

#include <string.h>

bool sk_in_xsf_id_field(const SkSource *src, uint32_t off) {
  if (off > src->len) return false;
  const char *t = src->text;
  uint32_t i = off;
  while (i > 0 && (t[i - 1] == ' ' || t[i - 1] == '\t' || t[i - 1] == '-' ||
                   (t[i - 1] >= '0' && t[i - 1] <= '9')))
    i--;
  if (i == 0 || t[i - 1] != '>') return false;
  uint32_t close = i - 1, j = close;
  while (j > 0 && t[j - 1] != '<' && t[j - 1] != '>' && close - j < 16) j--;
  if (j == 0 || t[j - 1] != '<') return false;
  uint32_t e = close;
  while (e > j && (t[e - 1] == ' ' || t[e - 1] == '\t')) e--;
  size_t n = e - j;
  return (n == 8 && memcmp(t + j, "PARENTID", 8) == 0) || (n == 7 && memcmp(t + j, "CHILDID", 7) == 0);
}

/* Whether the quote just before `off` opens a value: an odd count of
 * quotes on its line up to it. */
static bool opens_quote(const SkSource *src, uint32_t off) {
  SkSpan line = sk_source_line_span(src, sk_source_line_of(src, off - 1));
  unsigned n = 0;
  for (uint32_t i = line.start; i < off; i++) n += src->text[i] == '"';
  return n % 2 == 1;
}

bool sk_completion_trigger_fits(const SkSource *src, SkFormat f, uint32_t off, char c) {
  /* The character typed is the one before the cursor. */
  if (off == 0 || off > src->len || src->text[off - 1] != c) return false;
  const SkFormatSpec *spec = sk_format_spec(f);
  switch (c) {
  case '"': return opens_quote(src, off);
  case '>': return spec->id_elements && sk_in_xsf_id_field(src, off);
  default: return c && spec->triggers && strchr(spec->triggers, c); /* '<', '=', ',' */
  }
}
