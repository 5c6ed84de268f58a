// bones.test.mjs SKELLINT — the page's reading of `skellint tree --format json`
// (web/bones.js), without a browser: for every skeleton among the cases
// (and the corpus, when present), the parsed tree has each bone once, as
// many as the header says, nested under the parent that `skellint render`
// draws it from (data-parent), with the codes `check` reports about it;
// and a finding names its bone (bonesOf) when its message gives the index.
import fs from 'fs';
import path from 'path';
import assert from 'assert';
import {spawnSync} from 'child_process';
import {fileURLToPath} from 'url';
import {parseTree, bonesOf} from '../../web/bones.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const skellint = path.resolve(process.argv[2] || path.join(repo, 'build/skellint'));

function cli(args, cwd) {
  const r = spawnSync(skellint, args, {cwd, maxBuffer: 1 << 30});
  return {code: r.status, stdout: r.stdout.toString()};
}

const files = [];
for (const dir of ['xsf', 'csf', 'bon', 'bpstruct', 'lgw', 'dashjson', 'dashbin', 'cal3dcfg']) {
  const d = path.join(repo, 'tests/cases', dir);
  if (!fs.existsSync(d)) continue;
  for (const f of fs.readdirSync(d).sort()) if (!/\.(expected|args|md)$/.test(f)) files.push(path.join(d, f));
}
const models = path.resolve(repo, '../shared/corpus/models');
if (fs.existsSync(models)) {
  for (const c of fs.readdirSync(models)) {
    for (const f of fs.readdirSync(path.join(models, c))) if (/\.(cfg|xsf|csf)$/i.test(f)) files.push(path.join(models, c, f));
  }
}

let trees = 0;
let bones = 0;
let named = 0, withBone = 0;
for (const file of files) {
  const cwd = path.dirname(file);
  const name = path.basename(file);
  const t = cli(['tree', '--format', 'json', name], cwd);
  if (t.code !== 0 && t.code !== 1) continue; // no skeleton in it
  const tree = parseTree(t.stdout);
  assert.ok(tree, `${name}: the tree is read`);
  const what = `${name} (${tree.format})`;
  assert.strictEqual(tree.bones.length, tree.count, `${what}: every bone listed`);
  assert.deepStrictEqual(tree.bones.map((b) => b.index).sort((a, b) => a - b),
    Array.from({length: tree.count}, (_, i) => i), `${what}: each bone once`);

  // Parents from the nesting (as the page nests them) against render's.
  const parentOf = new Map();
  const stack = [];
  for (const b of tree.bones) {
    if (b.orphan) continue;
    while (stack.length && stack[stack.length - 1].depth >= b.depth) stack.pop();
    parentOf.set(b.index, stack.length ? stack[stack.length - 1].index : -1);
    stack.push(b);
  }
  const svg = cli(['render', name, '-o', '-'], cwd);
  if (svg.code === 0 || svg.code === 1) {
    const drawn = new Map();
    for (const m of svg.stdout.matchAll(/<line class="bone[^"]*" data-index="(\d+)" data-parent="(-?\d+)"/g)) {
      drawn.set(Number(m[1]), Number(m[2]));
    }
    for (const [i, p] of drawn) {
      if (parentOf.has(i) && parentOf.get(i) !== -1) assert.strictEqual(parentOf.get(i), p, `${what}: bone ${i}'s parent`);
    }
  }

  // The codes per bone are the check's codes; a message naming an index
  // finds that bone.
  const rep = JSON.parse(cli(['check', '--format', 'json', name], cwd).stdout);
  for (const d of rep.diagnostics.filter((x) => x.path === tree.skeleton)) {
    const m = /\(index (\d+)\)/.exec(d.message);
    const found = bonesOf(d, tree);
    if (Number.isInteger(d.bone)) {
      // The report's own "bone": that bone, which the tree lists with the code.
      assert.deepStrictEqual(found, [d.bone], `${what}: ${d.code} is about bone ${d.bone}`);
      const b = tree.bones.find((x) => x.index === d.bone);
      assert.ok(b && b.codes.includes(d.code), `${what}: the tree lists ${d.code} on bone ${d.bone}`);
      withBone++;
    } else if (m && Number(m[1]) < tree.count) {
      assert.deepStrictEqual(found, [Number(m[1])], `${what}: ${d.code} names bone ${m[1]}`);
      named++;
    }
    for (const i of found) {
      assert.ok(tree.bones.find((b) => b.index === i), `${what}: ${d.code} points at a listed bone`);
    }
  }
  trees++;
  bones += tree.count;
}
assert.ok(trees > 20, `skeletons read: ${trees}`);
assert.ok(withBone > 0, 'some findings carry their bone');
console.log(`ok - ${trees} trees, ${bones} bones read as skellint tree prints them; ${withBone} findings found their bone by the report's "bone", ${named} by index in the message`);
