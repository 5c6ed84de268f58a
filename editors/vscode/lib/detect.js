// detect.js — which skellint language a plain-text document is, from its
// first lines, for `.txt` exports that VS Code opens as plain text (a
// `firstLine` pattern cannot tell BonesPro files apart: they start with a
// bare number). Mirrors what the formats' documents say the files start
// with (specs/bonespro-export.txt, specs/lgw-animated-model.txt).
'use strict';

// The animation header's first line: an ExportMode value alone, quoted or
// not (the form the document lists), or a header key (ExportMode "Bones").
const EXPORT_MODES = /^(Bones|Mesh \(absolute\)|Mesh \(bones c\.s\.?\))$/i;
const HEADER_KEYS = /^(ExportMode|TransformSystem|TransformRepe?sentation|EulerOrder|AngleUnits|FirstFrame|LastFrame|Step)(?=[\s"=:]|$)/;

function opensHeader(line) {
  const unquoted = /^".*"$/.test(line) ? line.slice(1, -1) : line;
  return EXPORT_MODES.test(unquoted) || HEADER_KEYS.test(line);
}

// The first `n` meaningful lines: blanks and `//` comments skipped.
function meaningfulLines(text, n) {
  const out = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (line) out.push(line);
    if (out.length >= n) break;
  }
  return out;
}

// 'lgw', 'bpstruct', 'bpanim', 'bon' or undefined.
function languageOf(text) {
  const head = text.slice(0, 4096);
  if (/^\uFEFF?BoneFile\s*:\s*type\s/.test(head)) return 'bon';
  const lines = meaningfulLines(head, 4);
  if (lines.length === 0) return undefined;
  if (/^MODEL\s+"/.test(lines[0])) return 'lgw';
  const isCount = (s) => /^\d+$/.test(s || '');
  // Structure: Nb, Nv, then the first bone's <name> (or no bones).
  if (isCount(lines[0]) && isCount(lines[1])) {
    if (/^<.*>$/.test(lines[2] || '')) return 'bpstruct';
    // Animation: Nb, Nv, Nf, ExportMode (alone or keyed).
    if (isCount(lines[2]) && opensHeader(lines[3] || '')) return 'bpanim';
  }
  return undefined;
}

module.exports = { languageOf };
