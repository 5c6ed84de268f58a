// bones.js — the bone tree of a skeleton as `skellint tree --format json
// FILE` gives it (cli/commands/tree_json.c, docs/json.md "The bone tree": the
// library's one skeleton), and which bone a finding is about.

/** {skeleton, format, count, character, bones: [{index, name, depth,
 * codes, orphan, parent, missingParent}]} from the tree command's JSON, or
 * null. Bones come as the text tree lists them: each root's subtree in
 * preorder (children in file order), then the bones no root reaches (on
 * or below a parent loop, `orphan`, depth 0). */
export function parseTree(stdout) {
  let doc;
  try {
    doc = JSON.parse(stdout);
  } catch {
    return null;
  }
  const file = doc && Array.isArray(doc.files) ? doc.files[0] : null;
  if (!file || !Array.isArray(file.bones)) return null;
  const byIndex = new Map(file.bones.map((b) => [b.index, b]));
  const out = {skeleton: file.skeleton ?? file.path, format: file.format,
               count: file.bones.length, bones: [],
               character: file.skeleton !== undefined ? file.path : null};
  const bone = (b, depth, orphan) => ({
    index: b.index, name: b.name, depth, codes: b.findings || [], orphan,
    parent: orphan ? b.parent : null,
    missingParent: b.parentNotFound === undefined ? null
      : Number.isFinite(Number(b.parentNotFound)) ? Number(b.parentNotFound) : b.parentNotFound,
  });
  const seen = new Set();
  for (const r of file.roots || []) {
    const stack = [[r, 0]]; // iterative: a chain can be 200,000 bones deep
    while (stack.length) {
      const [i, depth] = stack.pop();
      const b = byIndex.get(i);
      if (!b || seen.has(i)) continue;
      seen.add(i);
      out.bones.push(bone(b, depth, false));
      const kids = b.children || [];
      for (let k = kids.length - 1; k >= 0; k--) stack.push([kids[k], depth + 1]);
    }
  }
  for (const b of file.bones) if (!seen.has(b.index)) out.bones.push(bone(b, 0, true));
  return out;
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
