// extension.js — the skellint VS Code extension: starts `skellint lsp`
// (the `skellint.path` setting) with vscode-languageclient for the
// skeleton languages this extension registers, passes the `skellint.*`
// settings as initializationOptions and again on every change, restarts
// the server when the path changes, and gives plain-text `.txt` files that
// are BonesPro or LGW exports their language.
'use strict';
const vscode = require('vscode');
const { LanguageClient, State } = require('vscode-languageclient/node');
const { serverSettings } = require('./lib/settings');
const { languageOf } = require('./lib/detect');

// The languages the server checks (xpf/xrf are highlighted only).
const LANGUAGES = ['xsf', 'xmf', 'xaf', 'bon', 'bpstruct', 'bpanim', 'lgw'];

let client;
let output;

function config() {
  return vscode.workspace.getConfiguration('skellint');
}

function settings() {
  const c = config();
  return serverSettings((key) => c.get(key));
}

function createClient() {
  const command = config().get('path') || 'skellint';
  const serverOptions = { command, args: ['lsp'], options: { env: process.env } };
  const clientOptions = {
    documentSelector: LANGUAGES.flatMap((language) => [
      { scheme: 'file', language },
      { scheme: 'untitled', language },
    ]),
    initializationOptions: settings(),
    outputChannel: output,
    initializationFailedHandler: (error) => {
      vscode.window.showErrorMessage(
        `skellint: could not start \`${command} lsp\` (${error && error.message ? error.message : error}). ` +
        'Install skellint or set "skellint.path".');
      return false;
    },
  };
  return new LanguageClient('skellint', 'skellint', serverOptions, clientOptions);
}

async function startClient() {
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `skellint: the language server did not start: ${error && error.message ? error.message : error}`);
  }
}

async function stopClient() {
  if (!client) return;
  const c = client;
  client = undefined;
  if (c.state !== State.Stopped) await c.stop();
}

// Gives a plain-text document a skellint language when its first lines
// say it is one (VS Code maps .txt to plain text before any firstLine).
function adoptPlainText(doc) {
  if (doc.languageId !== 'plaintext' || !/\.txt$/i.test(doc.fileName)) return;
  const language = languageOf(doc.getText(new vscode.Range(0, 0, 40, 0)));
  if (language) vscode.languages.setTextDocumentLanguage(doc, language);
}

async function activate(context) {
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
