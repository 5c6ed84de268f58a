// navigation.test.js — definition, references, hover, rename and folding
// in every format with bones, through the real server (vscode-jsonrpc):
// a .bon parent serial and a serial repeated in TREEPART, an LGW weight's
// bone name and a PARENT name, a BonesPro parent index, an XSF CHILDID,
// a Dash parentIndex; folding of sections, meshes and XML elements.
// Places are found by searching the text, so the assertions read as what
// a user points at.
// Usage: node navigation.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { start, fileUri, applyEdits } = require('./lib');

const server = process.argv[2];
const repo = path.join(__dirname, '..', '..');
const tmp = path.join(os.tmpdir(), 'skellint-navigation-test');

// The LSP position (UTF-16) of the `nth` occurrence of `needle`, plus `delta`.
function pos(text, needle, delta = 0, nth = 1) {
  let i = -1;
  for (let k = 0; k < nth; k++) {
    i = text.indexOf(needle, i + 1);
    assert.ok(i >= 0, `'${needle}' (occurrence ${nth}) is in the text`);
  }
  const before = text.slice(0, i + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}

// A range as [line, character, line, character], for short assertions.
const flat = (r) => [r.start.line, r.start.character, r.end.line, r.end.character];

async function main() {
  const c = start(server, { debounce: 0 });
  await c.initialize();
  c.conn.sendNotification('initialized', {});

  async function open(name, text, languageId) {
    const uri = fileUri(path.join(tmp, name));
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
    await c.diagnostics(uri, 1);
    const req = (method, p, extra = {}) =>
      c.conn.sendRequest(method, { textDocument: { uri }, position: p, ...extra });
    return {
      uri,
      text,
      definition: async (p) => { const d = await req('textDocument/definition', p); return d && flat(d.range); },
      references: async (p) => (await req('textDocument/references', p, { context: { includeDeclaration: true } }))
        .map((r) => flat(r.range)),
      hover: async (p) => { const h = await req('textDocument/hover', p); return h && h.contents.value; },
      rename: (p, newName) => req('textDocument/rename', p, { newName }),
      folding: async () => (await c.conn.sendRequest('textDocument/foldingRange', { textDocument: { uri } }))
        .map((r) => [r.startLine, r.endLine]),
    };
  }

  // .bon, separated: a serial is a joint wherever it is written, so a
  // chain repeated in TREEPART and the last child of a chain navigate too.
  const sep = await open('sep.bon', [
    'BoneFile : type separated : ver1001',
    'NAMEPART_START',
    '0002:Hip',
    '0003:Chest',
    'NAMEPART_END',
    'TREEPART_START',
    '0001,0002,0003,0004,',
    '0003,0004,',
    'TREEPART_END', ''].join('\r\n'), 'bon');
  const repeatedParent = pos(sep.text, '0003,0004,', 1, 2);
  const repeatedChild = pos(sep.text, '0004,', 1, 2);
  assert.deepEqual(await sep.definition(repeatedParent), [3, 5, 3, 10], 'to the name Chest');
  assert.deepEqual(await sep.references(repeatedParent), [[3, 5, 3, 10], [6, 10, 6, 14], [7, 0, 7, 4]]);
  assert.match(await sep.hover(repeatedChild), /\*\*bone 2\*\* `0004`/);
  assert.deepEqual(await sep.definition(repeatedChild), [6, 15, 6, 19], 'to its first appearance');
  assert.deepEqual(await sep.references(repeatedChild), [[6, 15, 6, 19], [7, 5, 7, 9]]);
  // Renaming Chest changes the name only: serials still point at it.
  const ren = await sep.rename(repeatedParent, 'Torso');
  assert.deepEqual(ren.changes[sep.uri].map((e) => [flat(e.range), e.newText]), [[[3, 5, 3, 10], 'Torso']]);
  // A joint with no name has nothing to rename.
  await assert.rejects(sep.rename(repeatedChild, 'Leg'), (e) => e.code === -32803 && /no name written/.test(e.message));
  // A name the format cannot hold is refused, saying why (issue 32 item
  // 12): ',' or the full-width '，' would end the name (SK001/SK416 after),
  // a ':' at its start would be the separator, a line break ends the line.
  const refused = async (doc, at, name, why) => assert.rejects(doc.rename(at, name),
    (e) => e.code === -32803 && why.test(e.message), `'${name}' is refused`);
  await refused(sep, repeatedParent, 'a,b', /\.bon name cannot hold ','/);
  await refused(sep, repeatedParent, 'a\uFF0Cb', /full-width comma/);
  await refused(sep, repeatedParent, ':a', /cannot start with ':'/);
  await refused(sep, repeatedParent, 'a\nb', /control character/);
  assert.deepEqual(await sep.folding(), [[1, 4], [5, 8]]);

  // .bon, mixed: from a line's parent serial to the joint's name.
  const mixed = await open('mixed.bon', [
    'BoneFile : type mixed : ver1001',
    '0001:,0002:Hip,0003:Chest,',
    '0002:,0004:Leg,', ''].join('\r\n'), 'bon');
  assert.deepEqual(await mixed.definition(pos(mixed.text, '0002:,', 1)), [1, 11, 1, 14]);
  assert.match(await mixed.hover(pos(mixed.text, '0004')), /`Hip` → `Leg`/);

  // LGW: a weight's bone name and a helper's PARENT name go to the BONE.
  const lgwText = fs.readFileSync(path.join(repo, 'examples', 'larva_lgw_model.txt'), 'utf8');
  const lgw = await open('larva.txt', lgwText, 'lgw');
  const bone6 = flat({ start: pos(lgwText, 'BONE "Larva-bone6"', 6), end: pos(lgwText, 'BONE "Larva-bone6"', 17) });
  assert.deepEqual(await lgw.definition(pos(lgwText, '"Larva-bone6"', 3, 2)), bone6, 'from a WVERTS weight');
  const parentRef = pos(lgwText, 'PARENT "Larva-bone6"', 10);
  assert.deepEqual(await lgw.definition(parentRef), bone6, 'from PARENT');
  const bone6Refs = await lgw.references(parentRef);
  assert.equal(bone6Refs.length, lgwText.split('"Larva-bone6"').length - 1, 'every quoted mention');
  const renamed = applyEdits(lgwText, (await lgw.rename(parentRef, 'Larva-tail')).changes[lgw.uri]).text;
  assert.equal(renamed.split('"Larva-bone6"').length, 1, 'no mention left');
  assert.equal(renamed.split('"Larva-tail"').length, lgwText.split('"Larva-bone6"').length);
  const lgwFolds = await lgw.folding();
  for (const [kw, end] of [['MATERIAL_LIST', 'END_OF_MATERIAL_LIST'], ['BONE "Larva-bone6"', 'END_OF_BONE'],
    ['HELPER "point-head"', 'END_OF_HELPER "point-head"']]) {
    const from = lgwText.indexOf(kw);
    const a = pos(lgwText, kw).line;
    const b = lgwText.slice(0, lgwText.indexOf(end, from)).split('\n').length - 1;
    assert.ok(lgwFolds.some(([s, e]) => s === a && e === b), `${kw} folds from line ${a} to ${b}`);
  }

  // BonesPro structure: the parent index under a bone's name.
  const bpText = fs.readFileSync(path.join(repo, 'examples', 'leg_rig_bonespro_structure.txt'), 'utf8');
  const bp = await open('leg.txt', bpText, 'bpstruct');
  const pelvis = flat({ start: pos(bpText, '<Bip01 Pelvis>', 1), end: pos(bpText, '<Bip01 Pelvis>', 13) });
  const spineParent = { line: pos(bpText, '<Bip01 Spine>').line + 1, character: 0 };
  assert.equal(bpText.split(/\r?\n/)[spineParent.line], '0', "Bip01 Spine's parent field");
  assert.deepEqual(await bp.definition(spineParent), pelvis);

  // XSF: a CHILDID goes to the child; the child's references include it.
  const xsfText = fs.readFileSync(path.join(repo, 'examples', 'furniture_chair.xsf'), 'utf8');
  const xsf = await open('chair.xsf', xsfText, 'xsf');
  const childid = pos(xsfText, '<CHILDID>3<', 9);
  const handle = flat({ start: pos(xsfText, '"Handle01"', 1), end: pos(xsfText, '"Handle01"', 9) });
  assert.deepEqual(await xsf.definition(childid), handle);
  assert.deepEqual((await xsf.references(childid)).map((r) => r[0]), [childid.line, handle[0]]);
  // XML 1.0 has no U+FFFE/U+FFFF (SK001 after), a quote ends NAME="…".
  await assert.rejects(xsf.rename(childid, 'a\uFFFEb'),
    (e) => e.code === -32803 && /XML 1\.0 cannot hold U\+FFFE/.test(e.message));
  await assert.rejects(xsf.rename(childid, 'a\uFFFFb'), (e) => e.code === -32803 && /U\+FFFF/.test(e.message));
  await assert.rejects(xsf.rename(childid, 'a"b'), (e) => e.code === -32803 && /quote/.test(e.message));
  assert.ok((await xsf.rename(childid, 'Handle \u00e9')).changes[xsf.uri].length >= 1, 'an accent is fine');

  // Dash JSON: parentIndex goes to the parent's name.
  const dashText = fs.readFileSync(path.join(repo, 'tests', 'cases', 'dashjson', 'ok.json'), 'utf8');
  const dash = await open('dash.json', dashText, 'json');
  const spine = flat({ start: pos(dashText, '"spine"', 1), end: pos(dashText, '"spine"', 6) });
  assert.deepEqual(await dash.definition(pos(dashText, '"parentIndex": 1', 15)), spine);

  // XMF has no bones: its elements with children still fold (an editor
  // stops folding by indentation once the server answers).
  const xmf = await open('m.xmf', [
    '<HEADER MAGIC="XMF" VERSION="1000"/>',
    '<MESH NUMSUBMESH="1">',
    '  <SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="0">',
    '    <VERTEX ID="0" NUMINFLUENCES="0">',
    '      <POS>0 0 0</POS>',
    '      <NORM>0 0 1</NORM>',
    '    </VERTEX>',
    '  </SUBMESH>',
    '</MESH>', ''].join('\n'), 'xmf');
  assert.deepEqual(await xmf.folding(), [[1, 8], [2, 7], [3, 6]]);

  // BonesPro animation: hover on a header line says which value it is, in
  // either form; the header and each frame fold.
  const cases = path.join(repo, 'tests', 'cases', 'bpanim');
  for (const [file, form] of [['values-bones-matrix-ok.txt', /written alone/], ['bones-matrix-ok.txt', /^(?![\s\S]*written alone)/]]) {
    const text = fs.readFileSync(path.join(cases, file), 'utf8');
    const anim = await open(file, text, 'bpanim');
    const lines = text.split('\n');
    const at = (re) => ({ line: lines.findIndex((l) => re.test(l)), character: 1 });
    const system = await anim.hover(at(/Relative to parent/));
    assert.match(system, /\*\*TransformSystem\*\* — header value 2 of 8/, file);
    assert.match(system, /`Absolute`, `Relative to parent`/);
    assert.match(system, form);
    assert.match(await anim.hover({ line: at(/Relative to parent/).line + 6, character: 0 }), /\*\*Step\*\*[\s\S]*a frame number/);
    const folds = await anim.folding();
    const header = at(/^(ExportMode )?"?Bones/).line;
    assert.deepEqual(folds[0], [header, header + 7], `${file}: the header folds`);
    const frames = lines.map((l, i) => (/^\/\/ frame/.test(l) ? i : -1)).filter((i) => i >= 0);
    assert.deepEqual(folds.slice(1), frames.map((i, n) => [i + 1, (frames[n + 1] || lines.length - (lines[lines.length - 1] ? 0 : 1)) - 1]),
      `${file}: each frame folds`);
  }

  assert.equal(await c.stop(), 0);
  console.log('lsp navigation test: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
