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
const Module = require('module');
const path = require('path');
const fs = require('fs');
const os = require('os');
const { execFileSync, spawn } = require('child_process');
const { ROOT, EXT, manifest, extRequire } = require('./lib');

const SKELLINT = process.env.SKELLINT;
const CASES = path.join(ROOT, 'tests/cases');

// What VS Code itself calls these files, before any extension looks.
const BUILTIN = { '.cfg': 'properties', '.json': 'json', '.txt': 'plaintext' };
function languageFor(file) {
  const ext = path.extname(file).toLowerCase();
  const l = manifest.contributes.languages.find((x) => (x.extensions || []).includes(ext));
  return l ? l.id : BUILTIN[ext] || 'plaintext';
}

const fileUri = (p) => 'file://' + p.split('/').map(encodeURIComponent).join('/');

function fakeVscode() {
  const listeners = { open: [], close: [], config: [] };
  class Range { constructor(...a) { this.args = a; } }
  const vscode = {
    Range, listeners,
    window: { createOutputChannel: () => ({ dispose() {}, appendLine() {} }), showErrorMessage: (m) => { throw new Error(m); } },
    workspace: {
      textDocuments: [],
      getConfiguration: () => ({ get: (k) => ({ path: SKELLINT, debounce: 0 })[k] }),
      onDidChangeConfiguration: (fn) => { listeners.config.push(fn); return { dispose() {} }; },
      onDidOpenTextDocument: (fn) => { listeners.open.push(fn); return { dispose() {} }; },
      onDidCloseTextDocument: (fn) => { listeners.close.push(fn); return { dispose() {} }; },
    },
    // As VS Code does: the document is closed and opened again in the new language.
    languages: {
      setTextDocumentLanguage: async (doc, id) => {
        listeners.close.forEach((fn) => fn(doc));
        doc.languageId = id;
        listeners.open.forEach((fn) => fn(doc));
        return doc;
      },
    },
    commands: { registerCommand: () => ({ dispose() {} }) },
  };
  vscode.open = (file) => {
    const text = fs.readFileSync(file, 'utf8');
    const doc = {
      fileName: file, languageId: languageFor(file), version: 1,
      uri: { scheme: 'file', fsPath: file, toString: () => fileUri(file) },
      getText: (r) => (r ? text.split('\n').slice(r.args[0], r.args[2]).join('\n') : text),
    };
    vscode.workspace.textDocuments.push(doc);
    listeners.open.forEach((fn) => fn(doc));
    return doc;
  };
  return vscode;
}

// vscode-languageclient's document synchronisation, reduced to what the
// extension configures: selector, middleware, didOpen/didClose.
function fakeClientModule(vscode) {
  const rpc = extRequire('vscode-jsonrpc/node');
  const clients = [];
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { serverOptions, clientOptions, state: 1, published: new Map(), sent: [] });
      clients.push(this);
    }
    matches(doc) {
      return this.clientOptions.documentSelector.some((s) => s.language === doc.languageId && s.scheme === doc.uri.scheme);
    }
    async start() {
      const { command, args } = this.serverOptions;
      this.proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
      this.conn = rpc.createMessageConnection(new rpc.StreamMessageReader(this.proc.stdout), new rpc.StreamMessageWriter(this.proc.stdin));
      this.conn.onNotification('textDocument/publishDiagnostics', (p) => this.published.set(p.uri, p.diagnostics));
      this.conn.listen();
      await this.conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {},
        initializationOptions: this.clientOptions.initializationOptions });
      this.conn.sendNotification('initialized', {});
      const mw = this.clientOptions.middleware || {};
      const open = (doc) => {
        if (!this.matches(doc)) return;
        const next = async (d) => {
          this.sent.push(d.uri.toString());
          this.conn.sendNotification('textDocument/didOpen', { textDocument: {
            uri: d.uri.toString(), languageId: d.languageId, version: d.version, text: d.getText() } });
        };
        return mw.didOpen ? mw.didOpen(doc, next) : next(doc);
      };
      const close = (doc) => {
        if (!this.matches(doc)) return;
        const next = async (d) => this.conn.sendNotification('textDocument/didClose', { textDocument: { uri: d.uri.toString() } });
        return mw.didClose ? mw.didClose(doc, next) : next(doc);
      };
      vscode.workspace.onDidOpenTextDocument(open);
      vscode.workspace.onDidCloseTextDocument(close);
      vscode.workspace.textDocuments.forEach(open);
      this.state = 2;
    }
    async stop() {
      this.state = 1;
      await this.conn.sendRequest('shutdown');
      this.conn.sendNotification('exit');
      await new Promise((r) => this.proc.on('exit', r));
      this.conn.dispose();
    }
    async diagnostics(doc, ms = 5000) {
      const deadline = Date.now() + ms;
      while (!this.published.has(doc.uri.toString())) {
        if (Date.now() > deadline) throw new Error(`no diagnostics for ${doc.fileName}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return this.published.get(doc.uri.toString());
    }
  }
  return { clients, module: { LanguageClient, State: { Stopped: 1, Running: 2, Starting: 3 } } };
}

function activate(vscode) {
  const fake = fakeClientModule(vscode);
  const orig = Module._load;
  Module._load = function (request, ...rest) {
    if (request === 'vscode') return vscode;
    if (request === 'vscode-languageclient/node') return fake.module;
    return orig.call(this, request, ...rest);
  };
  const file = path.join(EXT, 'extension.js');
  delete require.cache[file];
  for (const k of Object.keys(require.cache)) if (k.startsWith(path.join(EXT, 'lib'))) delete require.cache[k];
  try {
    return { ext: require(file), clients: fake.clients };
  } finally {
    Module._load = orig;
  }
}

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
  const vscode = fakeVscode();
  const { ext, clients } = activate(vscode);
  await ext.activate({ subscriptions: [] });
  const client = clients[0];
  try {
    const files = [path.join(CASES, 'xpf/SK107-numtracks-too-high.xpf'), path.join(CASES, 'xrf/SK408-wrong-magic.xrf'),
      path.join(CASES, 'cal3dcfg/SK471-missing-mesh.cfg'), path.join(CASES, 'dashjson/SK002-out-of-range.json')];
    for (const file of files) {
      const doc = vscode.open(file);
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
