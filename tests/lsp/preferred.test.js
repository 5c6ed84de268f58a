// preferred.test.js — which quick fix an editor applies with one key:
//  1. a PARENTID typo (99) in a bone that its parent lists as a CHILDID,
//     with that parent's NUMCHILDS agreeing: on each of its three findings
//     (SK101, SK401, SK402) the preferred action is "Set PARENTID … to 1",
//     not the fixes that would spread the typo;
//  2. unsafe fixes say "(unsafe)" in their title and are never preferred;
//  3. fix-all applies the PARENTID fix.
// Usage: node preferred.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const path = require('path');
const { start, fileUri, applyEdits } = require('./lib');

const server = process.argv[2];
const fixture = path.join(__dirname, '..', 'cases', 'xsf', 'SK101-parentid-typo-childid-agrees.xsf');
const uri = fileUri(fixture);
const text = fs.readFileSync(fixture, 'utf8');

async function main() {
  const c = start(server, {});
  await c.initialize();
  c.conn.sendNotification('initialized', {});
  c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } });
  const { diagnostics } = await c.diagnostics(uri, 1);
  assert.deepEqual(diagnostics.map((d) => d.code).sort(), ['SK101', 'SK401', 'SK402']);
  for (const d of diagnostics) {
    const actions = (await c.conn.sendRequest('textDocument/codeAction',
      { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } }))
      .filter((a) => a.kind === 'quickfix' && a.diagnostics[0].code === d.code);
    const preferred = actions.filter((a) => a.isPreferred);
    assert.equal(preferred.length, 1, `${d.code}: one preferred action`);
    assert.equal(preferred[0].title, "Set PARENTID of 'Bip01 L Thigh' to 1 ('Bip01 Pelvis' lists it as a child)");
    assert.equal(applyEdits(text, preferred[0].edit.changes[uri]).text,
      text.replace('<PARENTID>99</PARENTID>', '<PARENTID>1</PARENTID>'));
    // The fixes other than the preferred one (suppression comments are
    // actions of their own: "Disable SKxxx for this line/file").
    for (const a of actions.filter((x) => x !== preferred[0] && !/^Disable SK/.test(x.title)))
      assert.match(a.title, / \(unsafe\)$/, `${d.code}: '${a.title}' is unsafe and says so`);
  }
  const sk402 = diagnostics.find((d) => d.code === 'SK402');
  const titles = (await c.conn.sendRequest('textDocument/codeAction',
    { textDocument: { uri }, range: sk402.range, context: { diagnostics: [sk402] } })).map((a) => a.title);
  assert.ok(titles.includes('Remove this CHILDID (unsafe)'), titles.join(' | '));
  const [all] = await c.conn.sendRequest('textDocument/codeAction',
    { textDocument: { uri }, range: sk402.range, context: { diagnostics: [], only: ['source.fixAll.skellint'] } });
  assert.equal(applyEdits(text, all.edit.changes[uri]).text,
    text.replace('<PARENTID>99</PARENTID>', '<PARENTID>1</PARENTID>'));
  assert.equal(await c.stop(), 0);
}

main().catch((e) => { console.error(e); process.exit(1); });
