/**
 * Tree-sitter grammar for the text files BonesPro (a 3ds max skinning
 * plugin) exports: the Structure file and the Animation file. Both are
 * ASCII with `//` comments; one grammar serves both, the linter tells them
 * apart by their header (lint/formats/bonespro.c).
 *
 * Structure: Nb, Nv, then per bone `<bone name>`, its parent (an index in
 * file order or `*`), its box size and two 3x4 transforms (bone, node) as
 * rows of three numbers; then per vertex its position, its number of bones
 * and a `bone weight` line for each.
 *
 * Animation: Nb, Nv, Nf, then the header in one of two forms. As the
 * document lists it, the values alone, one a line, in its order (ExportMode,
 * TransformSystem, TransformRepesentation, EulerOrder, AngleUnits, then
 * FirstFrame, LastFrame and Step as numbers): `Bones`, `"Relative to
 * parent"`… (header_value). Or keyed: `ExportMode "Bones"`, `AngleUnits
 * Degrees`, `Step 10` (setting; TransformRepesentation is BonesPro's
 * spelling, TransformRepresentation is accepted too). Values quoted or not
 * ("Mesh (bones c.s)"). Which form a file uses, and which value is which,
 * is the linter's business. Then the frames: per bone a
 * box and two transforms as matrices or Euler angles (ExportMode Bones),
 * or vertex positions (Mesh (absolute)), or per bone its vertices in the
 * bone's coordinate system (Mesh (bones c.s)).
 *
 * What each data line holds depends on its place in the file, so the
 * grammar keeps lines flat. Speed: an export of a big mesh is tens of
 * megabytes of numbers; consecutive data lines form `rows` tokens of up to
 * 256 lines that the front-end scans itself, which keeps the tree small
 * and an edit's re-parse short. `rows` comes from the external scanner
 * (src/scanner.c): a regular expression cannot stop after so many lines.
 */

// The header values the document lists, as written there.
const DOCUMENTED_VALUES = [
  'Bones', 'Mesh (absolute)', 'Mesh (bones c.s)',
  'Absolute', 'Relative to parent',
  'Matrix', 'Euler Angles',
  'XYZ', 'XZY', 'YZX', 'YXZ', 'ZXY', 'ZYX', 'XYX', 'YZY', 'ZXZ',
  'Degrees', 'Radians',
];

module.exports = grammar({
  name: 'bonespro',

  // Data lines: a number (or `*`, a parent that is not in the list) first,
  // then anything up to the line end or a `//` comment. The second token is
  // never used: it is valid only while tree-sitter recovers from an error,
  // which tells the scanner to leave that text to the lexer.
  externals: $ => [$.rows, $._error_recovery],

  // Blanks and `//` comments between tokens; line ends are significant.
  extras: $ => [/[ \t]+/, $.comment],

  rules: {
    source_file: $ => seq(
      repeat(seq(optional($._item), $._eol)),
      optional($._item),
    ),

    _item: $ => choice($.rows, $.bone_name, $.setting, $.header_value),

    // <Bip01 L Forearm>; an unclosed '<' still parses (the linter reports it).
    bone_name: $ => /<[^>\r\n]*>?/,

    // ExportMode "Mesh (bones c.s)"  ·  AngleUnits Degrees  ·  Step 1
    setting: $ => seq(
      field('key', $.key),
      optional(/[:=]/),
      optional(field('value', choice($.string, $.value))),
    ),

    // A value alone on its line (the value-only header): quoted, or one of
    // the documented values as written. A misspelt bare value parses as a
    // setting with an unknown key (`Bnoes`, `Mesh (bones cs)`), or as a
    // documented value and more (`Relative to parents`); the linter reads
    // either as a value there.
    header_value: $ => choice(
      $.string,
      seq(
        choice(...DOCUMENTED_VALUES.map(v => alias(v, $.value))),
        optional($.value),
      ),
    ),

    key: $ => /[A-Za-z_][A-Za-z0-9_]*/,
    string: $ => /"[^"\r\n]*"?/,
    value: $ => /[^ \t\r\n"\/:=]([^\r\n\/]*[^ \t\r\n\/])?/,

    comment: $ => token(seq('//', /[^\r\n]*/)),

    _eol: $ => /\r?\n/,
  },
});
