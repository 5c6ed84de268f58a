/* cal3dcfg.h — the Cal3D model file (.cfg): the lines of a character's
 * configuration as Cal3D's example viewers read them (miniviewer, cally,
 * Piavca's loader): `key=value`, `#` comments. Read by the cal3dcfg
 * front-end (the model's extras, for its rules) and by character.c (the
 * files of the character). docs/cal3d-reader.md has the reader's rules. */
#ifndef SK_FORMAT_CAL3DCFG_H
#define SK_FORMAT_CAL3DCFG_H

#include "../report.h"

typedef enum {
  CFG_SCALE,
  CFG_PATH,
  CFG_SKELETON,
  CFG_MESH,
  CFG_ANIMATION,
  CFG_MATERIAL,
  CFG_MORPHTARGET,
  CFG_UNKNOWN,   /* a key the viewers do not know (other programs add theirs) */
  CFG_SYNTAX     /* no '=' after the key: the viewers stop reading there */
} CfgKey;

typedef struct {
  uint8_t key;       /* CfgKey */
  SkSpan line;       /* the line without its line ending */
  SkSpan key_span;
  SkSpan value;      /* after '=' and blanks, to the end of the line (blanks at
                      * its end are part of it, as for the reader); empty
                      * right after '=' when nothing follows */
  int32_t path;      /* the path= entry in effect, or -1 */
} CfgEntry;

typedef struct {
  CfgEntry *entries;
  uint32_t n, cap;
  int32_t stop;      /* the first CFG_SYNTAX entry (the reader stops), or -1 */
} CfgExt;

/* Reads the lines of a model file (text of len bytes) into `out`
 * (zeroed by the caller; free with cfg_free). */
void cfg_read(const char *text, size_t len, CfgExt *out);
void cfg_free(CfgExt *x);
/* The key as written in files ("skeleton"), for messages. */
const char *cfg_key_name(CfgKey k);
/* Whether a key names a file the character loads. */
static inline bool cfg_key_is_file(CfgKey k) {
  return k == CFG_SKELETON || k == CFG_MESH || k == CFG_ANIMATION || k == CFG_MATERIAL ||
         k == CFG_MORPHTARGET;
}

static inline const CfgExt *cfg_ext(const SkContext *ctx) {
  return ctx->format == SK_FORMAT_CAL3DCFG && ctx->model ? (const CfgExt *)ctx->model->ext : NULL;
}

#endif
