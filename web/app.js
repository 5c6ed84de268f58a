// app.js — the page: take files, check them all in one CLI run in the
// worker (engine.js), show what the CLI reports. Every answer on the page
// comes from a CLI command run on the files given:
//   check --format json [settings] .   the findings (docs/json.md)
//   check --fix [settings] .           "download fixed file" (want: that file)
//   explain CODE                       a rule's documentation
//   tree FILE, render FILE -o -        the bone tree and the picture
//   show FILE                          a binary Cal3D file as XML
//   check --format sarif [settings] .  "Save report (SARIF)"
//   check --format json FILES          which files without findings were skipped
//   --version                          the version in the footer
// A drop of thousands of files is walked, listed and checked in batches
// with the page's thread given back between them (files.js, pause()).

import {run} from './engine.js';
import {fromDataTransfer, fromFileList, pause} from './files.js';
import {decodeText, Text, snippet, fixPlaces, hexRows, hexWindow, isBinaryPath} from './source.js';
import {askSource, forgetSources} from './source_client.js';
import {parseTree, bonesOf} from './bones.js';
import {placesOf, placesOfShown, marksOf} from './keyframes.js';

const $ = (sel) => document.querySelector(sel);

/** Builds an element: h('li', {class: 'x', dataset: {...}}, child...). */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'onclick') el.addEventListener('click', v);
    else if (k === 'text') el.textContent = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

const SEVERITY = {
  error: {icon: '\u2716', order: 0},
  warning: {icon: '\u25B2', order: 1},
  info: {icon: '\u2139', order: 2},
};
const CAL3D_BINARY = /\.(csf|cmf|caf|crf|cpf)$/i;
// Files that can have a skeleton of their own (or, a .cfg, a character's):
// meshes, animations and materials only refer to one.
const NOT_SKELETON = /\.(xmf|cmf|xaf|caf|xrf|crf|xpf|cpf|json|md|png|jpg|tga|bmp|dds)$/i;

const state = {
  files: [],          // [{path, data}] as given, sorted by path
  byPath: new Map(),  // path → the file (one look-up, not a scan per file)
  texts: new Map(),   // path → Text (decoded on first use)
  report: null,       // the check's JSON
  reportText: '',     // the check's JSON as the CLI wrote it
  args: [],           // the check's arguments
  skipped: new Set(), // files given that are no format skellint knows
  txtFormats: new Map(), // .txt path → its format as the engine detects it (bpstruct, bpanim, lgw)
  trees: new Map(),   // path → parsed tree (or {error})
  explained: new Map(), // code → explain's text
  viewer: null,       // the path whose skeleton the viewer shows
  player: null,       // the animation player's {anim, select(finding)}
  runs: 0,            // checks finished (for tests and the status)
  generation: 0,      // checks started: only the latest one's report is shown
};

// ---- settings → CLI arguments ------------------------------------------

const SETTINGS = [['#opt-weight', '--weight-tolerance'], ['#opt-quat', '--quaternion-tolerance'],
  ['#opt-bind', '--bind-pose-tolerance'], ['#opt-time', '--time-tolerance'],
  ['#opt-influences', '--max-influences'], ['#opt-select', '--select'], ['#opt-ignore', '--ignore']];

function settingsArgs() {
  const args = [];
  const profile = $('#opt-profile').value;
  if (profile && profile !== 'cal3d') args.push('--profile', profile);
  for (const [id, flag] of SETTINGS) {
    const v = $(id).value.trim();
    if (v) args.push(flag, v);
  }
  if ($('#opt-no-config').checked) args.push('--no-config');
  return args;
}

function configArgs() {
  return $('#opt-no-config').checked ? ['--no-config'] : [];
}

/** The CLI refused an option ("skellint: --weight-tolerance: invalid value
 * 'abc' (expected …)"): its words go under the field that gave it, and the
 * results shown stay. Returns whether a field took the error. */
function settingErrors(stderr) {
  clearSettingErrors();
  let shown = false;
  for (const line of stderr.split('\n')) {
    const m = /^skellint: (--[a-z-]+): (.*)$/.exec(line);
    const field = m && SETTINGS.find(([, flag]) => flag === m[1]);
    if (!field) continue;
    const input = $(field[0]);
    input.setAttribute('aria-invalid', 'true');
    const err = $(field[0] + '-err');
    err.textContent = m[2];
    err.hidden = false;
    if (!shown) {
      $('#settings').open = true;
      input.focus();
    }
    shown = true;
  }
  return shown;
}

function clearSettingErrors() {
  for (const [id] of SETTINGS) {
    $(id).removeAttribute('aria-invalid');
    $(id + '-err').hidden = true;
  }
}

// ---- status --------------------------------------------------------------

function setStatus(text, progress = null) {
  $('#status-text').textContent = text;
  const bar = $('#progress');
  if (progress && progress.total > 0) {
    bar.hidden = false;
    bar.max = progress.total;
    bar.value = progress.done;
  } else if (progress) {
    bar.hidden = false;
    bar.removeAttribute('value');
  } else {
    bar.hidden = true;
  }
}

const PHASE = {write: 'Reading in', check: 'Checking', read: 'Collecting results of'};

function progressText(p) {
  const what = PHASE[p.phase] || 'Working on';
  return p.total ? `${what} ${p.done} of ${p.total} files…` : `${what} the files…`;
}

function plural(n, one, many = one + 's') {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}

/** Time-sliced work: call `await slice()` between small steps; it gives
 * the browser a turn once 12 ms have gone by since the last one. */
function slicer() {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < 12) return;
    await pause();
    since = performance.now();
  };
}

// ---- the check -------------------------------------------------------------

/** Files given: added to those already given (a file of the same path is
 * replaced), so a .bon can join a dropped character; "Clear" starts over. */
async function takeFiles(files) {
  if (!files.length) {
    setStatus('No files were given.');
    return;
  }
  const replaced = files.map((f) => state.byPath.get(f.path)).filter(Boolean);
  forgetSources(replaced);
  for (const f of files) state.byPath.set(f.path, f);
  state.files = Array.from(state.byPath.values()).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const f of files) {
    state.texts.delete(f.path);
  }
  state.trees.clear();
  showGiven();
  await check();
}

function clearFiles() {
  state.generation++;
  forgetSources(state.files);
  state.files = [];
  state.byPath.clear();
  state.texts.clear();
  state.trees.clear();
  state.report = null;
  state.reportText = '';
  state.skipped = new Set();
  state.txtFormats = new Map();
  state.viewer = null;
  $('#results').replaceChildren();
  $('#viewer').replaceChildren();
  $('#viewer').hidden = true;
  $('#report-area').classList.remove('with-viewer');
  for (const id of ['#summary', '#filters', '#jump']) $(id).hidden = true;
  showGiven();
  document.body.dataset.state = 'ready';
  setStatus('Ready: drop files to check them.');
}

function showGiven() {
  const n = state.files.length;
  $('#given').hidden = n === 0;
  $('#given-count').textContent = n ? `${plural(n, 'file')} given; files dropped or chosen next are added to them.` : '';
}

async function check() {
  if (!state.files.length) {
    setStatus('Drop files or a folder first.');
    return;
  }
  const args = ['check', '--format', 'json', ...settingsArgs(), '.'];
  document.body.dataset.state = 'checking';
  $('#results').setAttribute('aria-busy', 'true');
  setStatus(`Checking ${plural(state.files.length, 'file')}…`, {done: 0, total: 0});
  const started = performance.now();
  const generation = ++state.generation;
  const res = await run(args, state.files, {onProgress: (p) => {
    if (generation === state.generation) setStatus(progressText(p), p);
  }});
  if (generation !== state.generation) return; // files given since: their check shows
  $('#results').removeAttribute('aria-busy');
  let report = null;
  if (res.code !== -1) {
    try {
      report = JSON.parse(res.stdout);
    } catch (e) {
      report = null;
    }
  }
  if (!report) {
    // A setting the CLI refused: said in its field; the last results stay.
    const inField = settingErrors(res.stderr || '');
    const why = inField ? 'a setting is not valid (see Settings)' : res.error || res.stderr.trim() || `exit status ${res.code}`;
    const kept = state.report ? ' The results below are from the last check.' : '';
    setStatus(`The check did not finish: ${why}.${kept}`);
    state.runs++;
    document.body.dataset.runs = String(state.runs);
    document.body.dataset.state = state.report && inField ? 'done' : 'failed';
    if (!state.report) {
      $('#results').replaceChildren();
      $('#filters').hidden = true;
    }
    return;
  }
  clearSettingErrors();
  state.args = args;
  $('#command').textContent = 'skellint ' + args.map(shellQuote).join(' ');
  $('#command').dataset.args = JSON.stringify(args);
  $('#command-box').hidden = false;
  state.report = report;
  state.reportText = res.stdout;
  state.skipped = await skippedFiles(report);
  if (generation !== state.generation) return;
  state.txtFormats = await txtFormats();
  if (generation !== state.generation) return;
  await showReport(report, res.stderr, performance.now() - started, generation);
  if (generation !== state.generation) return;
  state.runs++;
  document.body.dataset.runs = String(state.runs);
  document.body.dataset.state = 'done';
  autoOpenSkeleton();
}

// Extensions of the formats skellint reads by name; a file with another
// (README, PROVENANCE.md, a .txt that may be BonesPro or LGW) and no
// findings is asked about: named to the CLI, it says "unknown format".
const RIG_EXT = /\.(xsf|xmf|xaf|xrf|xpf|csf|cmf|caf|crf|cpf|bon|cfg|dmx)$/i;
const CONFIG_FILE = /(^|\/)\.skellint\.json$/;

async function skippedFiles(report) {
  const withFindings = new Set(report.diagnostics.map((d) => d.path));
  const ask = state.files.filter((f) => !withFindings.has(f.path) && !RIG_EXT.test(f.path));
  const out = new Set(ask.filter((f) => CONFIG_FILE.test(f.path)).map((f) => f.path));
  const named = ask.filter((f) => !CONFIG_FILE.test(f.path));
  if (!named.length) return out;
  // './': a name starting with '-' is not an option.
  const res = await run(['check', '--format', 'json', '--no-config', ...named.map((f) => './' + f.path)], named);
  const unknown = new Set();
  for (const line of (res.stderr || '').split('\n')) {
    const m = /^skellint: (.*): unknown format \(/.exec(line);
    if (m) unknown.add(m[1]);
  }
  for (const f of named) if (unknown.has('./' + f.path)) out.add(f.path);
  return out;
}

/** The format of each .txt given (BonesPro structure or animation, LGW),
 * as the engine detects it: `tree --format json` names each file's. */
async function txtFormats() {
  const named = state.files.filter((f) => /\.txt$/i.test(f.path) && !state.skipped.has(f.path));
  const out = new Map();
  if (!named.length) return out;
  const res = await run(['tree', '--format', 'json', '--no-config', ...named.map((f) => './' + f.path)], named);
  try {
    for (const f of JSON.parse(res.stdout).files) out.set(f.path.replace(/^\.\//, ''), f.format);
  } catch (e) {
    // no tree: no format known, the .txt files get no picture buttons
  }
  return out;
}

/** Whether `path` is an animation the player plays (XAF, CAF, BonesPro). */
function isAnimation(path) {
  return ANIMATION.test(path) || state.txtFormats.get(path) === 'bpanim';
}

/** Whether `path` has vertices the mesh picture draws: XMF and CMF under
 * a skeleton, LGW and BonesPro structures under their own bones. */
function isMesh(path) {
  return MESH.test(path) || OWN_MESH.has(state.txtFormats.get(path));
}

/** Whether `path` has no skeleton of its own to draw. */
function notSkeleton(path) {
  return NOT_SKELETON.test(path) || state.txtFormats.get(path) === 'bpanim';
}

function shellQuote(a) {
  return /^[A-Za-z0-9_./=:,+-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`;
}

// ---- the report --------------------------------------------------------

// Files listed without findings: this many at first, the rest on request.
const CLEAN_SHOWN = 200;

async function showReport(report, stderr, ms, generation) {
  const slice = slicer();
  const byFile = new Map(state.files.map((f) => [f.path, []]));
  const counts = {error: 0, warning: 0, info: 0};
  const perCode = new Map();
  for (const d of report.diagnostics) {
    if (!byFile.has(d.path)) byFile.set(d.path, []);
    byFile.get(d.path).push(d);
    counts[d.severity] = (counts[d.severity] || 0) + 1;
    perCode.set(d.code, (perCode.get(d.code) || 0) + 1);
  }

  const summary = `${plural(report.files, 'file')} checked: ${plural(counts.error, 'error')}, ` +
    `${plural(counts.warning, 'warning')}, ${plural(counts.info, 'info', 'infos')}.`;
  setStatus(summary + ` (${(ms / 1000).toFixed(1)} s)`);
  const sum = $('#summary');
  sum.hidden = false;
  sum.dataset.files = report.files;
  sum.dataset.errors = counts.error;
  sum.dataset.warnings = counts.warning;
  sum.dataset.infos = counts.info;
  $('#count-error').textContent = plural(counts.error, 'error');
  $('#count-warning').textContent = plural(counts.warning, 'warning');
  $('#count-info').textContent = plural(counts.info, 'info', 'infos');
  $('#count-files').textContent = plural(report.files, 'file') + ' checked';
  $('#stderr').textContent = stderr.trim();
  $('#stderr-box').hidden = !stderr.trim();
  $('#jump').hidden = false;
  $('#save-note').replaceChildren();

  // The code filter offers the codes found.
  const codes = Array.from(perCode.keys()).sort();
  const sel = $('#filter-code');
  const keep = sel.value;
  sel.replaceChildren(h('option', {value: ''}, 'All codes'), ...codes.map((c) => h('option', {value: c}, `${c} (${perCode.get(c)})`)));
  sel.value = codes.includes(keep) ? keep : '';
  $('#filters').hidden = report.diagnostics.length === 0;

  // Files with findings first; then the others checked, compact; then
  // the files skellint does not read. Built a slice at a time.
  const withFindings = [];
  const clean = [];
  const skipped = [];
  for (const [path, diags] of byFile) {
    if (diags.length) withFindings.push([path, diags]);
    else if (state.skipped.has(path)) skipped.push(path);
    else clean.push(path);
  }
  const list = $('#results');
  list.replaceChildren();
  for (const [path, diags] of withFindings) {
    const section = fileSection(path, diags);
    list.append(section);
    renderFindings(section, lists.get(section));
    await slice();
    if (generation !== state.generation) return;
  }
  if (clean.length) {
    list.append(h('h2', {class: 'clean-heading'}, `No findings in ${plural(clean.length, withFindings.length ? 'other file' : 'file')} checked`));
    const box = h('div', {class: 'clean-files'});
    list.append(box);
    await appendClean(box, clean, 0, generation);
  }
  if (skipped.length) {
    list.append(h('h2', {class: 'skipped-heading'}, `Not checked: ${plural(skipped.length, 'file')} skellint does not read`),
      h('p', {class: 'help'}, 'No rig format skellint knows (a .skellint.json is read as settings, not checked).'),
      h('ul', {class: 'skipped'}, skipped.slice(0, CLEAN_SHOWN).map((p) => h('li', {dataset: {file: p}},
        h('span', {class: 'path'}, p), CONFIG_FILE.test(p) ? ' (settings)' : ''))),
      skipped.length > CLEAN_SHOWN ? h('p', {class: 'note'}, `… and ${plural(skipped.length - CLEAN_SHOWN, 'more file')}.`) : null);
  }
  applyFilterCount();
}

/** Appends the clean files from `at`, CLEAN_SHOWN of them, and a button
 * for the next ones. */
async function appendClean(box, clean, at, generation) {
  const slice = slicer();
  const end = Math.min(clean.length, at + CLEAN_SHOWN);
  for (let i = at; i < end; i++) {
    box.append(fileSection(clean[i], []));
    await slice();
    if (generation !== state.generation) return;
  }
  if (end < clean.length) {
    const more = h('button', {type: 'button', class: 'more-files'}, `Show ${Math.min(CLEAN_SHOWN, clean.length - end)} more (${plural(clean.length - end, 'file')} not shown)`);
    more.addEventListener('click', async () => {
      more.remove();
      await appendClean(box, clean, end, state.generation);
    });
    box.append(more);
  }
}

function fileByPath(path) {
  return state.byPath.get(path) || null;
}

// A file's text, to show the lines findings point at: a small file's
// (files.js: its bytes are here) decoded here once, as a Text; a large
// file's is decoded and searched in source_worker.js (REMOTE), so the
// page's thread never holds a 40 MB line.
const REMOTE = 'remote';

/** The Text of a file, REMOTE for a large one, or null. */
function textOf(path) {
  if (!state.texts.has(path)) {
    const f = fileByPath(path);
    state.texts.set(path, !f ? null : f.data ? new Text(decodeText(f.data, path) || '') : REMOTE);
  }
  return state.texts.get(path);
}

/** `fill(value)` of what `kind` ('snippet' or 'fix', source_worker.js)
 * gives for the file at `path`: now for a small file; for a large one a
 * placeholder replaced when the answer comes. */
function withSource(path, kind, args, fill) {
  const t = textOf(path);
  if (!t) return null;
  if (t instanceof Text) {
    const value = kind === 'snippet' ? snippet(t, ...args) : fixPlaces(t, ...args);
    return value ? fill(value) : null;
  }
  const box = h('span', {class: 'pending'}, '…');
  askSource(fileByPath(path), kind, args).then((value) => box.replaceWith((value && fill(value)) || ''));
  return box;
}

function fileSection(path, diags) {
  const counts = {error: 0, warning: 0, info: 0};
  for (const d of diags) counts[d.severity]++;
  const safe = diags.some((d) => d.fixes.some((f) => f.safe));
  const id = 'file-' + (++sectionIds);
  const section = h('section', {class: diags.length ? 'file' : 'file clean', dataset: {file: path}, 'aria-labelledby': id + '-h'});
  const countText = diags.length
    ? ['error', 'warning', 'info'].filter((s) => counts[s]).map((s) => plural(counts[s], s, s === 'info' ? 'infos' : s + 's')).join(', ')
    : 'no findings';
  section.append(h(diags.length ? 'h2' : 'h3', {id: id + '-h'}, h('span', {class: 'path'}, path), ' ', h('span', {class: 'counts'}, `(${countText})`)));

  const actions = h('div', {class: 'actions'});
  if (safe) actions.append(h('button', {type: 'button', class: 'fix', onclick: () => downloadFixed(path, section)}, 'Download fixed file'));
  const f = fileByPath(path);
  if (f && !notSkeleton(path)) {
    actions.append(h('button', {type: 'button', class: 'show-skeleton',
      onclick: () => openViewer(path, true)}, 'Skeleton picture and bones'));
  }
  if (f && isMesh(path)) {
    actions.append(h('button', {type: 'button', class: 'show-mesh',
      onclick: () => openMesh(path)}, 'Mesh picture'));
  }
  if (f && isAnimation(path)) {
    actions.append(h('button', {type: 'button', class: 'play-animation',
      onclick: () => openPlayer(path)}, 'Play the animation'));
  }
  if (f && CAL3D_BINARY.test(path)) {
    actions.append(h('button', {type: 'button', class: 'show-xml', 'aria-expanded': 'false',
      onclick: () => toggleXml(path, section)}, 'Show as XML'));
  }
  if (actions.childNodes.length) section.append(actions);
  section.append(h('p', {class: 'file-note', role: 'status'}));
  section.append(h('div', {class: 'xml', hidden: true}));
  if (diags.length) {
    const list = {diags, limit: FIRST_SHOWN, unfolded: new Set(), ol: h('ol', {class: 'findings'}),
      more: h('button', {type: 'button', class: 'more', hidden: true})};
    list.more.addEventListener('click', () => {
      list.limit += MORE_SHOWN;
      renderFindings(section, list);
      applyFilterCount();
    });
    lists.set(section, list);
    section.append(list.ol, list.more);
  }
  section.append(h('p', {class: 'filtered-out', hidden: true}, 'No findings match the filters.'));
  return section;
}
let sectionIds = 0;

function position(p) {
  return `${p.line}:${p.column}`;
}

function findingItem(d, section) {
  const sev = SEVERITY[d.severity] || SEVERITY.info;
  const li = h('li', {class: `finding sev-${d.severity}`, dataset: {
    file: d.path, code: d.code, line: d.start.line, col: d.start.column, severity: d.severity,
  }});
  const where = d.byteOffset !== undefined ? `@0x${d.byteOffset.toString(16).toUpperCase()}` : position(d.start);
  const explainBtn = h('button', {type: 'button', class: 'code', 'aria-expanded': 'false',
    title: `What ${d.code} checks (skellint explain ${d.code})`}, d.code);
  const explainBox = h('div', {class: 'explain', hidden: true});
  explainBtn.addEventListener('click', () => toggleExplain(d.code, explainBtn, explainBox));
  li.append(h('div', {class: 'head'},
    h('span', {class: `sev sev-${d.severity}`}, h('span', {'aria-hidden': 'true'}, sev.icon + ' '), d.severity),
    ' ', explainBtn, ' ', h('span', {class: 'rule'}, d.rule), ' ',
    h('span', {class: 'loc'}, `${d.path}:${where}`)));
  li.append(h('p', {class: 'message'}, d.message));
  li.append(sourceView(d.path, d.start, d.end, d.byteOffset, d.byteEnd));
  if (d.related.length) {
    li.append(h('ul', {class: 'related', 'aria-label': 'Related places'}, d.related.map((r) =>
      h('li', {}, h('span', {class: 'loc'}, position(r.start)), ' ', r.message, sourceView(d.path, r.start, r.end)))));
  }
  if (d.fixes.length) {
    li.append(h('ul', {class: 'fixes', 'aria-label': 'Fixes'}, d.fixes.map((f) =>
      h('li', {dataset: {safe: f.safe}}, h('span', {class: 'fix-kind'}, f.safe ? 'fix (safe):' : 'fix (unsafe):'), ' ', f.title,
        fixView(d.path, f)))));
  }
  if (!notSkeleton(d.path)) {
    li.append(h('button', {type: 'button', class: 'show-bone', onclick: () => showBone(d, li)}, 'Show its bone'));
  }
  // An XAF's finding (placed by its text) or a CAF's naming its keyframe.
  if (ANIMATION.test(d.path) && (d.byteOffset === undefined ? !CAL3D_BINARY.test(d.path) : KEYFRAME_NAMED.test(d.message))) {
    li.append(h('button', {type: 'button', class: 'show-on-timeline', onclick: () => showOnTimeline(d)}, 'Show on the timeline'));
  }
  const vertex = isMesh(d.path) && vertexOf(d.message, d.path);
  if (vertex) {
    li.append(h('button', {type: 'button', class: 'show-vertex', onclick: () => showVertex(d, vertex, li)}, 'Show its vertex'));
  }
  li.append(explainBox);
  li.addEventListener('click', (ev) => {
    if (ev.target.closest('button, a, input, select, summary')) return;
    if (!notSkeleton(d.path)) showBone(d, li);
    else if (state.player && state.player.anim === d.path && state.viewer === d.path) state.player.select(d);
  });
  return li;
}

function sourceView(path, start, end, byteOffset, byteEnd) {
  const f = fileByPath(path);
  if (!f) return null;
  if (byteOffset !== undefined || isBinaryPath(path)) {
    if (byteOffset === undefined) return null;
    const dump = (rows) => h('pre', {class: 'src hex'}, rows.map((r) => [
      h('span', {class: 'lineno'}, r.offset.toString(16).toUpperCase().padStart(6, '0')), ' ',
      r.cells.map((c) => (c.marked ? [h('mark', {}, c.hex), ' '] : c.hex + ' ')), '\n']));
    if (f.data) return dump(hexRows(f.data, byteOffset, byteEnd));
    // A large file: only the bytes shown are read.
    const [first, last] = hexWindow(byteOffset, byteEnd);
    const box = h('span', {class: 'pending'}, '…');
    f.blob.slice(first, last).arrayBuffer().then(
      (buf) => box.replaceWith(dump(hexRows(new Uint8Array(buf), byteOffset, byteEnd, first))),
      () => box.replaceWith(''));
    return box;
  }
  return withSource(path, 'snippet', [start, end], (s) => {
    return h('pre', {class: 'src'},
      h('span', {class: 'lineno'}, String(s.lineNo)), ' ', s.before,
      h('mark', {class: s.marked ? '' : 'empty'}, s.marked || '\u200b'), s.after,
      s.more ? h('span', {class: 'more'}, ` (continues to line ${s.more})`) : null);
  });
}

// A fix's edits as the lines they change, before and after: at most
// this many places, each at most this many lines.
const FIX_PLACES = 4;

function fixView(path, fix) {
  if (!fix.edits.length || isBinaryPath(path)) return null;
  return withSource(path, 'fix', [fix.edits], (places) => {
    const shown = places.slice(0, FIX_PLACES);
    return h('div', {class: 'fix-diff'},
      shown.map((p) => h('pre', {class: 'diff', 'aria-label': `lines ${p.first}–${p.last}, before and after`},
        p.before.map((l, i) => [h('del', {}, h('span', {class: 'lineno'}, `${p.first + i} -`), ' ', l), '\n']),
        p.after.map((l) => [h('ins', {}, h('span', {class: 'lineno'}, '+'), ' ', l), '\n']))),
      places.length > FIX_PLACES ? h('p', {class: 'note'}, `… and ${plural(places.length - FIX_PLACES, 'more changed place')} (${plural(fix.edits.length, 'edit')} in all).`) : null);
  });
}

// ---- filters -----------------------------------------------------------

// A file's findings are put on the page a few hundred at a time: 20,000
// list items with their source lines would hold the page up for seconds.
const FIRST_SHOWN = 300;
const MORE_SHOWN = 500;
const lists = new WeakMap(); // section → {diags, limit, ol, more}

function filterTest() {
  const shown = new Set(['error', 'warning', 'info'].filter((s) => $(`#filter-${s}`).checked));
  const code = $('#filter-code').value;
  return (d) => shown.has(d.severity) && (!code || d.code === code);
}

// As the CLI's text report folds (cli/output/output_text.c): in a file, the
// findings of one code past the first 20 are one line, "… and N more
// SK461 in this file", with a button that lists them.
const FOLD_AFTER = 20;

/** (Re)builds a file's list: the findings the filters let through, folded
 * past 20 of a code, up to its limit, and a button for the rest. */
function renderFindings(section, list) {
  const match = list.diags.filter(filterTest());
  const total = new Map();
  for (const d of match) total.set(d.code, (total.get(d.code) || 0) + 1);
  const seen = new Map();
  const items = [];
  let listed = 0;
  for (const d of match) {
    const n = (seen.get(d.code) || 0) + 1;
    seen.set(d.code, n);
    const folded = n > FOLD_AFTER && !list.unfolded.has(d.code);
    if (folded) continue;
    if (listed >= list.limit) break;
    items.push(findingItem(d, section));
    listed++;
    if (n === FOLD_AFTER && total.get(d.code) > FOLD_AFTER && !list.unfolded.has(d.code)) {
      const rest = total.get(d.code) - FOLD_AFTER;
      const btn = h('button', {type: 'button', class: 'unfold', dataset: {code: d.code}}, `List them`);
      btn.addEventListener('click', () => {
        list.unfolded.add(d.code);
        renderFindings(section, list);
        applyFilterCount();
      });
      items.push(h('li', {class: 'fold', dataset: {code: d.code, more: rest}},
        `\u2026 and ${rest.toLocaleString('en')} more ${d.code} in this file `, btn));
    }
  }
  list.ol.replaceChildren(...items);
  let unlisted = 0;
  seen.clear();
  for (const d of match) {
    const n = (seen.get(d.code) || 0) + 1;
    seen.set(d.code, n);
    if (!(n > FOLD_AFTER && !list.unfolded.has(d.code))) unlisted++;
  }
  const left = unlisted - listed;
  list.more.hidden = left <= 0;
  list.more.textContent = left > MORE_SHOWN ? `Show ${MORE_SHOWN} more (${left} not shown)` : `Show the other ${left}`;
  section.querySelector('.filtered-out').hidden = !(list.diags.length && match.length === 0);
  return match.length;
}

function applyFilterCount() {
  const test = filterTest();
  const all = state.report ? state.report.diagnostics : [];
  const match = all.filter(test).length;
  const listed = document.querySelectorAll('#results .finding').length;
  $('#filter-count').textContent = all.length
    ? `${match} of ${plural(all.length, 'finding')} match${listed < match ? `; ${listed} listed` : ''}.` : '';
}

async function applyFilters() {
  const slice = slicer();
  const generation = state.generation;
  for (const section of document.querySelectorAll('#results .file')) {
    const list = lists.get(section);
    if (list) renderFindings(section, list);
    await slice();
    if (generation !== state.generation) return;
  }
  applyFilterCount();
}

// ---- explain -------------------------------------------------------------

async function toggleExplain(code, btn, box) {
  if (btn.getAttribute('aria-expanded') === 'true') {
    btn.setAttribute('aria-expanded', 'false');
    box.hidden = true;
    return;
  }
  if (!state.explained.has(code)) {
    box.hidden = false;
    box.replaceChildren(h('p', {}, `Loading the documentation of ${code}…`));
    const res = await run(['explain', code], []);
    state.explained.set(code, res.code === 0 ? res.stdout : (res.error || res.stderr || 'no documentation'));
  }
  box.replaceChildren(h('pre', {class: 'doc', dataset: {code}}, state.explained.get(code)));
  box.hidden = false;
  btn.setAttribute('aria-expanded', 'true');
}

// ---- fixes ---------------------------------------------------------------

async function downloadFixed(path, section) {
  const note = section.querySelector('.file-note');
  note.textContent = `Applying the safe fixes to ${path}…`;
  const args = ['check', '--format', 'json', '--fix', ...settingsArgs(), '.'];
  const res = await run(args, state.files, {want: [path]});
  const out = res.files && res.files.find((f) => f.path === path);
  if (res.code === -1 || !out) {
    note.textContent = `The fixes could not be applied: ${res.error || res.stderr.trim() || 'no file came back'}`;
    return;
  }
  const name = path.split('/').pop();
  const url = URL.createObjectURL(new Blob([out.data], {type: 'application/octet-stream'}));
  const link = h('a', {href: url, download: name, class: 'download', dataset: {file: path}}, `Save fixed ${name}`);
  note.replaceChildren(`Fixed ${name} (${out.data.length} bytes): `, link);
  link.click();
}

// ---- an animation played on its skeleton, in the viewer ------------------

const ANIMATION = /\.(xaf|caf)$/i;
// A CAF finding placed on the timeline: its message names the keyframe.
const KEYFRAME_NAMED = /\bkeyframe \d+ of track \d+/;
const FRAME = 1 / 30; // the step of the timeline and of frame by frame

/** `file`'s folder as given: its path ("" or ending in '/'), the first
 * .cfg there that names the file (its character) with its text, and the
 * folder's first skeleton. */
function folderOf(file) {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const here = state.files.filter((f) => f.path.startsWith(dir) && !f.path.slice(dir.length).includes('/'));
  const base = file.slice(dir.length).toLowerCase();
  let cfg = null;
  let cfgText = '';
  for (const f of here) {
    if (!/\.cfg$/i.test(f.path) || !f.data) continue;
    const text = decodeText(f.data, f.path) || '';
    if (text.toLowerCase().includes(base)) {
      cfg = f.path;
      cfgText = text;
      break;
    }
  }
  const skel = here.find((f) => /\.(xsf|csf)$/i.test(f.path));
  return {dir, cfg, cfgText, skel: skel ? skel.path : null};
}

/** What an animation is drawn on: {target, others}. A Cal3D animation:
 * its character's .cfg, else the folder's skeleton. A BonesPro animation:
 * the BonesPro structure of its folder (the CLI takes the one named
 * before --animation; the page, the folder's first by path, the others
 * listed so the page can say the choice was not the only one). target is
 * null when none is given. */
function poseTarget(anim) {
  const f = folderOf(anim);
  if (state.txtFormats.get(anim) !== 'bpanim') return {target: f.cfg || f.skel, others: []};
  const structures = state.files.map((x) => x.path).filter((p) => state.txtFormats.get(p) === 'bpstruct' &&
    p.startsWith(f.dir) && !p.slice(f.dir.length).includes('/'));
  return {target: structures[0] || null, others: structures.slice(1)};
}

/** The viewer, shown beside the findings for `path`. */
function viewerFor(path) {
  const viewer = $('#viewer');
  viewer.hidden = false;
  $('#report-area').classList.add('with-viewer');
  state.viewer = path;
  viewer.dataset.file = path;
  return viewer;
}

/** The viewer says why `path` cannot be drawn. */
function nothingToDraw(viewer, path, why) {
  viewer.replaceChildren(h('h2', {class: 'viewer-title'}, path), h('p', {class: 'no-skeleton'}, why));
}

/** The viewer plays `anim`: skellint render's pose at each time of a
 * timeline (play, pause, scrub, frame by frame), each frame drawn by the
 * CLI as `render TARGET --animation ANIM --time T` draws it. */
async function openPlayer(anim) {
  const viewer = viewerFor(anim);
  const bonespro = state.txtFormats.get(anim) === 'bpanim';
  const {target, others} = poseTarget(anim);
  if (!target) {
    nothingToDraw(viewer, anim, bonespro
      ? 'No structure to play it on: give the BonesPro animation with its BonesPro structure, in the same folder.'
      : 'No skeleton to play it on: give the animation with its character\'s .cfg or its skeleton.');
    return;
  }
  const figure = h('figure', {class: 'picture player-picture', dataset: {animation: anim, target}});
  const slider = h('input', {type: 'range', class: 'timeline', min: '0', max: '0', step: String(FRAME), value: '0',
    'aria-label': 'Time in the animation'});
  const label = h('span', {class: 'time'}, '0.00 s');
  const play = h('button', {type: 'button', class: 'play'}, 'Play');
  const back = h('button', {type: 'button', class: 'frame-back', 'aria-label': 'One frame back'}, '◀ frame');
  const fwd = h('button', {type: 'button', class: 'frame-next', 'aria-label': 'One frame on'}, 'frame ▶');
  const note = h('p', {class: 'viewer-note', role: 'status'});
  const pairing = others.length
    ? h('p', {class: 'pairing-note'}, `${plural(others.length + 1, 'BonesPro structure')} in this folder: played on ${target}, the first by name; ` +
      `not on ${others.join(', ')}. To play it on another, give the animation with that structure alone.`)
    : '';
  const markBar = h('div', {class: 'keyframe-marks', role: 'group', 'aria-label': 'Keyframes with findings'});
  viewer.replaceChildren(h('h2', {class: 'viewer-title'}, `${anim} on ${target}`), pairing, note,
    h('div', {class: 'player-controls'}, play, ' ', back, ' ', h('span', {class: 'timeline-box'}, slider, markBar), ' ', fwd, ' ', label), figure);
  viewer.scrollIntoView({block: 'nearest'});

  // The findings of the animation: each one's keyframe and track (an
  // XAF's text; a CAF's by the keyframe its message names, in the XAF
  // `skellint show` writes for it).
  const diags = state.report ? state.report.diagnostics.filter((d) => d.path === anim) : [];
  const f = fileByPath(anim);
  const binary = diags.some((d) => d.byteOffset !== undefined) || CAL3D_BINARY.test(anim);
  let places = diags.map(() => ({time: null, bone: null}));
  if (bonespro) {
    // BonesPro frames have no keyframe elements: nothing placed.
  } else if (f && f.data && !binary) {
    places = placesOf(decodeText(f.data, anim) || '', diags);
  } else if (f && f.data && diags.some((d) => /\btrack \d+/.test(d.message))) {
    // (only when a finding names a track: an 8 MB CAF's XML takes seconds)
    const shown = await run(['show', anim], state.files);
    if (state.viewer !== anim) return;
    if (shown.code === 0) places = placesOfShown(shown.stdout, diags);
  }
  const marks = marksOf(places);
  const player = {duration: 0, wanted: 0, drawing: false, playing: false, started: 0, from: 0, bone: null};
  const placeMarks = () => {
    for (const b of markBar.children) {
      const t = Math.max(0, Math.min(player.duration, Number(b.dataset.time)));
      b.style.left = player.duration > 0 ? `${(t / player.duration) * 100}%` : '0';
    }
  };
  markBar.append(...marks.map((m) => h('button', {type: 'button', class: 'keyframe-mark', dataset: {time: String(m.time)},
    title: `${m.time} s: ${m.diags.map((i) => diags[i].code).join(', ')}`,
    'aria-label': `Keyframe at ${m.time} s: ${m.diags.map((i) => diags[i].code).join(', ')}`,
    onclick: () => seek(m.time)})));
  const highlight = (svg) => {
    if (player.bone === null) return;
    for (const el of svg.querySelectorAll(`[data-index="${player.bone}"]`)) el.classList.add('highlight');
  };
  const draw = async () => {
    if (player.drawing) return;
    player.drawing = true;
    while (state.viewer === anim) {
      const t = player.playing ? (player.from + (performance.now() - player.started) / 1000) % (player.duration || 1) : player.wanted;
      const time = String(Math.round(t * 1000) / 1000);
      // BonesPro: the CLI's --time takes the frame at or before the time at
      // 30 a second, so the page's frame k (k/30 s, written to the ms) is
      // asked for at its middle, (k + ½)/30 s: frame k whatever the rounding.
      const asked = bonespro ? String((Math.round(Number(time) / FRAME) + 0.5) * FRAME) : time;
      const res = await run(['render', ...configArgs(), target, '--animation', anim, '--time', asked, '-o', '-'], state.files);
      if (state.viewer !== anim) break;
      const svg = res.code === 0 || res.code === 1 ? svgNode(res.stdout) : null;
      if (!svg) {
        figure.replaceChildren(h('p', {}, `No pose: ${res.error || res.stderr.trim() || 'render gave nothing'}`));
        player.playing = false;
        play.textContent = 'Play';
        break;
      }
      player.duration = Number(svg.getAttribute('data-duration')) || 0;
      // Whole frames up to the duration, or past it by less than one (a
      // BonesPro animation of N frames lasts N/30 s written to 9 digits,
      // which would leave its last frame off a slider stepping by frames);
      // seek() holds the time to the duration.
      slider.max = String(Math.ceil(player.duration / FRAME - 1e-6) * FRAME);
      slider.value = time;
      label.textContent = `${Number(time).toFixed(2)} s of ${player.duration.toFixed(2)} s`;
      figure.dataset.time = time;
      highlight(svg);
      placeMarks();
      for (const b of markBar.children) b.classList.toggle('current', Number(b.dataset.time) === Number(time));
      figure.replaceChildren(h('div', {class: 'picture-scroll'}, svg),
        h('figcaption', {}, `The pose at ${Number(time).toFixed(2)} s, front and side (skellint render --animation): ` +
          (bonespro ? 'BonesPro frames at 30 a second, each held until the next.' : 'Cal3D\'s interpolation between keyframes.') +
          (marks.length ? ' Marks under the timeline: keyframes with findings.' : '')));
      if (!player.playing && String(player.wanted) === time) break;
    }
    player.drawing = false;
  };
  const seek = (t) => {
    player.playing = false;
    play.textContent = 'Play';
    player.wanted = Math.max(0, Math.min(player.duration || 0, Math.round(t * 1000) / 1000));
    draw();
  };
  slider.addEventListener('input', () => seek(Number(slider.value)));
  back.addEventListener('click', () => seek(Number(slider.value) - FRAME));
  fwd.addEventListener('click', () => seek(Number(slider.value) + FRAME));
  // A finding of the animation: its bone highlighted in every frame drawn
  // from now on, the timeline at its keyframe.
  const select = (d) => {
    const p = places[diags.indexOf(d)] || {time: null, bone: null};
    player.bone = p.bone;
    note.textContent = `${d.code} at ${position(d.start)}` +
      (p.bone !== null ? ` is about bone ${p.bone} (highlighted while it plays)` : ' is about no one track') +
      (p.time !== null ? `, in the keyframe at ${p.time} s.` : '.');
    if (p.time !== null) seek(p.time);
    else draw();
  };
  state.player = {anim, select};
  play.addEventListener('click', () => {
    player.playing = !player.playing;
    play.textContent = player.playing ? 'Pause' : 'Play';
    if (player.playing) {
      player.from = Number(slider.value) || 0;
      player.started = performance.now();
      draw();
    } else {
      player.wanted = Number(slider.value) || 0;
    }
  });
  await draw();
}

/** A finding of an animation on the player's timeline: the player opened
 * (on the first frame) when it is not, then the finding selected. */
async function showOnTimeline(d) {
  if (!state.player || state.player.anim !== d.path || state.viewer !== d.path) await openPlayer(d.path);
  if (state.player && state.player.anim === d.path) state.player.select(d);
}

// ---- a mesh's vertices under its skeleton, in the viewer ------------------

const MESH = /\.(xmf|cmf)$/i;
// Formats whose vertices are drawn under their own bones (skellint render FILE).
const OWN_MESH = new Set(['lgw', 'bpstruct']);

/** The vertex a finding's message is about: {vertex, submesh}, or null.
 * An LGW finding names its mesh ("vertex 2 of mesh \"body\""), a BonesPro
 * one the vertex alone: submesh null, found in the picture (the vertex
 * whose title holds the finding). */
function vertexOf(message, path) {
  const m = /\bvertex (\d+) of submesh (\d+)/.exec(message);
  if (m) return {vertex: m[1], submesh: m[2]};
  if (!OWN_MESH.has(state.txtFormats.get(path))) return null;
  const v = /\bvertex (\d+)\b/.exec(message);
  return v ? {vertex: v[1], submesh: null} : null;
}

/** The vertex of the picture a finding is about: the circle whose title
 * holds "CODE: message" (the picture titles each vertex with its findings),
 * else by number. */
function vertexKey(d, key) {
  if (key.submesh !== null) return key;
  const want = `${d.code}: ${d.message}`;
  for (const c of $('#viewer').querySelectorAll(`circle.vertex[data-vertex="${key.vertex}"]`)) {
    const t = c.querySelector('title');
    if (t && t.textContent.includes(want)) return {vertex: c.dataset.vertex, submesh: c.dataset.submesh};
  }
  return {vertex: key.vertex, submesh: '0'};
}

/** The skeleton a mesh is drawn under: the one its character's .cfg
 * names, else the folder's own. */
function skeletonFor(mesh) {
  const f = folderOf(mesh);
  const m = /^[ \t]*skeleton[ \t]*=[ \t]*(.+?)[ \t\r]*$/mi.exec(f.cfgText);
  const named = m ? f.dir + m[1].replace(/\\/g, '/') : null;
  return named && state.byPath.has(named) ? named : f.skel;
}

/** The viewer shows `mesh`'s vertices front and side under its skeleton
 * (skellint render MESH --skeleton SKELETON), those with findings coloured;
 * a click on a vertex lists its findings. */
async function openMesh(mesh) {
  const viewer = viewerFor(mesh);
  const own = OWN_MESH.has(state.txtFormats.get(mesh));
  const skel = own ? null : skeletonFor(mesh);
  if (!skel && !own) {
    nothingToDraw(viewer, mesh, 'No skeleton to draw it under: give the mesh with its character\'s .cfg or its skeleton.');
    return;
  }
  viewer.replaceChildren(h('p', {class: 'viewer-note'}, own ? `Drawing ${mesh}…` : `Drawing ${mesh} under ${skel}…`));
  viewer.scrollIntoView({block: 'nearest'});
  const res = await run(['render', ...configArgs(), mesh, ...(own ? [] : ['--skeleton', skel]), '-o', '-'], state.files);
  if (state.viewer !== mesh) return;
  const svg = res.code === 0 || res.code === 1 ? svgNode(res.stdout) : null;
  const note = h('p', {class: 'viewer-note', role: 'status'});
  const figure = h('figure', {class: 'picture mesh-picture', dataset: own ? {mesh} : {mesh, skeleton: skel}},
    svg ? h('div', {class: 'picture-scroll'}, svg) : h('p', {}, `No picture: ${res.error || res.stderr.trim() || 'render gave nothing'}`),
    h('figcaption', {}, (own ? 'The file\'s vertices, front and side, under its own bones (skellint render)' : 'The mesh\'s vertices, front and side, under its skeleton\'s bind pose (skellint render)') +
      ': vertices with findings are larger and coloured by what is wrong (weight sum, influence count, unknown bone). Click one for its findings.'));
  viewer.replaceChildren(h('h2', {class: 'viewer-title'}, own ? `${mesh}: vertices` : `${mesh} under ${skel}`), note, figure);
  if (!svg) return;
  svg.addEventListener('click', (ev) => {
    const c = ev.target.closest('circle.vertex');
    if (!c) return;
    const key = {vertex: c.dataset.vertex, submesh: c.dataset.submesh};
    markVertex(key);
    const items = findingsOfVertex(mesh, key, c);
    note.replaceChildren(items.length
      ? `Vertex ${key.vertex} of submesh ${key.submesh}: ${items.map((li) => li.dataset.code).join(', ')} (marked in the list).`
      : `Vertex ${key.vertex} of submesh ${key.submesh}: no findings.`);
    for (const li of document.querySelectorAll('#results .finding.vertex-match')) li.classList.remove('vertex-match');
    for (const li of items) li.classList.add('vertex-match');
  });
}

function markVertex(key) {
  for (const el of $('#viewer').querySelectorAll('circle.vertex.highlight')) el.classList.remove('highlight');
  for (const el of $('#viewer').querySelectorAll(`circle.vertex[data-vertex="${key.vertex}"][data-submesh="${key.submesh}"]`)) el.classList.add('highlight');
}

function findingsOfVertex(mesh, key, circle) {
  const title = circle && circle.querySelector('title') ? circle.querySelector('title').textContent : '';
  return Array.from(document.querySelectorAll('#results .finding')).filter((li) => {
    if (li.dataset.file !== mesh) return false;
    const message = li.querySelector('.message').textContent;
    const v = vertexOf(message, mesh);
    if (!v || v.vertex !== key.vertex) return false;
    // A finding naming no submesh: the vertex whose title holds it.
    return v.submesh === null ? title.includes(`${li.dataset.code}: ${message}`) : v.submesh === key.submesh;
  });
}

/** A mesh finding's vertex, highlighted in the mesh's picture. */
async function showVertex(d, found, li) {
  if (state.viewer !== d.path || !$('#viewer').querySelector('figure.mesh-picture svg')) await openMesh(d.path);
  const key = vertexKey(d, found);
  markVertex(key);
  const note = $('#viewer').querySelector('.viewer-note');
  if (note) note.textContent = `${d.code} is about vertex ${key.vertex} of submesh ${key.submesh} (highlighted).`;
  li.scrollIntoView({block: 'nearest'});
}

// ---- skeleton: tree and picture, in the viewer beside the findings -----

async function loadSkeleton(path) {
  if (state.trees.has(path)) return state.trees.get(path);
  const treeRes = await run(['tree', '--format', 'json', ...configArgs(), path], state.files);
  const tree = treeRes.code === 0 || treeRes.code === 1 ? parseTree(treeRes.stdout) : null;
  if (!tree) {
    const entry = {error: treeRes.error || treeRes.stderr.trim() || 'no bones'};
    state.trees.set(path, entry);
    return entry;
  }
  const entry = {tree, path, svg: null, svgError: ''};
  if (tree.count <= PICTURE_MAX) await drawPicture(entry);
  else entry.svgError = `not drawn by itself: ${plural(tree.count, 'bone')} take long to draw`;
  state.trees.set(path, entry);
  return entry;
}

/** Shows the skeleton of `path` in the viewer (loading it once); `jump`:
 * bring the viewer into view (the button asked for it). */
async function openViewer(path, jump = false) {
  const shown = state.viewer === path && $('#viewer').querySelector('.viewer-body');
  const viewer = viewerFor(path);
  if (!shown) {
    viewer.replaceChildren(h('p', {class: 'viewer-note'}, `Drawing the skeleton of ${path}…`));
    const entry = await loadSkeleton(path);
    if (state.viewer !== path) return entry;
    viewer.replaceChildren(...skeletonView(path, entry));
  }
  if (jump) viewer.scrollIntoView({block: 'nearest'});
  return state.trees.get(path);
}

// Bones drawn without asking; a larger skeleton's picture is a button
// (skellint render takes minutes for 100,000 bones).
const PICTURE_MAX = 5000;
// Larger SVG text is shown as an image: parsing it into the page would
// hold the page up (no highlighting then).
const SVG_INLINE_MAX = 8 * 1024 * 1024;

async function drawPicture(entry) {
  const res = await run(['render', ...configArgs(), entry.path, '-o', '-'], state.files);
  entry.svg = res.code === 0 || res.code === 1 ? res.stdout : null;
  entry.svgError = entry.svg ? '' : res.error || res.stderr.trim() || 'render gave nothing';
}

/** What the picture is, said truthfully: render draws the bind pose when
 * the file has one, else only the hierarchy (data-posed says which). */
function caption(entry) {
  if (entry.svg && /data-posed="false"/.test(entry.svg.slice(0, 4096))) {
    return 'The bone hierarchy, not a pose: this format stores no bind pose, so each bone is drawn one row below its parent, in file order across (skellint render). Bones with errors are red, with warnings orange.';
  }
  return 'The bind pose, front and side (skellint render): the skeleton stood up as it would be rigged. Bones with errors are drawn thicker and red, with warnings orange.';
}

function pictureContent(entry) {
  const cap = h('figcaption', {}, caption(entry));
  if (entry.svg && entry.svg.length > SVG_INLINE_MAX) {
    const url = URL.createObjectURL(new Blob([entry.svg], {type: 'image/svg+xml'}));
    return [h('img', {src: url, alt: `The skeleton of ${entry.tree.skeleton}`}), cap];
  }
  const svg = entry.svg ? svgNode(entry.svg) : null;
  if (svg) return [h('div', {class: 'picture-scroll'}, svg), cap];
  const parts = [h('p', {}, `No picture: ${entry.svgError || 'render gave nothing'}`)];
  if (!entry.svg && entry.tree.count > PICTURE_MAX) {
    parts.push(h('button', {type: 'button', class: 'draw', onclick: async (ev) => {
      const figure = ev.target.closest('figure');
      figure.replaceChildren(h('p', {}, `Drawing ${plural(entry.tree.count, 'bone')}…`));
      await drawPicture(entry);
      figure.replaceChildren(...pictureContent(entry));
    }}, 'Draw it anyway'));
  }
  return parts;
}

// The render's view titles, in plain words (lint/picture.c writes the
// short forms; the CLI's goldens keep them).
const PLAIN_LABELS = new Map([
  ['Front (facing not found: broad side)', 'Front or back: seen on its broad side (which way it faces is not known)'],
  ['Side (facing not found: narrow side)', 'Side: seen on its narrow side (left or right is not known)'],
  ['Front, facing you', 'Front: facing you'],
  ['Right side, facing right', 'Its right side: facing right'],
]);

/** The render's SVG as nodes of this page: its own <style> is dropped (the
 * page's CSP allows no inline style; style.css draws the same classes).
 * Drawn at its own size (a 5-bone hierarchy stays small), never wider
 * than the viewer. */
function svgNode(text) {
  // Cut before parsing: a parsed <style> is already refused (and logged).
  const doc = new DOMParser().parseFromString(text.replace(/<style[\s\S]*?<\/style>/g, ''), 'image/svg+xml');
  const svg = doc.documentElement;
  if (!svg || svg.nodeName !== 'svg') return null;
  for (const el of svg.querySelectorAll('style, script, foreignObject')) el.remove();
  for (const el of [svg, ...svg.querySelectorAll('*')]) {
    for (const a of Array.from(el.attributes)) if (/^on/i.test(a.name) || a.name === 'style') el.removeAttribute(a.name);
  }
  for (const t of svg.querySelectorAll('text')) {
    const plain = PLAIN_LABELS.get(t.textContent);
    if (plain) t.textContent = plain;
  }
  svg.setAttribute('role', 'img');
  const title = svg.querySelector('title');
  if (title) svg.setAttribute('aria-label', title.textContent);
  return document.importNode(svg, true);
}

function skeletonView(path, entry) {
  if (!entry.tree) {
    return [h('h2', {class: 'viewer-title'}, path), h('p', {class: 'no-skeleton'}, `No skeleton to show: ${entry.error}`)];
  }
  const {tree} = entry;
  const head = tree.character ? `${tree.character}: the skeleton ${tree.skeleton}` : tree.skeleton;
  return [
    h('h2', {class: 'viewer-title'}, `${head} (${tree.format}, ${plural(tree.count, 'bone')})`),
    h('p', {class: 'viewer-note', role: 'status'}),
    h('div', {class: 'viewer-body'},
      h('figure', {class: 'picture', dataset: {skeleton: tree.skeleton}}, ...pictureContent(entry)),
      h('details', {class: 'bone-list', open: true}, h('summary', {}, 'Bones'), treeList(tree))),
  ];
}

// The bones in the order the tree printed them (depth first), nested by
// depth: each bone goes under the nearest bone before it that is less deep.
const TREE_MAX = 5000; // bones listed; the picture still has them all

function treeList(tree) {
  const root = h('ul', {class: 'bones'});
  const stack = []; // [{depth, li}]
  let cycle = null;
  let listed = 0;
  for (const b of tree.bones) {
    if (++listed > TREE_MAX) {
      root.append(h('li', {class: 'note'}, `… and ${tree.bones.length - TREE_MAX} more bones (skellint tree lists them all).`));
      break;
    }
    const li = h('li', {dataset: {bone: b.index}},
      h('span', {class: 'bone-name'}, `[${b.index}] ${b.name}`),
      b.missingParent !== null ? h('span', {class: 'note'}, ` (parent ${b.missingParent} not found)`) : null,
      b.orphan ? h('span', {class: 'note'}, ` (parent [${b.parent}], in a cycle)`) : null,
      b.codes.length ? h('span', {class: 'bone-codes'}, ' ', b.codes.join(' ')) : null);
    if (b.orphan) {
      if (!cycle) {
        cycle = h('ul', {});
        root.append(h('li', {class: 'cycle'}, 'Not reached from a root (a parent cycle):', cycle));
      }
      cycle.append(li);
      continue;
    }
    while (stack.length && stack[stack.length - 1].depth >= b.depth) stack.pop();
    if (!stack.length) root.append(li);
    else {
      const parent = stack[stack.length - 1].li;
      let ul = parent.querySelector(':scope > ul');
      if (!ul) parent.append((ul = h('ul', {})));
      ul.append(li);
    }
    stack.push({depth: b.depth, li});
  }
  return root;
}

/** A finding's bone, highlighted in the viewer beside the list: the
 * finding stays where it is on the screen. */
async function showBone(d, li) {
  for (const el of document.querySelectorAll('.finding.selected')) el.classList.remove('selected');
  if (li) li.classList.add('selected');
  const entry = await openViewer(d.path);
  const viewer = $('#viewer');
  for (const el of viewer.querySelectorAll('.highlight')) el.classList.remove('highlight');
  const note = viewer.querySelector('.viewer-note');
  if (!entry || !entry.tree || !note) return;
  const bones = bonesOf(d, entry.tree);
  if (!bones.length) {
    note.textContent = `${d.code} at ${position(d.start)} is about no bone in particular.`;
    return;
  }
  for (const i of bones) {
    for (const el of viewer.querySelectorAll(`[data-bone="${i}"] > .bone-name, svg [data-index="${i}"]`)) el.classList.add('highlight');
  }
  const names = bones.map((i) => {
    const b = entry.tree.bones.find((x) => x.index === i);
    return b ? `[${i}] ${b.name}` : `[${i}]`;
  });
  note.textContent = `${d.code} at ${position(d.start)} is about ${bones.length > 1 ? 'one of the bones ' : 'the bone '}${names.join(', ')} (highlighted).`;
  // Scrolled inside the bone list only: the page (and the finding) stay.
  const first = viewer.querySelector(`[data-bone="${bones[0]}"] > .bone-name`);
  const box = viewer.querySelector('ul.bones');
  if (first && box) box.scrollTop += first.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientHeight / 3;
}

// Opened without asking: a character's skeleton, else the first skeleton
// of a file up to 512 KB (a 100,000-bone picture is a click away, not a
// wait the user did not ask for).
const AUTO_OPEN_BYTES = 512 * 1024;

function autoOpenSkeleton() {
  if (state.viewer && state.byPath.has(state.viewer)) {
    const path = state.viewer;
    state.viewer = null;
    openViewer(path);
    return;
  }
  const paths = state.files.map((f) => f.path).filter((p) => !state.skipped.has(p));
  const cfg = paths.find((p) => /\.cfg$/i.test(p));
  const skel = paths.find((p) => /\.(xsf|csf|bon)$/i.test(p) && fileByPath(p).size <= AUTO_OPEN_BYTES);
  if (cfg || skel) openViewer(cfg || skel);
}

// ---- binary Cal3D as XML -----------------------------------------------------

// XML shown at first and per "Show more": an 8 MB animation's XML in one
// <pre> held the page 8.6 s; all of it is in the download.
const XML_SHOWN = 256 * 1024;

async function toggleXml(path, section) {
  const btn = section.querySelector('.show-xml');
  const box = section.querySelector('.xml');
  if (btn.getAttribute('aria-expanded') === 'true') {
    btn.setAttribute('aria-expanded', 'false');
    box.hidden = true;
    return;
  }
  btn.setAttribute('aria-expanded', 'true');
  box.hidden = false;
  if (box.dataset.loaded) return;
  box.replaceChildren(h('p', {}, `Converting ${path}…`));
  const res = await run(['show', path], state.files);
  box.dataset.loaded = '1';
  if (res.code !== 0) {
    box.replaceChildren(h('p', {}, `Not shown: ${res.error || res.stderr.trim()}`));
    return;
  }
  const xml = res.stdout;
  const name = path.split('/').pop().replace(/\.[^.]*$/, '') + '.xml';
  const url = URL.createObjectURL(new Blob([xml], {type: 'application/xml'}));
  const pre = h('pre', {class: 'xml-text', tabindex: '0', 'aria-label': `${path} as XML`});
  const more = h('button', {type: 'button', class: 'more-xml'});
  let shown = 0;
  const next = () => {
    // Cut at a line end, so no line is split between two pieces.
    let end = Math.min(xml.length, shown + XML_SHOWN);
    if (end < xml.length) {
      const nl = xml.lastIndexOf('\n', end);
      if (nl > shown) end = nl + 1;
    }
    pre.append(xml.slice(shown, end));
    shown = end;
    more.hidden = shown >= xml.length;
    more.textContent = `Show more (${Math.round((xml.length - shown) / 1024).toLocaleString('en')} KB not shown)`;
  };
  more.addEventListener('click', next);
  next();
  box.replaceChildren(h('p', {}, h('a', {href: url, download: name, class: 'download-xml'}, `Save ${name}`),
    ` (${Math.round(xml.length / 1024).toLocaleString('en')} KB, as skellint show prints it)`), pre, more);
}

// ---- save the report -------------------------------------------------------

function download(bytes, name, type) {
  const url = URL.createObjectURL(new Blob([bytes], {type}));
  const link = h('a', {href: url, download: name, class: 'download'}, `Save ${name}`);
  $('#save-note').replaceChildren(link, ` (${plural(bytes.length, 'byte')})`);
  link.click();
}

/** The check's report as the CLI wrote it: the JSON of the check shown,
 * or the same check again with --format sarif. */
async function saveReport(format) {
  if (!state.report) return;
  if (format === 'json') {
    download(new TextEncoder().encode(state.reportText), 'skellint-report.json', 'application/json');
    return;
  }
  $('#save-note').textContent = 'Writing the SARIF report…';
  const args = state.args.slice();
  args.splice(args.indexOf('--format') + 1, 1, 'sarif');
  const res = await run(args, state.files);
  if (res.code === -1 || !res.stdout) {
    $('#save-note').textContent = `No SARIF report: ${res.error || res.stderr.trim()}`;
    return;
  }
  download(new TextEncoder().encode(res.stdout), 'skellint-report.sarif', 'application/sarif+json');
}

// ---- input: drop and pick ----------------------------------------------

function setUp() {
  const drop = $('#drop');
  const pickFiles = $('#pick-files');
  const pickFolder = $('#pick-folder');
  const reading = (n) => setStatus(`Reading the files: ${plural(n, 'file')} so far…`, {done: 0, total: 0});
  drop.addEventListener('click', () => pickFiles.click());
  for (const ev of ['dragenter', 'dragover']) {
    document.addEventListener(ev, (e) => {
      e.preventDefault();
      drop.classList.add('dragging');
    });
  }
  document.addEventListener('dragleave', (e) => {
    if (!e.relatedTarget) drop.classList.remove('dragging');
  });
  document.addEventListener('drop', async (e) => {
    e.preventDefault();
    drop.classList.remove('dragging');
    setStatus('Reading the dropped files…', {done: 0, total: 0});
    takeFiles(await fromDataTransfer(e.dataTransfer, reading));
  });
  for (const input of [pickFiles, pickFolder]) {
    input.addEventListener('change', async () => {
      setStatus('Reading the chosen files…', {done: 0, total: 0});
      const files = await fromFileList(input.files, reading);
      input.value = '';
      takeFiles(files);
    });
  }
  $('#clear').addEventListener('click', clearFiles);
  $('#save-json').addEventListener('click', () => saveReport('json'));
  $('#save-sarif').addEventListener('click', () => saveReport('sarif'));
  $('#settings-form').addEventListener('submit', (e) => {
    e.preventDefault();
    state.trees.clear();
    check();
  });
  for (const [id] of SETTINGS) {
    $(id).addEventListener('input', () => {
      $(id).removeAttribute('aria-invalid');
      $(id + '-err').hidden = true;
    });
  }
  for (const id of ['#filter-error', '#filter-warning', '#filter-info', '#filter-code']) {
    $(id).addEventListener('change', applyFilters);
  }
  document.body.dataset.state = 'ready';
  // The version, from the engine itself (this also loads it before the
  // first check: no request is made after one).
  run(['--version'], []).then((res) => {
    const v = res.code === 0 ? res.stdout.trim() : '';
    if (v) $('#version').textContent = v + ', compiled to WebAssembly';
  });
}

setUp();
