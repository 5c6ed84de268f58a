// source_client.js — the page's side of source_worker.js: the lines a
// finding points at in a large file, asked of a worker that holds the
// file's text. A file given is posted once (by reference, a Blob: no
// copy), decoded there once; each answer is a window of a line, so a
// 40 MB line costs the page's thread nothing but the window.

let worker = null;
let nextId = 1;
let nextKey = 1;
const pending = new Map(); // id → resolve
const keys = new WeakMap(); // file record → key, once loaded in this worker

function start() {
  worker = new Worker(new URL('source_worker.js', import.meta.url), {type: 'module'});
  worker.onmessage = (ev) => {
    const msg = ev.data || {};
    const resolve = pending.get(msg.id);
    if (!resolve) return;
    pending.delete(msg.id);
    resolve(msg.value);
  };
  worker.onerror = () => {
    // A worker that failed (out of memory on a huge text): every waiting
    // answer is "not shown", and the next ask starts afresh.
    for (const resolve of pending.values()) resolve(null);
    pending.clear();
    worker = null;
  };
}

// Started with the page: its scripts are fetched before the first check
// (no request leaves the page after it).
start();

/** Asks for `kind` ('snippet' or 'fix', source_worker.js) of `file`
 * ({path, blob}); resolves with the answer, or null. */
export function askSource(file, kind, args) {
  if (!worker) start();
  let key = keys.get(file);
  if (key === undefined || key.worker !== worker) {
    key = {id: nextKey++, worker};
    keys.set(file, key);
    worker.postMessage({cmd: 'load', key: key.id, path: file.path, blob: file.blob});
  }
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    worker.postMessage({cmd: 'ask', id, key: key.id, kind, args});
  });
}

/** The texts of `files` are no longer needed (replaced or cleared). */
export function forgetSources(files) {
  if (!worker) return;
  const gone = [];
  for (const f of files) {
    const key = keys.get(f);
    if (key && key.worker === worker) gone.push(key.id);
    keys.delete(f);
  }
  if (gone.length) worker.postMessage({cmd: 'forget', keys: gone});
}
