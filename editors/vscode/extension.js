// extension.js — the skellint VS Code extension: starts `skellint lsp`
// (the `skellint.path` setting, else the binary a platform package bundles,
// else `skellint` on PATH) with vscode-languageclient for the
// skeleton languages this extension registers, passes the `skellint.*`
// settings as initializationOptions and again on every change, restarts
// the server when the path changes (a missing program gets a message
// naming what to install and skellint.path), gives plain-text `.txt` files
// that are BonesPro or LGW exports their language, `.cfg` files that are
// Cal3D model files the cal3dcfg language, binary Cal3D or XCrySDen files
// under a Cal3D XML extension plain text, and sends JSON documents to the
// server only when they are Dash skeletons (by content).
'use strict';
const vscode = require('vscode');
const { LanguageClient, State } = require('vscode-languageclient/node');
const { serverSettings } = require('./lib/settings');
const { languageOf, notCal3dXml, isCal3dCfg, isDashJson } = require('./lib/detect');
const { resolveCommand, missingMessage, startFailureMessage, serverCommand } = require('./lib/server');

// The languages the server checks: every text format it reads. JSON is
// checked too, but only a Dash skeleton (see dashOnly); binary forms are
// for the command line.
const LANGUAGES = ['xsf', 'xmf', 'xaf', 'xpf', 'xrf', 'cal3dcfg', 'bon', 'bpstruct', 'bpanim', 'lgw'];

let client;
let output;
let extensionDir; // context.extensionPath: bin/ holds a bundled skellint

function config() {
  return vscode.workspace.getConfiguration('skellint');
}

function settings() {
  const c = config();
  return serverSettings((key) => c.get(key));
}

function command() {
  return serverCommand(config().get('path'), extensionDir);
}

// What to tell the user when `command lsp` failed with `error`: a program
// that is not there (the usual "spawn skellint ENOENT") names what to
// install and the skellint.path setting.
function failureMessage(cmd, error) {
  return resolveCommand(cmd, process.env) ? startFailureMessage(cmd, error) : missingMessage(cmd);
}

// JSON documents reach the server only when they are Dash skeletons: the
// first lines are read once, when the document opens (a JSON file that
// becomes one while edited is checked when it is opened again). Every other
// JSON document is never opened on the server, and requests about it are
// answered here with nothing, so ordinary JSON gets no server and no noise.
const DASH_HEAD = new vscode.Range(0, 0, 400, 0);
const dashDocuments = new Set();

function sentToServer(doc) {
  return doc.languageId !== 'json' || dashDocuments.has(doc.uri.toString());
}

function dashOnly() {
  const gate = (name) => (doc, ...rest) => {
    const next = rest.pop();
    return sentToServer(doc) ? next(doc, ...rest) : (name.startsWith('did') ? Promise.resolve() : null);
  };
  const m = {
    didOpen: (doc, next) => {
      if (doc.languageId !== 'json') return next(doc);
      if (!isDashJson(doc.getText(DASH_HEAD))) return Promise.resolve();
      dashDocuments.add(doc.uri.toString());
      return next(doc);
    },
    didClose: (doc, next) => {
      const sent = sentToServer(doc);
      dashDocuments.delete(doc.uri.toString());
      return sent ? next(doc) : Promise.resolve();
    },
  };
  // The change event carries its document; the rest take it first.
  m.didChange = (event, next) => (sentToServer(event.document) ? next(event) : Promise.resolve());
  for (const name of ['didSave', 'provideHover', 'provideCompletionItem', 'provideDefinition',
    'provideReferences', 'provideDocumentSymbols', 'provideCodeActions', 'provideFoldingRanges',
    'prepareRename', 'provideRenameEdits']) m[name] = gate(name);
  return m;
}

function createClient() {
  const cmd = command();
  const serverOptions = { command: cmd, args: ['lsp'], options: { env: process.env } };
  const clientOptions = {
    documentSelector: [
      ...LANGUAGES.flatMap((language) => [
        { scheme: 'file', language },
        { scheme: 'untitled', language },
      ]),
      { scheme: 'file', language: 'json' },
    ],
    middleware: dashOnly(),
    initializationOptions: settings(),
    outputChannel: output,
    initializationFailedHandler: (error) => {
      vscode.window.showErrorMessage(failureMessage(cmd, error));
      return false;
    },
  };
  return new LanguageClient('skellint', 'skellint', serverOptions, clientOptions);
}

async function startClient() {
  const cmd = command();
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(failureMessage(cmd, error));
  }
}

async function stopClient() {
  if (!client) return;
  const c = client;
  client = undefined;
  if (c.state !== State.Stopped) await c.stop();
}

const CAL3D_XML = ['xsf', 'xmf', 'xaf', 'xpf', 'xrf'];

// Gives a plain-text document a skellint language when its first lines
// say it is one (VS Code maps .txt to plain text before any firstLine),
// a .cfg that is a Cal3D model file the cal3dcfg language (VS Code gives
// .cfg files a language of its own, which setup.cfg and the like keep),
// and what is not Cal3D XML under an XML extension (binary Cal3D data,
// XCrySDen's .xsf crystals) plain text: the
// same answers as the CLI's detector (tests/editors/detect_agree.js).
function adoptPlainText(doc) {
  if (/\.cfg$/i.test(doc.fileName) && doc.languageId !== 'cal3dcfg') {
    if (isCal3dCfg(doc.getText(new vscode.Range(0, 0, 400, 0)))) {
      vscode.languages.setTextDocumentLanguage(doc, 'cal3dcfg');
    }
    return;
  }
  if (CAL3D_XML.includes(doc.languageId)) {
    if (notCal3dXml(doc.getText(new vscode.Range(0, 0, 40, 0)))) {
      vscode.languages.setTextDocumentLanguage(doc, 'plaintext');
    }
    return;
  }
  if (doc.languageId !== 'plaintext' || !/\.txt$/i.test(doc.fileName)) return;
  const language = languageOf(doc.getText(new vscode.Range(0, 0, 40, 0)));
  if (language) vscode.languages.setTextDocumentLanguage(doc, language);
}

async function activate(context) {
  extensionDir = context.extensionPath;
  output = vscode.window.createOutputChannel('skellint');
  context.subscriptions.push(output);
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument(adoptPlainText));
  vscode.workspace.textDocuments.forEach(adoptPlainText);
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration(async (e) => {
    if (!e.affectsConfiguration('skellint')) return;
    if (e.affectsConfiguration('skellint.path')) {
      await stopClient();
      await startClient();
    } else if (client && client.state === State.Running) {
      // The server takes the whole configuration, bare or under "skellint".
      client.sendNotification('workspace/didChangeConfiguration', { settings: { skellint: settings() } });
    }
  }));
  context.subscriptions.push(vscode.commands.registerCommand('skellint.restartServer', async () => {
    await stopClient();
    await startClient();
  }));
  await startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate, LANGUAGES };
