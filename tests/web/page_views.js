// page_views.js — the page's views of the formats issue 35 added to the
// player and the mesh picture, run by page.test.js on its page: a binary
// CAF's keyframes with findings marked on the timeline (placed by the
// keyframe each message names, at its TIME in `skellint show`); a BonesPro
// animation played on its folder's BonesPro structure (each frame the CLI's
// `render STRUCTURE --animation ANIM --time T`; with two structures there,
// the page says which it took); LGW and BonesPro structure vertices drawn
// as the CLI draws them, a finding's vertex highlighted on request.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const assert = require('assert');
const {giveFolder} = require('./page_driver.js');

/** Bones of an SVG as "index x1 y1 x2 y2". */
const bonesOf = (svg) => [...svg.matchAll(/<line class="bone[^"]*" data-index="(\d+)"[^>]* x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"/g)]
  .map((m) => m.slice(1).join(' '));

/** An XSF of two bones: Upper at the origin, Lower 1 below it. */
function chainXsf() {
  const bone = (id, name, t, parent, kids) => `<BONE ID="${id}" NAME="${name}" NUMCHILDS="${kids.length}"><TRANSLATION>${t}</TRANSLATION>` +
    `<ROTATION>0 0 0 1</ROTATION><LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>` +
    `<PARENTID>${parent}</PARENTID>${kids.map((k) => `<CHILDID>${k}</CHILDID>`).join('')}</BONE>`;
  return ['<HEADER MAGIC="XSF" VERSION="919"/>', '<SKELETON NUMBONES="2">',
    bone(0, 'Upper', '0 0 0', -1, [1]), bone(1, 'Lower', '0 0 -1', 0, []), '</SKELETON>', ''].join('\n');
}

/** A BonesPro two-bone chain (structure) and an animation turning its
 * first bone a quarter about Z at frame 10 (as tests/cli/test_render_bonespro.sh). */
function bonesPro(dir) {
  const crlf = (name, lines) => fs.writeFileSync(path.join(dir, name), lines.join('\r\n') + '\r\n');
  const I = ['1 0 0', '0 1 0', '0 0 1'];
  const Z90 = ['0 1 0', '-1 0 0', '0 0 1'];
  let s = ['// BonesPro 2.0 structure export', '2 // Nb', '2 // Nv'];
  for (const [bone, parent, t] of [['Upper', '*', '0 0 0'], ['Lower', '0', '10 0 0']]) s.push(`<${bone}>`, parent, '1 1 1', ...I, t, ...I, t);
  s.push('10 0 0', '1', '1 1.0', '0 0 0', '1', '0 1.0');
  crlf('chain.txt', s);
  const a = ['// BonesPro 2.0 animation export', '2', '2', '2', 'ExportMode "Bones"', 'TransformSystem "Relative to parent"',
    'TransformRepesentation "Matrix"', 'EulerOrder "XYZ"', 'AngleUnits "Degrees"', 'FirstFrame 0', 'LastFrame 10', 'Step 10'];
  for (const [f, rot] of [[0, I], [10, Z90]]) {
    a.push(`// frame ${f}`);
    a.push('1 1 1', ...rot, '0 0 0', ...rot, '0 0 0', '1 1 1', ...I, '10 0 0', ...I, '10 0 0');
  }
  crlf('swing.txt', a);
}

async function rigViews(page, {native, sameAsCli, ok, temp, repo, shots}) {
  const cases = path.join(repo, 'tests/cases');

  // A CAF's findings on its timeline: SK461 names keyframe 1 of track 0
  // (bone 0) of a compressed CAF; its mark sits at that keyframe's TIME
  // as skellint show writes it, and "Show on the timeline" goes there
  // with bone 0 highlighted.
  {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-web-caf-'));
    temp.push(root);
    fs.mkdirSync(path.join(root, 'cafchain'));
    fs.writeFileSync(path.join(root, 'cafchain/chain.xsf'), chainXsf());
    fs.copyFileSync(path.join(cases, 'caf/SK461-compressed-time-goes-back.caf'), path.join(root, 'cafchain/back.caf'));
    await giveFolder(page, path.join(root, 'cafchain'));
    await sameAsCli(page, root, 'a CAF with a finding in a keyframe');
    const anim = 'cafchain/back.caf';
    const message = await page.textContent(`.finding[data-file="${anim}"][data-code="SK461"] .message`);
    const [, k, t] = /keyframe (\d+) of track (\d+)/.exec(message);
    const shown = native(['show', anim], root).stdout;
    const track = shown.split(/<TRACK\b/).slice(1)[Number(t)];
    const time = [...track.matchAll(/<KEYFRAME TIME="([^"]*)"/g)][Number(k)][1];
    await page.click(`section[data-file="${anim}"] button.play-animation`);
    await page.waitForSelector('#viewer figure.player-picture[data-time="0"] svg', {timeout: +(process.env.VIEWS_TIMEOUT || 120000)});
    const marks = await page.$$eval('#viewer .keyframe-marks button.keyframe-mark', (els) => els.map((e) => [e.dataset.time, e.title]));
    assert.deepStrictEqual(marks.map((m) => Number(m[0])), [Number(time)], `the CAF's mark at keyframe ${k} of track ${t}'s TIME in skellint show (${time}): ${JSON.stringify(marks)}`);
    assert.match(marks[0][1], /SK461/, 'the mark names its code');
    await page.click(`.finding[data-file="${anim}"][data-code="SK461"] button.show-on-timeline`);
    const at = String(Math.round(Number(time) * 1000) / 1000);
    await page.waitForSelector(`#viewer figure.player-picture[data-time="${at}"] svg .highlight[data-index="0"]`, {state: 'attached', timeout: 120000});
    assert.match(await page.textContent('#viewer .viewer-note'), /SK461 .* bone 0 .*keyframe at/, 'the note names the bone and keyframe');
    ok(`a CAF's keyframe with findings marked on its timeline (SK461 at ${time} s, as skellint show writes keyframe ${k} of track ${t}); "Show on the timeline" goes there with bone 0 highlighted`);
  }

  // A BonesPro animation played on its folder's structure; a second
  // structure there (one with a weight finding) is named as not taken.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-web-bp-'));
  temp.push(root);
  const dir = path.join(root, 'bp');
  fs.mkdirSync(dir);
  bonesPro(dir);
  fs.copyFileSync(path.join(cases, 'bpstruct/SK201-weight-sum.txt'), path.join(dir, 'weights.txt'));
  fs.copyFileSync(path.join(cases, 'lgw/SK201-weight-sum.txt'), path.join(dir, 'model.txt'));
  await giveFolder(page, dir);
  await sameAsCli(page, root, 'BonesPro and LGW files');
  {
    const anim = 'bp/swing.txt';
    const shownAt = async (time) => {
      await page.waitForSelector(`#viewer figure.player-picture[data-time="${time}"] svg`, {timeout: +(process.env.VIEWS_TIMEOUT || 120000)});
      return page.$$eval('#viewer figure.player-picture svg line.bone[data-index]', (els) => els.map((e) =>
        ['data-index', 'x1', 'y1', 'x2', 'y2'].map((a) => e.getAttribute(a)).join(' ')));
    };
    const cliAt = (frame) => bonesOf(native(['render', 'bp/chain.txt', '--animation', anim, '--frame', frame, '-o', '-'], root).stdout);
    assert.ok(!(await page.$(`section[data-file="${anim}"] button.show-skeleton`)), 'a BonesPro animation has no skeleton picture of its own');
    await page.click(`section[data-file="${anim}"] button.play-animation`);
    const at0 = await shownAt('0');
    assert.ok(at0.length >= 1, 'bones drawn at 0 s');
    assert.deepStrictEqual(at0, cliAt('0'), 'frame 0: the CLI\'s pose');
    await page.click('#viewer button.frame-next');
    assert.deepStrictEqual(await shownAt('0.033'), cliAt('0'), 'a frame on (0.033 s): frame 0 held (frames every 10)');
    await page.$eval('#viewer input.timeline', (el) => { el.value = '0.333'; el.dispatchEvent(new Event('input')); });
    const at10 = await shownAt('0.333');
    assert.deepStrictEqual(at10, cliAt('10'), 'scrubbed to the end (0.333 s): the CLI\'s frame 10');
    assert.notDeepStrictEqual(at10, at0, 'frame 10 is not frame 0');
    assert.strictEqual(await page.getAttribute('#viewer figure.player-picture', 'data-target'), 'bp/chain.txt', 'played on the first structure');
    assert.match(await page.textContent('#viewer .pairing-note'), /2 BonesPro structures .* bp\/chain\.txt.* not on bp\/weights\.txt/, 'the page says which structure it took');
    fs.mkdirSync(shots, {recursive: true});
    await page.screenshot({path: path.join(shots, 'player-bonespro-100.png')});
    ok('a BonesPro animation played on its folder\'s structure: frames 0 and 10 the CLI\'s poses; the other structure named as not taken');
  }

  // LGW and BonesPro structure vertices: the CLI's coloured vertices; a
  // finding's vertex highlighted, a click on it marks its finding.
  for (const file of ['bp/model.txt', 'bp/weights.txt']) {
    await page.click(`section[data-file="${file}"] button.show-mesh`);
    await page.waitForSelector(`#viewer figure.mesh-picture[data-mesh="${file}"] svg circle.vertex`, {timeout: +(process.env.VIEWS_TIMEOUT || 120000)});
    const marked = await page.$$eval('#viewer figure.mesh-picture svg circle.vertex.finding', (els) =>
      els.map((e) => `${e.dataset.submesh}/${e.dataset.vertex} ${e.dataset.codes}`));
    const cli = native(['render', file, '-o', '-'], root).stdout;
    const want = [...cli.matchAll(/<circle class="vertex finding[^"]*" data-vertex="(\d+)" data-submesh="(\d+)"[^>]* data-codes="([^"]*)"/g)]
      .map((m) => `${m[2]}/${m[1]} ${m[3]}`);
    assert.ok(want.some((w) => / SK201/.test(w)), `${file}: the CLI colours the SK201 vertex: ${want}`);
    assert.deepStrictEqual(marked, want, `${file}: the vertices with findings are the CLI's`);
    const finding = `.finding[data-file="${file}"][data-code="SK201"]`;
    const [, v] = /vertex (\d+)/.exec(await page.textContent(`${finding} .message`));
    await page.click(`${finding} button.show-vertex`);
    const lit = await page.$$eval('#viewer circle.vertex.highlight', (els) => els.map((e) => `${e.dataset.submesh}/${e.dataset.vertex}`));
    assert.deepStrictEqual(lit, [`0/${v}`, `0/${v}`], `${file}: SK201's vertex ${v} highlighted, front and side`);
    await page.dispatchEvent(`#viewer #front circle.vertex[data-vertex="${v}"][data-submesh="0"]`, 'click');
    assert.ok(await page.$(`${finding}.vertex-match`), `${file}: a click on the vertex marks its finding`);
    ok(`${file}: its vertices as the CLI draws them; SK201's vertex ${v} highlighted, and a click on it marks the finding`);
  }
  await page.screenshot({path: path.join(shots, 'mesh-bonespro-100.png')});
}

module.exports = {rigViews, chainXsf};
