// platforms.test.js — the per-platform packages (make vsix-platforms,
// tools/vsix_platforms.sh): skellint-linux-x64-*.vsix holds bin/skellint
// (executable) and skellint-win32-x64-*.vsix bin/skellint.exe, each marked
// for its platform; extension.js, loaded from the unpacked package, starts
// that bundled binary unless "skellint.path" is set; and the binary it
// starts (the Windows one under Wine) answers a document with diagnostics.
// The Windows half skips without wine64 or build-win/skellint.exe
// (SKELLINT_WINDOWS_EXE, make windows).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const Module = require('module');
const { execFileSync, spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { EXT, ROOT, manifest } = require('./lib');

const SK = process.env.SKELLINT;
const EXE = process.env.SKELLINT_WINDOWS_EXE || path.join(ROOT, 'build-win/skellint.exe');
const WINE = process.env.WINE || '/usr/lib/wine/wine64';
const canWin = fs.existsSync(EXE) && fs.existsSync(WINE);

// Unpacks a .vsix (a zip) keeping the files' modes; returns the modes.
function unpack(vsix, dir) {
  const py = 'import sys, zipfile, os\n' +
    'z = zipfile.ZipFile(sys.argv[1])\n' +
    'for i in z.infolist():\n' +
    '    p = z.extract(i, sys.argv[2])\n' +
    '    m = i.external_attr >> 16\n' +
    '    if m and not i.is_dir(): os.chmod(p, m & 0o777)\n' +
    '    print(i.filename, oct(m & 0o777))\n';
  const out = execFileSync('python3', ['-c', py, vsix, dir], { encoding: 'utf8' });
  return new Map(out.trim().split('\n').map((l) => l.split(' ')));
}

// Loads extension.js from `extDir` with a stand-in vscode and language
// client, activates it as VS Code would (context.extensionPath) and
// returns the command the client was told to start.
async function startedCommand(extDir, settings, platform) {
  const clients = [];
  class LanguageClient {
    constructor(id, name, serverOptions) { this.serverOptions = serverOptions; this.state = 1; clients.push(this); }
    async start() { this.state = 2; }
    async stop() { this.state = 1; }
    sendNotification() {}
  }
  const vscode = {
    Range: class {},
    window: { createOutputChannel: () => ({ dispose() {}, appendLine() {} }), showErrorMessage() {} },
    workspace: {
      textDocuments: [{ fileName: '/w/a.xsf', languageId: 'xsf', getText: () => '' }], // the server starts for it
      getConfiguration: () => ({ get: (k) => settings[k] }),
      onDidChangeConfiguration: () => ({ dispose() {} }),
      onDidOpenTextDocument: () => ({ dispose() {} }),
    },
    languages: { setTextDocumentLanguage() {} },
    commands: { registerCommand: () => ({ dispose() {} }) },
  };
  const orig = Module._load;
  const realPlatform = Object.getOwnPropertyDescriptor(process, 'platform');
  Module._load = function (request, ...rest) {
    if (request === 'vscode') return vscode;
    if (request === 'vscode-languageclient/node') return { LanguageClient, State: { Stopped: 1, Running: 2 } };
    return orig.call(this, request, ...rest);
  };
  Object.defineProperty(process, 'platform', { value: platform });
  for (const k of Object.keys(require.cache)) if (k.startsWith(extDir + path.sep)) delete require.cache[k];
  try {
    const ext = require(path.join(extDir, 'extension.js'));
    await ext.activate({ subscriptions: [], extensionPath: extDir });
  } finally {
    Module._load = orig;
    Object.defineProperty(process, 'platform', realPlatform);
  }
  assert.equal(clients.length, 1);
  assert.deepEqual(clients[0].serverOptions.args, ['lsp']);
  return clients[0].serverOptions.command;
}

// Starts `cmd… lsp` over stdio, opens a skeleton with a wrong NUMCHILDS
// and resolves with the codes of the diagnostics published for it.
function diagnosticsFrom(cmd, args) {
  const child = spawn(cmd, [...args, 'lsp'], { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, WINEDEBUG: '-all' } });
  const send = (msg) => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...msg }));
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  };
  const uri = 'file:///tmp/skellint-platforms/a.xsf';
  const text = fs.readFileSync(path.join(ROOT, 'tests/cases/xsf/SK401-numchilds-too-high.xsf'), 'utf8');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill(); reject(new Error(`no diagnostics from ${cmd}`)); }, 60000);
    let buf = Buffer.alloc(0);
    child.stdout.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      for (;;) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const len = Number(/Content-Length: (\d+)/i.exec(buf.subarray(0, end).toString())[1]);
        if (buf.length < end + 4 + len) return;
        const msg = JSON.parse(buf.subarray(end + 4, end + 4 + len).toString());
        buf = buf.subarray(end + 4 + len);
        if (msg.id === 1) {
          send({ method: 'initialized', params: {} });
          send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'xsf', version: 1, text } } });
        } else if (msg.method === 'textDocument/publishDiagnostics' && msg.params.uri === uri) {
          clearTimeout(timer);
          send({ id: 2, method: 'shutdown' });
          send({ method: 'exit' });
          resolve(msg.params.diagnostics.map((x) => x.code));
        }
      }
    });
    child.on('error', reject);
    send({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
  });
}

test('the extension picks the bundled binary unless skellint.path is set', () => {
  const { serverCommand, bundledCommand } = require(path.join(EXT, 'lib/server.js'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-bundled-'));
  try {
    assert.equal(bundledCommand(dir, 'linux'), undefined);
    assert.equal(serverCommand('skellint', dir, 'linux'), 'skellint', 'nothing bundled: PATH');
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.writeFileSync(path.join(dir, 'bin', 'skellint'), '');
    fs.writeFileSync(path.join(dir, 'bin', 'skellint.exe'), '');
    assert.equal(serverCommand('skellint', dir, 'linux'), path.join(dir, 'bin', 'skellint'));
    assert.equal(serverCommand(undefined, dir, 'win32'), path.join(dir, 'bin', 'skellint.exe'));
    assert.equal(serverCommand('/opt/sk/skellint', dir, 'linux'), '/opt/sk/skellint', 'the setting wins');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('one .vsix per platform, each starting its own skellint', { timeout: 600000 }, async (t) => {
  if (!SK) return t.skip('SKELLINT (the Linux binary) is not set');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-vsix-platforms-'));
  try {
    // A stand-in .exe when there is none: the packages are still checked.
    const exe = canWin ? EXE : path.join(dir, 'skellint.exe');
    if (!canWin) fs.writeFileSync(exe, 'MZ');
    execFileSync(path.join(ROOT, 'tools/vsix_platforms.sh'), [SK, exe, dir], { stdio: 'pipe' });
    for (const [target, bin, platform] of [['linux-x64', 'skellint', 'linux'], ['win32-x64', 'skellint.exe', 'win32']]) {
      const vsix = path.join(dir, `skellint-${target}-${manifest.version}.vsix`);
      const into = path.join(dir, target);
      const modes = unpack(vsix, into);
      assert.ok(modes.has(`extension/bin/${bin}`), `${target} holds bin/${bin}`);
      assert.ok(!modes.has(`extension/bin/${bin === 'skellint' ? 'skellint.exe' : 'skellint'}`), `${target} holds one binary`);
      if (platform === 'linux') assert.equal(modes.get('extension/bin/skellint'), '0o755', 'executable');
      assert.match(fs.readFileSync(path.join(into, 'extension.vsixmanifest'), 'utf8'), new RegExp(`TargetPlatform="${target}"`));
      const extDir = path.join(into, 'extension');
      const cmd = await startedCommand(extDir, { path: 'skellint' }, platform);
      assert.equal(cmd, path.join(extDir, 'bin', bin), `the ${target} extension starts its bundled binary`);
      assert.equal(await startedCommand(extDir, { path: '/opt/skellint' }, platform), '/opt/skellint');
      if (platform === 'win32' && !canWin) {
        t.diagnostic(`win32-x64: no ${EXE} or ${WINE}; its binary was not run`);
        continue;
      }
      const codes = platform === 'win32' ? await diagnosticsFrom(WINE, [cmd]) : await diagnosticsFrom(cmd, []);
      assert.deepEqual(codes, ['SK401'], `${target}: the bundled binary's diagnostics`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
