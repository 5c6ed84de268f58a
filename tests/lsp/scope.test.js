// scope.test.js — what a folder's files can make the server open
// (docs/security.md), through the real server (vscode-jsonrpc): the files a
// workspace's .cfg names are opened only inside the workspace folders; a
// name outside is SK471 "not read" on the .cfg and the mesh is checked
// without that skeleton; the allowRoots setting widens the project; a
// .skellint.json cannot (its "skeleton" outside is not read either); the
// editor's own "skeleton" setting is the user's word and is read.
// Usage: node scope.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { start, fileUri } = require('./lib');

const server = process.argv[2];
const parts = path.join(__dirname, '..', 'cases', 'cal3dcfg', 'parts');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-scope-'));
const codes = (p) => p.diagnostics.map((d) => `${d.code}@${d.range.start.line + 1}:${d.range.start.character + 1}`);

async function session(initializationOptions, check) {
  const c = start(server, { debounce: 0, ...initializationOptions });
  await c.conn.sendRequest('initialize', {
    processId: process.pid, rootUri: fileUri(path.join(tmp, 'ws')), capabilities: {},
    workspaceFolders: [{ uri: fileUri(path.join(tmp, 'ws')), name: 'ws' }],
    initializationOptions: { debounce: 0, ...initializationOptions },
  });
  c.conn.sendNotification('initialized', {});
  let version = 0;
  const open = (name, languageId) => {
    const uri = fileUri(path.join(tmp, name));
    version++;
    c.conn.sendNotification('textDocument/didOpen', { textDocument: {
      uri, languageId, version, text: fs.readFileSync(path.join(tmp, name), 'utf8') } });
    return c.diagnostics(uri, version);
  };
  await check(open);
  assert.equal(await c.stop(), 0);
}

// A session started with `init` as initialize's params (no workspace
// folder, or one that does not exist); open(file, text) opens a .cfg by
// its path, which need not exist.
async function bare(init, check) {
  const c = start(server, { debounce: 0 });
  await c.conn.sendRequest('initialize', {
    processId: process.pid, capabilities: {}, initializationOptions: { debounce: 0 }, ...init });
  c.conn.sendNotification('initialized', {});
  let version = 0;
  const open = (file, text) => {
    const uri = fileUri(file);
    version++;
    c.conn.sendNotification('textDocument/didOpen', { textDocument: {
      uri, languageId: 'cal3dcfg', version, text } });
    return c.diagnostics(uri, version);
  };
  await check(open);
  assert.equal(await c.stop(), 0);
}

// No workspace folder, or one that does not exist: the project is the
// document's own folder (or nothing, when that folder does not exist
// either) — never everything. A .cfg naming a file outside gets SK471
// "outside the project" and the file is not read.
async function noWorkspace() {
  const secret = path.join(tmp, 'outside', 'skeleton.xsf');
  const cfgText = `skeleton=${secret}\n`;
  const outside = (p) => {
    assert.deepEqual(codes(p), ['SK471@1:10'], JSON.stringify(p.diagnostics));
    assert.match(p.diagnostics[0].message, /outside the project/);
  };
  const inits = [{}, { rootUri: null, workspaceFolders: null },
    { rootUri: fileUri(path.join(tmp, 'nonexistent-ws')),
      workspaceFolders: [{ uri: fileUri(path.join(tmp, 'nonexistent-ws')), name: 'gone' }] }];
  for (const init of inits) {
    await bare(init, async (open) => {
      outside(await open(path.join(tmp, 'nonexistent-folder', 'a.cfg'), cfgText));
      outside(await open(path.join(tmp, 'nonexistent-ws', 'b.cfg'), cfgText));
      // A folder that exists, outside any workspace: its own folder.
      outside(await open(path.join(tmp, 'ws', 'model', 'c.cfg'), 'skeleton=../../outside/skeleton.xsf\n'));
    });
  }
}

async function main() {
  fs.mkdirSync(path.join(tmp, 'ws', 'model'), { recursive: true });
  fs.mkdirSync(path.join(tmp, 'outside'));
  fs.copyFileSync(path.join(parts, 'skeleton.xsf'), path.join(tmp, 'outside', 'skeleton.xsf'));
  fs.copyFileSync(path.join(parts, 'body_stray.xmf'), path.join(tmp, 'ws', 'model', 'body.xmf'));
  fs.copyFileSync(path.join(parts, 'body_stray.xmf'), path.join(tmp, 'ws', 'loose.xmf'));
  fs.writeFileSync(path.join(tmp, 'ws', 'model', 'model.cfg'),
    'skeleton=../../outside/skeleton.xsf\nmesh=body.xmf\nmaterial=/etc/hostname\n');

  // Outside the workspace: not read, said on the .cfg; the mesh has no skeleton.
  await session({}, async (open) => {
    const cfg = await open('ws/model/model.cfg', 'cal3dcfg');
    assert.deepEqual(codes(cfg), ['SK471@1:10', 'SK471@3:10']);
    assert.match(cfg.diagnostics[0].message, /outside the project .*: not read/);
    assert.match(cfg.diagnostics[1].message, /outside the project/);
    assert.deepEqual(codes(await open('ws/model/body.xmf', 'xmf')), [], 'no skeleton read from outside');
  });
  // allowRoots (a client setting) lets the skeleton in: SK204 on the mesh.
  await session({ allowRoots: [path.join(tmp, 'outside')] }, async (open) => {
    assert.deepEqual(codes(await open('ws/model/body.xmf', 'xmf')), ['SK204@15:22']);
    assert.deepEqual(codes(await open('ws/model/model.cfg', 'cal3dcfg')), ['SK471@3:10']);
  });
  // A .skellint.json cannot widen the project, nor name a skeleton outside it.
  fs.writeFileSync(path.join(tmp, 'ws', '.skellint.json'),
    JSON.stringify({ skeleton: '../outside/skeleton.xsf' }));
  await session({}, async (open) => {
    assert.deepEqual(codes(await open('ws/loose.xmf', 'xmf')), [], 'the setting\'s skeleton outside: not read');
  });
  fs.unlinkSync(path.join(tmp, 'ws', '.skellint.json'));
  // A *.cfg of the mesh's folder that is a symlink out of the workspace is
  // not read (its character, which would give SK204, is not used).
  fs.mkdirSync(path.join(tmp, 'outside', 'cfgs'));
  fs.copyFileSync(path.join(parts, 'skeleton.xsf'), path.join(tmp, 'ws', 'skel.xsf'));
  fs.writeFileSync(path.join(tmp, 'outside', 'cfgs', 'real.cfg'),
    `skeleton=${path.join(tmp, 'ws', 'skel.xsf')}\nmesh=${path.join(tmp, 'ws', 'loose.xmf')}\n`);
  fs.symlinkSync(path.join(tmp, 'outside', 'cfgs', 'real.cfg'), path.join(tmp, 'ws', 'linked.cfg'));
  await session({}, async (open) => {
    assert.deepEqual(codes(await open('ws/loose.xmf', 'xmf')), [], 'a .cfg symlinked from outside: not read');
  });
  // The same .cfg inside the workspace is read: the mesh gets SK204.
  fs.unlinkSync(path.join(tmp, 'ws', 'linked.cfg'));
  fs.copyFileSync(path.join(tmp, 'outside', 'cfgs', 'real.cfg'), path.join(tmp, 'ws', 'linked.cfg'));
  await session({}, async (open) => {
    assert.deepEqual(codes(await open('ws/loose.xmf', 'xmf')), ['SK204@15:22']);
  });
  fs.unlinkSync(path.join(tmp, 'ws', 'linked.cfg'));
  await noWorkspace();
  // The editor's own "skeleton" setting is the user's: read wherever it is.
  await session({ skeleton: path.join(tmp, 'outside', 'skeleton.xsf') }, async (open) => {
    assert.deepEqual(codes(await open('ws/loose.xmf', 'xmf')), ['SK204@15:22']);
  });
  fs.rmSync(tmp, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
});
