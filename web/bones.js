// bones.js — the bone tree of a skeleton as `skellint tree FILE` prints it
// (cli/tree_cmd.c), and which bone a finding is about.
//
//   bill.cfg: cal3dcfg, skeleton bill.xsf      (only for a .cfg)
//   bill.xsf: xsf, 30 bones
//   [0] Bip01
//   └── [1] Bip01 Pelvis  SK401 SK402
//       ├── [2] Bip01 Spine (parent 9 not found)
//       [depth 40] └── [40] Deep                (past 32 levels)
//   not reached from a root (a parent cycle):
//     [7] parent [8]: [7] Loop  SK103
//   2 problems about no bone in particular (see `skellint check bill.xsf`)

const HEADER = /^(.*): (\S+), (\d+) bones?$/;
const CFG_HEADER = /^(.*): cal3dcfg, skeleton (.*)$/;
const BONE = /^((?:[ │├└─]|\u00a0)*)(?:\[depth (\d+)\] ((?:[├└]── )?))?(?:\[(\d+)\] parent \[(-?\d+)\]: )?\[(\d+)\] (.*)$/;

/** {skeleton, format, count, bones: [{index, name, depth, codes,
 * orphan, missingParent}]} from the tree command's output, or null. */
export function parseTree(stdout) {
  const out = {skeleton: null, format: null, count: 0, bones: [], character: null};
  let inCycle = false;
  for (const line of stdout.split('\n')) {
    let m;
    if (!out.skeleton && (m = CFG_HEADER.exec(line))) {
      out.character = m[1];
      continue;
    }
    if (!out.skeleton && (m = HEADER.exec(line))) {
      out.skeleton = m[1];
      out.format = m[2];
      out.count = Number(m[3]);
      continue;
    }
    if (line.startsWith('not reached from a root')) {
      inCycle = true;
      continue;
    }
    if (!out.skeleton || !(m = BONE.exec(line))) continue;
    let rest = m[7];
    let codes = [];
    const c = /  (SK\d+(?: SK\d+)*)$/.exec(rest);
    if (c) {
      codes = c[1].split(' ');
      rest = rest.slice(0, c.index);
    }
    let missingParent = null;
    const p = / \(parent (-?\d+) not found\)$/.exec(rest);
    if (p) {
      missingParent = Number(p[1]);
      rest = rest.slice(0, p.index);
    }
    const prefix = m[1] || '';
    const depth = inCycle ? 0 : m[2] ? Number(m[2]) : Array.from(prefix).length / 4;
    out.bones.push({index: Number(m[6]), name: rest, depth, codes, orphan: inCycle,
                    parent: m[5] !== undefined ? Number(m[5]) : null, missingParent});
  }
  return out.skeleton ? out : null;
}

/** The indices of the bones a finding is about: its "bone" (the JSON
 * report's index of the file's own bone the finding is about), else the
 * bone its message names by index ("bone 'Head' (index 3)"), else the
 * bones the tree lists with its code (one, or several when the code is on
 * several bones). */
export function bonesOf(finding, tree) {
  if (!tree || finding.path !== tree.skeleton) return [];
  const known = new Set(tree.bones.map((b) => b.index));
  if (Number.isInteger(finding.bone) && known.has(finding.bone)) return [finding.bone];
  const m = /\(index (\d+)\)/.exec(finding.message);
  if (m && known.has(Number(m[1]))) return [Number(m[1])];
  return tree.bones.filter((b) => b.codes.includes(finding.code)).map((b) => b.index);
}
