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

// A folder 600 deep with 12 files (issue 32: 18.7 s in the page), and a
// drop of 3,000 files: every file once, with its path, told as progress.
{
  let deep = null;
  for (let d = 600; d >= 1; d--) {
    const at = '/' + Array(d).fill('d').join('/');
    const kids = deep ? [deep] : [];
    if (d % 50 === 0) kids.push(fileEntry(`${at}/f${d}.xsf`, `<SKELETON/>${d}`));
    deep = dirEntry(at, kids, 100);
  }
  const files = await fromDataTransfer({items: [{kind: 'file', webkitGetAsEntry: () => deep}]});
  assert.strictEqual(files.length, 12, 'the 12 files of the deep folder');
  assert.ok(files.some((f) => f.path === Array(600).fill('d').join('/') + '/f600.xsf'), 'the deepest path');
  const many = dirEntry('/many', Array.from({length: 3000}, (_, i) => fileEntry(`/many/f${i}.xsf`, 'x')), 100);
  const told = [];
  const got3000 = await fromDataTransfer({items: [{kind: 'file', webkitGetAsEntry: () => many}]}, (n) => told.push(n));
  assert.strictEqual(got3000.length, 3000);
  assert.ok(told.length > 10 && told[told.length - 1] <= 3000, 'progress told in batches: ' + told.length);
  console.log('ok - a folder 600 deep and 3,000 files walked, progress told in batches');
}
