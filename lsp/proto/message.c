/* message.c — reading JSON-RPC messages: the error a handler returns
 * (lsp_fail), integers in a range, and whether a message cancels a
 * request. */
#include "proto.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

cJSON *lsp_fail(LspError *err, int code, const char *fmt, ...) {
  err->code = code;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->message, sizeof err->message, fmt, ap);
  va_end(ap);
  return NULL;
}

bool lsp_json_int(const cJSON *item, double min, double max, int64_t *out) {
  if (!cJSON_IsNumber(item)) return false;
  double v = item->valuedouble;
  if (!isfinite(v) || v != floor(v) || v < min || v > max) return false;
  *out = (int64_t)v;
  return true;
}

bool lsp_is_cancel_of(const cJSON *msg, const cJSON *id) {
  const cJSON *m = cJSON_GetObjectItemCaseSensitive(msg, "method");
  if (!cJSON_IsString(m) || strcmp(m->valuestring, "$/cancelRequest") != 0) return false;
  if (cJSON_GetObjectItemCaseSensitive(msg, "id")) return false;
  const cJSON *p = cJSON_GetObjectItemCaseSensitive(msg, "params");
  const cJSON *cid = cJSON_GetObjectItemCaseSensitive(p, "id");
  return lsp_id_valid(cid) && cJSON_Compare(cid, id, true);
}
