// preview.test.js — issue 35: "skellint: Show Skeleton" through
// extension.js (the stand-ins of fakes.js and the real server): the
// command opens a webview beside the text holding the server's picture of
// the skeleton, locked down (no source but its own nonce'd style and
// script) and coloured by the theme's variables; an edit not saved (a bone
// renamed, one added) is drawn; a click on a bone reveals its definition;
// the cursor on a finding highlights the finding's bone, on a bone's name
// that bone.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const fs = require('fs');
const os = require('os');
const { fakeVscode, activate } = require('./fakes');
const { bone, skeleton } = require('../../lsp/xsf_text');

const SKELLINT = process.env.SKELLINT;
const skip = !SKELLINT && 'SKELLINT not set';

// Waits for `what` to hold (the preview is asked again after a debounce).
async function until(what, why) {
  const deadline = Date.now() + 10000;
  while (!what()) {
    if (Date.now() > deadline) throw new Error(`never: ${why}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The LSP position of `needle` in `text`, plus `delta` characters.
function at(text, needle, delta = 0) {
  const lines = text.slice(0, text.indexOf(needle) + delta).split('\n');
  return { line: lines.length - 1, character: lines[lines.length - 1].length };
}

test('Show Skeleton: the picture beside the text, drawn again after an edit, click and cursor', { skip }, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-vscode-preview-'));
  const file = path.join(tmp, 'hero.xsf');
  fs.writeFileSync(file, skeleton([bone(0, 'Root', -1, 0), bone(1, 'Spine', 0, 10), bone(2, 'Head', 1, 20)]));
  const vscode = fakeVscode({ path: SKELLINT, debounce: 0 });
  const { ext, clients } = activate(vscode);
  try {
    await ext.activate({ subscriptions: [] });
    const doc = vscode.open(file);
    const editor = vscode.focus(doc);
    await vscode.commands.executeCommand('skellint.showSkeleton');
    assert.equal(vscode.panels.length, 1, 'no webview panel');
    const panel = vscode.panels[0];
    assert.equal(panel.showOptions.viewColumn, vscode.ViewColumn.Beside, 'the preview opens beside the text');
    const html = () => panel.webview.html;
    assert.match(html(), /<svg [^>]*data-format="xsf" data-bones="3"/);
    assert.match(html(), /<title>\[1\] Spine/);
    // Locked down: nothing external, the style and script by nonce.
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html())[1];
    assert.match(csp, /^default-src 'none'; style-src 'nonce-[^']+'; script-src 'nonce-[^']+';$/);
    assert.ok(!/\b(src|href)=/.test(html()), 'the page loads something');
    const nonce = /'nonce-([^']+)'/.exec(csp)[1];
    for (const tag of html().match(/<(style|script)[^>]*>/g)) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
    assert.ok(!html().includes('<?xml'), 'the SVG is inline in the page');
    // The theme's colours.
    assert.match(html(), /svg \.bone\.error \{ stroke: var\(--vscode-editorError-foreground\)/);
    assert.match(html(), /background: var\(--vscode-editor-background\)/);

    // Typing (not saved): Spine renamed Chest, a bone Tail added.
    const edited = skeleton([bone(0, 'Root', -1, 0), bone(1, 'Chest', 0, 10), bone(2, 'Head', 1, 20), bone(3, 'Tail', 0, -5)]);
    vscode.edit(doc, edited);
    await until(() => /<title>\[3\] Tail/.test(html()), 'the preview shows the added bone');
    assert.match(html(), /<title>\[1\] Chest/);
    assert.ok(!/Spine/.test(html()), 'the old name is still drawn');
    assert.match(html(), /data-bones="4"/);

    // A click on bone 3 reveals its name in the text, beside the preview.
    await panel.webview.receive({ type: 'reveal', bone: 3 });
    const shown = vscode.shown.at(-1);
    assert.ok(shown, 'no editor shown');
    assert.equal(shown.document, doc);
    assert.equal(shown.viewColumn, editor.viewColumn);
    const tail = at(edited, 'NAME="Tail"', 6);
    assert.deepEqual(shown.selection.args, [tail.line, tail.character, tail.line, tail.character + 4]);
    assert.equal(shown.revealed.length, 1);

    // The cursor on a bone's name highlights it; on a finding (not on a
    // name), the finding's bone.
    vscode.moveCursor(editor, at(edited, 'NAME="Head"', 8));
    assert.deepEqual(panel.webview.posted.at(-1), { type: 'highlight', bone: 2 });
    const picture = await clients[0].sendRequest('skellint/render', { textDocument: { uri: doc.uri.toString() } });
    const inName = (p) => picture.bones.some((b) => (b.range.start.line === p.line && b.range.start.character <= p.character &&
      p.character <= b.range.end.character));
    const finding = picture.findings.find((f) => !inName(f.range.start) && f.bone !== 2);
    assert.ok(finding, `a finding off the names: ${JSON.stringify(picture.findings)}`);
    vscode.moveCursor(editor, finding.range.start);
    assert.deepEqual(panel.webview.posted.at(-1), { type: 'highlight', bone: finding.bone });
    // The page's script marks the bone the page is made with.
    vscode.edit(doc, edited + '\n');
    await until(() => html().includes(`data-highlight="${finding.bone}"`), 'the highlight survives a new picture');
    panel.dispose();
  } finally {
    await ext.deactivate();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('Show Skeleton on a mesh says it has no bones', { skip }, async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-vscode-preview-'));
  const file = path.join(tmp, 'body.xmf');
  fs.writeFileSync(file, '<HEADER MAGIC="XMF" VERSION="919" />\n<MESH NUMSUBMESH="0">\n</MESH>\n');
  const vscode = fakeVscode({ path: SKELLINT, debounce: 0 });
  const { ext } = activate(vscode);
  try {
    await ext.activate({ subscriptions: [] });
    vscode.focus(vscode.open(file));
    await vscode.commands.executeCommand('skellint.showSkeleton');
    assert.match(vscode.panels[0].webview.html, /<p class="message">No skeleton to draw: this xmf file has no bones/);
    vscode.panels[0].dispose();
  } finally {
    await ext.deactivate();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
