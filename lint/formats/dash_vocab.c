/* dash_vocab.c — the vocabulary of Dash skeleton JSON (skellint.h,
 * "Vocabulary"): the keys of a bone object (parentIndex, name, position,
 * rotation, scale; dash.h), then the components of each vector (x, y, z;
 * w for rotation), whose parent is the vector's key. */
#include "../front_end.h"
#include "dash.h"

static const char *const component[] = {"x", "y", "z", "w"};

static bool dash_word(SkFormat f, size_t i, SkWord *out) {
  (void)f;
  if (i < DASH_NKEYS) {
    *out = (SkWord){dash_key_name((int)i), SK_WORD_KEY, NULL, NULL, NULL, 0, NULL};
    return true;
  }
  i -= DASH_NKEYS;
  for (int v = 0; v < DASH_NVEC; v++) {
    if (i < (size_t)dash_vec_arity(v)) {
      *out = (SkWord){component[i], SK_WORD_KEY, dash_vec_name(v), NULL, NULL, 0, NULL};
      return true;
    }
    i -= (size_t)dash_vec_arity(v);
  }
  return false;
}

const SkVocab sk_vocab_dash = {dash_word, false, NULL, NULL, NULL, NULL, NULL};
