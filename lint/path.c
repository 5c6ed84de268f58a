/* path.c — how a path is spelt (skellint.h, "Paths"): the one place that
 * knows separators, roots, folders, joining and comparing.
 *
 * POSIX: only '/' separates, a root is "/", names compare byte for byte.
 * Windows: '\' and '/' both separate; a root is "C:\" (or "C:/"), "C:" (the
 * current folder of drive C), "\" (the current drive), a share
 * "\\host\share\" (or "//host/share/"), "\\?\C:\" or "\\?\UNC\host\share\";
 * names compare without ASCII letter case, as NTFS and FAT do.
 *
 * Every function takes `win` (the Windows rules or the POSIX ones), so the
 * tests check both on any system; skellint.h's sk_path_* macros pass the
 * system's own. Nothing here looks at the disk. */
#include "report.h"

static bool is_sep(bool win, char c) { return c == '/' || (win && c == '\\'); }

static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool sk_path_sep_for(bool win, char c) { return is_sep(win, c); }

/* The end of the name starting at p[i] (the next separator or the end). */
static size_t name_end(bool win, const char *p, size_t i) {
  while (p[i] && !is_sep(win, p[i])) i++;
  return i;
}

/* After "host\share" starting at p[i]: past the share's separator. */
static size_t past_share(bool win, const char *p, size_t i) {
  i = name_end(win, p, i);
  if (p[i]) i = name_end(win, p, i + 1);
  return p[i] ? i + 1 : i;
}

size_t sk_path_root_len_for(bool win, const char *p) {
  if (!p) return 0;
  if (!win) return p[0] == '/' ? 1 : 0;
  if (is_sep(win, p[0]) && is_sep(win, p[1])) {
    /* \\?\ and \\.\: the Win32 namespaces. */
    if ((p[2] == '?' || p[2] == '.') && is_sep(win, p[3])) {
      const char *q = p + 4;
      if (is_letter(q[0]) && q[1] == ':') return is_sep(win, q[2]) ? 7 : 6;
      if ((q[0] | 0x20) == 'u' && (q[1] | 0x20) == 'n' && (q[2] | 0x20) == 'c' && is_sep(win, q[3]))
        return past_share(win, p, 8);
      return p[name_end(win, p, 4)] ? name_end(win, p, 4) + 1 : name_end(win, p, 4);
    }
    return past_share(win, p, 2); /* \\host\share\ */
  }
  if (is_letter(p[0]) && p[1] == ':') return is_sep(win, p[2]) ? 3 : 2;
  return is_sep(win, p[0]) ? 1 : 0;
}

bool sk_path_is_absolute_for(bool win, const char *p) {
  size_t r = sk_path_root_len_for(win, p);
  if (!win) return r > 0;
  /* "C:x" and "\x" depend on the current folder or drive. */
  return r > 0 && !(r == 2 && p[1] == ':') && !(r == 1);
}

bool sk_path_is_unc_for(bool win, const char *p) {
  if (!win || !p || !is_sep(win, p[0]) || !is_sep(win, p[1])) return false;
  /* \\?\C:\ is a local drive; \\?\UNC\, \\.\ (devices) and \\host are not. */
  return !(p[2] == '?' && is_sep(win, p[3]) && is_letter(p[4]) && p[5] == ':');
}

size_t sk_path_dir_len_for(bool win, const char *p) {
  if (!p) return 0;
  size_t root = sk_path_root_len_for(win, p), last = 0;
  bool any = false;
  for (size_t i = root; p[i]; i++)
    if (is_sep(win, p[i])) last = i, any = true;
  return any ? last + 1 : root;
}

const char *sk_path_base_for(bool win, const char *p) { return p + sk_path_dir_len_for(win, p); }

char *sk_path_folder_for(bool win, const char *p) {
  size_t d = sk_path_dir_len_for(win, p), root = sk_path_root_len_for(win, p);
  if (d == 0) return sk_xstrdup(".");
  return sk_xstrndup(p, d > root ? d - 1 : d);
}

bool sk_path_up_for(bool win, char *p) {
  size_t root = sk_path_root_len_for(win, p), n = strlen(p);
  while (n > root && is_sep(win, p[n - 1])) n--; /* "a/b/" is "a/b" */
  if (n <= root) return false;                   /* a root, or empty */
  p[n] = '\0';
  size_t d = sk_path_dir_len_for(win, p);
  if (d == 0) return false; /* "a": no folder written */
  p[d > root ? d - 1 : d] = '\0';
  return true;
}

char *sk_path_join_for(bool win, const char *dir, const char *name) {
  if (!dir || !*dir) return sk_xstrdup(name);
  size_t n = strlen(dir);
  if (!win) return sk_xasprintf("%s%s%s", dir, dir[n - 1] == '/' ? "" : "/", name);
  /* The separator the folder is written with (the user's own), '\' when
   * it has none; the name's separators are written the same way. */
  char sep = '\\';
  for (size_t i = n; i-- > 0;)
    if (is_sep(win, dir[i])) {
      sep = dir[i];
      break;
    }
  bool bare = is_sep(win, dir[n - 1]) || sk_path_root_len_for(win, dir) == n; /* "C:" */
  char *out = sk_xasprintf("%s%s%s", dir, bare ? "" : (sep == '/' ? "/" : "\\"), name);
  for (char *c = out + n; *c; c++)
    if (is_sep(win, *c)) *c = sep;
  return out;
}

static char fold(bool win, char c) {
  if (win && c >= 'A' && c <= 'Z') return (char)(c - 'A' + 'a');
  if (win && c == '\\') return '/';
  return c;
}

/* Whether the first n bytes of a and b name the same thing. */
static bool same_n(bool win, const char *a, const char *b, size_t n) {
  if (!win) return strncmp(a, b, n) == 0;
  for (size_t i = 0; i < n; i++) {
    char x = fold(win, a[i]), y = fold(win, b[i]);
    if (x != y) return false;
    if (!x) return true;
  }
  return true;
}

bool sk_path_eq_for(bool win, const char *a, const char *b) {
  size_t n = strlen(a);
  return n == strlen(b) && same_n(win, a, b, n);
}

const char *sk_path_after_for(bool win, const char *path, const char *dir) {
  size_t n = strlen(dir);
  if (n == 0 || !same_n(win, path, dir, n)) return NULL;
  if (is_sep(win, dir[n - 1])) return path + n; /* "/" or "C:\" */
  return is_sep(win, path[n]) ? path + n + 1 : NULL;
}

bool sk_path_is_below_for(bool win, const char *real, const char *root) {
  size_t n = strlen(root);
  if (!win) {
    if (n == 1 && root[0] == '/') return real[0] == '/';
    return strncmp(real, root, n) == 0 && (real[n] == '\0' || real[n] == '/');
  }
  while (n > sk_path_root_len_for(win, root) && is_sep(win, root[n - 1])) n--;
  if (n == 0 || !same_n(win, real, root, n)) return false;
  return real[n] == '\0' || is_sep(win, real[n]) || is_sep(win, root[n - 1]);
}

char *sk_path_slashed_for(bool win, const char *p) {
  char *out = sk_xstrdup(p);
  if (win)
    for (char *c = out; *c; c++)
      if (*c == '\\') *c = '/';
  return out;
}

/* Appends p[0, n) with '/' separators and every byte but the unreserved
 * ones (RFC 3986) and '/' percent-escaped. */
static void put_escaped(bool win, SkBuf *b, const char *p, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)p[i];
    if (is_sep(win, (char)c))
      sk_buf_putc(b, '/');
    else if (is_letter((char)c) || (c >= '0' && c <= '9') || strchr("-._~", c))
      sk_buf_putc(b, (char)c);
    else
      sk_buf_append(b, (char[3]){'%', hex[c >> 4], hex[c & 15]}, 3);
  }
}

char *sk_path_uri_for(bool win, const char *p, SkUriDrive drive) {
  SkBuf b = {0};
  if (!sk_path_is_absolute_for(win, p)) {
    put_escaped(win, &b, p, strlen(p));
    return b.data ? sk_buf_take(&b) : sk_xstrdup("");
  }
  sk_buf_puts(&b, "file://");
  bool share = false;
  if (win && is_sep(win, p[0]) && is_sep(win, p[1])) {
    const char *q = p + 4;
    if (p[2] != '?' || !is_sep(win, p[3])) /* \\host\share\x */
      p += 2, share = true;
    else if ((q[0] | 0x20) == 'u' && (q[1] | 0x20) == 'n' && (q[2] | 0x20) == 'c' && is_sep(win, q[3]))
      p = q + 4, share = true; /* \\?\UNC\host\share\x */
    else
      p = q; /* \\?\C:\x */
  }
  /* A share's host is the URI's authority (file://host/share/x), a
   * drive the first segment (file:///C:/x). */
  if (win && !share && is_letter(p[0]) && p[1] == ':') {
    if (drive == SK_URI_DRIVE_VSCODE)
      sk_buf_printf(&b, "/%c%%3A", p[0] | 0x20);
    else
      sk_buf_printf(&b, "/%c:", p[0]);
    p += 2;
  }
  put_escaped(win, &b, p, strlen(p));
  return sk_buf_take(&b);
}
