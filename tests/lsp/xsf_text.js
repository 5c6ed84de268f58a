// xsf_text.js — small Cal3D skeletons (XSF text) written in a line, for
// the tests of the picture (render.test.js here, and the VS Code preview's
// tests/editors/vscode/preview.test.js): bone(id, name, parent, z) is a
// bone at height z above the origin, skeleton(bones) the file.
'use strict';

function bone(id, name, parent, z) {
  return `  <BONE ID="${id}" NAME="${name}" NUMCHILDS="0">\n    <TRANSLATION>0 0 ${z}</TRANSLATION>\n` +
    `    <ROTATION>0 0 0 1</ROTATION>\n    <LOCALTRANSLATION>0 0 ${-z}</LOCALTRANSLATION>\n` +
    `    <LOCALROTATION>0 0 0 1</LOCALROTATION>\n    <PARENTID>${parent}</PARENTID>\n  </BONE>\n`;
}

const skeleton = (bones) => `<HEADER MAGIC="XSF" VERSION="919" />\n<SKELETON NUMBONES="${bones.length}">\n` +
  bones.join('') + '</SKELETON>\n';

module.exports = { bone, skeleton };
