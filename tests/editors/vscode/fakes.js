// fakes.js — a stand-in `vscode` whose documents are real files (decoded
// in their encoding, as VS Code's files.encoding has it), and a stand-in
// LanguageClient that does with the extension's clientOptions what
// vscode-languageclient does: it starts the real server (serverOptions),
// opens on it the documents the documentSelector matches, through the
// middleware, and keeps what it publishes. Shared by documents.test.js,
// activation.test.js and preview.test.js; activate() loads extension.js
// with them. Webview panels keep their html and the messages posted to
// them; vscode.edit() changes a document as typing would.
'use strict';
const Module = require('module');
const path = require('path');
const fs = require('fs');
const { spawn } = require('child_process');
const { EXT, manifest, extRequire } = require('./lib');

// What VS Code itself calls these files, before any extension looks.
const BUILTIN = { '.cfg': 'properties', '.json': 'json', '.txt': 'plaintext' };
function languageFor(file) {
  const ext = path.extname(file).toLowerCase();
  const l = manifest.contributes.languages.find((x) => (x.extensions || []).includes(ext));
  return l ? l.id : BUILTIN[ext] || 'plaintext';
}

const fileUri = (p) => 'file://' + p.split('/').map(encodeURIComponent).join('/');

// VS Code decodes a document in files.encoding: the extension's default
// for `bon` is Shift_JIS (its configurationDefaults), UTF-8 for the rest.
function defaultEncoding(languageId) {
  const d = manifest.contributes.configurationDefaults[`[${languageId}]`];
  return (d && d['files.encoding']) || 'utf8';
}
const decode = (bytes, encoding) => new TextDecoder(encoding === 'shiftjis' ? 'shift_jis' : 'utf-8').decode(bytes);

// `settings`: what getConfiguration('skellint') answers.
function fakeVscode(settings) {
  const listeners = { open: [], close: [], config: [], change: [], selection: [], diagnostics: [] };
  const on = (list) => (fn) => { list.push(fn); return { dispose() { list.splice(list.indexOf(fn), 1); } }; };
  class Range { constructor(...a) { this.args = a; } }
  class Selection extends Range {}
  const commands = new Map();
  const vscode = {
    Range, Selection, listeners,
    ViewColumn: { Active: -1, Beside: -2, One: 1, Two: 2 },
    TextEditorRevealType: { Default: 0, InCenter: 1, InCenterIfOutsideViewport: 2, AtTop: 3 },
    infos: [],
    panels: [],   // every webview panel created
    shown: [],    // every editor showTextDocument gave
    window: {
      activeTextEditor: undefined,
      createOutputChannel: () => ({ dispose() {}, appendLine() {} }),
      showErrorMessage: (m) => { throw new Error(m); },
      showInformationMessage: (m) => { vscode.infos.push(m); },
      onDidChangeTextEditorSelection: on(listeners.selection),
      createWebviewPanel: (viewType, title, showOptions, options) => {
        const receive = [], disposed = [];
        const panel = {
          viewType, title, showOptions, options, disposed: false,
          webview: { html: '', posted: [], postMessage(m) { this.posted.push(m); return Promise.resolve(true); },
            onDidReceiveMessage: on(receive), receive: (m) => Promise.all(receive.map((fn) => fn(m))) },
          reveal() {},
          onDidDispose: on(disposed),
          dispose() { panel.disposed = true; disposed.forEach((fn) => fn()); },
        };
        vscode.panels.push(panel);
        return panel;
      },
      showTextDocument: async (document, options = {}) => {
        const editor = { document, viewColumn: options.viewColumn, selection: options.selection, revealed: [],
          revealRange(r, how) { this.revealed.push({ range: r, how }); } };
        vscode.shown.push(editor);
        return editor;
      },
    },
    workspace: {
      textDocuments: [],
      getConfiguration: () => ({ get: (k) => settings[k] }),
      // VS Code 1.100+: an open document read again in another encoding.
      openTextDocument: async (uri, options = {}) => {
        const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
        if (options.encoding && options.encoding !== doc.encoding) {
          doc.encoding = options.encoding;
          doc.version++;
          listeners.change.forEach((fn) => fn({ document: doc }));
        }
        return doc;
      },
      onDidChangeTextDocument: on(listeners.change),
      onDidChangeConfiguration: (fn) => { listeners.config.push(fn); return { dispose() {} }; },
      onDidOpenTextDocument: (fn) => { listeners.open.push(fn); return { dispose() {} }; },
      onDidCloseTextDocument: (fn) => { listeners.close.push(fn); return { dispose() {} }; },
    },
    // As VS Code does: the document is closed and opened again in the new language.
    languages: {
      onDidChangeDiagnostics: on(listeners.diagnostics),
      setTextDocumentLanguage: async (doc, id) => {
        listeners.close.forEach((fn) => fn(doc));
        doc.languageId = id;
        listeners.open.forEach((fn) => fn(doc));
        return doc;
      },
    },
    commands: {
      registerCommand: (name, fn) => { commands.set(name, fn); return { dispose() { commands.delete(name); } }; },
      executeCommand: (name, ...args) => commands.get(name)(...args),
    },
  };
  vscode.open = (file) => {
    const bytes = fs.readFileSync(file);
    const languageId = languageFor(file);
    const doc = {
      fileName: file, languageId, version: 1, isDirty: false, encoding: defaultEncoding(languageId),
      uri: { scheme: 'file', fsPath: file, toString: () => fileUri(file) },
      bytes,
      getText: (r) => {
        const text = decode(doc.bytes, doc.encoding);
        return r ? text.split('\n').slice(r.args[0], r.args[2]).join('\n') : text;
      },
    };
    vscode.workspace.textDocuments.push(doc);
    listeners.open.forEach((fn) => fn(doc));
    return doc;
  };
  // The document's text replaced as the user typed it (not saved).
  vscode.edit = (doc, text) => {
    doc.bytes = Buffer.from(text, 'utf8');
    doc.version++;
    doc.isDirty = true;
    listeners.change.forEach((fn) => fn({ document: doc, contentChanges: [{ text }] }));
  };
  // The document shown in the active editor, the cursor at its start.
  vscode.focus = (doc) => {
    vscode.window.activeTextEditor = { document: doc, viewColumn: 1, selection: new Selection(0, 0, 0, 0) };
    return vscode.window.activeTextEditor;
  };
  // The cursor moved to `position` ({line, character}) in `editor`.
  vscode.moveCursor = (editor, position) => {
    listeners.selection.forEach((fn) => fn({ textEditor: editor, selections: [{ active: position, anchor: position }] }));
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
      Object.assign(this, { serverOptions, clientOptions, state: 1, published: new Map(), sent: [], texts: new Map() });
      this.started = new Promise((resolve) => { this.startedNow = resolve; });
      clients.push(this);
    }
    matches(doc) {
      return this.clientOptions.documentSelector.some((s) => s.language === doc.languageId && s.scheme === doc.uri.scheme);
    }
    async start() {
      const { command, args } = this.serverOptions;
      this.proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
      this.conn = rpc.createMessageConnection(new rpc.StreamMessageReader(this.proc.stdout), new rpc.StreamMessageWriter(this.proc.stdin));
      this.conn.onNotification('textDocument/publishDiagnostics', (p) => {
        this.published.set(p.uri, p.diagnostics);
        vscode.listeners.diagnostics.forEach((fn) => fn({ uris: [{ toString: () => p.uri }] }));
      });
      this.conn.listen();
      await this.conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {},
        initializationOptions: this.clientOptions.initializationOptions });
      this.conn.sendNotification('initialized', {});
      const mw = this.clientOptions.middleware || {};
      const open = (doc) => {
        if (!this.matches(doc)) return;
        const next = async (d) => {
          this.sent.push(d.uri.toString());
          this.texts.set(d.uri.toString(), d.getText());
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
      // A document read again (another encoding): its whole new text.
      vscode.workspace.onDidChangeTextDocument(({ document: d }) => {
        if (!this.sent.includes(d.uri.toString())) return;
        this.texts.set(d.uri.toString(), d.getText());
        this.conn.sendNotification('textDocument/didChange', { textDocument: { uri: d.uri.toString(), version: d.version },
          contentChanges: [{ text: d.getText() }] });
      });
      vscode.workspace.textDocuments.forEach(open);
      this.state = 2;
      this.startedNow();
    }
    sendRequest(method, params) {
      return this.conn.sendRequest(method, params);
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

module.exports = { fakeVscode, activate, fileUri };
