/**
 * Tree-sitter grammar for RokDeBone2 bone files (.bon).
 *
 * A .bon file is a header line followed by independent lines: section
 * keywords (NAMEPART_START … TREEPART_END), RELATIVE_BONENO_MODE, name
 * lines (`0104:name`) and chains (`0103:,0135:name,…,` in the mixed type,
 * `0103,0135,…,` in TREEPART). Which line shapes are allowed where is a
 * question of context (file type, section), so the grammar keeps lines flat
 * and leaves that to the linter's front-end.
 *
 * Tokens are deliberately tolerant so that common hand-editing mistakes
 * still parse and can be pointed at precisely: full-width `：` `，`, digits
 * and keyword letters, serials of any length with a sign, LF line ends,
 * trailing spaces after keywords, a mis-spaced or mis-cased header.
 * The linter parses the UTF-8 text (Shift_JIS files are decoded first). A
 * leading byte-order mark is skipped by tree-sitter itself.
 */

module.exports = grammar({
  name: 'bon',

  // Spaces are significant (names may contain them); nothing is skipped.
  extras: $ => [],

  rules: {
    source_file: $ => seq(
      optional($.header),
      repeat(seq(optional($._line), $._eol)),
      optional($._line),
    ),

    // BoneFile : type mixed : ver1001
    header: $ => seq(
      field('magic', $.magic),
      repeat(choice(
        $._header_colon,
        $._header_space,
        field('value', $.header_value),
      )),
    ),

    _line: $ => choice(
      $.relative_mode,
      $.namepart_start,
      $.namepart_end,
      $.treepart_start,
      $.treepart_end,
      $.name_line,
      $.chain,
    ),

    relative_mode: $ => keywordLine($, 'RELATIVE_BONENO_MODE'),
    namepart_start: $ => keywordLine($, 'NAMEPART_START'),
    namepart_end: $ => keywordLine($, 'NAMEPART_END'),
    treepart_start: $ => keywordLine($, 'TREEPART_START'),
    treepart_end: $ => keywordLine($, 'TREEPART_END'),

    // 0104:name — one element and no comma (NAMEPART lines).
    name_line: $ => $.element,

    // 0103:,0135:name,0134:name,  or  0103,0135,0134,
    // The first element is the parent of the second, and so on.
    chain: $ => seq(
      field('parent', $.element),
      $._comma,
      repeat(seq(field('child', $.element), $._comma)),
      optional(field('child', $.element)),
    ),

    // serial [':' [name]]; a missing ':' still parses (SK412 reports it).
    element: $ => seq(
      field('serial', $.serial),
      optional($._colon),
      optional(field('name', $.name)),
    ),

    // Four digits, '-' before them in relative mode; any count and
    // full-width digits or minus parse so that SK412/SK414 can point at them.
    serial: $ => /[-－−]?[0-9０-９]+/,

    // A name runs to ',' or the line end (the reader stops at ',' and CR).
    // It cannot start with a colon or a full-width comma: those are the
    // element's own punctuation written once too often or in full width.
    name: $ => /[^,，:：\r\n][^,\r\n]*/,

    magic: $ => token(seq(
      ci('bone'), optional(/[ 　]/), ci('file'),
    )),
    header_value: $ => /[^:：\r\n \t　]([^:：\r\n]*[^:：\r\n \t　])?/,
    _header_colon: $ => /[ \t　]*[:：][ \t　]*/,
    _header_space: $ => /[ \t　]+/,

    trailing_space: $ => /[ \t　]+/,

    _colon: $ => choice(':', '：'),
    _comma: $ => choice(',', '，'),
    _eol: $ => choice('\r\n', '\n'),
  },
});

// ---------------------------------------------------------------------------
// Helpers

// A keyword alone on its line, upper-case ASCII as RokDeBone2 wants, but
// also lower-case or full-width (reported, with a fix, by the linter).
function keywordLine($, word) {
  return seq(
    field('keyword', alias(token(ci(word)), $.keyword)),
    optional($.trailing_space),
  );
}

// A case-insensitive, half- or full-width spelling of an ASCII word:
// 'ab_' matches /[AaＡａ][BbＢｂ][_＿]/.
function ci(word) {
  return new RegExp(word.split('').map(c => {
    const wide = ch => String.fromCharCode(ch.charCodeAt(0) + 0xFEE0);
    if (/[A-Za-z]/.test(c)) {
      const u = c.toUpperCase(), l = c.toLowerCase();
      return `[${u}${l}${wide(u)}${wide(l)}]`;
    }
    if (c === '_') return '[_＿]';
    return c;
  }).join(''));
}
