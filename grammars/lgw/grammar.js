/**
 * Tree-sitter grammar for the LGW 3D model text format (ALTAR Interactive,
 * UFO: Aftermath; the text that UFObintxt writes from binary models).
 *
 * The format is line-oriented: a keyword starts each line and its
 * arguments (quoted names, numbers, a word such as SKIN or TYPE_LIST)
 * follow on the same line; bulk data (VERTS/WVERTS vertex lines, a GROUP's
 * indices after COUNT, the sixteen numbers after PIVOT) sits on lines that
 * start with a number. Blocks open with a keyword and close with END_OF_*:
 *
 *   MODEL "name"  EXPORT_VERSION 4  SOURCE_FILE "…"
 *   MATERIAL_LIST / MATERIAL id "name" / DIFFUSE_COLOR r g b /
 *     TEXTURE n / FILE_NAME "…" / U_WRAP / V_WRAP / ALPHA_MODE n /
 *     END_OF_TEXTURE / END_OF_MATERIAL / END_OF_MATERIAL_LIST
 *   MESH "n" / LINKINFO / LINK_TYPE SKIN|NORMAL / BONES n / BONE "b" /
 *     PIVOT / END_OF_BONE / END_OF_BONES / PARENT "b" / END_OF_PARENT /
 *     END_OF_LINKINFO / MATERIAL_REF id / DEFAULT_COLOR r g b /
 *     VERTS n | WVERTS n / PRIMITIVE_GEOMETRY_GROUPS n /
 *     GROUP k TYPE_LIST / COUNT n / END_OF_GROUP k / END_OF_MESH "n"
 *   HELPER "n" / TYPE POINT / … / END_OF_HELPER "n"
 *   END_OF_MODEL
 *
 * The grammar keeps lines flat: which keyword may appear inside which
 * block, whether END_OF_MESH names its MESH, and what a data line must
 * hold are the linter's questions (lint/formats/lgw.c), answered with
 * messages that say what was expected. An unknown keyword still parses as
 * a statement so that it can be reported as one (SK007).
 *
 * Speed: a model exported from a large mesh is tens of megabytes of
 * numbers. Consecutive data lines form `rows` tokens of up to 256 lines,
 * which the front-end scans itself: a tree with a node per number (or per
 * line) costs several times the file in memory; this one stays small, and
 * an edit in an editor re-lexes one token, not the whole vertex block.
 * `rows` comes from the external scanner (src/scanner.c), since a regular
 * expression cannot stop after so many lines. Separators are spaces or
 * tabs; lines end with LF or CRLF.
 */

module.exports = grammar({
  name: 'lgw',

  // Data lines: each starts with a number and runs to its end (quoted bone
  // names of WVERTS lines included) or to a `//` comment. The second token
  // is never used: it is valid only while tree-sitter recovers from an
  // error, which tells the scanner to leave that text to the lexer.
  externals: $ => [$.rows, $._error_recovery],

  // Blanks and `//` comments between tokens; line ends are significant.
  extras: $ => [/[ \t]+/, $.comment],

  rules: {
    source_file: $ => seq(
      repeat(seq(optional($._item), $._eol)),
      optional($._item),
    ),

    _item: $ => choice($.statement, $.rows),

    // KEYWORD argument…  (MESH "veins", COUNT 36, GROUP 0 TYPE_LIST, U_WRAP V_WRAP)
    statement: $ => seq(
      field('keyword', alias($._name, $.keyword)),
      repeat(field('argument', choice($.string, $.number, alias($._name, $.word)))),
    ),

    // A quoted name; the closing quote may be missing (reported by the
    // linter, which still reads the name).
    string: $ => /"[^"\r\n]*"?/,

    // Anything number-like; the linter judges the digits (SK002, SK003).
    number: $ => /[-+.0-9][^ \t\r\n"]*/,

    _name: $ => /[A-Za-z_][A-Za-z0-9_]*/,

    comment: $ => token(seq('//', /[^\r\n]*/)),

    _eol: $ => /\r?\n/,
  },
});

