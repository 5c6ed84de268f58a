// config.test.js — the server reads the same settings as the CLI: a
// .skellint.json found by walking up from the document's file, and the
// client's settings (camelCase keys) validated by the same parser, over
// the file's; an unknown setting is reported with the valid choices.
// Usage: node config.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { start, fileUri } = require('./lib');

const server = process.argv[2];
const fixture = path.join(__dirname, '..', 'cli', 'fixtures', 'repo', 'numchilds.xsf');

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-lsp-config-'));
  const sub = path.join(dir, 'avatars', 'female');
  fs.mkdirSync(sub, { recursive: true });
  // numchilds.xsf: SK401 (warning) and SK402 (error).
  fs.writeFileSync(path.join(dir, '.skellint.json'),
    '{\n  // the project ignores SK402\n  "ignore": ["childid-mismatch"]\n}\n');
  const file = path.join(sub, 'S.xsf');
  const text = fs.readFileSync(fixture, 'utf8');
  fs.writeFileSync(file, text);
  const uri = fileUri(file);

  const c = start(server, { debounce: 0 });
  const shown = [];
  c.conn.onNotification('window/showMessage', (p) => shown.push(p.message));
  await c.initialize();
  c.conn.sendNotification('initialized', {});
  c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } });
  const first = await c.diagnostics(uri, 1);
  assert.deepEqual(first.diagnostics.map((d) => [d.code, d.severity]), [['SK401', 2]],
    'the .skellint.json above the document applies');

  // The client's settings (camelCase) win over the file's.
  c.conn.sendNotification('workspace/didChangeConfiguration', { settings: { skellint: {
    severity: { SK401: 'error' }, maxInfluences: 3, debounce: 0 } } });
  const second = await c.diagnostics(uri, 1);
  assert.deepEqual(second.diagnostics.map((d) => [d.code, d.severity]), [['SK401', 1]]);

  // An unknown setting: reported with the choices, the client's settings dropped.
  c.conn.sendNotification('workspace/didChangeConfiguration', { settings: { skellint: {
    weightTolerence: 0.1, severity: { SK401: 'error' } } } });
  const third = await c.diagnostics(uri, 1);
  assert.deepEqual(third.diagnostics.map((d) => [d.code, d.severity]), [['SK401', 2]]);
  assert.ok(shown.some((m) => /unknown key "weight-tolerence"; expected one of: .*weight-tolerance/.test(m)),
    `no message about weightTolerence in ${JSON.stringify(shown)}`);

  // An invalid .skellint.json is reported and ignored.
  fs.writeFileSync(path.join(dir, '.skellint.json'), '{"profile": "maya"}');
  c.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
  const fourth = await c.diagnostics(uri, 1);
  assert.deepEqual(fourth.diagnostics.map((d) => d.code).sort(), ['SK401', 'SK402']);
  assert.ok(shown.some((m) => /\.skellint\.json:1:2: "profile" must be one of: cal3d, imvu/.test(m)),
    `no message about the profile in ${JSON.stringify(shown)}`);

  assert.equal(await c.stop(), 0);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log('lsp config test: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
