// grammar.test.js — the extension's TextMate grammars tokenize sample files
// as expected, with vscode-textmate and vscode-oniguruma (what VS Code
// runs), loading grammars exactly as the manifest contributes them.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { tokenize, scopesOf, manifest } = require('./lib');

function has(scopes, want) {
  assert.ok(scopes.includes(want), `expected ${want} in ${scopes.join(' ')}`);
}
function lacks(scopes, prefix) {
  assert.ok(!scopes.some((s) => s.startsWith(prefix)), `unexpected ${prefix}* in ${scopes.join(' ')}`);
}

test('every language the server checks has a grammar', () => {
  for (const id of ['xsf', 'xmf', 'xaf', 'xpf', 'xrf', 'cal3dcfg', 'bon', 'bpstruct', 'bpanim', 'lgw']) {
    assert.ok(manifest.contributes.grammars.some((g) => g.language === id), id);
  }
});

test('XSF: XML scopes plus numbers, under the xsf scope', async () => {
  const l = await tokenize('xsf', 'skeleton.xsf');
  has(scopesOf(l, 0, 'HEADER'), 'entity.name.tag.xml');
  has(scopesOf(l, 0, 'HEADER'), 'text.xml.cal3d.xsf');
  has(scopesOf(l, 0, 'MAGIC'), 'entity.other.attribute-name.xml');
  has(scopesOf(l, 0, 'XSF'), 'string.quoted.double.xml');
  has(scopesOf(l, 0, '919'), 'constant.numeric.cal3d');
  has(scopesOf(l, 1, ' two bones '), 'comment.block.xml');
  lacks(scopesOf(l, 1, ' two bones '), 'entity.name.tag');
  has(scopesOf(l, 3, 'BONE'), 'meta.tag.xml');
  has(scopesOf(l, 3, 'Root'), 'string.quoted.double.xml');
  lacks(scopesOf(l, 3, 'Root'), 'constant.numeric');
  has(scopesOf(l, 4, '5'), 'constant.numeric.cal3d');
  has(scopesOf(l, 6, '-5'), 'constant.numeric.cal3d');
  has(scopesOf(l, 7, 'nan'), 'invalid.illegal.non-finite.cal3d');
  has(scopesOf(l, 8, '-1'), 'constant.numeric.cal3d');
  has(scopesOf(l, 11, '</'), 'punctuation.definition.tag.xml');
});

test('.cfg: comments, the keys Cal3D reads, other keys, values, broken lines', async () => {
  const l = await tokenize('cal3dcfg', 'model.cfg');
  has(scopesOf(l, 0, ' Cal3D model file'), 'comment.line.number-sign.cal3dcfg');
  has(scopesOf(l, 0, '#'), 'punctuation.definition.comment.cal3dcfg');
  has(scopesOf(l, 1, 'scale'), 'keyword.other.key.cal3dcfg');
  has(scopesOf(l, 1, '='), 'keyword.operator.assignment.cal3dcfg');
  has(scopesOf(l, 1, '0.5'), 'constant.numeric.cal3dcfg');
  has(scopesOf(l, 2, 'skeleton'), 'keyword.other.key.cal3dcfg');
  has(scopesOf(l, 2, 'skeleton.xsf'), 'string.unquoted.file.cal3dcfg');
  has(scopesOf(l, 3, 'mesh'), 'keyword.other.key.cal3dcfg');
  has(scopesOf(l, 4, 'sphere'), 'variable.other.key.cal3dcfg');
  has(scopesOf(l, 4, '0 0 0 50'), 'string.unquoted.value.cal3dcfg');
  has(scopesOf(l, 5, 'big'), 'invalid.illegal.number.cal3dcfg');
  has(scopesOf(l, 6, 'no equals here'), 'invalid.illegal.syntax.cal3dcfg');
  for (const line of l) for (const t of line) has(t.scopes, 'source.cal3dcfg');
});

test('XMF: exponents and negative numbers', async () => {
  const l = await tokenize('xmf', 'mesh.xmf');
  has(scopesOf(l, 3, '-5.48987'), 'constant.numeric.cal3d');
  has(scopesOf(l, 4, '1.17815e-005'), 'constant.numeric.cal3d');
  has(scopesOf(l, 5, 'INFLUENCE'), 'entity.name.tag.xml');
  has(scopesOf(l, 0, 'MESH'), 'text.xml.cal3d.xmf');
});

test('.bon: header, sections, serials, names, full-width mistakes', async () => {
  const l = await tokenize('bon', 'bones.bon');
  has(scopesOf(l, 0, 'BoneFile'), 'keyword.other.magic.bon');
  has(scopesOf(l, 0, 'type separated'), 'storage.type.bon');
  has(scopesOf(l, 0, 'ver1001'), 'constant.other.version.bon');
  has(scopesOf(l, 1, 'RELATIVE_BONENO_MODE'), 'keyword.control.section.bon');
  has(scopesOf(l, 2, 'NAMEPART_START'), 'keyword.control.section.bon');
  has(scopesOf(l, 2, ' '), 'invalid.illegal.trailing-space.bon');
  has(scopesOf(l, 3, '0000'), 'constant.numeric.serial.bon');
  has(scopesOf(l, 3, ':'), 'punctuation.separator.key-value.bon');
  has(scopesOf(l, 3, '腰'), 'string.unquoted.name.bon');
  has(scopesOf(l, 4, '０００１：'), 'invalid.illegal.fullwidth.bon');
  has(scopesOf(l, 4, '胸'), 'string.unquoted.name.bon');
  has(scopesOf(l, 7, '-0001'), 'constant.numeric.serial.bon');
  has(scopesOf(l, 7, ','), 'punctuation.separator.comma.bon');
});

test('LGW: blocks, END_OF_ closers, keywords, strings, numbers', async () => {
  const l = await tokenize('lgw', 'model.txt');
  has(scopesOf(l, 0, 'MODEL'), 'keyword.control.block.lgw');
  has(scopesOf(l, 0, 'noname'), 'string.quoted.double.lgw');
  has(scopesOf(l, 1, 'EXPORT_VERSION'), 'keyword.other.lgw');
  has(scopesOf(l, 1, '4'), 'constant.numeric.lgw');
  has(scopesOf(l, 3, 'Material #13334'), 'string.quoted.double.lgw');
  lacks(scopesOf(l, 3, 'Material #13334'), 'constant.numeric');
  has(scopesOf(l, 4, '0.5882'), 'constant.numeric.lgw');
  has(scopesOf(l, 10, '-0.739000'), 'constant.numeric.lgw');
  has(scopesOf(l, 11, 'END_OF_MESH'), 'keyword.control.end.lgw');
  has(scopesOf(l, 11, 'cievy'), 'string.quoted.double.lgw');
});

test('BonesPro structure: comments, <names>, * parents, numbers', async () => {
  const l = await tokenize('bpstruct', 'structure.txt');
  has(scopesOf(l, 0, ' BonesPro structure'), 'comment.line.double-slash.bonespro');
  has(scopesOf(l, 1, '2'), 'constant.numeric.bonespro');
  has(scopesOf(l, 3, 'Bip01'), 'string.quoted.other.bone-name.bonespro');
  has(scopesOf(l, 3, '<'), 'punctuation.definition.string.begin.bonespro');
  has(scopesOf(l, 4, '*'), 'constant.language.no-parent.bonespro');
  has(scopesOf(l, 14, 'Bip01 Spine'), 'string.quoted.other.bone-name.bonespro');
  has(scopesOf(l, 1, '2'), 'source.bonespro.structure');
});

test('BonesPro animation: header values', async () => {
  const l = await tokenize('bpanim', 'animation.txt');
  has(scopesOf(l, 3, 'Bones'), 'constant.language.header.bonespro');
  has(scopesOf(l, 4, 'Relative to parent'), 'constant.language.header.bonespro');
  has(scopesOf(l, 5, 'Euler Angles'), 'constant.language.header.bonespro');
  has(scopesOf(l, 6, 'XYZ'), 'constant.language.header.bonespro');
  has(scopesOf(l, 7, 'Degrees'), 'constant.language.header.bonespro');
  has(scopesOf(l, 16, '90'), 'constant.numeric.bonespro');
});

test('BonesPro animation: quoted values alone, and the keyed header', async () => {
  const q = await tokenize('bpanim', 'animation-quoted.txt');
  has(scopesOf(q, 3, 'Bones'), 'string.quoted.double.header.bonespro');
  has(scopesOf(q, 4, 'Relative to parent'), 'string.quoted.double.header.bonespro');
  has(scopesOf(q, 8, '0'), 'constant.numeric.bonespro');
  const k = await tokenize('bpanim', 'animation-keyed.txt');
  has(scopesOf(k, 3, 'ExportMode'), 'variable.other.property.header.bonespro');
  has(scopesOf(k, 3, 'Bones'), 'string.quoted.double.bonespro');
  has(scopesOf(k, 4, 'Relative to parent'), 'constant.language.header.bonespro');
  has(scopesOf(k, 5, 'TransformRepesentation'), 'variable.other.property.header.bonespro');
  has(scopesOf(k, 8, '0'), 'constant.numeric.bonespro');
  lacks(scopesOf(k, 8, '0'), 'constant.language');
  has(scopesOf(k, 10, '1'), 'constant.numeric.bonespro');
});
