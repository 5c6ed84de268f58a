// character.test.js — a Cal3D character in the editor, through the real
// server (vscode-jsonrpc): a mesh and an animation open in a folder whose
// model file (.cfg) names their skeleton are checked against it (SK204,
// SK110 at the exact attribute); hover on an INFLUENCE ID or a TRACK
// BONEID shows the skeleton's bone, definition jumps into the skeleton
// file, completion offers its bone IDs; editing the skeleton in another
// buffer, closing it, changing it on disk (didChangeWatchedFiles) or
// changing the .cfg re-checks the mesh. Without a .cfg, the "skeleton"
// setting binds them; with neither, no cross-file finding appears. Hover
// and completion name the skeleton relative to the workspace folder.
// Usage: node character.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { start, fileUri } = require('./lib');

const server = process.argv[2];
const parts = path.join(__dirname, '..', 'cases', 'cal3dcfg', 'parts');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-character-'));

function pos(text, needle, delta = 0) {
  const i = text.indexOf(needle);
  assert.ok(i >= 0, `'${needle}' is in the text`);
  const before = text.slice(0, i + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}
const flat = (r) => [r.start.line, r.start.character, r.end.line, r.end.character];
const codes = (p) => p.diagnostics.map((d) => `${d.code}@${d.range.start.line + 1}:${d.range.start.character + 1}`);

async function main() {
  // The model folder: skeleton (6 bones), a mesh with an influence on
  // bone 7, an animation with a track for bone 9, bound by model.cfg.
  const skelText = fs.readFileSync(path.join(parts, 'skeleton.xsf'), 'utf8');
  const meshText = fs.readFileSync(path.join(parts, 'body_stray.xmf'), 'utf8');
  const animText = fs.readFileSync(path.join(parts, 'walk_stray.xaf'), 'utf8');
  fs.writeFileSync(path.join(tmp, 'skeleton.xsf'), skelText);
  fs.writeFileSync(path.join(tmp, 'body.xmf'), meshText);
  fs.writeFileSync(path.join(tmp, 'walk.xaf'), animText);
  fs.writeFileSync(path.join(tmp, 'model.cfg'), 'skeleton=skeleton.xsf\nmesh=body.xmf\nanimation=walk.xaf\n');
  fs.mkdirSync(path.join(tmp, 'loose'));
  fs.writeFileSync(path.join(tmp, 'loose', 'body.xmf'), meshText);

  const registrations = [];
  const c = start(server, { debounce: 0 },
    { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } });
  c.conn.onRequest('client/registerCapability', (p) => { registrations.push(p); return null; });
  // The workspace folder is the model folder: hover and completion name
  // the skeleton relative to it (issue 23).
  await c.initialize({ rootUri: fileUri(tmp), workspaceFolders: [{ uri: fileUri(tmp), name: 'models' }] });
  c.conn.sendNotification('initialized', {});

  const uri = (name) => fileUri(path.join(tmp, name));
  const versions = {};
  function open(name, text, languageId) {
    versions[name] = 1;
    c.conn.sendNotification('textDocument/didOpen',
      { textDocument: { uri: uri(name), languageId, version: 1, text } });
    return c.diagnostics(uri(name), 1);
  }
  const req = (method, name, p, extra = {}) =>
    c.conn.sendRequest(method, { textDocument: { uri: uri(name) }, position: p, ...extra });

  // --- Cross-file diagnostics at the exact attribute ---
  const mesh = await open('body.xmf', meshText, 'xmf');
  assert.deepEqual(codes(mesh), ['SK204@15:22']);
  assert.match(mesh.diagnostics[0].message, /bone 7, but skeleton '.*skeleton\.xsf' has 6 bones/);
  const anim = await open('walk.xaf', animText, 'xaf');
  assert.deepEqual(codes(anim), ['SK110@13:18']);

  // The server asked to watch skeletons and model files on disk.
  for (let i = 0; i < 50 && registrations.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(registrations.length, 1, 'one client/registerCapability');
  const reg = registrations[0].registrations[0];
  assert.equal(reg.method, 'workspace/didChangeWatchedFiles');
  assert.ok(reg.registerOptions.watchers.some((w) => /xsf/.test(w.globPattern)));

  // --- Hover, definition, completion into the skeleton ---
  const id1 = pos(meshText, '<INFLUENCE ID="1">', 15);
  const hover = await req('textDocument/hover', 'body.xmf', id1);
  assert.match(hover.contents.value, /\*\*bone 1\*\* `Bip01 Pelvis` in skeleton `skeleton\.xsf`/);
  assert.match(hover.contents.value, /parent chain: `Bip01` → `Bip01 Pelvis`/);
  const id7 = pos(meshText, '<INFLUENCE ID="7">', 15);
  assert.match((await req('textDocument/hover', 'body.xmf', id7)).contents.value,
    /\*\*bone 7\*\* is not in skeleton `skeleton\.xsf` \(6 bones: IDs 0 to 5\)/);
  const track0 = pos(animText, 'BONEID="0"', 8);
  assert.match((await req('textDocument/hover', 'walk.xaf', track0)).contents.value, /\*\*bone 0\*\* `Bip01`/);

  const def = await req('textDocument/definition', 'body.xmf', id1);
  assert.equal(def.uri, uri('skeleton.xsf'));
  const pelvis = pos(skelText, 'Bip01 Pelvis');
  assert.deepEqual(flat(def.range), [pelvis.line, pelvis.character, pelvis.line, pelvis.character + 12]);
  assert.equal(await req('textDocument/definition', 'body.xmf', id7), null, 'no bone 7 to go to');

  const comp = await req('textDocument/completion', 'body.xmf', id7);
  assert.deepEqual(comp.items.map((i) => i.label), ['0', '1', '2', '3', '4', '5']);
  assert.equal(comp.items[3].detail, 'Bip01 Head (bone 3 of skeleton.xsf)');
  assert.deepEqual(flat(comp.items[0].textEdit.range), [id7.line, id7.character, id7.line, id7.character + 1]);
  const trackComp = await req('textDocument/completion', 'walk.xaf', track0);
  assert.equal(trackComp.items.length, 6);

  // --- The skeleton edited in another buffer: the mesh is checked again ---
  // Two bones, 6 and 7, appended: the influence on bone 7 is then fine.
  const extra = (id) => `  <BONE ID="${id}" NAME="Extra${id}" NUMCHILDS="0">\n` +
    '    <TRANSLATION>0 0 0</TRANSLATION>\n    <ROTATION>0 0 0 1</ROTATION>\n' +
    '    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>\n    <LOCALROTATION>0 0 0 1</LOCALROTATION>\n' +
    '    <PARENTID>0</PARENTID>\n  </BONE>\n';
  await open('skeleton.xsf', skelText, 'xsf');
  // Opening it re-checks its dependents with the same text: let those go.
  await c.diagnostics(uri('body.xmf'), 1);
  await c.diagnostics(uri('walk.xaf'), 1);
  const close = skelText.indexOf('</SKELETON>');
  const at = pos(skelText, '</SKELETON>');
  c.conn.sendNotification('textDocument/didChange', {
    textDocument: { uri: uri('skeleton.xsf'), version: 2 },
    contentChanges: [{ range: { start: at, end: at }, text: extra(6) + extra(7) }],
  });
  const meshAfter = await c.diagnostics(uri('body.xmf'), 1);
  assert.deepEqual(codes(meshAfter), [], 'bone 7 exists in the edited skeleton');
  assert.match((await req('textDocument/hover', 'body.xmf', id7)).contents.value, /\*\*bone 7\*\* `Extra7`/);
  const def7 = await req('textDocument/definition', 'body.xmf', id7);
  assert.equal(def7.uri, uri('skeleton.xsf'), 'into the open buffer');
  assert.equal(def7.range.start.line, pos(skelText, '</SKELETON>').line + 7);

  // Closing the skeleton unsaved: the disk's copy (6 bones) counts again.
  c.conn.sendNotification('textDocument/didClose', { textDocument: { uri: uri('skeleton.xsf') } });
  assert.deepEqual(codes(await c.diagnostics(uri('body.xmf'), 1)), ['SK204@15:22']);

  // --- The skeleton changed on disk, reported by the client's watcher ---
  fs.writeFileSync(path.join(tmp, 'skeleton.xsf'),
    skelText.slice(0, close) + extra(6) + extra(7) + skelText.slice(close));
  c.conn.sendNotification('workspace/didChangeWatchedFiles',
    { changes: [{ uri: uri('skeleton.xsf'), type: 2 }] });
  assert.deepEqual(codes(await c.diagnostics(uri('body.xmf'), 1)), [], 'the new skeleton on disk');
  fs.writeFileSync(path.join(tmp, 'skeleton.xsf'), skelText);
  c.conn.sendNotification('workspace/didChangeWatchedFiles',
    { changes: [{ uri: uri('skeleton.xsf'), type: 2 }] });
  assert.deepEqual(codes(await c.diagnostics(uri('body.xmf'), 1)), ['SK204@15:22']);

  // --- The .cfg edited in the editor: the mesh is no longer listed ---
  const cfg = await open('model.cfg', 'skeleton=skeleton.xsf\nmesh=body.xmf\nanimation=walk.xaf\n', 'cal3dcfg');
  assert.deepEqual(codes(cfg), []);
  await c.diagnostics(uri('body.xmf'), 1); // re-checked with the same model file
  await c.diagnostics(uri('walk.xaf'), 1);
  c.conn.sendNotification('textDocument/didChange', {
    textDocument: { uri: uri('model.cfg'), version: 2 },
    contentChanges: [{ text: 'skeleton=skeleton.xsf\nanimation=walk.xaf\n' }],
  });
  assert.deepEqual(codes(await c.diagnostics(uri('body.xmf'), 1)), [], 'an unlisted mesh has no skeleton');
  c.conn.sendNotification('textDocument/didChange', {
    textDocument: { uri: uri('model.cfg'), version: 3 },
    contentChanges: [{ text: 'skeleton=skeleton.xsf\nmesh=body.xmf\nmesh=hair.xmf\n' }],
  });
  const cfg3 = await c.diagnostics(uri('model.cfg'), 3);
  assert.deepEqual(codes(cfg3), ['SK471@3:6'], 'a missing file in the model file');
  assert.deepEqual(codes(await c.diagnostics(uri('body.xmf'), 1)), ['SK204@15:22']);

  // --- No .cfg: nothing cross-file, until "skeleton" is configured ---
  const loose = await open('loose/body.xmf', meshText, 'xmf');
  assert.deepEqual(codes(loose), []);
  assert.match((await req('textDocument/hover', 'loose/body.xmf', id1)).contents.value, /no skeleton known/);
  c.conn.sendNotification('workspace/didChangeConfiguration',
    { settings: { skellint: { skeleton: path.join(tmp, 'skeleton.xsf'), debounce: 0 } } });
  assert.deepEqual(codes(await c.diagnostics(uri('loose/body.xmf'))), ['SK204@15:22'],
    'the configured skeleton');

  assert.equal(await c.stop(), 0);
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log('character: all checks passed');
}

main().catch((e) => { console.error(e); fs.rmSync(tmp, { recursive: true, force: true }); process.exit(1); });
