// detect.js — which skellint language a plain-text document is, from its
// first lines, for `.txt` exports that VS Code opens as plain text (a
// `firstLine` pattern cannot tell BonesPro files apart: they start with a
// bare number). The same reading as the CLI's lint/detect.c (sk_detect for
// a file of no known extension); tests/editors/detect_agree.js runs the
// examples and the corpus through both and fails on any difference.
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
  // RokDeBone2: "BoneFile" (any case, or in full-width letters) first.
  if (/^\uFEFF?(bonefile|ＢｏｎｅＦｉｌｅ)/i.test(head)) return 'bon';
  const lines = meaningfulLines(head, 4);
  if (lines.length === 0) return undefined;
  // LGW: MODEL "name", EXPORT_VERSION n (some exporters write it first), or
  // MODEL and an unquoted name when EXPORT_VERSION follows.
  if (/^MODEL[ \t]*"/.test(lines[0]) || /^EXPORT_VERSION[ \t]+\d/.test(lines[0])) return 'lgw';
  if (/^MODEL[ \t]/.test(lines[0])) return /^EXPORT_VERSION/.test(lines[1] || '') ? 'lgw' : undefined;
  if (/^EXPORT_VERSION/.test(lines[0])) return undefined;
  const isCount = (s) => /^\d+$/.test(s || '');
  // Structure: Nb, Nv, then the first bone's <name> and its parent (an index or *).
  if (isCount(lines[0]) && isCount(lines[1])) {
    if (/^<.*>$/.test(lines[2] || '')) return /^(\*|-?\d+)$/.test(lines[3] || '') ? 'bpstruct' : undefined;
    // Animation: Nb, Nv, Nf, ExportMode (alone or keyed).
    if (isCount(lines[2]) && opensHeader(lines[3] || '')) return 'bpanim';
  }
  return undefined;
}

// Binary Cal3D data (CSF, CMF, CAF, CPF, CRF and a NUL), which exporters
// also save under the XML extensions: not a Cal3D XML document.
function isBinaryCal3d(text) {
  return /^C[SMAPR]F\0/.test(text);
}

// Whether text under a Cal3D XML extension is something else: binary
// Cal3D, or text that does not open with `<` (XCrySDen's .xsf crystals).
// Empty or blank text stays what its name says.
function notCal3dXml(text) {
  if (isBinaryCal3d(text)) return true;
  const t = text.replace(/^\uFEFF/, '').replace(/^[ \t\r\n]+/, '');
  return t !== '' && t[0] !== '<';
}

// A Cal3D model file (.cfg): `key=value` lines and `#` comments only (a few
// broken lines allowed), one of them naming a file of the character — the
// reading of lint/detect.c's looks_like_cal3d_cfg. Other .cfg files (INI
// sections, setup.cfg, shell-like settings) are not.
const CFG_FILE_KEYS = new Set(['skeleton', 'mesh', 'animation', 'material', 'morphtarget']);
function isCal3dCfg(text) {
  let fileKey = false, lines = 0, broken = 0;
  for (const raw of text.slice(0, 8192).split('\n')) {
    if (lines >= 200) break;
    const s = raw.replace(/^[ \t]+/, '');
    if (s === '' || s[0] === '\r' || s[0] === '#') continue;
    lines++;
    const m = /^([A-Za-z0-9_]+)[ \t]*=/.exec(s);
    if (!m) { broken++; continue; }
    if (CFG_FILE_KEYS.has(m[1])) fileKey = true;
  }
  return fileKey && broken * 2 < lines;
}

// A Dash skeleton in JSON: an array of objects whose first object has a
// "parentIndex" key in its first 4 KiB — lint/detect.c's
// looks_like_dash_json. Other JSON is not.
function isDashJson(text) {
  const t = text.replace(/^\uFEFF/, '');
  let i = 0;
  const ws = () => { while (i < t.length && ' \t\r\n'.includes(t[i])) i++; };
  ws();
  if (t[i] !== '[') return false;
  i++;
  ws();
  if (t[i] !== '{') return false;
  const stop = Math.min(t.length, i + 4096);
  let depth = 1;
  for (let q = i; q < stop; q++) {
    const c = t[q];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') { if (--depth === 0) return false; }
    else if (c === '"') {
      const k = q + 1;
      for (q++; q < stop && t[q] !== '"'; q++) if (t[q] === '\\') q++;
      if (q >= stop) return false;
      let after = q + 1;
      while (after < stop && ' \t\r\n'.includes(t[after])) after++;
      if (depth === 2 && t[after] === ':' && t.slice(k, q) === 'parentIndex') return true;
    }
  }
  return false;
}

module.exports = { languageOf, isBinaryCal3d, notCal3dXml, isCal3dCfg, isDashJson };
