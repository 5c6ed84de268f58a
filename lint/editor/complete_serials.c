/* complete_serials.c — completion in a RokDeBone2 .bon serial field: a
 * TREEPART line (parent,child,… as 4-digit serials) or the serial of an
 * element of a mixed-type chain. What goes there is a serial as the file
 * writes it ("0003", "-0001"), never a name: each item inserts the serial
 * of a joint, with the joint's name as the label's detail (and in the
 * filter text, so typing a name finds its serial). The first element of a
 * line is a parent: the top-level value (-0001 in relative mode, 0001
 * otherwise) is offered there too. */
#include "complete.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

/* The serial as the file writes it: four digits at least, a '-' before. */
static void serial_text(int64_t v, char *buf, size_t cap) {
  if (v < 0) snprintf(buf, cap, "-%04lld", -(long long)v);
  else snprintf(buf, cap, "%04lld", (long long)v);
}

bool sk_complete_bon_serials(const SkDocument *doc, uint32_t off, SkCompletions *out) {
  const SkModel *m = doc->model;
  const SkSource *src = doc->src;
  SkFormat f = doc->format;
  if (!sk_format_spec(f)->serial_lists || !m || !m->ext || off > src->len) return false;
  SkSpan line = sk_source_line_span(src, sk_source_line_of(src, off));
  if (line.start == 0 || off < line.start || off > line.end) return false;
  const char *t = src->text;
  /* The element the cursor is in: from the comma before to the next. */
  uint32_t a = off, e = off;
  while (a > line.start && t[a - 1] != ',') a--;
  while (e < line.end && t[e] != ',') e++;
  bool first = a == line.start;
  while (a < off && is_blank(t[a])) a++;
  for (uint32_t i = a; i < off; i++)
    if (t[i] == ':') return false; /* in a name */
  uint32_t se = off; /* the serial ends at a colon (mixed) or the element's end */
  while (se < e && t[se] != ':') se++;
  while (se > off && is_blank(t[se - 1])) se--;
  /* Serials are in TREEPART, and everywhere in a file declared mixed
   * (whose one section is its header's: sk_vocab_section_at). */
  const char *sec = sk_vocab_section_at(f, m, line.start);
  SkWord w;
  bool tree = sec && strcmp(sec, "TREEPART") == 0;
  bool mixed = sec && sk_vocab_find(f, SK_WORD_HEADER, NULL, sec, strlen(sec), &w);
  if (!tree && !mixed) return false;
  /* A word that is not a serial at the start of a line: a keyword. */
  if (first && a < off && !(t[a] == '-' || (t[a] >= '0' && t[a] <= '9'))) return false;
  /* An empty line of a mixed file: its keyword (RELATIVE_BONENO_MODE). */
  if (mixed && first && a == off && se == off) return false;
  if (first && a == off && se == off && tree) {
    /* An empty line: TREEPART_END goes here too. */
    SkKeywords kw = {src, out, SK_NO_SPAN, 0};
    sk_complete_keywords(&kw, f, m, off);
  }
  SkSpan replace = sk_span(a, se);
  char serial[32];
  uint32_t order = 0;
  if (first) {
    SkWritten rel;
    bool relative = sk_vocab_find(f, SK_WORD_KEYWORD, NULL, "RELATIVE_BONENO_MODE", 20, &w) &&
                    sk_vocab_written(f, m, &w, &rel);
    int64_t top = relative ? -1 : 1;
    bool taken = false;
    for (uint32_t i = 0; i < m->nbones; i++)
      if (m->bones[i].has_declared_id && m->bones[i].declared_id == top) taken = true;
    if (!taken) {
      serial_text(top, serial, sizeof serial);
      sk_ref_item(out, replace, serial, "(top level: no parent)", order++);
    }
  }
  for (uint32_t i = 0; i < m->nbones && order < SK_COMPLETION_MAX; i++) {
    const SkBone *b = &m->bones[i];
    if (!b->has_declared_id) continue;
    serial_text(b->declared_id, serial, sizeof serial);
    sk_ref_item(out, replace, serial, b->name ? b->name : serial, order++);
  }
  out->incomplete = m->nbones >= SK_COMPLETION_MAX;
  return true;
}
