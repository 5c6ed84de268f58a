/* engine.test.js SKELLINT SITE [--only cases|corpus|hostile|big] — the
 * WebAssembly engine (make web: SITE = build-web/site) gives the CLI's
 * answers. Debian's chromium, headless, driven by playwright-core, loads a
 * blank page from a local static server of SITE and runs web/worker.js
 * (the protocol of docs/web.md) on:
 *  - every case of tests/cases exactly as tests/run_cases.sh runs it (the
 *    case's folder as the working folder, `check --no-fold NAME [.args
 *    words]`), with `--format json`; the folder's files (and subfolders)
 *    are written beside it, as on disk;
 *  - every file of ../shared/corpus (skipped with a message when absent),
 *    from the corpus's root, with the files of its folder beside it;
 *  - hostile inputs (tests/lib/fuzz/seeds, and deep nesting, a long line, huge
 *    numbers, NUL bytes, UTF-16, many attributes made here): an answer
 *    within a time limit, never a crash of the worker;
 *  - the other commands (render, tree, show, explain, rules) and --fix,
 *    with the files they write given back by the worker (`want`);
 *  - the benchmark's 100,000-bone XSF (32.4 MB, bench/gen_xsf.c) made
 *    here, timed beside the native CLI (bench/RESULTS.md, "In the browser").
 * The native SKELLINT runs the same arguments from the same relative
 * folder: exit code, stdout and stderr must be equal byte for byte (the
 * paths in the reports are relative, the same on both sides). Every
 * difference is printed. Exit 77 (skip) with the reason when chromium,
 * playwright-core or the built site is missing. */
'use strict';
const fs = require('fs');
const path = require('path');
const http = require('http');
const os = require('os');
const {spawnSync} = require('child_process');

const here = __dirname;
const repo = path.resolve(here, '../..');
const [bin, site] = process.argv.slice(2, 4).map((p) => p && path.resolve(p));
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : null;
const want = (part) => !only || only.includes(part);
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

function skip(why) { console.log('SKIP: ' + why); process.exit(77); }
if (!bin || !site) { console.error('usage: engine.test.js SKELLINT SITE'); process.exit(2); }
if (!fs.existsSync(CHROMIUM)) skip(CHROMIUM + ' not found (tools/setup.sh --browser installs Debian\'s chromium)');
for (const f of ['skellint.js', 'skellint.wasm', 'worker.js'])
  if (!fs.existsSync(path.join(site, f))) skip(path.join(site, f) + ' missing: run `make web` (needs emscripten)');
let chromium;
try { ({chromium} = require(path.join(here, 'node_modules/playwright-core'))); } catch (e) {
  skip('playwright-core is not installed in tests/web/node_modules (tests/npm_install.sh could not install it)');
}

let failures = 0;
function fail(msg) { failures++; console.log('FAIL: ' + msg); }

/* --- inputs: blobs served to the page by key, runs described by key ---- */
const blobs = new Map();
function blobKey(file) { /* an absolute path on disk, or a made-up key with its bytes */
  if (!blobs.has(file)) blobs.set(file, null);
  return file;
}
function filesUnder(dir, rel = '') { /* every file below dir, relative paths */
  const out = [];
  for (const e of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
    const r = rel ? rel + '/' + e.name : e.name;
    if (e.name.startsWith('.') && e.isDirectory()) continue;
    if (e.isDirectory()) out.push(...filesUnder(dir, r));
    else if (e.isFile()) out.push(r);
  }
  return out;
}

let marker = null;
function gitMarker() { /* an empty file standing for the checkout's .git */
  if (!marker) {
    marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-web-git-')), 'git');
    fs.writeFileSync(marker, '');
    process.on('exit', () => fs.rmSync(path.dirname(marker), {recursive: true, force: true}));
  }
  return marker;
}

function native(args, cwd) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(bin, args, {cwd, env: {...process.env, NO_COLOR: '1'}, maxBuffer: 1 << 30});
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return {code: r.status === null ? -1 : r.status, stdout: r.stdout.toString('utf8'),
    stderr: r.stderr.toString('utf8'), ms};
}

/* Runs: {name, args, cwd (on disk, for the native side), files: [{path, key}]} */
function caseRuns() {
  const runs = [];
  const root = path.join(repo, 'tests/cases');
  const formats = fs.readdirSync(root).filter((f) => fs.statSync(path.join(root, f)).isDirectory()).sort();
  /* Each case folder with the folders its files name (../cmf/x.cmf,
   * path=cal3dcfg/parts/ read from the folder above), and
   * theirs, as they lie beside each other; in a project as in this git
   * checkout (a .git above: the project's root for the CLI, cli/project/project.c).
   * A folder left out here would show as a difference, never hide one. */
  const inputs = new Map(formats.map((f) => [f, filesUnder(path.join(root, f)).filter((p) => !p.endsWith('.expected'))]));
  const names = new Map(formats.map((f) => {
    const text = inputs.get(f).map((p) => fs.readFileSync(path.join(root, f, p), 'latin1')).join('\n');
    return [f, formats.filter((g) => g !== f && new RegExp('(^|[^\\w-])' + g + '/').test(text))];
  }));
  const folderFiles = (fmt) => {
    const with_ = new Set([fmt]);
    for (const todo = [fmt]; todo.length;) for (const g of names.get(todo.pop())) if (!with_.has(g)) { with_.add(g); todo.push(g); }
    const files = [...with_].flatMap((f) => inputs.get(f).filter((p) => !p.endsWith('.args'))
      .map((p) => ({path: `cases/${f}/${p}`, key: blobKey(path.join(root, f, p))})));
    /* The marker as an empty file (a worktree's .git is a file, a
     * clone's a folder: the CLI takes either, the page is given files). */
    files.push({path: '.git', key: blobKey(gitMarker())});
    return files;
  };
  for (const fmt of formats) {
    const dir = path.join(root, fmt);
    const files = folderFiles(fmt);
    for (const name of fs.readdirSync(dir).sort()) {
      if (name.endsWith('.expected') || name.endsWith('.args') || !fs.statSync(path.join(dir, name)).isFile()) continue;
      const stem = name.replace(/\.[^.]*$/, '');
      let words = [];
      const a = path.join(dir, stem + '.args');
      if (fs.existsSync(a)) words = fs.readFileSync(a, 'utf8').split('\n')[0].split(/\s+/).filter(Boolean);
      runs.push({name: `cases/${fmt}/${name}`, cwd: dir, webCwd: 'cases/' + fmt, files,
        args: ['check', '--no-fold', name, ...words, '--format', 'json']});
    }
  }
  return runs;
}

function corpusRuns() {
  const root = path.resolve(repo, '../shared/corpus');
  if (!fs.existsSync(root)) { console.log('SKIP part: ../shared/corpus is absent'); return []; }
  const runs = [];
  for (const rel of filesUnder(root).sort()) {
    if (rel.endsWith('.md')) continue;
    const folder = path.dirname(rel);
    const files = fs.readdirSync(path.join(root, folder), {withFileTypes: true})
      .filter((e) => e.isFile())
      .map((e) => { const p = folder === '.' ? e.name : folder + '/' + e.name; return {path: p, key: blobKey(path.join(root, p))}; });
    runs.push({name: 'corpus/' + rel, cwd: root, files, args: ['check', '--no-fold', '--format', 'json', rel]});
  }
  return runs;
}

/* Hostile inputs: the fuzzers' seeds and a few made here, in a temporary
 * folder (the native side reads them from there). */
function hostileRuns(tmp) {
  const runs = [];
  const seeds = path.join(repo, 'tests/lib/fuzz/seeds');
  const make = (name, bytes) => {
    fs.writeFileSync(path.join(tmp, name), bytes);
    runs.push({name: 'hostile/' + name, cwd: tmp, hostile: true,
      files: [{path: name, key: blobKey(path.join(tmp, name))}],
      args: ['check', '--no-fold', '--format', 'json', name]});
  };
  if (fs.existsSync(seeds)) {
    for (const rel of filesUnder(seeds).sort()) make('seed-' + rel.replace(/\//g, '-'), fs.readFileSync(path.join(seeds, rel)));
  }
  make('deep-nesting.xsf', '<SKELETON>' + '<BONE>'.repeat(200000) + '</BONE>'.repeat(200000) + '</SKELETON>');
  make('long-line.xsf', '<SKELETON NUMBONES="1"><BONE NAME="' + 'a'.repeat(10 << 20) + '"/></SKELETON>');
  make('huge-numbers.xsf', '<SKELETON NUMBONES="' + '9'.repeat(100000) + '"><BONE ID="0" NAME="a" NUMCHILDS="0"><TRANSLATION>1e' + '9'.repeat(100000) + ' 0 0</TRANSLATION></BONE></SKELETON>');
  make('nul-bytes.xsf', Buffer.from('<SKELETON>\0\0<BONE\0NAME="a"/>\0</SKELETON>', 'latin1'));
  make('utf16.xsf', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<?xml version="1.0" encoding="UTF-16"?><SKELETON NUMBONES="0"></SKELETON>', 'utf16le')]));
  make('many-attributes.xsf', '<SKELETON ' + Array.from({length: 100000}, (_, i) => `A${i}="${i}"`).join(' ') + '></SKELETON>');
  make('junk.bon', Buffer.from(Array.from({length: 1 << 20}, (_, i) => (i * 2654435761) >>> 24)));
  return runs;
}

/* The other commands the page runs (render, tree, show, explain, rules)
 * and --fix, whose files come back by `want`: the files they write must
 * be the CLI's too. Copies in a temporary folder, which the CLI writes. */
function commandRuns(tmp) {
  const dir = path.join(tmp, 'commands');
  fs.mkdirSync(dir, {recursive: true});
  const cases = path.join(repo, 'tests/cases');
  const files = [['skel.xsf', 'xsf/clean-biped.xsf'], ['mesh.csf', 'csf/ok-three-bones.csf'],
    ['spelling.bon', 'bon/SK415-keyword-spelling.bon'], ['fullwidth.bon', 'bon/SK414-fullwidth.bon'],
    ['utf8.bon', 'bon/SK004-utf8-names.bon']].map(([name, from]) => {
    fs.copyFileSync(path.join(cases, from), path.join(dir, name));
    return {path: name, key: blobKey(path.join(dir, name)), orig: path.join(cases, from)};
  });
  const run = (name, args, want = []) => ({name: 'commands/' + name, cwd: dir, files, args, want});
  return [
    run('render', ['render', 'skel.xsf', '-o', 'out.svg'], ['out.svg']),
    run('tree', ['tree', 'skel.xsf']),
    run('show', ['show', 'mesh.csf']),
    run('explain', ['explain', 'SK001']),
    run('rules', ['rules']),
    /* Safe fixes in .bon files: written back in Shift_JIS (CP932). */
    {...run('fix', ['check', '--fix', '--no-fold', '--format', 'json', 'spelling.bon', 'fullwidth.bon'],
      ['spelling.bon', 'fullwidth.bon']), changes: true},
    run('fix-none', ['check', '--fix', '--no-fold', '--format', 'json', 'utf8.bon'], ['utf8.bon']),
  ];
}

/* The benchmark's skeleton (bench/gen_xsf.c, the same bytes): N bones,
 * 100,000 make 32.4 MB, consistent, so every rule runs to the end. */
function benchXsf(file, n) {
  const parent = new Array(n), nkids = new Array(n).fill(0), z = new Array(n);
  for (let i = 0; i < n; i++) {
    parent[i] = i === 0 ? -1 : (i - 1) - (i % 3 === 0 ? (i % 7) : 0);
    if (parent[i] < 0 && i > 0) parent[i] = 0;
    if (i > 0) nkids[parent[i]]++;
    z[i] = (i === 0 ? 0 : z[parent[i]]) + 1.25;
  }
  const fixed = (v) => (Object.is(v, -0) ? '-' : '') + v.toFixed(6);
  const out = [`<?xml version="1.0"?>\n<SKELETON VERSION="1000" NUMBONES="${n}">\n`];
  for (let i = 0; i < n; i++) {
    let b = `    <BONE ID="${i}" NAME="Bone${String(i).padStart(6, '0')}" NUMCHILDS="${nkids[i]}">\n` +
      `        <TRANSLATION>0 0 ${i === 0 ? '0' : '1.25'}</TRANSLATION>\n        <ROTATION>0 0 0 1</ROTATION>\n` +
      `        <LOCALTRANSLATION>0 0 ${fixed(i === 0 ? 0 : -(z[i] - 1.25))}</LOCALTRANSLATION>\n` +
      `        <LOCALROTATION>0 0 0 1</LOCALROTATION>\n        <PARENTID>${parent[i]}</PARENTID>\n`;
    for (let k = i + 1; k < n && k < i + 8; k++) if (parent[k] === i) b += `        <CHILDID>${k}</CHILDID>\n`;
    out.push(b + '    </BONE>\n');
  }
  out.push('</SKELETON>\n');
  fs.writeFileSync(file, out.join(''));
}

/* --- the page: a worker per session, runs in order, a time limit each -- */
const PAGE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>engine test</title><script>
let worker = null, nextId = 1;
const cache = new Map();
function blob(key) {
  if (!cache.has(key)) cache.set(key, fetch('/__data/' + encodeURIComponent(key)).then((r) => {
    if (!r.ok) throw new Error('no data ' + key); return r.arrayBuffer(); }).then((b) => new Uint8Array(b)));
  return cache.get(key);
}
function fresh() { if (worker) worker.terminate(); worker = new Worker('worker.js'); }
async function one(run, limitMs) {
  if (!worker) fresh();
  const files = await Promise.all(run.files.map(async (f) => ({path: f.path, data: (await blob(f.key)).slice()})));
  const id = nextId++;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const progress = {};
    const timer = setTimeout(() => { fresh(); resolve({id, timeout: true}); }, limitMs);
    worker.onerror = (e) => { clearTimeout(timer); fresh(); resolve({id, workerError: String(e.message || e)}); };
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.id !== id) return;
      if (m.progress) { progress[m.progress.phase] = m.progress; return; }
      clearTimeout(timer);
      resolve({id, code: m.code, stdout: m.stdout, stderr: m.stderr, error: m.error, progress,
        files: (m.files || []).map((f) => {
          let bin = '';
          for (let i = 0; i < f.data.length; i += 8192) bin += String.fromCharCode(...f.data.subarray(i, i + 8192));
          return {path: f.path, size: f.data.length, base64: f.data.length < (4 << 20) ? btoa(bin) : null};
        }), ms: performance.now() - t0, steps: m.ms});
    };
    worker.postMessage({id, cmd: 'run', args: run.args, files, want: run.want || [], cwd: run.cwd}, files.map((f) => f.data.buffer));
  });
}
window.runAll = async (runs, limitMs) => { const out = []; for (const r of runs) out.push(await one(r, limitMs)); return out; };
</script>`;

function serve(requests) {
  const types = {'.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.css': 'text/css',
    '.json': 'application/json', '.svg': 'image/svg+xml'};
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(url);
    if (url === '/__engine_test.html') { res.writeHead(200, {'Content-Type': 'text/html'}); res.end(PAGE); return; }
    if (url.startsWith('/__data/')) {
      const key = url.slice(8);
      if (!blobs.has(key)) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, {'Content-Type': 'application/octet-stream'});
      res.end(fs.readFileSync(key));
      return;
    }
    const file = path.join(site, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(site) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, {'Content-Type': types[path.extname(file)] || 'application/octet-stream'});
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/* Where the engine must answer otherwise, by design (each a replacement
 * in the CLI's output, after which the bytes must be equal). None now: a
 * name outside the project is "outside the project" whether or not it
 * exists (issue 32), so /etc/hostname, which the engine does not have, is
 * judged as natively. */
const EXPECTED_DIFFERENCES = [];

/* What differs between the engine's answer and the CLI's: [] when equal. */
function differences(run, web, nat) {
  for (const d of EXPECTED_DIFFERENCES) {
    if (d.run !== run.name) continue;
    if (!nat.stdout.includes(d.native)) return [`the expected difference is gone from the CLI's output: ${d.native}`];
    nat = {...nat, stdout: nat.stdout.split(d.native).join(d.engine)};
  }
  if (web.timeout) return ['no answer from the engine in time'];
  if (web.workerError) return [`the worker died: ${web.workerError}`];
  if (web.code === -1) return [`the engine crashed: ${web.error}\n${web.stderr}`];
  const diffs = [];
  if (web.code !== nat.code) diffs.push(`exit code: native ${nat.code}, engine ${web.code}`);
  for (const s of ['stdout', 'stderr']) {
    if (web[s] === nat[s]) continue;
    const a = nat[s], b = web[s];
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    const line = a.slice(0, i).split('\n').length, from = Math.max(0, i - 160);
    const show = (t) => (t.slice(from, i + 240) || '<end>').replace(/\n/g, '\\n');
    diffs.push(`${s} differs at line ${line}, byte ${i}:\n  native: ...${show(a)}\n  engine: ...${show(b)}`);
  }
  for (const p of run.want || []) {
    const disk = path.join(run.cwd, p);
    const got = (web.files || []).find((f) => f.path === p);
    if (!fs.existsSync(disk)) { if (got) diffs.push(`${p}: given back, but the CLI wrote none`); continue; }
    if (!got) { diffs.push(`${p}: not given back`); continue; }
    const orig = (run.files.find((f) => f.path === p) || {}).orig;
    if (run.changes && orig && Buffer.from(got.base64, 'base64').equals(fs.readFileSync(orig)))
      diffs.push(`${p}: given back unchanged, though --fix should change it`);
    if (Buffer.from(got.base64, 'base64').compare(fs.readFileSync(disk)) !== 0)
      diffs.push(`${p}: the engine's bytes (${got.size}) differ from the CLI's (${fs.statSync(disk).size})`);
  }
  return diffs;
}

function compare(run, web, nat) {
  const diffs = differences(run, web, nat);
  if (diffs.length) fail(`${run.name} (skellint ${run.args.join(' ')}):\n  ` + diffs.join('\n  '));
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-web-'));
  const requests = [];
  const server = await serve(requests);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({executablePath: CHROMIUM, headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run']});
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => fail('page error: ' + e.message));
    await page.goto(base + '/__engine_test.html');
    const batch = async (runs, limitMs, chunk = 50) => {
      const out = [];
      for (let i = 0; i < runs.length; i += chunk) {
        const part = runs.slice(i, i + chunk).map((r) => ({args: r.args, files: r.files, want: r.want, cwd: r.webCwd}));
        out.push(...await page.evaluate(([rs, lim]) => window.runAll(rs, lim), [part, limitMs]));
      }
      return out;
    };

    for (const [part, make, limit] of [['cases', caseRuns, 60000], ['corpus', corpusRuns, 120000],
      ['hostile', () => hostileRuns(tmp), 120000], ['commands', () => commandRuns(tmp), 60000]]) {
      if (!want(part)) continue;
      const runs = make().filter((r) => !process.env.FILTER || new RegExp(process.env.FILTER).test(r.name));
      if (!runs.length) continue;
      const t0 = Date.now();
      const before = failures;
      const webs = await batch(runs, limit);
      let findings = 0;
      runs.forEach((run, i) => {
        const nat = native(run.args, run.cwd);
        if (run.hostile && ![0, 1, 2].includes(nat.code)) fail(`${run.name}: the native CLI exited with ${nat.code}`);
        compare(run, webs[i], nat);
        try { findings += JSON.parse(webs[i].stdout).diagnostics.length; } catch (e) { /* not a JSON report */ }
      });
      /* Controls: the comparison sees a one-byte change, and the reports
       * compared are not all empty. */
      const i = webs.findIndex((w) => w.stdout && w.code >= 0);
      if (i >= 0) {
        const w = webs[i], at = w.stdout.length >> 1;
        const changed = {...w, stdout: w.stdout.slice(0, at) + (w.stdout[at] === '1' ? '2' : '1') + w.stdout.slice(at + 1)};
        if (!differences(runs[i], changed, native(runs[i].args, runs[i].cwd)).length)
          fail(`control: a changed byte in the engine's answer to ${runs[i].name} went unseen`);
      }
      if (part === 'cases' && findings < 500) fail(`control: only ${findings} findings over all the cases`);
      console.log(`${part}: ${runs.length} runs, ${failures - before} failed (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }

    /* The worker protocol itself: --fix gives the fixed bytes back, a
     * missing wanted file is left out, progress is reported. */
    if (want('cases')) {
      const dir = path.join(repo, 'tests/cases/xsf');
      const name = fs.readdirSync(dir).find((f) => f.endsWith('.xsf'));
      const nat = native(['check', '--no-fold', '--format', 'json', name], dir);
      const [r] = await page.evaluate(([rs]) => window.runAll(rs, 60000),
        [[{args: ['check', '--no-fold', '--format', 'json', 'sub/' + name], files: [{path: 'sub/' + name, key: blobKey(path.join(dir, name))}],
          want: ['sub/' + name, 'missing.xsf']}]]);
      if (r.code !== nat.code) fail(`protocol: exit code ${r.code}, native ${nat.code}`);
      if (r.files.length !== 1 || r.files[0].path !== 'sub/' + name || r.files[0].size !== fs.statSync(path.join(dir, name)).size)
        fail('protocol: the wanted files are not given back as they are: ' + JSON.stringify(r.files));
      for (const ph of ['write', 'check', 'read'])
        if (!r.progress[ph] || r.progress[ph].done !== r.progress[ph].total) fail(`protocol: no complete '${ph}' progress: ${JSON.stringify(r.progress)}`);
      const bad = await page.evaluate(() => new Promise((resolve) => {
        const w = new Worker('worker.js');
        w.onmessage = (e) => { w.terminate(); resolve(e.data); };
        w.postMessage({id: 7, cmd: 'run', args: ['check'], files: [{path: '../x.xsf', data: new Uint8Array(1)}]});
      }));
      if (bad.id !== 7 || bad.code !== -1 || !bad.error) fail('protocol: a path out of the folder is not refused: ' + JSON.stringify(bad));
    }

    if (want('big')) {
      const file = path.join(tmp, 'big.xsf');
      benchXsf(file, Number(process.env.BIG_BONES || 100000));
      const mb = (fs.statSync(file).size / 1e6).toFixed(1);
      const run = {name: 'big.xsf', cwd: tmp, files: [{path: 'big.xsf', key: blobKey(file)}], args: ['check', '--no-fold', '--format', 'json', 'big.xsf']};
      const [web] = await batch([run], 300000);
      const nat = native(run.args, tmp);
      compare(run, web, nat);
      if (!web.steps || !(web.steps.check > 0)) fail('protocol: no time of the check in the answer: ' + JSON.stringify(web.steps));
      console.log(`big: ${mb} MB XSF: engine ${(web.ms / 1000).toFixed(2)} s in all (the check ${((web.steps || {}).check / 1000).toFixed(2)} s; ${JSON.stringify(web.steps)} ms), native ${(nat.ms / 1000).toFixed(2)} s`);
    }

    const foreign = requests.filter((u) => !/^\/(__engine_test\.html|__data\/.*|worker\.js|skellint\.js|skellint\.wasm)$/.test(u));
    if (foreign.length) fail('requests for other files than the engine: ' + [...new Set(foreign)].join(', '));
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(tmp, {recursive: true, force: true});
  }
  console.log(failures ? `web engine: ${failures} failure(s)` : 'web engine: all equal to the CLI');
  process.exit(failures ? 1 : 0);
}
main().catch((e) => { console.error(e); process.exit(1); });
