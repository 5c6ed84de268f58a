/* sys/uio.h — Windows stand-in (sk_compat.h; lint/compat/win32.c). */
#ifndef SK_COMPAT_SYS_UIO_H
#define SK_COMPAT_SYS_UIO_H
#include <stddef.h>
#include <sys/types.h>
struct iovec { void *iov_base; size_t iov_len; };
ssize_t writev(int fd, const struct iovec *iov, int n);
#endif
