/* ids.c — request ids exactly as the client wrote them.
 *
 * cJSON keeps a string up to its first NUL ("a\u0000b" becomes "a") and
 * every number as a double (12345678901234567890 becomes
 * 1.2345678901234567e+19), so an id taken from cJSON's tree can come back
 * changed, and 1e400 or 1.5 look like any other number. After cJSON has
 * parsed a body, lsp_ids_exact scans the same bytes for the message's
 * "id" (and for "params"."id", which $/cancelRequest names) and replaces
 * each valid one with a cJSON raw item holding the id's canonical JSON
 * text, which the response then carries verbatim:
 *   - a string: every escape decoded and the bytes re-escaped one way
 *     (lsp_put_string_n, as cJSON escapes: `"` `\` and control bytes
 *     below 0x20 as escapes, `\n`-style where JSON has one, everything
 *     else as it is), so the client gets the same string
 *     byte for byte, NULs included, and "a" and "\u0061" name the same
 *     request;
 *   - an integer (`-?(0|[1-9][0-9]*)`, any number of digits): its digits.
 * Any other id (1.5, 1e400, 007, true, null, an object) is left as cJSON
 * read it; lsp_id_valid refuses it and the message is answered -32600.
 *
 * Member names are compared after decoding: a name with a NUL in it
 * ("id\u0000x") is renamed "" in cJSON's tree, since cJSON would
 * otherwise see it as "id". */
#include "wire.h"

#include <stdlib.h>
#include <string.h>

static const char *skip_ws(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) p++;
  return p;
}

/* p at the opening quote; returns the byte after the closing one, or NULL. */
static const char *skip_string(const char *p, const char *end) {
  for (p++; p < end; p++) {
    if (*p == '\\') p++;
    else if (*p == '"') return p + 1;
  }
  return NULL;
}

/* The end of the value at p (iterative: nesting costs no stack), or NULL. */
static const char *skip_value(const char *p, const char *end) {
  if (p >= end) return NULL;
  if (*p == '"') return skip_string(p, end);
  if (*p == '{' || *p == '[') {
    size_t depth = 0;
    while (p < end) {
      char c = *p;
      if (c == '"') {
        p = skip_string(p, end);
        if (!p) return NULL;
        continue;
      }
      if (c == '{' || c == '[') depth++;
      else if ((c == '}' || c == ']') && --depth == 0) return p + 1;
      p++;
    }
    return NULL;
  }
  const char *q = p;
  while (q < end && !strchr(",}] \t\r\n", *q)) q++;
  return q > p ? q : NULL;
}

static int hex4(const char *p, const char *end) {
  if (end - p < 4) return -1;
  int v = 0;
  for (int i = 0; i < 4; i++) {
    char c = p[i];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
          : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

static void put_utf8(SkBuf *b, unsigned cp) {
  char u[4];
  size_t n;
  if (cp < 0x80) u[0] = (char)cp, n = 1;
  else if (cp < 0x800) u[0] = (char)(0xc0 | cp >> 6), u[1] = (char)(0x80 | (cp & 0x3f)), n = 2;
  else if (cp < 0x10000)
    u[0] = (char)(0xe0 | cp >> 12), u[1] = (char)(0x80 | (cp >> 6 & 0x3f)),
    u[2] = (char)(0x80 | (cp & 0x3f)), n = 3;
  else
    u[0] = (char)(0xf0 | cp >> 18), u[1] = (char)(0x80 | (cp >> 12 & 0x3f)),
    u[2] = (char)(0x80 | (cp >> 6 & 0x3f)), u[3] = (char)(0x80 | (cp & 0x3f)), n = 4;
  sk_buf_append(b, u, n);
}

/* Decodes the JSON string [p, end) (quotes included) into b. False when
 * it is not a valid JSON string (bad escape, lone surrogate, raw control
 * byte). */
static bool decode_string(const char *p, const char *end, SkBuf *b) {
  b->len = 0;
  if (end - p < 2 || *p != '"' || end[-1] != '"') return false;
  for (p++, end--; p < end; p++) {
    unsigned char c = (unsigned char)*p;
    if (c < 0x20) return false;
    if (c != '\\') {
      sk_buf_putc(b, (char)c);
      continue;
    }
    if (++p >= end) return false;
    const char *simple = strchr("\"\\/bfnrt", *p);
    if (*p && simple) {
      static const char to[] = "\"\\/\b\f\n\r\t";
      sk_buf_putc(b, to[simple - "\"\\/bfnrt"]);
      continue;
    }
    if (*p != 'u') return false;
    int hi = hex4(p + 1, end);
    if (hi < 0) return false;
    p += 4;
    unsigned cp = (unsigned)hi;
    if (hi >= 0xdc00 && hi <= 0xdfff) return false;
    if (hi >= 0xd800 && hi <= 0xdbff) {
      if (end - p < 7 || p[1] != '\\' || p[2] != 'u') return false;
      int lo = hex4(p + 3, end);
      if (lo < 0xdc00 || lo > 0xdfff) return false;
      cp = 0x10000 + (((unsigned)hi - 0xd800) << 10) + ((unsigned)lo - 0xdc00);
      p += 6;
    }
    put_utf8(b, cp);
  }
  if (b->len == 0) sk_buf_putc(b, 0), b->len = 0; /* data is never NULL */
  return true;
}

/* The canonical JSON text of the id [p, end), or NULL when it is not an
 * integer or a string. Caller frees. */
static char *canonical_id(const char *p, const char *end, SkBuf *scratch) {
  if (*p == '"') {
    if (!decode_string(p, end, scratch)) return NULL;
    SkBuf out = {0};
    lsp_put_string_n(&out, scratch->data, scratch->len);
    return sk_buf_take(&out);
  }
  const char *q = p;
  if (q < end && *q == '-') q++;
  if (q >= end || *q < '0' || *q > '9') return NULL;
  if (*q == '0' && q + 1 < end) return NULL; /* 007, 0.5, 0e1 */
  for (; q < end; q++)
    if (*q < '0' || *q > '9') return NULL; /* 1.5, 1e400 */
  return sk_xstrndup(p, (size_t)(end - p));
}

/* Walks the object at p member by member beside obj's children (cJSON
 * keeps every member, duplicates included, in order). */
static void exact_in_object(cJSON *obj, const char *p, const char *end, bool params,
                            SkBuf *scratch) {
  p = skip_ws(p, end);
  if (p >= end || *p != '{' || !cJSON_IsObject(obj)) return;
  p = skip_ws(p + 1, end);
  if (p < end && *p == '}') return;
  bool id_seen = false;
  for (cJSON *child = obj->child; child; ) {
    cJSON *next = child->next;
    p = skip_ws(p, end);
    const char *key = p, *key_end = p < end && *p == '"' ? skip_string(p, end) : NULL;
    if (!key_end) return;
    p = skip_ws(key_end, end);
    if (p >= end || *p != ':') return;
    const char *val = skip_ws(p + 1, end);
    const char *val_end = skip_value(val, end);
    if (!val_end || !decode_string(key, key_end, scratch)) return;
    if (memchr(scratch->data, 0, scratch->len)) {
      free(child->string);
      child->string = sk_xstrdup("");
    } else if (scratch->len == 2 && memcmp(scratch->data, "id", 2) == 0 && !id_seen) {
      id_seen = true; /* cJSON's lookup finds the first "id" */
      char *canon = canonical_id(val, val_end, scratch);
      if (canon) {
        cJSON *raw = cJSON_CreateRaw(canon);
        free(canon);
        raw->string = child->string;
        child->string = NULL;
        cJSON_ReplaceItemViaPointer(obj, child, raw);
      }
    } else if (params && scratch->len == 6 && memcmp(scratch->data, "params", 6) == 0) {
      exact_in_object(child, val, val_end, false, scratch);
    }
    p = skip_ws(val_end, end);
    if (p < end && *p == ',') p++;
    child = next;
  }
}

void lsp_ids_exact(cJSON *msg, const char *body, size_t len) {
  SkBuf scratch = {0};
  exact_in_object(msg, body, body + len, true, &scratch);
  sk_buf_free(&scratch);
}

bool lsp_id_valid(const cJSON *id) {
  return cJSON_IsRaw(id);
}
