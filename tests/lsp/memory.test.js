// memory.test.js — memory stays flat over 10,000 edits: each edit types or
// deletes one character (debounce off, so every edit is re-checked and
// published), and the server's resident set size after the last edit
// must be within LIMIT of what it was after the first 1,000 (warm-up:
// allocator pools and buffers reach their working size).
// Usage: node memory.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const path = require('path');
const { rawStart } = require('./lib');

const server = process.argv[2];
const EDITS = 10000, WARMUP = 1000, BATCH = 250;
const LIMIT_KB = 1024;
const uri = 'file:///tmp/memory/skeleton.xsf';
const text = fs.readFileSync(path.join(__dirname, 'fixtures', 'broken.xsf'), 'utf8');

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

(async () => {
  if (process.env.SKELLINT_SANITIZED) {
    console.log('SKIP: under AddressSanitizer freed memory stays in quarantine, so RSS measures nothing');
    process.exit(77);
  }
  if (!fs.existsSync('/proc/self/status')) {
    console.log('SKIP: no /proc to read the resident set size from');
    process.exit(77);
  }
  const r = rawStart(server);
  r.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { capabilities: {}, initializationOptions: { debounce: 0 } } });
  await r.response(1);
  r.send({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'xsf', version: 1, text } } });
  await r.take((m) => m.method === 'textDocument/publishDiagnostics' && m.params.version === 1);
  let version = 1, warm = 0;
  const start = { line: 2, character: 24 }, after = { line: 2, character: 25 };
  while (version <= EDITS) {
    const frames = [];
    for (let i = 0; i < BATCH; i++) {
      version++;
      const change = version % 2 === 0 ? { range: { start, end: start }, text: 'x' } : { range: { start, end: after }, text: '' };
      frames.push(r.frame({ jsonrpc: '2.0', method: 'textDocument/didChange', params: { textDocument: { uri, version }, contentChanges: [change] } }));
    }
    r.write(Buffer.concat(frames));
    await r.take((m) => m.method === 'textDocument/publishDiagnostics' && m.params.version === version);
    r.messages.length = 0;
    if (!warm && version > WARMUP) warm = rssKb(r.proc.pid);
  }
  const end = rssKb(r.proc.pid);
  console.log(`RSS after ${WARMUP} edits: ${warm} kB; after ${version - 1}: ${end} kB; growth ${end - warm} kB (limit ${LIMIT_KB} kB)`);
  assert.ok(end - warm <= LIMIT_KB, 'memory grows with edits');
  r.send({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
  await r.response(2);
  r.send({ jsonrpc: '2.0', method: 'exit' });
  assert.equal(await r.exited, 0);
  console.log('lsp memory test: ok');
})().catch((e) => { console.error(e); process.exit(1); });
