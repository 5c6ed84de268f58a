#include <tree_sitter/parser.h>

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 19
#define LARGE_STATE_COUNT 5
#define SYMBOL_COUNT 33
#define ALIAS_COUNT 0
#define TOKEN_COUNT 28
#define EXTERNAL_TOKEN_COUNT 2
#define FIELD_COUNT 2
#define MAX_ALIAS_SEQUENCE_LENGTH 3
#define PRODUCTION_ID_COUNT 4

enum {
  sym_bone_name = 1,
  aux_sym_setting_token1 = 2,
  anon_sym_Bones = 3,
  anon_sym_Mesh_LPARENabsolute_RPAREN = 4,
  anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN = 5,
  anon_sym_Absolute = 6,
  anon_sym_Relativetoparent = 7,
  anon_sym_Matrix = 8,
  anon_sym_EulerAngles = 9,
  anon_sym_XYZ = 10,
  anon_sym_XZY = 11,
  anon_sym_YZX = 12,
  anon_sym_YXZ = 13,
  anon_sym_ZXY = 14,
  anon_sym_ZYX = 15,
  anon_sym_XYX = 16,
  anon_sym_YZY = 17,
  anon_sym_ZXZ = 18,
  anon_sym_Degrees = 19,
  anon_sym_Radians = 20,
  sym_key = 21,
  sym_string = 22,
  sym_value = 23,
  sym_comment = 24,
  sym__eol = 25,
  sym_rows = 26,
  sym__error_recovery = 27,
  sym_source_file = 28,
  sym__item = 29,
  sym_setting = 30,
  sym_header_value = 31,
  aux_sym_source_file_repeat1 = 32,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym_bone_name] = "bone_name",
  [aux_sym_setting_token1] = "setting_token1",
  [anon_sym_Bones] = "value",
  [anon_sym_Mesh_LPARENabsolute_RPAREN] = "value",
  [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = "value",
  [anon_sym_Absolute] = "value",
  [anon_sym_Relativetoparent] = "value",
  [anon_sym_Matrix] = "value",
  [anon_sym_EulerAngles] = "value",
  [anon_sym_XYZ] = "value",
  [anon_sym_XZY] = "value",
  [anon_sym_YZX] = "value",
  [anon_sym_YXZ] = "value",
  [anon_sym_ZXY] = "value",
  [anon_sym_ZYX] = "value",
  [anon_sym_XYX] = "value",
  [anon_sym_YZY] = "value",
  [anon_sym_ZXZ] = "value",
  [anon_sym_Degrees] = "value",
  [anon_sym_Radians] = "value",
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
  [sym_header_value] = "header_value",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym_bone_name] = sym_bone_name,
  [aux_sym_setting_token1] = aux_sym_setting_token1,
  [anon_sym_Bones] = sym_value,
  [anon_sym_Mesh_LPARENabsolute_RPAREN] = sym_value,
  [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = sym_value,
  [anon_sym_Absolute] = sym_value,
  [anon_sym_Relativetoparent] = sym_value,
  [anon_sym_Matrix] = sym_value,
  [anon_sym_EulerAngles] = sym_value,
  [anon_sym_XYZ] = sym_value,
  [anon_sym_XZY] = sym_value,
  [anon_sym_YZX] = sym_value,
  [anon_sym_YXZ] = sym_value,
  [anon_sym_ZXY] = sym_value,
  [anon_sym_ZYX] = sym_value,
  [anon_sym_XYX] = sym_value,
  [anon_sym_YZY] = sym_value,
  [anon_sym_ZXZ] = sym_value,
  [anon_sym_Degrees] = sym_value,
  [anon_sym_Radians] = sym_value,
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
  [sym_header_value] = sym_header_value,
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
  [anon_sym_Bones] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Mesh_LPARENabsolute_RPAREN] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Absolute] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Relativetoparent] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Matrix] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_EulerAngles] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_XYZ] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_XZY] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_YZX] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_YXZ] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_ZXY] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_ZYX] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_XYX] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_YZY] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_ZXZ] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Degrees] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_Radians] = {
    .visible = true,
    .named = true,
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
  [sym_header_value] = {
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
  [7] = 5,
  [8] = 8,
  [9] = 6,
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 8,
  [17] = 17,
  [18] = 18,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(39);
      if (lookahead == '\n') ADVANCE(118);
      if (lookahead == '\r') ADVANCE(1);
      if (lookahead == '"') ADVANCE(115);
      if (lookahead == '/') ADVANCE(8);
      if (lookahead == '<') ADVANCE(41);
      if (lookahead == 'A') ADVANCE(77);
      if (lookahead == 'B') ADVANCE(96);
      if (lookahead == 'D') ADVANCE(79);
      if (lookahead == 'E') ADVANCE(109);
      if (lookahead == 'M') ADVANCE(73);
      if (lookahead == 'R') ADVANCE(74);
      if (lookahead == 'X') ADVANCE(71);
      if (lookahead == 'Y') ADVANCE(64);
      if (lookahead == 'Z') ADVANCE(68);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(0)
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(42);
      if (('C' <= lookahead && lookahead <= 'W') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(118);
      END_STATE();
    case 2:
      if (lookahead == ' ') ADVANCE(13);
      END_STATE();
    case 3:
      if (lookahead == ' ') ADVANCE(27);
      END_STATE();
    case 4:
      if (lookahead == '(') ADVANCE(10);
      END_STATE();
    case 5:
      if (lookahead == ')') ADVANCE(44);
      END_STATE();
    case 6:
      if (lookahead == ')') ADVANCE(45);
      END_STATE();
    case 7:
      if (lookahead == '.') ADVANCE(32);
      END_STATE();
    case 8:
      if (lookahead == '/') ADVANCE(117);
      END_STATE();
    case 9:
      if (lookahead == 'A') ADVANCE(21);
      END_STATE();
    case 10:
      if (lookahead == 'a') ADVANCE(12);
      if (lookahead == 'b') ADVANCE(24);
      END_STATE();
    case 11:
      if (lookahead == 'a') ADVANCE(28);
      END_STATE();
    case 12:
      if (lookahead == 'b') ADVANCE(31);
      END_STATE();
    case 13:
      if (lookahead == 'c') ADVANCE(7);
      END_STATE();
    case 14:
      if (lookahead == 'e') ADVANCE(5);
      END_STATE();
    case 15:
      if (lookahead == 'e') ADVANCE(29);
      END_STATE();
    case 16:
      if (lookahead == 'e') ADVANCE(23);
      END_STATE();
    case 17:
      if (lookahead == 'e') ADVANCE(30);
      END_STATE();
    case 18:
      if (lookahead == 'g') ADVANCE(20);
      END_STATE();
    case 19:
      if (lookahead == 'l') ADVANCE(36);
      END_STATE();
    case 20:
      if (lookahead == 'l') ADVANCE(17);
      END_STATE();
    case 21:
      if (lookahead == 'n') ADVANCE(18);
      END_STATE();
    case 22:
      if (lookahead == 'n') ADVANCE(15);
      END_STATE();
    case 23:
      if (lookahead == 'n') ADVANCE(33);
      END_STATE();
    case 24:
      if (lookahead == 'o') ADVANCE(22);
      END_STATE();
    case 25:
      if (lookahead == 'o') ADVANCE(19);
      END_STATE();
    case 26:
      if (lookahead == 'o') ADVANCE(3);
      END_STATE();
    case 27:
      if (lookahead == 'p') ADVANCE(11);
      END_STATE();
    case 28:
      if (lookahead == 'r') ADVANCE(16);
      END_STATE();
    case 29:
      if (lookahead == 's') ADVANCE(2);
      END_STATE();
    case 30:
      if (lookahead == 's') ADVANCE(49);
      END_STATE();
    case 31:
      if (lookahead == 's') ADVANCE(25);
      END_STATE();
    case 32:
      if (lookahead == 's') ADVANCE(6);
      END_STATE();
    case 33:
      if (lookahead == 't') ADVANCE(47);
      END_STATE();
    case 34:
      if (lookahead == 't') ADVANCE(14);
      END_STATE();
    case 35:
      if (lookahead == 't') ADVANCE(26);
      END_STATE();
    case 36:
      if (lookahead == 'u') ADVANCE(34);
      END_STATE();
    case 37:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(37);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '/') ADVANCE(116);
      END_STATE();
    case 38:
      if (eof) ADVANCE(39);
      if (lookahead == '\n') ADVANCE(118);
      if (lookahead == '\r') ADVANCE(1);
      if (lookahead == '"') ADVANCE(115);
      if (lookahead == '/') ADVANCE(8);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(38)
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(42);
      if (lookahead != 0) ADVANCE(116);
      END_STATE();
    case 39:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 40:
      ACCEPT_TOKEN(sym_bone_name);
      END_STATE();
    case 41:
      ACCEPT_TOKEN(sym_bone_name);
      if (lookahead == '>') ADVANCE(40);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(41);
      END_STATE();
    case 42:
      ACCEPT_TOKEN(aux_sym_setting_token1);
      END_STATE();
    case 43:
      ACCEPT_TOKEN(anon_sym_Bones);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 44:
      ACCEPT_TOKEN(anon_sym_Mesh_LPARENabsolute_RPAREN);
      END_STATE();
    case 45:
      ACCEPT_TOKEN(anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN);
      END_STATE();
    case 46:
      ACCEPT_TOKEN(anon_sym_Absolute);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 47:
      ACCEPT_TOKEN(anon_sym_Relativetoparent);
      END_STATE();
    case 48:
      ACCEPT_TOKEN(anon_sym_Matrix);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 49:
      ACCEPT_TOKEN(anon_sym_EulerAngles);
      END_STATE();
    case 50:
      ACCEPT_TOKEN(anon_sym_XYZ);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 51:
      ACCEPT_TOKEN(anon_sym_XZY);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 52:
      ACCEPT_TOKEN(anon_sym_YZX);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 53:
      ACCEPT_TOKEN(anon_sym_YXZ);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 54:
      ACCEPT_TOKEN(anon_sym_ZXY);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 55:
      ACCEPT_TOKEN(anon_sym_ZYX);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 56:
      ACCEPT_TOKEN(anon_sym_XYX);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 57:
      ACCEPT_TOKEN(anon_sym_YZY);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 58:
      ACCEPT_TOKEN(anon_sym_ZXZ);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 59:
      ACCEPT_TOKEN(anon_sym_Degrees);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 60:
      ACCEPT_TOKEN(anon_sym_Radians);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 61:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == ' ') ADVANCE(4);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 62:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == ' ') ADVANCE(9);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 63:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == ' ') ADVANCE(35);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 64:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'X') ADVANCE(72);
      if (lookahead == 'Z') ADVANCE(66);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 65:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'X') ADVANCE(56);
      if (lookahead == 'Z') ADVANCE(50);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 66:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'X') ADVANCE(52);
      if (lookahead == 'Y') ADVANCE(57);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 67:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'X') ADVANCE(55);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 68:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'X') ADVANCE(70);
      if (lookahead == 'Y') ADVANCE(67);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 69:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'Y') ADVANCE(51);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 70:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'Y') ADVANCE(54);
      if (lookahead == 'Z') ADVANCE(58);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'X') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 71:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'Y') ADVANCE(65);
      if (lookahead == 'Z') ADVANCE(69);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'X') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 72:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'Z') ADVANCE(53);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Y') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 73:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'a') ADVANCE(106);
      if (lookahead == 'e') ADVANCE(101);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 74:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'a') ADVANCE(78);
      if (lookahead == 'e') ADVANCE(91);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 75:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'a') ADVANCE(95);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 76:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'a') ADVANCE(107);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 77:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'b') ADVANCE(105);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 78:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'd') ADVANCE(90);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 79:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'e') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 80:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'e') ADVANCE(46);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 81:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'e') ADVANCE(102);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 82:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'e') ADVANCE(99);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 83:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'e') ADVANCE(63);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 84:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'e') ADVANCE(103);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 85:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 86:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'g') ADVANCE(100);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 87:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'h') ADVANCE(61);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 88:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'i') ADVANCE(112);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 89:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'i') ADVANCE(111);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 90:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'i') ADVANCE(75);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 91:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'l') ADVANCE(76);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 92:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'l') ADVANCE(110);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 93:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'l') ADVANCE(82);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 94:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'n') ADVANCE(81);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 95:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'n') ADVANCE(104);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 96:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'o') ADVANCE(94);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 97:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'o') ADVANCE(92);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 98:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'r') ADVANCE(88);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 99:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'r') ADVANCE(62);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 100:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'r') ADVANCE(85);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 101:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 's') ADVANCE(87);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 102:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 's') ADVANCE(43);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 103:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 's') ADVANCE(59);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 104:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 's') ADVANCE(60);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 105:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 's') ADVANCE(97);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 106:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 't') ADVANCE(98);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 107:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 't') ADVANCE(89);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 108:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 't') ADVANCE(80);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 109:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'u') ADVANCE(93);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 110:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'u') ADVANCE(108);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 111:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'v') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 112:
      ACCEPT_TOKEN(sym_key);
      if (lookahead == 'x') ADVANCE(48);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 113:
      ACCEPT_TOKEN(sym_key);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(113);
      END_STATE();
    case 114:
      ACCEPT_TOKEN(sym_string);
      END_STATE();
    case 115:
      ACCEPT_TOKEN(sym_string);
      if (lookahead == '"') ADVANCE(114);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(115);
      END_STATE();
    case 116:
      ACCEPT_TOKEN(sym_value);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(37);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '/') ADVANCE(116);
      END_STATE();
    case 117:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(117);
      END_STATE();
    case 118:
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
  [4] = {.lex_state = 0, .external_lex_state = 2},
  [5] = {.lex_state = 38},
  [6] = {.lex_state = 38},
  [7] = {.lex_state = 38},
  [8] = {.lex_state = 38},
  [9] = {.lex_state = 38},
  [10] = {.lex_state = 0},
  [11] = {.lex_state = 0},
  [12] = {.lex_state = 0},
  [13] = {.lex_state = 0},
  [14] = {.lex_state = 0},
  [15] = {.lex_state = 0},
  [16] = {.lex_state = 38},
  [17] = {.lex_state = 0},
  [18] = {.lex_state = 0},
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
    [anon_sym_Bones] = ACTIONS(1),
    [anon_sym_Mesh_LPARENabsolute_RPAREN] = ACTIONS(1),
    [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = ACTIONS(1),
    [anon_sym_Absolute] = ACTIONS(1),
    [anon_sym_Relativetoparent] = ACTIONS(1),
    [anon_sym_Matrix] = ACTIONS(1),
    [anon_sym_EulerAngles] = ACTIONS(1),
    [anon_sym_XYZ] = ACTIONS(1),
    [anon_sym_XZY] = ACTIONS(1),
    [anon_sym_YZX] = ACTIONS(1),
    [anon_sym_YXZ] = ACTIONS(1),
    [anon_sym_ZXY] = ACTIONS(1),
    [anon_sym_ZYX] = ACTIONS(1),
    [anon_sym_XYX] = ACTIONS(1),
    [anon_sym_YZY] = ACTIONS(1),
    [anon_sym_ZXZ] = ACTIONS(1),
    [anon_sym_Degrees] = ACTIONS(1),
    [anon_sym_Radians] = ACTIONS(1),
    [sym_key] = ACTIONS(1),
    [sym_string] = ACTIONS(1),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(1),
    [sym_rows] = ACTIONS(1),
    [sym__error_recovery] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(17),
    [sym__item] = STATE(11),
    [sym_setting] = STATE(11),
    [sym_header_value] = STATE(11),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(5),
    [sym_bone_name] = ACTIONS(7),
    [anon_sym_Bones] = ACTIONS(9),
    [anon_sym_Mesh_LPARENabsolute_RPAREN] = ACTIONS(11),
    [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = ACTIONS(11),
    [anon_sym_Absolute] = ACTIONS(9),
    [anon_sym_Relativetoparent] = ACTIONS(11),
    [anon_sym_Matrix] = ACTIONS(9),
    [anon_sym_EulerAngles] = ACTIONS(11),
    [anon_sym_XYZ] = ACTIONS(9),
    [anon_sym_XZY] = ACTIONS(9),
    [anon_sym_YZX] = ACTIONS(9),
    [anon_sym_YXZ] = ACTIONS(9),
    [anon_sym_ZXY] = ACTIONS(9),
    [anon_sym_ZYX] = ACTIONS(9),
    [anon_sym_XYX] = ACTIONS(9),
    [anon_sym_YZY] = ACTIONS(9),
    [anon_sym_ZXZ] = ACTIONS(9),
    [anon_sym_Degrees] = ACTIONS(9),
    [anon_sym_Radians] = ACTIONS(9),
    [sym_key] = ACTIONS(13),
    [sym_string] = ACTIONS(15),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(17),
    [sym_rows] = ACTIONS(7),
  },
  [2] = {
    [sym__item] = STATE(14),
    [sym_setting] = STATE(14),
    [sym_header_value] = STATE(14),
    [aux_sym_source_file_repeat1] = STATE(3),
    [ts_builtin_sym_end] = ACTIONS(19),
    [sym_bone_name] = ACTIONS(21),
    [anon_sym_Bones] = ACTIONS(9),
    [anon_sym_Mesh_LPARENabsolute_RPAREN] = ACTIONS(11),
    [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = ACTIONS(11),
    [anon_sym_Absolute] = ACTIONS(9),
    [anon_sym_Relativetoparent] = ACTIONS(11),
    [anon_sym_Matrix] = ACTIONS(9),
    [anon_sym_EulerAngles] = ACTIONS(11),
    [anon_sym_XYZ] = ACTIONS(9),
    [anon_sym_XZY] = ACTIONS(9),
    [anon_sym_YZX] = ACTIONS(9),
    [anon_sym_YXZ] = ACTIONS(9),
    [anon_sym_ZXY] = ACTIONS(9),
    [anon_sym_ZYX] = ACTIONS(9),
    [anon_sym_XYX] = ACTIONS(9),
    [anon_sym_YZY] = ACTIONS(9),
    [anon_sym_ZXZ] = ACTIONS(9),
    [anon_sym_Degrees] = ACTIONS(9),
    [anon_sym_Radians] = ACTIONS(9),
    [sym_key] = ACTIONS(13),
    [sym_string] = ACTIONS(15),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(23),
    [sym_rows] = ACTIONS(21),
  },
  [3] = {
    [sym__item] = STATE(18),
    [sym_setting] = STATE(18),
    [sym_header_value] = STATE(18),
    [aux_sym_source_file_repeat1] = STATE(3),
    [ts_builtin_sym_end] = ACTIONS(25),
    [sym_bone_name] = ACTIONS(27),
    [anon_sym_Bones] = ACTIONS(30),
    [anon_sym_Mesh_LPARENabsolute_RPAREN] = ACTIONS(33),
    [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = ACTIONS(33),
    [anon_sym_Absolute] = ACTIONS(30),
    [anon_sym_Relativetoparent] = ACTIONS(33),
    [anon_sym_Matrix] = ACTIONS(30),
    [anon_sym_EulerAngles] = ACTIONS(33),
    [anon_sym_XYZ] = ACTIONS(30),
    [anon_sym_XZY] = ACTIONS(30),
    [anon_sym_YZX] = ACTIONS(30),
    [anon_sym_YXZ] = ACTIONS(30),
    [anon_sym_ZXY] = ACTIONS(30),
    [anon_sym_ZYX] = ACTIONS(30),
    [anon_sym_XYX] = ACTIONS(30),
    [anon_sym_YZY] = ACTIONS(30),
    [anon_sym_ZXZ] = ACTIONS(30),
    [anon_sym_Degrees] = ACTIONS(30),
    [anon_sym_Radians] = ACTIONS(30),
    [sym_key] = ACTIONS(36),
    [sym_string] = ACTIONS(39),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(42),
    [sym_rows] = ACTIONS(27),
  },
  [4] = {
    [ts_builtin_sym_end] = ACTIONS(25),
    [sym_bone_name] = ACTIONS(25),
    [anon_sym_Bones] = ACTIONS(45),
    [anon_sym_Mesh_LPARENabsolute_RPAREN] = ACTIONS(25),
    [anon_sym_Mesh_LPARENbonesc_DOTs_RPAREN] = ACTIONS(25),
    [anon_sym_Absolute] = ACTIONS(45),
    [anon_sym_Relativetoparent] = ACTIONS(25),
    [anon_sym_Matrix] = ACTIONS(45),
    [anon_sym_EulerAngles] = ACTIONS(25),
    [anon_sym_XYZ] = ACTIONS(45),
    [anon_sym_XZY] = ACTIONS(45),
    [anon_sym_YZX] = ACTIONS(45),
    [anon_sym_YXZ] = ACTIONS(45),
    [anon_sym_ZXY] = ACTIONS(45),
    [anon_sym_ZYX] = ACTIONS(45),
    [anon_sym_XYX] = ACTIONS(45),
    [anon_sym_YZY] = ACTIONS(45),
    [anon_sym_ZXZ] = ACTIONS(45),
    [anon_sym_Degrees] = ACTIONS(45),
    [anon_sym_Radians] = ACTIONS(45),
    [sym_key] = ACTIONS(45),
    [sym_string] = ACTIONS(25),
    [sym_comment] = ACTIONS(3),
    [sym__eol] = ACTIONS(25),
    [sym_rows] = ACTIONS(25),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(49), 1,
      aux_sym_setting_token1,
    ACTIONS(47), 2,
      ts_builtin_sym_end,
      sym__eol,
    ACTIONS(51), 2,
      sym_string,
      sym_value,
  [15] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(53), 2,
      ts_builtin_sym_end,
      sym__eol,
    ACTIONS(55), 2,
      sym_string,
      sym_value,
  [27] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(47), 1,
      sym__eol,
    ACTIONS(57), 1,
      aux_sym_setting_token1,
    ACTIONS(51), 2,
      sym_string,
      sym_value,
  [41] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(61), 1,
      sym_value,
    ACTIONS(59), 2,
      ts_builtin_sym_end,
      sym__eol,
  [52] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(53), 1,
      sym__eol,
    ACTIONS(55), 2,
      sym_string,
      sym_value,
  [63] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(59), 2,
      ts_builtin_sym_end,
      sym__eol,
  [71] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(19), 1,
      ts_builtin_sym_end,
    ACTIONS(63), 1,
      sym__eol,
  [81] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(65), 2,
      ts_builtin_sym_end,
      sym__eol,
  [89] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(67), 2,
      ts_builtin_sym_end,
      sym__eol,
  [97] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(63), 1,
      sym__eol,
    ACTIONS(69), 1,
      ts_builtin_sym_end,
  [107] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(71), 2,
      ts_builtin_sym_end,
      sym__eol,
  [115] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(59), 1,
      sym__eol,
    ACTIONS(61), 1,
      sym_value,
  [125] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(73), 1,
      ts_builtin_sym_end,
  [132] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(63), 1,
      sym__eol,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(5)] = 0,
  [SMALL_STATE(6)] = 15,
  [SMALL_STATE(7)] = 27,
  [SMALL_STATE(8)] = 41,
  [SMALL_STATE(9)] = 52,
  [SMALL_STATE(10)] = 63,
  [SMALL_STATE(11)] = 71,
  [SMALL_STATE(12)] = 81,
  [SMALL_STATE(13)] = 89,
  [SMALL_STATE(14)] = 97,
  [SMALL_STATE(15)] = 107,
  [SMALL_STATE(16)] = 115,
  [SMALL_STATE(17)] = 125,
  [SMALL_STATE(18)] = 132,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(8),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(5),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [19] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [25] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2),
  [27] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(18),
  [30] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(16),
  [33] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(16),
  [36] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(7),
  [39] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(10),
  [42] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(3),
  [45] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2),
  [47] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 1, .production_id = 1),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [53] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 2, .production_id = 1),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [57] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [59] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_value, 1),
  [61] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [65] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_header_value, 2),
  [67] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 2, .production_id = 2),
  [69] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2),
  [71] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setting, 3, .production_id = 3),
  [73] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
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
