/* vocab.c — the vocabulary of each format (skellint.h, "Vocabulary"): the
 * dispatch to the tables kept beside the front-ends (SkVocab, front_end.h;
 * each format's spec names its own)
 * and the look-ups every format shares. */
#include "front_end.h"
#include "skellint/editor.h"

#include <strings.h>

static const SkVocab *vocab_of(SkFormat f) { return sk_format_spec(f)->vocab; }

/* The model's front-end data when the model is of format f. */
static const void *ext_of(SkFormat f, const SkModel *m) {
  return m && m->format == f ? m->ext : NULL;
}

const char *sk_vocab_name_refused(SkFormat f, const char *name, size_t len) {
  if (len == 0) return "the new name is empty";
  for (size_t i = 0; i < len;) {
    size_t n = sk_utf8_seq(name + i, len - i);
    if (n == 0) return "the new name is not valid UTF-8";
    unsigned char c = (unsigned char)name[i];
    if (n == 1 && (c < 0x20 || c == 0x7F))
      return "a bone name cannot hold a control character (a tab, a line break …): "
             "the file would not read it back as one name";
    i += n;
  }
  const SkVocab *v = vocab_of(f);
  return v && v->name_refused ? v->name_refused(name, len) : NULL;
}

bool sk_vocab_word(SkFormat f, size_t i, SkWord *out) {
  const SkVocab *v = vocab_of(f);
  return v && v->word(f, i, out);
}

static bool same_name(const SkVocab *v, const char *word, const char *name, size_t len) {
  return word && strlen(word) == len &&
         (v->any_case ? strncasecmp(word, name, len) : strncmp(word, name, len)) == 0;
}

bool sk_vocab_find(SkFormat f, SkWordKind kind, const char *parent, const char *name, size_t len,
                   SkWord *out) {
  const SkVocab *v = vocab_of(f);
  SkWord w;
  for (size_t i = 0; v && v->word(f, i, &w); i++) {
    if (w.kind != kind || !(same_name(v, w.name, name, len) || same_name(v, w.also, name, len)))
      continue;
    if (parent && !same_name(v, w.parent, parent, strlen(parent))) continue;
    *out = w;
    return true;
  }
  return false;
}

const char *sk_vocab_section_at(SkFormat f, const SkModel *m, uint32_t offset) {
  const SkVocab *v = vocab_of(f);
  return v && v->section_at ? v->section_at(ext_of(f, m), offset) : NULL;
}

bool sk_vocab_allowed(SkFormat f, const SkModel *m, const SkWord *w, SkSpan line) {
  const SkVocab *v = vocab_of(f);
  return v && v->allowed && v->allowed(ext_of(f, m), w, line);
}

bool sk_vocab_written(SkFormat f, const SkModel *m, const SkWord *w, SkWritten *out) {
  const SkVocab *v = vocab_of(f);
  return v && v->written && v->written(ext_of(f, m), w, out);
}

bool sk_vocab_header(SkFormat f, const SkModel *m, SkHeaderForm *form, uint32_t *after) {
  const SkVocab *v = vocab_of(f);
  return v && v->header && v->header(ext_of(f, m), form, after);
}
