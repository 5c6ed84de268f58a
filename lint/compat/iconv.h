/* iconv.h — Windows stand-in (sk_compat.h; lint/compat/win32.c): the
 * conversions skellint makes (UTF-8, CP932/Shift_JIS, other Windows code
 * pages) one character at a time over MultiByteToWideChar, with iconv's
 * E2BIG/EILSEQ/EINVAL stops. */
#ifndef SK_COMPAT_ICONV_H
#define SK_COMPAT_ICONV_H
#include <stddef.h>
typedef struct sk_iconv *iconv_t;
iconv_t sk_iconv_open(const char *to, const char *from);
size_t sk_iconv(iconv_t cd, char **in, size_t *inleft, char **out, size_t *outleft);
int sk_iconv_close(iconv_t cd);
#define iconv_open sk_iconv_open
#define iconv sk_iconv
#define iconv_close sk_iconv_close
#endif
