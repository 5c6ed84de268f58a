// keyframes.test.mjs SKELLINT — the page's placing of an XAF's findings on
// its timeline (web/keyframes.js), without a browser: for every XAF among
// the cases (and the corpus, when present), each finding whose message
// names "keyframe K of track T" is placed in the TIME of the K-th keyframe
// of the T-th track (counted here in the text, apart from the page's
// reading by place), and one naming "(bone B)" on bone B; a finding of no
// keyframe (the header) gets no time, nor does one of a binary CAF named
// .xaf (placed by byte). And for every CAF (cases and corpus), each finding
// naming "keyframe K of track T" is placed by placesOfShown at the TIME of
// that keyframe in `skellint show` of the same file, on its track's BONEID.
import fs from 'fs';
import path from 'path';
import assert from 'assert';
import {spawnSync} from 'child_process';
import {fileURLToPath} from 'url';
import {placesOf, placesOfShown, marksOf} from '../../web/keyframes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const skellint = path.resolve(process.argv[2] || path.join(repo, 'build/skellint'));

const files = [];
const cafs = [];
const walk = (d) => {
  for (const f of fs.readdirSync(d, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (f.isDirectory()) walk(path.join(d, f.name));
    else if (/\.xaf$/i.test(f.name)) files.push(path.join(d, f.name));
    else if (/\.caf$/i.test(f.name)) cafs.push(path.join(d, f.name));
  }
};
walk(path.join(repo, 'tests/cases'));
const corpus = path.resolve(repo, '../shared/corpus');
if (fs.existsSync(corpus)) {
  walk(corpus);
} else {
  console.log(`# ${corpus} absent: corpus animations not tested`);
}

/** The TIME written on each track's keyframes, in order: times[T][K]. */
function keyTimes(text) {
  return text.split(/<TRACK\b/i).slice(1).map((track) =>
    [...track.split(/<\/TRACK>/i)[0].matchAll(/<KEYFRAME\b[^>]*?\bTIME\s*=\s*"([^"]*)"/gi)].map((m) => Number(m[1])));
}

let placed = 0;
let none = 0;
for (const file of files) {
  const r = spawnSync(skellint, ['check', '--format', 'json', '--no-config', file], {maxBuffer: 1 << 30});
  const report = JSON.parse(r.stdout.toString());
  const diags = report.diagnostics;
  const text = fs.readFileSync(file, 'latin1');
  const places = placesOf(text, diags);
  const times = keyTimes(text);
  diags.forEach((d, i) => {
    const k = /\bkeyframe (\d+) of track (\d+)/.exec(d.message);
    const b = /\(bone (\d+)\)/.exec(d.message);
    const name = `${path.basename(file)}: ${d.code} at ${d.start.line}:${d.start.column} (${d.message})`;
    if (d.byteOffset !== undefined) { // a binary CAF, whatever its name: not placed by text
      assert.deepStrictEqual(places[i], {time: null, bone: null}, `${name}: a binary file's finding`);
      return;
    }
    if (k && times[k[2]] && times[k[2]][k[1]] !== undefined && Number.isFinite(times[k[2]][k[1]])) {
      assert.strictEqual(places[i].time, times[k[2]][k[1]], `${name}: its keyframe's TIME`);
      placed++;
    }
    if (b) assert.strictEqual(places[i].bone, Number(b[1]), `${name}: its track's bone`);
    if (/^(HEADER|ANIMATION)\b/.test(d.message) || d.start.line === 1) {
      assert.strictEqual(places[i].time, null, `${name}: on no keyframe`);
      none++;
    }
  });
  const marks = marksOf(places);
  for (let j = 1; j < marks.length; j++) assert.ok(marks[j - 1].time < marks[j].time, `${file}: marks in time order, once each`);
}
assert.ok(placed > 0, 'some findings name their keyframe');
console.log(`ok - ${files.length} XAF files: ${placed} findings placed in their keyframe, ${none} on none`);

// CAF: placed by what the message names, in the XAF `show` writes for it.
let cafPlaced = 0;
for (const file of cafs) {
  const r = spawnSync(skellint, ['check', '--format', 'json', '--no-config', file], {maxBuffer: 1 << 30});
  const diags = JSON.parse(r.stdout.toString()).diagnostics;
  const shown = spawnSync(skellint, ['show', file], {maxBuffer: 1 << 30});
  if (shown.status !== 0) continue; // nothing shown: the page places nothing either
  const text = shown.stdout.toString('latin1');
  const places = placesOfShown(text, diags);
  const times = keyTimes(text);
  const bones = [...text.matchAll(/<TRACK\b[^>]*?\bBONEID\s*=\s*"([^"]*)"/gi)].map((m) => Number(m[1]));
  diags.forEach((d, i) => {
    const name = `${path.basename(file)}: ${d.code} @${d.byteOffset} (${d.message})`;
    const k = /\bkeyframe (\d+) of track (\d+)/.exec(d.message);
    const b = /\(bone (\d+)\)/.exec(d.message);
    if (k && times[k[2]] && Number.isFinite(times[k[2]][k[1]])) {
      assert.strictEqual(places[i].time, times[k[2]][k[1]], `${name}: its keyframe's TIME in skellint show`);
      assert.strictEqual(places[i].bone, bones[k[2]], `${name}: its track's BONEID in skellint show`);
      cafPlaced++;
    } else if (!k) {
      assert.strictEqual(places[i].time, null, `${name}: on no keyframe`);
    }
    if (b) assert.strictEqual(places[i].bone, Number(b[1]), `${name}: its bone`);
  });
}
assert.ok(cafPlaced > 0, 'some CAF findings name their keyframe');
console.log(`ok - ${cafs.length} CAF files: ${cafPlaced} findings placed in their keyframe (by skellint show)`);
