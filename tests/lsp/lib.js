// lib.js — what the node tests share: start `skellint lsp` under a
// vscode-jsonrpc connection, wait for diagnostics, apply edits the way an
// editor does (positions in UTF-16 code units, JavaScript's own unit).
'use strict';
const { spawn } = require('child_process');
const path = require('path');

function start(server, initializationOptions = {}, capabilities = {}) {
  const rpc = require('vscode-jsonrpc/node'); // only the client test needs npm
  const proc = spawn(server, ['lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = rpc.createMessageConnection(
    new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
  const published = [];   // every publishDiagnostics, in order
  const waiters = [];
  conn.onNotification('textDocument/publishDiagnostics', (p) => {
    published.push(p);
    for (const w of waiters.splice(0)) w();
  });
  conn.listen();
  const exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
  const client = {
    proc, conn, published, exited,
    // `extra`: more InitializeParams (rootUri, workspaceFolders).
    async initialize(extra = {}) {
      return conn.sendRequest('initialize', {
        processId: process.pid, rootUri: null, capabilities, initializationOptions, ...extra,
      });
    },
    // Resolves with the first publish for uri (and version, if given) not
    // yet consumed; fails after `ms`.
    async diagnostics(uri, version, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = published.findIndex((p) => p.uri === uri && (version === undefined || p.version === version));
        if (i >= 0) return published.splice(i, 1)[0];
        if (Date.now() > deadline) throw new Error(`no publishDiagnostics for ${uri} v${version}`);
        await new Promise((r) => { waiters.push(r); setTimeout(r, 50); });
      }
    },
    async stop() {
      await conn.sendRequest('shutdown');
      conn.sendNotification('exit');
      const code = await exited;
      conn.dispose();
      return code;
    },
  };
  return client;
}

// Offset in a JS string (UTF-16) of an LSP position.
function offsetAt(text, pos) {
  let off = 0;
  for (let line = 0; line < pos.line; line++) {
    const nl = text.indexOf('\n', off);
    if (nl < 0) return text.length;
    off = nl + 1;
  }
  const eol = text.indexOf('\n', off);
  return Math.min(off + pos.character, eol < 0 ? text.length : eol);
}

// Applies TextEdits (non-overlapping) and returns the new text plus the
// incremental content changes an editor would send, last edit first.
function applyEdits(text, edits) {
  const sorted = edits.slice().sort((a, b) =>
    offsetAt(text, b.range.start) - offsetAt(text, a.range.start));
  const changes = [];
  for (const e of sorted) {
    const s = offsetAt(text, e.range.start), t = offsetAt(text, e.range.end);
    text = text.slice(0, s) + e.newText + text.slice(t);
    changes.push({ range: e.range, text: e.newText });
  }
  return { text, changes };
}

// SKELLINT_URI_DRIVE=LETTER[=FOLDER]: the URIs VS Code on Windows sends,
// file:///c%3A/Users/x.xsf, for a path under FOLDER (default /), the folder
// Wine shows as drive LETTER (tests/windows/: skellint.exe under Wine, whose
// Z: is / and C: is $WINEPREFIX/drive_c).
function fileUri(p) {
  const abs = path.resolve(p);
  const enc = (s) => s.split('/').map(encodeURIComponent).join('/');
  const drive = process.env.SKELLINT_URI_DRIVE;
  if (!drive) return 'file://' + enc(abs);
  const [letter, root = '/'] = drive.split('=');
  const rel = root === '/' ? abs : abs.startsWith(root + '/') ? abs.slice(root.length) : null;
  if (rel === null) throw new Error(`${abs} is not under ${root} (SKELLINT_URI_DRIVE)`);
  return `file:///${letter}%3A${enc(rel)}`;
}

module.exports = { start, offsetAt, applyEdits, fileUri };

// A server driven with raw bytes, for frames no library would send.
function rawStart(server, args = ['lsp']) {
  const proc = spawn(server, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const messages = [];
  let buf = Buffer.alloc(0);
  let wake = null;
  proc.stdout.on('data', (d) => {
    buf = Buffer.concat([buf, d]);
    for (;;) {
      const h = buf.indexOf('\r\n\r\n');
      if (h < 0) break;
      const m = /Content-Length: (\d+)/.exec(buf.slice(0, h).toString());
      if (!m) throw new Error('server sent a frame without Content-Length');
      const n = Number(m[1]);
      if (buf.length < h + 4 + n) break;
      messages.push(JSON.parse(buf.slice(h + 4, h + 4 + n).toString('utf8')));
      buf = buf.slice(h + 4 + n);
    }
    if (wake) wake();
  });
  proc.stdin.on('error', () => {});
  const exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
  const raw = {
    proc, messages, exited,
    write(bytes) { proc.stdin.write(bytes); },
    frame(body) {
      const b = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
      return Buffer.concat([Buffer.from(`Content-Length: ${b.length}\r\n\r\n`), b]);
    },
    send(body) { raw.write(raw.frame(body)); },
    // Takes the first message matching pred out of the list.
    async take(pred, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = messages.findIndex(pred);
        if (i >= 0) return messages.splice(i, 1)[0];
        if (Date.now() > deadline) throw new Error('timed out waiting; have ' + JSON.stringify(messages).slice(0, 500));
        await new Promise((r) => { wake = r; setTimeout(r, 50); });
      }
    },
    response(id, ms) { return raw.take((m) => m.id === id && !m.method, ms); },
  };
  return raw;
}

module.exports.rawStart = rawStart;
