/* poll.h — Windows stand-in (sk_compat.h; lint/compat/win32.c): POLLIN on
 * one descriptor, a pipe, console or file, as the language server waits on
 * stdin. */
#ifndef SK_COMPAT_POLL_H
#define SK_COMPAT_POLL_H
#define POLLIN 0x001
#define POLLERR 0x008
#define POLLHUP 0x010
struct pollfd { int fd; short events, revents; };
int poll(struct pollfd *fds, unsigned long nfds, int timeout_ms);
#endif
