// activation.test.js — issue 36: extension.js (with the stand-ins of
// fakes.js and the real server) starts no server for an ordinary .txt,
// starts one for a BonesPro .txt (its language found from its content)
// and the server checks it; a .bon written in UTF-8 is read as UTF-8 (VS
// Code opens .bon files as Shift_JIS, the extension's default for the
// language: the extension reopens it), a Shift_JIS .bon stays Shift_JIS.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const fs = require('fs');
const os = require('os');
const { SAMPLES } = require('./lib');
const { fakeVscode, activate } = require('./fakes');

const SKELLINT = process.env.SKELLINT;
const skip = !SKELLINT && 'SKELLINT not set';

test('no server for a plain .txt; a server for a BonesPro .txt', { skip }, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-vscode-activation-'));
  fs.writeFileSync(path.join(tmp, 'notes.txt'), 'Shopping list\n2\n3\n');
  fs.copyFileSync(path.join(SAMPLES, 'structure.txt'), path.join(tmp, 'structure.txt'));
  const vscode = fakeVscode({ path: SKELLINT, debounce: 0 });
  const { ext, clients } = activate(vscode);
  try {
    await ext.activate({ subscriptions: [] });
    const notes = vscode.open(path.join(tmp, 'notes.txt'));
    assert.equal(notes.languageId, 'plaintext');
    assert.equal(clients.length, 0, 'a server was started for an ordinary .txt');
    const bp = vscode.open(path.join(tmp, 'structure.txt'));
    assert.equal(bp.languageId, 'bpstruct', 'the BonesPro .txt got its language');
    assert.equal(clients.length, 1, 'no server for the BonesPro .txt');
    await clients[0].started;
    assert.ok(Array.isArray(await clients[0].diagnostics(bp)), 'the server checked the BonesPro .txt');
    assert.ok(!clients[0].sent.includes(notes.uri.toString()), 'the plain .txt reached the server');
  } finally {
    await ext.deactivate();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('a UTF-8 .bon is read as UTF-8, a Shift_JIS one as Shift_JIS', { skip }, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-vscode-bon-'));
  const text = 'BoneFile : type separated : ver1001\r\nNAMEPART_START\r\n0001:頭\r\n0002:腕\r\nNAMEPART_END\r\n' +
    'TREEPART_START\r\n0001,0002,\r\nTREEPART_END\r\n';
  fs.writeFileSync(path.join(tmp, 'utf8.bon'), Buffer.from(text, 'utf8'));
  // 頭 and 腕 in Shift_JIS.
  fs.writeFileSync(path.join(tmp, 'sjis.bon'), Buffer.concat(text.split(/(頭|腕)/).map((part) =>
    (part === '頭' ? Buffer.from([0x93, 0xaa]) : part === '腕' ? Buffer.from([0x98, 0x72]) : Buffer.from(part, 'latin1')))));
  fs.writeFileSync(path.join(tmp, 'ascii.bon'), text.replace('頭', 'head').replace('腕', 'arm'));
  const vscode = fakeVscode({ path: SKELLINT, debounce: 0 });
  const { ext, clients } = activate(vscode);
  try {
    await ext.activate({ subscriptions: [] });
    const docs = ['utf8.bon', 'sjis.bon', 'ascii.bon'].map((n) => vscode.open(path.join(tmp, n)));
    await clients[0].started;
    const [utf8, sjis, ascii] = docs;
    // Reopened in UTF-8: the server has the text read so (opened with it,
    // or sent it as a change).
    await clients[0].diagnostics(utf8);
    assert.equal(utf8.encoding, 'utf8', 'the UTF-8 .bon was not reopened as UTF-8');
    assert.match(utf8.getText(), /0001:頭\r\n0002:腕/);
    assert.match(clients[0].texts.get(utf8.uri.toString()), /0001:頭/, 'the server has not the text read as UTF-8');
    assert.equal(sjis.encoding, 'shiftjis');
    assert.match(sjis.getText(), /0001:頭\r\n0002:腕/);
    assert.equal(ascii.encoding, 'shiftjis', 'an ASCII .bon is left as it is');
    assert.deepEqual(vscode.infos, []);
  } finally {
    await ext.deactivate();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
