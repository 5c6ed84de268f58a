// editor.test.js — the editor features beyond diagnostics and navigation
// (issue 27), through the real client library: completion that inserts
// what a reference field takes (.bon serials, BonesPro and Dash indices),
// inlay hints (a bone's name after every bone number, across files through
// the character's skeleton, only in the requested range), the outline of
// every format, workspace symbols, document highlight, the actions that
// write a suppression comment in each format's syntax, and each
// method announced in the capabilities. Real files are read where the
// repository or ../shared/corpus has them (a corpus file that is absent is
// skipped with a message).
// Usage: node editor.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { start, fileUri, applyEdits } = require('./lib');

const server = process.argv[2];
const root = path.join(__dirname, '..', '..');
const corpus = process.env.SKELLINT_CORPUS || path.join(root, '..', 'shared', 'corpus');
const parts = path.join(root, 'tests', 'cases', 'cal3dcfg', 'parts');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-editor-'));

// The LSP position of the `delta`-th character after the first `needle`.
function pos(text, needle, delta = 0, from = 0) {
  const i = text.indexOf(needle, from);
  assert.ok(i >= 0, `'${needle}' is in the text`);
  const before = text.slice(0, i + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1].length };
}
const lineOf = (text, p) => text.split('\n')[p.line];
// The text of a line up to a hint, and the hint: `<PARENTID>0` → Bip01.
const shown = (text, hints) => hints.map((h) => {
  const before = lineOf(text, h.position).slice(0, h.position.character).trim();
  return `${before.slice(-20)} → ${h.label}`;
});

async function main() {
  const c = start(server, { debounce: 0 });
  const init = await c.initialize();
  c.conn.sendNotification('initialized', {});
  const caps = init.capabilities;
  assert.equal(caps.inlayHintProvider, true, 'inlay hints announced');

  let version = 0;
  async function open(file, text, languageId) {
    const uri = fileUri(file);
    c.conn.sendNotification('textDocument/didOpen',
      { textDocument: { uri, languageId, version: ++version, text } });
    await c.diagnostics(uri, version);
    return uri;
  }
  const complete = async (uri, position) =>
    (await c.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position })).items;
  const hints = (uri, startLine, endLine) => c.conn.sendRequest('textDocument/inlayHint',
    { textDocument: { uri }, range: { start: { line: startLine, character: 0 }, end: { line: endLine, character: 0 } } });

  // ---- Completion: .bon serial fields take 4-digit serials ----
  const bonText = ['BoneFile : type separated : ver1001', 'RELATIVE_BONENO_MODE', '', 'NAMEPART_START',
    '0000:ball_par', '0001:ball_chil', '0002:kaku_par', '0003:kaku_chil', 'NAMEPART_END', '', '',
    'TREEPART_START', '', '-0001,0000,0001,', '-0001,0002,', 'TREEPART_END', ''].join('\r\n');
  const bon = await open(path.join(tmp, 'morph.bon'), bonText, 'bon');
  const afterComma = await complete(bon, pos(bonText, '-0001,0002,', 11));
  assert.deepEqual(afterComma.map((i) => i.label), ['0000', '0001', '0002', '0003'],
    'after a comma in TREEPART: serials, not names');
  assert.deepEqual(afterComma.map((i) => i.textEdit.newText), ['0000', '0001', '0002', '0003']);
  assert.deepEqual(afterComma.map((i) => i.labelDetails.detail),
    [' ball_par', ' ball_chil', ' kaku_par', ' kaku_chil'], 'the name as the label\'s detail');
  assert.ok(afterComma[3].filterText.includes('kaku_chil'), 'typing a name finds its serial');
  // In a serial being typed: the typed digits are replaced.
  const inSerial = await complete(bon, pos(bonText, '-0001,0000,0001', 8));
  assert.equal(inSerial[0].textEdit.newText, '0000');
  assert.deepEqual(inSerial[0].textEdit.range,
    { start: pos(bonText, '-0001,0000,0001', 6), end: pos(bonText, '-0001,0000,0001', 10) });
  // A line's first element is a parent: the top-level -0001 comes first.
  const lineStart = await complete(bon, pos(bonText, '-0001,0002,'));
  assert.deepEqual(lineStart.slice(0, 2).map((i) => i.label), ['-0001', '0000']);
  // An empty TREEPART line: the serials and the section's end.
  const emptyLine = await complete(bon, { line: 12, character: 0 });
  assert.ok(emptyLine.some((i) => i.label === 'TREEPART_END'));
  assert.ok(emptyLine.some((i) => i.label === '0002'));
  assert.ok(!emptyLine.some((i) => /ball|kaku/.test(i.label)), 'no name is ever inserted');

  // The real RokDeBone2 sample, at its real positions.
  const morph = path.join(corpus, 'bon', 'RokDeBone2_Sample_Morph_morph5.bon');
  if (fs.existsSync(morph)) {
    const text = fs.readFileSync(morph, 'latin1');
    const uri = await open(morph, text, 'bon');
    const items = await complete(uri, pos(text, '-0001,0002,0003,', 11));
    assert.deepEqual(items.map((i) => i.label), ['0000', '0001', '0002', '0003'], 'morph5.bon');
    assert.deepEqual(items.map((i) => i.detail), ['ball_par', 'ball_chil', 'kaku_par', 'kaku_chil']);
  } else {
    console.log(`skipped (corpus file absent): ${morph}`);
  }

  // ---- Completion: BonesPro parent lines and Dash parentIndex take indices ----
  const bpText = fs.readFileSync(path.join(root, 'examples', 'leg_rig_bonespro_structure.txt'), 'utf8');
  const thigh = pos(bpText, '<Bip01 L Thigh>');
  const bpEmpty = bpText.split('\n').map((l, i) => (i === thigh.line + 1 ? '' : l)).join('\n');
  const bp = await open(path.join(tmp, 'leg_rig.txt'), bpEmpty, 'bpstruct');
  const parentLine = await complete(bp, { line: thigh.line + 1, character: 0 });
  assert.deepEqual(parentLine.map((i) => i.label), ['*', '0', '1', '3'],
    'an empty BonesPro parent line: \'*\' and the other bones\' indices');
  assert.equal(parentLine[1].detail, 'Bip01 Pelvis');
  // A vertex's `bone weight` line: the bone is an index too (no '*').
  const weightAt = pos(bpText, '\n0 0.500000', 1);
  const bpWeight = bpText.split('\n').map((l, i) => (i === weightAt.line ? ' 0.500000' : l)).join('\n');
  const bpw = await open(path.join(tmp, 'leg_rig_w.txt'), bpWeight, 'bpstruct');
  const weightItems = await complete(bpw, { line: weightAt.line, character: 0 });
  assert.deepEqual(weightItems.map((i) => i.label), ['0', '1', '2', '3'], 'a weight\'s bone: every index');
  assert.equal(weightItems[2].detail, 'Bip01 L Thigh');
  const dashText = '[\n  { "parentIndex": null, "name": "root" },\n  { "parentIndex": 0, "name": "spine" },\n' +
    '  { "parentIndex": 1, "name": "head" }\n]\n';
  const dash = await open(path.join(tmp, 'skeleton.json'), dashText, 'dashjson');
  const dashItems = await complete(dash, pos(dashText, '"parentIndex": 1', 15));
  assert.deepEqual(dashItems.map((i) => i.label), ['null', '0', '1'], 'parentIndex: indices, not names');
  assert.equal(dashItems[1].textEdit.newText, '0');

  // LGW names bones with quoted strings: inside the quotes the name
  // replaces what is there; outside, the item writes the quotes too.
  const larva = fs.readFileSync(path.join(root, 'examples', 'larva_lgw_model.txt'), 'utf8');
  const parentAt = pos(larva, 'PARENT "Larva-bone6"');
  const larvaEmpty = larva.split('\n').map((l, i) => (i === parentAt.line ? 'PARENT ' : l)).join('\n');
  const lgwC = await open(path.join(tmp, 'larva_c.txt'), larvaEmpty, 'lgw');
  const outside = await complete(lgwC, { line: parentAt.line, character: 7 });
  assert.equal(outside[0].label, 'Larva-main-bone');
  assert.equal(outside[0].textEdit.newText, '"Larva-main-bone"', 'a quoted name after PARENT');
  const lgwQ = await open(path.join(tmp, 'larva_q.txt'), larva, 'lgw');
  const inQuotes = await complete(lgwQ, pos(larva, '"Larva-bone4"', 7));
  assert.equal(inQuotes[1].textEdit.newText, 'Larva-bone1');
  assert.deepEqual(inQuotes[1].textEdit.range,
    { start: pos(larva, '"Larva-bone4"', 1), end: pos(larva, '"Larva-bone4"', 12) }, 'what is between the quotes');

  // ---- Inlay hints: the bone's name after every bone number ----
  const skelText = fs.readFileSync(path.join(parts, 'skeleton.xsf'), 'utf8');
  const meshText = fs.readFileSync(path.join(parts, 'body_stray.xmf'), 'utf8');
  const animText = fs.readFileSync(path.join(parts, 'walk_stray.xaf'), 'utf8');
  const model = path.join(tmp, 'model');
  fs.mkdirSync(model);
  fs.writeFileSync(path.join(model, 'skeleton.xsf'), skelText);
  fs.writeFileSync(path.join(model, 'body.xmf'), meshText);
  fs.writeFileSync(path.join(model, 'walk.xaf'), animText);
  fs.writeFileSync(path.join(model, 'model.cfg'), 'scale=1.0\nskeleton=skeleton.xsf\nmesh=body.xmf\nanimation=walk.xaf\n');
  const skel = await open(path.join(model, 'skeleton.xsf'), skelText, 'xsf');
  assert.deepEqual(shown(skelText, await hints(skel, 0, 20)), [
    '<CHILDID>1 → Bip01 Pelvis', '<PARENTID>0 → Bip01', '<CHILDID>2 → Bip01 Spine',
    '<CHILDID>4 → Bip01 L Thigh'], 'PARENTID and CHILDID of lines 1-20; PARENTID -1 names no bone');
  // Only the requested range.
  assert.deepEqual(shown(skelText, await hints(skel, 30, 41)),
    ['<PARENTID>2 → Bip01 Spine', '<PARENTID>1 → Bip01 Pelvis', '<CHILDID>5 → Bip01 L Calf']);
  // Across files: a mesh's INFLUENCE IDs and an animation's TRACK BONEIDs
  // name the bones of the character's skeleton; an ID beyond it, nothing.
  const mesh = await open(path.join(model, 'body.xmf'), meshText, 'xmf');
  const meshHints = await hints(mesh, 0, 30);
  assert.deepEqual(shown(meshText, meshHints), ['<INFLUENCE ID="0" → Bip01', '<INFLUENCE ID="1" → Bip01 Pelvis',
    '<INFLUENCE ID="2" → Bip01 Spine', '<INFLUENCE ID="1" → Bip01 Pelvis']);
  assert.equal(meshHints[0].paddingLeft, true);
  const anim = await open(path.join(model, 'walk.xaf'), animText, 'xaf');
  assert.deepEqual(shown(animText, await hints(anim, 0, 30)), ['<TRACK BONEID="0" → Bip01']);
  // .bon: every serial that refers to a joint (parents and children).
  assert.deepEqual(shown(bonText.replace(/\r/g, ''), await hints(bon, 12, 15)), [
    '-0001,0000 → ball_par', '-0001,0000,0001 → ball_chil', '-0001,0002 → kaku_par']);
  // BonesPro: the parent indices; Dash: parentIndex.
  const bpReal = await open(path.join(tmp, 'leg_rig_real.txt'), bpText, 'bpstruct');
  const bpHints = await hints(bpReal, thigh.line, thigh.line + 2);
  assert.deepEqual(bpHints.map((h) => h.label), ['Bip01 Pelvis'], 'the thigh\'s parent 0');
  assert.deepEqual(shown(dashText, await hints(dash, 0, 5)),
    ['{ "parentIndex": 0 → root', '{ "parentIndex": 1 → spine']);

  // ---- Outline: what each format holds ----
  const symbols = async (uri) => (await c.conn.sendRequest('textDocument/documentSymbol',
    { textDocument: { uri } })).map((x) => `${x.name} | ${x.detail}`);
  assert.deepEqual(await symbols(mesh), ['submesh 0 | 3 vertices, 1 faces, material 0'], 'XMF: submeshes');
  assert.deepEqual(await symbols(anim), ['Bip01 | BONEID 0, 2 keyframes', 'bone 9 | BONEID 9, 2 keyframes'],
    'XAF: tracks by the skeleton\'s bone names');
  const xrfText = fs.readFileSync(path.join(parts, 'skin.xrf'), 'utf8');
  const xrf = await open(path.join(model, 'skin.xrf'), xrfText, 'xrf');
  assert.deepEqual(await symbols(xrf), ['AMBIENT | 55 55 17 0', 'DIFFUSE | 238 181 172 255',
    'SPECULAR | 229 229 229 0', 'body.tga | map 0', 'body_bump.dds | map 1'], 'XRF: colours and maps');
  const cfgText = fs.readFileSync(path.join(model, 'model.cfg'), 'utf8');
  const cfg = await open(path.join(model, 'model.cfg'), cfgText, 'cal3dcfg');
  assert.deepEqual(await symbols(cfg), ['scale | 1.0', 'skeleton | skeleton.xsf', 'mesh | body.xmf', 'animation | walk.xaf'],
    '.cfg: each line by its key, its value beside');
  const lgwText = fs.readFileSync(path.join(root, 'examples', 'larva_lgw_model.txt'), 'utf8');
  const lgw = await open(path.join(tmp, 'larva.txt'), lgwText, 'lgw');
  const lgwSyms = await symbols(lgw);
  assert.deepEqual(lgwSyms.slice(0, 4), ['3 - Default | material 0', 'veins | material 1',
    'veins | mesh, 16 weighted vertices', 'veins2 | mesh, 3 vertices'], 'LGW: materials and meshes');
  assert.ok(lgwSyms.includes('Larva-main-bone | bone 0'), 'and its bones');
  const walkText = fs.readFileSync(path.join(root, 'examples', 'leg_rig_bonespro_walk.txt'), 'utf8');
  const walk = await open(path.join(tmp, 'walk_anim.txt'), walkText, 'bpanim');
  assert.deepEqual(await symbols(walk), ['header | export settings', 'frame 0 | frame block',
    'frame 1 | frame block', 'frame 2 | frame block'], 'BonesPro animation: header and frames');
  const skelSyms = await c.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri: skel } });
  assert.equal(skelSyms[0].name, 'Bip01', 'XSF: the bone tree as before');
  assert.equal(skelSyms[0].children[0].name, 'Bip01 Pelvis');

  // ---- Workspace symbols: bones of the open skeletons ----
  const ws = await c.conn.sendRequest('workspace/symbol', { query: 'lthigh' });
  assert.deepEqual(ws.map((x) => `${x.name} in ${x.containerName}`).sort(),
    ['Bip01 L Thigh in leg_rig.txt', 'Bip01 L Thigh in leg_rig_real.txt', 'Bip01 L Thigh in leg_rig_w.txt',
      'Bip01 L Thigh in skeleton.xsf'],
    'a fuzzy query over every open skeleton');
  const inSkel = ws.find((x) => x.containerName === 'skeleton.xsf');
  assert.equal(inSkel.location.uri, skel);
  assert.deepEqual(inSkel.location.range.start, pos(skelText, 'Bip01 L Thigh'));
  const allPelvis = await c.conn.sendRequest('workspace/symbol', { query: 'pelvis' });
  assert.ok(allPelvis.some((x) => x.containerName === 'skeleton.xsf'));
  // A model file open alone: the bones of its skeleton, read from disk.
  const other = path.join(tmp, 'other');
  fs.mkdirSync(other);
  fs.writeFileSync(path.join(other, 'bones.xsf'), skelText);
  fs.writeFileSync(path.join(other, 'other.cfg'), 'skeleton=bones.xsf\n');
  await open(path.join(other, 'other.cfg'), 'skeleton=bones.xsf\n', 'cal3dcfg');
  const fromCfg = (await c.conn.sendRequest('workspace/symbol', { query: 'L Calf' }))
    .filter((x) => x.containerName === 'bones.xsf');
  assert.equal(fromCfg.length, 1, 'the .cfg\'s skeleton, not open, is searched');
  assert.equal(fromCfg[0].location.uri, fileUri(path.join(other, 'bones.xsf')));
  assert.deepEqual(fromCfg[0].location.range.start, pos(skelText, 'Bip01 L Calf'));
  // A skeleton on disk whose bones are not written in the order of their
  // IDs: each symbol is at its own bone's name (not at the bone whose ID
  // is its index).
  const swapped = path.join(tmp, 'swapped');
  fs.mkdirSync(swapped);
  const bone = (id, name, parent, child) => [`<BONE ID="${id}" NAME="${name}" NUMCHILDS="${child === undefined ? 0 : 1}">`,
    '<TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION>',
    '<LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>',
    `<PARENTID>${parent}</PARENTID>`, ...(child === undefined ? [] : [`<CHILDID>${child}</CHILDID>`]), '</BONE>'];
  const swText = ['<HEADER MAGIC="XSF" VERSION="919" />', '<SKELETON NUMBONES="2">',
    ...bone(1, 'knee', 0), ...bone(0, 'hip', -1, 1), '</SKELETON>', ''].join('\n');
  fs.writeFileSync(path.join(swapped, 'swapped.xsf'), swText);
  fs.writeFileSync(path.join(swapped, 'swapped.cfg'), 'skeleton=swapped.xsf\n');
  await open(path.join(swapped, 'swapped.cfg'), 'skeleton=swapped.xsf\n', 'cal3dcfg');
  const knee = (await c.conn.sendRequest('workspace/symbol', { query: 'knee' }))
    .filter((x) => x.containerName === 'swapped.xsf');
  assert.equal(knee.length, 1, 'the bone written first, ID 1');
  assert.deepEqual(knee[0].location.range.start, pos(swText, 'knee'), 'at its own name');

  // ---- Document highlight: every use of the bone under the cursor ----
  const highlight = async (uri, p) => (await c.conn.sendRequest('textDocument/documentHighlight',
    { textDocument: { uri }, position: p })).map((h) => [h.range.start.line, h.range.start.character, h.kind]);
  const pelvisDecl = pos(skelText, 'Bip01 Pelvis');
  const thighParent = pos(skelText, '<PARENTID>1', 0, skelText.indexOf('L Thigh'));
  assert.deepEqual(await highlight(skel, pelvisDecl), [
    [pos(skelText, '<CHILDID>1').line, 13, 2],       // Bip01's CHILDID
    [pelvisDecl.line, pelvisDecl.character, 3],      // NAME="Bip01 Pelvis"
    [pos(skelText, '<PARENTID>1').line, 14, 2],      // Spine's PARENTID
    [thighParent.line, 14, 2],                       // L Thigh's PARENTID
  ], 'the declaration, a CHILDID and two PARENTIDs, in file order');
  // The same from one of its references.
  assert.equal((await highlight(skel, pos(skelText, '<PARENTID>1', 10))).length, 4);
  // From its ID attribute too; and in a .bon, from a NAMEPART serial: its
  // name and every TREEPART serial that names it.
  assert.equal((await highlight(skel, pos(skelText, 'ID="1"', 4))).length, 4);
  assert.deepEqual(await highlight(bon, pos(bonText, '0002:kaku_par', 1)),
    [[6, 5, 3], [14, 6, 2]], 'kaku_par: its name and its serial in a chain');
  // In a mesh: every influence on the same bone ID.
  const inf1 = await highlight(mesh, pos(meshText, '<INFLUENCE ID="1"', 15));
  assert.deepEqual(inf1.map((h) => h[0] + 1), [9, 22], 'the two influences on bone 1');

  // ---- Suppression actions: the comment each format reads ----
  // Each action's edit, applied, silences exactly its finding (no SK009).
  const cases = path.join(root, 'tests', 'cases');
  async function suppress(rel, languageId, code) {
    const text = fs.readFileSync(path.join(cases, rel), 'utf8');
    const file = path.join(tmp, 'sup-' + path.basename(rel));
    const uri = fileUri(file);
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: ++version, text } });
    const before = (await c.diagnostics(uri, version)).diagnostics;
    const target = before.find((g) => g.code === code);
    assert.ok(target, `${rel} has ${code}`);
    const actions = await c.conn.sendRequest('textDocument/codeAction',
      { textDocument: { uri }, range: target.range, context: { diagnostics: [target] } });
    const results = {};
    for (const scope of ['line', 'file']) {
      const a = actions.find((x) => x.title === `Disable ${code} for this ${scope}`);
      assert.ok(a, `${rel}: "Disable ${code} for this ${scope}" offered`);
      assert.equal(a.kind, 'quickfix');
      const after = applyEdits(text, a.edit.changes[uri]).text;
      c.conn.sendNotification('textDocument/didChange',
        { textDocument: { uri, version: ++version }, contentChanges: [{ text: after }] });
      const now = (await c.diagnostics(uri, version)).diagnostics.map((g) => g.code);
      assert.deepEqual(now, before.filter((g) => g !== target).map((g) => g.code),
        `${rel}: ${scope} suppression silences ${code} and nothing else`);
      // In the file's own line endings (the BonesPro case has CRLF).
      const line = after.split('\n').find((l) => l.includes('skellint-disable'));
      assert.equal(line.endsWith('\r'), text.includes('\r\n'), 'the line ending of the file');
      results[scope] = line.replace(/\r$/, '');
    }
    return results;
  }
  assert.deepEqual(await suppress('xsf/SK401-childid-disagrees.xsf', 'xsf', 'SK402'), {
    line: '    <!-- skellint-disable-next-line SK402 -->', file: '<!-- skellint-disable-file SK402 -->' });
  assert.deepEqual(await suppress('bpstruct/SK101-unknown-parent.txt', 'bpstruct', 'SK101'), {
    line: '// skellint-disable-next-line SK101', file: '// skellint-disable-file SK101' });
  const lgwSup = await suppress('lgw/SK101-unknown-parent.txt', 'lgw', 'SK101');
  assert.match(lgwSup.line, /^\s*\/\/ skellint-disable-next-line SK101$/);
  assert.equal(lgwSup.file, '// skellint-disable-file SK101');
  // A comment already above the line takes one more code.
  const two = ['<HEADER MAGIC="XSF" VERSION="919"/>', '<SKELETON NUMBONES="1">',
    '  <!-- skellint-disable-next-line SK999 -->',
    '  <BONE ID="0" NAME="Root" NUMCHILDS="1">', '    <TRANSLATION>0 0 0</TRANSLATION>',
    '    <ROTATION>0 0 0 1</ROTATION>', '    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>',
    '    <LOCALROTATION>0 0 0 1</LOCALROTATION>', '    <PARENTID>-1</PARENTID>', '  </BONE>', '</SKELETON>'].join('\n');
  const twoUri = await open(path.join(tmp, 'two.xsf'), two, 'xsf');
  const twoDiags = (await c.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: twoUri },
    range: { start: { line: 3, character: 0 }, end: { line: 3, character: 40 } }, context: { diagnostics: [] } }));
  const addTo = twoDiags.find((a) => a.title === 'Disable SK401 for this line');
  assert.ok(addTo, 'SK401 (NUMCHILDS 1, no child) can be disabled on its line');
  assert.equal(applyEdits(two, addTo.edit.changes[twoUri]).text.split('\n')[2],
    '  <!-- skellint-disable-next-line SK401 SK999 -->');
  // Formats without comments: no suppression action.
  const bonActions = await c.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: dash },
    range: { start: { line: 0, character: 0 }, end: { line: 5, character: 0 } }, context: { diagnostics: [] } });
  assert.ok(!bonActions.some((a) => /^Disable/.test(a.title)), 'Dash JSON has no comments');

  // ---- Bad requests to the new methods: errors, never a crash ----
  const fails = async (method, params, code) => {
    await assert.rejects(c.conn.sendRequest(method, params), (e) => e.code === code, `${method} fails with ${code}`);
  };
  await fails('textDocument/inlayHint', { textDocument: { uri: skel } }, -32602);
  await fails('textDocument/inlayHint', { textDocument: { uri: fileUri('/not/open.xsf') },
    range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } } }, -32602);
  await fails('textDocument/documentHighlight', { textDocument: { uri: skel } }, -32602);
  await fails('workspace/symbol', { query: 7 }, -32602);
  const far = { start: { line: 100000, character: 4000000000 }, end: { line: 200000, character: 0 } };
  assert.deepEqual(await c.conn.sendRequest('textDocument/inlayHint', { textDocument: { uri: skel }, range: far }), []);
  assert.deepEqual(await c.conn.sendRequest('textDocument/documentHighlight',
    { textDocument: { uri: skel }, position: far.start }), []);
  assert.ok(Array.isArray(await c.conn.sendRequest('workspace/symbol', {})), 'no query: everything');

  assert.equal(await c.stop(), 0);
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log('ok');
}

main().catch((e) => {
  console.error(e);
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
});
