// preview.js — "skellint: Show Skeleton": a webview beside the text that
// shows the picture of the document's skeleton as the server draws it
// (the `skellint/render` request: the library's SVG, what `skellint render`
// writes, for the document's current text), asked again after an edit
// (debounced) and when the document's diagnostics change. Clicking a bone
// or joint reveals the bone's definition in the text; the cursor on a
// finding about a bone (else on a bone's definition) highlights that bone.
// Colours come from VS Code's theme (its --vscode-* CSS variables). The
// webview loads nothing: its Content-Security-Policy allows only its own
// style and script, by nonce. `vscode` and the language client are handed
// in (the tests run this against stand-ins).
'use strict';
const crypto = require('crypto');
const path = require('path');

const DEBOUNCE_MS = 200;

// The theme's colours over the picture's own (more specific selectors).
const THEME_CSS = `
  body { background: var(--vscode-editor-background); color: var(--vscode-editor-foreground);
    font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); margin: 0; padding: 8px; }
  .message { color: var(--vscode-descriptionForeground); }
  svg { max-width: 100%; height: auto; }
  svg .frame { fill: var(--vscode-editor-background); stroke: var(--vscode-editorWidget-border, var(--vscode-panel-border)); }
  svg .label, svg .heading { fill: var(--vscode-editor-foreground); font-family: var(--vscode-font-family); }
  svg .bone { stroke: var(--vscode-descriptionForeground); }
  svg .joint { fill: var(--vscode-editor-foreground); }
  svg .bone.warning { stroke: var(--vscode-editorWarning-foreground); }
  svg .joint.warning { fill: var(--vscode-editorWarning-foreground); }
  svg .bone.error { stroke: var(--vscode-editorError-foreground); }
  svg .joint.error { fill: var(--vscode-editorError-foreground); }
  svg [data-index] { cursor: pointer; }
  svg .bone.highlight { stroke: var(--vscode-focusBorder); stroke-width: 5; }
  svg .joint.highlight { fill: var(--vscode-focusBorder); r: 6px; }
`;

// In the webview: a click on a bone asks the extension to reveal it; the
// extension's "highlight" message marks a bone.
const SCRIPT = `
  const vscode = acquireVsCodeApi();
  document.addEventListener('click', (e) => {
    const el = e.target.closest && e.target.closest('svg [data-index]');
    if (el) vscode.postMessage({ type: 'reveal', bone: Number(el.getAttribute('data-index')) });
  });
  function highlight(bone) {
    for (const el of document.querySelectorAll('svg .highlight')) el.classList.remove('highlight');
    if (bone >= 0) for (const el of document.querySelectorAll('svg [data-index="' + bone + '"]')) el.classList.add('highlight');
  }
  window.addEventListener('message', (e) => { if (e.data && e.data.type === 'highlight') highlight(e.data.bone); });
  highlight(Number(document.body.getAttribute('data-highlight')));
`;

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The webview's page for a `skellint/render` result (or an error text):
// the SVG inline (its XML declaration dropped, its <style> given the
// nonce), `highlight` the bone marked (-1: none).
function previewHtml(result, { nonce, title, highlight = -1, error }) {
  const csp = `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';`;
  let body;
  if (error) body = `<p class="message">${escapeHtml(error)}</p>`;
  else if (!result || !result.svg) body = `<p class="message">${escapeHtml((result && result.message) || 'No skeleton to draw.')}</p>`;
  else body = result.svg.replace(/^<\?xml[^>]*\?>\s*/, '').replace(/<style>/g, `<style nonce="${nonce}">`);
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${THEME_CSS}</style>
</head><body data-highlight="${Number(highlight)}">
${body}
<script nonce="${nonce}">${SCRIPT}</script>
</body></html>`;
}

const before = (a, b) => a.line < b.line || (a.line === b.line && a.character <= b.character);
const inside = (pos, r) => before(r.start, pos) && before(pos, r.end);

// The bone to highlight with the cursor at `pos`: the bone of a finding
// under it, else the bone whose definition it is in; -1 when none.
function boneAt(result, pos) {
  if (!result) return -1;
  const f = (result.findings || []).find((x) => inside(pos, x.range));
  if (f) return f.bone;
  const b = (result.bones || []).find((x) => inside(pos, x.range));
  return b ? b.index : -1;
}

// The previews, one per document, and the command that opens them.
function skeletonPreviews(vscode, getClient, ready) {
  const open = new Map(); // uri → preview

  function preview(doc, column) {
    const uri = doc.uri.toString();
    const title = `Skeleton: ${path.basename(doc.fileName)}`;
    const panel = vscode.window.createWebviewPanel('skellint.skeleton', title,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, localResourceRoots: [] });
    const p = { doc, panel, column, result: undefined, highlight: -1, timer: undefined, busy: false, again: false };
    const subs = [];
    const show = (result, error) => {
      if (p.disposed) return; // closed while the server drew it
      p.result = result;
      panel.webview.html = previewHtml(result, { nonce: crypto.randomBytes(16).toString('base64'), title, highlight: p.highlight, error });
    };
    // Asks the server for the picture; one request at a time, the last
    // edit's picture last.
    async function refresh() {
      if (p.busy) { p.again = true; return; }
      p.busy = true;
      try {
        const client = getClient();
        if (!client) show(undefined, 'The skellint language server is not running.');
        else show(await client.sendRequest('skellint/render', { textDocument: { uri } }));
      } catch (e) {
        show(undefined, `skellint could not draw this document: ${e.message || e}`);
      } finally {
        p.busy = false;
      }
      if (p.again && !p.disposed) { p.again = false; await refresh(); }
    }
    const later = () => {
      clearTimeout(p.timer);
      p.timer = setTimeout(() => { p.timer = undefined; p.refreshed = refresh(); }, DEBOUNCE_MS);
    };
    subs.push(vscode.workspace.onDidChangeTextDocument((e) => { if (e.document.uri.toString() === uri) later(); }));
    subs.push(vscode.languages.onDidChangeDiagnostics((e) => {
      if ((e.uris || []).some((u) => u.toString() === uri)) later();
    }));
    subs.push(vscode.window.onDidChangeTextEditorSelection((e) => {
      if (e.textEditor.document.uri.toString() !== uri || !e.selections.length) return;
      const bone = boneAt(p.result, e.selections[0].active);
      if (bone === p.highlight) return;
      p.highlight = bone;
      if (!p.disposed) panel.webview.postMessage({ type: 'highlight', bone });
    }));
    subs.push(panel.webview.onDidReceiveMessage(async (m) => {
      if (!m || m.type !== 'reveal' || !p.result) return;
      const b = (p.result.bones || []).find((x) => x.index === m.bone);
      if (!b) return;
      const r = b.range;
      const range = new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
      const editor = await vscode.window.showTextDocument(p.doc, {
        viewColumn: p.column, selection: new vscode.Selection(r.start.line, r.start.character, r.end.line, r.end.character) });
      editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    }));
    panel.onDidDispose(() => {
      p.disposed = true;
      clearTimeout(p.timer);
      subs.forEach((s) => s.dispose());
      open.delete(uri);
    });
    p.refresh = refresh;
    open.set(uri, p);
    return p;
  }

  // The command: the active editor's document, in a preview beside it.
  async function show() {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      vscode.window.showInformationMessage('skellint: open a skeleton file (an XSF, a .bon, a BonesPro or LGW export …) to see its skeleton.');
      return undefined;
    }
    const doc = editor.document;
    if (!(await ready(doc))) {
      vscode.window.showInformationMessage(`skellint: ${path.basename(doc.fileName)} is not a file skellint reads.`);
      return undefined;
    }
    let p = open.get(doc.uri.toString());
    if (p) p.panel.reveal(vscode.ViewColumn.Beside, true);
    else p = preview(doc, editor.viewColumn);
    p.refreshed = p.refresh();
    await p.refreshed;
    return p;
  }

  return { show, open };
}

module.exports = { skeletonPreviews, previewHtml, boneAt, DEBOUNCE_MS };
