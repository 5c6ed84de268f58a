// fixall.test.js — "Fix all safe skellint problems" (source.fixAll.skellint):
//  1. a client without codeAction/resolve gets the action with its edit;
//  2. a client that resolves edits lazily (resolveSupport.properties has
//     "edit") is told resolveProvider, gets the action without an edit (a
//     request for actions costs nothing however many findings the file
//     has), and codeAction/resolve gives exactly the edit of 1;
//  3. resolving after the document changed is refused with ContentModified
//     (-32801), and asking again gives the action anew;
//  4. asked without `only` for a range with no finding, neither offers it.
// Usage: node fixall.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const path = require('path');
const { start, fileUri } = require('./lib');

const server = process.argv[2];
const fixture = path.join(__dirname, 'fixtures', 'broken.xsf');
const uri = fileUri(fixture);
const text = fs.readFileSync(fixture, 'utf8');
const whole = { start: { line: 0, character: 0 }, end: { line: 1000, character: 0 } };
const fixAll = (c, range = whole, only = ['source.fixAll.skellint']) =>
  c.conn.sendRequest('textDocument/codeAction',
    { textDocument: { uri }, range, context: { diagnostics: [], ...(only ? { only } : {}) } });

async function session(capabilities, fn) {
  const c = start(server, {}, capabilities);
  const init = await c.initialize();
  c.conn.sendNotification('initialized', {});
  c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } });
  await c.diagnostics(uri, 1);
  await fn(c, init);
  assert.equal(await c.stop(), 0);
}

async function main() {
  let eager;
  await session({}, async (c, init) => {
    assert.ok(!init.capabilities.codeActionProvider.resolveProvider, 'no resolveProvider for this client');
    const [a] = await fixAll(c);
    assert.equal(a.kind, 'source.fixAll.skellint');
    assert.ok(a.edit && a.edit.changes[uri].length > 0, 'the action carries its edit');
    eager = a.edit;
    // No finding (with a fix) at the very start: nothing is offered there.
    assert.deepEqual(await fixAll(c, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, null), []);
  });
  await session({ textDocument: { codeAction: { resolveSupport: { properties: ['edit'] } } } }, async (c, init) => {
    assert.equal(init.capabilities.codeActionProvider.resolveProvider, true);
    const [a] = await fixAll(c);
    assert.equal(a.kind, 'source.fixAll.skellint');
    assert.equal(a.edit, undefined, 'the edit waits for codeAction/resolve');
    const resolved = await c.conn.sendRequest('codeAction/resolve', a);
    assert.deepEqual(resolved.edit, eager, 'the resolved edit is the one given at once');
    assert.equal(resolved.title, a.title);

    c.conn.sendNotification('textDocument/didChange',
      { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: ' ' }] });
    await assert.rejects(c.conn.sendRequest('codeAction/resolve', a), (e) => e.code === -32801);
    await c.diagnostics(uri, 2);
    const [again] = await fixAll(c);
    const edit = (await c.conn.sendRequest('codeAction/resolve', again)).edit;
    assert.ok(edit.changes[uri].length > 0);
  });
  console.log('fix-all: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
