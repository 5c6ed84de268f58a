// server.test.js — the settings the extension sends are understood by the
// real server: initializationOptions built by lib/settings.js from VS Code
// style settings turn a rule off and change the profile, a
// didChangeConfiguration shaped like the extension's ({settings:
// {skellint: …}}) re-checks open documents, and the server complains
// (window/logMessage) about none of it. Uses vscode-jsonrpc, the library
// under vscode-languageclient.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');
const { ROOT, EXT, extRequire } = require('./lib');
const { serverSettings } = require(path.join(EXT, 'lib/settings'));

const SKELLINT = process.env.SKELLINT;

function start(initializationOptions) {
  const rpc = extRequire('vscode-jsonrpc/node');
  const proc = spawn(SKELLINT, ['lsp'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
  const published = [];
  const logs = [];
  conn.onNotification('textDocument/publishDiagnostics', (p) => published.push(p));
  conn.onNotification('window/logMessage', (p) => logs.push(p));
  conn.onNotification('window/showMessage', (p) => logs.push(p));
  conn.listen();
  const next = async (n) => {
    const deadline = Date.now() + 5000;
    while (published.length < n) {
      if (Date.now() > deadline) throw new Error('no publishDiagnostics');
      await new Promise((r) => setTimeout(r, 20));
    }
    return published[n - 1];
  };
  return { proc, conn, logs, next, initializationOptions };
}

test('settings from the extension reach the server', { skip: !SKELLINT && 'SKELLINT not set' }, async () => {
  // Every setting the extension has, set (select: ALL keeps every rule).
  const settings = { profile: 'imvu', severity: { SK301: 'off', 'duplicate-bone-name': 'error' }, select: ['ALL'],
    ignore: ['SK009'], weightTolerance: 0.001, maxInfluences: 8, quaternionTolerance: 0.002, bindPoseTolerance: 0.01,
    debounce: 0, skeleton: path.join(ROOT, 'tests/cases/cal3dcfg/parts/skeleton.xsf') };
  const init = serverSettings((k) => settings[k]);
  const s = start(init);
  try {
    await s.conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {}, initializationOptions: init });
    s.conn.sendNotification('initialized', {});
    const file = path.join(ROOT, 'tests/editors/fixtures/broken.xsf');
    const uri = 'file://' + file;
    s.conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'xsf', version: 1, text: fs.readFileSync(file, 'utf8') } });
    const first = await s.next(1);
    const codes = (p) => p.diagnostics.map((d) => d.code).sort();
    const complaints = () => s.logs.filter((m) => m.type <= 2);
    assert.deepEqual(complaints(), [], 'the server rejected a setting');
    // SK301 is off.
    assert.ok(!codes(first).includes('SK301'), JSON.stringify(codes(first)));

    // The extension's didChangeConfiguration: default severities again.
    s.conn.sendNotification('workspace/didChangeConfiguration', { settings: { skellint: serverSettings((k) => ({ profile: 'cal3d' })[k]) } });
    const second = await s.next(2);
    assert.ok(codes(second).includes('SK301'), JSON.stringify(codes(second)));
    assert.deepEqual(complaints(), [], 'the server rejected a setting');
    await s.conn.sendRequest('shutdown');
    s.conn.sendNotification('exit');
    await new Promise((r) => s.proc.on('exit', r));
  } finally {
    s.proc.kill();
    s.conn.dispose();
  }
});
