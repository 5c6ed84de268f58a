// files.test.mjs — what the page takes from a drop (web/files.js), in node
// alone: a dropped folder is walked with the File System entries API as
// Chromium gives it (readEntries answers in batches until an empty one),
// paths stay relative to the drop with the folder's name first, files
// dropped beside it keep their names, and the bytes are the file's.
import assert from 'assert';
import {fromDataTransfer, fromFileList} from '../../web/files.js';

const bytes = (s) => new TextEncoder().encode(s);

function fileEntry(fullPath, text) {
  return {isFile: true, isDirectory: false, fullPath,
    file: (ok) => ok(new File([bytes(text)], fullPath.split('/').pop()))};
}

// readEntries gives at most `batch` entries per call, then [] (as Chromium
// gives 100 at a time).
function dirEntry(fullPath, children, batch = 2) {
  return {isFile: false, isDirectory: true, fullPath,
    createReader() {
      let at = 0;
      return {readEntries: (ok) => {
        const part = children.slice(at, at + batch);
        at += part.length;
        setTimeout(() => ok(part), 0);
      }};
    }};
}

const character = dirEntry('/bill', [
  fileEntry('/bill/bill.cfg', 'skeleton=bill.xsf\n'),
  fileEntry('/bill/bill.xsf', '<SKELETON/>'),
  fileEntry('/bill/.skellint.json', '{}'),
  dirEntry('/bill/meshes', [fileEntry('/bill/meshes/body.xmf', '<MESH/>')]),
  fileEntry('/bill/walk.xaf', '<ANIMATION/>'),
]);
const dt = {items: [
  {kind: 'file', webkitGetAsEntry: () => character},
  {kind: 'file', webkitGetAsEntry: () => fileEntry('/loose.bon', 'BoneFile')},
  {kind: 'string', webkitGetAsEntry: () => null},
]};
const got = await fromDataTransfer(dt);
assert.deepStrictEqual(got.map((f) => f.path), ['bill/bill.cfg', 'bill/bill.xsf', 'bill/.skellint.json',
  'bill/meshes/body.xmf', 'bill/walk.xaf', 'loose.bon'], 'every file, relative to the drop');
assert.strictEqual(new TextDecoder().decode(got[3].data), '<MESH/>', 'the bytes of a file in a subfolder');
assert.ok(got.every((f) => f.data instanceof Uint8Array), 'bytes as Uint8Array');

// Without entries (a synthetic DataTransfer): the files by name.
const plain = await fromDataTransfer({items: [{kind: 'file', webkitGetAsEntry: () => null,
  getAsFile: () => new File([bytes('x')], 'a.xsf')}]});
assert.deepStrictEqual(plain.map((f) => f.path), ['a.xsf']);

// The folder picker: webkitRelativePath kept.
const picked = new File([bytes('y')], 'b.xsf');
Object.defineProperty(picked, 'webkitRelativePath', {value: 'char/b.xsf'});
assert.deepStrictEqual((await fromFileList([picked, new File([bytes('z')], 'c.xmf')])).map((f) => f.path),
  ['char/b.xsf', 'c.xmf']);
console.log('ok - drops and picks give every file with its relative path and bytes');
