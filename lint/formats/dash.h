/* dash.h — what the Dash skeleton front-ends (dashjson.c, dashbin.c)
 * record beyond the neutral model: each bone's fields as written (their
 * JSON type, key and value spans, and the raw binary fields), the keys the
 * format does not know, and the binary file's size. The front-ends judge
 * nothing here; the Dash rules (SK108, SK306, SK441, SK442) read it as
 * dash_ext(ctx) and decide. */
#ifndef SK_FORMAT_DASH_H
#define SK_FORMAT_DASH_H

#include "../report.h"

/* The JSON type of a value; DASH_MISSING when a key is absent. Binary
 * fields are always DASH_NUMBER. */
typedef enum {
  DASH_MISSING = 0,
  DASH_NULL,
  DASH_BOOL,
  DASH_NUMBER,
  DASH_STRING,
  DASH_ARRAY,
  DASH_OBJECT
} DashType;

/* "a number", "an object", … for messages. */
static inline const char *dash_type_name(DashType t) {
  static const char *const names[] = {"missing", "null",     "a boolean",
                                      "a number", "a string", "an array",
                                      "an object"};
  return (unsigned)t <= DASH_OBJECT ? names[t] : "?";
}

/* One value as written. */
typedef struct {
  DashType type;
  SkSpan key_span; /* the key with its quotes (JSON), else SK_NO_SPAN */
  SkSpan span;     /* the value's characters (bytes in binary) */
  double num;      /* the value when a number */
} DashValue;

/* The three vectors of a bone, in the order of the model's transform. */
enum { DASH_POSITION, DASH_ROTATION, DASH_SCALE, DASH_NVEC };

/* "position", "rotation", "scale"; and the component letters. */
static inline const char *dash_vec_name(int v) {
  return v == DASH_POSITION ? "position" : v == DASH_ROTATION ? "rotation" : "scale";
}
static inline int dash_vec_arity(int v) { return v == DASH_ROTATION ? 4 : 3; }
#define DASH_COMPONENTS "xyzw"

/* The keys of a bone object: parentIndex, name, then the vectors. */
enum { DASH_KEY_PARENT, DASH_KEY_NAME, DASH_KEY_VEC, DASH_NKEYS = DASH_KEY_VEC + DASH_NVEC };
static inline const char *dash_key_name(int k) {
  return k == DASH_KEY_PARENT ? "parentIndex" : k == DASH_KEY_NAME ? "name"
                                                                   : dash_vec_name(k - DASH_KEY_VEC);
}

/* One bone, parallel to model->bones (one per array element in JSON, even
 * when the element is not an object, so indices stay those of the file). */
typedef struct {
  DashValue self;                /* the element / the 80-byte record */
  DashValue parent, name;        /* parentIndex, name */
  DashValue vec[DASH_NVEC];      /* position, rotation, scale */
  DashValue comp[DASH_NVEC][4];  /* their x y z (w) */
  /* dashbin only: the raw fields. */
  uint32_t index_raw, parent_raw;
  bool name_terminated;          /* a NUL within the 32 name bytes */
  SkSpan name_field;             /* all 32 name bytes */
} DashBone;

/* A key that the format does not read, or one written twice. */
typedef struct {
  SkSpan span;        /* the key with its quotes */
  const char *key;    /* decoded, arena-owned */
  uint32_t bone;      /* the bone it belongs to */
  int vec;            /* DASH_POSITION… when inside a vector, else -1 */
  bool duplicate;     /* a known key written again (the last one counts) */
} DashKeyNote;

typedef struct {
  DashValue root;     /* the top-level JSON value (binary: the whole file) */
  DashBone *bones;    /* malloc'd, parallel to model->bones */
  uint32_t nbones, bones_cap;
  DashKeyNote *keys;  /* malloc'd */
  uint32_t nkeys, keys_cap;
  /* dashbin: the file's size in bytes. */
  uint32_t size;
} DashExt;

static inline const DashExt *dash_ext(const SkContext *ctx) {
  return (ctx->format == SK_FORMAT_DASHJSON || ctx->format == SK_FORMAT_DASHBIN) &&
                 ctx->model
             ? (const DashExt *)ctx->model->ext
             : NULL;
}

/* Creates the extension on `m`; it is freed with the model. Defined in
 * dashjson.c, shared with dashbin.c. */
DashExt *dash_ext_new(SkModel *m);
/* A name of a binary file as the model keeps it, in the model's arena:
 * fit for messages and XML text, written by the escaping policy
 * (sk_display_text: ESC as \x1B, U+FFFE as \u{FFFE}, a byte that is not
 * UTF-8 as \xFF). */
const char *dash_model_printable(SkModel *m, const char *s, size_t n);
/* Appends a bone to the model and its DashBone slot to the extension.
 * Both pointers are valid until the next add. */
SkBone *dash_add_bone(SkModel *m, DashExt *x, DashBone **slot);

#endif
