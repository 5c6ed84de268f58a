// incremental.test.js — what the server says about a document it re-parses
// incrementally (tree-sitter formats keep their tree between edits) is what
// `skellint check` says about the same text read fresh from disk. A file of
// every text format — .bon with Japanese names (UTF-16 positions differ
// from bytes), LGW, BonesPro structure and animation, the Cal3D XML
// formats, a Cal3D model file with its parts, Dash JSON — gets 60 edits,
// typed and deleted at pseudo-random places, debounce off; after each edit
// the published diagnostics are compared with the CLI's on the edited text
// (the model file's own findings: the CLI also reports on its parts). Each
// edited text is kept in a folder of its own and the CLI reads all of a
// document's texts in one run. The test waits for events only (the publish
// of each version, the trace of a check), never for a time: it holds on a
// loaded machine (tests/lsp/under_load.sh).
// Then XSF and Dash JSON files get edits aimed inside one bone's element
// (and at the white space between bones), where the server re-reads only
// that element and re-uses the rest of its last model (lint/formats/xsf.c,
// dashjson.c): compared the same way, and the server's trace must show that
// many of those checks did take that path (its count of checks that re-used
// the last parse).
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

// The CLI's findings on each of `files` (one run for all), by file.
function cliDiagnostics(files, format) {
  let out;
  try {
    out = execFileSync(server, ['check', '--format', 'json', '--format-of', `*=${format}`, ...files],
      { encoding: 'utf8', maxBuffer: 256 << 20 });
  } catch (e) { out = e.stdout; }
  const by = new Map(files.map((f) => [f, []]));
  for (const d of JSON.parse(out).diagnostics)
    if (by.has(d.path))
      by.get(d.path).push([d.code, d.message, d.start.line - 1, d.start.column - 1, d.end.line - 1, d.end.column - 1]);
  return by;
}

// Writes the text of one version of a document where the CLI reads it: a
// folder of its own (with the model file's parts beside it), under the
// document's own name, so that messages naming the file read the same.
function keepVersion(dir, name, n, text, parts) {
  const vdir = path.join(dir, 'versions', String(n));
  fs.mkdirSync(vdir, { recursive: true });
  if (parts) fs.cpSync(parts, path.join(vdir, 'parts'), { recursive: true });
  const file = path.join(vdir, name);
  fs.writeFileSync(file, text);
  return file;
}

// Compares what the server published for each kept version with the CLI
// (a message that names a path names the version's folder there: read as
// the document's own folder, `home`).
function compareAll(pending, format, home) {
  const cli = cliDiagnostics(pending.map((p) => p.file), format);
  for (const p of pending) {
    const vdir = path.dirname(p.file) + path.sep;
    const want = cli.get(p.file).map(([code, message, ...at]) => [code, message.split(vdir).join(home + path.sep), ...at]);
    assert.deepEqual(sorted(p.got), sorted(want), `${p.what}: the server and the CLI disagree`);
  }
  return pending.length;
}
let kept = 0;

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
    const pending = [];
    const parts = format === 'cal3dcfg' ? path.join(dir, 'parts') : null;
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
      pending.push({ file: keepVersion(dir, name, ++kept, text, parts), got, what: `${name} after edit ${i + 1}` });
      if (got.length) withFindings[format] = (withFindings[format] || 0) + 1;
    }
    compared += compareAll(pending, format, dir);
    // The edits must break things now and then, or the comparison says little.
    assert.ok(withFindings[format] >= 10, `${name}: only ${withFindings[format] || 0} edits gave findings`);
    c.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }
  compared += await boneEdits(c, dir);
  assert.equal(await c.stop(), 0);
  fs.rmSync(dir, { recursive: true });
  console.log(`lsp incremental test: ok (${compared} edits compared with the CLI)`);
}

// A skeleton of `n` bones in a chain, with a finding or two to move about.
function chainXsf(n) {
  const out = [`<?xml version="1.0"?>\n<HEADER MAGIC="XSF" VERSION="1000"/>\n<SKELETON NUMBONES="${n}">\n`];
  for (let i = 0; i < n; i++) {
    out.push(`  <BONE ID="${i}" NAME="${i === 3 ? 'Bone2' : `Bone${i}`}" NUMCHILDS="${i + 1 < n ? 1 : 0}">\n` +
      `    <TRANSLATION>0 0 ${i ? '1.5' : '0'}</TRANSLATION>\n    <ROTATION>0 0 0 1</ROTATION>\n` +
      `    <LOCALTRANSLATION>0 0 ${(-1.5 * i).toFixed(6)}</LOCALTRANSLATION>\n    <LOCALROTATION>0 0 0 1</LOCALROTATION>\n` +
      `    <PARENTID>${i - 1}</PARENTID>\n` + (i + 1 < n ? `    <CHILDID>${i + 1}</CHILDID>\n` : '') + '  </BONE>\n');
  }
  out.push('</SKELETON>\n');
  return out.join('');
}

// A Dash JSON skeleton of `n` bones in a chain, one name used twice.
function chainDash(n) {
  const bones = [];
  for (let i = 0; i < n; i++)
    bones.push({ parentIndex: i ? i - 1 : null, name: i === 3 ? 'bone2' : `bone${i}`,
      position: { x: 0, y: i ? 1.5 : 0, z: 0 }, rotation: { x: 0, y: 0, z: 0, w: 1 },
      scale: { x: 1, y: 1, z: 1 } });
  return JSON.stringify(bones, null, '\t') + '\n';
}

// The spans of the elements of a JSON document's top-level array (strings
// minded), and the gaps between them.
function jsonElements(text) {
  const out = [];
  let depth = 0, start = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (ch === '{' || ch === '[') {
      if (++depth === 2) start = i;
    } else if (ch === '}' || ch === ']') {
      if (depth-- === 2) out.push({ index: start, text: text.slice(start, i + 1) });
    }
  }
  return out;
}

const boneFormats = {
  xsf: {
    docs: [['chain.xsf', chainXsf(12)], ['SK009-suppressions-used.xsf'], ['SK404-nested-markup.xsf'],
      ['SK407-lowercase-attribute.xsf'], ['clean-biped-crlf.xsf'], ['SK405-two-numbers.xsf']],
    elements: (text) => [...text.matchAll(/<BONE[\s\S]*?<\/BONE>/g)].map((m) => ({ index: m.index, text: m[0] })),
    // After an element's first byte, before its end tag.
    inner: (el) => [1, el.text.lastIndexOf('<')],
    values: /[>]([^<]*)<|"([^"]*)"/g,
    gaps: />(\s+)</g,
    bits: ['0', '9', '.', '-', 'e', 'x', ' ', '\n', '"', '<', '>', '/', '&amp;', 'é',
      '<!-- skellint-disable-next-line -->', '</CHILDID>', '<CHILDID>', 'NAME="Bone1" ', '1e999'],
    broken: ['SK001'],
  },
  dashjson: {
    docs: [['chain.json', chainDash(12)], ['ok-spec-example.json'], ['SK002-out-of-range.json'],
      ['SK101-unknown-parent.json']],
    elements: jsonElements,
    inner: (el) => [1, el.text.length - 1],
    values: /[:,\[{]\s*(-?[\d.eE+-]+)|"([^"]*)"/g,
    gaps: /[}\]](\s*,\s*)[{[]/g,
    bits: ['0', '9', '.', '-', 'e', 'x', ' ', '\n', '"', ',', ':', '{', '}', '[', ']', 'null', 'é',
      '1e999', 'NaN', '"extra": 1, ', '"name": "bone1", ', '\\u0041'],
    broken: ['SK001', 'SK003'],
  },
};

// Edits inside one bone's element (XSF) or object (Dash JSON), or between
// bones; returns how many were compared with the CLI.
async function boneEdits(c, dir) {
  // xorshift32 (the linear congruential generator's low bits repeat with
  // a short period).
  let state = Number(process.env.SEED) || 2463534242;
  const rnd = (n) => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state % n;
  };
  const traces = c.traces;
  c.conn.sendNotification('$/setTrace', { value: 'verbose' });
  let total = 0;
  for (const [format, f] of Object.entries(boneFormats)) {
    let compared = 0, reused = 0;
    for (const [name, generated] of f.docs) {
      const casePath = path.join(cases, format, name);
      if (!generated && !fs.existsSync(casePath)) continue;
      let text = generated || fs.readFileSync(casePath, 'utf8');
      const file = path.join(dir, `bones-${name}`);
      const uri = fileUri(file);
      let version = 1;
      c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: format, version, text } });
      await c.diagnostics(uri, version);
      const pending = [];
      const count = () => {
        const m = traces.filter((t) => t.includes(uri)).map((t) => /(\d+) checks of it re-used/.exec(t)).filter(Boolean);
        return m.length ? Number(m[m.length - 1][1]) : 0;
      };
      let undo = null, broken = false;
      for (let i = 0; i < 80; i++) {
        const bones = f.elements(text);
        let at, del = 0, ins, undoing = false;
        if (undo && (broken || !rnd(3))) {
          // Undo the last edit (an editor's undo): always when it broke the
          // syntax (then the whole text is read until it is mended).
          undoing = true;
          ({ at, del, ins } = undo);
        } else if (bones.length && rnd(4) !== 0) {
          // Inside one bone's element.
          const b = bones[rnd(bones.length)];
          const [from, to] = f.inner(b);
          at = b.index + from + rnd(to - from);
          // Half of the time in a value: text between tags, a number, in quotes.
          const values = [...b.text.matchAll(f.values)];
          if (values.length && rnd(2)) {
            const v = values[rnd(values.length)];
            const inner = v[1] ?? v[2];
            at = b.index + v.index + v[0].indexOf(inner) + rnd(inner.length + 1);
          }
          del = rnd(3) === 0 ? Math.min(1 + rnd(6), b.index + to - at) : 0;
          ins = del && rnd(2) ? '' : f.bits[rnd(f.bits.length)];
        } else {
          // White space between bones (or anywhere, now and then).
          const ws = [...text.matchAll(f.gaps)];
          const w = ws.length ? ws[rnd(ws.length)] : null;
          at = w && rnd(5) ? w.index + 1 + rnd(w[1].length + 1) : rnd(text.length + 1);
          ins = [' ', '\n', '\t', 'x', ',', ''][rnd(6)];
          del = ins === '' ? Math.min(1, text.length - at) : 0;
        }
        if (at > 0 && text[at - 1] === '\r' && text[at] === '\n') at--;
        if (text[at + del - 1] === '\r' && text[at + del] === '\n') del++;
        const around = JSON.stringify(text.slice(Math.max(0, at - 12), at) + '|' + text.slice(at, at + 12));
        const range = { start: positionAt(text, at), end: positionAt(text, at + del) };
        undo = undoing ? null : { at, del: ins.length, ins: text.slice(at, at + del) };
        text = text.slice(0, at) + ins + text.slice(at + del);
        c.conn.sendNotification('textDocument/didChange',
          { textDocument: { uri, version: ++version }, contentChanges: [{ range, text: ins }] });
        const got = (await c.diagnostics(uri, version)).diagnostics
          .map((d) => [d.code, d.message, d.range.start.line, d.range.start.character,
            d.range.end.line, d.range.end.character]);
        broken = got.some((d) => f.broken.includes(d[0]));
        pending.push({ file: keepVersion(dir, `bones-${name}`, ++kept, text), got,
          what: `${name} after bone edit ${i + 1} (${JSON.stringify({ at, del, ins })})` });
        if (process.env.DEBUG) {
          await c.checked(uri, version);
          console.log(name, count(), JSON.stringify({ at, del, ins, got: got.length }), around);
        }
      }
      compared += compareAll(pending, format, dir);
      await c.checked(uri, version); // the last trace line
      if (process.env.DEBUG) console.log(`${name}: ${count()} re-used`);
      reused += count();
      c.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    }
    // Edits that break the syntax, cross elements or add a suppression read
    // the whole text again; many stay inside one element and must not.
    assert.ok(reused >= compared / 4,
      `${format}: only ${reused} of ${compared} checks after an edit inside a bone re-used the last parse`);
    console.log(`${format}: ${reused} of ${compared} checks re-read only the edited bone`);
    total += compared;
  }
  return total;
}

main().catch((e) => { console.error(e); process.exit(1); });
