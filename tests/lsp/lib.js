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
  const traces = [];      // every $/logTrace message, in order
  const waiters = [];
  const wake = () => { for (const w of waiters.splice(0)) w(); };
  conn.onNotification('textDocument/publishDiagnostics', (p) => {
    published.push(p);
    wake();
  });
  conn.onNotification('$/logTrace', (p) => {
    traces.push(p.message);
    wake();
  });
  conn.listen();
  const exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
  // Set once the server exited and all it wrote was read ('close').
  let exitCode;
  proc.on('close', (code, signal) => { exitCode = code === null ? signal : code; wake(); });
  // A request never answered (a server gone quiet or gone) leaves node
  // nothing to wait on, and it would end with 0 before the test's end: a
  // test that started a server passes only once it has stopped it.
  let stopped = false;
  process.on('exit', (code) => {
    if (code !== 0 || stopped) return;
    console.error('the test ended before it stopped the server: a request was never answered ' +
      `(the server ${exitCode === undefined ? 'still runs' : `exited with ${exitCode}`})`);
    process.exitCode = 1;
  });
  // Waits for an event, never for a time: resolves with what `find`
  // returns once it is not undefined; fails at once when `gone` says the
  // event can no longer come, or when the server exits. `ms` (a deadline)
  // only when a caller asks for one; otherwise the harness's timeout
  // bounds a hang.
  async function until(find, gone, what, ms) {
    const deadline = ms === undefined ? Infinity : Date.now() + ms;
    for (;;) {
      const got = find();
      if (got !== undefined) return got;
      const why = gone && gone();
      if (why) throw new Error(`${what}: ${why}`);
      if (exitCode !== undefined) throw new Error(`${what}: the server exited with ${exitCode}`);
      if (Date.now() > deadline) throw new Error(`${what}: none within ${ms} ms`);
      await new Promise((r) => {
        waiters.push(r);
        if (ms !== undefined) setTimeout(r, Math.max(0, deadline - Date.now()) + 1).unref();
      });
    }
  }
  const client = {
    proc, conn, published, traces, exited,
    // `extra`: more InitializeParams (rootUri, workspaceFolders).
    async initialize(extra = {}) {
      return conn.sendRequest('initialize', {
        processId: process.pid, rootUri: null, capabilities, initializationOptions, ...extra,
      });
    },
    // Resolves with the first publish for uri (and version, if given) not
    // yet consumed. Publishes come in the order of the checks, so one of a
    // later version of uri means this one never comes: that fails at once.
    diagnostics(uri, version, ms) {
      return until(() => {
        const i = published.findIndex((p) => p.uri === uri && (version === undefined || p.version === version));
        return i >= 0 ? published.splice(i, 1)[0] : undefined;
      }, () => {
        const later = version !== undefined &&
          published.find((p) => p.uri === uri && typeof p.version === 'number' && p.version > version);
        return later && `version ${later.version} was published, ${version} never was`;
      }, `publishDiagnostics for ${uri} v${version}`, ms);
    },
    // Resolves with the first trace message (trace "verbose") matching re
    // at or after index `from` of c.traces: the server writes the trace of
    // a check after its publish, so wait for it rather than for a time.
    trace(re, from = 0) {
      return until(() => traces.slice(from).find((t) => re.test(t)), null, `trace ${re}`);
    },
    // The trace of the check of uri's `version` (lsp/session/check.c):
    // what it cost (ms), the wait of an edit in a burst after it, and how
    // many checks of the document re-used the last parse.
    async checked(uri, version) {
      const esc = uri.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const t = await client.trace(new RegExp(`checked ${esc} version ${version} in `));
      const m = /in ([\d.]+) ms; an edit in a burst waits (\d+) ms; (\d+) checks of it re-used/.exec(t);
      if (!m) throw new Error(`a check's trace that says no cost, wait or re-use: ${t}`);
      return { ms: Number(m[1]), wait: Number(m[2]), reused: Number(m[3]) };
    },
    async stop() {
      await conn.sendRequest('shutdown');
      conn.sendNotification('exit');
      const code = await exited;
      conn.dispose();
      stopped = true;
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
  const waiters = [];
  const wake = () => { for (const w of waiters.splice(0)) w(); };
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
    wake();
  });
  proc.stdin.on('error', () => {});
  const exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
  // Set once the server exited and all it wrote was read ('close').
  let exitCode;
  proc.on('close', (code) => {
    exitCode = code;
    wake();
  });
  const raw = {
    proc, messages, exited,
    write(bytes) { proc.stdin.write(bytes); },
    frame(body) {
      const b = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
      return Buffer.concat([Buffer.from(`Content-Length: ${b.length}\r\n\r\n`), b]);
    },
    send(body) { raw.write(raw.frame(body)); },
    // Takes the first message matching pred out of the list, once it
    // comes: fails when the server exits first, or after `ms` only when a
    // caller gives a deadline (the harness's timeout bounds a hang).
    async take(pred, ms) {
      const deadline = ms === undefined ? Infinity : Date.now() + ms;
      for (;;) {
        const i = messages.findIndex(pred);
        if (i >= 0) return messages.splice(i, 1)[0];
        if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode}; have ` + JSON.stringify(messages).slice(0, 500));
        if (Date.now() > deadline) throw new Error('timed out waiting; have ' + JSON.stringify(messages).slice(0, 500));
        await new Promise((r) => { waiters.push(r); if (ms !== undefined) setTimeout(r, Math.max(0, deadline - Date.now()) + 1).unref(); });
      }
    },
    response(id, ms) { return raw.take((m) => m.id === id && !m.method, ms); },
  };
  return raw;
}

module.exports.rawStart = rawStart;
