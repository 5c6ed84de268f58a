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
// server only when they are Dash skeletons (by content). VS Code activates
// it for every plain-text, JSON, ini and properties document (it must read
// them to know); the server starts only once a document is one of ours
// (attached), so an ordinary .txt starts nothing. A `.bon` is read as
// UTF-8 when its bytes are valid UTF-8 and as Shift_JIS otherwise (VS
// Code's per-language default, Shift_JIS, is static: the document is
// reopened in the encoding its bytes call for). "skellint: Show Skeleton"
// opens the picture of the document's skeleton beside it (lib/preview.js).
'use strict';
const fs = require('fs');
const vscode = require('vscode');
const { LanguageClient, State } = require('vscode-languageclient/node');
const { serverSettings } = require('./lib/settings');
const { languageOf, notCal3dXml, isCal3dCfg, isDashJson } = require('./lib/detect');
const { resolveCommand, missingMessage, startFailureMessage, serverCommand } = require('./lib/server');
const { bonEncoding } = require('./lib/encoding');
const { skeletonPreviews } = require('./lib/preview');

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

// Whether the server is for this document: one of our languages (given
// by extension, or by adoptPlainText from the content), or JSON that is a
// Dash skeleton.
function ours(doc) {
  if (LANGUAGES.includes(doc.languageId)) return true;
  return doc.languageId === 'json' && doc.uri && doc.uri.scheme === 'file' && isDashJson(doc.getText(DASH_HEAD));
}

// Starts the server the first time a document of ours is open (once).
let starting;
function startForDocument(doc) {
  if (client || starting || !ours(doc)) return starting;
  starting = startClient().finally(() => { starting = undefined; });
  return starting;
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
// A `.bon` in the encoding its bytes call for: VS Code opened it in the
// `bon` default (Shift_JIS) or, as a .txt, in UTF-8. Reopened when that is
// not it and the document has no unsaved edits (VS Code 1.100+ reopens in
// an encoding through openTextDocument; before, the user is told how).
const toldReopen = new Set();
async function bonInItsEncoding(doc) {
  if (doc.languageId !== 'bon' || !doc.uri || doc.uri.scheme !== 'file') return;
  let want;
  try {
    want = bonEncoding(fs.readFileSync(doc.uri.fsPath));
  } catch (e) {
    return; // not on disk (yet)
  }
  if (!want || doc.encoding === want || doc.isDirty) return;
  if (doc.encoding !== undefined) {
    await vscode.workspace.openTextDocument(doc.uri, { encoding: want });
  } else if (want === 'utf8' && !toldReopen.has(doc.uri.toString())) {
    toldReopen.add(doc.uri.toString());
    vscode.window.showInformationMessage(`skellint: ${doc.fileName} is UTF-8, but .bon files open as Shift_JIS: ` +
      'run "Reopen with Encoding" and pick UTF-8, or set "[bon]": {"files.encoding": "utf8"}.');
  }
}

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

// A document opened (or given a new language, which VS Code does by
// closing and opening it again).
function opened(doc) {
  adoptPlainText(doc);
  bonInItsEncoding(doc).catch((e) => output.appendLine(`skellint: reopening ${doc.fileName}: ${e.message || e}`));
  return startForDocument(doc);
}

async function activate(context) {
  extensionDir = context.extensionPath;
  output = vscode.window.createOutputChannel('skellint');
  context.subscriptions.push(output);
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument(opened));
  await Promise.all(vscode.workspace.textDocuments.map(opened));
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration(async (e) => {
    if (!e.affectsConfiguration('skellint')) return;
    if (e.affectsConfiguration('skellint.path')) {
      if (!client) return; // started with the new path when a document of ours opens
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
  // The preview asks the server running for the document (started for it).
  const previews = skeletonPreviews(vscode, () => client, async (doc) => {
    if (!ours(doc)) return false;
    await (startForDocument(doc) || starting);
    return Boolean(client);
  });
  context.subscriptions.push(vscode.commands.registerCommand('skellint.showSkeleton', previews.show));
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate, LANGUAGES, ours };
