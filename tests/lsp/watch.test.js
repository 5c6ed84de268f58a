// watch.test.js — issue 22: files that change on disk.
// 1. workspace/didChangeWatchedFiles is one batch: 20,000 changes (2,000
//    files, each reported ten times) cost about the same with 100 open
//    documents as with one (it was one stat per change and document: 9 s),
//    and a skeleton among them re-checks each of its meshes.
// 2. A skeleton rewritten with the same size and modification time (`cp
//    -p`, `rsync -t`), with no file watcher, is read again when its mesh is
//    checked next.
// 3. A skeleton over the size limit (64 MiB) is named in a note on the
//    mesh, which is checked without it — not silently.
// Times are compared as a ratio of two runs, never with a fixed limit.
// Usage: node watch.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { rawStart, fileUri } = require('./lib');

const server = process.argv[2];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-watch-'));
// A run this short is noise: ratios are taken against at least this long.
const FLOOR_MS = process.env.SKELLINT_SANITIZED ? 1000 : 250;

function bone(id, parent) {
  return `<BONE ID="${id}" NAME="b${id}" NUMCHILDS="0"><TRANSLATION>0 0 0</TRANSLATION>` +
    '<ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>' +
    `<LOCALROTATION>0 0 0 1</LOCALROTATION><PARENTID>${parent}</PARENTID></BONE>\n`;
}
// A skeleton of n bones (all children of bone 0), padded with a comment to
// `size` bytes when given.
function skeleton(n, size) {
  let body = '';
  for (let i = 0; i < n; i++) body += bone(i, i ? 0 : -1);
  const head = `<HEADER MAGIC="XSF" VERSION="919"/>\n<SKELETON NUMBONES="${n}">\n`;
  let text = head + body + '</SKELETON>\n';
  if (size) text += `<!--${'x'.repeat(size - text.length - 8)}-->\n`;
  return text;
}
// A mesh of one vertex on bone `id`.
const mesh = (id) => '<HEADER MAGIC="XMF" VERSION="1000"/>\n<MESH NUMSUBMESH="1">\n' +
  '<SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="0">\n' +
  `<VERTEX ID="0" NUMINFLUENCES="1"><POS>0 0 0</POS><NORM>0 0 1</NORM><INFLUENCE ID="${id}">1</INFLUENCE></VERTEX>\n` +
  '</SUBMESH>\n</MESH>\n';
const codes = (p) => p.params.diagnostics.map((d) => d.code);

let nextId = 10;
async function startServer(capabilities = {}) {
  const r = rawStart(server);
  r.send({ jsonrpc: '2.0', id: 1, method: 'initialize',
    params: { processId: null, rootUri: null, capabilities, initializationOptions: { debounce: 0 } } });
  await r.response(1);
  r.send({ jsonrpc: '2.0', method: 'initialized', params: {} });
  return r;
}
const published = (r, uri, ms) => r.take((m) => m.method === 'textDocument/publishDiagnostics' &&
  m.params.uri === uri, ms);
async function open(r, file, text) {
  r.send({ jsonrpc: '2.0', method: 'textDocument/didOpen',
    params: { textDocument: { uri: fileUri(file), languageId: 'xmf', version: 1, text } } });
  return published(r, fileUri(file));
}
async function stop(r) {
  r.send({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
  await r.response(2);
  r.send({ jsonrpc: '2.0', method: 'exit' });
  assert.equal(await r.exited, 0);
}
// Milliseconds from sending the changes to the answer of the next request:
// the shortest of three (the machine's other load only ever adds time).
async function timeBatch(r, changes, probe) {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t0 = process.hrtime.bigint();
    r.send({ jsonrpc: '2.0', method: 'workspace/didChangeWatchedFiles', params: { changes } });
    const id = ++nextId;
    r.send({ jsonrpc: '2.0', id, method: 'textDocument/documentSymbol',
      params: { textDocument: { uri: fileUri(probe) } } });
    await r.response(id);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return best;
}

async function watchedBatch() {
  const dir = path.join(tmp, 'batch');
  fs.mkdirSync(path.join(dir, 'other'), { recursive: true });
  const skel = path.join(dir, 'skeleton.xsf');
  fs.writeFileSync(skel, skeleton(2));
  const meshes = [];
  for (let i = 0; i < 100; i++) {
    meshes.push(path.join(dir, `m${i}.xmf`));
    fs.writeFileSync(meshes[i], mesh(2));
  }
  fs.writeFileSync(path.join(dir, 'model.cfg'),
    'skeleton=skeleton.xsf\n' + meshes.map((m) => `mesh=${path.basename(m)}\n`).join(''));
  const changes = [];
  for (let i = 0; i < 2000; i++) {
    const f = path.join(dir, 'other', `f${i}.txt`);
    fs.writeFileSync(f, 'x');
    for (let k = 0; k < 10; k++) changes.push({ uri: fileUri(f), type: 2 });
  }
  // The same batch against one open mesh, then against a hundred.
  const one = await startServer();
  assert.deepEqual(codes(await open(one, meshes[0], mesh(2))), ['SK204']);
  const plain = await timeBatch(one, changes, meshes[0]);
  await stop(one);
  const many = await startServer();
  for (const m of meshes) assert.deepEqual(codes(await open(many, m, mesh(2))), ['SK204']);
  const took = await timeBatch(many, changes, meshes[0]);
  assert.ok(took <= 3 * Math.max(plain, FLOOR_MS),
    `20,000 changes against 100 documents: ${took.toFixed(0)} ms, more than 3x the ` +
    `${plain.toFixed(0)} ms against one`);
  // The skeleton gains bone 2, reported five times among other files:
  // every mesh is checked again, and once.
  fs.writeFileSync(skel, skeleton(3));
  const batch = changes.slice(0, 1000);
  for (let k = 0; k < 5; k++) batch.splice(k * 200, 0, { uri: fileUri(skel), type: 2 });
  many.send({ jsonrpc: '2.0', method: 'workspace/didChangeWatchedFiles', params: { changes: batch } });
  for (const m of meshes) assert.deepEqual(codes(await published(many, fileUri(m))), []);
  // With debounce 0 the re-checks a message causes run before the next
  // message is read: whatever they published came before the answer to a
  // request sent now (an event to wait for, not a time).
  const barrier = ++nextId;
  many.send({ jsonrpc: '2.0', id: barrier, method: 'textDocument/documentSymbol',
    params: { textDocument: { uri: fileUri(meshes[0]) } } });
  await many.response(barrier);
  assert.equal(many.messages.filter((m) => m.method === 'textDocument/publishDiagnostics').length, 0,
    'each mesh published once');
  await stop(many);
}

async function sameSizeAndTime() {
  const dir = path.join(tmp, 'same');
  fs.mkdirSync(dir);
  const skel = path.join(dir, 'skeleton.xsf');
  const three = skeleton(3);
  fs.writeFileSync(skel, skeleton(2, three.length));
  const when = 1600000000; // whole seconds: set again exactly, as cp -p does
  fs.utimesSync(skel, when, when);
  fs.writeFileSync(path.join(dir, 'model.cfg'), 'skeleton=skeleton.xsf\nmesh=m.xmf\n');
  const m = path.join(dir, 'm.xmf');
  fs.writeFileSync(m, mesh(2));
  const r = await startServer(); // no file watcher
  assert.deepEqual(codes(await open(r, m, mesh(2))), ['SK204'], 'bone 2 is not in 2 bones');
  const before = fs.statSync(skel);
  fs.writeFileSync(skel, three);
  fs.utimesSync(skel, when, when);
  const after = fs.statSync(skel);
  assert.equal(after.size, before.size);
  assert.equal(after.mtimeMs, before.mtimeMs);
  assert.equal(after.ino, before.ino);
  r.send({ jsonrpc: '2.0', method: 'textDocument/didChange', params: {
    textDocument: { uri: fileUri(m), version: 2 }, contentChanges: [{ text: mesh(2) + '\n' }] } });
  const p = await r.take((x) => x.method === 'textDocument/publishDiagnostics' && x.params.version === 2);
  assert.deepEqual(codes(p), [], 'the rewritten skeleton (3 bones) was read again');
  await stop(r);
}

async function skeletonTooLarge() {
  const dir = path.join(tmp, 'large');
  fs.mkdirSync(dir);
  const skel = path.join(dir, 'big.xsf');
  fs.writeFileSync(skel, skeleton(2));
  fs.truncateSync(skel, 65 << 20); // sparse: no 65 MiB written
  fs.writeFileSync(path.join(dir, 'model.cfg'), 'skeleton=big.xsf\nmesh=m.xmf\n');
  const m = path.join(dir, 'm.xmf');
  fs.writeFileSync(m, mesh(2));
  const r = await startServer();
  const p = await open(r, m, mesh(2));
  const notes = p.params.diagnostics.filter((d) => /big\.xsf' was not read/.test(d.message));
  assert.equal(notes.length, 1, 'a note names the skeleton: ' + JSON.stringify(p.params.diagnostics));
  assert.match(notes[0].message, /65\.0 MiB, over the language server's limit of 64 MiB/);
  assert.equal(notes[0].code, undefined);
  assert.equal(notes[0].severity, 3);
  await stop(r);
}

(async () => {
  try {
    await watchedBatch();
    await sameSizeAndTime();
    await skeletonTooLarge();
    console.log('watch: all checks passed');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
})().catch((e) => { console.error(e); process.exit(1); });
