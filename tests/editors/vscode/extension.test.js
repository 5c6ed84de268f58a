// extension.test.js — extension.js against a stand-in for the `vscode`
// module and the language client: it starts `<skellint.path> lsp`, sends
// the settings as initializationOptions (only what is set), re-sends them
// on change, restarts on a new path, and gives BonesPro/LGW .txt files
// their languages.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const Module = require('module');
const path = require('path');
const fs = require('fs');
const { EXT, SAMPLES } = require('./lib');

function fakeVscode(settings) {
  const listeners = { config: [], open: [] };
  const calls = { setLanguage: [], errors: [], commands: {} };
  const vscode = {
    calls, listeners, settings,
    Range: class { constructor(...a) { this.args = a; } },
    window: {
      createOutputChannel: () => ({ dispose() {}, appendLine() {} }),
      showErrorMessage: (msg) => calls.errors.push(msg),
    },
    workspace: {
      // A skeleton is open: the server starts for it.
      textDocuments: [{ fileName: '/w/a.xsf', languageId: 'xsf', getText: () => '<SKELETON/>' }],
      getConfiguration: (section) => {
        assert.equal(section, 'skellint');
        return { get: (key) => settings[key] };
      },
      onDidChangeConfiguration: (fn) => { listeners.config.push(fn); return { dispose() {} }; },
      onDidOpenTextDocument: (fn) => { listeners.open.push(fn); return { dispose() {} }; },
    },
    languages: { setTextDocumentLanguage: (doc, id) => { calls.setLanguage.push([doc.fileName, id]); } },
    commands: { registerCommand: (id, fn) => { calls.commands[id] = fn; return { dispose() {} }; } },
  };
  return vscode;
}

function load(vscode, startError) {
  const clients = [];
  class LanguageClient {
    constructor(id, name, serverOptions, clientOptions) {
      Object.assign(this, { id, name, serverOptions, clientOptions, state: 1, notifications: [] });
      clients.push(this);
    }
    async start() {
      if (startError) throw startError(this.serverOptions.command);
      this.state = 2;
    }
    async stop() { this.state = 1; this.stopped = true; }
    sendNotification(method, params) { this.notifications.push([method, params]); }
  }
  const lc = { LanguageClient, State: { Stopped: 1, Running: 2, Starting: 3 } };
  const orig = Module._load;
  Module._load = function (request, ...rest) {
    if (request === 'vscode') return vscode;
    if (request === 'vscode-languageclient/node') return lc;
    return orig.call(this, request, ...rest);
  };
  const file = path.join(EXT, 'extension.js');
  delete require.cache[file];
  for (const k of Object.keys(require.cache)) if (k.startsWith(path.join(EXT, 'lib'))) delete require.cache[k];
  try {
    return { ext: require(file), clients };
  } finally {
    Module._load = orig;
  }
}

const doc = (fileName, text, languageId = 'plaintext') => ({ fileName, languageId, getText: () => text });

test('no server until a document of ours is open: not for an ordinary .txt, JSON or INI', async () => {
  const vscode = fakeVscode({ path: 'skellint' });
  vscode.workspace.textDocuments = [doc('/w/notes.txt', 'Shopping list\n2\n3\n')];
  const { ext, clients } = load(vscode);
  await ext.activate({ subscriptions: [] });
  const open = (d) => Promise.all(vscode.listeners.open.map((fn) => fn(d)));
  await open(doc('/w/package.json', '{"name": "x"}', 'json'));
  await open(doc('/w/setup.cfg', '[metadata]\nname = x\n', 'ini'));
  assert.equal(clients.length, 0, 'a server started for documents that are not ours');
  await open(doc('/w/walk.xaf', '<ANIMATION/>', 'xaf'));
  await open(doc('/w/body.xmf', '<MESH/>', 'xmf'));
  assert.equal(clients.length, 1, 'one server, once a document of ours opens');
  assert.equal(clients[0].state, 2);
  await ext.deactivate();
});

test('starts `skellint lsp` with the settings as initializationOptions', async () => {
  const vscode = fakeVscode({
    path: '/opt/skellint/bin/skellint', profile: 'imvu', severity: { SK401: 'error' }, select: null, ignore: [],
    weightTolerance: 0.01, maxInfluences: null, quaternionTolerance: null, bindPoseTolerance: 0.005, debounce: 0,
  });
  const { ext, clients } = load(vscode);
  await ext.activate({ subscriptions: [] });
  assert.equal(clients.length, 1);
  const c = clients[0];
  assert.equal(c.state, 2, 'started');
  assert.deepEqual(c.serverOptions.command, '/opt/skellint/bin/skellint');
  assert.deepEqual(c.serverOptions.args, ['lsp']);
  assert.deepEqual(c.clientOptions.initializationOptions, {
    profile: 'imvu', weightTolerance: 0.01, bindPoseTolerance: 0.005, debounce: 0, severity: { SK401: 'error' },
  });
  const langs = new Set(c.clientOptions.documentSelector.map((s) => s.language));
  assert.deepEqual([...langs].sort(),
    ['bon', 'bpanim', 'bpstruct', 'cal3dcfg', 'json', 'lgw', 'xaf', 'xmf', 'xpf', 'xrf', 'xsf']);
  // JSON only from files, and only through the Dash check of the middleware.
  assert.deepEqual(c.clientOptions.documentSelector.filter((s) => s.language === 'json'), [{ scheme: 'file', language: 'json' }]);
  assert.equal(typeof c.clientOptions.middleware.didOpen, 'function');
  assert.ok(c.clientOptions.documentSelector.every((s) => s.scheme === 'file' || s.scheme === 'untitled'));

  // A change of settings reaches the running server, whole.
  vscode.settings.profile = 'cal3d';
  vscode.settings.ignore = ['SK105'];
  const change = (keys) => ({ affectsConfiguration: (s) => keys.some((k) => k === s || k.startsWith(s + '.')) });
  for (const fn of vscode.listeners.config) await fn(change(['skellint.profile', 'skellint.ignore']));
  assert.deepEqual(c.notifications, [['workspace/didChangeConfiguration', {
    settings: { skellint: { profile: 'cal3d', weightTolerance: 0.01, bindPoseTolerance: 0.005, debounce: 0,
      severity: { SK401: 'error' }, ignore: ['SK105'] } },
  }]]);
  // Unrelated settings are ignored.
  for (const fn of vscode.listeners.config) await fn(change(['editor.fontSize']));
  assert.equal(c.notifications.length, 1);

  // A new path restarts the server with it.
  vscode.settings.path = 'skellint-dev';
  for (const fn of vscode.listeners.config) await fn(change(['skellint.path']));
  assert.equal(clients.length, 2);
  assert.ok(c.stopped, 'the old server is stopped');
  assert.equal(clients[1].serverOptions.command, 'skellint-dev');
  assert.equal(clients[1].state, 2);

  // The restart command does the same.
  await vscode.calls.commands['skellint.restartServer']();
  assert.equal(clients.length, 3);
  await ext.deactivate();
  assert.equal(clients[2].state, 1);
});

test('defaults send nothing: the server uses its own', async () => {
  const vscode = fakeVscode({ path: 'skellint', profile: '', severity: {}, select: null, ignore: [] });
  const { ext, clients } = load(vscode);
  await ext.activate({ subscriptions: [] });
  assert.deepEqual(clients[0].clientOptions.initializationOptions, {});
  assert.equal(clients[0].serverOptions.command, 'skellint');
});

test('.txt exports get their language from their first lines', async () => {
  const vscode = fakeVscode({ path: 'skellint' });
  const read = (f) => fs.readFileSync(path.join(SAMPLES, f), 'utf8');
  vscode.workspace.textDocuments = [doc('/w/model.txt', read('model.txt'))];
  const { ext } = load(vscode);
  await ext.activate({ subscriptions: [] });
  const open = (d) => vscode.listeners.open.forEach((fn) => fn(d));
  open(doc('/w/structure.TXT', read('structure.txt')));
  open(doc('/w/animation.txt', read('animation.txt')));
  open(doc('/w/animation-keyed.txt', read('animation-keyed.txt')));
  open(doc('/w/animation-quoted.txt', read('animation-quoted.txt')));
  open(doc('/w/notes.txt', 'Shopping list\n2\n3\n'));
  open(doc('/w/words.txt', '1\n2\n3\nBonesaw\n'));
  open(doc('/w/numbers.txt', '12\n40\n7\n'));
  open(doc('/w/model.lgw.md', read('model.txt'), 'markdown'));
  open(doc('/w/already.txt', read('model.txt'), 'lgw'));
  // As the CLI reads them (tests/editors/detect_agree.js compares all).
  open(doc('/w/larva.txt', 'EXPORT_VERSION 2\nMODEL "larva"\n'));
  open(doc('/w/crystal.xsf', 'CRYSTAL\nPRIMVEC\n', 'xsf'));
  open(doc('/w/binary.XAF', 'CAF\0\x97\x03', 'xaf'));
  open(doc('/w/new.xsf', '', 'xsf'));
  open(doc('/w/skeleton.xsf', '\uFEFF  <HEADER MAGIC="XSF"/>', 'xsf'));
  assert.deepEqual(vscode.calls.setLanguage, [
    ['/w/model.txt', 'lgw'], ['/w/structure.TXT', 'bpstruct'], ['/w/animation.txt', 'bpanim'],
    ['/w/animation-keyed.txt', 'bpanim'], ['/w/animation-quoted.txt', 'bpanim'],
    ['/w/larva.txt', 'lgw'], ['/w/crystal.xsf', 'plaintext'], ['/w/binary.XAF', 'plaintext'],
  ]);
});

// vscode-languageclient 9 rejects a failed spawn with a string, as here.
const spawnFailure = (cmd) => `Launching server using command ${cmd} failed. Error: spawn ${cmd} ENOENT`;

test('no skellint on PATH: the message says what to install and which setting to set', async () => {
  const vscode = fakeVscode({ path: 'skellint-not-installed-here' });
  const { ext } = load(vscode, spawnFailure);
  await ext.activate({ subscriptions: [] });
  assert.equal(vscode.calls.errors.length, 1);
  const msg = vscode.calls.errors[0];
  assert.match(msg, /`skellint-not-installed-here` is not on PATH/);
  assert.match(msg, /[Ii]nstall skellint/);
  assert.match(msg, /"skellint\.path"/);
  assert.doesNotMatch(msg, /ENOENT/);
});

test('the message says what a user of each platform can do', () => {
  const { missingMessage } = require(path.join(EXT, 'lib/server'));
  const win = missingMessage('skellint', 'win32');
  assert.match(win, /win32-x64.*\.vsix/, 'Windows: the platform package');
  assert.match(win, /skellint\.exe/);
  assert.match(win, /"skellint\.path"/);
  assert.doesNotMatch(win, /make|cmake|\.deb/, 'no build advice on Windows');
  const linux = missingMessage('skellint', 'linux');
  assert.match(linux, /linux-x64.*\.vsix/);
  assert.match(linux, /\.deb/);
  assert.match(linux, /"skellint\.path"/);
  assert.doesNotMatch(linux, /\.exe/);
});

test('a skellint.path naming no file says so', async () => {
  const vscode = fakeVscode({ path: '/nowhere/bin/skellint' });
  const { ext } = load(vscode, spawnFailure);
  await ext.activate({ subscriptions: [] });
  assert.match(vscode.calls.errors[0], /"skellint\.path" is `\/nowhere\/bin\/skellint`, and there is no executable there/);
  assert.match(vscode.calls.errors[0], /[Ii]nstall skellint/);
});

test('a program that exists but fails keeps its error and points at skellint.path', async () => {
  const vscode = fakeVscode({ path: process.execPath });
  const { ext } = load(vscode, () => new Error('Connection to server got closed.'));
  await ext.activate({ subscriptions: [] });
  assert.match(vscode.calls.errors[0], /did not start \(Connection to server got closed\.\)/);
  assert.match(vscode.calls.errors[0], /"skellint\.path"/);
});

test('resolveCommand finds programs on PATH and only executables', () => {
  const { resolveCommand } = require(path.join(EXT, 'lib/server'));
  assert.equal(resolveCommand('node-is-not-called-this-xyz', process.env), undefined);
  const dir = path.dirname(process.execPath);
  assert.equal(resolveCommand(path.basename(process.execPath), { PATH: dir }), path.join(dir, path.basename(process.execPath)));
  assert.equal(resolveCommand(process.execPath, { PATH: '' }), process.execPath);
  assert.equal(resolveCommand(__filename, { PATH: '' }), undefined, 'not executable');
});
