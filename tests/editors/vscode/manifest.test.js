// manifest.test.js — editors/vscode/package.json against what VS Code
// requires of an extension manifest and what this extension relies on:
// identity and engines, `main`, languages and grammars that agree with
// each other and with the files they name, activation events, and settings
// that are the keys the server reads (lsp/session/config.c).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { ROOT, EXT, SAMPLES, manifest, extRequire } = require('./lib');

const m = manifest;
const languages = m.contributes.languages;
const grammars = m.contributes.grammars;
const ids = new Set(languages.map((l) => l.id));

test('identity, engines and entry point', () => {
  assert.match(m.name, /^[a-z0-9][a-z0-9-]*$/, 'name: lowercase, no spaces');
  assert.match(m.publisher, /^[a-z0-9][a-z0-9-]*$/i);
  assert.match(m.version, /^\d+\.\d+\.\d+$/);
  assert.ok(m.engines && typeof m.engines.vscode === 'string', 'engines.vscode is required');
  const semver = extRequire('semver');
  assert.ok(semver.validRange(m.engines.vscode), `engines.vscode: ${m.engines.vscode}`);
  // The language client declares the VS Code it needs; ours must not be older.
  const lc = JSON.parse(fs.readFileSync(require.resolve('vscode-languageclient/package.json', { paths: [EXT] }), 'utf8'));
  assert.ok(semver.gte(semver.minVersion(m.engines.vscode), semver.minVersion(lc.engines.vscode)),
    `engines.vscode ${m.engines.vscode} is older than vscode-languageclient's ${lc.engines.vscode}`);
  assert.ok(fs.existsSync(path.join(EXT, m.main)), `main ${m.main} exists`);
  assert.ok(m.dependencies['vscode-languageclient'], 'the client library is a runtime dependency');
  assert.equal(m.version, fs.readFileSync(path.join(ROOT, 'lint/include/skellint.h'), 'utf8')
    .match(/#define SK_VERSION "([^"]+)"/)[1], 'the extension carries skellint\'s version');
  assert.ok(m.repository && m.repository.url && m.license, 'vsce wants repository and license');
  assert.ok(fs.existsSync(path.join(EXT, 'LICENSE')) && fs.existsSync(path.join(EXT, 'README.md')));
});

test('languages: unique ids, extensions, firstLine, configuration files', () => {
  assert.equal(ids.size, languages.length, 'language ids are unique');
  const exts = {};
  for (const l of languages) {
    for (const e of l.extensions || []) {
      assert.match(e, /^\.[a-z0-9]+$/, `${l.id}: extension ${e}`);
      assert.ok(!exts[e], `${e} claimed twice`);
      exts[e] = l.id;
    }
    if (l.firstLine) new RegExp(l.firstLine); // must compile as VS Code compiles it
    assert.ok(l.configuration, `${l.id} has a language configuration`);
    const conf = JSON.parse(fs.readFileSync(path.join(EXT, l.configuration), 'utf8'));
    assert.ok(conf.comments !== undefined && Array.isArray(conf.brackets), `${l.id}: comments and brackets`);
    assert.ok(l.aliases && l.aliases.length, `${l.id} has a display name`);
  }
  assert.deepEqual(Object.keys(exts).sort(), ['.bon', '.xaf', '.xmf', '.xpf', '.xrf', '.xsf']);
  const first = (f) => fs.readFileSync(path.join(SAMPLES, f), 'utf8').split(/\r?\n/)[0];
  const lgw = new RegExp(languages.find((l) => l.id === 'lgw').firstLine);
  assert.ok(lgw.test(first('model.txt')), 'LGW firstLine matches an LGW model');
  assert.ok(!lgw.test(first('structure.txt')) && !lgw.test('just some notes'));
  const bon = new RegExp(languages.find((l) => l.id === 'bon').firstLine);
  assert.ok(bon.test(first('bones.bon')));
  const xml = languages.find((l) => l.id === 'xsf');
  const xconf = JSON.parse(fs.readFileSync(path.join(EXT, xml.configuration), 'utf8'));
  assert.deepEqual(xconf.comments.blockComment, ['<!--', '-->']);
  const bp = JSON.parse(fs.readFileSync(path.join(EXT, languages.find((l) => l.id === 'bpstruct').configuration), 'utf8'));
  assert.equal(bp.comments.lineComment, '//');
});

test('grammars: files exist, scope names agree, includes resolve', () => {
  const scopes = new Set(grammars.map((g) => g.scopeName));
  assert.equal(scopes.size, grammars.length, 'scope names are unique');
  const withLanguage = new Set();
  for (const g of grammars) {
    const raw = JSON.parse(fs.readFileSync(path.join(EXT, g.path), 'utf8'));
    assert.equal(raw.scopeName, g.scopeName, `${g.path} declares ${raw.scopeName}`);
    if (g.language) {
      assert.ok(ids.has(g.language), `grammar for undeclared language ${g.language}`);
      assert.ok(!withLanguage.has(g.language), `two grammars for ${g.language}`);
      withLanguage.add(g.language);
    }
    const walk = (node) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      if (typeof node.include === 'string') {
        const inc = node.include;
        if (inc.startsWith('#')) assert.ok(raw.repository && raw.repository[inc.slice(1)], `${g.path}: ${inc} missing`);
        else if (inc !== '$self' && inc !== '$base') assert.ok(scopes.has(inc), `${g.path}: include ${inc} is no grammar of ours`);
      }
      Object.values(node).forEach(walk);
    };
    walk(raw);
  }
  for (const id of ids) assert.ok(withLanguage.has(id), `language ${id} has no grammar`);
});

test('activation events cover the languages the client serves', () => {
  const src = fs.readFileSync(path.join(EXT, m.main), 'utf8');
  const served = JSON.parse(src.match(/const LANGUAGES = (\[[^\]]*\]);/)[1].replace(/'/g, '"'));
  for (const id of served) {
    assert.ok(ids.has(id), `the client serves undeclared language ${id}`);
    assert.ok(m.activationEvents.includes(`onLanguage:${id}`), `no onLanguage:${id}`);
  }
  for (const ev of m.activationEvents) {
    const [kind, arg] = ev.split(':');
    assert.ok(['onLanguage', 'onCommand', 'workspaceContains', 'onStartupFinished'].includes(kind), ev);
    // VS Code's own languages the extension looks into: plain text (.txt
    // exports), properties and ini (what .cfg files open as), JSON (Dash).
    if (kind === 'onLanguage') assert.ok(ids.has(arg) || ['plaintext', 'properties', 'ini', 'json'].includes(arg), ev);
  }
  for (const c of m.contributes.commands) {
    assert.ok(src.includes(`'${c.command}'`), `command ${c.command} is not registered`);
  }
});

// The server takes .skellint.json's keys (lint/config.c, top_keys) in
// camelCase, plus its own `debounce` (lsp/session/config.c).
function serverKeys() {
  const config = fs.readFileSync(path.join(ROOT, 'lint/config.c'), 'utf8');
  const list = config.match(/top_keys\[\] = \{([^}]*)\}/);
  assert.ok(list, 'lint/config.c no longer has its top_keys list');
  const camel = (k) => k.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const keys = new Set([...list[1].matchAll(/"([^"]+)"/g)].map((x) => camel(x[1])));
  keys.add('debounce');
  return keys;
}

test('settings are the keys the server reads', () => {
  const props = m.contributes.configuration.properties;
  const keys = serverKeys();
  assert.ok(keys.has('profile') && keys.has('weightTolerance'), [...keys].join(' '));
  for (const key of Object.keys(props)) {
    assert.ok(key.startsWith('skellint.'), key);
    const name = key.slice('skellint.'.length);
    if (name === 'path' || name === 'trace.server') continue; // the client's own
    assert.ok(keys.has(name), `setting ${key} is not a key the server reads (lint/config.c, lsp/session/config.c)`);
    assert.ok(props[key].description || props[key].markdownDescription, `${key} is described`);
  }
  for (const k of ['path', 'profile', 'severity', 'weightTolerance', 'quaternionTolerance', 'bindPoseTolerance', 'timeTolerance', 'maxInfluences']) {
    assert.ok(props[`skellint.${k}`], `setting skellint.${k}`);
  }
  assert.deepEqual(props['skellint.profile'].enum, ['cal3d', 'imvu']);
  assert.deepEqual(props['skellint.severity'].additionalProperties.enum, ['error', 'warning', 'info', 'off']);
});

test('.bon files are read and written as Shift_JIS by default', () => {
  const d = manifest.contributes.configurationDefaults || {};
  assert.ok(d['[bon]'], 'a [bon] configurationDefaults entry');
  assert.equal(d['[bon]']['files.encoding'], 'shiftjis', 'RokDeBone2 writes Shift_JIS (cp932) names');
  assert.equal(d['[bon]']['files.autoGuessEncoding'], false, 'no guessing over the default');
});
