/* scanner.c — the external scanner of the LGW grammar: the `rows` token.
 *
 * A `rows` token is consecutive data lines (a line that starts with a
 * number, then anything up to the line end or a `//` comment, a quoted
 * name included), at most ROWS_PER_TOKEN of them. A regular expression
 * token could not stop after so many lines: a block of 250,000 vertex
 * lines would be one token, and an editor's one-character change in it
 * would make tree-sitter lex megabytes again. Bounded tokens keep the tree
 * small (a node per 256 lines) and an incremental re-parse short.
 *
 * One data line is the longest run of: a first character in [-+.0-9], then
 * characters other than CR, LF, '"' and '/'; quoted names "…" closed on
 * the line; '/' followed by anything but '/', '"' or the line end. So an
 * unclosed quote, a comment, a bare '/' and a NUL byte end the line (and
 * the token) before them, as a lone CR does.
 * Lines are joined by a line end (LF or CRLF) and the next line's leading
 * blanks. The scanner keeps no state. */
#include <tree_sitter/parser.h>

enum TokenType { ROWS, ERROR_RECOVERY };

enum { ROWS_PER_TOKEN = 256 };

static bool data_start(int32_t c) { return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.'; }

/* The line ends at CR, LF or the end of the text. A NUL byte ends it too
 * (with the token before it), as it ends tree-sitter's own character
 * classes, so that the front-end reports the byte where it is. */
static bool line_end(const TSLexer *lexer) {
  int32_t c = lexer->lookahead;
  return c == '\r' || c == '\n' || c == 0 || lexer->eof(lexer);
}

/* Reads one data line whose first character is the lookahead. Marks the
 * token's end after each part it takes whole; returns false when the line
 * stopped before its end (the token ends at the last mark). */
static bool data_line(TSLexer *lexer) {
  lexer->advance(lexer, false);
  lexer->mark_end(lexer);
  while (!line_end(lexer)) {
    int32_t c = lexer->lookahead;
    lexer->advance(lexer, false);
    if (c == '"') {
      while (!line_end(lexer) && lexer->lookahead != '"') lexer->advance(lexer, false);
      if (lexer->lookahead != '"') return false; /* unclosed: the name is not in the line */
      lexer->advance(lexer, false);
    } else if (c == '/') {
      int32_t d = lexer->lookahead;
      if (line_end(lexer) || d == '/' || d == '"') return false; /* a comment, or a bare '/' */
      lexer->advance(lexer, false);
    }
    lexer->mark_end(lexer);
  }
  return lexer->lookahead != 0 || lexer->eof(lexer);
}

void *tree_sitter_lgw_external_scanner_create(void) { return NULL; }
void tree_sitter_lgw_external_scanner_destroy(void *payload) { (void)payload; }

unsigned tree_sitter_lgw_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload, (void)buffer;
  return 0;
}

void tree_sitter_lgw_external_scanner_deserialize(void *payload, const char *buffer,
                                                  unsigned length) {
  (void)payload, (void)buffer, (void)length;
}

bool tree_sitter_lgw_external_scanner_scan(void *payload, TSLexer *lexer,
                                           const bool *valid_symbols) {
  (void)payload;
  /* While recovering from an error tree-sitter offers every token: the
   * text is then read as the lexer reads it (numbers), as before the
   * scanner existed. */
  if (!valid_symbols[ROWS] || valid_symbols[ERROR_RECOVERY]) return false;
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t') lexer->advance(lexer, true);
  if (!data_start(lexer->lookahead)) return false;
  lexer->result_symbol = ROWS;
  for (unsigned lines = 1;; lines++) {
    if (!data_line(lexer) || lines == ROWS_PER_TOKEN) return true;
    /* The next line continues the token when it is a data line too. */
    if (lexer->lookahead == '\r') lexer->advance(lexer, false);
    if (lexer->lookahead != '\n') return true;
    lexer->advance(lexer, false);
    while (lexer->lookahead == ' ' || lexer->lookahead == '\t') lexer->advance(lexer, false);
    if (!data_start(lexer->lookahead)) return true;
  }
}
