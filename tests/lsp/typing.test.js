// typing.test.js — typing a tag into a skeleton, one character at a time,
// as an editor sends it: the XML is broken after nearly every keystroke
// (`<`, `<CHIL`, `<CHILDID>3</CHILD` …), yet after each one the server
// publishes exactly what `skellint check` says about the same text (a fresh
// read: the incremental path must not differ), and the findings of the
// bones the typing does not touch stay there all along; the syntax error
// is said in the file's terms.
// Usage: node typing.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { start, fileUri } = require('./lib');

const server = process.argv[2];
const fixture = path.join(__dirname, '..', 'cli', 'fixtures', 'repair', 'skeleton.xsf');

function positionAt(text, off) {
  const before = text.slice(0, off);
  const line = before.split('\n').length - 1;
  return { line, character: off - (before.lastIndexOf('\n') + 1) };
}

function cliDiagnostics(file) {
  let out;
  try {
    out = execFileSync(server, ['check', '--no-config', '--format', 'json', file], { encoding: 'utf8' });
  } catch (e) { out = e.stdout; }
  return JSON.parse(out).diagnostics
    .map((d) => [d.code, d.message, d.start.line - 1, d.start.column - 1, d.end.line - 1, d.end.column - 1]);
}

const key = (a) => JSON.stringify(a);
const sorted = (list) => list.slice().sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-typing-'));
  const file = path.join(dir, 'skeleton.xsf');
  let text = fs.readFileSync(fixture, 'utf8');
  fs.writeFileSync(file, text);
  const uri = fileUri(file);
  const c = start(server, { debounce: 0 });
  await c.initialize();
  c.conn.sendNotification('initialized', {});
  let version = 1;
  c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version, text } });
  const clean = (await c.diagnostics(uri, version)).diagnostics.map((d) => d.code).sort();
  // Findings on bones 1, 2, 4 and 5; the typing goes into bone 3.
  assert.deepEqual(clean, ['SK101', 'SK106', 'SK302', 'SK401', 'SK402']);

  const typed = '\n    <CHILDID>9</CHILDID>';
  let at = text.indexOf('<PARENTID>2</PARENTID>') + '<PARENTID>2</PARENTID>'.length;
  let broken = 0;
  const messages = new Set();
  for (const ch of typed) {
    const pos = positionAt(text, at);
    text = text.slice(0, at) + ch + text.slice(at);
    at++;
    c.conn.sendNotification('textDocument/didChange',
      { textDocument: { uri, version: ++version }, contentChanges: [{ range: { start: pos, end: pos }, text: ch }] });
    const got = (await c.diagnostics(uri, version)).diagnostics;
    fs.writeFileSync(file, text);
    const rows = got.map((d) => [d.code, d.message, d.range.start.line, d.range.start.character,
      d.range.end.line, d.range.end.character]);
    assert.deepEqual(sorted(rows), sorted(cliDiagnostics(file)),
      `after typing ${JSON.stringify(text.slice(at - 12, at))}: the server and the CLI disagree`);
    const codes = new Set(got.map((d) => d.code));
    if (codes.has('SK001')) {
      broken++;
      for (const d of got) if (d.code === 'SK001') messages.add(d.message);
    }
    for (const code of ['SK101', 'SK106', 'SK302', 'SK402'])
      assert.ok(codes.has(code), `after typing ${JSON.stringify(text.slice(at - 12, at))}: ${code} is gone`);
  }
  assert.ok(broken >= 15, `the text was broken after only ${broken} keystrokes`);
  for (const m of messages) assert.doesNotMatch(m, /libxml|AttValue|Opening and ending|Extra content/, m);
  assert.ok([...messages].some((m) => /^<\/BONE> closes <CHILDID> opened at line \d+; expected <\/CHILDID> first$/.test(m)),
    [...messages].join('\n'));
  assert.equal(await c.stop(), 0);
  fs.rmSync(dir, { recursive: true });
  console.log(`lsp typing test: ok (${typed.length} keystrokes, ${broken} of them with broken XML)`);
}

main().catch((e) => { console.error(e); process.exit(1); });
