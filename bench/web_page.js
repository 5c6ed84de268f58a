// web_page.js SKELLINT SITE — the page (build-web/site) in Debian's
// headless Chromium, timed as a user meets it (bench_web.sh runs it): for
// inputs that grew the page's pauses before (issue 32), the longest time
// the page's thread was held (a 20 ms timer's longest gap) beside the
// floor (the same files set on a bare file input: the browser's own
// work of taking them, no code of the page), the time from
// giving the files to the findings listed, and for scale the native CLI
// on the same files. Nothing is asserted: tests/web/page.test.js checks
// what the page shows; this prints what it costs.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const {spawnSync} = require('child_process');
const repo = path.resolve(__dirname, '..');
const driver = require(path.join(repo, 'tests/web/page_driver.js'));

const [skellint, site] = process.argv.slice(2).map((p) => path.resolve(p));
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
let chromium;
try {
  ({chromium} = require(path.join(repo, 'tests/web/node_modules/playwright-core')));
} catch (e) {
  console.log('skipped: playwright-core is not installed in tests/web/node_modules');
  process.exit(0);
}
if (!fs.existsSync(CHROMIUM) || !fs.existsSync(path.join(site, 'index.html'))) {
  console.log(`skipped: needs ${CHROMIUM} and ${site} (make web)`);
  process.exit(0);
}

const broken = fs.readFileSync(path.join(repo, 'tests/cases/xsf/SK401-numchilds-too-high.xsf'));

function longBon(dir, n) {
  const file = path.join(dir, 'long.bon');
  fs.writeFileSync(file, Buffer.concat([Buffer.from('BoneFile : type mixed : ver1001\r\n0001:,0002:'),
    Buffer.alloc(n, 'x'), Buffer.from([0x81, 0x43]), Buffer.from('0003:y,\r\n0003:,\r\n')]));
  return file;
}

function manyFiles(dir, count) {
  for (let i = 0; i < count; i++) {
    const sub = path.join(dir, `part${i % 20}`);
    fs.mkdirSync(sub, {recursive: true});
    fs.writeFileSync(path.join(sub, `f${i}.xsf`), i % 4 ? '<SKELETON NUMBONES="0">\n</SKELETON>\n' : broken);
  }
  return dir;
}

function deepFolder(dir, depth) {
  let at = dir;
  const every = Math.floor(depth / 12);
  for (let d = 0; d < depth; d++) {
    at = path.join(at, 'd');
    if (d % every === every - 1) {
      fs.mkdirSync(at, {recursive: true});
      fs.writeFileSync(path.join(at, `at${d}.xsf`), broken);
    }
  }
  return dir;
}

const CASES = [
  ['.bon, one 10 MB line', 'files', (d) => longBon(d, 10e6)],
  ['.bon, one 40 MB line', 'files', (d) => longBon(d, 40e6)],
  ['400 files', 'folder', (d) => manyFiles(path.join(d, 'many'), 400)],
  ['1,600 files', 'folder', (d) => manyFiles(path.join(d, 'many'), 1600)],
  ['folder 150 deep', 'folder', (d) => deepFolder(path.join(d, 'deep'), 150)],
  ['folder 600 deep', 'folder', (d) => deepFolder(path.join(d, 'deep'), 600)],
];

async function main() {
  const server = await driver.serve(site);
  const browser = await chromium.launch({executablePath: CHROMIUM, headless: true, args: driver.FLAGS});
  const page = await (await browser.newContext({viewport: {width: 1280, height: 900}})).newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`, {waitUntil: 'load'});
  // The floor: the same files set on a bare file input the page's code
  // does not listen to (what the browser itself does to take them).
  await page.evaluate(() => {
    for (const dir of [false, true]) {
      const i = document.createElement('input');
      i.type = 'file';
      i.multiple = true;
      i.webkitdirectory = dir;
      i.id = dir ? 'bare-folder' : 'bare-files';
      i.hidden = true;
      document.body.append(i);
    }
  });
  console.log('| input | longest pause of the page\'s thread | the floor: a bare file input | page: given → findings | native `skellint check` |');
  console.log('|---|---|---|---|---|');
  for (const [what, how, make] of CASES) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skellint-bench-web-'));
    try {
      const given = make(root);
      await driver.watchMainThread(page);
      await page.setInputFiles(how === 'files' ? '#bare-files' : '#bare-folder', how === 'files' ? [given] : given);
      await page.waitForTimeout(200);
      const floor = await driver.mainThreadHeld(page);
      await driver.clearFiles(page); // the last input's teardown is not this one's cost
      await driver.watchMainThread(page);
      const t0 = Date.now();
      if (how === 'files') await driver.giveFiles(page, [given], {add: true});
      else await driver.giveFolder(page, given, {add: true});
      await page.waitForFunction(() => !document.querySelector('#results .pending'), null, {timeout: 300000});
      const took = Date.now() - t0;
      const held = await driver.mainThreadHeld(page);
      const n0 = Date.now();
      spawnSync(skellint, ['check', '--format', 'json', path.relative(root, given) || '.'], {cwd: root, maxBuffer: 1 << 30});
      console.log(`| ${what} | ${held.toFixed(0)} ms | ${floor.toFixed(0)} ms | ${took} ms | ${Date.now() - n0} ms |`);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  }
  await browser.close();
  server.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
