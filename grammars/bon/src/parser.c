#include <tree_sitter/parser.h>

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 44
#define LARGE_STATE_COUNT 6
#define SYMBOL_COUNT 37
#define ALIAS_COUNT 0
#define TOKEN_COUNT 18
#define EXTERNAL_TOKEN_COUNT 0
#define FIELD_COUNT 7
#define MAX_ALIAS_SEQUENCE_LENGTH 4
#define PRODUCTION_ID_COUNT 15

enum {
  aux_sym_relative_mode_token1 = 1,
  aux_sym_namepart_start_token1 = 2,
  aux_sym_namepart_end_token1 = 3,
  aux_sym_treepart_start_token1 = 4,
  aux_sym_treepart_end_token1 = 5,
  sym_serial = 6,
  sym_name = 7,
  sym_magic = 8,
  sym_header_value = 9,
  sym__header_colon = 10,
  aux_sym__header_space_token1 = 11,
  anon_sym_COLON = 12,
  anon_sym_ = 13,
  anon_sym_COMMA = 14,
  anon_sym_2 = 15,
  anon_sym_CR_LF = 16,
  anon_sym_LF = 17,
  sym_source_file = 18,
  sym_header = 19,
  sym__line = 20,
  sym_relative_mode = 21,
  sym_namepart_start = 22,
  sym_namepart_end = 23,
  sym_treepart_start = 24,
  sym_treepart_end = 25,
  sym_name_line = 26,
  sym_chain = 27,
  sym_element = 28,
  sym__header_space = 29,
  sym_trailing_space = 30,
  sym__colon = 31,
  sym__comma = 32,
  sym__eol = 33,
  aux_sym_source_file_repeat1 = 34,
  aux_sym_header_repeat1 = 35,
  aux_sym_chain_repeat1 = 36,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [aux_sym_relative_mode_token1] = "keyword",
  [aux_sym_namepart_start_token1] = "keyword",
  [aux_sym_namepart_end_token1] = "keyword",
  [aux_sym_treepart_start_token1] = "keyword",
  [aux_sym_treepart_end_token1] = "keyword",
  [sym_serial] = "serial",
  [sym_name] = "name",
  [sym_magic] = "magic",
  [sym_header_value] = "header_value",
  [sym__header_colon] = "_header_colon",
  [aux_sym__header_space_token1] = "_header_space_token1",
  [anon_sym_COLON] = ":",
  [anon_sym_] = "：",
  [anon_sym_COMMA] = ",",
  [anon_sym_2] = "，",
  [anon_sym_CR_LF] = "\r\n",
  [anon_sym_LF] = "\n",
  [sym_source_file] = "source_file",
  [sym_header] = "header",
  [sym__line] = "_line",
  [sym_relative_mode] = "relative_mode",
  [sym_namepart_start] = "namepart_start",
  [sym_namepart_end] = "namepart_end",
  [sym_treepart_start] = "treepart_start",
  [sym_treepart_end] = "treepart_end",
  [sym_name_line] = "name_line",
  [sym_chain] = "chain",
  [sym_element] = "element",
  [sym__header_space] = "_header_space",
  [sym_trailing_space] = "trailing_space",
  [sym__colon] = "_colon",
  [sym__comma] = "_comma",
  [sym__eol] = "_eol",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym_header_repeat1] = "header_repeat1",
  [aux_sym_chain_repeat1] = "chain_repeat1",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [aux_sym_relative_mode_token1] = aux_sym_relative_mode_token1,
  [aux_sym_namepart_start_token1] = aux_sym_relative_mode_token1,
  [aux_sym_namepart_end_token1] = aux_sym_relative_mode_token1,
  [aux_sym_treepart_start_token1] = aux_sym_relative_mode_token1,
  [aux_sym_treepart_end_token1] = aux_sym_relative_mode_token1,
  [sym_serial] = sym_serial,
  [sym_name] = sym_name,
  [sym_magic] = sym_magic,
  [sym_header_value] = sym_header_value,
  [sym__header_colon] = sym__header_colon,
  [aux_sym__header_space_token1] = aux_sym__header_space_token1,
  [anon_sym_COLON] = anon_sym_COLON,
  [anon_sym_] = anon_sym_,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [anon_sym_2] = anon_sym_2,
  [anon_sym_CR_LF] = anon_sym_CR_LF,
  [anon_sym_LF] = anon_sym_LF,
  [sym_source_file] = sym_source_file,
  [sym_header] = sym_header,
  [sym__line] = sym__line,
  [sym_relative_mode] = sym_relative_mode,
  [sym_namepart_start] = sym_namepart_start,
  [sym_namepart_end] = sym_namepart_end,
  [sym_treepart_start] = sym_treepart_start,
  [sym_treepart_end] = sym_treepart_end,
  [sym_name_line] = sym_name_line,
  [sym_chain] = sym_chain,
  [sym_element] = sym_element,
  [sym__header_space] = sym__header_space,
  [sym_trailing_space] = sym_trailing_space,
  [sym__colon] = sym__colon,
  [sym__comma] = sym__comma,
  [sym__eol] = sym__eol,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym_header_repeat1] = aux_sym_header_repeat1,
  [aux_sym_chain_repeat1] = aux_sym_chain_repeat1,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [aux_sym_relative_mode_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_namepart_start_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_namepart_end_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_treepart_start_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_treepart_end_token1] = {
    .visible = true,
    .named = true,
  },
  [sym_serial] = {
    .visible = true,
    .named = true,
  },
  [sym_name] = {
    .visible = true,
    .named = true,
  },
  [sym_magic] = {
    .visible = true,
    .named = true,
  },
  [sym_header_value] = {
    .visible = true,
    .named = true,
  },
  [sym__header_colon] = {
    .visible = false,
    .named = true,
  },
  [aux_sym__header_space_token1] = {
    .visible = false,
    .named = false,
  },
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_2] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_CR_LF] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LF] = {
    .visible = true,
    .named = false,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym_header] = {
    .visible = true,
    .named = true,
  },
  [sym__line] = {
    .visible = false,
    .named = true,
  },
  [sym_relative_mode] = {
    .visible = true,
    .named = true,
  },
  [sym_namepart_start] = {
    .visible = true,
    .named = true,
  },
  [sym_namepart_end] = {
    .visible = true,
    .named = true,
  },
  [sym_treepart_start] = {
    .visible = true,
    .named = true,
  },
  [sym_treepart_end] = {
    .visible = true,
    .named = true,
  },
  [sym_name_line] = {
    .visible = true,
    .named = true,
  },
  [sym_chain] = {
    .visible = true,
    .named = true,
  },
  [sym_element] = {
    .visible = true,
    .named = true,
  },
  [sym__header_space] = {
    .visible = false,
    .named = true,
  },
  [sym_trailing_space] = {
    .visible = true,
    .named = true,
  },
  [sym__colon] = {
    .visible = false,
    .named = true,
  },
  [sym__comma] = {
    .visible = false,
    .named = true,
  },
  [sym__eol] = {
    .visible = false,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_header_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_chain_repeat1] = {
    .visible = false,
    .named = false,
  },
};

enum {
  field_child = 1,
  field_keyword = 2,
  field_magic = 3,
  field_name = 4,
  field_parent = 5,
  field_serial = 6,
  field_value = 7,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_child] = "child",
  [field_keyword] = "keyword",
  [field_magic] = "magic",
  [field_name] = "name",
  [field_parent] = "parent",
  [field_serial] = "serial",
  [field_value] = "value",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 1},
  [4] = {.index = 3, .length = 2},
  [5] = {.index = 5, .length = 1},
  [6] = {.index = 6, .length = 2},
  [7] = {.index = 8, .length = 1},
  [8] = {.index = 9, .length = 2},
  [9] = {.index = 11, .length = 2},
  [10] = {.index = 13, .length = 2},
  [11] = {.index = 15, .length = 2},
  [12] = {.index = 17, .length = 1},
  [13] = {.index = 18, .length = 3},
  [14] = {.index = 21, .length = 2},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_keyword, 0},
  [1] =
    {field_serial, 0},
  [2] =
    {field_magic, 0},
  [3] =
    {field_name, 1},
    {field_serial, 0},
  [5] =
    {field_value, 0},
  [6] =
    {field_magic, 0},
    {field_value, 1, .inherited = true},
  [8] =
    {field_parent, 0},
  [9] =
    {field_name, 2},
    {field_serial, 0},
  [11] =
    {field_value, 0, .inherited = true},
    {field_value, 1, .inherited = true},
  [13] =
    {field_child, 2},
    {field_parent, 0},
  [15] =
    {field_child, 2, .inherited = true},
    {field_parent, 0},
  [17] =
    {field_child, 0},
  [18] =
    {field_child, 2, .inherited = true},
    {field_child, 3},
    {field_parent, 0},
  [21] =
    {field_child, 0, .inherited = true},
    {field_child, 1, .inherited = true},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
};

static const uint16_t ts_non_terminal_alias_map[] = {
  0,
};

static const TSStateId ts_primary_state_ids[STATE_COUNT] = {
  [0] = 0,
  [1] = 1,
  [2] = 2,
  [3] = 3,
  [4] = 4,
  [5] = 5,
  [6] = 6,
  [7] = 7,
  [8] = 8,
  [9] = 9,
  [10] = 10,
  [11] = 11,
  [12] = 10,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 13,
  [27] = 27,
  [28] = 15,
  [29] = 17,
  [30] = 14,
  [31] = 31,
  [32] = 32,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 36,
  [37] = 37,
  [38] = 38,
  [39] = 39,
  [40] = 40,
  [41] = 41,
  [42] = 42,
  [43] = 43,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(63);
      if (lookahead == '\n') ADVANCE(137);
      if (lookahead == '\r') ADVANCE(1);
      if (lookahead == ',') ADVANCE(134);
      if (lookahead == ':') ADVANCE(132);
      if (lookahead == 65292) ADVANCE(135);
      if (lookahead == 65306) ADVANCE(133);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(131);
      if (lookahead == '-' ||
          lookahead == 8722 ||
          lookahead == 65293) ADVANCE(60);
      if (lookahead == 'B' ||
          lookahead == 'b' ||
          lookahead == 65314 ||
          lookahead == 65346) ADVANCE(41);
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(8);
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(18);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(47);
      if (('0' <= lookahead && lookahead <= '9') ||
          (65296 <= lookahead && lookahead <= 65305)) ADVANCE(75);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(136);
      END_STATE();
    case 2:
      if (lookahead == ' ' ||
          lookahead == 12288) ADVANCE(29);
      if (lookahead == 'F' ||
          lookahead == 'f' ||
          lookahead == 65318 ||
          lookahead == 65350) ADVANCE(31);
      END_STATE();
    case 3:
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(23);
      END_STATE();
    case 4:
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(14);
      END_STATE();
    case 5:
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(34);
      END_STATE();
    case 6:
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(25);
      END_STATE();
    case 7:
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 8:
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(35);
      END_STATE();
    case 9:
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(55);
      END_STATE();
    case 10:
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(48);
      END_STATE();
    case 11:
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(49);
      END_STATE();
    case 12:
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(50);
      END_STATE();
    case 13:
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(51);
      END_STATE();
    case 14:
      if (lookahead == 'B' ||
          lookahead == 'b' ||
          lookahead == 65314 ||
          lookahead == 65346) ADVANCE(44);
      END_STATE();
    case 15:
      if (lookahead == 'D' ||
          lookahead == 'd' ||
          lookahead == 65316 ||
          lookahead == 65348) ADVANCE(68);
      END_STATE();
    case 16:
      if (lookahead == 'D' ||
          lookahead == 'd' ||
          lookahead == 65316 ||
          lookahead == 65348) ADVANCE(72);
      END_STATE();
    case 17:
      if (lookahead == 'D' ||
          lookahead == 'd' ||
          lookahead == 65316 ||
          lookahead == 65348) ADVANCE(22);
      END_STATE();
    case 18:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(32);
      END_STATE();
    case 19:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(2);
      END_STATE();
    case 20:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(45);
      END_STATE();
    case 21:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(77);
      END_STATE();
    case 22:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(64);
      END_STATE();
    case 23:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(36);
      if (lookahead == 'S' ||
          lookahead == 's' ||
          lookahead == 65331 ||
          lookahead == 65363) ADVANCE(56);
      END_STATE();
    case 24:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(4);
      END_STATE();
    case 25:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(38);
      if (lookahead == 'S' ||
          lookahead == 's' ||
          lookahead == 65331 ||
          lookahead == 65363) ADVANCE(57);
      END_STATE();
    case 26:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(37);
      END_STATE();
    case 27:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(46);
      END_STATE();
    case 28:
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(27);
      END_STATE();
    case 29:
      if (lookahead == 'F' ||
          lookahead == 'f' ||
          lookahead == 65318 ||
          lookahead == 65350) ADVANCE(31);
      END_STATE();
    case 30:
      if (lookahead == 'I' ||
          lookahead == 'i' ||
          lookahead == 65321 ||
          lookahead == 65353) ADVANCE(59);
      END_STATE();
    case 31:
      if (lookahead == 'I' ||
          lookahead == 'i' ||
          lookahead == 65321 ||
          lookahead == 65353) ADVANCE(33);
      END_STATE();
    case 32:
      if (lookahead == 'L' ||
          lookahead == 'l' ||
          lookahead == 65324 ||
          lookahead == 65356) ADVANCE(9);
      END_STATE();
    case 33:
      if (lookahead == 'L' ||
          lookahead == 'l' ||
          lookahead == 65324 ||
          lookahead == 65356) ADVANCE(21);
      END_STATE();
    case 34:
      if (lookahead == 'M' ||
          lookahead == 'm' ||
          lookahead == 65325 ||
          lookahead == 65357) ADVANCE(43);
      END_STATE();
    case 35:
      if (lookahead == 'M' ||
          lookahead == 'm' ||
          lookahead == 65325 ||
          lookahead == 65357) ADVANCE(20);
      END_STATE();
    case 36:
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(15);
      END_STATE();
    case 37:
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(42);
      END_STATE();
    case 38:
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(16);
      END_STATE();
    case 39:
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(19);
      END_STATE();
    case 40:
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(26);
      END_STATE();
    case 41:
      if (lookahead == 'O' ||
          lookahead == 'o' ||
          lookahead == 65327 ||
          lookahead == 65359) ADVANCE(39);
      END_STATE();
    case 42:
      if (lookahead == 'O' ||
          lookahead == 'o' ||
          lookahead == 65327 ||
          lookahead == 65359) ADVANCE(5);
      END_STATE();
    case 43:
      if (lookahead == 'O' ||
          lookahead == 'o' ||
          lookahead == 65327 ||
          lookahead == 65359) ADVANCE(17);
      END_STATE();
    case 44:
      if (lookahead == 'O' ||
          lookahead == 'o' ||
          lookahead == 65327 ||
          lookahead == 65359) ADVANCE(40);
      END_STATE();
    case 45:
      if (lookahead == 'P' ||
          lookahead == 'p' ||
          lookahead == 65328 ||
          lookahead == 65360) ADVANCE(10);
      END_STATE();
    case 46:
      if (lookahead == 'P' ||
          lookahead == 'p' ||
          lookahead == 65328 ||
          lookahead == 65360) ADVANCE(13);
      END_STATE();
    case 47:
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(28);
      END_STATE();
    case 48:
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(52);
      END_STATE();
    case 49:
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(53);
      END_STATE();
    case 50:
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(54);
      END_STATE();
    case 51:
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(58);
      END_STATE();
    case 52:
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(3);
      END_STATE();
    case 53:
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(66);
      END_STATE();
    case 54:
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(70);
      END_STATE();
    case 55:
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(30);
      END_STATE();
    case 56:
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(11);
      END_STATE();
    case 57:
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(12);
      END_STATE();
    case 58:
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(6);
      END_STATE();
    case 59:
      if (lookahead == 'V' ||
          lookahead == 'v' ||
          lookahead == 65334 ||
          lookahead == 65366) ADVANCE(24);
      END_STATE();
    case 60:
      if (('0' <= lookahead && lookahead <= '9') ||
          (65296 <= lookahead && lookahead <= 65305)) ADVANCE(75);
      END_STATE();
    case 61:
      if (eof) ADVANCE(63);
      if (lookahead == '\n') ADVANCE(137);
      if (lookahead == '\r') ADVANCE(1);
      if (lookahead == ',') ADVANCE(134);
      if (lookahead == ':') ADVANCE(132);
      if (lookahead == 65292) ADVANCE(135);
      if (lookahead == 65306) ADVANCE(133);
      if (lookahead != 0) ADVANCE(76);
      END_STATE();
    case 62:
      if (eof) ADVANCE(63);
      if (lookahead == '\n') ADVANCE(137);
      if (lookahead == '\r') ADVANCE(1);
      if (lookahead == ':' ||
          lookahead == 65306) ADVANCE(129);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(130);
      if (lookahead == '-' ||
          lookahead == 8722 ||
          lookahead == 65293) ADVANCE(127);
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(82);
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(92);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(114);
      if (('0' <= lookahead && lookahead <= '9') ||
          (65296 <= lookahead && lookahead <= 65305)) ADVANCE(74);
      if (lookahead != 0) ADVANCE(128);
      END_STATE();
    case 63:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 64:
      ACCEPT_TOKEN(aux_sym_relative_mode_token1);
      END_STATE();
    case 65:
      ACCEPT_TOKEN(aux_sym_relative_mode_token1);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 66:
      ACCEPT_TOKEN(aux_sym_namepart_start_token1);
      END_STATE();
    case 67:
      ACCEPT_TOKEN(aux_sym_namepart_start_token1);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 68:
      ACCEPT_TOKEN(aux_sym_namepart_end_token1);
      END_STATE();
    case 69:
      ACCEPT_TOKEN(aux_sym_namepart_end_token1);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 70:
      ACCEPT_TOKEN(aux_sym_treepart_start_token1);
      END_STATE();
    case 71:
      ACCEPT_TOKEN(aux_sym_treepart_start_token1);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 72:
      ACCEPT_TOKEN(aux_sym_treepart_end_token1);
      END_STATE();
    case 73:
      ACCEPT_TOKEN(aux_sym_treepart_end_token1);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 74:
      ACCEPT_TOKEN(sym_serial);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (('0' <= lookahead && lookahead <= '9') ||
          (65296 <= lookahead && lookahead <= 65305)) ADVANCE(74);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 75:
      ACCEPT_TOKEN(sym_serial);
      if (('0' <= lookahead && lookahead <= '9') ||
          (65296 <= lookahead && lookahead <= 65305)) ADVANCE(75);
      END_STATE();
    case 76:
      ACCEPT_TOKEN(sym_name);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ',') ADVANCE(76);
      END_STATE();
    case 77:
      ACCEPT_TOKEN(sym_magic);
      END_STATE();
    case 78:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(94);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 79:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(88);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 80:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(104);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 81:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '_' ||
          lookahead == 65343) ADVANCE(98);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 82:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(103);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 83:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(119);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 84:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(115);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 85:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(116);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 86:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(117);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 87:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'A' ||
          lookahead == 'a' ||
          lookahead == 65313 ||
          lookahead == 65345) ADVANCE(118);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 88:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'B' ||
          lookahead == 'b' ||
          lookahead == 65314 ||
          lookahead == 65346) ADVANCE(109);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 89:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'D' ||
          lookahead == 'd' ||
          lookahead == 65316 ||
          lookahead == 65348) ADVANCE(69);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 90:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'D' ||
          lookahead == 'd' ||
          lookahead == 65316 ||
          lookahead == 65348) ADVANCE(73);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 91:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'D' ||
          lookahead == 'd' ||
          lookahead == 65316 ||
          lookahead == 65348) ADVANCE(95);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 92:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(102);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 93:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(112);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 94:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(105);
      if (lookahead == 'S' ||
          lookahead == 's' ||
          lookahead == 65331 ||
          lookahead == 65363) ADVANCE(123);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 95:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(65);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 96:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(79);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 97:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(106);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 98:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(107);
      if (lookahead == 'S' ||
          lookahead == 's' ||
          lookahead == 65331 ||
          lookahead == 65363) ADVANCE(124);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 99:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(113);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 100:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e' ||
          lookahead == 65317 ||
          lookahead == 65349) ADVANCE(99);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 101:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'I' ||
          lookahead == 'i' ||
          lookahead == 65321 ||
          lookahead == 65353) ADVANCE(126);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 102:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'L' ||
          lookahead == 'l' ||
          lookahead == 65324 ||
          lookahead == 65356) ADVANCE(83);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 103:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'M' ||
          lookahead == 'm' ||
          lookahead == 65325 ||
          lookahead == 65357) ADVANCE(93);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 104:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'M' ||
          lookahead == 'm' ||
          lookahead == 65325 ||
          lookahead == 65357) ADVANCE(111);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 105:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(89);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 106:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(110);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 107:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(90);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 108:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'N' ||
          lookahead == 'n' ||
          lookahead == 65326 ||
          lookahead == 65358) ADVANCE(97);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 109:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'O' ||
          lookahead == 'o' ||
          lookahead == 65327 ||
          lookahead == 65359) ADVANCE(108);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 110:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'O' ||
          lookahead == 'o' ||
          lookahead == 65327 ||
          lookahead == 65359) ADVANCE(80);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 111:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'O' ||
          lookahead == 'o' ||
          lookahead == 65327 ||
          lookahead == 65359) ADVANCE(91);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 112:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'P' ||
          lookahead == 'p' ||
          lookahead == 65328 ||
          lookahead == 65360) ADVANCE(84);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 113:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'P' ||
          lookahead == 'p' ||
          lookahead == 65328 ||
          lookahead == 65360) ADVANCE(87);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 114:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(100);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 115:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(120);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 116:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(121);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 117:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(122);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 118:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'R' ||
          lookahead == 'r' ||
          lookahead == 65330 ||
          lookahead == 65362) ADVANCE(125);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 119:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(101);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 120:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(78);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 121:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(67);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 122:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(71);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 123:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(85);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 124:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(86);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 125:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'T' ||
          lookahead == 't' ||
          lookahead == 65332 ||
          lookahead == 65364) ADVANCE(81);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 126:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead == 'V' ||
          lookahead == 'v' ||
          lookahead == 65334 ||
          lookahead == 65366) ADVANCE(96);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 127:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (('0' <= lookahead && lookahead <= '9') ||
          (65296 <= lookahead && lookahead <= 65305)) ADVANCE(74);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 128:
      ACCEPT_TOKEN(sym_header_value);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ':' &&
          lookahead != 65306) ADVANCE(128);
      END_STATE();
    case 129:
      ACCEPT_TOKEN(sym__header_colon);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(129);
      END_STATE();
    case 130:
      ACCEPT_TOKEN(aux_sym__header_space_token1);
      if (lookahead == ':' ||
          lookahead == 65306) ADVANCE(129);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(130);
      END_STATE();
    case 131:
      ACCEPT_TOKEN(aux_sym__header_space_token1);
      if (lookahead == '\t' ||
          lookahead == ' ' ||
          lookahead == 12288) ADVANCE(131);
      END_STATE();
    case 132:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 133:
      ACCEPT_TOKEN(anon_sym_);
      END_STATE();
    case 134:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 135:
      ACCEPT_TOKEN(anon_sym_2);
      END_STATE();
    case 136:
      ACCEPT_TOKEN(anon_sym_CR_LF);
      END_STATE();
    case 137:
      ACCEPT_TOKEN(anon_sym_LF);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0},
  [1] = {.lex_state = 0},
  [2] = {.lex_state = 0},
  [3] = {.lex_state = 0},
  [4] = {.lex_state = 0},
  [5] = {.lex_state = 0},
  [6] = {.lex_state = 62},
  [7] = {.lex_state = 62},
  [8] = {.lex_state = 62},
  [9] = {.lex_state = 62},
  [10] = {.lex_state = 61},
  [11] = {.lex_state = 0},
  [12] = {.lex_state = 61},
  [13] = {.lex_state = 61},
  [14] = {.lex_state = 0},
  [15] = {.lex_state = 0},
  [16] = {.lex_state = 0},
  [17] = {.lex_state = 0},
  [18] = {.lex_state = 0},
  [19] = {.lex_state = 0},
  [20] = {.lex_state = 0},
  [21] = {.lex_state = 0},
  [22] = {.lex_state = 0},
  [23] = {.lex_state = 0},
  [24] = {.lex_state = 0},
  [25] = {.lex_state = 0},
  [26] = {.lex_state = 61},
  [27] = {.lex_state = 0},
  [28] = {.lex_state = 0},
  [29] = {.lex_state = 0},
  [30] = {.lex_state = 0},
  [31] = {.lex_state = 0},
  [32] = {.lex_state = 0},
  [33] = {.lex_state = 0},
  [34] = {.lex_state = 0},
  [35] = {.lex_state = 0},
  [36] = {.lex_state = 0},
  [37] = {.lex_state = 0},
  [38] = {.lex_state = 0},
  [39] = {.lex_state = 0},
  [40] = {.lex_state = 0},
  [41] = {.lex_state = 0},
  [42] = {.lex_state = 0},
  [43] = {.lex_state = 0},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [aux_sym_relative_mode_token1] = ACTIONS(1),
    [aux_sym_namepart_start_token1] = ACTIONS(1),
    [aux_sym_namepart_end_token1] = ACTIONS(1),
    [aux_sym_treepart_start_token1] = ACTIONS(1),
    [aux_sym_treepart_end_token1] = ACTIONS(1),
    [sym_serial] = ACTIONS(1),
    [sym_magic] = ACTIONS(1),
    [aux_sym__header_space_token1] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [anon_sym_] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [anon_sym_2] = ACTIONS(1),
    [anon_sym_CR_LF] = ACTIONS(1),
    [anon_sym_LF] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(43),
    [sym_header] = STATE(3),
    [sym__line] = STATE(32),
    [sym_relative_mode] = STATE(32),
    [sym_namepart_start] = STATE(32),
    [sym_namepart_end] = STATE(32),
    [sym_treepart_start] = STATE(32),
    [sym_treepart_end] = STATE(32),
    [sym_name_line] = STATE(32),
    [sym_chain] = STATE(32),
    [sym_element] = STATE(14),
    [sym__eol] = STATE(2),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(3),
    [aux_sym_relative_mode_token1] = ACTIONS(5),
    [aux_sym_namepart_start_token1] = ACTIONS(7),
    [aux_sym_namepart_end_token1] = ACTIONS(9),
    [aux_sym_treepart_start_token1] = ACTIONS(11),
    [aux_sym_treepart_end_token1] = ACTIONS(13),
    [sym_serial] = ACTIONS(15),
    [sym_magic] = ACTIONS(17),
    [anon_sym_CR_LF] = ACTIONS(19),
    [anon_sym_LF] = ACTIONS(19),
  },
  [2] = {
    [sym__line] = STATE(31),
    [sym_relative_mode] = STATE(31),
    [sym_namepart_start] = STATE(31),
    [sym_namepart_end] = STATE(31),
    [sym_treepart_start] = STATE(31),
    [sym_treepart_end] = STATE(31),
    [sym_name_line] = STATE(31),
    [sym_chain] = STATE(31),
    [sym_element] = STATE(14),
    [sym__eol] = STATE(5),
    [aux_sym_source_file_repeat1] = STATE(5),
    [ts_builtin_sym_end] = ACTIONS(21),
    [aux_sym_relative_mode_token1] = ACTIONS(5),
    [aux_sym_namepart_start_token1] = ACTIONS(7),
    [aux_sym_namepart_end_token1] = ACTIONS(9),
    [aux_sym_treepart_start_token1] = ACTIONS(11),
    [aux_sym_treepart_end_token1] = ACTIONS(13),
    [sym_serial] = ACTIONS(15),
    [anon_sym_CR_LF] = ACTIONS(23),
    [anon_sym_LF] = ACTIONS(23),
  },
  [3] = {
    [sym__line] = STATE(31),
    [sym_relative_mode] = STATE(31),
    [sym_namepart_start] = STATE(31),
    [sym_namepart_end] = STATE(31),
    [sym_treepart_start] = STATE(31),
    [sym_treepart_end] = STATE(31),
    [sym_name_line] = STATE(31),
    [sym_chain] = STATE(31),
    [sym_element] = STATE(14),
    [sym__eol] = STATE(4),
    [aux_sym_source_file_repeat1] = STATE(4),
    [ts_builtin_sym_end] = ACTIONS(21),
    [aux_sym_relative_mode_token1] = ACTIONS(5),
    [aux_sym_namepart_start_token1] = ACTIONS(7),
    [aux_sym_namepart_end_token1] = ACTIONS(9),
    [aux_sym_treepart_start_token1] = ACTIONS(11),
    [aux_sym_treepart_end_token1] = ACTIONS(13),
    [sym_serial] = ACTIONS(15),
    [anon_sym_CR_LF] = ACTIONS(25),
    [anon_sym_LF] = ACTIONS(25),
  },
  [4] = {
    [sym__line] = STATE(33),
    [sym_relative_mode] = STATE(33),
    [sym_namepart_start] = STATE(33),
    [sym_namepart_end] = STATE(33),
    [sym_treepart_start] = STATE(33),
    [sym_treepart_end] = STATE(33),
    [sym_name_line] = STATE(33),
    [sym_chain] = STATE(33),
    [sym_element] = STATE(14),
    [sym__eol] = STATE(5),
    [aux_sym_source_file_repeat1] = STATE(5),
    [ts_builtin_sym_end] = ACTIONS(27),
    [aux_sym_relative_mode_token1] = ACTIONS(5),
    [aux_sym_namepart_start_token1] = ACTIONS(7),
    [aux_sym_namepart_end_token1] = ACTIONS(9),
    [aux_sym_treepart_start_token1] = ACTIONS(11),
    [aux_sym_treepart_end_token1] = ACTIONS(13),
    [sym_serial] = ACTIONS(15),
    [anon_sym_CR_LF] = ACTIONS(23),
    [anon_sym_LF] = ACTIONS(23),
  },
  [5] = {
    [sym__line] = STATE(38),
    [sym_relative_mode] = STATE(38),
    [sym_namepart_start] = STATE(38),
    [sym_namepart_end] = STATE(38),
    [sym_treepart_start] = STATE(38),
    [sym_treepart_end] = STATE(38),
    [sym_name_line] = STATE(38),
    [sym_chain] = STATE(38),
    [sym_element] = STATE(30),
    [sym__eol] = STATE(5),
    [aux_sym_source_file_repeat1] = STATE(5),
    [ts_builtin_sym_end] = ACTIONS(29),
    [aux_sym_relative_mode_token1] = ACTIONS(31),
    [aux_sym_namepart_start_token1] = ACTIONS(34),
    [aux_sym_namepart_end_token1] = ACTIONS(37),
    [aux_sym_treepart_start_token1] = ACTIONS(40),
    [aux_sym_treepart_end_token1] = ACTIONS(43),
    [sym_serial] = ACTIONS(46),
    [anon_sym_CR_LF] = ACTIONS(49),
    [anon_sym_LF] = ACTIONS(49),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 6,
    ACTIONS(56), 1,
      sym_header_value,
    ACTIONS(58), 1,
      sym__header_colon,
    ACTIONS(60), 1,
      aux_sym__header_space_token1,
    STATE(7), 2,
      sym__header_space,
      aux_sym_header_repeat1,
    ACTIONS(52), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
    ACTIONS(54), 6,
      aux_sym_relative_mode_token1,
      aux_sym_namepart_start_token1,
      aux_sym_namepart_end_token1,
      aux_sym_treepart_start_token1,
      aux_sym_treepart_end_token1,
      sym_serial,
  [27] = 6,
    ACTIONS(56), 1,
      sym_header_value,
    ACTIONS(66), 1,
      sym__header_colon,
    ACTIONS(68), 1,
      aux_sym__header_space_token1,
    STATE(8), 2,
      sym__header_space,
      aux_sym_header_repeat1,
    ACTIONS(62), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
    ACTIONS(64), 6,
      aux_sym_relative_mode_token1,
      aux_sym_namepart_start_token1,
      aux_sym_namepart_end_token1,
      aux_sym_treepart_start_token1,
      aux_sym_treepart_end_token1,
      sym_serial,
  [54] = 6,
    ACTIONS(74), 1,
      sym_header_value,
    ACTIONS(77), 1,
      sym__header_colon,
    ACTIONS(80), 1,
      aux_sym__header_space_token1,
    STATE(8), 2,
      sym__header_space,
      aux_sym_header_repeat1,
    ACTIONS(70), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
    ACTIONS(72), 6,
      aux_sym_relative_mode_token1,
      aux_sym_namepart_start_token1,
      aux_sym_namepart_end_token1,
      aux_sym_treepart_start_token1,
      aux_sym_treepart_end_token1,
      sym_serial,
  [81] = 2,
    ACTIONS(83), 4,
      ts_builtin_sym_end,
      sym__header_colon,
      anon_sym_CR_LF,
      anon_sym_LF,
    ACTIONS(85), 8,
      aux_sym_relative_mode_token1,
      aux_sym_namepart_start_token1,
      aux_sym_namepart_end_token1,
      aux_sym_treepart_start_token1,
      aux_sym_treepart_end_token1,
      sym_serial,
      sym_header_value,
      aux_sym__header_space_token1,
  [98] = 4,
    ACTIONS(89), 1,
      sym_name,
    STATE(13), 1,
      sym__colon,
    ACTIONS(91), 2,
      anon_sym_COLON,
      anon_sym_,
    ACTIONS(87), 5,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [116] = 1,
    ACTIONS(29), 9,
      ts_builtin_sym_end,
      aux_sym_relative_mode_token1,
      aux_sym_namepart_start_token1,
      aux_sym_namepart_end_token1,
      aux_sym_treepart_start_token1,
      aux_sym_treepart_end_token1,
      sym_serial,
      anon_sym_CR_LF,
      anon_sym_LF,
  [128] = 4,
    ACTIONS(89), 1,
      sym_name,
    STATE(26), 1,
      sym__colon,
    ACTIONS(93), 2,
      anon_sym_COLON,
      anon_sym_,
    ACTIONS(87), 4,
      anon_sym_COMMA,
      anon_sym_2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [145] = 2,
    ACTIONS(97), 1,
      sym_name,
    ACTIONS(95), 5,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [156] = 3,
    STATE(15), 1,
      sym__comma,
    ACTIONS(101), 2,
      anon_sym_COMMA,
      anon_sym_2,
    ACTIONS(99), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [169] = 4,
    ACTIONS(15), 1,
      sym_serial,
    STATE(16), 1,
      sym_element,
    STATE(17), 1,
      aux_sym_chain_repeat1,
    ACTIONS(103), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [184] = 3,
    STATE(34), 1,
      sym__comma,
    ACTIONS(107), 2,
      anon_sym_COMMA,
      anon_sym_2,
    ACTIONS(105), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [197] = 4,
    ACTIONS(15), 1,
      sym_serial,
    STATE(18), 1,
      sym_element,
    STATE(19), 1,
      aux_sym_chain_repeat1,
    ACTIONS(109), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [212] = 3,
    STATE(34), 1,
      sym__comma,
    ACTIONS(107), 2,
      anon_sym_COMMA,
      anon_sym_2,
    ACTIONS(111), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [225] = 4,
    ACTIONS(115), 1,
      sym_serial,
    STATE(19), 1,
      aux_sym_chain_repeat1,
    STATE(40), 1,
      sym_element,
    ACTIONS(113), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [240] = 1,
    ACTIONS(118), 5,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [248] = 3,
    ACTIONS(122), 1,
      aux_sym__header_space_token1,
    STATE(37), 1,
      sym_trailing_space,
    ACTIONS(120), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [260] = 1,
    ACTIONS(124), 5,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      anon_sym_2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [268] = 3,
    ACTIONS(122), 1,
      aux_sym__header_space_token1,
    STATE(41), 1,
      sym_trailing_space,
    ACTIONS(126), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [280] = 3,
    ACTIONS(122), 1,
      aux_sym__header_space_token1,
    STATE(39), 1,
      sym_trailing_space,
    ACTIONS(128), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [292] = 3,
    ACTIONS(122), 1,
      aux_sym__header_space_token1,
    STATE(42), 1,
      sym_trailing_space,
    ACTIONS(130), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [304] = 2,
    ACTIONS(97), 1,
      sym_name,
    ACTIONS(95), 4,
      anon_sym_COMMA,
      anon_sym_2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [314] = 3,
    ACTIONS(122), 1,
      aux_sym__header_space_token1,
    STATE(36), 1,
      sym_trailing_space,
    ACTIONS(132), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [326] = 4,
    ACTIONS(134), 1,
      sym_serial,
    STATE(16), 1,
      sym_element,
    STATE(29), 1,
      aux_sym_chain_repeat1,
    ACTIONS(103), 2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [340] = 4,
    ACTIONS(134), 1,
      sym_serial,
    STATE(18), 1,
      sym_element,
    STATE(19), 1,
      aux_sym_chain_repeat1,
    ACTIONS(109), 2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [354] = 3,
    STATE(28), 1,
      sym__comma,
    ACTIONS(99), 2,
      anon_sym_CR_LF,
      anon_sym_LF,
    ACTIONS(136), 2,
      anon_sym_COMMA,
      anon_sym_2,
  [366] = 3,
    ACTIONS(27), 1,
      ts_builtin_sym_end,
    STATE(11), 1,
      sym__eol,
    ACTIONS(138), 2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [377] = 3,
    ACTIONS(21), 1,
      ts_builtin_sym_end,
    STATE(11), 1,
      sym__eol,
    ACTIONS(138), 2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [388] = 3,
    ACTIONS(140), 1,
      ts_builtin_sym_end,
    STATE(11), 1,
      sym__eol,
    ACTIONS(138), 2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [399] = 1,
    ACTIONS(142), 4,
      ts_builtin_sym_end,
      sym_serial,
      anon_sym_CR_LF,
      anon_sym_LF,
  [406] = 1,
    ACTIONS(144), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [412] = 1,
    ACTIONS(146), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [418] = 1,
    ACTIONS(148), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [424] = 2,
    STATE(11), 1,
      sym__eol,
    ACTIONS(138), 2,
      anon_sym_CR_LF,
      anon_sym_LF,
  [432] = 1,
    ACTIONS(150), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [438] = 2,
    STATE(34), 1,
      sym__comma,
    ACTIONS(107), 2,
      anon_sym_COMMA,
      anon_sym_2,
  [446] = 1,
    ACTIONS(152), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [452] = 1,
    ACTIONS(154), 3,
      ts_builtin_sym_end,
      anon_sym_CR_LF,
      anon_sym_LF,
  [458] = 1,
    ACTIONS(156), 1,
      ts_builtin_sym_end,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(6)] = 0,
  [SMALL_STATE(7)] = 27,
  [SMALL_STATE(8)] = 54,
  [SMALL_STATE(9)] = 81,
  [SMALL_STATE(10)] = 98,
  [SMALL_STATE(11)] = 116,
  [SMALL_STATE(12)] = 128,
  [SMALL_STATE(13)] = 145,
  [SMALL_STATE(14)] = 156,
  [SMALL_STATE(15)] = 169,
  [SMALL_STATE(16)] = 184,
  [SMALL_STATE(17)] = 197,
  [SMALL_STATE(18)] = 212,
  [SMALL_STATE(19)] = 225,
  [SMALL_STATE(20)] = 240,
  [SMALL_STATE(21)] = 248,
  [SMALL_STATE(22)] = 260,
  [SMALL_STATE(23)] = 268,
  [SMALL_STATE(24)] = 280,
  [SMALL_STATE(25)] = 292,
  [SMALL_STATE(26)] = 304,
  [SMALL_STATE(27)] = 314,
  [SMALL_STATE(28)] = 326,
  [SMALL_STATE(29)] = 340,
  [SMALL_STATE(30)] = 354,
  [SMALL_STATE(31)] = 366,
  [SMALL_STATE(32)] = 377,
  [SMALL_STATE(33)] = 388,
  [SMALL_STATE(34)] = 399,
  [SMALL_STATE(35)] = 406,
  [SMALL_STATE(36)] = 412,
  [SMALL_STATE(37)] = 418,
  [SMALL_STATE(38)] = 424,
  [SMALL_STATE(39)] = 432,
  [SMALL_STATE(40)] = 438,
  [SMALL_STATE(41)] = 446,
  [SMALL_STATE(42)] = 452,
  [SMALL_STATE(43)] = 458,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0),
  [5] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [21] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [27] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2),
  [29] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2),
  [31] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(27),
  [34] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(21),
  [37] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(23),
  [40] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(25),
  [43] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(24),
  [46] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(12),
  [49] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(5),
  [52] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header, 1, .production_id = 3),
  [54] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header, 1, .production_id = 3),
  [56] = {.entry = {.count = 1, .reusable = false}}, SHIFT(9),
  [58] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [60] = {.entry = {.count = 1, .reusable = false}}, SHIFT(7),
  [62] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header, 2, .production_id = 6),
  [64] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_header, 2, .production_id = 6),
  [66] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [68] = {.entry = {.count = 1, .reusable = false}}, SHIFT(8),
  [70] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 2, .production_id = 9),
  [72] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 2, .production_id = 9),
  [74] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 2, .production_id = 9), SHIFT_REPEAT(9),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 2, .production_id = 9), SHIFT_REPEAT(8),
  [80] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 2, .production_id = 9), SHIFT_REPEAT(8),
  [83] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_header_repeat1, 1, .production_id = 5),
  [85] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_header_repeat1, 1, .production_id = 5),
  [87] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_element, 1, .production_id = 2),
  [89] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [91] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [93] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [95] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_element, 2, .production_id = 2),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [99] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_name_line, 1),
  [101] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [103] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_chain, 2, .production_id = 7),
  [105] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_chain, 3, .production_id = 10),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [109] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_chain, 3, .production_id = 11),
  [111] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_chain, 4, .production_id = 13),
  [113] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_chain_repeat1, 2, .production_id = 14),
  [115] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_chain_repeat1, 2, .production_id = 14), SHIFT_REPEAT(12),
  [118] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_element, 2, .production_id = 4),
  [120] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_namepart_start, 1, .production_id = 1),
  [122] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [124] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_element, 3, .production_id = 8),
  [126] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_namepart_end, 1, .production_id = 1),
  [128] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_treepart_end, 1, .production_id = 1),
  [130] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_treepart_start, 1, .production_id = 1),
  [132] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_relative_mode, 1, .production_id = 1),
  [134] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [136] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [138] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [140] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 3),
  [142] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_chain_repeat1, 2, .production_id = 12),
  [144] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_trailing_space, 1),
  [146] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_relative_mode, 2, .production_id = 1),
  [148] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_namepart_start, 2, .production_id = 1),
  [150] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_treepart_end, 2, .production_id = 1),
  [152] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_namepart_end, 2, .production_id = 1),
  [154] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_treepart_start, 2, .production_id = 1),
  [156] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
};

#ifdef __cplusplus
extern "C" {
#endif
#ifdef _WIN32
#define extern __declspec(dllexport)
#endif

extern const TSLanguage *tree_sitter_bon(void) {
  static const TSLanguage language = {
    .version = LANGUAGE_VERSION,
    .symbol_count = SYMBOL_COUNT,
    .alias_count = ALIAS_COUNT,
    .token_count = TOKEN_COUNT,
    .external_token_count = EXTERNAL_TOKEN_COUNT,
    .state_count = STATE_COUNT,
    .large_state_count = LARGE_STATE_COUNT,
    .production_id_count = PRODUCTION_ID_COUNT,
    .field_count = FIELD_COUNT,
    .max_alias_sequence_length = MAX_ALIAS_SEQUENCE_LENGTH,
    .parse_table = &ts_parse_table[0][0],
    .small_parse_table = ts_small_parse_table,
    .small_parse_table_map = ts_small_parse_table_map,
    .parse_actions = ts_parse_actions,
    .symbol_names = ts_symbol_names,
    .field_names = ts_field_names,
    .field_map_slices = ts_field_map_slices,
    .field_map_entries = ts_field_map_entries,
    .symbol_metadata = ts_symbol_metadata,
    .public_symbol_map = ts_symbol_map,
    .alias_map = ts_non_terminal_alias_map,
    .alias_sequences = &ts_alias_sequences[0][0],
    .lex_modes = ts_lex_modes,
    .lex_fn = ts_lex,
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
