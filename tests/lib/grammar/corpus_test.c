/* corpus_test.c — runs a tree-sitter grammar's test/corpus files with the
 * compiled parser, without the tree-sitter CLI, so that CTest checks the
 * committed parser.c on any machine.
 *
 * The corpus format is tree-sitter's: a header (a line of `===`, the test's
 * name, a line of `===`), the input, the longest line of `---`, the expected
 * S-expression. As in `tree-sitter test`, the input loses one trailing LF
 * (and a CR before it), `;` comment lines are dropped from the expected
 * tree, white space is normalised, and field names are compared only when
 * the expected tree has some.
 *
 * Usage: corpus_test LANGUAGE-NAME CORPUS-DIR [--update]
 *   --update rewrites each file with the actual trees (fields included),
 *   indented as tree-sitter writes them; review the diff before committing.
 * Exit status: 0 all passed, 1 a test failed, 2 usage or I/O error. */
#include <ctype.h>
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

/* One grammar per test binary: the CMake target links the parser and
 * passes its name; add a line here for each new grammar. */
const TSLanguage *tree_sitter_bon(void);
const TSLanguage *tree_sitter_lgw(void);
const TSLanguage *tree_sitter_bonespro(void);
static const struct {
  const char *name;
  const TSLanguage *(*fn)(void);
} languages[] = {{"bon", tree_sitter_bon}, {"lgw", tree_sitter_lgw}, {"bonespro", tree_sitter_bonespro}};

typedef struct {
  char *data;
  size_t len, cap;
} Buf;

static void buf_add(Buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    b->cap = (b->len + n + 1) * 2;
    b->data = realloc(b->data, b->cap);
    if (!b->data) abort();
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = '\0';
}
static void buf_str(Buf *b, const char *s) { buf_add(b, s, strlen(s)); }

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  Buf b = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) buf_add(&b, chunk, n);
  fclose(f);
  if (!b.data) buf_add(&b, "", 0);
  *len = b.len;
  return b.data;
}

/* A line of at least three `c` and nothing else (before CR LF). */
static bool rule_line(const char *s, const char *end, char c) {
  const char *p = s;
  while (p < end && *p == c) p++;
  if (p - s < 3) return false;
  if (p < end && *p == '\r') p++;
  return p == end;
}

static const char *line_end(const char *p, const char *end) {
  const char *q = memchr(p, '\n', (size_t)(end - p));
  return q ? q : end;
}

/* Collapses white space to single spaces, drops `;` comment lines and the
 * space before `)`. Returns a malloc'd string. */
static char *normalise(const char *s, size_t n) {
  Buf b = {0};
  buf_add(&b, "", 0);
  const char *p = s, *end = s + n;
  bool space = false;
  while (p < end) {
    const char *e = line_end(p, end);
    const char *q = p;
    while (q < e && isspace((unsigned char)*q)) q++;
    if (q < e && *q == ';') { p = e < end ? e + 1 : end; space = true; continue; }
    for (; p < e; p++) {
      if (isspace((unsigned char)*p)) { space = true; continue; }
      if (space && b.len && *p != ')') buf_add(&b, " ", 1);
      space = false;
      buf_add(&b, p, 1);
    }
    p = e < end ? e + 1 : end;
    space = true;
  }
  return b.data;
}

/* " word: (" marks a field. */
static bool field_at(const char *p, size_t *skip) {
  if (*p != ' ') return false;
  const char *q = p + 1;
  while (isalnum((unsigned char)*q) || *q == '_') q++;
  if (q == p + 1 || q[0] != ':' || q[1] != ' ' || q[2] != '(') return false;
  *skip = (size_t)(q + 2 - p); /* drop " word:" keep " (" */
  return true;
}

static bool has_fields(const char *s) {
  size_t skip;
  for (; *s; s++)
    if (field_at(s, &skip)) return true;
  return false;
}

static char *strip_fields(const char *s) {
  Buf b = {0};
  buf_add(&b, "", 0);
  size_t skip;
  while (*s) {
    if (field_at(s, &skip)) { buf_add(&b, " ", 1); s += skip; continue; }
    buf_add(&b, s, 1);
    s++;
  }
  return b.data;
}

/* tree-sitter's layout: one node per line, two spaces per level, fields
 * before their node. */
static void format_sexp(Buf *out, const char *s) {
  int depth = 0;
  bool line_start = true;
  for (const char *p = s; *p; p++) {
    if (*p == '\'') { /* a quoted character, as in (UNEXPECTED '(') */
      const char *q = strchr(p + 2, '\'');
      size_t n = q ? (size_t)(q + 1 - p) : strlen(p);
      buf_add(out, p, n);
      p += n - 1;
    } else if (*p == '(') {
      if (!line_start) buf_add(out, "\n", 1);
      for (int i = 0; i < depth; i++) buf_add(out, "  ", 2);
      depth++;
      line_start = false;
      buf_add(out, p, 1);
    } else if (*p == ')') {
      depth--;
      buf_add(out, p, 1);
    } else if (*p == ' ') {
      /* A field name goes on its own line before the node it names. */
      size_t skip;
      if (field_at(p, &skip)) {
        buf_add(out, "\n", 1);
        for (int i = 0; i < depth; i++) buf_add(out, "  ", 2);
        buf_add(out, p + 1, skip - 1); /* "word: " */
        p += skip;                     /* at '(' */
        buf_add(out, p, 1);
        depth++;
        line_start = false;
      } else if (p[1] != '(') {
        buf_add(out, p, 1);
      }
    } else {
      buf_add(out, p, 1);
    }
  }
}

static int run_file(TSParser *parser, const char *path, bool update, int *failed,
                    int *passed) {
  size_t len;
  char *text = slurp(path, &len);
  if (!text) { perror(path); return 2; }
  const char *end = text + len;
  Buf rewritten = {0};
  buf_add(&rewritten, "", 0);
  const char *p = text;
  /* Find headers: `===` line, name line(s), `===` line. */
  while (p < end) {
    const char *e1 = line_end(p, end);
    if (!rule_line(p, e1, '=')) { p = e1 < end ? e1 + 1 : end; continue; }
    const char *hdr = p;
    const char *name = e1 + 1;
    const char *e2 = name < end ? line_end(name, end) : end;
    if (name >= end || e2 >= end || rule_line(name, e2, '=')) { p = name; continue; }
    const char *close = e2 + 1, *e3 = line_end(close, end);
    if (!rule_line(close, e3, '=')) { p = close; continue; }
    const char *body = e3 < end ? e3 + 1 : end;
    /* The next header bounds this test. */
    const char *next = body, *stop = end;
    while (next < end) {
      const char *a = line_end(next, end);
      if (rule_line(next, a, '=') && a < end) {
        const char *b = line_end(a + 1, end);
        if (b < end && !rule_line(a + 1, b, '=')) {
          const char *c = line_end(b + 1, end);
          if (rule_line(b + 1, c, '=')) { stop = next; break; }
        }
      }
      next = a < end ? a + 1 : end;
    }
    /* The longest `---` line between body and stop. */
    const char *div = NULL, *div_end = NULL;
    for (const char *q = body; q < stop;) {
      const char *a = line_end(q, stop);
      if (rule_line(q, a, '-') && (!div || a - q > div_end - div)) div = q, div_end = a;
      q = a < stop ? a + 1 : stop;
    }
    size_t name_len = (size_t)(e2 - name);
    while (name_len && isspace((unsigned char)name[name_len - 1])) name_len--;
    if (!div) {
      fprintf(stderr, "%s: test '%.*s' has no --- divider\n", path, (int)name_len, name);
      (*failed)++;
      p = stop;
      continue;
    }
    size_t in_len = (size_t)(div - body);
    if (in_len && body[in_len - 1] == '\n') in_len--;
    if (in_len && body[in_len - 1] == '\r') in_len--;
    const char *out_start = div_end < stop ? div_end + 1 : stop;
    char *expected = normalise(out_start, (size_t)(stop - out_start));

    TSTree *tree = ts_parser_parse_string(parser, NULL, body, (uint32_t)in_len);
    char *raw = ts_node_string(ts_tree_root_node(tree));
    char *actual = has_fields(expected) ? normalise(raw, strlen(raw)) : strip_fields(raw);
    if (update) {
      buf_add(&rewritten, hdr, (size_t)(div_end < end ? div_end + 1 - hdr : end - hdr));
      buf_str(&rewritten, "\n");
      char *full = normalise(raw, strlen(raw));
      format_sexp(&rewritten, full);
      free(full);
      buf_str(&rewritten, stop < end ? "\n\n" : "\n");
      (*passed)++;
    } else if (strcmp(actual, expected) == 0) {
      (*passed)++;
    } else {
      (*failed)++;
      printf("FAIL %s: %.*s\n  expected: %s\n  actual:   %s\n", path, (int)name_len, name,
             expected, actual);
    }
    free(raw);
    free(actual);
    free(expected);
    ts_tree_delete(tree);
    p = stop;
  }
  if (update) {
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(rewritten.data, 1, rewritten.len, f) != rewritten.len) {
      perror(path);
      return 2;
    }
    fclose(f);
  }
  free(rewritten.data);
  free(text);
  return 0;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s LANGUAGE CORPUS-DIR [--update]\n", argv[0]);
    return 2;
  }
  const TSLanguage *lang = NULL;
  for (size_t i = 0; i < sizeof languages / sizeof *languages; i++)
    if (strcmp(languages[i].name, argv[1]) == 0) lang = languages[i].fn();
  if (!lang) { fprintf(stderr, "unknown language '%s'\n", argv[1]); return 2; }
  bool update = argc > 3 && strcmp(argv[3], "--update") == 0;
  TSParser *parser = ts_parser_new();
  if (!ts_parser_set_language(parser, lang)) {
    fprintf(stderr, "the %s parser's ABI %u is not supported by this runtime\n", argv[1],
            ts_language_version(lang));
    return 2;
  }
  DIR *d = opendir(argv[2]);
  if (!d) { perror(argv[2]); return 2; }
  char *names[256];
  size_t n = 0;
  struct dirent *de;
  while ((de = readdir(d)) && n < 256) {
    size_t l = strlen(de->d_name);
    if (l > 4 && strcmp(de->d_name + l - 4, ".txt") == 0) names[n++] = strdup(de->d_name);
  }
  closedir(d);
  qsort(names, n, sizeof *names, cmp_str);
  int failed = 0, passed = 0, status = 0;
  for (size_t i = 0; i < n; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", argv[2], names[i]);
    if (run_file(parser, path, update, &failed, &passed)) status = 2;
    free(names[i]);
  }
  ts_parser_delete(parser);
  if (n == 0) { fprintf(stderr, "%s: no *.txt files\n", argv[2]); return 2; }
  printf("%s corpus: %d passed, %d failed%s\n", argv[1], passed, failed,
         update ? " (rewritten)" : "");
  return status ? status : failed ? 1 : 0;
}
