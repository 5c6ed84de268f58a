// encoding.test.js — a Shift_JIS .bon on disk, opened by an editor that
// decoded it wrongly (latin1, Neovim's fallback; windows-1252, a guess):
// the server does not claim "the file is UTF-8" — it says the editor
// mis-decoded a Shift_JIS file and how to reopen it. Decoded rightly
// (cp932, as the skellint plugins read it) there is no SK004 at all.
// Usage: node encoding.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { start, fileUri } = require('./lib');

const server = process.argv[2];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-encoding-'));

// 頭 is 93 AA and 左 8D B6 in Shift_JIS.
const sjis = Buffer.from([
  ...Buffer.from('BoneFile : type separated : ver1001\r\nNAMEPART_START\r\n0001:'), 0x93, 0xAA,
  ...Buffer.from('\r\n0002:'), 0x8D, 0xB6, ...Buffer.from('\r\nNAMEPART_END\r\n'),
]);
const CP1252 = { 0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
  0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D,
  0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014,
  0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A, 0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178 };
const decodings = {
  latin1: sjis.toString('latin1'),
  windows1252: [...sjis].map((b) => String.fromCodePoint(CP1252[b] || b)).join(''),
  cp932: sjis.toString('latin1').replace('\x93\xAA', '頭').replace('\x8D\xB6', '左'),
};

async function main() {
  const c = start(server, { debounce: 0 });
  await c.initialize();
  c.conn.sendNotification('initialized', {});
  let version = 0;
  const file = path.join(dir, 'sjis.bon');
  fs.writeFileSync(file, sjis);
  const uri = fileUri(file);
  for (const [name, text] of Object.entries(decodings)) {
    const v = ++version;
    c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'bon', version: v, text } });
    const got = (await c.diagnostics(uri, v)).diagnostics.filter((d) => d.code === 'SK004');
    if (name === 'cp932') {
      assert.deepEqual(got, [], 'decoded as cp932: no SK004');
    } else {
      assert.equal(got.length, 1, `${name}: one SK004`);
      const m = got[0].message;
      assert.doesNotMatch(m, /the file is UTF-8/, `${name}: ${m}`);
      assert.match(m, /Shift_JIS/, `${name}: ${m}`);
      assert.match(m, /decoded/, `${name}: ${m}`);
      assert.match(m, /cp932/, `${name}: ${m}`);
    }
    c.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    await c.diagnostics(uri);
  }
  assert.equal(await c.stop(), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log('lsp encoding test: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
