// source.js — a file's text as the CLI counts it, to show the line a
// finding points at. The report gives 1-based lines and columns counted in
// Unicode characters (docs/json.md); binary files also give byte offsets.

const BINARY_EXT = /\.(csf|cmf|caf|crf|cpf|bin)$/i;

/** True for the formats the report places by byte offset. */
export function isBinaryPath(path) {
  return BINARY_EXT.test(path);
}

function tryDecode(label, bytes, fatal) {
  try {
    return new TextDecoder(label, {fatal}).decode(bytes);
  } catch (e) {
    return null;
  }
}

/** The text of a file, decoded as skellint reads it: a byte-order mark
 * first, then UTF-8, then the encoding the XML declaration names, then
 * Shift_JIS for RokDeBone2 files, else Windows-1252. */
export function decodeText(bytes, path) {
  const b = bytes;
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return tryDecode('utf-8', b, false);
  if (b[0] === 0xff && b[1] === 0xfe) return tryDecode('utf-16le', b, false);
  if (b[0] === 0xfe && b[1] === 0xff) return tryDecode('utf-16be', b, false);
  if (b[0] === 0x3c && b[1] === 0x00) return tryDecode('utf-16le', b, false);
  if (b[0] === 0x00 && b[1] === 0x3c) return tryDecode('utf-16be', b, false);
  const utf8 = tryDecode('utf-8', b, true);
  if (utf8 !== null) return utf8;
  const head = new TextDecoder('latin1').decode(b.subarray(0, 200));
  const decl = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_.:-]+)["']/.exec(head);
  if (decl) {
    const t = tryDecode(decl[1], b, false);
    if (t !== null) return t;
  }
  if (/\.bon$/i.test(path)) return tryDecode('shift_jis', b, false);
  return tryDecode('windows-1252', b, false);
}

/** A text with its line starts (lines end at '\n'; a '\r' before it is
 * not part of the line), built once per file. */
export class Text {
  constructor(text) {
    this.text = text;
    this.starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** Line n (1-based) as an array of Unicode characters, or null. */
  line(n) {
    if (n < 1 || n > this.starts.length) return null;
    const a = this.starts[n - 1];
    let e = n < this.starts.length ? this.starts[n] - 1 : this.text.length;
    if (e > a && this.text[e - 1] === '\r') e--;
    return Array.from(this.text.slice(a, e));
  }
}

const CONTEXT = 80; // characters shown on each side of a long line's span

/** The pieces of the line that `start`..`end` (report positions) are on:
 * {lineNo, before, marked, after, more}; cut around the span when the
 * line is long, `more` says the span goes on past this line. */
export function snippet(text, start, end) {
  const chars = text.line(start.line);
  if (!chars) return null;
  const a = Math.min(Math.max(start.column - 1, 0), chars.length);
  let b = end.line === start.line ? Math.min(Math.max(end.column - 1, a), chars.length) : chars.length;
  if (b - a > 4 * CONTEXT) b = a + 4 * CONTEXT;
  const from = Math.max(0, a - CONTEXT);
  const to = Math.min(chars.length, b + CONTEXT);
  return {
    lineNo: start.line,
    before: (from > 0 ? '…' : '') + chars.slice(from, a).join(''),
    marked: chars.slice(a, b).join(''),
    after: chars.slice(b, to).join('') + (to < chars.length ? '…' : ''),
    more: end.line > start.line ? end.line : 0,
  };
}

/** Rows of a hex dump around bytes [a, b) of a binary file:
 * [{offset, cells: [{hex, marked}]}], 16 bytes a row. */
export function hexRows(bytes, a, b) {
  const first = Math.max(0, (Math.floor(a / 16) - 1) * 16);
  const last = Math.min(bytes.length, (Math.floor(Math.max(a, b - 1) / 16) + 2) * 16);
  const rows = [];
  for (let r = first; r < last && rows.length < 8; r += 16) {
    const cells = [];
    for (let i = r; i < Math.min(r + 16, bytes.length); i++) {
      cells.push({hex: bytes[i].toString(16).padStart(2, '0'), marked: i >= a && i < Math.max(b, a + 1)});
    }
    rows.push({offset: r, cells});
  }
  return rows;
}
