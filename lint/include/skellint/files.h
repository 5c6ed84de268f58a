/* skellint/files.h — the files layer: the scope a file may open others in, real
 * paths, trust, reading files and telling when one changed, .gitignore. One header per layer of lint/ (docs/architecture.md); skellint.h includes them all. */
#ifndef SKELLINT_FILES_H
#define SKELLINT_FILES_H

#include "text.h"

/* ------------------------------------------------------------------ */
/* Scope: the project a file may make skellint open others in          */
/* ------------------------------------------------------------------ */

/* A .cfg names files, a setting names a skeleton, a symlink points
 * anywhere: skellint opens such files only inside the project's roots
 * (the folder of the nearest .skellint.json or .git above the file
 * checked, the editor's workspace folders, folders the user allows),
 * judged on the resolved path. A scope with no folder allows nothing; no
 * scope (NULL) allows every path (what the user names: tests, fuzzers).
 * Paths are never read here: stat and realpath only. Whether a path is
 * inside costs one hash look-up per folder above it, whatever the number
 * of roots. */
typedef struct SkScope SkScope;
SkScope *sk_scope_new(void);
/* A scope that also holds every root of `base` (borrowed: it must outlive
 * the new scope), without copying them. */
SkScope *sk_scope_new_over(const SkScope *base);
void sk_scope_free(SkScope *s);
/* Adds the folder `dir` (resolved now); false when it does not exist. */
bool sk_scope_add(SkScope *s, const char *dir);
/* Removes the folder `dir` (resolved now, else as named); false when it
 * was not a root. The last root takes its place in sk_scope_roots. */
bool sk_scope_remove(SkScope *s, const char *dir);
/* The scope's own roots (not those of the scope it lies over). */
size_t sk_scope_roots(const SkScope *s, const char *const **roots);
/* Whether the scope (and the scopes it lies over) has no root. */
bool sk_scope_is_empty(const SkScope *s);
typedef enum { SK_SCOPE_INSIDE, SK_SCOPE_OUTSIDE, SK_SCOPE_MISSING } SkScopeVerdict;
/* Where `path` resolves: inside a root, outside every root, or nowhere.
 * A path that does not exist is OUTSIDE when it would lie outside if it
 * did (the resolved form of the part that exists and the rest as
 * written), so that an outside name gets the same answer whether or not
 * it exists; MISSING only inside. */
SkScopeVerdict sk_scope_judge(const SkScope *s, const char *path);
/* The judgement of a file once opened (fd, opened by the name `path`):
 * INSIDE only when the name resolves inside and to that very file (same
 * device and inode), so that a name swapped for a symlink between the
 * look-up and the open is refused (OUTSIDE). NULL scope: INSIDE. */
SkScopeVerdict sk_scope_judge_open(const SkScope *s, const char *path, int fd);
/* The same for a path already resolved (sk_real_path). */
bool sk_scope_holds_real(const SkScope *s, const char *real);
/* The resolved folder `path` names, or the resolved folder holding the file
 * `path` names as written (which need not exist: an unsaved buffer), or
 * NULL. Caller frees. */
char *sk_real_folder(const char *path);
/* realpath(3), or NULL. Caller frees. */
char *sk_real_path(const char *path);
/* The resolved folder of the nearest trusted .skellint.json or .git at or
 * above `path` (a file or a folder), or NULL. Caller frees. */
char *sk_project_root(const char *path);
/* Trust (trust.c): whether a .skellint.json or .git at `path` may be
 * believed — it belongs to the user or to root, or no folder it lies in
 * may be written by anyone (git's safe.directory). One that is not is
 * passed over by sk_config_find and sk_project_root as if absent, and a
 * notice saying so is queued, once per path and process. */
bool sk_marker_trusted(const char *path);
/* The next notice of a marker ignored (malloc'd, one line, safe for a
 * terminal), or NULL. */
char *sk_trust_notice(void);
/* Whether `path` lies on one of the kernel's pseudo file systems (/proc,
 * /sys, …), whose "regular files" may block or hold secrets. */
bool sk_path_on_pseudo_fs(const char *path);
/* The same for an open file. */
bool sk_fd_on_pseudo_fs(int fd);
/* A regular file on an ordinary file system. */
bool sk_path_is_plain_file(const char *path);

/* ------------------------------------------------------------------ */
/* Files on disk: reading them, and telling when one changed           */
/* ------------------------------------------------------------------ */

/* What stat(2) said of a file, enough to tell that it changed
 * (file_cache.c). */
typedef struct {
  uint64_t dev, ino, size;
  int64_t mtime_s, ctime_s;
  long mtime_ns, ctime_ns;
  bool regular;
} SkFileStamp;
/* stat(2) of `path` into *out; false when it fails. */
bool sk_file_stamp(const char *path, SkFileStamp *out);
/* Whether two stamps are of one file, unchanged: the same device, inode,
 * size, mtime and ctime (`cp -p` and `rsync -t` restore the mtime, not
 * the ctime). The CLI's --fix and the language server's cache both judge
 * a change by it. */
bool sk_file_stamp_same(const SkFileStamp *a, const SkFileStamp *b);
/* Whether two paths name one file: the same string, or the same device
 * and inode. */
bool sk_path_same_file(const char *a, const char *b);
/* The regular file at `path` as a source (Shift_JIS tried), or NULL when
 * it cannot be read, is not a regular file or holds more than `cap` bytes.
 * Free with sk_source_free. */
SkSource *sk_file_read(const char *path, size_t cap);
/* The same, judged as opened: NULL unless the file opened is inside
 * `within` (sk_scope_judge_open; NULL: anywhere). */
SkSource *sk_file_read_in(const SkScope *within, const char *path, size_t cap);
/* The stamp of what stat(2) said. */
struct stat;
void sk_file_stamp_from(const struct stat *st, SkFileStamp *out);
/* fstat(2) of an open file into *out. */
bool sk_file_stamp_fd(int fd, SkFileStamp *out);

/* A cache of what a caller makes of files read from disk (the language
 * server's checked skeletons), each kept while the file's stamp is
 * unchanged; a file changed within a second of being read is read again
 * on every look-up (a time stamp's tick may hide a second write).
 * `free_value` (or NULL) frees what `make` made. */
typedef struct SkFileCache SkFileCache;
typedef void *(*SkFileMake)(SkSource *src, void *arg);
typedef bool (*SkFileStale)(const char *path, const SkFileStamp *st, void *arg);
SkFileCache *sk_file_cache_new(void (*free_value)(void *));
void sk_file_cache_free(SkFileCache *c);
/* What `make(src, arg)` made of the file at `path`: the value kept while
 * the file is unchanged, else the file read again (its old value freed)
 * and `make` called, taking `src`. NULL when the file cannot be read or is
 * not a regular file; when it holds more than `cap` bytes, NULL with its
 * size in *too_big (may be NULL; set to 0 otherwise). The value belongs to
 * the cache. */
void *sk_file_cache_get(SkFileCache *c, const char *path, size_t cap, SkFileMake make, void *arg,
                        uint64_t *too_big);
/* The same, a file read only when the file opened is inside `within`
 * (sk_scope_judge_open; NULL: anywhere). */
void *sk_file_cache_get_in(SkFileCache *c, const SkScope *within, const char *path, size_t cap,
                           SkFileMake make, void *arg, uint64_t *too_big);
/* Forgets the copies of `path`: by that name, or the same file on disk. */
void sk_file_cache_forget(SkFileCache *c, const char *path);
/* Forgets every copy for which `stale(path, stamp, arg)` says true. */
void sk_file_cache_forget_if(SkFileCache *c, SkFileStale stale, void *arg);

/* ------------------------------------------------------------------ */
/* Ignore files: .gitignore patterns (ignore.c)                         */
/* ------------------------------------------------------------------ */

/* The patterns of one .gitignore, matched as git does (gitignore(5):
 * negation, folder-only patterns, anchored patterns, `**`, classes) with
 * no git needed. `base` is the file's folder relative to the walk's root
 * ("" or ending in '/'); paths matched are relative to the same root. */
typedef struct SkIgnore SkIgnore;
typedef enum { SK_IGNORE_NONE, SK_IGNORE_IGNORED, SK_IGNORE_KEPT } SkIgnoreVerdict;
/* win: letters match in either case, as git's core.ignorecase makes them
 * on Windows (sk_ignore_parse: the system's own way). */
SkIgnore *sk_ignore_parse_for(bool win, const char *text, size_t len, const char *base);
#define sk_ignore_parse(text, len, base) sk_ignore_parse_for(SK_PATH_WIN, text, len, base)
void sk_ignore_free(SkIgnore *ig);
/* What the last pattern matching `rel` (a file, or a folder when is_dir)
 * says: ignored, kept (a '!' pattern), or nothing (no pattern matches, or
 * `rel` is not below the file's folder). *pattern (as written) and *line
 * (1-based) say which pattern; both may be NULL. */
SkIgnoreVerdict sk_ignore_match(const SkIgnore *ig, const char *rel, bool is_dir,
                                const char **pattern, uint32_t *line);

#endif
