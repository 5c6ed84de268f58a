// hostile.test.js — the protocol battery: lifecycle errors, malformed
// frames and JSON, wrong types, positions beyond the document, edits to
// unopened documents, cancellation, UTF-8 positions. After each hostile
// message the server must answer the next good request.
// Usage: node hostile.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const { rawStart } = require('./lib');

const server = process.argv[2];
const req = (id, method, params) => ({ jsonrpc: '2.0', id, method, params });
const note = (method, params) => ({ jsonrpc: '2.0', method, params });
const errorOf = async (r, id, code) => {
  const m = await r.response(id);
  assert.ok(m.error, `request ${id} should fail with ${code}: ${JSON.stringify(m)}`);
  assert.equal(m.error.code, code, `request ${id}: ${m.error.message}`);
};
const nullError = (r, code) => r.take((m) => m.id === null && m.error && m.error.code === code);
const uri = 'file:///tmp/hostile/a.xsf';
const text = '<HEADER MAGIC="XSF" VERSION="919" />\n<SKELETON NUMBONES="2">\n' +
  '<BONE ID="0" NAME="Ré" NUMCHILDS="1"><PARENTID>-1</PARENTID><CHILDID>1</CHILDID></BONE>\n' +
  '<BONE ID="1" NAME="Kid" NUMCHILDS="0"><PARENTID>0</PARENTID></BONE>\n</SKELETON>\n';
let nextId = 100;
// Every check ends by proving the server still serves.
async function alive(r) {
  const id = ++nextId;
  r.send(req(id, 'textDocument/documentSymbol', { textDocument: { uri } }));
  const m = await r.response(id);
  assert.ok(Array.isArray(m.result), 'server alive: ' + JSON.stringify(m));
  return m.result;
}

async function lifecycle() {
  const r = rawStart(server);
  r.send(req(1, 'textDocument/hover', {}));
  await errorOf(r, 1, -32002);
  r.send(note('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } }));
  r.send(req(2, 'initialize', 5));
  await errorOf(r, 2, -32602);
  r.send(req(3, 'initialize', [1, 2]));
  await errorOf(r, 3, -32602);
  r.send(req(4, 'initialize', { capabilities: { general: { positionEncodings: ['utf-8', 'utf-16'] } } }));
  const init = await r.response(4);
  assert.equal(init.result.capabilities.positionEncoding, 'utf-8');
  r.send(req(5, 'initialize', { capabilities: {} }));
  await errorOf(r, 5, -32600);
  r.send(note('initialized', {}));
  // didOpen before initialize was dropped: the document is not open.
  r.send(req(6, 'textDocument/documentSymbol', { textDocument: { uri } }));
  await errorOf(r, 6, -32602);
  r.send(note('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } }));
  await r.take((m) => m.method === 'textDocument/publishDiagnostics');
  r.send(req(7, 'workspace/frobnicate', {}));
  await errorOf(r, 7, -32601);
  r.send(note('$/frobnicate', {}));
  r.send(note('workspace/frobnicate', {}));
  await alive(r);
  // UTF-8 positions: "Ré" is 3 bytes, so the name spans byte columns 19 to 22 (UTF-16: 19 to 21).
  r.send(req(8, 'textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 21 } }));
  const hover = await r.response(8);
  assert.deepEqual(hover.result.range, { start: { line: 2, character: 19 }, end: { line: 2, character: 22 } });
  r.send(req(9, 'shutdown'));
  assert.equal((await r.response(9)).result, null);
  r.send(req(10, 'textDocument/hover', {}));
  await errorOf(r, 10, -32600);
  r.send(note('exit'));
  assert.equal(await r.exited, 0, 'exit after shutdown');
}

async function exitWithoutShutdown() {
  const r = rawStart(server);
  r.send(req(1, 'initialize', { capabilities: {} }));
  await r.response(1);
  r.send(note('exit'));
  assert.equal(await r.exited, 1, 'exit without shutdown');
  const r2 = rawStart(server);
  r2.proc.stdin.end();
  assert.equal(await r2.exited, 1, 'stdin closed without exit');
}

async function garbage() {
  const r = rawStart(server);
  r.send(req(1, 'initialize', { capabilities: {} }));
  await r.response(1);
  r.send(note('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } }));
  await alive(r);

  r.send('{"jsonrpc": "2.0", "id": 2, "method": ');             // truncated JSON
  await nullError(r, -32700);
  await alive(r);
  r.send(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));    // invalid UTF-8
  await nullError(r, -32700);
  await alive(r);
  r.send('[' .repeat(100000));                                   // nesting bomb
  await nullError(r, -32700);
  await alive(r);
  r.send('[]');                                                  // a batch
  await nullError(r, -32600);
  r.send('42');
  await nullError(r, -32600);
  r.send({ jsonrpc: '2.0', id: true, method: 'shutdown' });      // id of a wrong type
  await nullError(r, -32600);
  r.send({ jsonrpc: '1.0', id: 3, method: 'shutdown' });
  await errorOf(r, 3, -32600);
  r.send({ jsonrpc: '2.0', id: 4, method: 7 });
  await errorOf(r, 4, -32600);
  r.send({ jsonrpc: '2.0', id: 5, method: 'textDocument/hover', params: 'x' });
  await errorOf(r, 5, -32602);
  await alive(r);

  r.write('Content-Type: application/json\r\n\r\n{}');          // no Content-Length
  await nullError(r, -32700);
  await alive(r);
  r.write('Content-Length: abc\r\n\r\n{}');
  await nullError(r, -32700);
  await alive(r);
  r.write('Content-Length: 99999999999999999999999\r\n\r\n{}');  // absurd
  await nullError(r, -32700);
  await alive(r);
  r.write('Content-Length: 1000000000\r\n\r\n');                 // over the 64 MiB cap
  await nullError(r, -32700);
  await alive(r);
  r.write('X'.repeat(20000));                                    // a header that never ends
  await nullError(r, -32700);
  await alive(r);
  // A Content-Length longer than its body swallows the next message;
  // the server must find that message's header again and answer it.
  const body = '{"jsonrpc":"2.0","method":"initialized"}';
  r.write(`Content-Length: ${body.length + 60}\r\n\r\n${body}`);
  const id = ++nextId;
  r.send(req(id, 'textDocument/documentSymbol', { textDocument: { uri } }));
  await nullError(r, -32700);
  assert.ok(Array.isArray((await r.response(id)).result), 'swallowed request answered after resync');
  await alive(r);
  assert.equal(r.messages.filter((m) => m.id !== undefined).length, 0, 'no stray responses: ' + JSON.stringify(r.messages));
  r.proc.stdin.end();
  assert.equal(await r.exited, 1);
}

async function wrongTypesAndPlaces() {
  const r = rawStart(server);
  r.send(req(1, 'initialize', { capabilities: {}, initializationOptions: { debounce: 0 } }));
  await r.response(1);
  r.send(note('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } }));
  const opened = await r.take((m) => m.method === 'textDocument/publishDiagnostics');
  const td = { uri };
  const bad = [
    { textDocument: td, position: { line: '1', character: 0 } },
    { textDocument: td, position: { line: -1, character: 0 } },
    { textDocument: td, position: { line: 1.5, character: 0 } },
    { textDocument: td },
    { textDocument: { uri: 7 }, position: { line: 0, character: 0 } },
    { position: { line: 0, character: 0 } },
  ];
  for (const params of bad) {
    const id = ++nextId;
    r.send(req(id, 'textDocument/hover', params));
    await errorOf(r, id, -32602);
  }
  r.send(req(2, 'textDocument/hover', { textDocument: { uri: 'file:///not/open.xsf' }, position: { line: 0, character: 0 } }));
  await errorOf(r, 2, -32602);
  r.send(req(3, 'textDocument/rename', { textDocument: td, position: { line: 2, character: 21 }, newName: 42 }));
  await errorOf(r, 3, -32602);
  r.send(req(4, 'textDocument/codeAction', { textDocument: td, range: { start: { line: 3, character: 0 }, end: { line: 1, character: 0 } }, context: {} }));
  await errorOf(r, 4, -32602);
  // Positions beyond the document clamp: nothing there, no error.
  r.send(req(5, 'textDocument/hover', { textDocument: td, position: { line: 100000, character: 4000000000 } }));
  assert.equal((await r.response(5)).result, null);
  // Changes to a document that is not open: ignored; no changes: nothing.
  r.send(note('textDocument/didChange', { textDocument: { uri: 'file:///nope.xsf', version: 2 }, contentChanges: [{ text: 'x' }] }));
  r.send(note('textDocument/didChange', { textDocument: { uri }, contentChanges: [] }));
  r.send(note('textDocument/didClose', { textDocument: { uri: 'file:///nope.xsf' } }));
  const symbols = await alive(r);
  assert.equal(symbols[0].name, 'Ré', 'the text is unchanged');
  // A change that cannot be applied is not dropped silently: the server
  // says so, fails requests on its stale copy and waits for the whole text.
  for (const contentChanges of ['x', [{ range: { start: { line: 2, character: 5 }, end: { line: 1, character: 0 } }, text: 'x' }]]) {
    r.send(note('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges }));
    const log = await r.take((m) => m.method === 'window/logMessage' && m.params.type === 1);
    assert.match(log.params.message, /could not be applied .*out of sync/);
  }
  await r.take((m) => m.method === 'window/showMessage' && m.params.type === 1);
  r.send(req(7, 'textDocument/documentSymbol', { textDocument: { uri } }));
  await errorOf(r, 7, -32803);
  r.send(note('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text }] }));
  assert.equal((await alive(r))[0].name, 'Ré', 'in sync again with the whole text');
  // An edit past the end appends (positions clamp), and is checked.
  r.send(note('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ range: { start: { line: 999, character: 9 }, end: { line: 999, character: 9 } }, text: '<!-- tail -->\n' }] }));
  const p = await r.take((m) => m.method === 'textDocument/publishDiagnostics' && m.params.version === 3);
  assert.deepEqual(p.params.diagnostics, opened.params.diagnostics, 'a comment changes nothing');
  r.send(req(6, 'shutdown'));
  await r.response(6);
  r.send(note('exit'));
  assert.equal(await r.exited, 0);
}

async function cancellation() {
  const r = rawStart(server);
  r.send(req(1, 'initialize', { capabilities: {} }));
  await r.response(1);
  r.send(note('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } }));
  // A request and its cancellation arrive together: the request never runs.
  r.write(Buffer.concat([r.frame(req(2, 'textDocument/documentSymbol', { textDocument: { uri } })),
    r.frame(note('$/cancelRequest', { id: 2 }))]));
  await errorOf(r, 2, -32800);
  r.send(note('$/cancelRequest', { id: 12345 }));                // unknown id: ignored
  r.send(note('$/cancelRequest', { id: { x: 1 } }));
  await alive(r);

  // A cancellation that arrives while the request runs: the outline of a
  // 20,000-bone skeleton edited since its last check (long debounce). The
  // request re-checks it first and publishes that; only then is the cancel
  // sent, so the request is running and only a check during its work can
  // see the cancellation.
  const n = 20000;
  const bigUri = 'file:///tmp/hostile/big.xsf';
  const kids = [];
  for (let i = 1; i < n; i++) kids.push(`<CHILDID>${i}</CHILDID>`);
  const bones = [`<BONE ID="0" NAME="b0" NUMCHILDS="${n - 1}">\n<TRANSLATION>0 0 0</TRANSLATION>\n<ROTATION>0 0 0 1</ROTATION>\n` +
    `<LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>\n<LOCALROTATION>0 0 0 1</LOCALROTATION>\n<PARENTID>-1</PARENTID>\n${kids.join('\n')}\n</BONE>`];
  for (let i = 1; i < n; i++)
    bones.push(`<BONE ID="${i}" NAME="b${i}" NUMCHILDS="0">\n<TRANSLATION>1 0 0</TRANSLATION>\n<ROTATION>0 0 0 1</ROTATION>\n` +
      `<LOCALTRANSLATION>-1 0 0</LOCALTRANSLATION>\n<LOCALROTATION>0 0 0 1</LOCALROTATION>\n<PARENTID>0</PARENTID>\n</BONE>`);
  const bigText = `<SKELETON NUMBONES="${n}">\n${bones.join('\n')}\n</SKELETON>\n`;
  r.send(note('workspace/didChangeConfiguration', { settings: { debounce: 60000 } }));
  r.send(note('textDocument/didOpen', { textDocument: { uri: bigUri, languageId: 'xsf', version: 1, text: bigText } }));
  const published = (v) => (m) => m.method === 'textDocument/publishDiagnostics' &&
    m.params.uri === bigUri && m.params.version === v;
  assert.deepEqual((await r.take(published(1))).params.diagnostics, [], 'a clean skeleton');
  r.send(note('textDocument/didChange', { textDocument: { uri: bigUri, version: 2 },
    contentChanges: [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: ' ' }] }));
  r.send(req(20, 'textDocument/documentSymbol', { textDocument: { uri: bigUri } }));
  await r.take(published(2));
  r.send(note('$/cancelRequest', { id: 20 }));
  const cancelled = await r.response(20);
  assert.equal(cancelled.error && cancelled.error.code, -32800, 'cancelled while running: ' + JSON.stringify(cancelled).slice(0, 200));
  // The server goes on: the same request, not cancelled, is answered whole.
  r.send(req(21, 'textDocument/documentSymbol', { textDocument: { uri: bigUri } }));
  const whole = await r.response(21);
  assert.equal(whole.result.length, 1);
  assert.equal(whole.result[0].children.length, n - 1);
  r.proc.stdin.end();
  await r.exited;
}

// A 4 MB skeleton on one line (minified XML) with a finding on every bone
// and names outside the BMP (two UTF-16 units each): published once the
// check is done — positions are not walked from the line's start each
// time, which took minutes — and each range is at the right UTF-16 column.
async function longLine() {
  const r = rawStart(server);
  r.send(req(1, 'initialize', { capabilities: {}, initializationOptions: { debounce: 0 } }));
  await r.response(1);
  const n = 20000;
  const bones = [];
  for (let i = 0; i < n; i++)
    bones.push(`<BONE ID="${i}" NAME="b😀${i}" NUMCHILDS="0"><TRANSLATION>1 0 0</TRANSLATION>` +
      '<ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>' +
      `<LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>${i - 1}</PARENTID>` +
      (i + 1 < n ? `<CHILDID>${i + 1}</CHILDID>` : '') + '</BONE>');
  const line = `<HEADER MAGIC="XSF" VERSION="919"/><SKELETON NUMBONES="${n}">${bones.join('')}</SKELETON>`;
  const lineUri = 'file:///tmp/hostile/line.xsf';
  r.send(note('textDocument/didOpen', { textDocument: { uri: lineUri, languageId: 'xsf', version: 1, text: line } }));
  const p = await r.take((m) => m.method === 'textDocument/publishDiagnostics' && m.params.uri === lineUri);
  const sk401 = p.params.diagnostics.filter((d) => d.code === 'SK401');
  assert.equal(sk401.length, n - 1, 'NUMCHILDS="0" with a child, on every bone but the last');
  for (const k of [0, 1, 9999, n - 2]) {
    const at = line.indexOf(`NAME="b😀${k}" NUMCHILDS="`) + `NAME="b😀${k}" NUMCHILDS="`.length;
    const d = sk401.find((x) => x.range.start.character === at);
    assert.ok(d, `an SK401 at UTF-16 column ${at} (bone ${k})`);
    assert.deepEqual(d.range.end, { line: 0, character: at + 1 });
  }
  // Requests on the line are answered at the right place too.
  const at = line.indexOf('b😀12345"');
  r.send(req(2, 'textDocument/hover', { textDocument: { uri: lineUri }, position: { line: 0, character: at + 1 } }));
  const hover = await r.response(2);
  assert.match(hover.result.contents.value, /\*\*bone 12345\*\* `b😀12345`/);
  assert.deepEqual(hover.result.range, { start: { line: 0, character: at }, end: { line: 0, character: at + 8 } });
  r.proc.stdin.end();
  await r.exited;
}

(async () => {
  for (const t of [lifecycle, exitWithoutShutdown, garbage, wrongTypesAndPlaces, cancellation, longLine]) {
    await t();
    console.log(`ok ${t.name}`);
  }
  console.log('lsp hostile test: ok');
})().catch((e) => { console.error(e); process.exit(1); });
