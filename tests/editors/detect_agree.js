// detect_agree.js SKELLINT — one answer to "which format is this file":
// every file of examples/, of the editor fixtures, of a few made-up
// look-alikes and of ../shared/corpus (when present) goes through the
// CLI's detector (lint/detect.c, read from `skellint tree FILE`), through
// the VS Code extension's (the manifest's extensions and firstLine
// patterns, then editors/vscode/lib/detect.js for .txt opened as plain
// text) and through the Neovim plugin's (the file opened with :edit in a
// headless Neovim with editors/nvim on the runtimepath, when nvim is
// installed). Any file the three do not agree on fails the test, with the
// three answers. Cal3D model files (.cfg) are cal3dcfg by content in all
// three; formats no editor has a language for (Cal3D binary, Dash, whose
// JSON stays json and reaches the server by content) must get none. Exit 77 (skip) without node's child_process
// able to run the CLI.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '../..');
const CORPUS = path.resolve(ROOT, '../shared/corpus');
const sk = path.resolve(process.argv[2] || 'skellint');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'editors/vscode/package.json'), 'utf8'));
const { languageOf, notCal3dXml, isCal3dCfg } = require(path.join(ROOT, 'editors/vscode/lib/detect.js'));

// The editors' languages; the CLI's other formats have none there.
const EDITOR_LANGUAGES = new Set(['xsf', 'xmf', 'xaf', 'xpf', 'xrf', 'cal3dcfg', 'bon', 'bpstruct', 'bpanim', 'lgw']);

function walk(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push(p);
  }
  return out;
}

// Made-up files: exports and ordinary text that must stay text.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-detect-'));
const madeUp = {
  'notes.txt': 'Shopping list\n2\n3\n',
  'numbers.txt': '12\n40\n7\n',
  'words.txt': '1\n2\n3\nBonesaw\n',
  'lgw-version.txt': 'EXPORT_VERSION 2\nMODEL "m"\n',
  'lgw-bom.txt': '\uFEFFMODEL "m"\n',
  'bp-commented.txt': '// BonesPro export\n\n1\n0\n<Root>\n* // no parent\n',
  'bp-name-only.txt': '12\n3\n<x>\n',
  'prose-model.txt': 'MODEL X200 specifications\nweight 3 kg\n',
  'lgw-unquoted.txt': 'MODEL noname\nEXPORT_VERSION 4\n',
  'version-words.txt': 'EXPORT_VERSION notes\n',
  'bp-keyed.txt': '1\r\n0\r\n2\r\nExportMode "Bones"\r\n',
  'bp-mode-dot.txt': '1\n0\n2\n"Mesh (bones c.s.)"\n',
  'bp-key-only.txt': '1\n0\n2\nAngleUnits Degrees\n',
  'bp-lowercase-key.txt': '1\n0\n2\nexportmode "Bones"\n',
  'bon-no-ext': 'BoneFile : type mixed : ver1001\n',
  'bon.txt': 'BoneFile : type mixed : ver1001\n',
  'empty.txt': '',
  'bonefile-lower.txt': 'bonefile : type mixed : ver1001\n',
  'bon-fullwidth.txt': 'ＢｏｎｅＦｉｌｅ : type mixed\n',
  'binary.xsf': 'CSF\0\x97\x03\0\0',
  'binary.bon': 'CSF\0\x97\x03\0\0',
  'spaces.xsf': '   \n',
  'crystal.xsf': 'CRYSTAL\nPRIMVEC\n',
  'setup.cfg': '[metadata]\nname = x\n',
  'settings.cfg': 'width=640\nheight=480\n',
  'model.cfg': '# model\nskeleton=none.xsf\nmesh = a.xmf\n',
  'model-upper.CFG': 'skeleton=none.xsf\n',
};
for (const [name, text] of Object.entries(madeUp)) fs.writeFileSync(path.join(tmp, name), text);

const files = [
  ...walk(path.join(ROOT, 'examples'), []),
  ...walk(path.join(ROOT, 'tests/editors/fixtures'), []),
  ...Object.keys(madeUp).map((n) => path.join(tmp, n)),
];
if (fs.existsSync(CORPUS)) files.push(...walk(CORPUS, []));
else console.log(`note: ${CORPUS} is absent; the corpus is not compared`);

// The CLI: `skellint tree FILE` prints "FILE: FORMAT, N bones" first (for
// a model file "FILE: cal3dcfg, skeleton S", or says its skeleton is not
// there).
function cli(file) {
  const r = spawnSync(sk, ['tree', file], { encoding: 'latin1', maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  const first = (r.stdout || '').split('\n')[0];
  if (/: (the model file names no skeleton|its skeleton .* is not there)/.test(r.stderr)) return 'cal3dcfg';
  const m = first.startsWith(file + ': ') && /^([a-z0-9-]+), (\d+ bones?|skeleton .*)$/.exec(first.slice(file.length + 2));
  if (m) return EDITOR_LANGUAGES.has(m[1]) ? m[1] : null;
  if (/unknown format/.test(r.stderr)) return null;
  throw new Error(`skellint tree ${file}: no format in ${JSON.stringify(first)} / ${JSON.stringify(r.stderr)}`);
}

// VS Code: extensions (case-insensitive; what is not XML under a Cal3D
// XML one is turned to plain text by extension.js), else firstLine, else
// plain text whose .txt the extension adopts.
function vscode(file) {
  const text = fs.readFileSync(file, 'latin1');
  const base = path.basename(file).toLowerCase();
  for (const l of manifest.contributes.languages) {
    if ((l.extensions || []).some((e) => base.endsWith(e.toLowerCase()))) {
      return ['xsf', 'xmf', 'xaf', 'xpf', 'xrf'].includes(l.id) && notCal3dXml(Buffer.from(text.split('\n').slice(0, 40).join('\n'), 'latin1').toString('utf8')) ? null : l.id;
    }
  }
  // A .cfg keeps VS Code's language unless extension.js makes it cal3dcfg.
  if (base.endsWith('.cfg')) return isCal3dCfg(Buffer.from(text, 'latin1').toString('utf8')) ? 'cal3dcfg' : null;
  const firstLine = text.split(/\r?\n/)[0];
  // VS Code decodes UTF-8; latin1 shows a BOM as three characters.
  const decoded = Buffer.from(firstLine, 'latin1').toString('utf8');
  for (const l of manifest.contributes.languages) {
    if (l.firstLine && new RegExp(l.firstLine).test(decoded)) return l.id;
  }
  if (base.endsWith('.txt') || !base.includes('.')) {
    return languageOf(Buffer.from(text, 'latin1').toString('utf8').split(/\r?\n/).slice(0, 40).join('\n')) || null;
  }
  return null;
}

// Neovim: one headless session opens every file and writes its filetype.
function nvim(list) {
  const has = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
  if (has.error || has.status !== 0) {
    console.log('note: nvim not found; the Neovim plugin is not compared');
    return null;
  }
  const listFile = path.join(tmp, 'files.list');
  const outFile = path.join(tmp, 'filetypes.out');
  fs.writeFileSync(listFile, list.join('\n') + '\n');
  const lua = path.join(tmp, 'detect.lua');
  fs.writeFileSync(lua, `
vim.opt.runtimepath:prepend(${JSON.stringify(path.join(ROOT, 'editors/nvim'))})
vim.cmd('runtime! plugin/skellint.lua')
local out = {}
for file in io.lines(${JSON.stringify(listFile)}) do
  vim.cmd('silent! edit ' .. vim.fn.fnameescape(file))
  out[#out + 1] = vim.bo.filetype
  vim.cmd('silent! bwipeout!')
end
local f = assert(io.open(${JSON.stringify(outFile)}, 'w'))
f:write(table.concat(out, '\\n') .. '\\n')
f:close()
vim.cmd('qall!')
`);
  const env = { ...process.env, HOME: tmp, XDG_CONFIG_HOME: tmp, XDG_DATA_HOME: tmp, XDG_STATE_HOME: tmp, XDG_CACHE_HOME: tmp };
  const r = spawnSync('nvim', ['--headless', '--clean', '-n', '-c', `luafile ${lua}`], { env, encoding: 'utf8', timeout: 120000 });
  if (!fs.existsSync(outFile)) throw new Error(`nvim wrote no filetypes: ${r.stdout} ${r.stderr}`);
  const fts = fs.readFileSync(outFile, 'utf8').split('\n');
  return list.map((_, i) => (EDITOR_LANGUAGES.has(fts[i]) ? fts[i] : null));
}

let failures = 0;
try {
  const want = files.map(cli);
  const nv = nvim(files);
  files.forEach((file, i) => {
    const vs = vscode(file);
    const n = nv ? nv[i] : want[i];
    if (vs !== want[i] || n !== want[i]) {
      failures++;
      console.log(`FAIL: ${path.relative(ROOT, file)}: skellint ${want[i]}, VS Code ${vs}, Neovim ${nv ? n : '(not run)'}`);
    }
  });
  const count = (lang) => want.filter((w) => w === lang).length;
  console.log(`compared ${files.length} files: ` +
    [...EDITOR_LANGUAGES].map((l) => `${l} ${count(l)}`).join(', ') + `, none ${count(null)}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (failures) {
  console.log(`${failures} file(s) on which the detectors disagree`);
  process.exit(1);
}
console.log('ok: the CLI, VS Code and Neovim detectors agree');
