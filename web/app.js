// app.js — the page: take files, check them all in one CLI run in the
// worker (engine.js), show what the CLI reports. Every answer on the page
// comes from a CLI command run on the files given:
//   check --format json [settings] .   the findings (docs/json.md)
//   check --fix [settings] .           "download fixed file" (want: that file)
//   explain CODE                       a rule's documentation
//   tree FILE, render FILE -o -        the bone tree and the picture
//   show FILE                          a binary Cal3D file as XML

import {run} from './engine.js';
import {fromDataTransfer, fromFileList} from './files.js';
import {decodeText, Text, snippet, hexRows, isBinaryPath} from './source.js';
import {parseTree, bonesOf} from './bones.js';

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
  files: [],          // [{path, data}] as given
  texts: new Map(),   // path → Text (decoded on first use)
  report: null,       // the check's JSON
  args: [],           // the check's arguments
  trees: new Map(),   // path → parsed tree (or {error})
  explained: new Map(), // code → explain's text
  runs: 0,            // checks finished (for tests and the status)
  generation: 0,      // checks started: only the latest one's report is shown
};

// ---- settings → CLI arguments ------------------------------------------

function settingsArgs() {
  const args = [];
  const profile = $('#opt-profile').value;
  if (profile && profile !== 'cal3d') args.push('--profile', profile);
  for (const [id, flag] of [['#opt-weight', '--weight-tolerance'], ['#opt-quat', '--quaternion-tolerance'],
    ['#opt-bind', '--bind-pose-tolerance'], ['#opt-time', '--time-tolerance'],
    ['#opt-influences', '--max-influences'], ['#opt-select', '--select'], ['#opt-ignore', '--ignore']]) {
    const v = $(id).value.trim();
    if (v) args.push(flag, v);
  }
  if ($('#opt-no-config').checked) args.push('--no-config');
  return args;
}

function configArgs() {
  return $('#opt-no-config').checked ? ['--no-config'] : [];
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
  return `${n} ${n === 1 ? one : many}`;
}

// ---- the check -------------------------------------------------------------

async function takeFiles(files) {
  if (!files.length) {
    setStatus('No files were given.');
    return;
  }
  state.files = files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  state.texts.clear();
  state.trees.clear();
  await check();
}

async function check() {
  if (!state.files.length) {
    setStatus('Drop files or a folder first.');
    return;
  }
  const args = ['check', '--format', 'json', ...settingsArgs(), '.'];
  state.args = args;
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
  $('#command').textContent = 'skellint ' + args.map(shellQuote).join(' ');
  $('#command').dataset.args = JSON.stringify(args);
  $('#command-box').hidden = false;
  let report = null;
  if (res.code !== -1) {
    try {
      report = JSON.parse(res.stdout);
    } catch (e) {
      report = null;
    }
  }
  state.report = report;
  state.runs++;
  document.body.dataset.runs = String(state.runs);
  if (!report) {
    document.body.dataset.state = 'failed';
    const why = res.error || res.stderr.trim() || `exit status ${res.code}`;
    setStatus(`The check did not finish: ${why}`);
    $('#results').replaceChildren();
    $('#filters').hidden = true;
    return;
  }
  showReport(report, res.stderr, performance.now() - started);
  document.body.dataset.state = 'done';
  autoOpenSkeletons();
}

function shellQuote(a) {
  return /^[A-Za-z0-9_./=:,+-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`;
}

// ---- the report --------------------------------------------------------

function showReport(report, stderr, ms) {
  const byFile = new Map(state.files.map((f) => [f.path, []]));
  for (const d of report.diagnostics) {
    if (!byFile.has(d.path)) byFile.set(d.path, []);
    byFile.get(d.path).push(d);
  }
  const counts = {error: 0, warning: 0, info: 0};
  for (const d of report.diagnostics) counts[d.severity] = (counts[d.severity] || 0) + 1;

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

  // The code filter offers the codes found.
  const codes = Array.from(new Set(report.diagnostics.map((d) => d.code))).sort();
  const sel = $('#filter-code');
  const keep = sel.value;
  sel.replaceChildren(h('option', {value: ''}, 'All codes'),
    ...codes.map((c) => h('option', {value: c}, `${c} (${report.diagnostics.filter((d) => d.code === c).length})`)));
  sel.value = codes.includes(keep) ? keep : '';
  $('#filters').hidden = report.diagnostics.length === 0;

  // Files with findings first; the others after, compact.
  const withFindings = Array.from(byFile).filter(([, diags]) => diags.length);
  const clean = Array.from(byFile).filter(([, diags]) => !diags.length);
  const list = $('#results');
  list.replaceChildren(...withFindings.map(([path, diags]) => fileSection(path, diags)));
  if (clean.length) {
    list.append(h('h2', {class: 'clean-heading'}, `No findings in ${plural(clean.length, 'other file')} given`),
      h('p', {class: 'help'}, 'Files skellint does not know are not checked (see the count above).'),
      ...clean.map(([path, diags]) => fileSection(path, diags)));
  }
  applyFilters();
}

function fileByPath(path) {
  return state.files.find((f) => f.path === path) || null;
}

function textOf(path) {
  if (!state.texts.has(path)) {
    const f = fileByPath(path);
    state.texts.set(path, f ? new Text(decodeText(f.data, path) || '') : null);
  }
  return state.texts.get(path);
}

function fileSection(path, diags) {
  const counts = {error: 0, warning: 0, info: 0};
  for (const d of diags) counts[d.severity]++;
  const safe = diags.some((d) => d.fixes.some((f) => f.safe));
  const id = 'file-' + Math.random().toString(36).slice(2);
  const section = h('section', {class: diags.length ? 'file' : 'file clean', dataset: {file: path}, 'aria-labelledby': id + '-h'});
  const countText = diags.length
    ? ['error', 'warning', 'info'].filter((s) => counts[s]).map((s) => plural(counts[s], s, s === 'info' ? 'infos' : s + 's')).join(', ')
    : 'no findings';
  section.append(h(diags.length ? 'h2' : 'h3', {id: id + '-h'}, h('span', {class: 'path'}, path), ' ', h('span', {class: 'counts'}, `(${countText})`)));

  const actions = h('div', {class: 'actions'});
  if (safe) actions.append(h('button', {type: 'button', class: 'fix', onclick: () => downloadFixed(path, section)}, 'Download fixed file'));
  const f = fileByPath(path);
  if (f && !NOT_SKELETON.test(path)) {
    actions.append(h('button', {type: 'button', class: 'show-skeleton', 'aria-expanded': 'false',
      onclick: () => toggleSkeleton(path, section)}, 'Skeleton picture and bones'));
  }
  if (f && CAL3D_BINARY.test(path)) {
    actions.append(h('button', {type: 'button', class: 'show-xml', 'aria-expanded': 'false',
      onclick: () => toggleXml(path, section)}, 'Show as XML'));
  }
  if (actions.childNodes.length) section.append(actions);
  section.append(h('p', {class: 'file-note', role: 'status'}));
  section.append(h('div', {class: 'skeleton', hidden: true}));
  section.append(h('div', {class: 'xml', hidden: true}));
  if (diags.length) {
    const list = {diags, limit: FIRST_SHOWN, ol: h('ol', {class: 'findings'}),
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
        f.edits.length ? h('span', {class: 'edits'}, ' — ', f.edits.map((e, i) =>
          [i ? '; ' : '', `${position(e.start)}–${position(e.end)} → `, h('code', {}, JSON.stringify(e.text))])) : null))));
  }
  if (!NOT_SKELETON.test(d.path)) {
    li.append(h('button', {type: 'button', class: 'show-bone', onclick: () => showBone(d, section)}, 'Show its bone'));
  }
  li.append(explainBox);
  li.addEventListener('click', (ev) => {
    if (ev.target.closest('button, a, input, select')) return;
    if (!NOT_SKELETON.test(d.path)) showBone(d, section);
  });
  return li;
}

function sourceView(path, start, end, byteOffset, byteEnd) {
  const f = fileByPath(path);
  if (!f) return null;
  if (byteOffset !== undefined || isBinaryPath(path)) {
    if (byteOffset === undefined) return null;
    const rows = hexRows(f.data, byteOffset, byteEnd);
    return h('pre', {class: 'src hex'}, rows.map((r) => [
      h('span', {class: 'lineno'}, r.offset.toString(16).toUpperCase().padStart(6, '0')), ' ',
      r.cells.map((c) => (c.marked ? [h('mark', {}, c.hex), ' '] : c.hex + ' ')), '\n']));
  }
  const t = textOf(path);
  const s = t && snippet(t, start, end);
  if (!s) return null;
  return h('pre', {class: 'src'},
    h('span', {class: 'lineno'}, String(s.lineNo)), ' ', s.before,
    h('mark', {class: s.marked ? '' : 'empty'}, s.marked || '\u200b'), s.after,
    s.more ? h('span', {class: 'more'}, ` (continues to line ${s.more})`) : null);
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

/** (Re)builds a file's list: the findings the filters let through, up to
 * its limit, and a button for the rest. Returns how many match. */
function renderFindings(section, list) {
  const match = list.diags.filter(filterTest());
  list.ol.replaceChildren(...match.slice(0, list.limit).map((d) => findingItem(d, section)));
  const left = match.length - Math.min(match.length, list.limit);
  list.more.hidden = left === 0;
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

function applyFilters() {
  for (const section of document.querySelectorAll('#results .file')) {
    const list = lists.get(section);
    if (list) renderFindings(section, list);
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

// ---- skeleton: tree and picture -----------------------------------------

async function loadSkeleton(path, box) {
  if (state.trees.has(path)) return state.trees.get(path);
  box.hidden = false;
  box.replaceChildren(h('p', {}, `Drawing the skeleton of ${path}…`));
  const treeRes = await run(['tree', ...configArgs(), path], state.files);
  const tree = treeRes.code === 0 || treeRes.code === 1 ? parseTree(treeRes.stdout) : null;
  if (!tree) {
    const why = treeRes.error || treeRes.stderr.trim() || 'no bones';
    const entry = {error: why};
    state.trees.set(path, entry);
    box.replaceChildren(h('p', {class: 'no-skeleton'}, `No skeleton to show: ${why}`));
    return entry;
  }
  const entry = {tree, path, svg: null, svgError: ''};
  if (tree.count <= PICTURE_MAX) await drawPicture(entry);
  else entry.svgError = `not drawn by itself: ${plural(tree.count, 'bone')} take long to draw`;
  state.trees.set(path, entry);
  box.replaceChildren(...skeletonView(path, entry));
  return entry;
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

function pictureContent(entry) {
  const caption = h('figcaption', {}, 'The bind pose, front and side (skellint render); bones with errors are drawn thicker and red, with warnings orange.');
  if (entry.svg && entry.svg.length > SVG_INLINE_MAX) {
    const url = URL.createObjectURL(new Blob([entry.svg], {type: 'image/svg+xml'}));
    return [h('img', {src: url, alt: `The bind pose of ${entry.tree.skeleton}`}), caption];
  }
  const svg = entry.svg ? svgNode(entry.svg) : null;
  if (svg) return [svg, caption];
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

/** The render's SVG as nodes of this page: its own <style> is dropped (the
 * page's CSP allows no inline style; style.css draws the same classes). */
function svgNode(text) {
  // Cut before parsing: a parsed <style> is already refused (and logged).
  const doc = new DOMParser().parseFromString(text.replace(/<style[\s\S]*?<\/style>/g, ''), 'image/svg+xml');
  const svg = doc.documentElement;
  if (!svg || svg.nodeName !== 'svg') return null;
  for (const el of svg.querySelectorAll('style, script, foreignObject')) el.remove();
  for (const el of [svg, ...svg.querySelectorAll('*')]) {
    for (const a of Array.from(el.attributes)) if (/^on/i.test(a.name) || a.name === 'style') el.removeAttribute(a.name);
  }
  svg.removeAttribute('height');
  svg.setAttribute('width', '100%');
  svg.setAttribute('role', 'img');
  const title = svg.querySelector('title');
  if (title) svg.setAttribute('aria-label', title.textContent);
  return document.importNode(svg, true);
}

function skeletonView(path, entry) {
  const {tree} = entry;
  const parts = [];
  const head = tree.character ? `${tree.character}: the skeleton ${tree.skeleton}` : tree.skeleton;
  parts.push(h('h3', {}, `${head} (${tree.format}, ${plural(tree.count, 'bone')})`));
  parts.push(h('figure', {class: 'picture', dataset: {skeleton: tree.skeleton}}, ...pictureContent(entry)));
  parts.push(h('h4', {}, 'Bones'));
  parts.push(treeList(tree));
  return parts;
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

async function toggleSkeleton(path, section) {
  const btn = section.querySelector('.show-skeleton');
  const box = section.querySelector('.skeleton');
  if (btn && btn.getAttribute('aria-expanded') === 'true') {
    btn.setAttribute('aria-expanded', 'false');
    box.hidden = true;
    return;
  }
  if (btn) btn.setAttribute('aria-expanded', 'true');
  box.hidden = false;
  await loadSkeleton(path, box);
}

async function showBone(d, section) {
  const box = section.querySelector('.skeleton');
  if (!box) return;
  const btn = section.querySelector('.show-skeleton');
  if (btn) btn.setAttribute('aria-expanded', 'true');
  box.hidden = false;
  const entry = await loadSkeleton(d.path, box);
  for (const el of document.querySelectorAll('.highlight')) el.classList.remove('highlight');
  for (const el of document.querySelectorAll('.finding.selected')) el.classList.remove('selected');
  const note = section.querySelector('.file-note');
  if (!entry.tree) return;
  const li = Array.from(section.querySelectorAll('.finding')).find((x) => x.dataset.code === d.code &&
    Number(x.dataset.line) === d.start.line && Number(x.dataset.col) === d.start.column);
  if (li) li.classList.add('selected');
  const bones = bonesOf(d, entry.tree);
  if (!bones.length) {
    note.textContent = `${d.code} at ${position(d.start)} is about no bone in particular.`;
    return;
  }
  for (const i of bones) {
    for (const el of box.querySelectorAll(`[data-bone="${i}"] > .bone-name, svg [data-index="${i}"]`)) el.classList.add('highlight');
  }
  const names = bones.map((i) => {
    const b = entry.tree.bones.find((x) => x.index === i);
    return b ? `[${i}] ${b.name}` : `[${i}]`;
  });
  note.textContent = `${d.code} at ${position(d.start)} is about ${bones.length > 1 ? 'one of the bones ' : 'the bone '}${names.join(', ')} (highlighted below).`;
  const first = box.querySelector(`[data-bone="${bones[0]}"] > .bone-name`);
  if (first) {
    first.scrollIntoView({block: 'nearest'});
  }
}

// Opened without asking: a character's skeleton, else up to three
// skeletons, and none from a file over 512 KB (a 100,000-bone picture is a
// click away, not a wait the user did not ask for).
const AUTO_OPEN_BYTES = 512 * 1024;

function autoOpenSkeletons() {
  const sections = Array.from(document.querySelectorAll('#results .file'));
  const small = (s) => {
    const f = fileByPath(s.dataset.file);
    return f && f.data.length <= AUTO_OPEN_BYTES;
  };
  const cfg = sections.filter((s) => /\.cfg$/i.test(s.dataset.file));
  const skel = sections.filter((s) => /\.(xsf|csf)$/i.test(s.dataset.file) && small(s));
  const open = (cfg.length ? cfg : skel).slice(0, 3);
  for (const s of open) toggleSkeleton(s.dataset.file, s);
}

// ---- binary Cal3D as XML -----------------------------------------------------

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
  if (!box.dataset.loaded) {
    box.replaceChildren(h('p', {}, `Converting ${path}…`));
    const res = await run(['show', path], state.files);
    box.dataset.loaded = '1';
    box.replaceChildren(res.code === 0
      ? h('pre', {class: 'xml-text', tabindex: '0', 'aria-label': `${path} as XML`}, res.stdout)
      : h('p', {}, `Not shown: ${res.error || res.stderr.trim()}`));
  }
}

// ---- input: drop and pick ----------------------------------------------

function setUp() {
  const drop = $('#drop');
  const pickFiles = $('#pick-files');
  const pickFolder = $('#pick-folder');
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
    takeFiles(await fromDataTransfer(e.dataTransfer));
  });
  for (const input of [pickFiles, pickFolder]) {
    input.addEventListener('change', async () => {
      setStatus('Reading the chosen files…', {done: 0, total: 0});
      const files = await fromFileList(input.files);
      input.value = '';
      takeFiles(files);
    });
  }
  $('#settings-form').addEventListener('submit', (e) => {
    e.preventDefault();
    state.trees.clear();
    check();
  });
  for (const id of ['#filter-error', '#filter-warning', '#filter-info', '#filter-code']) {
    $(id).addEventListener('change', applyFilters);
  }
  document.body.dataset.state = 'ready';
}

setUp();
