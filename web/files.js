// files.js — what the user gave, as [{path, size, blob, data}]: relative
// paths as they were dropped or picked (a folder keeps its name and inner
// folders, so a character's .cfg finds its parts); blob, the File itself
// (posted to the workers by reference); data, the bytes as a Uint8Array
// for a file up to SMALL_FILE bytes, else null: a large file's bytes are
// never copied on the page's thread (source_client.js, worker.js read it).

export const SMALL_FILE = 1 << 20;

async function readFile(file, path) {
  const data = file.size <= SMALL_FILE ? new Uint8Array(await file.arrayBuffer()) : null;
  return {path, size: file.size, blob: file, data};
}

function entryFile(entry) {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

function readEntries(reader) {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

/** Gives the browser a turn (input, painting) between batches. */
export function pause() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A batch of files read between two pauses: 10,000 dropped files (or a
// folder 600 deep) never hold the page's thread in one go.
const BATCH = 64;

/** Walks the dropped entries, folders included, without recursion (a
 * folder 600 deep is a list, not 600 nested calls): files in the order a
 * depth-first walk meets them. readEntries returns at most about 100
 * entries per call: read until it returns none. */
async function walkEntries(roots, out, onProgress) {
  const stack = roots.slice().reverse();
  let sinceBreak = 0;
  while (stack.length) {
    const entry = stack.pop();
    if (entry.isFile) {
      out.push(await readFile(await entryFile(entry), entry.fullPath.replace(/^\/+/, '')));
      if (++sinceBreak >= BATCH) {
        sinceBreak = 0;
        if (onProgress) onProgress(out.length);
        await pause();
      }
    } else if (entry.isDirectory) {
      const reader = entry.createReader();
      const children = [];
      for (;;) {
        const batch = await readEntries(reader);
        if (!batch.length) break;
        children.push(...batch);
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
}

/** The files of a drop (DataTransfer): folders walked, paths relative.
 * onProgress(n) is told how many files have been read so far. */
export async function fromDataTransfer(dt, onProgress = null) {
  const out = [];
  const entries = [];
  const plain = [];
  for (const item of Array.from(dt.items || [])) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry ? item.webkitGetAsEntry() : null;
    if (entry) entries.push(entry);
    else {
      const f = item.getAsFile();
      if (f) plain.push(f);
    }
  }
  if (!entries.length && !plain.length) plain.push(...Array.from(dt.files || []));
  await walkEntries(entries, out, onProgress);
  for (const f of plain) out.push(await readFile(f, f.webkitRelativePath || f.name));
  return out;
}

/** The files of an <input type=file> (with webkitdirectory: relative paths). */
export async function fromFileList(list, onProgress = null) {
  const out = [];
  for (const f of Array.from(list)) {
    out.push(await readFile(f, f.webkitRelativePath || f.name));
    if (out.length % BATCH === 0) {
      if (onProgress) onProgress(out.length);
      await pause();
    }
  }
  return out;
}
