// render.test.js — skellint/render through the real server (vscode-jsonrpc):
// the picture of a document's current text (an edit not saved is drawn at
// once, a renamed bone and an added one), the same SVG `skellint render`
// writes for the file, each bone's definition range, the findings about a
// bone with their bone; a document without bones, one not open and
// hostile text (names that are markup, a broken file, a large one) give
// an empty result or an error, never a crash.
// Usage: node render.test.js path/to/skellint
'use strict';
const assert = require('assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { start, fileUri } = require('./lib');
const { bone, skeleton } = require('./xsf_text');

const server = path.resolve(process.argv[2]);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-render-test-'));

// The joints of the front view: "index name", without their codes.
const titles = (svg) => [...svg.split('id="side"')[0].matchAll(/<circle class="joint[^>]*><title>\[(\d+)\] ([^<]*?)(?: — [^<]*)?<\/title>/g)]
  .map((m) => `${m[1]} ${m[2]}`);

async function main() {
  const c = start(server, { debounce: 0 });
  await c.initialize();
  c.conn.sendNotification('initialized', {});
  const render = (uri) => c.conn.sendRequest('skellint/render', { textDocument: { uri } });

  // The document's text is the file's: the same picture as the CLI's,
  // but for the heading's path.
  const file = path.join(tmp, 'hero.xsf');
  const text = skeleton([bone(0, 'Root', -1, 0), bone(1, 'Spine', 0, 10), bone(2, 'Head', 1, 20)]);
  fs.writeFileSync(file, text);
  const uri = fileUri(file);
  c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'xsf', version: 1, text } });
  let r = await render(uri);
  assert.deepEqual(titles(r.svg), ['0 Root', '1 Spine', '2 Head']);
  const cli = execFileSync(server, ['render', '--no-config', file, '-o', '-'], { cwd: tmp }).toString();
  const noPath = (s) => s.replace(/<title>[^<]*— bind pose<\/title>/, '').replace(/<text class="heading"[^>]*>[^<]*\(/, '(');
  assert.equal(noPath(r.svg), noPath(cli), 'the same picture as skellint render');
  assert.deepEqual(r.bones.map((b) => [b.index, b.name]), [[0, 'Root'], [1, 'Spine'], [2, 'Head']]);
  // A bone's range is its name in the text.
  const lines = text.split('\n');
  const head = r.bones[2].range;
  assert.equal(lines[head.start.line].slice(head.start.character, head.end.character), 'Head');
  // Each finding about a bone names it; the bone's joint is drawn with it.
  for (const f of r.findings) {
    assert.ok(f.bone >= 0 && f.bone < 3 && /^SK\d{3}$/.test(f.code), JSON.stringify(f));
    assert.match(r.svg, new RegExp(`data-index="${f.bone}"[^>]*><title>\\[${f.bone}\\][^<]*${f.code}`));
  }

  // Edits not saved: renamed, then a bone added (NUMBONES left at 3: a
  // finding about the count, and one about a bone).
  const edited = skeleton([bone(0, 'Root', -1, 0), bone(1, 'Chest', 0, 10), bone(2, 'Head', 1, 20)]);
  c.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: edited }] });
  r = await render(uri);
  assert.deepEqual(titles(r.svg), ['0 Root', '1 Chest', '2 Head'], 'the picture of the text being edited');
  const four = skeleton([bone(0, 'Root', -1, 0), bone(1, 'Chest', 0, 10), bone(2, 'Head', 1, 20), bone(3, 'Head', 2, 25)]);
  c.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: four }] });
  r = await render(uri);
  assert.equal(r.bones.length, 4);
  assert.match(r.svg, /data-bones="4"/);
  // The second "Head" is a duplicate name: a finding about bone 3, in its
  // declaration, and the joint drawn as having it.
  const dup = r.findings.find((f) => f.bone === 3 && f.range.start.line >= four.split('\n').indexOf('  <BONE ID="3" NAME="Head" NUMCHILDS="0">'));
  assert.ok(dup, JSON.stringify(r.findings));
  assert.match(r.svg, /<circle class="joint (warning|error)" data-index="3"/);

  // Names that are markup stay text.
  const hostile = skeleton([bone(0, '&lt;script&gt;&amp;&quot;', -1, 0), bone(1, ']]&gt;<!--', 0, 1)]);
  c.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: 4 }, contentChanges: [{ text: hostile }] });
  r = await render(uri);
  assert.ok(!/<script/.test(r.svg), 'a name became markup');
  assert.match(r.svg, /\[0\] &lt;script&gt;&amp;/);

  // A mesh has no bones of its own: no picture, and why.
  const mesh = fileUri(path.join(tmp, 'body.xmf'));
  c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: mesh, languageId: 'xmf', version: 1,
    text: '<HEADER MAGIC="XMF" VERSION="919" />\n<MESH NUMSUBMESH="0">\n</MESH>\n' } });
  r = await render(mesh);
  assert.equal(r.svg, null);
  assert.match(r.message, /no bones/);
  assert.deepEqual([r.bones, r.findings], [[], []]);

  // Broken and large text: an answer, the server still up.
  for (const [i, bad] of ['<SKELETON NUMBONES="2"><BONE ID="0" NAME="a"><PARENTID>7', '\0\xff<<<>>>', '',
    skeleton(Array.from({ length: 3000 }, (_, k) => bone(k, `b${k}`, k - 1, k)))].entries()) {
    c.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: 10 + i }, contentChanges: [{ text: bad }] });
    r = await render(uri);
    assert.ok(r.svg === null || /<\/svg>\n$/.test(r.svg), `text ${i}: ${String(r.svg).slice(0, 80)}`);
  }
  assert.equal(r.bones.length, 3000);

  // A document that is not open: InvalidParams, as for any request.
  await assert.rejects(render(fileUri(path.join(tmp, 'nothere.xsf'))), (e) => e.code === -32602 && /not open/.test(e.message));
  await assert.rejects(c.conn.sendRequest('skellint/render', {}), (e) => e.code === -32602);

  assert.equal(await c.stop(), 0);
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log('lsp render test: ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
