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

/** The decoders to try, in order, as skellint reads a file: a byte-order
 * mark first, then UTF-8, then the encoding the XML declaration names,
 * then Shift_JIS for RokDeBone2 files, else Windows-1252. */
function decoders(b, path) {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return [['utf-8', false]];
  if (b[0] === 0xff && b[1] === 0xfe) return [['utf-16le', false]];
  if (b[0] === 0xfe && b[1] === 0xff) return [['utf-16be', false]];
  if (b[0] === 0x3c && b[1] === 0x00) return [['utf-16le', false]];
  if (b[0] === 0x00 && b[1] === 0x3c) return [['utf-16be', false]];
  const out = [['utf-8', true]];
  const head = new TextDecoder('latin1').decode(b.subarray(0, 200));
  const decl = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_.:-]+)["']/.exec(head);
  if (decl) out.push([decl[1], false]);
  out.push([/\.bon$/i.test(path) ? 'shift_jis' : 'windows-1252', false]);
  return out;
}

/** The text of a file, decoded as skellint reads it (decoders()). */
export function decodeText(bytes, path) {
  for (const [label, fatal] of decoders(bytes, path)) {
    const t = tryDecode(label, bytes, fatal);
    if (t !== null) return t;
  }
  return null;
}

/** A text with its line starts (lines end at '\n'; a '\r' before it is
 * not part of the line), built once per file. A line is never copied
 * whole: a 150 MB line is read through a window around the span asked
 * for (Array.from of such a line threw "Invalid array length", and two
 * 60 MB lines took 1.26 GB). */
export class Text {
  constructor(text) {
    this.text = text;
    this.starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
    this.marks = new Map(); // line → code-unit offsets of every STEP-th character
  }

  /** [a, e): line n's code units (1-based n), or null. */
  bounds(n) {
    if (n < 1 || n > this.starts.length) return null;
    const a = this.starts[n - 1];
    let e = n < this.starts.length ? this.starts[n] - 1 : this.text.length;
    if (e > a && this.text.charCodeAt(e - 1) === 13) e--;
    return [a, e];
  }

  /** The code-unit offset of character `col` (0-based, counted in Unicode
   * characters as the report counts) of the line [a, e), clamped to e.
   * A long line keeps one offset every STEP characters, found once, so
   * each look-up walks at most STEP characters. */
  offset(n, a, e, col) {
    if (col <= 0) return a;
    if (e - a <= STEP) return walk(this.text, a, e, col);
    let marks = this.marks.get(n);
    if (marks === undefined) {
      // Without surrogates a character is a code unit: no walk at all.
      marks = null;
      if (SURROGATE.test(this.text.slice(a, e))) {
        marks = [a];
        for (let i = walk(this.text, a, e, STEP); i < e; i = walk(this.text, i, e, STEP)) marks.push(i);
      }
      this.marks.set(n, marks);
    }
    if (marks === null) return Math.min(a + col, e);
    const k = Math.min(Math.floor(col / STEP), marks.length - 1);
    return walk(this.text, marks[k], e, col - k * STEP);
  }

  /** Characters [from, to) of line n (0-based character columns), or null. */
  slice(n, from, to) {
    const b = this.bounds(n);
    if (!b) return null;
    const x = this.offset(n, b[0], b[1], from);
    return this.text.slice(x, this.offset(n, b[0], b[1], to));
  }
}

const STEP = 4096;
const SURROGATE = /[\uD800-\uDFFF]/;

/** Past `count` Unicode characters from code unit i (a surrogate pair is
 * one), at most to e. */
function walk(text, i, e, count) {
  while (count > 0 && i < e) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < e && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    count--;
  }
  return i;
}

const CONTEXT = 80; // characters shown on each side of a long line's span

/** The pieces of the line that `start`..`end` (report positions) are on:
 * {lineNo, before, marked, after, more}; cut around the span when the
 * line is long (never more than the span's first 4 × CONTEXT characters
 * and CONTEXT on each side), `more` says the span goes on past this line. */
export function snippet(text, start, end) {
  const bounds = text.bounds(start.line);
  if (!bounds) return null;
  const [la, le] = bounds;
  const n = start.line;
  const aAt = text.offset(n, la, le, Math.max(start.column - 1, 0));
  const a = Math.max(start.column - 1, 0);
  let b = end.line === start.line ? Math.max(end.column - 1, a) : Infinity;
  if (b - a > 4 * CONTEXT) b = a + 4 * CONTEXT;
  const bAt = text.offset(n, la, le, b);
  const fromAt = text.offset(n, la, le, Math.max(0, a - CONTEXT));
  const toAt = text.offset(n, la, le, b + CONTEXT);
  return {
    lineNo: n,
    before: (fromAt > la ? '…' : '') + text.text.slice(fromAt, aAt),
    marked: text.text.slice(aAt, bAt),
    after: text.text.slice(bAt, toAt) + (toAt < le ? '…' : ''),
    more: end.line > start.line ? end.line : 0,
  };
}

// A fix shown as the lines it changes, before and after (app.js): runs of
// touched lines at most FIX_LINES long; a line longer than FIX_LINE_MAX is
// cut to a window around its edits.
const FIX_LINES = 6;
const FIX_LINE_MAX = 240;

/** The places a fix's edits change: [{first, last, before: [lines],
 * after: [lines]}], runs of touched lines with their text before and after
 * the edits; null when the edits cannot be placed in the text. */
export function fixPlaces(t, edits) {
  const sorted = edits.slice().sort((x, y) => x.start.line - y.start.line || x.start.column - y.start.column);
  const groups = [];
  for (const e of sorted) {
    const g = groups[groups.length - 1];
    if (g && e.start.line <= g.last + 1) {
      g.edits.push(e);
      g.last = Math.max(g.last, e.end.line);
    } else groups.push({first: e.start.line, last: e.end.line, edits: [e]});
  }
  const places = [];
  for (const g of groups) {
    if (g.last - g.first >= FIX_LINES) {
      places.push({first: g.first, last: g.last, before: [`(${g.last - g.first + 1} lines)`], after: [`(${g.edits.length} edits)`]});
      continue;
    }
    // Each line's window: the whole line, or characters around its edits.
    const wins = [];
    for (let n = g.first; n <= g.last; n++) {
      const b = t.bounds(n);
      if (!b) return null;
      let from = 0;
      let to = Infinity;
      if (b[1] - b[0] > FIX_LINE_MAX) {
        const cols = [];
        for (const e of g.edits) {
          if (e.start.line === n) cols.push(e.start.column - 1);
          if (e.end.line === n) cols.push(e.end.column - 1);
        }
        const lo = cols.length ? Math.min(...cols) : 0;
        from = Math.max(0, lo - 40);
        to = Math.min(Math.max(lo, ...cols) + 40, from + FIX_LINE_MAX);
      }
      const base = t.offset(n, b[0], b[1], from);
      const end = to === Infinity ? b[1] : t.offset(n, b[0], b[1], to);
      wins.push({b, base, text: t.text.slice(base, end), head: base > b[0], tail: end < b[1]});
    }
    let text = wins.map((w) => w.text).join('\n');
    const lineStart = [0];
    for (let i = 0; i < wins.length - 1; i++) lineStart.push(lineStart[i] + wins[i].text.length + 1);
    const at = (p) => {
      const w = wins[p.line - g.first];
      const x = t.offset(p.line, w.b[0], w.b[1], p.column - 1) - w.base;
      return x >= 0 && x <= w.text.length ? lineStart[p.line - g.first] + x : -1;
    };
    for (const e of g.edits.slice().reverse()) {
      const x = at(e.start);
      const y = at(e.end);
      if (x < 0 || y < x) return null;
      text = text.slice(0, x) + e.text + text.slice(y);
    }
    const after = text.split('\n');
    const last = wins.length - 1;
    places.push({first: g.first, last: g.last,
      before: wins.map((w) => (w.head ? '…' : '') + cut(w.text) + (w.tail ? '…' : '')),
      after: after.map((l, i) => (i === 0 && wins[0].head ? '…' : '') + cut(l) + (i === after.length - 1 && wins[last].tail ? '…' : ''))});
  }
  return places;
}

function cut(line) {
  return line.length > FIX_LINE_MAX * 2 ? line.slice(0, FIX_LINE_MAX * 2) + '…' : line;
}

// A hex dump shows at most this many rows of 16 bytes.
export const HEX_ROWS = 8;

/** The file offsets [first, last) a hex dump around bytes [a, b) shows. */
export function hexWindow(a, b) {
  const first = Math.max(0, (Math.floor(a / 16) - 1) * 16);
  const last = Math.min((Math.floor(Math.max(a, b - 1) / 16) + 2) * 16, first + HEX_ROWS * 16);
  return [first, last];
}

/** Rows of a hex dump around bytes [a, b) of a binary file:
 * [{offset, cells: [{hex, marked}]}], 16 bytes a row. `bytes` are the
 * file's from offset `base` (the whole file, or the hexWindow read). */
export function hexRows(bytes, a, b, base = 0) {
  const [first, want] = hexWindow(a, b);
  const end = base + bytes.length;
  const last = Math.min(end, want);
  const rows = [];
  for (let r = Math.max(first, base); r < last; r += 16) {
    const cells = [];
    for (let i = r; i < Math.min(r + 16, end); i++) {
      cells.push({hex: bytes[i - base].toString(16).padStart(2, '0'), marked: i >= a && i < Math.max(b, a + 1)});
    }
    rows.push({offset: r, cells});
  }
  return rows;
}
