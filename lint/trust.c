/* trust.c — which configuration files and project markers skellint
 * believes (skellint.h, "Trust").
 *
 * A `.skellint.json` decides which rules run and where the project ends;
 * a `.git` decides the project's root. On a shared machine anyone may
 * create such a file in a folder anyone may write (/tmp, with or without
 * the sticky bit), and it would then govern every checkout below it. As
 * git does with `safe.directory`, a marker is trusted when it belongs to
 * the user running skellint or to root, or when no folder it lies in (up
 * to "/") may be written by anyone; otherwise it is ignored as if absent.
 * Each ignored marker is told once per process (sk_trust_notice): the CLI
 * prints it on stderr, the language server logs it. */
#include "skellint/files.h"
#include "report.h"

#include <pthread.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char **pending;   /* notices not taken yet */
static size_t npending;

#ifndef _WIN32 /* no owners to compare there (sk_marker_trusted) */
static char **told;      /* paths told about (never twice) */
static size_t ntold, told_cap, pending_cap;

/* The first folder at or above `dir` that anyone may write, or NULL.
 * Caller frees. */
static char *open_folder_above(const char *dir) {
  char *d = sk_real_path(dir);
  while (d) {
    struct stat st;
    if (stat(d, &st) == 0 && (st.st_mode & S_IWOTH)) return d;
    char *slash = strrchr(d, '/');
    if (!slash || (slash == d && d[1] == '\0')) break;
    if (slash == d) d[1] = '\0';
    else *slash = '\0';
  }
  free(d);
  return NULL;
}

static void note_once(const char *path, char *notice) {
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < ntold; i++)
    if (strcmp(told[i], path) == 0) {
      pthread_mutex_unlock(&lock);
      free(notice);
      return;
    }
  if (ntold == told_cap) told = sk_xrealloc(told, (told_cap = told_cap ? 2 * told_cap : 8) * sizeof *told);
  told[ntold++] = sk_xstrdup(path);
  if (npending == pending_cap)
    pending = sk_xrealloc(pending, (pending_cap = pending_cap ? 2 * pending_cap : 8) * sizeof *pending);
  pending[npending++] = notice;
  pthread_mutex_unlock(&lock);
}

#endif

bool sk_marker_trusted(const char *path) {
#ifdef _WIN32 /* no owners to compare (lint/compat) */
  (void)path;
  return true;
#else
  struct stat st;
  if (lstat(path, &st) != 0) return true; /* nothing there to distrust */
  if (st.st_uid == geteuid() || st.st_uid == 0) return true;
  const char *slash = strrchr(path, '/');
  char *dir = slash ? sk_xstrndup(path, slash == path ? 1 : (size_t)(slash - path)) : sk_xstrdup(".");
  char *open = open_folder_above(dir);
  free(dir);
  if (!open) return true;
  char *shown = sk_display_text(path, strlen(path), 300);
  char *where = sk_display_text(open, strlen(open), 300);
  note_once(path, sk_xasprintf("ignoring '%s': it belongs to another user (uid %lu) and lies in '%s', "
                          "a folder anyone may write; a configuration or project marker there "
                          "is not trusted (make it yours, or move the project)",
                          shown, (unsigned long)st.st_uid, where));
  free(shown);
  free(where);
  free(open);
  return false;
#endif
}

char *sk_trust_notice(void) {
  pthread_mutex_lock(&lock);
  char *n = NULL;
  if (npending) {
    n = pending[0];
    memmove(pending, pending + 1, --npending * sizeof *pending);
  }
  pthread_mutex_unlock(&lock);
  return n;
}
