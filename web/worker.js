/* worker.js — skellint in a Web Worker (docs/web.md). A classic worker:
 *   new Worker('worker.js')
 * One message runs the CLI once, like a command in a fresh folder:
 *   request  {id, cmd: 'run', args: ['check', '--format', 'json', 'a.xsf'],
 *             files: [{path: 'rel/path/a.xsf', data: Uint8Array or Blob}],
 *             want: ['rel/path/a.xsf', ...], cwd: 'rel/path'}
 *   progress {id, progress: {phase: 'write'|'check'|'read', done, total}}
 *   result   {id, code, stdout, stderr, files: [{path, data: Uint8Array}],
 *             ms: {start, write, check, read}}
 *            (files: the bytes of the wanted files after the run, e.g. after
 *            --fix; a wanted file that is not there is left out; ms: the
 *            milliseconds each step took)
 *   crash    {id, code: -1, stdout, stderr, error: 'message'}
 * The files are written under /work with their relative paths, the run's
 * working folder is /work (or /work/CWD when cwd is given, e.g. a case's
 * folder that names files in the folders beside it), then main(args). Each run has a new instance of
 * the module (compiled once): its memory and the CLI's state go with it.
 * Nothing is fetched but skellint.js and skellint.wasm. */
/* global createSkellint */
'use strict';
importScripts('skellint.js');

const ROOT = '/work';
let compiled = null; /* Promise of the WebAssembly.Module */

function compileOnce() {
  if (!compiled) {
    compiled = fetch(new URL('skellint.wasm', self.location.href), {credentials: 'same-origin'})
      .then((r) => {
        if (!r.ok) throw new Error('skellint.wasm: HTTP ' + r.status);
        return r.arrayBuffer();
      })
      .then((bytes) => WebAssembly.compile(bytes));
    compiled.catch(() => { compiled = null; });
  }
  return compiled;
}

/* A growing byte buffer for stdout and stderr (decoded once, as UTF-8). */
function sink() {
  let buf = new Uint8Array(1 << 16), n = 0;
  return {
    put(b) {
      if (n === buf.length) { const nb = new Uint8Array(buf.length * 2); nb.set(buf); buf = nb; }
      buf[n++] = b;
    },
    text() { return new TextDecoder('utf-8').decode(buf.subarray(0, n)); },
  };
}

/* Progress, at most every 100 ms per phase, and always the last step. */
function reporter(id) {
  let last = 0;
  return (phase, done, total) => {
    const now = Date.now();
    if (done < total && now - last < 100) return;
    last = now;
    self.postMessage({id, progress: {phase, done, total}});
  };
}

/* The folders of path (all but its last part), each made once per run. */
function mkdirs(FS, made, path) {
  let at = '';
  for (const part of path.split('/').slice(0, -1)) {
    if (!part) continue;
    at += '/' + part;
    if (made.has(at)) continue;
    made.add(at);
    try { FS.mkdir(at); } catch (e) { /* already there */ }
  }
}

/* Emscripten's FS.lookupPath (3.1.x) rebuilds the path so far with
 * PATH.join2 — a normalisation of the whole string — at every component,
 * so a look-up at depth d costs d²; and musl's realpath (the CLI's
 * sk_real_path, config look-up) calls readlink on each prefix of the
 * path, d look-ups. A folder 600 deep with 12 files took 18.7 s (native:
 * 0.07 s). This look-up remembers the node of each path it resolved (no
 * symbolic link, default options): a path whose folder was looked up
 * before costs one step, and a path already in normal form is not split.
 * What moves or removes a node (rename, rmdir, unlink, mount, unmount)
 * forgets them all; a new node (mkdir, writeFile) changes no path known.
 * A symbolic link, or options other than the usual, go to the original.
 * Internal calls go through FS.lookupPath too. */
const ODD_PATH = /\/\/|\/\.\.?(\/|$)|.\/$/; /* not in normal form: '//', '/./', '/../', a trailing '/' */
function linearLookup(FS) {
  const slow = FS.lookupPath;
  const known = new Map(); /* '/work/a/b' → its node */
  for (const name of ['rename', 'rmdir', 'unlink', 'mount', 'unmount']) {
    const f = FS[name];
    if (typeof f === 'function') FS[name] = function () { known.clear(); return f.apply(FS, arguments); };
  }
  /* The node at a normalised absolute path, or null (a link on the way). */
  function nodeAt(path) {
    if (path === '/') return FS.root;
    let node = known.get(path);
    if (node) return node;
    const cut = path.lastIndexOf('/');
    const parent = nodeAt(cut === 0 ? '/' : path.slice(0, cut));
    if (!parent) return null;
    node = FS.lookupNode(parent, path.slice(cut + 1));
    if (FS.isMountpoint(node)) node = node.mounted.root;
    if (FS.isLink(node.mode)) return null;
    known.set(path, node);
    return node;
  }
  FS.lookupPath = function (path, opts) {
    opts = opts || {};
    if (opts.recurse_count || opts.follow_mount === false) return slow.call(FS, path, opts);
    const text = String(path);
    let at;
    if (text.charAt(0) === '/' && !ODD_PATH.test(text)) {
      at = opts.parent ? text.slice(0, text.lastIndexOf('/')) || '/' : text;
    } else {
      const parts = [];
      for (const p of (text.charAt(0) === '/' ? text : FS.cwd() + '/' + text).split('/')) {
        if (!p || p === '.') continue;
        if (p === '..') parts.pop();
        else parts.push(p);
      }
      if (opts.parent) parts.pop();
      at = '/' + parts.join('/');
    }
    const node = nodeAt(at);
    return node ? {path: at, node} : slow.call(FS, path, opts);
  };
}

function cleanPath(p) {
  const parts = String(p).split(/[\\/]+/).filter((s) => s && s !== '.');
  if (!parts.length || parts.includes('..')) throw new Error('not a relative path: ' + p);
  return parts.join('/');
}

/* A file's bytes: a Uint8Array (or ArrayBuffer) as given, or a Blob (a
 * File the user gave: posted by reference, its bytes read here, so the
 * page's thread never copies them). */
function bytesOf(data) {
  if (typeof Blob !== 'undefined' && data instanceof Blob) return new Uint8Array(new FileReaderSync().readAsArrayBuffer(data));
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

async function run(msg) {
  const id = msg.id;
  const out = sink(), err = sink();
  const progress = reporter(id);
  const files = msg.files || [], want = msg.want || [];
  const ms = {};
  let t = performance.now();
  const lap = (step) => { const now = performance.now(); ms[step] = Math.round((now - t) * 10) / 10; t = now; };
  const module = await compileOnce();
  let Module;
  try {
    /* An instance that fails to start rejects (emscripten would wait). */
    Module = await new Promise((resolve, reject) => {
      createSkellint({
        noInitialRun: true,
        thisProgram: 'skellint',
        stdin: () => null,
        stdout: (b) => { if (b !== null) out.put(b & 255); },
        stderr: (b) => { if (b !== null) err.put(b & 255); },
        onAbort: (what) => reject(new Error('aborted: ' + what)),
        instantiateWasm(imports, receive) {
          WebAssembly.instantiate(module, imports).then((inst) => receive(inst, module), reject);
          return {};
        },
      }).then(resolve, reject);
    });
  } catch (e) {
    return {id, code: -1, stdout: '', stderr: '', error: 'could not start skellint: ' + e};
  }
  lap('start');
  const FS = Module.FS;
  if (FS.lookupPath && FS.lookupNode && !FS.linear) {
    linearLookup(FS);
    FS.linear = true;
  }
  try {
    const written = new Set(), made = new Set();
    files.forEach((f, i) => {
      const rel = cleanPath(f.path);
      mkdirs(FS, made, ROOT + '/' + rel);
      FS.writeFile(ROOT + '/' + rel, bytesOf(f.data));
      written.add(ROOT + '/' + rel);
      progress('write', i + 1, files.length);
    });
    const cwd = msg.cwd ? ROOT + '/' + cleanPath(msg.cwd) : ROOT;
    mkdirs(FS, made, cwd + '/');
    FS.chdir(cwd);
    lap('write');
    /* 'check' progress: how many of the given files the CLI has opened. */
    const seen = new Set();
    const open = FS.open;
    FS.open = function (path, flags, mode) {
      const stream = open.call(FS, path, flags, mode);
      const p = stream && stream.path;
      if (p && written.has(p) && !seen.has(p)) {
        seen.add(p);
        progress('check', seen.size, written.size);
      }
      return stream;
    };
    let code;
    try {
      code = Module.callMain((msg.args || []).map(String));
    } finally {
      FS.open = open;
    }
    lap('check');
    const back = [];
    want.forEach((p, i) => {
      try {
        back.push({path: p, data: FS.readFile(cwd + '/' + cleanPath(p))});
      } catch (e) { /* not there: left out */ }
      progress('read', i + 1, want.length);
    });
    lap('read');
    return {id, code, stdout: out.text(), stderr: err.text(), files: back, ms};
  } catch (e) {
    return {id, code: -1, stdout: out.text(), stderr: err.text(), error: String(e && e.message || e)};
  }
}

/* One run at a time, in the order asked. */
let queue = Promise.resolve();
self.onmessage = (ev) => {
  const msg = ev.data || {};
  queue = queue.then(async () => {
    let reply;
    if (msg.cmd !== 'run') {
      reply = {id: msg.id, code: -1, stdout: '', stderr: '', error: 'unknown cmd: ' + msg.cmd};
    } else {
      try { reply = await run(msg); } catch (e) {
        reply = {id: msg.id, code: -1, stdout: '', stderr: '', error: String(e && e.message || e)};
      }
    }
    const transfer = (reply.files || []).map((f) => f.data.buffer);
    self.postMessage(reply, transfer);
  });
};
