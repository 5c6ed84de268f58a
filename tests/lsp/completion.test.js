// completion.test.js — textDocument/completion of keywords and fixed values
// in every text format, and of bone names where no keyword goes. Small
// documents are opened from memory; `$n` marks the places asked about
// (removed from the text). The labels offered there must be exactly the
// expected ones, in order.
// Usage: node completion.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const os = require('os');
const path = require('path');
const { start, fileUri } = require('./lib');

const server = process.argv[2];
const dir = path.join(os.tmpdir(), 'skellint-completion-test');

// The text without its `$n` marks, and the LSP position of each mark.
function marked(src) {
  const marks = {};
  let text = '';
  let last = 0;
  const re = /\$(\d)/g;
  for (let m; (m = re.exec(src));) {
    text += src.slice(last, m.index);
    const lines = text.split('\n');
    marks[m[1]] = { line: lines.length - 1, character: lines[lines.length - 1].length };
    last = re.lastIndex;
  }
  return { text: text + src.slice(last), marks };
}

async function main() {
  const c = start(server, { debounce: 0 });
  await c.initialize();
  c.conn.sendNotification('initialized', {});
  let version = 0;

  // Opens a document; returns a function giving the items at a mark.
  async function open(name, src, languageId) {
    const uri = fileUri(path.join(dir, name));
    const { text, marks } = marked(src);
    c.conn.sendNotification('textDocument/didOpen',
      { textDocument: { uri, languageId, version: ++version, text } });
    return async (mark) => {
      assert.ok(marks[mark], `mark $${mark} in ${name}`);
      const r = await c.conn.sendRequest('textDocument/completion',
        { textDocument: { uri }, position: marks[mark] });
      return r.items;
    };
  }
  const labels = (items) => items.map((i) => i.label);

  // ---- XSF, well-formed: attributes, fixed values, bone names ----
  const xsf = await open('done.xsf', [
    '<HEADER MAGIC="$1" VERSION="919"/>',
    '<SKELETON NUMBONES="2" $2>',
    '  <BONE ID="0" NAME="Root" NUMCHILDS="1" $3>',
    '    <TRANSLATION>0 0 0</TRANSLATION>',
    '    <ROTATION>0 0 0 1</ROTATION>',
    '    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>',
    '    <LOCALROTATION>0 0 0 1</LOCALROTATION>',
    '    <PARENTID>-1</PARENTID>',
    '    <CHILDID>1</CHILDID>',
    '  </BONE>',
    '  <BONE ID="1" NAME="$4Spine" NUMCHILDS="0" LIGHTTYPE="$5">',
    '    <TRANSLATION>0 0 1</TRANSLATION>',
    '    <ROTATION>0 0 0 1</ROTATION>',
    '    <LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION>',
    '    <LOCALROTATION>0 0 0 1</LOCALROTATION>',
    '    <PARENTID>$60</PARENTID>',
    '  </BONE>',
    '</SKELETON>',
  ].join('\n'), 'xsf');
  assert.deepEqual(labels(await xsf(1)), ['XSF'], 'MAGIC value');
  assert.deepEqual(labels(await xsf(2)), ['VERSION', 'MAGIC', 'SCENEAMBIENTCOLOR'],
    'SKELETON attributes not written yet');
  const boneAttrs = await xsf(3);
  assert.deepEqual(labels(boneAttrs), ['LIGHTTYPE', 'LIGHTCOLOR'],
    'BONE attributes not written yet');
  assert.equal(boneAttrs[0].kind, 14);
  assert.equal(boneAttrs[0].detail, 'attribute of BONE');
  const lights = await xsf(5);
  assert.deepEqual(labels(lights), ['0', '1', '2', '3', '4'], 'LIGHTTYPE values');
  assert.equal(lights[1].kind, 20);
  assert.equal(lights[1].detail, 'omni');
  // Bone names stay where no keyword goes: a NAME value, a PARENTID.
  assert.deepEqual(labels(await xsf(4)), ['Root', 'Spine'], 'NAME value: bone names');
  const parents = await xsf(6);
  assert.deepEqual(labels(parents), ['0'], 'PARENTID: bone indices, not the bone itself');
  assert.equal(parents[0].detail, 'bone 0: Root');

  // ---- XSF: empty reference fields take numbers too ----
  const refs = await open('refs.xsf', [
    '<HEADER MAGIC="XSF" VERSION="919"/>',
    '<SKELETON NUMBONES="3">',
    '  <BONE ID="0" NAME="Root" NUMCHILDS="2">',
    '    <TRANSLATION>0 0 0</TRANSLATION>',
    '    <ROTATION>0 0 0 1</ROTATION>',
    '    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>',
    '    <LOCALROTATION>0 0 0 1</LOCALROTATION>',
    '    <PARENTID>-1</PARENTID>',
    '    <CHILDID>1</CHILDID>',
    '    <CHILDID>$2</CHILDID>',
    '  </BONE>',
    '  <BONE ID="1" NAME="Hip" NUMCHILDS="0">',
    '    <TRANSLATION>0 0 1</TRANSLATION>',
    '    <ROTATION>0 0 0 1</ROTATION>',
    '    <LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION>',
    '    <LOCALROTATION>0 0 0 1</LOCALROTATION>',
    '    <PARENTID>$1</PARENTID>',
    '  </BONE>',
    '  <BONE ID="2" NAME="Leg" NUMCHILDS="0">',
    '    <TRANSLATION>0 0 1</TRANSLATION>',
    '    <ROTATION>0 0 0 1</ROTATION>',
    '    <LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION>',
    '    <LOCALROTATION>0 0 0 1</LOCALROTATION>',
    '    <PARENTID> $3 </PARENTID>',
    '  </BONE>',
    '</SKELETON>',
  ].join('\n'), 'xsf');
  const emptyParent = await refs(1);
  assert.deepEqual(labels(emptyParent), ['0', '2'], 'empty PARENTID: the other bones\' IDs');
  assert.deepEqual(emptyParent.map((i) => i.detail), ['bone 0: Root', 'bone 2: Leg']);
  assert.ok(emptyParent.every((i) => i.kind === 12), 'values');
  assert.deepEqual(labels(await refs(2)), ['1', '2'], 'empty CHILDID: IDs, not the bone itself');
  assert.deepEqual(labels(await refs(3)), ['0', '1'], 'PARENTID of blanks');

  // ---- XSF being typed: elements where a tag opens or closes ----
  const typing = await open('typing.xsf', [
    '<HEADER MAGIC="XSF" VERSION="919"/>',
    '<$1',
    '<SKELETON NUMBONES="1">',
    '  <$2',
    '  <BONE $3',
    '    <$4',
    '  </$6',
    '  <BONE>',
    '    <ROT$5',
  ].join('\n'), 'xsf');
  assert.deepEqual(labels(await typing(1)), ['HEADER', 'SKELETON'], 'top level');
  assert.deepEqual(labels(await typing(2)), ['BONE'], 'in SKELETON');
  assert.deepEqual(labels(await typing(3)), ['ID', 'NAME', 'NUMCHILDS', 'LIGHTTYPE', 'LIGHTCOLOR'],
    'a BONE tag after a space');
  const children = ['TRANSLATION', 'ROTATION', 'LOCALTRANSLATION', 'LOCALROTATION', 'PARENTID', 'CHILDID'];
  assert.deepEqual(labels(await typing(4)), children, 'in BONE after <');
  const rot = await typing(5);
  assert.deepEqual(labels(rot), children, 'in BONE, a name begun');
  assert.deepEqual(rot[1].textEdit, { range: { start: { line: 8, character: 5 }, end: { line: 8, character: 8 } },
    newText: 'ROTATION' }, 'the typed name is replaced');
  assert.deepEqual(labels(await typing(6)), ['BONE'], 'an end tag closes the open element');

  // ---- XMF and XAF: their own vocabulary ----
  const xmf = await open('mesh.xmf', [
    '<HEADER MAGIC="XMF" VERSION="919"/>',
    '<MESH NUMSUBMESH="1">',
    '  <SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="0">',
    '    <VERTEX ID="0" NUMINFLUENCES="1">',
    '      <$1',
  ].join('\n'), 'xmf');
  assert.deepEqual(labels(await xmf(1)),
    ['POS', 'NORM', 'COLOR', 'COLLAPSEID', 'COLLAPSECOUNT', 'TEXCOORD', 'INFLUENCE', 'PHYSIQUE']);
  const xaf = await open('walk.xaf', [
    '<HEADER MAGIC="XAF" VERSION="919"/>',
    '<ANIMATION DURATION="1" NUMTRACKS="1">',
    '  <TRACK $1',
  ].join('\n'), 'xaf');
  assert.deepEqual(labels(await xaf(1)), ['BONEID', 'NUMKEYFRAMES', 'TRANSLATIONREQUIRED', 'TRANSLATIONISDYNAMIC', 'HIGHRANGEREQUIRED']);

  // ---- RokDeBone2 .bon ----
  const empty = await open('empty.bon', '$1', 'bon');
  const headers = await empty(1);
  assert.deepEqual(labels(headers),
    ['BoneFile : type mixed : ver1001', 'BoneFile : type separated : ver1001'], 'line 0: the headers');
  assert.equal(headers[0].kind, 14);
  const separated = await open('separated.bon', [
    'BoneFile : type separated : ver1001', '$1', 'NAMEPART_START', '0001:root', '$2', 'NAMEPART_END', '$3', '',
  ].join('\r\n'), 'bon');
  assert.deepEqual(labels(await separated(1)), ['TREEPART_START', 'RELATIVE_BONENO_MODE'],
    'before NAMEPART: the section not yet there');
  assert.deepEqual(labels(await separated(2)), ['NAMEPART_END', 'RELATIVE_BONENO_MODE'], 'in NAMEPART');
  assert.deepEqual(labels(await separated(3)), ['TREEPART_START', 'RELATIVE_BONENO_MODE'], 'after NAMEPART');
  const fresh = await open('fresh.bon', 'BoneFile : type separated : ver1001\r\n$1', 'bon');
  assert.deepEqual(labels(await fresh(1)), ['NAMEPART_START', 'TREEPART_START', 'RELATIVE_BONENO_MODE'],
    'a line start of a separated file');
  const mixed = await open('mixed.bon', 'BoneFile : type mixed : ver1001\r\n0001:,0002:root,\r\n$1', 'bon');
  assert.deepEqual(labels(await mixed(1)), ['RELATIVE_BONENO_MODE'], 'a mixed file has no sections');

  // ---- LGW ----
  const lgw = await open('model.txt', [
    'MODEL "m"',
    'EXPORT_VERSION 4',
    '$1',
    'MESH "body"',
    '  LINKINFO',
    '    LINK_TYPE $2',
    '    $3',
    '  END_OF_LINKINFO',
    '  $4',
    'END_OF_MESH "body"',
    'END_OF_MODEL',
  ].join('\n'), 'lgw');
  assert.deepEqual(labels(await lgw(1)),
    ['MODEL', 'EXPORT_VERSION', 'SOURCE_FILE', 'MATERIAL_LIST', 'MESH', 'HELPER', 'END_OF_MODEL'], 'top level');
  const linkType = await lgw(2);
  assert.deepEqual(labels(linkType), ['SKIN', 'NORMAL'], 'LINK_TYPE values');
  assert.equal(linkType[0].kind, 20);
  assert.deepEqual(labels(await lgw(3)), ['LINK_TYPE', 'BONES', 'PARENT', 'END_OF_LINKINFO'], 'in LINKINFO');
  const mesh = await lgw(4);
  assert.deepEqual(labels(mesh), ['LINKINFO', 'MATERIAL_REF', 'DEFAULT_COLOR', 'VERTS', 'WVERTS',
    'PRIMITIVE_GEOMETRY_GROUPS', 'GROUP', 'END_OF_MESH'], 'in MESH');
  assert.equal(mesh[0].detail, 'keyword in MESH');

  // ---- BonesPro animation ----
  const bp = await open('anim.txt', [
    '2', '5', '1',
    'ExportMode "Bones"',
    '$1',
    'AngleUnits $2',
    'TransformSystem "Rel$3"',
  ].join('\r\n'), 'bpanim');
  assert.deepEqual(labels(await bp(1)),
    ['TransformRepesentation', 'EulerOrder', 'FirstFrame', 'LastFrame', 'Step'], 'header lines not written');
  assert.deepEqual(labels(await bp(2)), ['Degrees', 'Radians'], 'AngleUnits values');
  const system = await bp(3);
  assert.deepEqual(labels(system), ['Absolute', 'Relative to parent']);
  assert.deepEqual(system[1].textEdit, { range: { start: { line: 6, character: 16 }, end: { line: 6, character: 21 } },
    newText: '"Relative to parent"' }, 'the quoted value is replaced, quotes and all');

  // ---- BonesPro animation, values alone (as the document lists them) ----
  const bpv = await open('anim-values.txt', [
    '2', '5', '1',
    'Bones',
    '$1',
    'Matrix',
    '"X$2"',
    '$3',
  ].join('\n'), 'bpanim');
  const tsys = await bpv(1);
  assert.deepEqual(labels(tsys), ['Absolute', 'Relative to parent'], 'the value whose turn it is');
  assert.equal(tsys[0].detail, 'TransformSystem (header value 2 of 8)');
  const order = await bpv(2);
  assert.deepEqual(labels(order), ['XYZ', 'XZY', 'YZX', 'YXZ', 'ZXY', 'ZYX', 'XYX', 'YZY', 'ZXZ'], 'EulerOrder');
  assert.deepEqual(order[0].textEdit, { range: { start: { line: 6, character: 0 }, end: { line: 6, character: 3 } },
    newText: '"XYZ"' }, 'a quoted value stays quoted');
  assert.deepEqual(labels(await bpv(3)), ['Degrees', 'Radians'], 'AngleUnits after EulerOrder');
  // No header line yet: keys, and the export modes for a header of values alone.
  const bpn = await open('anim-new.txt', ['1', '0', '1', '$1'].join('\n'), 'bpanim');
  assert.deepEqual(labels(await bpn(1)), ['ExportMode', 'TransformSystem', 'TransformRepesentation',
    'EulerOrder', 'AngleUnits', 'FirstFrame', 'LastFrame', 'Step', 'Bones', 'Mesh (absolute)', 'Mesh (bones c.s)']);

  // ---- Dash JSON ----
  const dash = await open('skeleton.json', [
    '[',
    '  { "name": "root", "parentIndex": null, $1 },',
    '  { "name": "spine", "parentIndex": 0, "rotation": { "x": 0, $2 } },',
    '  { "$3" }',
    ']',
  ].join('\n'), 'dashjson');
  const bone = await dash(1);
  assert.deepEqual(labels(bone), ['position', 'rotation', 'scale'], 'bone keys not written yet');
  assert.equal(bone[0].textEdit.newText, '"position"');
  assert.deepEqual(labels(await dash(2)), ['y', 'z', 'w'], 'rotation components');
  const inKey = await dash(3);
  assert.deepEqual(labels(inKey), ['parentIndex', 'name', 'position', 'rotation', 'scale'], 'in a key');
  assert.deepEqual(inKey[0].textEdit.range, { start: { line: 3, character: 4 }, end: { line: 3, character: 6 } });

  assert.equal(await c.stop(), 0);
  console.log('lsp completion test: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
