// source.test.mjs — the page's reading of a file's text (web/source.js), in
// node alone: a finding's line is shown as a window around its span, never
// copied whole (issue 32: a .bon line of 150 MB threw "Invalid array
// length", two of 60 MB took 1.26 GB of heap); columns are counted in
// Unicode characters on long lines too; a large binary file's hex dump
// from the bytes around the span only; a fix's edits as the lines before
// and after.
import assert from 'assert';
import {Text, snippet, fixPlaces, hexRows, hexWindow} from '../../web/source.js';

const at = (line, column) => ({line, column});

// A 150 MB line: the span near its end, shown with 80 characters around it.
{
  const t = new Text('BoneFile\r\n0001:,' + 'x'.repeat(150e6) + 'BAD,\r\nend\n');
  const s = snippet(t, at(2, 150e6 + 7), at(2, 150e6 + 10));
  assert.strictEqual(s.marked, 'BAD');
  assert.strictEqual(s.before, '…' + 'x'.repeat(80));
  assert.strictEqual(s.after, ',');
  console.log('ok - a 150 MB line: the span shown in a window of it');
}

// Two 60 MB lines, two findings on each: the heap does not grow by the
// lines (Array.from of each line took 1.26 GB).
{
  const line = 'y'.repeat(60e6);
  const t = new Text(line + '\n' + line + '\n');
  t.text.indexOf('z'); // flattened before measuring
  const before = process.memoryUsage().heapUsed;
  for (const n of [1, 2]) {
    for (const c of [10, 59e6]) assert.strictEqual(snippet(t, at(n, c), at(n, c + 1)).marked, 'y');
  }
  const grew = (process.memoryUsage().heapUsed - before) / 1e6;
  assert.ok(grew < 50, `the heap grew ${grew.toFixed(0)} MB for four snippets of 60 MB lines`);
  console.log(`ok - two 60 MB lines: four snippets, heap +${grew.toFixed(1)} MB`);
}

// Columns are characters: a long line with characters outside the BMP
// (two UTF-16 units each) before the span.
{
  const t = new Text('😀'.repeat(10000) + 'ab' + 'é'.repeat(9000) + 'Z\n');
  assert.strictEqual(snippet(t, at(1, 10002), at(1, 10003)).marked, 'b');
  assert.strictEqual(snippet(t, at(1, 19003), at(1, 19004)).marked, 'Z');
  const short = new Text('x😀yé\n');
  assert.strictEqual(snippet(short, at(1, 3), at(1, 4)).marked, 'y');
  console.log('ok - columns counted in characters on long and short lines');
}

// A large binary file's hex dump from the bytes read around the span
// (hexWindow) is the dump of the whole file; a span at the end is cut
// at the file's end.
{
  const bytes = new Uint8Array(5000).map((_, i) => (i * 7) & 255);
  for (const [a, b] of [[0, 1], [17, 40], [2048, 2100], [4990, 5000], [100, 900]]) {
    const [first, last] = hexWindow(a, b);
    assert.ok(last - first <= 8 * 16, 'at most 8 rows read');
    assert.deepStrictEqual(hexRows(bytes.subarray(first, last), a, b, first), hexRows(bytes, a, b), `bytes ${a}-${b}`);
  }
  assert.strictEqual(hexRows(bytes, 4990, 5000).at(-1).cells.length, 5000 % 16, 'the last row ends with the file');
  console.log('ok - a hex dump from the window read is the whole file\'s');
}

// A fix's edits as the lines they change.
{
  const t = new Text('one\n  <A>1 2 3</A>\nthree\n' + 'x'.repeat(1000) + '，y\n');
  assert.deepStrictEqual(fixPlaces(t, [{start: at(2, 6), end: at(2, 11), text: '4 5 6'}]),
    [{first: 2, last: 2, before: ['  <A>1 2 3</A>'], after: ['  <A>4 5 6</A>']}]);
  assert.deepStrictEqual(fixPlaces(t, [{start: at(1, 1), end: at(1, 4), text: 'ONE'}, {start: at(2, 1), end: at(3, 1), text: ''}]),
    [{first: 1, last: 3, before: ['one', '  <A>1 2 3</A>', 'three'], after: ['ONE', 'three']}]);
  const long = fixPlaces(t, [{start: at(4, 1001), end: at(4, 1002), text: ','}]);
  assert.deepStrictEqual(long, [{first: 4, last: 4, before: ['…' + 'x'.repeat(40) + '，y'], after: ['…' + 'x'.repeat(40) + ',y']}]);
  console.log('ok - fixes as the lines before and after, a long line cut around its edit');
}
