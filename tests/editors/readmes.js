// readmes.js SKELLINT — the editor READMEs name every feature the server
// offers: `skellint lsp` is asked for its capabilities (initialize), and
// each provider it announces must be mentioned in editors/vscode/README.md
// and editors/nvim/README.md; the Neovim one also names its filetypes, the
// XML highlighting and the Shift_JIS reading of .bon, the VS Code one the
// Shift_JIS default and the skellint.path advice.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');

const ROOT = path.resolve(__dirname, '../..');
const sk = path.resolve(process.argv[2] || 'skellint');

function capabilities() {
  return new Promise((resolve, reject) => {
    const p = spawn(sk, ['lsp'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let buf = Buffer.alloc(0);
    const timer = setTimeout(() => { p.kill(); reject(new Error('no initialize answer')); }, 20000);
    p.stdout.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      const h = buf.indexOf('\r\n\r\n');
      if (h < 0) return;
      const len = Number(/Content-Length: (\d+)/i.exec(buf.slice(0, h).toString())[1]);
      if (buf.length < h + 4 + len) return;
      clearTimeout(timer);
      const msg = JSON.parse(buf.slice(h + 4, h + 4 + len).toString());
      p.stdin.end();
      p.kill();
      resolve(msg.result.capabilities);
    });
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    p.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  });
}

// Provider → a word the READMEs must use for it.
const WORDS = {
  hoverProvider: /hover/i,
  definitionProvider: /definition/i,
  referencesProvider: /references/i,
  renameProvider: /renam/i,
  completionProvider: /completion/i,
  foldingRangeProvider: /folding/i,
  documentSymbolProvider: /outline|symbols/i,
  codeActionProvider: /quick fix|code action/i,
  inlayHintProvider: /inlay hint/i,
  workspaceSymbolProvider: /workspace symbol|symbol in workspace/i,
  documentHighlightProvider: /highlight\b.*(bone|cursor)|document highlight/i,
};

(async () => {
  const caps = await capabilities();
  const failures = [];
  const readmes = {
    vscode: fs.readFileSync(path.join(ROOT, 'editors/vscode/README.md'), 'utf8'),
    nvim: fs.readFileSync(path.join(ROOT, 'editors/nvim/README.md'), 'utf8'),
  };
  const offered = Object.keys(WORDS).filter((k) => caps[k]);
  if (offered.length < 5) failures.push(`the server announces only ${offered.join(', ')}`);
  for (const [editor, text] of Object.entries(readmes)) {
    for (const k of offered) if (!WORDS[k].test(text)) failures.push(`${editor} README: no word for ${k}`);
    if (!/Shift_JIS/.test(text)) failures.push(`${editor} README: nothing about Shift_JIS .bon`);
    if (!/EXPORT_VERSION/.test(text)) failures.push(`${editor} README: the LGW detection rule (EXPORT_VERSION)`);
  }
  for (const ft of ['xsf', 'xmf', 'xaf', 'xpf', 'xrf', 'cal3dcfg', 'bon', 'bpstruct', 'bpanim', 'lgw']) {
    if (!new RegExp(`\\b${ft}\\b`).test(readmes.nvim)) failures.push(`nvim README: filetype ${ft}`);
  }
  // Issue 23: every format reaches the server, binaries are CLI-only, and
  // Neovim 0.7's missing file watching is made up for.
  for (const [editor, text] of Object.entries(readmes)) {
    for (const ext of ['.xrf', '.xpf', '.cfg', 'Dash', '.csf', '.caf']) {
      if (!text.includes(ext)) failures.push(`${editor} README: ${ext}`);
    }
    if (!/command line only/.test(text)) failures.push(`${editor} README: the binary forms are for the command line only`);
    if (!/parentIndex/.test(text)) failures.push(`${editor} README: how Dash JSON is recognised`);
  }
  if (!/FocusGained/.test(readmes.nvim) || !/0\.9/.test(readmes.nvim)) failures.push('nvim README: re-check of changed skeletons');
  if (!/XML highlighting/i.test(readmes.nvim)) failures.push('nvim README: XML highlighting');
  if (!/cp932/.test(readmes.nvim)) failures.push('nvim README: cp932');
  if (!/shiftjis/.test(readmes.vscode)) failures.push('vscode README: the shiftjis default');
  if (!/skellint\.path/.test(readmes.vscode) || !/ENOENT/.test(readmes.vscode)) {
    failures.push('vscode README: what happens without skellint');
  }
  for (const f of failures) console.log('FAIL: ' + f);
  if (failures.length) process.exit(1);
  console.log(`ok: both READMEs name ${offered.join(', ')} and the editor-side features`);
})().catch((e) => { console.log('FAIL: ' + e.message); process.exit(1); });
