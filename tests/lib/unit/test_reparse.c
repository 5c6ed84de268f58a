/* test_reparse.c — incremental re-parsing (lint/reparse.c) gives exactly
 * the diagnostics of a fresh check. Every case file of the tree-sitter
 * formats is edited many times at pseudo-random places (characters typed,
 * ranges deleted, text pasted, several edits between two checks); after
 * each round the document is checked from its kept, edited tree and from
 * nothing, and the two lists of diagnostics must be identical. A .bon
 * larger than the front-end's 64 KiB chunk checks that the one-tree parse
 * of the language server agrees with the chunked parse of the CLI. And an
 * edit in a long run of data lines is re-lexed locally, not as a whole.
 * XSF and Dash JSON keep their model instead (sk_reparse_keep): every case
 * file is edited the same way, with edits aimed at numbers (inside one
 * bone) mixed in, and compared with a fresh check; given edits show which
 * ones re-read one bone and which read the whole text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#include <tree_sitter/api.h>

static uint32_t rng = 2463534242u;
static uint32_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}

static void assert_same(const SkDocument *a, const SkDocument *b, const char *what) {
  if (a->diags.count != b->diags.count)
    fail_msg("%s: %zu diagnostics incrementally, %zu fresh", what, (size_t)a->diags.count,
             (size_t)b->diags.count);
  for (size_t i = 0; i < a->diags.count; i++) {
    const SkDiagnostic *x = &a->diags.items[i], *y = &b->diags.items[i];
    if (x->rule != y->rule || x->span.start != y->span.start || x->span.end != y->span.end ||
        x->severity != y->severity || strcmp(x->message, y->message) != 0)
      fail_msg("%s: diagnostic %zu differs:\n  incremental: %s\n  fresh:       %s", what, i,
               x->message, y->message);
  }
}

/* An offset at a character boundary. */
static uint32_t boundary(const SkSource *s, uint32_t at) {
  while (at < s->len && ((unsigned char)s->text[at] & 0xC0) == 0x80) at++;
  return at;
}

/* One random edit of doc's text, reported to r first. */
static void edit(SkDocument *doc, SkReparse *r) {
  static const char typed[] = "0123456789 :,\n\r\"-.eabXYZ{}\t";
  SkSource *s = doc->src;
  uint32_t start = boundary(s, s->len ? next() % (uint32_t)(s->len + 1) : 0), end = start;
  char buf[64];
  size_t n = 0;
  switch (next() % 4) {
  case 0: /* type a character */
    buf[n++] = typed[next() % (sizeof typed - 1)];
    break;
  case 1: { /* delete a few bytes */
    uint32_t k = next() % 6;
    end = boundary(s, start + k > s->len ? (uint32_t)s->len : start + k);
    break;
  }
  case 2: { /* paste a piece of the text from elsewhere */
    uint32_t from = boundary(s, s->len ? next() % (uint32_t)s->len : 0);
    uint32_t k = 1 + next() % 40;
    uint32_t to = boundary(s, from + k > s->len ? (uint32_t)s->len : from + k);
    n = to - from;
    memcpy(buf, s->text + from, n);
    break;
  }
  default: /* replace a few bytes with a line break and a digit */
    end = boundary(s, start + 3 > s->len ? (uint32_t)s->len : start + 3);
    buf[n++] = '\n';
    buf[n++] = (char)('0' + next() % 10);
  }
  sk_reparse_edit(r, s, start, end, buf, n);
  assert_true(sk_source_replace(s, start, end, buf, n));
}

/* Checks `text` as `format` fresh and edits it for `rounds` rounds,
 * comparing the incremental and fresh checks after each. */
static void differential(const char *name, const char *text, size_t len, SkFormat format,
                         int rounds) {
  SkReparse *r = sk_reparse_new();
  SkDocument *doc = sk_document_check_reparse(sk_source_new(name, text, len, false), format, NULL, r);
  int clean = 0; /* rounds whose text has no syntax error: those re-parse from the kept tree */
  for (int round = 0; round < rounds; round++) {
    int edits = 1 + (int)(next() % 3);
    for (int e = 0; e < edits; e++) edit(doc, r);
    SkSource *cur = doc->src;
    SkDocument *inc = sk_document_check_reparse(sk_source_new(name, cur->text, cur->len, false),
                                                format, NULL, r);
    SkDocument *fresh = sk_document_check(sk_source_new(name, cur->text, cur->len, false), format, NULL);
    char what[512];
    snprintf(what, sizeof what, "%s after round %d", name, round + 1);
    assert_same(inc, fresh, what);
    bool syntax_error = false;
    for (size_t i = 0; i < fresh->diags.count; i++)
      if (fresh->diags.items[i].rule == SK_RULE_SK001) syntax_error = true;
    clean += !syntax_error;
    sk_document_free(fresh);
    sk_document_free(doc);
    doc = inc;
  }
  /* A text with a syntax error is parsed afresh (reparse.c); one without
   * must have been re-parsed from the kept tree (a text can have an SK001
   * that is not a parse error, hence at least). */
  if (sk_reparse_count(r) < (uint32_t)clean)
    fail_msg("%s: %u of %d checks re-parsed incrementally, %d without a syntax error", name,
             sk_reparse_count(r), rounds, clean);
  sk_document_free(doc);
  sk_reparse_free(r);
}

/* Replaces or types a character at a digit found from a random offset
 * (inside a bone's numbers, mostly), reported to r first. */
static void edit_number(SkDocument *doc, SkReparse *r) {
  static const char typed[] = "0123456789-.ex ";
  SkSource *s = doc->src;
  if (!s->len) return;
  uint32_t at = next() % (uint32_t)s->len;
  while (at < s->len && !(s->text[at] >= '0' && s->text[at] <= '9')) at++;
  if (at >= s->len) return;
  char c = typed[next() % (sizeof typed - 1)];
  uint32_t end = next() % 2 ? at + 1 : at;
  sk_reparse_edit(r, s, at, end, &c, 1);
  assert_true(sk_source_replace(s, at, end, &c, 1));
}

/* As differential, for a front-end that re-uses its kept model: the last
 * document hands its model over before the next check; a round after one
 * that broke the syntax puts the original text back. Returns how many
 * checks re-used the kept model. */
static uint32_t differential_kept(const char *name, const char *text, size_t len, SkFormat format,
                                  int rounds) {
  SkReparse *r = sk_reparse_new();
  SkDocument *doc = sk_document_check_reparse(sk_source_new(name, text, len, false), format, NULL, r);
  for (int round = 0; round < rounds; round++) {
    bool broken = false; /* the last round broke the syntax: start again from the text */
    for (size_t k = 0; k < doc->diags.count; k++)
      broken |= doc->diags.items[k].rule == SK_RULE_SK001 || doc->diags.items[k].rule == SK_RULE_SK003;
    if (broken) {
      sk_reparse_edit(r, doc->src, 0, (uint32_t)doc->src->len, text, len);
      assert_true(sk_source_replace(doc->src, 0, (uint32_t)doc->src->len, text, len));
    } else {
      int edits = next() % 4 == 0 ? 2 : 1;
      for (int e = 0; e < edits; e++) next() % 3 ? edit_number(doc, r) : edit(doc, r);
    }
    SkSource *cur = doc->src;
    sk_reparse_keep(r, doc);
    SkDocument *inc = sk_document_check_reparse(sk_source_new(name, cur->text, cur->len, false),
                                                format, NULL, r);
    SkDocument *fresh = sk_document_check(sk_source_new(name, cur->text, cur->len, false), format, NULL);
    char what[8300];
    snprintf(what, sizeof what, "%s after round %d", name, round + 1);
    assert_same(inc, fresh, what);
    sk_document_free(fresh);
    sk_document_free(doc);
    doc = inc;
  }
  uint32_t reused = sk_reparse_count(r);
  sk_document_free(doc);
  sk_reparse_free(r);
  return reused;
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = sk_xmalloc((size_t)n + 1);
  *len = fread(b, 1, (size_t)n, f);
  fclose(f);
  return b;
}

static void cases_of(const char *folder, SkFormat format) {
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/%s", SK_CASES_DIR, folder);
  DIR *d = opendir(dir);
  assert_non_null(d);
  int files = 0;
  for (struct dirent *e; (e = readdir(d));) {
    const char *dot = strrchr(e->d_name, '.');
    if (e->d_name[0] == '.' || !dot || !strcmp(dot, ".expected") || !strcmp(dot, ".args")) continue;
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    size_t len = 0;
    char *bytes = slurp(path, &len);
    assert_non_null(bytes);
    if (sk_utf16_kind(bytes, len)) { /* not parsed at all (SK004) */
      free(bytes);
      continue;
    }
    /* The text as the editor holds it (a Shift_JIS file decoded). */
    SkSource *src = sk_source_new(path, bytes, len, format == SK_FORMAT_BON);
    differential(path, src->text, src->len, format, 25);
    sk_source_free(src);
    free(bytes);
    files++;
  }
  closedir(d);
  assert_true(files > 3);
}

/* Every case file of a format that keeps its model, edited; returns how
 * many checks re-used the kept model. */
static uint32_t kept_files_in(const char *dir, const char *ext, SkFormat format, int least);

static uint32_t kept_cases_of(const char *folder, const char *ext, SkFormat format) {
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/%s", SK_CASES_DIR, folder);
  return kept_files_in(dir, ext, format, 4);
}

static uint32_t kept_files_in(const char *dir, const char *ext, SkFormat format, int least) {
  DIR *d = opendir(dir);
  assert_non_null(d);
  uint32_t reused = 0;
  int files = 0;
  for (struct dirent *e; (e = readdir(d));) {
    const char *dot = strrchr(e->d_name, '.');
    if (e->d_name[0] == '.' || !dot || strcmp(dot, ext) != 0) continue;
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    size_t len = 0;
    char *bytes = slurp(path, &len);
    assert_non_null(bytes);
    if (!sk_utf16_kind(bytes, len)) {
      SkSource *src = sk_source_new(path, bytes, len, false);
      reused += differential_kept(path, src->text, src->len, format, 25);
      sk_source_free(src);
      files++;
    }
    free(bytes);
  }
  closedir(d);
  assert_true(files >= least);
  return reused;
}

/* The real skeletons of ../shared/corpus (other people's exporters), when
 * it is there. */
static void xsf_corpus(void **state) {
  (void)state;
  char dir[4096];
  const char *corpus = getenv("SKELLINT_CORPUS");
  snprintf(dir, sizeof dir, "%s/xsf", corpus ? corpus : SK_CASES_DIR "/../../../shared/corpus");
  DIR *d = opendir(dir);
  if (!d) {
    print_message("SKIP: no corpus at %s (set SKELLINT_CORPUS)\n", dir);
    skip();
  }
  closedir(d);
  uint32_t reused = kept_files_in(dir, ".xsf", SK_FORMAT_XSF, 1);
  print_message("xsf corpus: %u checks re-read one bone\n", reused);
  assert_true(reused > 0);
}

static void xsf_cases(void **state) {
  (void)state;
  uint32_t reused = kept_cases_of("xsf", ".xsf", SK_FORMAT_XSF);
  print_message("xsf: %u checks re-read one bone\n", reused);
  assert_true(reused > 400);
}

static void dashjson_cases(void **state) {
  (void)state;
  uint32_t reused = kept_cases_of("dashjson", ".json", SK_FORMAT_DASHJSON);
  print_message("dashjson: %u checks re-read one bone\n", reused);
  assert_true(reused > 80);
}

/* Given edits of a small XSF and Dash JSON: whether each re-used the kept
 * model (1) or read the whole text (0), and the findings always those of
 * a fresh check. */
typedef struct {
  /* The edit replaces the first occurrence of `find` by `with`; or, when
   * `find` has a part between « and », that part only. */
  const char *find;
  const char *with;
  const char *find2, *with2; /* a second edit before the same check, or NULL */
  int reused;
} GivenEdit;

static void given_edits(const char *name, SkFormat format, const char *text, const GivenEdit *g,
                        size_t n) {
  SkReparse *r = sk_reparse_new();
  SkDocument *doc = sk_document_check_reparse(sk_source_new(name, text, strlen(text), false), format, NULL, r);
  for (size_t i = 0; i < n; i++) {
    uint32_t before = sk_reparse_count(r);
    for (int k = 0; k < 2; k++) {
      const char *find = k ? g[i].find2 : g[i].find, *with = k ? g[i].with2 : g[i].with;
      if (!find) continue;
      SkSource *s = doc->src;
      char plain[512];
      const char *open = strstr(find, "«"), *close = strstr(find, "»");
      size_t lead = open ? (size_t)(open - find) : 0;
      size_t mid = open ? (size_t)(close - open) - strlen("«") : strlen(find);
      snprintf(plain, sizeof plain, "%.*s%.*s%s", (int)lead, find, (int)mid,
               open ? open + strlen("«") : find, open ? close + strlen("»") : "");
      const char *at = strstr(s->text, plain);
      if (!at) fail_msg("%s, edit %zu: '%s' is not in the text:\n%s", name, i + 1, plain, s->text);
      uint32_t start = (uint32_t)(at - s->text + lead), end = start + (uint32_t)mid;
      sk_reparse_edit(r, s, start, end, with, strlen(with));
      assert_true(sk_source_replace(s, start, end, with, strlen(with)));
    }
    SkSource *cur = doc->src;
    sk_reparse_keep(r, doc);
    SkDocument *inc = sk_document_check_reparse(sk_source_new(name, cur->text, cur->len, false), format, NULL, r);
    SkDocument *fresh = sk_document_check(sk_source_new(name, cur->text, cur->len, false), format, NULL);
    char what[256];
    snprintf(what, sizeof what, "%s, edit %zu ('%s' → '%s')", name, i + 1, g[i].find, g[i].with);
    assert_same(inc, fresh, what);
    if ((int)(sk_reparse_count(r) - before) != g[i].reused)
      fail_msg("%s: %s the kept model", what, g[i].reused ? "did not re-use" : "re-used");
    sk_document_free(fresh);
    sk_document_free(doc);
    doc = inc;
  }
  sk_document_free(doc);
  sk_reparse_free(r);
}

static void xsf_given_edits(void **state) {
  (void)state;
  static const char xsf[] =
      "<HEADER MAGIC=\"XSF\" VERSION=\"919\"/>\n<SKELETON NUMBONES=\"3\">\n"
      "  <BONE ID=\"0\" NAME=\"Root\" NUMCHILDS=\"1\">\n    <TRANSLATION>0 0 0</TRANSLATION>\n"
      "    <ROTATION>0 0 0 1</ROTATION>\n    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>\n"
      "    <LOCALROTATION>0 0 0 1</LOCALROTATION>\n    <PARENTID>-1</PARENTID>\n"
      "    <CHILDID>1</CHILDID>\n  </BONE>\n"
      "  <BONE ID=\"1\" NAME=\"Spine\" NUMCHILDS=\"1\">\n    <TRANSLATION>0 0 1</TRANSLATION>\n"
      "    <ROTATION>0 0 0 1</ROTATION>\n    <LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION>\n"
      "    <LOCALROTATION>0 0 0 1</LOCALROTATION>\n    <PARENTID>0</PARENTID>\n"
      "    <CHILDID>2</CHILDID>\n  </BONE>\n"
      "  <BONE ID=\"2\" NAME=\"Head\" NUMCHILDS=\"0\">\n    <TRANSLATION>0 0 1</TRANSLATION>\n"
      "    <ROTATION>0 0 0 1</ROTATION>\n    <LOCALTRANSLATION>0 0 -2</LOCALTRANSLATION>\n"
      "    <LOCALROTATION>0 0 0 1</LOCALROTATION>\n    <PARENTID>1</PARENTID>\n  </BONE>\n"
      "</SKELETON>\n";
  static const GivenEdit g[] = {
      {"0 0 1</TRANSLATION>", "0 0 x</TRANSLATION>", NULL, NULL, 1}, /* SK002 in bone 1 */
      {"NAME=\"Head\"", "NAME=\"Spine\"", NULL, NULL, 1},           /* a duplicate name */
      {"</BONE>«\n  »<BONE ID=\"2\"", "\n\n    ", NULL, NULL, 1},  /* space between bones: moves bone 2 */
      {"0 0 x<", "0 0 1e999<", NULL, NULL, 1},                       /* still SK002, another message */
      {"<PARENTID>1<", "<PARENTID>7<", NULL, NULL, 1},
      {"</BONE>\n  <BONE ID=\"1\"", "</BONE>\n  <BONE ID=\"1\"", NULL, NULL, 0}, /* across bones */
      {"NUMBONES=\"3\"", "NUMBONES=\"4\"", NULL, NULL, 0},          /* SKELETON's tag */
      {"<CHILDID>2</CHILDID>", "<CHILDID>2</CHILDID></BONE><BONE>", NULL, NULL, 0}, /* a bone more */
      {"</BONE><BONE>", "", NULL, NULL, 0},                          /* mended: read whole */
      {"<PARENTID>7<", "<PARENTID>1<", NULL, NULL, 1},
      {"<ROTATION>0 0 0 1<", "<!-- skellint-disable-next-line --><ROTATION>0 0 0 1<", NULL, NULL, 0},
      {"<!-- skellint-disable-next-line -->", "", NULL, NULL, 1},     /* a suppression goes */
      {"0 0 -1<", "0 0 -3<", "0 0 -2<", "0 0 -4<", 0},               /* two bones at once */
      {"0 0 -3<", "0 0 -1<", "0 0 -4<", "0 0 -2<", 0},
      {"0 0 -1<", "0 0 -5<", "ID=\"1\"", "ID=\"1\" ", 1},            /* two edits, one bone */
      {"<TRANSLATION>0 0 0<", "<TRANSLATION>0 0 0<<", NULL, NULL, 0}, /* breaks the XML */
      {"0 0 0<<", "0 0 0<", NULL, NULL, 0},
      {"Root", "Root", NULL, NULL, 1},                               /* nothing changed */
  };
  given_edits("given.xsf", SK_FORMAT_XSF, xsf, g, sizeof g / sizeof *g);
}

static void dashjson_given_edits(void **state) {
  (void)state;
  static const char json[] =
      "[\n  {\"parentIndex\": null, \"name\": \"root\", \"position\": {\"x\": 0, \"y\": 0, \"z\": 0},"
      " \"rotation\": {\"x\": 0, \"y\": 0, \"z\": 0, \"w\": 1}, \"scale\": {\"x\": 1, \"y\": 1, \"z\": 1}},\n"
      "  {\"parentIndex\": 0, \"name\": \"spine\", \"position\": {\"x\": 0, \"y\": 1, \"z\": 0},"
      " \"rotation\": {\"x\": 0, \"y\": 0, \"z\": 0, \"w\": 1}, \"scale\": {\"x\": 1, \"y\": 1, \"z\": 1}},\n"
      "  {\"parentIndex\": 1, \"name\": \"head\", \"position\": {\"x\": 0, \"y\": 2, \"z\": 0},"
      " \"rotation\": {\"x\": 0, \"y\": 0, \"z\": 0, \"w\": 1}, \"scale\": {\"x\": 1, \"y\": 1, \"z\": 1}}\n]\n";
  static const GivenEdit g[] = {
      {"\"y\": 1, \"z\": 0}", "\"y\": 1e999, \"z\": 0}", NULL, NULL, 1}, /* SK002 in bone 1 */
      {"\"name\": \"head\"", "\"name\": \"spine\"", NULL, NULL, 1}, /* a duplicate name */
      {"}}«,\n  »{\"parentIndex\": 1", "\n  ,\n\n    ", NULL, NULL, 1}, /* between bones */
      {"}}«\n  ,»", ",,", NULL, NULL, 0},                                /* two commas: read whole */
      {"}}«,,»", "\n,", NULL, NULL, 0},
      {"\"parentIndex\": 1", "\"parentIndex\": 9", NULL, NULL, 1},
      {"\"scale\": {\"x\": 1, \"y\": 1, \"z\": 1}},\n  {\"parentIndex\": 0",
       "\"scale\": {\"x\": 1, \"y\": 1, \"z\": 1}},\n  {\"parentIndex\": 0", NULL, NULL, 0}, /* across */
      {"}}«\n,»\n\n    {", "\n, 5,", NULL, NULL, 0},                    /* a bone more */
      {"}}«\n, 5,»", "\n,", NULL, NULL, 0},
      {"\"y\": 1e999", "\"y\": NaN", NULL, NULL, 0},                /* not JSON: SK003 */
      {"\"y\": NaN", "\"y\": 2", NULL, NULL, 0},                    /* read whole after it */
      {"\"y\": 2", "\"y\": 3", "\"parentIndex\": 9", "\"parentIndex\": 1", 0}, /* two bones */
      {"\"y\": 3", "\"y\": 4, \"extra\": true", NULL, NULL, 1},      /* SK441 key */
      {"\"name\": \"spine\"}", "\"name\": \"spine\"", NULL, NULL, 0}, /* no match: whole */
  };
  given_edits("given.json", SK_FORMAT_DASHJSON, json, g, sizeof g / sizeof *g - 1);
}

static void bon_cases(void **state) { (void)state; cases_of("bon", SK_FORMAT_BON); }
static void lgw_cases(void **state) { (void)state; cases_of("lgw", SK_FORMAT_LGW); }
static void bpstruct_cases(void **state) { (void)state; cases_of("bpstruct", SK_FORMAT_BPSTRUCT); }
static void bpanim_cases(void **state) { (void)state; cases_of("bpanim", SK_FORMAT_BPANIM); }

static void bon_larger_than_a_chunk(void **state) {
  (void)state;
  SkBuf b = {0};
  sk_buf_puts(&b, "BoneFile : type separated : ver1001\nNAMEPART_START\n");
  for (int i = 1; i <= 9000; i++) sk_buf_printf(&b, "%04d:joint%d\n", i, i);
  sk_buf_puts(&b, "NAMEPART_END\nTREEPART_START\n");
  for (int i = 1; i < 9000; i += 10) {
    for (int k = i; k < i + 10 && k <= 9000; k++) sk_buf_printf(&b, "%04d,", k);
    sk_buf_puts(&b, "\n");
  }
  sk_buf_puts(&b, "TREEPART_END\n");
  assert_true(b.len > 2 * 64 * 1024);
  differential("large.bon", b.data, b.len, SK_FORMAT_BON, 40);
  sk_buf_free(&b);
}

/* Another format in between (the configuration maps the file anew) must
 * not hand one grammar's tree to another. */
static void format_change_starts_afresh(void **state) {
  (void)state;
  SkReparse *r = sk_reparse_new();
  const char *t = "\n"; /* parses without errors in both grammars */
  sk_document_free(sk_document_check_reparse(sk_source_new("a", t, strlen(t), false), SK_FORMAT_BON, NULL, r));
  sk_document_free(sk_document_check_reparse(sk_source_new("a", t, strlen(t), false), SK_FORMAT_LGW, NULL, r));
  assert_int_equal(sk_reparse_count(r), 0);
  sk_document_free(sk_document_check_reparse(sk_source_new("a", t, strlen(t), false), SK_FORMAT_LGW, NULL, r));
  assert_int_equal(sk_reparse_count(r), 1);
  sk_reparse_free(r);
}

/* ---- how much an edit makes tree-sitter lex again ---- */

const TSLanguage *tree_sitter_lgw(void);
const TSLanguage *tree_sitter_bonespro(void);

/* Sums the sizes tree-sitter logs for each token it lexes. */
static void count_lexed(void *payload, TSLogType type, const char *msg) {
  unsigned long size;
  if (type == TSLogTypeParse && strncmp(msg, "lexed_lookahead ", 16) == 0) {
    const char *at = strstr(msg, ", size:");
    if (at && sscanf(at + 7, "%lu", &size) == 1) *(unsigned long *)payload += size;
  }
}

/* Parses text, types one character at `at`, re-parses from the edited
 * tree and returns the bytes lexed again. */
static unsigned long relexed_after_typing(const TSLanguage *lang, const SkBuf *text, uint32_t at) {
  TSParser *p = ts_parser_new();
  assert_true(ts_parser_set_language(p, lang));
  TSTree *tree = ts_parser_parse_string(p, NULL, text->data, (uint32_t)text->len);
  char *edited = malloc(text->len + 1);
  memcpy(edited, text->data, at);
  edited[at] = '7';
  memcpy(edited + at + 1, text->data + at, text->len - at);
  uint32_t row = 0, col = 0;
  for (uint32_t i = 0; i < at; i++) text->data[i] == '\n' ? (row++, col = 0) : col++;
  TSInputEdit e = {at, at, at + 1, {row, col}, {row, col}, {row, col + 1}};
  ts_tree_edit(tree, &e);
  unsigned long lexed = 0;
  ts_parser_set_logger(p, (TSLogger){&lexed, count_lexed});
  TSTree *again = ts_parser_parse_string(p, tree, edited, (uint32_t)text->len + 1);
  assert_false(ts_node_has_error(ts_tree_root_node(again)));
  ts_tree_delete(again);
  ts_tree_delete(tree);
  ts_parser_delete(p);
  free(edited);
  return lexed;
}

/* A character typed in the middle of 3,000 vertex lines (~290 KB) makes
 * tree-sitter lex one `rows` token of at most 256 lines again (~25 KB),
 * not the whole block: that is what makes the editor's re-parse cheap. */
static void an_edit_relexes_one_token_of_data_lines(void **state) {
  (void)state;
  SkBuf lgw = {0};
  sk_buf_puts(&lgw, "MODEL \"m\"\nEXPORT_VERSION 4\nMESH \"a\"\nWVERTS 3000\n");
  for (int i = 0; i < 3000; i++)
    sk_buf_printf(&lgw, "%d.5 0.25 1.0 0.5 0.5 0.0 0.0 1.0 2 0.500000 \"Spine\" 0.500000 \"Neck\"\n", i);
  sk_buf_puts(&lgw, "END_OF_MESH \"a\"\nEND_OF_MODEL\n");
  unsigned long lexed = relexed_after_typing(tree_sitter_lgw(), &lgw, (uint32_t)lgw.len / 2);
  if (lexed == 0 || lexed > 40000)
    fail_msg("LGW: %lu bytes of %zu lexed again after typing one character", lexed, lgw.len);
  SkBuf bp = {0};
  sk_buf_puts(&bp, "2 // Nb\n3000 // Nv\n");
  for (int i = 0; i < 3000; i++) sk_buf_printf(&bp, "%d.5 0.25 1.0\n2\n0 0.5\n1 0.5\n", i);
  unsigned long bp_lexed = relexed_after_typing(tree_sitter_bonespro(), &bp, (uint32_t)bp.len / 2);
  if (bp_lexed == 0 || bp_lexed > 12000)
    fail_msg("BonesPro: %lu bytes of %zu lexed again after typing one character", bp_lexed, bp.len);
  sk_buf_free(&lgw);
  sk_buf_free(&bp);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(bon_cases),
      cmocka_unit_test(lgw_cases),
      cmocka_unit_test(bpstruct_cases),
      cmocka_unit_test(bpanim_cases),
      cmocka_unit_test(bon_larger_than_a_chunk),
      cmocka_unit_test(format_change_starts_afresh),
      cmocka_unit_test(xsf_cases),
      cmocka_unit_test(dashjson_cases),
      cmocka_unit_test(xsf_corpus),
      cmocka_unit_test(xsf_given_edits),
      cmocka_unit_test(dashjson_given_edits),
      cmocka_unit_test(an_edit_relexes_one_token_of_data_lines),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
