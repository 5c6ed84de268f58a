// vsix.test.js — `vsce package` (what `make vsix` runs) builds an
// installable .vsix, offline, holding what VS Code loads: the manifest,
// extension.js and lib/, every grammar and language configuration the
// manifest names, the README and LICENSE, and the language client with its
// dependencies — and nothing of the development tooling.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { EXT, manifest, extRequire } = require('./lib');

function zipEntries(file) {
  const yauzl = extRequire('yauzl');
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const names = [];
      zip.on('entry', (e) => { names.push(e.fileName); zip.readEntry(); });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('the .vsix contains what the extension needs', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-vsix-'));
  const out = path.join(dir, 'skellint.vsix');
  try {
    execFileSync(path.join(EXT, 'node_modules/.bin/vsce'), ['package', '--out', out], { cwd: EXT, stdio: 'pipe' });
    const names = new Set(await zipEntries(out));
    const need = ['extension.vsixmanifest', '[Content_Types].xml', 'extension/package.json', 'extension/extension.js',
      'extension/lib/settings.js', 'extension/lib/detect.js', 'extension/lib/server.js', 'extension/readme.md', 'extension/LICENSE.txt',
      'extension/node_modules/vscode-languageclient/package.json',
      'extension/node_modules/vscode-languageclient/node.js',
      'extension/node_modules/vscode-languageserver-protocol/package.json',
      'extension/node_modules/vscode-jsonrpc/package.json'];
    for (const g of manifest.contributes.grammars) need.push(path.posix.join('extension', g.path));
    for (const l of manifest.contributes.languages) need.push(path.posix.join('extension', l.configuration));
    for (const n of need) assert.ok(names.has(n), `${n} missing from the .vsix`);
    for (const n of names) {
      assert.ok(!/node_modules\/(@vscode\/vsce|vscode-textmate|vscode-oniguruma)\//.test(n), `dev dependency packaged: ${n}`);
      assert.ok(!n.endsWith('.vsix'), n);
    }
    // The packaged manifest is ours.
    const yauzlManifest = JSON.parse(fs.readFileSync(path.join(EXT, 'package.json'), 'utf8'));
    assert.equal(yauzlManifest.main, './extension.js');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
