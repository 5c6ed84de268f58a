// source.test.mjs — the page's reading of a file's text (web/source.js), in
// node alone: a finding's line is shown as a window around its span, never
// copied whole (issue 32: a .bon line of 150 MB threw "Invalid array
// length", two of 60 MB took 1.26 GB of heap); columns are counted in
// Unicode characters on long lines too; a file decoded a chunk at a time
// is the file decoded at once; a fix's edits as the lines before and after.
import assert from 'assert';
import {Text, snippet, decodeText, decodeTextChunked, fixPlaces} from '../../web/source.js';

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

// Decoded in chunks = decoded at once, a multi-byte character across the
// chunk boundary (4 MiB) included; Shift_JIS .bon and Latin-1 XML too.
{
  const utf8 = new TextEncoder().encode('a'.repeat((1 << 22) - 1) + 'é😀\n' + 'b'.repeat(100));
  assert.strictEqual(await decodeTextChunked(utf8, 'a.xsf'), decodeText(utf8, 'a.xsf'));
  const sjis = new Uint8Array(5 << 20).fill(0x41);
  sjis.set([0x8d, 0x98], (1 << 22) - 1); // 腰 across the boundary
  const whole = decodeText(sjis, 'a.bon');
  assert.ok(whole.includes('腰'));
  assert.strictEqual(await decodeTextChunked(sjis, 'a.bon'), whole);
  const latin = new Uint8Array([...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?>'), 0xe9]);
  assert.strictEqual(await decodeTextChunked(latin, 'a.xsf'), decodeText(latin, 'a.xsf'));
  assert.ok(decodeText(latin, 'a.xsf').endsWith('é'));
  console.log('ok - decoded a chunk at a time as at once');
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
