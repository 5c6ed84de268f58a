// client.test.js — drives the real `skellint lsp` the way VS Code does
// (vscode-jsonrpc): open a broken XSF, receive exactly the expected
// diagnostics, apply the preferred quick fix and see its diagnostic go,
// then hover, symbols, definition, references, completion and rename.
// Usage: node client.test.js path/to/skellint   (UPDATE=1 rewrites the
// expected diagnostics file; review the diff).
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const path = require('path');
const { start, applyEdits, fileUri } = require('./lib');

const server = process.argv[2];
const fixture = path.join(__dirname, 'fixtures', 'broken.xsf');
const expectedFile = path.join(__dirname, 'fixtures', 'broken.diagnostics.json');
const uri = fileUri(fixture);
const at = (line, character) => ({ textDocument: { uri }, position: { line, character } });

async function main() {
  const c = start(server, { debounce: 30 });
  const init = await c.initialize();
  assert.equal(init.capabilities.positionEncoding, 'utf-16');
  assert.equal(init.capabilities.textDocumentSync.change, 2);
  c.conn.sendNotification('initialized', {});

  let text = fs.readFileSync(fixture, 'utf8');
  c.conn.sendNotification('textDocument/didOpen',
    { textDocument: { uri, languageId: 'xsf', version: 1, text } });
  const first = await c.diagnostics(uri, 1);
  // The expected file says "<uri>" where the fixture's URI goes.
  const got = JSON.stringify(first.diagnostics, null, 2).split(JSON.stringify(uri)).join('"<uri>"');
  if (process.env.UPDATE) fs.writeFileSync(expectedFile, got + '\n');
  assert.deepEqual(JSON.parse(got), JSON.parse(fs.readFileSync(expectedFile, 'utf8')),
    'diagnostics differ from fixtures/broken.diagnostics.json');

  // The quick fix for SK106 (ID="5" on bone 2), preferred because safe.
  const sk106 = first.diagnostics.find((d) => d.code === 'SK106');
  const actions = await c.conn.sendRequest('textDocument/codeAction',
    { textDocument: { uri }, range: sk106.range, context: { diagnostics: [sk106] } });
  const fix = actions.find((a) => a.kind === 'quickfix' && a.diagnostics[0].code === 'SK106');
  assert.ok(fix, 'a quick fix for SK106');
  assert.equal(fix.isPreferred, true);
  const applied = applyEdits(text, fix.edit.changes[uri]);
  text = applied.text;
  assert.match(text, /<BONE NAME="頭😀" ID="2"/);
  c.conn.sendNotification('textDocument/didChange',
    { textDocument: { uri, version: 2 }, contentChanges: applied.changes });
  const second = await c.diagnostics(uri, 2);
  assert.deepEqual(second.diagnostics.map((d) => d.code), ['SK401', 'SK105']);

  // A burst of edits (type and delete a character ten times), written in
  // one go as a busy editor's pipe holds them, gives one publish: the
  // server applies what is waiting before it checks, whatever the time
  // (sent one by one, the 30 ms debounce would decide, and a loaded
  // machine can space them further apart). Publishes come in order, so
  // any other check of the burst would have come before the last one's.
  const pos = { line: 0, character: 0 };
  let v = 2;
  const frames = [];
  for (let i = 0; i < 10; i++) {
    const ins = i % 2 === 0;
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didChange', params: {
      textDocument: { uri, version: ++v },
      contentChanges: [ins ? { range: { start: pos, end: pos }, text: ' ' }
        : { range: { start: pos, end: { line: 0, character: 1 } }, text: '' }],
    } }));
    frames.push(Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body);
  }
  c.proc.stdin.write(Buffer.concat(frames));
  const burst = await c.diagnostics(uri, v);
  assert.equal(c.published.filter((p) => p.uri === uri).length, 0, 'one publish for the burst');
  assert.deepEqual(burst.diagnostics.map((d) => d.code), ['SK401', 'SK105']);

  // Hover on the name of bone 2: index, chain, absolute position.
  const hover = await c.conn.sendRequest('textDocument/hover', at(18, 17));
  assert.match(hover.contents.value, /\*\*bone 2\*\* `頭😀`/);
  assert.match(hover.contents.value, /`Root` → `Spine` → `頭😀`/);
  assert.match(hover.contents.value, /bind-pose position \(absolute\): \(0, 0, 15\)/);
  assert.deepEqual(hover.range, { start: { line: 18, character: 16 }, end: { line: 18, character: 19 } });

  // Symbols: the hierarchy, nested.
  const symbols = await c.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri } });
  const names = (list) => list.map((s) => [s.name, names(s.children || [])]);
  assert.deepEqual(names(symbols), [['Root', [['Spine', [['頭😀', [['Spine', []]]]]]]]]);

  // Definition from bone 3's PARENTID to bone 2's name.
  const def = await c.conn.sendRequest('textDocument/definition', at(31, 18));
  assert.deepEqual(def, { uri, range: { start: { line: 18, character: 16 }, end: { line: 18, character: 19 } } });

  // References of Spine (bone 1): Root's CHILDID, its name, and the PARENTID of bone 2.
  const refs = await c.conn.sendRequest('textDocument/references',
    { ...at(10, 24), context: { includeDeclaration: true } });
  assert.deepEqual(refs.map((r) => r.range.start.line), [8, 10, 23]);

  // Completion inside bone 3's PARENTID offers bone indices, not 3 itself.
  const comp = await c.conn.sendRequest('textDocument/completion', at(31, 18));
  assert.deepEqual(comp.items.map((i) => i.label), ['0', '1', '2']);

  // Rename: refused when the name is taken, else every spelling changes.
  await assert.rejects(c.conn.sendRequest('textDocument/rename', { ...at(18, 17), newName: 'Root' }),
    (e) => e.code === -32803 && /already exists/.test(e.message));
  const ren = await c.conn.sendRequest('textDocument/rename', { ...at(18, 17), newName: 'Head' });
  const renamed = applyEdits(text, ren.changes[uri]);
  assert.match(renamed.text, /<BONE NAME="Head" ID="2"/);
  c.conn.sendNotification('textDocument/didChange',
    { textDocument: { uri, version: ++v }, contentChanges: renamed.changes });
  const after = await c.diagnostics(uri, v);
  assert.deepEqual(after.diagnostics.map((d) => d.code), ['SK401', 'SK105']);

  // Settings change: the open document is re-checked with them at once.
  c.conn.sendNotification('workspace/didChangeConfiguration', { settings: { skellint: {
    severity: { 'duplicate-bone-name': 'off', SK401: 'error' }, debounce: 30 } } });
  const configured = await c.diagnostics(uri, v);
  assert.deepEqual(configured.diagnostics.map((d) => [d.code, d.severity]), [['SK401', 1]]);

  // Closing clears the diagnostics.
  c.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  const cleared = await c.diagnostics(uri);
  assert.deepEqual(cleared.diagnostics, []);

  // Hover on a bone given as a matrix (BonesPro structure): the matrix
  // and its translation, no composed position.
  const bp = path.join(__dirname, '..', 'cases', 'bpstruct', 'SK202-four-bones-ok.txt');
  const bpUri = fileUri(bp);
  c.conn.sendNotification('textDocument/didOpen',
    { textDocument: { uri: bpUri, languageId: 'bpstruct', version: 1, text: fs.readFileSync(bp, 'utf8') } });
  await c.diagnostics(bpUri, 1);
  const bpHover = await c.conn.sendRequest('textDocument/hover',
    { textDocument: { uri: bpUri }, position: { line: 15, character: 3 } });
  assert.match(bpHover.contents.value, /\*\*bone 1\*\* `Bip01 Spine`/);
  assert.match(bpHover.contents.value, /`Bip01 Pelvis` → `Bip01 Spine`/);
  assert.match(bpHover.contents.value, /- matrix rows: \(1, 0, 0\), \(0, 1, 0\), \(0, 0, 1\)/);
  assert.match(bpHover.contents.value, /- position \(matrix translation\): \(0, 0, \d+\)/);
  assert.doesNotMatch(bpHover.contents.value, /absolute/);

  assert.equal(await c.stop(), 0);
  console.log('lsp client test: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
