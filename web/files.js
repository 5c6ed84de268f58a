// files.js — what the user gave, as [{path, data}]: relative paths as they
// were dropped or picked (a folder keeps its name and inner folders, so a
// character's .cfg finds its parts), bytes as Uint8Array.

async function readFile(file, path) {
  return {path, data: new Uint8Array(await file.arrayBuffer())};
}

function entryFile(entry) {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

function readEntries(reader) {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

// A dropped entry and, for a folder, everything under it. readEntries
// returns at most about 100 entries per call: read until it returns none.
async function walkEntry(entry, out) {
  const path = entry.fullPath.replace(/^\/+/, '');
  if (entry.isFile) {
    out.push(await readFile(await entryFile(entry), path));
  } else if (entry.isDirectory) {
    const reader = entry.createReader();
    for (;;) {
      const batch = await readEntries(reader);
      if (!batch.length) break;
      for (const child of batch) await walkEntry(child, out);
    }
  }
}

/** The files of a drop (DataTransfer): folders walked, paths relative. */
export async function fromDataTransfer(dt) {
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
  for (const entry of entries) await walkEntry(entry, out);
  for (const f of plain) out.push(await readFile(f, f.webkitRelativePath || f.name));
  return out;
}

/** The files of an <input type=file> (with webkitdirectory: relative paths). */
export async function fromFileList(list) {
  const out = [];
  for (const f of Array.from(list)) out.push(await readFile(f, f.webkitRelativePath || f.name));
  return out;
}
