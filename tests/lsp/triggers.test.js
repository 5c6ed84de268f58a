// triggers.test.js — completion that opens as a character is typed: the
// server declares its trigger characters (completionProvider) and answers
// a request sent for one (context.triggerKind 2) where that character, in
// that format, opens what completion fills — and with nothing elsewhere,
// so that typing a comma or closing a tag pops up no list of bone names:
// '>' after <PARENTID> (bone IDs), ',' in a .bon TREEPART line (serials),
// '=' and '"' after an INFLUENCE's ID (the skeleton's IDs, with their
// quotes after '='), '=' after MAGIC (its value, quoted), '<' for a tag.
// Usage: node triggers.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { start, fileUri } = require('./lib');

const server = process.argv[2];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-triggers-'));
  const skeleton = path.join(dir, 'skeleton.xsf');
  const xsf = ['<HEADER MAGIC="XSF" VERSION="919"/>', '<SKELETON NUMBONES="2">',
    '  <BONE ID="0" NAME="Root" NUMCHILDS="1">', '    <PARENTID>-1</PARENTID>', '    <CHILDID>1</CHILDID>', '  </BONE>',
    '  <BONE ID="1" NAME="Kid" NUMCHILDS="0">', '    <PARENTID></PARENTID>', '  </BONE>', '</SKELETON>', ''].join('\n');
  fs.writeFileSync(skeleton, xsf);
  const c = start(server, { debounce: 0, skeleton });
  const init = await c.initialize();
  assert.deepEqual([...init.capabilities.completionProvider.triggerCharacters].sort(), [',', '"', '<', '=', '>'].sort());
  c.conn.sendNotification('initialized', {});
  let version = 0;
  async function open(name, languageId, text) {
    const uri = fileUri(path.join(dir, name));
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: ++version, text } });
    await c.diagnostics(uri, version);
    // The items at (line, character) for trigger `ch` (invoked when none).
    return async (line, character, ch) => {
      const r = await c.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line, character },
        context: ch ? { triggerKind: 2, triggerCharacter: ch } : { triggerKind: 1 } });
      return r.items.map((i) => (i.textEdit ? i.textEdit.newText : i.label));
    };
  }

  // XSF: '>' of <PARENTID> (line 7; the editor closed the tag) offers the
  // bone IDs but the bone's own;
  // the '>' that ends a BONE start tag, or a comma, offers nothing.
  const s = await open('skeleton.xsf', 'xsf', xsf);
  assert.deepEqual(await s(7, 14, '>'), ['0'], "'>' of <PARENTID>: the other bone's ID");
  assert.deepEqual(await s(6, 40, '>'), [], "'>' of a BONE tag: nothing");
  assert.deepEqual(await s(1, 23, '>'), [], "'>' of SKELETON: nothing");
  assert.ok((await s(6, 40)).length > 0, 'asked for there (no trigger), completion still answers');
  const magic = await s(0, 15);
  assert.ok(magic.includes('XSF'), 'MAGIC offers XSF: ' + magic);
  assert.deepEqual(await s(0, 15, '"'), magic, "'\"' opening MAGIC's value: its values, as when asked for");
  assert.deepEqual(await s(0, 19, '"'), [], "a closing '\"': nothing");

  // .bon: ',' in a TREEPART line offers the serials (with the name beside
  // each); a comma in the NAMEPART does not.
  const bon = ['BoneFile : type separated : ver1001', 'NAMEPART_START', '0001:Root', '0002:Kid', 'NAMEPART_END',
    'TREEPART_START', '0001,', 'TREEPART_END', ''].join('\r\n');
  const b = await open('bones.bon', 'bon', bon);
  assert.deepEqual(await b(6, 5, ','), ['0001', '0002'], "',' in TREEPART: the serials");
  assert.deepEqual(await b(2, 5, ','), [], "a ',' elsewhere: nothing");

  // XMF: '=' after an INFLUENCE's ID offers the skeleton's IDs with their
  // quotes; '"' there, the IDs; '=' after MAGIC, its value quoted.
  const mesh = ['<HEADER MAGIC= VERSION="919"/>', '<MESH NUMSUBMESH="1">',
    '<SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMMORPHS="0" NUMTEXCOORDS="0">',
    '<VERTEX ID="0" NUMINFLUENCES="2">', '<POS>0 0 0</POS>', '<NORM>0 0 1</NORM>',
    '<INFLUENCE ID=>0.5</INFLUENCE>', '<INFLUENCE ID="">0.5</INFLUENCE>', '</VERTEX>', '</SUBMESH>', '</MESH>', ''].join('\n');
  const m = await open('body.xmf', 'xmf', mesh);
  assert.deepEqual(await m(6, 14, '='), ['"0"', '"1"'], "'=' of INFLUENCE ID: the IDs, quoted");
  assert.deepEqual(await m(7, 15, '"'), ['0', '1'], "'\"' of INFLUENCE ID: the IDs");
  assert.deepEqual(await m(0, 14, '='), ['"XMF"'], "'=' of MAGIC: its value, quoted");
  assert.deepEqual(await m(3, 11, '='), [], "'=' of a VERTEX's ID: nothing");

  // Dash JSON and a .cfg: ',' and '=' open nothing there.
  const dash = await open('skeleton.json', 'dashjson',
    '[\n  { "name": "root", "parentIndex": null },\n  { "name": "kid", "parentIndex": 0 }\n]\n');
  assert.deepEqual(await dash(1, 42, ','), [], "',' after a JSON object: nothing");
  const cfg = await open('model.cfg', 'cal3dcfg', 'skeleton=skeleton.xsf\nmesh=body.xmf\n');
  assert.deepEqual(await cfg(0, 9, '='), [], "'=' in a .cfg: nothing");

  assert.equal(await c.stop(), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log('lsp triggers test: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
