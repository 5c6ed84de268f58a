// lib.js — what the VS Code extension tests share: where the extension and
// its manifest are, and a TextMate registry built from the manifest's
// contributes.grammars with vscode-textmate and vscode-oniguruma, the
// tokenizer and regex engine VS Code itself runs.
'use strict';
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '../../..');
const EXT = path.join(ROOT, 'editors/vscode');
const SAMPLES = path.join(ROOT, 'tests/editors/fixtures/samples');
const manifest = JSON.parse(fs.readFileSync(path.join(EXT, 'package.json'), 'utf8'));

// Modules come from editors/vscode/node_modules (npm ci there).
function extRequire(name) {
  return require(require.resolve(name, { paths: [EXT] }));
}

let registryPromise;
function registry() {
  if (registryPromise) return registryPromise;
  const vsctm = extRequire('vscode-textmate');
  const oniguruma = extRequire('vscode-oniguruma');
  const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma', { paths: [EXT] })), 'onig.wasm'));
  const onigLib = oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength)).then(() => ({
    createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
    createOnigString: (s) => new oniguruma.OnigString(s),
  }));
  const byScope = new Map(manifest.contributes.grammars.map((g) => [g.scopeName, g.path]));
  registryPromise = Promise.resolve(new vsctm.Registry({
    onigLib,
    loadGrammar: async (scopeName) => {
      const rel = byScope.get(scopeName);
      if (!rel) return null; // a scope no grammar of ours provides
      const file = path.join(EXT, rel);
      return vsctm.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
    },
  }));
  return registryPromise;
}

// Tokenizes a file as VS Code would for `language`: a list of lines, each
// a list of {text, scopes}.
async function tokenize(language, file) {
  const vsctm = extRequire('vscode-textmate');
  const g = manifest.contributes.grammars.find((x) => x.language === language);
  if (!g) throw new Error(`no grammar for language ${language}`);
  const grammar = await (await registry()).loadGrammar(g.scopeName);
  if (!grammar) throw new Error(`grammar ${g.scopeName} did not load`);
  const text = fs.readFileSync(path.join(SAMPLES, file), 'utf8');
  let state = vsctm.INITIAL;
  return text.split(/\r?\n/).map((line) => {
    const r = grammar.tokenizeLine(line, state);
    state = r.ruleStack;
    return r.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

// The scopes of the token that starts with `text` on line `n` (0-based),
// or of the first token containing it.
function scopesOf(lines, n, text) {
  const line = lines[n];
  if (!line) throw new Error(`no line ${n}`);
  const tok = line.find((t) => t.text === text) || line.find((t) => t.text.includes(text));
  if (!tok) throw new Error(`no token "${text}" on line ${n}: ${JSON.stringify(line.map((t) => t.text))}`);
  return tok.scopes;
}

module.exports = { ROOT, EXT, SAMPLES, manifest, extRequire, tokenize, scopesOf };
