/* numbers.c — the one number parser and formatter of the library.
 *
 * Every front-end reads numbers through sk_parse_double/sk_parse_int so
 * that "1.2.3", "", "nan" and "1e999" are judged the same way in every
 * format. Parsing validates the exact syntax first (strtod alone would
 * accept hex, "infinity" and leading blanks) and only then converts. */
#include "report.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static bool ieq(const char *s, size_t len, const char *word) {
  size_t n = strlen(word);
  if (len != n) return false;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
    if (c != word[i]) return false;
  }
  return true;
}

/* Powers of ten that a double holds exactly. */
static const double exact_tens[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                    1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* The value of a well-formed decimal [s, s+len) when it can be computed
 * exactly rounded without strtod: its digits make an integer m < 2^53 and
 * its decimal exponent e is within ±22, so m and 10^|e| are both exact
 * doubles and one multiplication or division rounds correctly (W. D.
 * Clinger's observation). Most numbers in skeleton files are like that.
 * Returns false when the slow path is needed. */
static bool fast_decimal(const char *s, size_t len, double *out) {
  size_t i = 0;
  bool neg = s[0] == '-';
  if (s[0] == '+' || s[0] == '-') i++;
  uint64_t m = 0;
  int e = 0, sig = 0;
  for (; i < len && is_digit(s[i]); i++) {
    if (m || s[i] != '0') sig++;
    m = m * 10 + (uint64_t)(s[i] - '0');
    if (sig > 15) return false;
  }
  if (i < len && s[i] == '.') {
    for (i++; i < len && is_digit(s[i]); i++) {
      if (m || s[i] != '0') sig++;
      m = m * 10 + (uint64_t)(s[i] - '0');
      e--;
      if (sig > 15) return false;
    }
  }
  if (i < len) { /* an exponent */
    i++;
    bool eneg = s[i] == '-';
    if (s[i] == '+' || s[i] == '-') i++;
    int x = 0;
    for (; i < len; i++) {
      x = x * 10 + (s[i] - '0');
      if (x > 1000) return false;
    }
    e += eneg ? -x : x;
  }
  if (e < -22 || e > 22) return m == 0 ? (*out = neg ? -0.0 : 0.0, true) : false;
  double v = (double)m;
  v = e < 0 ? v / exact_tens[-e] : v * exact_tens[e];
  *out = neg ? -v : v;
  return true;
}

SkNumStatus sk_parse_double(const char *s, size_t len, double *out) {
  *out = 0;
  if (len == 0) return SK_NUM_EMPTY;
  size_t i = 0;
  if (s[i] == '+' || s[i] == '-') i++;
  const char *word = s + i;
  size_t wlen = len - i;
  /* Spelled-out non-finite values start with a letter or are "1.#…". */
  bool maybe_word = wlen && (!is_digit(word[0]) || memchr(word, '#', wlen));
  if (maybe_word && (ieq(word, wlen, "nan") || ieq(word, wlen, "inf") ||
      ieq(word, wlen, "infinity") || ieq(word, wlen, "1.#inf") ||
      ieq(word, wlen, "1.#ind") || ieq(word, wlen, "1.#qnan"))) {
    *out = (word[0] == 'n' || word[0] == 'N' || ieq(word, wlen, "1.#ind") ||
            ieq(word, wlen, "1.#qnan"))
               ? NAN
               : (s[0] == '-' ? -INFINITY : INFINITY);
    return SK_NUM_NONFINITE;
  }
  size_t digits = 0;
  while (i < len && is_digit(s[i])) i++, digits++;
  if (i < len && s[i] == '.') {
    i++;
    while (i < len && is_digit(s[i])) i++, digits++;
  }
  if (digits == 0) return SK_NUM_INVALID;
  if (i < len && (s[i] == 'e' || s[i] == 'E')) {
    i++;
    if (i < len && (s[i] == '+' || s[i] == '-')) i++;
    size_t ed = 0;
    while (i < len && is_digit(s[i])) i++, ed++;
    if (ed == 0) return SK_NUM_INVALID;
  }
  if (i != len) return SK_NUM_INVALID;
  if (fast_decimal(s, len, out)) return SK_NUM_OK;

  char small[64];
  char *tmp = len < sizeof small ? small : sk_xmalloc(len + 1);
  memcpy(tmp, s, len);
  tmp[len] = '\0';
  errno = 0;
  double v = strtod(tmp, NULL);
  int err = errno;
  if (tmp != small) free(tmp);
  *out = v;
  if (err == ERANGE && isinf(v)) return SK_NUM_RANGE;
  return SK_NUM_OK;
}

SkNumStatus sk_parse_int(const char *s, size_t len, int64_t *out) {
  *out = 0;
  if (len == 0) return SK_NUM_EMPTY;
  size_t i = 0;
  bool neg = false;
  if (s[i] == '+' || s[i] == '-') neg = s[i] == '-', i++;
  if (i == len) return SK_NUM_INVALID;
  uint64_t v = 0;
  bool overflow = false;
  for (; i < len; i++) {
    if (!is_digit(s[i])) return SK_NUM_INVALID;
    unsigned d = (unsigned)(s[i] - '0');
    if (v > (UINT64_MAX - d) / 10) overflow = true;
    else v = v * 10 + d;
  }
  if (overflow || v > (uint64_t)INT64_MAX + (neg ? 1u : 0u)) return SK_NUM_RANGE;
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  return SK_NUM_OK;
}

static bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
         c == '\v';
}

size_t sk_tokens(const char *s, size_t len,
                 void (*fn)(void *, const char *, size_t, size_t), void *ud) {
  size_t n = 0, i = 0;
  while (i < len) {
    while (i < len && is_space(s[i])) i++;
    if (i >= len) break;
    size_t start = i;
    while (i < len && !is_space(s[i])) i++;
    if (fn) fn(ud, s + start, i - start, start);
    n++;
  }
  return n;
}

int sk_decimals_of(const char *tok, size_t len) {
  const char *dot = NULL;
  for (size_t i = 0; i < len; i++) {
    if (tok[i] == 'e' || tok[i] == 'E') return -1;
    if (tok[i] == '.') dot = tok + i;
  }
  return dot ? (int)(tok + len - dot - 1) : 0;
}

int sk_format_float(float v, char *buf) {
  /* Spelt out: C libraries differ on a NaN's sign (mingw-w64 prints "nan"
   * for glibc's "-nan") and the findings must not. */
  if (isnan(v)) return snprintf(buf, 32, "%s", signbit(v) ? "-nan" : "nan");
  if (isinf(v)) return snprintf(buf, 32, "%s", v < 0 ? "-inf" : "inf");
  int n = 0;
  for (int prec = 6; prec <= 9; prec++) {
    n = snprintf(buf, 32, "%.*g", prec, (double)v);
    if ((float)strtod(buf, NULL) == v) break;
  }
  return n;
}

int sk_format_floats(const double *v, int n, char *buf) {
  int len = 0;
  for (int k = 0; k < n; k++) {
    if (k) buf[len++] = ' ';
    len += sk_format_float((float)v[k], buf + len);
  }
  buf[len] = 0;
  return len;
}

char *sk_format_double(double v, int decimals) {
  char buf[64];
  if (decimals >= 0) {
    if (decimals > 17) decimals = 17;
    snprintf(buf, sizeof buf, "%.*f", decimals, v);
    /* "-0.000000" reads as a sign error to humans; write 0 unsigned. */
    if (buf[0] == '-') {
      bool zero = true;
      for (const char *p = buf + 1; *p; p++)
        if (*p != '0' && *p != '.') zero = false;
      if (zero) memmove(buf, buf + 1, strlen(buf));
    }
    return sk_xstrdup(buf);
  }
  if (v == 0) return sk_xstrdup("0");
  snprintf(buf, sizeof buf, "%.9g", v);
  return sk_xstrdup(buf);
}
