// engine.js — the page's side of the worker protocol (worker.js): one
// classic Worker running skellint's CLI compiled to WebAssembly. Each call
// is one CLI run on a fresh file system holding exactly the files given:
//
//   run(args, files, {want, onProgress}) → {code, stdout, stderr, files, error?}
//
// Runs are queued: the worker does one at a time, and so do we, so that a
// progress message always belongs to the run shown. A crashed worker
// (code -1, or an error event) is replaced before the next run.

let worker = null;
let nextId = 1;
const pending = new Map(); // id → {resolve, onProgress}
let queue = Promise.resolve();

function start() {
  worker = new Worker('worker.js');
  worker.onmessage = (ev) => {
    const msg = ev.data || {};
    const job = pending.get(msg.id);
    if (!job) return;
    if (msg.progress) {
      if (job.onProgress) job.onProgress(msg.progress);
      return;
    }
    pending.delete(msg.id);
    if (msg.code === -1) worker = null; // start afresh next time
    job.resolve(msg);
  };
  worker.onerror = (ev) => {
    // A worker that failed to load or threw outside a run: every waiting
    // run ends as a crash, and the next one starts a new worker.
    const message = ev.message || 'the engine failed to start';
    for (const [id, job] of pending) {
      job.resolve({id, code: -1, stdout: '', stderr: '', files: [], error: message});
    }
    pending.clear();
    worker = null;
  };
}

function runNow(args, files, want, onProgress) {
  return new Promise((resolve) => {
    if (!worker) start();
    const id = nextId++;
    pending.set(id, {resolve, onProgress});
    // A large file goes as its Blob (by reference: no copy of its bytes).
    const given = files.map((f) => ({path: f.path, data: f.data || f.blob}));
    worker.postMessage({id, cmd: 'run', args, files: given, want: want || []});
  });
}

/** Runs the CLI with `args` on `files` ([{path, data: Uint8Array or null,
 * blob}], files.js);
 * resolves with the worker's answer (never rejects). */
export function run(args, files, {want = [], onProgress = null} = {}) {
  const p = queue.then(() => runNow(args, files, want, onProgress));
  queue = p.catch(() => {});
  return p;
}
