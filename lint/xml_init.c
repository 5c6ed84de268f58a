/* xml_init.c — libxml2's process-wide set-up, done once.
 *
 * libxml2 keeps two things per process that a multi-threaded caller must
 * not race on: its parser globals (xmlInitParser) and the external entity
 * loader (xmlSetExternalEntityLoader, a plain global pointer). Setting the
 * loader around every parse — and restoring the previous one after — is a
 * data race as soon as two threads parse XML at once (`check -j N`), and
 * one thread's restore can briefly leave another's parse with the default
 * loader. So the loader is installed once, here, and never restored: a
 * deny-all loader, since a linter must never read DTDs, entities or the
 * network (docs/architecture.md, "Contracts"). sk_init runs once per process
 * (pthread_once); the XML front-ends call it too, so callers that forget
 * it are still safe, but a threaded program calls it before its threads
 * start. */
#include "front_end.h" /* sk_init, declared for the XML reader */

#include <libxml/parser.h>
#include <pthread.h>

static xmlParserInputPtr deny_all(const char *url, const char *id, xmlParserCtxtPtr ctxt) {
  (void)url, (void)id, (void)ctxt;
  return NULL;
}

static void init_once(void) {
  xmlInitParser();
  xmlSetExternalEntityLoader(deny_all);
}

void sk_init(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, init_once);
}
