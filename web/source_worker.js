// source_worker.js — a large file's text, decoded and searched off the
// page's thread (source_client.js is the page's side). The page never
// copies or decodes a large file's bytes: it posts the File (a Blob,
// passed by reference), and asks for the few windows it shows.
//
//   {cmd: 'load', key, path, blob}        decode once, keep as Text
//   {cmd: 'ask', id, key, kind, args}     → {id, value}
//       kind 'snippet': args [start, end] → snippet() (source.js)
//       kind 'fix':     args [edits]      → fixPlaces()
//   {cmd: 'forget', keys}                 drop those texts (all: no keys)
//
// Messages are handled in order, so a load is done before the asks that
// follow it. A file that cannot be decoded answers null.
import {decodeText, Text, snippet, fixPlaces} from './source.js';

const texts = new Map(); // key → Text, or null when not decodable

function load(key, path, blob) {
  let text = null;
  try {
    const bytes = new Uint8Array(new FileReaderSync().readAsArrayBuffer(blob));
    const t = decodeText(bytes, path);
    if (t !== null) text = new Text(t);
  } catch (e) {
    text = null; // unreadable (gone since it was given) or too large for a string
  }
  texts.set(key, text);
}

function answer(key, kind, args) {
  const t = texts.get(key);
  if (!t) return null;
  if (kind === 'snippet') return snippet(t, args[0], args[1]);
  if (kind === 'fix') return fixPlaces(t, args[0]);
  return null;
}

self.onmessage = (ev) => {
  const msg = ev.data || {};
  if (msg.cmd === 'load') load(msg.key, msg.path, msg.blob);
  else if (msg.cmd === 'forget') {
    if (msg.keys) for (const k of msg.keys) texts.delete(k);
    else texts.clear();
  } else if (msg.cmd === 'ask') {
    let value = null;
    try {
      value = answer(msg.key, msg.kind, msg.args);
    } catch (e) {
      value = null;
    }
    self.postMessage({id: msg.id, value});
  }
};
