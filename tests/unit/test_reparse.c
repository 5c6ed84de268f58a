/* test_reparse.c — incremental re-parsing (lint/reparse.c) gives exactly
 * the diagnostics of a fresh check. Every case file of the tree-sitter
 * formats is edited many times at pseudo-random places (characters typed,
 * ranges deleted, text pasted, several edits between two checks); after
 * each round the document is checked from its kept, edited tree and from
 * nothing, and the two lists of diagnostics must be identical. A .bon
 * larger than the front-end's 64 KiB chunk checks that the one-tree parse
 * of the language server agrees with the chunked parse of the CLI. And an
 * edit in a long run of data lines is re-lexed locally, not as a whole. */
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
    sk_document_free(fresh);
    sk_document_free(doc);
    doc = inc;
  }
  if (sk_reparse_count(r) != (uint32_t)rounds)
    fail_msg("%s: %u of %d checks re-parsed incrementally", name, sk_reparse_count(r), rounds);
  sk_document_free(doc);
  sk_reparse_free(r);
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
  const char *t = "BoneFile : type mixed : ver1001\n0001:,0002:a,\n";
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
      cmocka_unit_test(an_edit_relexes_one_token_of_data_lines),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
