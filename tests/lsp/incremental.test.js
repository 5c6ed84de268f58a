// incremental.test.js — what the server says about a document it re-parses
// incrementally (tree-sitter formats keep their tree between edits) is what
// `skellint check` says about the same text read fresh from disk. A file of
// every text format — .bon with Japanese names (UTF-16 positions differ
// from bytes), LGW, BonesPro structure and animation, the Cal3D XML
// formats, a Cal3D model file with its parts, Dash JSON — gets 60 edits,
// typed and deleted at pseudo-random places, debounce off; after each edit
// the published diagnostics are compared with the CLI's on the edited text
// (the model file's own findings: the CLI also reports on its parts).
// Usage: node incremental.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { start, offsetAt, fileUri } = require('./lib');

const server = process.argv[2];
const cases = path.join(__dirname, '..', 'cases');
const files = [
  ['bon', 'SK004-utf8-names.bon'],
  ['bon', 'SK415-outside.bon'],
  ['lgw', 'ok-skinned-mesh.txt'],
  ['bpstruct', fs.readdirSync(path.join(cases, 'bpstruct')).find((f) => /ok.*\.txt$/.test(f))],
  ['bpanim', 'values-document-example-ok.txt'],
  ['xsf', 'SK101-ok.xsf'],
  ['xmf', 'ok-skinned-triangle.xmf'],
  ['xaf', 'ok-two-tracks.xaf'],
  ['xrf', 'ok-material-two-maps.xrf'],
  ['xpf', 'ok-two-morph-tracks.xpf'],
  ['cal3dcfg', 'SK471-missing-mesh.cfg'],
  ['dashjson', 'ok-spec-example.json'],
];

let seed = 12345;
const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };

// Line and UTF-16 character of a string offset.
function positionAt(text, off) {
  const before = text.slice(0, off);
  const line = before.split('\n').length - 1;
  return { line, character: off - (before.lastIndexOf('\n') + 1) };
}

function cliDiagnostics(file, format) {
  let out;
  try {
    out = execFileSync(server, ['check', '--format', 'json', '--format-of', `*=${format}`, file],
      { encoding: 'utf8' });
  } catch (e) { out = e.stdout; }
  return JSON.parse(out).diagnostics.filter((d) => d.path === file)
    .map((d) => [d.code, d.message, d.start.line - 1, d.start.column - 1, d.end.line - 1, d.end.column - 1]);
}

const key = (a) => JSON.stringify(a);
const sorted = (list) => list.slice().sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-incr-'));
  const c = start(server, { debounce: 0 });
  await c.initialize();
  c.conn.sendNotification('initialized', {});
  let compared = 0;
  const withFindings = {};
  for (const [format, name] of files) {
    assert.ok(name, `a ${format} case to edit`);
    let text = fs.readFileSync(path.join(cases, format, name), 'utf8');
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    if (format === 'cal3dcfg') fs.cpSync(path.join(cases, format, 'parts'), path.join(dir, 'parts'), { recursive: true });
    const uri = fileUri(file);
    let version = 1;
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: format, version, text } });
    await c.diagnostics(uri, version);
    for (let i = 0; i < 60; i++) {
      // Never between the CR and LF of a line end: LSP positions cannot
      // point there (CR alone ends a line as well).
      const inCrlf = (o) => o > 0 && text[o - 1] === '\r' && text[o] === '\n';
      let at = rand(text.length + 1);
      if (inCrlf(at)) at--;
      const kind = rand(3);
      let del = kind === 0 ? Math.min(1 + rand(4), text.length - at) : 0;
      if (inCrlf(at + del)) del++;
      const ins = kind === 0 ? '' : ['0', '9', ':', ',', '\n', 'あ', ' ', '-', '"', 'x', '\r\n'][rand(11)];
      const range = { start: positionAt(text, at), end: positionAt(text, at + del) };
      assert.equal(offsetAt(text, range.end), at + del);
      if (process.env.DEBUG) console.log(JSON.stringify({ range, ins, at, del }));
      text = text.slice(0, at) + ins + text.slice(at + del);
      c.conn.sendNotification('textDocument/didChange',
        { textDocument: { uri, version: ++version }, contentChanges: [{ range, text: ins }] });
      const got = (await c.diagnostics(uri, version)).diagnostics
        .map((d) => [d.code, d.message, d.range.start.line, d.range.start.character,
          d.range.end.line, d.range.end.character]);
      fs.writeFileSync(file, text);
      assert.deepEqual(sorted(got), sorted(cliDiagnostics(file, format)),
        `${name} after edit ${i + 1}: the server and the CLI disagree`);
      compared++;
      if (got.length) withFindings[format] = (withFindings[format] || 0) + 1;
    }
    // The edits must break things now and then, or the comparison says little.
    assert.ok(withFindings[format] >= 10, `${name}: only ${withFindings[format] || 0} edits gave findings`);
    c.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }
  assert.equal(await c.stop(), 0);
  fs.rmSync(dir, { recursive: true });
  console.log(`lsp incremental test: ok (${compared} edits compared with the CLI)`);
}

main().catch((e) => { console.error(e); process.exit(1); });
