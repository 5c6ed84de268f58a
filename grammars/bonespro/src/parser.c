#include <tree_sitter/parser.h>

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 15
#define LARGE_STATE_COUNT 4
#define SYMBOL_COUNT 14
#define ALIAS_COUNT 0
#define TOKEN_COUNT 10
#define EXTERNAL_TOKEN_COUNT 2
#define FIELD_COUNT 2
#define MAX_ALIAS_SEQUENCE_LENGTH 3
#define PRODUCTION_ID_COUNT 4

enum {
  sym_bone_name = 1,
  aux_sym_setting_token1 = 2,
  sym_key = 3,
  sym_string = 4,
  sym_value = 5,
  sym_comment = 6,
  sym__eol = 7,
  sym_rows = 8,
  sym__error_recovery = 9,
  sym_source_file = 10,
  sym__item = 11,
  sym_setting = 12,
  aux_sym_source_file_repeat1 = 13,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym_bone_name] = "bone_name",
  [aux_sym_setting_token1] = "setting_token1",
  [sym_key] = "key",
  [sym_string] = "string",
  [sym_value] = "value",
  [sym_comment] = "comment",
  [sym__eol] = "_eol",
  [sym_rows] = "rows",
  [sym__error_recovery] = "_error_recovery",
  [sym_source_file] = "source_file",
  [sym__item] = "_item",
  [sym_setting] = "setting",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym_bone_name] = sym_bone_name,
  [aux_sym_setting_token1] = aux_sym_setting_token1,
  [sym_key] = sym_key,
  [sym_string] = sym_string,
  [sym_value] = sym_value,
  [sym_comment] = sym_comment,
  [sym__eol] = sym__eol,
  [sym_rows] = sym_rows,
  [sym__error_recovery] = sym__error_recovery,
  [sym_source_file] = sym_source_file,
  [sym__item] = sym__item,
  [sym_setting] = sym_setting,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym_bone_name] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_setting_token1] = {
    .visible = false,
    .named = false,
  },
  [sym_key] = {
    .visible = true,
    .named = true,
  },
  [sym_string] = {
    .visible = true,
    .named = true,
  },
  [sym_value] = {
    .visible = true,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym__eol] = {
    .visible = false,
    .named = true,
  },
  [sym_rows] = {
    .visible = true,
    .named = true,
  },
  [sym__error_recovery] = {
    .visible = false,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym__item] = {
    .visible = false,
    .named = true,
  },
  [sym_setting] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
};

enum {
  field_key = 1,
  field_value = 2,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_key] = "key",
  [field_value] = "value",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 2},
  [3] = {.index = 3, .length = 2},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_key, 0},
  [1] =
    {field_key, 0},
    {field_value, 1},
  [3] =
    {field_key, 0},
    {field_value, 2},
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
  [7] = 4,
  [8] = 6,
  [9] = 9,
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 13,
  [14] = 14,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(5);
      if (lookahead == '\n') ADVANCE(14);
      if (lookahead == '\r') ADVANCE(1);
      if (lookahead == '"') ADVANCE(11);
      if (lookahead == '/') ADVANCE(2);
      if (lookahead == '<') ADVANCE(7);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(0)
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(8);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(9);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(14);
      END_STATE();
    case 2:
      if (lookahead == '/') ADVANCE(13);
      END_STATE();
    case 3:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '/') ADVANCE(12);
      END_STATE();
    case 4:
      if (eof) ADVANCE(5);
      if (lookahead == '\n') ADVANCE(14);
      if (lookahead == '\r') ADVANCE(1);
      if (lookahead == '"') ADVANCE(11);
      if (lookahead == '/') ADVANCE(2);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(4)
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(8);
      if (lookahead != 0) ADVANCE(12);
      END_STATE();
    case 5:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 6:
      ACCEPT_TOKEN(sym_bone_name);
      END_STATE();
    case 7:
      ACCEPT_TOKEN(sym_bone_name);
      if (lookahead == '>') ADVANCE(6);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(7);
      END_STATE();
    case 8:
      ACCEPT_TOKEN(aux_sym_setting_token1);
      END_STATE();
    case 9:
      ACCEPT_TOKEN(sym_key);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(9);
      END_STATE();
    case 10:
      ACCEPT_TOKEN(sym_string);
      END_STATE();
    case 11:
      ACCEPT_TOKEN(sym_string);
      if (lookahead == '"') ADVANCE(10);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(11);
      END_STATE();
    case 12:
      ACCEPT_TOKEN(sym_value);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(3);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '/') ADVANCE(12);
      END_STATE();
    case 13:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(13);
      END_STATE();
    case 14:
      ACCEPT_TOKEN(sym__eol);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 0, .external_lex_state = 2},
  [2] = {.lex_state = 0, .external_lex_state = 2},
  [3] = {.lex_state = 0, .external_lex_state = 2},
  [4] = {.lex_state = 4},
  [5] = {.lex_state = 0, .external_lex_state = 2},
  [6] = {.lex_state = 4},
  [7] = {.lex_state = 4},
  [8] = {.lex_state = 4},
  [9] = {.lex_state = 0},
  [10] = {.lex_state = 0},
  [11] = {.lex_state = 0},
  [12] = {.lex_state = 0},
  [13] = {.lex_state = 0},
  [14] = {.lex_state = 0},
};

enum {
  ts_external_token_rows = 0,
  ts_external_token__error_recovery = 1,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token_rows] = sym_rows,
  [ts_external_token__error_recovery] = sym__error_recovery,
};

static const bool ts_external_scanner_states[3][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token_rows] = true,
    [ts_external_token__error_recovery] = true,
  },
  [2] = {
    [ts_external_token_rows] = true,
  },
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym_bone_name] = ACTIONS(1),
    [aux_sym_setting_token1] = ACTIONS(1),
    [sym_key] = ACTIONS(1),
    [sym_string] = ACTIONS(1),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(1),
    [sym_rows] = ACTIONS(1),
    [sym__error_recovery] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(13),
    [sym__item] = STATE(9),
    [sym_setting] = STATE(9),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(5),
    [sym_bone_name] = ACTIONS(7),
    [sym_key] = ACTIONS(9),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(11),
    [sym_rows] = ACTIONS(7),
  },
  [2] = {
    [sym__item] = STATE(11),
    [sym_setting] = STATE(11),
    [aux_sym_source_file_repeat1] = STATE(3),
    [ts_builtin_sym_end] = ACTIONS(13),
    [sym_bone_name] = ACTIONS(15),
    [sym_key] = ACTIONS(9),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(17),
    [sym_rows] = ACTIONS(15),
  },
  [3] = {
    [sym__item] = STATE(14),
    [sym_setting] = STATE(14),
    [aux_sym_source_file_repeat1] = STATE(3),
    [ts_builtin_sym_end] = ACTIONS(19),
    [sym_bone_name] = ACTIONS(21),
    [sym_key] = ACTIONS(24),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(27),
    [sym_rows] = ACTIONS(21),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(32), 1,
      aux_sym_setting_token1,
    ACTIONS(30), 2,
      ts_builtin_sym_end,
      sym__eol,
    ACTIONS(34), 2,
      sym_string,
      sym_value,
  [15] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(19), 5,
      sym_rows,
      ts_builtin_sym_end,
      sym_bone_name,
      sym_key,
      sym__eol,
  [26] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(36), 2,
      ts_builtin_sym_end,
      sym__eol,
    ACTIONS(38), 2,
      sym_string,
      sym_value,
  [38] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(30), 1,
      sym__eol,
    ACTIONS(40), 1,
      aux_sym_setting_token1,
    ACTIONS(34), 2,
      sym_string,
      sym_value,
  [52] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(36), 1,
      sym__eol,
    ACTIONS(38), 2,
      sym_string,
      sym_value,
  [63] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(13), 1,
      ts_builtin_sym_end,
    ACTIONS(42), 1,
      sym__eol,
  [73] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(44), 2,
      ts_builtin_sym_end,
      sym__eol,
  [81] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(42), 1,
      sym__eol,
    ACTIONS(46), 1,
      ts_builtin_sym_end,
  [91] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(48), 2,
      ts_builtin_sym_end,
      sym__eol,
  [99] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(50), 1,
      ts_builtin_sym_end,
  [106] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(42), 1,
      sym__eol,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(4)] = 0,
  [SMALL_STATE(5)] = 15,
  [SMALL_STATE(6)] = 26,
  [SMALL_STATE(7)] = 38,
  [SMALL_STATE(8)] = 52,
  [SMALL_STATE(9)] = 63,
  [SMALL_STATE(10)] = 73,
  [SMALL_STATE(11)] = 81,
  [SMALL_STATE(12)] = 91,
  [SMALL_STATE(13)] = 99,
  [SMALL_STATE(14)] = 106,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [13] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [19] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2),
  [21] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(14),
  [24] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(7),
  [27] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(3),
  [30] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 1, .production_id = 1),
  [32] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [34] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [36] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 2, .production_id = 1),
  [38] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [40] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [42] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [44] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 2, .production_id = 2),
  [46] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2),
  [48] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 3, .production_id = 3),
  [50] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
};

#ifdef __cplusplus
extern "C" {
#endif
void *tree_sitter_bonespro_external_scanner_create(void);
void tree_sitter_bonespro_external_scanner_destroy(void *);
bool tree_sitter_bonespro_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_bonespro_external_scanner_serialize(void *, char *);
void tree_sitter_bonespro_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef _WIN32
#define extern __declspec(dllexport)
#endif

extern const TSLanguage *tree_sitter_bonespro(void) {
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
    .external_scanner = {
      &ts_external_scanner_states[0][0],
      ts_external_scanner_symbol_map,
      tree_sitter_bonespro_external_scanner_create,
      tree_sitter_bonespro_external_scanner_destroy,
      tree_sitter_bonespro_external_scanner_scan,
      tree_sitter_bonespro_external_scanner_serialize,
      tree_sitter_bonespro_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
