// documents.test.js — the extension's own start-up code (extension.js's
// activate) with a stand-in `vscode` whose documents are real files, and a
// stand-in LanguageClient that does with the extension's clientOptions what
// vscode-languageclient does: it starts the real server (serverOptions),
// opens on it the documents the documentSelector matches, through the
// middleware, and keeps what it publishes. A .xpf, a .xrf, a .cfg (VS Code
// opens it as `properties`; the extension makes it cal3dcfg) and a Dash
// .json get exactly the findings `skellint check` reports; an ordinary
// .json and a setup.cfg never reach the server.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const fs = require('fs');
const os = require('os');
const { execFileSync } = require('child_process');
const { ROOT } = require('./lib');

const SKELLINT = process.env.SKELLINT;
const CASES = path.join(ROOT, 'tests/cases');
const { fakeVscode, activate } = require('./fakes');

// `skellint check`'s findings for one file, as code@line:column.
function cliFindings(file) {
  let out;
  try {
    out = execFileSync(SKELLINT, ['check', '--format', 'json', path.basename(file)], { cwd: path.dirname(file), encoding: 'utf8' });
  } catch (e) {
    out = e.stdout;
  }
  return JSON.parse(out).diagnostics.filter((d) => d.path === path.basename(file))
    .map((d) => `${d.code}@${d.start.line}:${d.start.column}`).sort();
}
const lspFindings = (diags) => diags.map((d) => `${d.code}@${d.range.start.line + 1}:${d.range.start.character + 1}`).sort();

test('every format the server reads reaches it; ordinary JSON and .cfg do not', { skip: !SKELLINT && 'SKELLINT not set' }, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-vscode-docs-'));
  fs.writeFileSync(path.join(tmp, 'package.json'), '{\n  "name": "not-a-skeleton",\n  "version": "1.0.0"\n}\n');
  fs.writeFileSync(path.join(tmp, 'bones.json'), '[{"name": "list", "parent": 0}]\n');
  fs.writeFileSync(path.join(tmp, 'setup.cfg'), '[metadata]\nname = x\n');
  const vscode = fakeVscode({ path: SKELLINT, debounce: 0 });
  const { ext, clients } = activate(vscode);
  await ext.activate({ subscriptions: [] });
  assert.equal(clients.length, 0, 'no server before a document of ours');
  try {
    const files = [path.join(CASES, 'xpf/SK107-numtracks-too-high.xpf'), path.join(CASES, 'xrf/SK408-wrong-magic.xrf'),
      path.join(CASES, 'cal3dcfg/SK471-missing-mesh.cfg'), path.join(CASES, 'dashjson/SK002-out-of-range.json')];
    let client;
    for (const file of files) {
      const doc = vscode.open(file);
      client = client || clients[0];
      await client.started;
      const want = cliFindings(file);
      assert.ok(want.length > 0, `${file}: skellint check finds something`);
      assert.deepEqual(lspFindings(await client.diagnostics(doc)), want, `${path.basename(file)} in the editor`);
    }
    assert.equal(vscode.workspace.textDocuments[2].languageId, 'cal3dcfg', 'the .cfg got the cal3dcfg language');
    assert.equal(vscode.workspace.textDocuments[3].languageId, 'json', 'a Dash skeleton stays JSON');

    // Ordinary JSON and a setup.cfg: never sent, nothing published; requests
    // about them are answered without the server.
    const others = ['package.json', 'bones.json', 'setup.cfg'].map((n) => vscode.open(path.join(tmp, n)));
    await new Promise((r) => setTimeout(r, 300));
    for (const doc of others) {
      assert.ok(!client.sent.includes(doc.uri.toString()), `${doc.fileName} was sent to the server`);
      assert.ok(!client.published.has(doc.uri.toString()), `${doc.fileName} got diagnostics`);
    }
    assert.equal(others[2].languageId, 'properties', 'setup.cfg keeps its language');
    const mw = client.clientOptions.middleware;
    let called = false;
    const next = () => { called = true; return 'from the server'; };
    assert.equal(await mw.provideHover(others[0], {}, {}, next), null);
    assert.equal(await mw.provideCompletionItem(others[0], {}, {}, {}, next), null);
    assert.equal(called, false, 'a request about ordinary JSON reached the server');
    assert.equal(await mw.provideHover(vscode.workspace.textDocuments[3], {}, {}, next), 'from the server');
  } finally {
    await ext.deactivate();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
